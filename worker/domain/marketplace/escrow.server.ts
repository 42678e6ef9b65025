import type { Database } from "#db/client";
import {
  advisorPayable,
  clientCash,
  escrowAccount,
  ledgerTransaction,
  move,
  PLATFORM_ACCOUNTS,
  type LedgerEntryInput,
  type LedgerStatement,
} from "#worker/domain/billing/ledger.server";
import { splitCommission } from "./state";

/**
 * The money of an escrow contract as ledger transactions (decisions 045, 065, 091). Every function
 * returns statements for the caller's `db.batch`, next to the milestone's state change; each
 * movement is unique per (kind, "milestone", milestoneId), so a second release or refund of one
 * milestone fails the whole batch, and the escrow account's overdraft guard refuses to pay out
 * more than it holds.
 */

export interface EscrowContract {
  id: string;
  clientId: string;
  advisorId: string;
  currency: string;
  /** basis points: 2500 implementation, 1000 recurring */
  commissionBp: number;
}

const MILESTONE = "milestone";

/** Funding: the payer's cash (just arrived from the processor) moves into the contract's escrow. */
export function escrowFundStatements(db: Database, c: EscrowContract, milestoneId: string, payerId: string, amount: number, now: Date): LedgerStatement[] {
  return ledgerTransaction(db, { ...fundMovement(c, milestoneId, payerId, amount), now });
}

/**
 * Release of `gross` minor units to the advisor: escrow → advisor_payable (gross − commission) +
 * platform:revenue (commission). Commission is rounded half up to the cent (decision 091); a zero
 * part (1 cent at 25 %) is left out because ledger entries are non-zero.
 */
export function escrowReleaseStatements(db: Database, c: EscrowContract, milestoneId: string, gross: number, now: Date): LedgerStatement[] {
  if (gross <= 0) return [];
  return ledgerTransaction(db, { ...releaseMovement(c, milestoneId, gross), now });
}

/** The release as a ledger movement (pure; the demo seed writes the same one). */
export function releaseMovement(c: EscrowContract, milestoneId: string, gross: number) {
  const { commission, advisor } = splitCommission(gross, c.commissionBp);
  const entries: LedgerEntryInput[] = [
    { account: escrowAccount(c.id), amount: -gross, currency: c.currency },
    { account: advisorPayable(c.advisorId), amount: advisor, currency: c.currency },
    { account: PLATFORM_ACCOUNTS.revenue, amount: commission, currency: c.currency },
  ].filter((e) => e.amount !== 0);
  return { kind: "escrow_release", memo: `Release of milestone ${milestoneId} (commission ${commission})`, refType: MILESTONE, refId: milestoneId, entries };
}

/** Funding as a ledger movement (pure). */
export function fundMovement(c: EscrowContract, milestoneId: string, payerId: string, amount: number) {
  return { kind: "escrow_fund", memo: `Escrow funding of milestone ${milestoneId}`, refType: MILESTONE, refId: milestoneId, entries: move(clientCash(payerId), escrowAccount(c.id), amount, c.currency) };
}

/** Only the return into the client's cash (escrow → client_cash); billing's own refund sends it out. */
export function escrowReturnStatements(db: Database, c: EscrowContract, milestoneId: string, amount: number, now: Date): LedgerStatement[] {
  if (amount <= 0) return [];
  return ledgerTransaction(db, {
    kind: "escrow_refund",
    memo: `Escrow refund of milestone ${milestoneId}`,
    refType: MILESTONE,
    refId: milestoneId,
    entries: move(escrowAccount(c.id), clientCash(c.clientId), amount, c.currency),
    now,
  });
}

/**
 * Refund of `amount` to the client in one batch: escrow → client_cash (escrow_refund) and on,
 * client_cash → processor_clearing (escrow_payout). Only for a funding with no payment on record;
 * otherwise the refund goes through the provider (escrow-refunds.server.ts).
 */
export function escrowRefundStatements(db: Database, c: EscrowContract, milestoneId: string, amount: number, now: Date): LedgerStatement[] {
  if (amount <= 0) return [];
  return [
    ...escrowReturnStatements(db, c, milestoneId, amount, now),
    ...ledgerTransaction(db, {
      kind: "escrow_payout",
      memo: `Refund of milestone ${milestoneId} to the payer`,
      refType: MILESTONE,
      refId: milestoneId,
      entries: move(clientCash(c.clientId), PLATFORM_ACCOUNTS.processorClearing, amount, c.currency),
      now,
    }),
  ];
}
