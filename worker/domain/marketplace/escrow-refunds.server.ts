import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { paymentRefunds, payments, type PaymentRefundRow, type PaymentRow } from "#db/schema";
import type { LedgerStatement } from "#worker/domain/billing/ledger.server";
import { paymentProvider, type PaymentProvider } from "#worker/domain/billing/provider.server";
import { newRefundRow, sendRefund } from "#worker/domain/billing/settle.server";
import { escrowRefundStatements, escrowReturnStatements, type EscrowContract } from "./escrow.server";

/**
 * Escrow refunds through the payment provider (issue 29, decision 250). A cancelled contract's
 * funded milestones and the client's part of a dispute split go back to the card or bank that
 * paid them, in the order of decision 127:
 * 1. the marketplace's guarded batch moves the escrow to the payer's cash AND claims the refund's
 *    intent row (`payment_refunds`, kind `escrow`, `processing`, the amount refunded) — the
 *    milestone's guarded transition and the one-live-refund-per-payment index let one request win;
 * 2. after that batch, the provider is called with the row's id as idempotency key;
 * 3. billing's settle batch records it (`escrow_payout` client_cash → processor_clearing).
 * A crash or an unknown answer between 2 and 3 leaves the row `processing` for the 15-minute
 * reconciliation job. A funding with no payment on record (old demo data) keeps the direct posting.
 */

export interface EscrowRefundClaim {
  payment: PaymentRow;
  refund: PaymentRefundRow;
}

/** The succeeded payments that funded these milestones, by milestone id. */
export async function fundingPayments(db: Database, milestoneIds: string[]): Promise<Map<string, PaymentRow>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, "escrow"), inArray(payments.refId, milestoneIds), eq(payments.status, "succeeded")))
    .all();
  return new Map(rows.map((p) => [p.refId, p]));
}

/** `amount` of a milestone's escrow back to the client: the statements of the marketplace's batch and the claimed intent. */
export function escrowRefundToClient(
  db: Database,
  contract: EscrowContract,
  milestoneId: string,
  amount: number,
  funding: PaymentRow | undefined,
  requestedBy: string,
  now: Date,
): { statements: LedgerStatement[]; claim?: EscrowRefundClaim } {
  if (amount <= 0) return { statements: [] };
  if (!funding) return { statements: escrowRefundStatements(db, contract, milestoneId, amount, now) };
  const refund = newRefundRow(funding, requestedBy, "escrow", null, now, amount);
  return {
    statements: [...escrowReturnStatements(db, contract, milestoneId, amount, now), db.insert(paymentRefunds).values(refund)],
    claim: { payment: funding, refund },
  };
}

/**
 * Step 2 and 3 for the intents a committed batch claimed. Never throws: what is not settled now
 * stays `processing` and the reconciliation job finishes it (the contract's change stands).
 */
export async function sendEscrowRefunds(db: Database, provider: PaymentProvider | undefined, claims: EscrowRefundClaim[], now: Date) {
  for (const { payment, refund } of claims) {
    try {
      await sendRefund({ db, now, provider: provider ?? paymentProvider() }, payment, refund);
    } catch (error) {
      console.error(`escrow refund ${refund.id}: not settled now, left for reconciliation`, error);
    }
  }
}
