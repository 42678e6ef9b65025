import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { contractMilestones } from "#db/schema";
import type { LedgerStatement } from "#worker/domain/billing/ledger.server";
import { escrowOf, type Contract } from "./contracts.server";
import { guardedEvent } from "./effects.server";
import { escrowReturnStatements } from "./escrow.server";

/**
 * A card chargeback on the payment that funded a milestone (issue 29, billing's Stripe webhook).
 * While the card network decides, the milestone is frozen as `disputed`: nothing can release it,
 * and it is listed for an admin at /admin/disputes. A chargeback lost returns the escrow to the
 * client's cash (billing then records it leaving to the card network); one won leaves the milestone
 * disputed for the admin to resolve as usual.
 */
export const CHARGEBACK_FREEZABLE = ["funded", "submitted"] as const;

export function chargebackFreezeStatements(db: Database, contractId: string, milestoneId: string, now: Date): LedgerStatement[] {
  return [
    db
      .update(contractMilestones)
      .set({ status: "disputed", updatedAt: now })
      .where(
        and(
          eq(contractMilestones.id, milestoneId),
          eq(contractMilestones.contractId, contractId),
          inArray(contractMilestones.status, [...CHARGEBACK_FREEZABLE]),
          sql`EXISTS (SELECT 1 FROM contracts c WHERE c.id = ${contractId} AND c.status = 'active')`,
        ),
      ),
    guardedEvent(db, { contractId, milestoneId, actorId: null, kind: "disputed" }, now),
  ];
}

export function chargebackLostStatements(db: Database, contract: Contract, milestoneId: string, amount: number, now: Date): LedgerStatement[] {
  return [
    db
      .update(contractMilestones)
      .set({ status: "refunded", updatedAt: now })
      .where(and(eq(contractMilestones.id, milestoneId), eq(contractMilestones.contractId, contract.id), eq(contractMilestones.status, "disputed"))),
    guardedEvent(db, { contractId: contract.id, milestoneId, actorId: null, kind: "refunded", amount }, now),
    ...escrowReturnStatements(db, escrowOf(contract), milestoneId, amount, now),
  ];
}
