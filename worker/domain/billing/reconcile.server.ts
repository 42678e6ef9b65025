import { and, asc, eq, lt, or } from "drizzle-orm";
import type { Database } from "#db/client";
import { idempotencyKeys, paymentRefunds, payments, type PaymentRefundRow, type PaymentRow } from "#db/schema";
import { AppError } from "#worker/errors";
import { errorText, type LedgerStatement } from "./ledger.server";
import { toPaymentDto } from "./payments.server";
import type { PaymentLookup, PaymentProvider } from "./provider.server";
import { asBatch, refundFailedStatement, refundSettledStatements, returnCharge, sendRefund, succeededStatements, type SettleContext } from "./settle.server";

/**
 * The reconciliation job (issue 26 item 2; Cron Trigger in wrangler.toml, `scheduled` in
 * worker/index.ts, POST /api/admin/billing/reconcile). Intent rows left in `processing` by a crash
 * or a provider timeout are resolved against the provider once they are older than `staleMs`:
 * - a payment the provider charged is settled like checkout settles it (or its charge returned
 *   when what it paid for changed); one it declined fails; one it never saw fails, nothing charged;
 * - a refund the provider made is settled (ledger, purpose undo); one it never saw is sent again
 *   with the same idempotency key, so it can never be returned twice.
 * The request's Idempotency-Key left `processing` gets the final answer, so a retry replays it.
 */
/** Must match the reconciliation cron of wrangler.toml's [triggers] (every environment); the Worker's main module may export only handlers. */
export const BILLING_RECONCILE_CRON = "*/15 * * * *";

export const RECONCILE_STALE_MS = 10 * 60 * 1000;
const BATCH = 50;

export interface ReconcileResult {
  payments: { succeeded: number; failed: number; returned: number; waiting: number };
  refunds: { succeeded: number; failed: number; waiting: number };
}

export async function reconcileBilling(sc: SettleContext, staleMs = RECONCILE_STALE_MS): Promise<ReconcileResult> {
  const { db, now } = sc;
  const before = new Date(now.getTime() - staleMs);
  const result: ReconcileResult = { payments: { succeeded: 0, failed: 0, returned: 0, waiting: 0 }, refunds: { succeeded: 0, failed: 0, waiting: 0 } };
  const stalePayments = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "processing"), lt(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  for (const payment of stalePayments) {
    try {
      result.payments[await reconcilePayment(sc, payment)]++;
    } catch (error) {
      console.error(`reconcile payment ${payment.id}`, error);
      result.payments.waiting++;
    }
  }
  const staleRefunds = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, "processing"), lt(paymentRefunds.createdAt, before)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(BATCH);
  for (const { refund, payment } of staleRefunds) {
    try {
      result.refunds[await reconcileRefund(sc, payment, refund)]++;
    } catch (error) {
      console.error(`reconcile refund ${refund.id}`, error);
      result.refunds.waiting++;
    }
  }
  return result;
}

/**
 * Settles one payment intent with what the provider says (also the entry of a processor's
 * webhook, whose `extra` statements — the processed event's id — ride the settle batch).
 */
export async function settlePaymentFromProvider(sc: SettleContext, payment: PaymentRow, lookup: PaymentLookup, extra: LedgerStatement[] = []): Promise<"succeeded" | "failed" | "returned" | "waiting"> {
  const { db, now } = sc;
  if (payment.status !== "processing" || lookup.status === "processing") return "waiting";
  if (lookup.status === "succeeded") {
    const paid: PaymentRow = {
      ...payment,
      status: "succeeded",
      succeededAt: now,
      providerRef: lookup.providerRef,
      cardBrand: lookup.brand ?? payment.cardBrand,
      last4: lookup.last4 ?? payment.last4,
    };
    try {
      await db.batch(asBatch([...(await succeededStatements(sc, paid, ["processing"])), ...extra]));
      await finishKey(db, payment, 201, { payment: toPaymentDto(paid) });
      return "succeeded";
    } catch (error) {
      const refused = (error instanceof AppError && error.status < 500) || /constraint failed/i.test(errorText(error));
      if (!refused) throw error;
      const current = await db.select().from(payments).where(eq(payments.id, payment.id)).get();
      if (current?.status !== "processing") return "waiting";
      // What it paid for changed meanwhile: the charge goes back.
      const failed = await returnCharge(sc, paid, "PURPOSE_CHANGED");
      await finishKey(db, payment, 409, { error: { code: "CONFLICT", message: "What you were paying for changed meanwhile; the charge was returned.", payment: toPaymentDto(failed) } });
      return "returned";
    }
  }
  const failureCode = lookup.status === "failed" ? lookup.failureCode : "PROVIDER_NO_ANSWER";
  const [changed] = await db.batch([
    db
      .update(payments)
      .set({ status: "failed", failureCode })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "processing")))
      .returning({ id: payments.id }),
    ...(extra as []),
  ]);
  if (changed.length === 0) return "waiting";
  const failed = { ...payment, status: "failed" as const, failureCode };
  await finishKey(db, payment, 402, { error: { code: failureCode, message: "The payment did not go through.", payment: toPaymentDto(failed) } });
  return "failed";
}

async function reconcilePayment(sc: SettleContext, payment: PaymentRow) {
  return settlePaymentFromProvider(sc, payment, await sc.provider.lookupPayment(payment));
}

async function reconcileRefund(sc: SettleContext, payment: PaymentRow, refund: PaymentRefundRow): Promise<"succeeded" | "failed" | "waiting"> {
  const lookup = await sc.provider.lookupRefund(refund);
  let outcome: "succeeded" | "failed" | "waiting";
  if (lookup.status === "succeeded") {
    await sc.db.batch(asBatch(await refundSettledStatements(sc, payment, refund, lookup.refundRef)));
    outcome = "succeeded";
  } else if (lookup.status === "failed") {
    await refundFailedStatement(sc.db, refund, lookup.failureCode).run();
    outcome = "failed";
  } else if (lookup.status === "not_found") {
    // The call never arrived: send it again under the same idempotency key (the refund row's id).
    const sent = await sendRefund(sc, payment, refund);
    outcome = sent === "processing" ? "waiting" : sent;
  } else {
    outcome = "waiting";
  }
  if (outcome !== "waiting" && refund.idempotencyKey) {
    const after = await sc.db.select().from(payments).where(eq(payments.id, payment.id)).get();
    const body =
      outcome === "succeeded"
        ? { payment: toPaymentDto(after ?? payment) }
        : { error: { code: "REFUND_FAILED", message: "The payment provider refused the refund.", state: payment.status } };
    await finishKeyOf(sc.db, refund.requestedBy, refund.idempotencyKey, outcome === "succeeded" ? 200 : 409, body);
  }
  return outcome;
}

/** The request's Idempotency-Key, still `processing` or answered 202 (in progress), gets the final answer. */
function finishKey(db: Database, payment: PaymentRow, status: number, body: unknown) {
  return finishKeyOf(db, payment.userId, payment.idempotencyKey, status, body);
}

async function finishKeyOf(db: Database, userId: string, key: string, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ state: "done", responseStatus: status, responseBody: JSON.stringify(body) })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), or(eq(idempotencyKeys.state, "processing"), eq(idempotencyKeys.responseStatus, 202))));
}
