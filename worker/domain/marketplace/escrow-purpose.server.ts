import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { contracts, payments } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { billingGuardStatement } from "#worker/domain/billing/guard.server";
import type { PurposeHandler } from "#worker/domain/billing/purpose-types";
import { contractOfMilestone, fundableMilestone, fundStatements, unfundStatements } from "./contracts.server";
import { assertMilestone } from "./state";

/** The transfer_group of a contract's charges and its advisor's transfers (issue 29). */
export const contractTransferGroup = (contractId: string) => `contract_${contractId}`;

/** Purpose fields of `POST /api/billing/checkout {purpose:"escrow"}`; the fund route adds contractId from its path. */
const escrowBody = z.object({
  milestoneId: z.string().trim().min(1).max(100),
  contractId: z.string().trim().min(1).max(100).optional(),
});

/**
 * Funding one milestone of an escrow contract through billing's checkout (decision 045, docs/api.md
 * "For the marketplace"). Only the contract's client pays, only for an unfunded milestone of an
 * active contract. The money reaches escrow when the payment succeeds: at checkout for a card,
 * when an admin marks a transfer received otherwise. No owner refund (no `ownerRefundDays`): the
 * marketplace refunds escrow itself when a contract is cancelled or a dispute resolved.
 */
export const escrowPurpose: PurposeHandler = {
  async price({ db }, userId, body) {
    const { milestoneId, contractId } = escrowBody.parse(body);
    const found = await contractOfMilestone(db, milestoneId);
    // Another contract's milestone, or (below) a contract the payer is not the client of: unknown.
    if (contractId !== undefined && found.contract.id !== contractId) throw notFound("No such milestone.");
    const { contract, milestone } = await fundableMilestone(db, userId, found.contract.id, milestoneId);
    // An awaited transfer already pays for it: say so before a card is charged (the unique index
    // on live payments still decides races).
    const pending = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.purpose, "escrow"), eq(payments.refId, milestoneId), eq(payments.status, "pending")))
      .get();
    if (pending) throw new AppError(409, "PAYMENT_PENDING", "A transfer for this milestone is awaited; it is funded when the transfer arrives.", { paymentId: pending.id });
    return {
      amount: milestone.amount,
      currency: contract.currency,
      description: `Escrow: ${contract.requestTitle} — ${milestone.title}`.slice(0, 300),
      refId: milestone.id,
      transferGroup: contractTransferGroup(contract.id),
    };
  },

  async onSucceeded(refId, payment, { db, now }) {
    const { contract, milestone } = await contractOfMilestone(db, refId);
    if (contract.clientId !== payment.userId || milestone.amount !== payment.amount) throw notFound("No such milestone.");
    // A transfer that arrives after its contract was cancelled (issue 31): the batch is refused by
    // billing's guard, so billing keeps the money as `held` (recorded as the payer's cash, never
    // applied) and an admin refunds it (POST /api/admin/payments/:id/refund). A card charge refused
    // this way is returned at once (billing's PURPOSE_CHANGED).
    if (contract.status === "cancelled") return [billingGuardStatement(db, "escrow_contract_cancelled", sql`1 = 1`)];
    // Funded otherwise meanwhile, or not yet signed: 409, nothing moves.
    assertMilestone(contract.status, milestone.status, "fund");
    return [
      // the same when the cancel lands between this read and the settle batch
      billingGuardStatement(db, "escrow_contract_cancelled", sql`EXISTS (SELECT 1 FROM ${contracts} WHERE ${contracts.id} = ${contract.id} AND ${contracts.status} = 'cancelled')`),
      ...fundStatements(db, contract, milestone, payment, now),
    ];
  },

  async onRefunded(refId, payment, { db, now }) {
    const { contract, milestone } = await contractOfMilestone(db, refId);
    return unfundStatements(db, contract, milestone, payment, now);
  },
};
