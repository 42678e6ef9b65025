import { and, eq, inArray, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "#db/client";
import { paymentRefunds, payments, processedWebhookEvents, type PaymentRefundRow, type PaymentRow } from "#db/schema";
import { AppError } from "#worker/errors";
import type { auditStatement } from "#worker/domain/account/audit.server";
import { chargebackFreezeStatements, chargebackLostStatements, CHARGEBACK_FREEZABLE } from "#worker/domain/marketplace/chargeback.server";
import { contractOfMilestone } from "#worker/domain/marketplace/contracts.server";
import { billingGuardStatement, isBillingGuardError } from "./guard.server";
import { clientCash, errorText, ledgerTransaction, move, PLATFORM_ACCOUNTS, type LedgerStatement } from "./ledger.server";
import { applyAccountUpdate, transferReversedStatements } from "./payouts.server";
import { purposeHandler } from "./purposes.server";
import { settlePaymentFromProvider } from "./reconcile.server";
import { asBatch, heldStatements, newRefundRow, refundFrom, refundSettledStatements, sendRefund, succeededStatements, type SettleContext } from "./settle.server";
import { cardOf, stripeFailureCode } from "./stripe-provider.server";

/**
 * Stripe's webhook events applied to our rows (issue 29, decision 160). The route has verified the
 * signature. Every event is applied at most once: its id goes into processed_webhook_events with
 * INSERT OR IGNORE inside the batch that applies it, and a delivery whose id is there changes
 * nothing. Stripe delivers at least once and in any order, so each handler reads the row's
 * current state and does only what is still to do: a refund that arrives before the payment's
 * success first settles the payment; a success that arrives after the row failed returns the charge.
 */

export interface WebhookContext extends SettleContext {
  audit: Parameters<typeof auditStatement>[0];
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored" | "returned" | "refused";

export const HANDLED_STRIPE_EVENTS = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.closed",
  "account.updated",
  "transfer.reversed",
  "payment_intent.partially_funded",
] as const;

const markProcessed = (db: Database, event: Stripe.Event, now: Date) =>
  db.insert(processedWebhookEvents).values({ id: event.id, provider: "stripe", type: event.type, receivedAt: now }).onConflictDoNothing();

async function alreadyProcessed(db: Database, id: string) {
  return (await db.select({ id: processedWebhookEvents.id }).from(processedWebhookEvents).where(eq(processedWebhookEvents.id, id)).get()) !== undefined;
}

type Done = ReturnType<typeof markProcessed>;

const idOf = (ref: string | { id: string } | null | undefined) => (ref == null ? null : typeof ref === "string" ? ref : ref.id);

/** Our payment a Stripe object belongs to: by the PaymentIntent id we stored, else by metadata.payment_id. */
async function paymentOf(db: Database, intentId: string | null, metadata: Stripe.Metadata | null | undefined): Promise<PaymentRow | undefined> {
  const ours = metadata?.payment_id;
  const conditions = [intentId ? eq(payments.providerRef, intentId) : undefined, ours ? eq(payments.id, ours) : undefined].filter((c) => c !== undefined);
  if (conditions.length === 0) return undefined;
  return db.select().from(payments).where(and(eq(payments.provider, "stripe"), or(...conditions))).get();
}

export async function applyStripeEvent(wc: WebhookContext, event: Stripe.Event): Promise<WebhookOutcome> {
  const { db, now } = wc;
  if (await alreadyProcessed(db, event.id)) return "duplicate";
  const done = markProcessed(db, event, now);
  switch (event.type) {
    case "payment_intent.succeeded":
      return intentSucceeded(wc, event.data.object, done);
    case "payment_intent.payment_failed":
      return intentFailed(wc, event.data.object, done);
    case "payment_intent.partially_funded":
      return intentPartiallyFunded(wc, event.data.object, done);
    case "charge.refunded":
      return chargeRefunded(wc, event.data.object, done);
    case "charge.dispute.created":
      return disputeCreated(wc, event.data.object, done);
    case "charge.dispute.closed":
      return disputeClosed(wc, event.data.object, done);
    case "account.updated":
      await db.batch([...(await applyAccountUpdate(db, event.data.object, now)), done] as unknown as Parameters<Database["batch"]>[0]);
      return "applied";
    case "transfer.reversed":
      return transferReversed(wc, event.data.object, done);
    default:
      await done.run();
      return "ignored";
  }
}

async function intentSucceeded(wc: WebhookContext, intent: Stripe.PaymentIntent, done: Done): Promise<WebhookOutcome> {
  const payment = await paymentOf(wc.db, intent.id, intent.metadata);
  if (!payment) return ignore(wc, done);
  if (payment.status === "processing") {
    const outcome = await settlePaymentFromProvider(wc, payment, { status: "succeeded", providerRef: intent.id, ...cardOf(intent.latest_charge) }, [done]);
    return outcome === "succeeded" ? "applied" : outcome === "returned" ? "returned" : "ignored";
  }
  if (payment.status === "pending") return bankTransferArrived(wc, payment, done);
  if (payment.status === "failed") {
    // Declined first, then paid on the same intent (or failed by reconciliation meanwhile): the
    // money is not applied, it goes back (a `returned` refund, settled by charge.refunded).
    const refund = newRefundRow({ ...payment, providerRef: intent.id }, "system", "returned", null, wc.now);
    try {
      await wc.db.batch([wc.db.insert(paymentRefunds).values(refund), wc.db.update(payments).set({ providerRef: intent.id }).where(eq(payments.id, payment.id)), done]);
    } catch (error) {
      if (!/UNIQUE constraint failed: payment_refunds/.test(errorText(error))) throw error;
      return ignore(wc, done);
    }
    await sendRefund(wc, { ...payment, providerRef: intent.id }, refund);
    return "returned";
  }
  // already succeeded / refunded / held: nothing left to do
  return ignore(wc, done);
}

/**
 * A Stripe bank transfer (customer_balance) fully funded (decision 252): settled like an admin's
 * "received" — the money, the purpose's effect, the receipt — in one batch from `pending`; money
 * for something already paid meanwhile is `held` for an admin to refund, never applied twice.
 */
async function bankTransferArrived(wc: WebhookContext, payment: PaymentRow, done: Done): Promise<WebhookOutcome> {
  const { db, now } = wc;
  const paid: PaymentRow = { ...payment, status: "succeeded", succeededAt: now };
  try {
    await db.batch(asBatch([...(await succeededStatements(wc, paid, ["pending"])), done]));
    return "applied";
  } catch (error) {
    const refused = (error instanceof AppError && error.status < 500) || isBillingGuardError(error);
    if (!refused) {
      if (/constraint failed/i.test(errorText(error))) return ignore(wc, done);
      throw error;
    }
    const current = await db.select().from(payments).where(eq(payments.id, payment.id)).get();
    if (current?.status !== "pending") return ignore(wc, done);
    await db.batch(asBatch([...heldStatements(wc, payment, ["pending"], null), done]));
    return "refused";
  }
}

/** Part of a bank transfer arrived (an underpayment): what is still due is shown to the payer; nothing moves yet. */
async function intentPartiallyFunded(wc: WebhookContext, intent: Stripe.PaymentIntent, done: Done): Promise<WebhookOutcome> {
  const payment = await paymentOf(wc.db, intent.id, intent.metadata);
  const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
  if (!payment || payment.status !== "pending" || !payment.instructions || typeof remaining !== "number") return ignore(wc, done);
  await wc.db.batch([
    wc.db
      .update(payments)
      .set({ instructions: { ...payment.instructions, amountRemaining: remaining } })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending"))),
    done,
  ]);
  return "applied";
}

async function intentFailed(wc: WebhookContext, intent: Stripe.PaymentIntent, done: Done): Promise<WebhookOutcome> {
  const payment = await paymentOf(wc.db, intent.id, intent.metadata);
  if (!payment || payment.status !== "processing") return ignore(wc, done);
  // A decline is final for this intent row, as with the test provider: the page starts a new
  // checkout (a new intent). The PaymentIntent is cancelled so it cannot be paid later.
  const outcome = await settlePaymentFromProvider(wc, payment, { status: "failed", failureCode: stripeFailureCode(intent.last_payment_error), providerRef: intent.id }, [done]);
  if (outcome === "failed") {
    try {
      await wc.provider.cancelPayment?.(intent.id, `${payment.id}:cancel`);
    } catch (error) {
      console.error(`payment ${payment.id}: could not cancel ${intent.id}`, error);
    }
  }
  return outcome === "failed" ? "applied" : "ignored";
}

/**
 * `charge.refunded` carries the charge's cumulative `amount_refunded` (decision 250). What TaxAtlas
 * has not recorded yet is `amount_refunded` − our succeeded refunds of the payment: our own refund
 * still `processing` is settled first (its amount, whole or a dispute split's part); what remains
 * was refunded outside TaxAtlas (Stripe's dashboard) — the whole charge undoes the purpose like an
 * owner refund, a part is recorded as just that amount (the platform pays it; the purpose keeps
 * its effect). Only that amount is posted, never the charge's.
 */
async function chargeRefunded(wc: WebhookContext, charge: Stripe.Charge, done: Done): Promise<WebhookOutcome> {
  const { db, now } = wc;
  const intentId = idOf(charge.payment_intent);
  let payment = await paymentOf(db, intentId, charge.metadata);
  if (!payment || !(charge.amount_refunded > 0)) return ignore(wc, done);
  if (payment.status === "processing" && intentId) {
    // Out of order: the refund came before payment_intent.succeeded. The charge succeeded, so the
    // payment is settled first, then refunded below; the late success event then finds nothing to do.
    await settlePaymentFromProvider(wc, payment, { status: "succeeded", providerRef: intentId, ...cardOf(charge) });
    payment = (await db.select().from(payments).where(eq(payments.id, payment.id)).get())!;
  }
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)).all();
  let recorded = rows.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0);
  const stripeRefunds = charge.refunds?.data ?? [];
  const refundRefOf = (ours?: PaymentRefundRow) => stripeRefunds.find((r) => ours && r.metadata?.refund_id === ours.id)?.id ?? stripeRefunds[0]?.id ?? `refunded:${charge.id}`;
  const statements: LedgerStatement[] = [];
  let via = "stripe-webhook";
  try {
    const open = rows.find((r) => r.status === "processing");
    if (open && recorded + open.amount <= charge.amount_refunded) {
      statements.push(...(await refundSettledStatements(wc, payment, open, refundRefOf(open), { ctx: wc.audit, via })));
      recorded += open.amount;
    }
    const outside = charge.amount_refunded - recorded;
    if (outside > 0 && !open) {
      via = "stripe-dashboard";
      const whole = recorded === 0 && outside === payment.amount && (payment.status === "succeeded" || payment.status === "held");
      // Refunded outside TaxAtlas: the whole charge as the refund it is; a part only as that part
      // (one row per cumulative amount, so a repeated or concurrent event records it once).
      const refund = whole
        ? newRefundRow(payment, "stripe", payment.status === "held" ? "held" : "owner", null, now)
        : newRefundRow(payment, "stripe", "partial", null, now, outside, `rfd_${charge.id}_${charge.amount_refunded}`);
      if (!whole && payment.status !== "succeeded" && payment.status !== "held") return ignore(wc, done);
      statements.push(db.insert(paymentRefunds).values(refund), ...(await refundSettledStatements(wc, payment, refund, refundRefOf(), { ctx: wc.audit, via })));
    }
  } catch (error) {
    // The purpose cannot undo (e.g. an escrow milestone already released): an admin's case.
    if (!(error instanceof AppError)) throw error;
    console.error(`stripe refund of ${payment.id} cannot be applied: ${error.message}`);
    await done.run();
    return "refused";
  }
  if (statements.length === 0) return ignore(wc, done);
  try {
    await db.batch(asBatch([...statements, done]));
  } catch (error) {
    // A concurrent delivery (or our own API answer) recorded it first.
    if (!/constraint failed/i.test(errorText(error))) throw error;
    return ignore(wc, done);
  }
  return "applied";
}

async function disputeCreated(wc: WebhookContext, dispute: Stripe.Dispute, done: Done): Promise<WebhookOutcome> {
  const payment = await paymentOf(wc.db, idOf(dispute.payment_intent), dispute.metadata);
  if (!payment || payment.purpose !== "escrow" || payment.status !== "succeeded") return ignore(wc, done);
  const { contract, milestone } = await contractOfMilestone(wc.db, payment.refId);
  if (!(CHARGEBACK_FREEZABLE as readonly string[]).includes(milestone.status) || contract.status !== "active") {
    console.error(`chargeback on ${payment.id}: milestone ${milestone.id} is ${milestone.status}, not frozen`);
    return ignore(wc, done);
  }
  await wc.db.batch(asBatch([...chargebackFreezeStatements(wc.db, contract.id, milestone.id, wc.now), done]));
  return "applied";
}

/**
 * A chargeback lost: the payment is undone like a refund (the purpose's effect, or the frozen
 * milestone's escrow back to the client's cash) and the money leaves client_cash to the card
 * network. Won: nothing moved, the frozen milestone waits for an admin.
 */
async function disputeClosed(wc: WebhookContext, dispute: Stripe.Dispute, done: Done): Promise<WebhookOutcome> {
  const { db, now } = wc;
  const payment = await paymentOf(db, idOf(dispute.payment_intent), dispute.metadata);
  if (!payment || dispute.status !== "lost" || payment.status !== "succeeded") return ignore(wc, done);
  let undo: LedgerStatement[];
  if (payment.purpose === "escrow") {
    const { contract, milestone } = await contractOfMilestone(db, payment.refId);
    if (milestone.status !== "disputed") return ignore(wc, done);
    undo = chargebackLostStatements(db, contract, milestone.id, payment.amount, now);
  } else {
    undo = await purposeHandler(payment.purpose)!.onRefunded(payment.refId, payment, wc);
  }
  await db.batch(
    asBatch([
      db
        .update(payments)
        .set({ status: "refunded", refundedAt: now, failureCode: "CHARGEBACK_LOST" })
        .where(and(eq(payments.id, payment.id), eq(payments.status, refundFrom("owner")))),
      billingGuardStatement(db, "payment_not_refunded", sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${payment.id} AND ${payments.status} = 'refunded')`),
      ...undo,
      ...ledgerTransaction(db, {
        kind: "chargeback",
        memo: `Chargeback lost (${dispute.reason})`,
        refType: "payment",
        refId: payment.id,
        entries: move(clientCash(payment.userId), PLATFORM_ACCOUNTS.processorClearing, payment.amount, payment.currency),
        now,
      }),
      done,
    ]),
  );
  return "applied";
}

/** A transfer to an advisor pulled back: the reversed part is owed again (payouts.server.ts, decision 251). */
async function transferReversed(wc: WebhookContext, transfer: Stripe.Transfer, done: Done): Promise<WebhookOutcome> {
  const statements = await transferReversedStatements(wc.db, transfer, wc.now);
  if (statements.length === 0) return ignore(wc, done);
  try {
    await wc.db.batch(asBatch([...statements, done]));
  } catch (error) {
    // a concurrent delivery recorded it first
    if (!/constraint failed/i.test(errorText(error))) throw error;
    return ignore(wc, done);
  }
  return "applied";
}

async function ignore(_wc: WebhookContext, done: Done): Promise<WebhookOutcome> {
  await done.run();
  return "ignored";
}
