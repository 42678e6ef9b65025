import type { BidStatus, ContractStatus, MilestoneStatus, RequestStatus } from "#db/schema/marketplace";
import { AppError } from "#worker/errors";

/**
 * The marketplace state machines (issue 11), pure: which transition is legal from which state.
 * The server checks these before writing, and the writes repeat the check in their WHERE clause so
 * a concurrent change loses with the same 409 (docs/decisions/075).
 */

export type RequestAction = "edit" | "close" | "award" | "bid" | "extend";
export type BidAction = "accept" | "decline" | "withdraw";
export type ContractAction = "cancel";
export type MilestoneAction = "fund" | "submit" | "approve" | "dispute" | "resolve" | "refund";

const REQUEST: Record<RequestAction, { from: readonly RequestStatus[]; to: RequestStatus }> = {
  edit: { from: ["open"], to: "open" },
  extend: { from: ["open"], to: "open" },
  bid: { from: ["open"], to: "open" },
  close: { from: ["open"], to: "closed" },
  award: { from: ["open"], to: "awarded" },
};

const BID: Record<BidAction, { from: readonly BidStatus[]; to: BidStatus }> = {
  accept: { from: ["pending"], to: "accepted" },
  decline: { from: ["pending"], to: "declined" },
  withdraw: { from: ["pending"], to: "withdrawn" },
};

const MILESTONE: Record<MilestoneAction, { from: readonly MilestoneStatus[]; to: MilestoneStatus }> = {
  fund: { from: ["unfunded"], to: "funded" },
  submit: { from: ["funded"], to: "submitted" },
  approve: { from: ["submitted"], to: "released" },
  dispute: { from: ["submitted"], to: "disputed" },
  resolve: { from: ["disputed"], to: "resolved" },
  // only as part of cancelling the contract
  refund: { from: ["funded"], to: "refunded" },
};

/** Milestones in these states hold money in the contract's escrow account. */
export const ESCROWED: readonly MilestoneStatus[] = ["funded", "submitted", "disputed"];
/** Work was delivered (or is being argued about): the contract can no longer be cancelled. */
const WORK_STARTED: readonly MilestoneStatus[] = ["submitted", "released", "disputed", "resolved"];
/** Nothing further can happen to a milestone in these states. */
const SETTLED: readonly MilestoneStatus[] = ["released", "resolved"];

export function conflict(entity: string, status: string, action: string) {
  return new AppError(409, "CONFLICT", `Cannot ${action} a ${entity} that is ${status}.`, { status });
}

export function assertRequest(status: RequestStatus, action: RequestAction): RequestStatus {
  if (!REQUEST[action].from.includes(status)) throw conflict("request", status, action);
  return REQUEST[action].to;
}

export function assertBid(status: BidStatus, action: BidAction): BidStatus {
  if (!BID[action].from.includes(status)) throw conflict("bid", status, action);
  return BID[action].to;
}

export const milestoneFrom = (action: MilestoneAction) => MILESTONE[action].from;

/** A milestone moves only inside an active contract. */
/** Whether `action` is legal on a milestone now (the same rule assertMilestone enforces, as a yes/no for pages). */
export const canMilestone = (contract: ContractStatus, status: MilestoneStatus, action: MilestoneAction) => contract === "active" && MILESTONE[action].from.includes(status);

export function assertMilestone(contract: ContractStatus, status: MilestoneStatus, action: MilestoneAction): MilestoneStatus {
  if (contract !== "active") throw conflict("contract", contract, `${action} a milestone of`);
  if (!MILESTONE[action].from.includes(status)) throw conflict("milestone", status, action);
  return MILESTONE[action].to;
}

/** Contracts that can still be cancelled: one awaiting signatures, or active before any work was submitted. */
export const CANCELLABLE: readonly ContractStatus[] = ["awaiting_signatures", "active"];

/** Cancel: a contract awaiting signatures, or an active one where no work has been submitted yet. */
export function assertCancel(contract: ContractStatus, milestones: readonly MilestoneStatus[]): void {
  if (!CANCELLABLE.includes(contract)) throw conflict("contract", contract, "cancel");
  const started = milestones.find((m) => WORK_STARTED.includes(m));
  if (started) throw new AppError(409, "CONFLICT", `Cannot cancel a contract with a milestone that is ${started}.`, { status: contract, milestoneStatus: started });
}

/** The contract is complete once every milestone is settled (released, or resolved by an admin). */
export const isComplete = (milestones: readonly MilestoneStatus[]) => milestones.length > 0 && milestones.every((m) => SETTLED.includes(m));

/** commissionRate on the wire; basis points in D1 (spec §9: 25 % implementation, 10 % recurring). */
export const COMMISSION_BP = { implementation: 2500, recurring: 1000 } as const;

/**
 * Commission on a released amount in minor units, rounded half up to the nearest cent
 * (floor((amount × bp + 5000) / 10000)); the advisor gets the rest, so the two always sum to the
 * amount exactly and no cent is created or lost.
 */
export function splitCommission(amount: number, commissionBp: number): { commission: number; advisor: number } {
  const commission = Math.floor((amount * commissionBp + 5000) / 10000);
  return { commission, advisor: amount - commission };
}

/**
 * What escrow should hold according to the milestones' states (funded − released − refunded).
 * The wire's escrowBalance is read from the ledger (escrow:<contract>); tests check the two agree.
 */
export function escrowBalanceOf(milestones: readonly { status: MilestoneStatus; amount: number }[]): number {
  return milestones.filter((m) => ESCROWED.includes(m.status)).reduce((sum, m) => sum + m.amount, 0);
}
