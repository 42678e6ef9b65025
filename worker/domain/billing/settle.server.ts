import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { paymentRefunds, payments, type PaymentRefundRow, type PaymentRow, type PaymentStatus } from "#db/schema";
import { auditStatement } from "#worker/domain/account/audit.server";
import { paymentMail } from "#worker/domain/mail/payments.server";
import { billingGuardStatement } from "./guard.server";
import { clientCash, ledgerTransaction, move, PLATFORM_ACCOUNTS, type LedgerStatement } from "./ledger.server";
import type { PaymentProvider, RefundResult } from "./provider.server";
import { purposeHandler } from "./purposes.server";
import type { BillingTx } from "./purpose-types";

/**
 * Settling payments and refunds (issue 26 item 2). Every money movement follows one order:
 * 1. the intent row (`payments` or `payment_refunds` in `processing`) is written by exactly one
 *    request — a unique index or a guarded INSERT decides inside that statement;
 * 2. the provider is called with the row's id as idempotency key;
 * 3. the outcome, its ledger transactions and the purpose's effect are written in ONE D1 batch
 *    whose guard statements fail it when the state it relies on changed meanwhile.
 * A crash between 1 and 3 leaves a `processing` row that reconcile.server.ts resolves against the
 * provider. Checkout, refunds, the reconciliation job and a processor's webhook (Stripe: a
 * PaymentIntent created after the intent row, confirmed by `payment_intent.succeeded`) all settle
 * through the functions below.
 */

export interface SettleContext extends BillingTx {
  provider: PaymentProvider;
}

/** processor_clearing → client_cash, then the purpose moves it on (revenue, escrow…). */
export async function moneyArrived(payment: PaymentRow, tx: BillingTx): Promise<LedgerStatement[]> {
  return [...paymentLedger(payment, tx), ...(await purposeHandler(payment.purpose)!.onSucceeded(payment.refId, payment, tx))];
}

function paymentLedger(payment: PaymentRow, tx: BillingTx): LedgerStatement[] {
  return ledgerTransaction(tx.db, {
    kind: "payment",
    memo: `${payment.method} payment ${payment.reference ?? payment.last4 ?? ""}`.trim(),
    refType: "payment",
    refId: payment.id,
    entries: move(PLATFORM_ACCOUNTS.processorClearing, clientCash(payment.userId), payment.amount, payment.currency),
    now: tx.now,
  });
}

/** Fails the batch unless the payment now has `status` (a concurrent settle got there first). */
const paymentMustBe = (db: Database, id: string, status: PaymentStatus) =>
  billingGuardStatement(db, `payment_not_${status}`, sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${id} AND ${payments.status} = ${status})`);

/**
 * `from` → succeeded, the money and the purpose's effect: the statements of one batch. The
 * purpose may throw an AppError (what was paid for can no longer take the money).
 */
export async function succeededStatements(tx: BillingTx, paid: PaymentRow, from: PaymentStatus[]): Promise<LedgerStatement[]> {
  return [
    tx.db
      .update(payments)
      .set({ status: "succeeded", succeededAt: paid.succeededAt, providerRef: paid.providerRef, cardBrand: paid.cardBrand, last4: paid.last4, receivedBy: paid.receivedBy })
      .where(and(eq(payments.id, paid.id), inArray(payments.status, from))),
    paymentMustBe(tx.db, paid.id, "succeeded"),
    ...(await moneyArrived(paid, tx)),
    paymentMail(tx.db, "payment-receipt", paid, tx.now),
  ];
}

/**
 * Money arrived for something already paid (a transfer received after a card made the account
 * VIP): recorded as the payer's cash, never applied to the purpose, kept for an admin to refund.
 */
export function heldStatements(tx: BillingTx, payment: PaymentRow, from: PaymentStatus[], receivedBy: string | null): LedgerStatement[] {
  return [
    tx.db
      .update(payments)
      .set({ status: "held", receivedBy })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, from))),
    paymentMustBe(tx.db, payment.id, "held"),
    ...paymentLedger(payment, tx),
  ];
}

/** A refund's intent row, `processing`: the whole payment unless `amount` (a dispute split's part, a partial dashboard refund). */
export function newRefundRow(payment: PaymentRow, requestedBy: string, kind: PaymentRefundRow["kind"], idempotencyKey: string | null, now: Date, amount = payment.amount, id = `rfd_${crypto.randomUUID()}`): PaymentRefundRow {
  return {
    id,
    paymentId: payment.id,
    requestedBy,
    kind,
    amount,
    currency: payment.currency,
    status: "processing",
    providerRef: null,
    failureCode: null,
    idempotencyKey,
    createdAt: now,
    settledAt: null,
  };
}

/** The payment status a refund of `kind` starts from. */
export const refundFrom = (kind: PaymentRefundRow["kind"]): PaymentStatus => (kind === "held" ? "held" : kind === "returned" ? "failed" : "succeeded");

/**
 * The refund row succeeded: the payment becomes `refunded`, the purpose undoes its effect (owner
 * refunds) and the money leaves client_cash for the processor — one batch. A charge returned
 * before it was ever recorded as paid (`returned`) moved nothing in the ledger.
 */
/** Who asked for a refund, for its audit event: the request's context when there is one (issue 29). */
export type RefundAudit = { ctx?: Parameters<typeof auditStatement>[0]; via?: string };

export async function refundSettledStatements(tx: BillingTx, payment: PaymentRow, refund: PaymentRefundRow, refundRef: string, audit: RefundAudit = {}): Promise<LedgerStatement[]> {
  const { db, now } = tx;
  const settleRow = [
    db
      .update(paymentRefunds)
      .set({ status: "succeeded", providerRef: refundRef, settledAt: now })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "processing"))),
    billingGuardStatement(db, "refund_not_settled", sql`NOT EXISTS (SELECT 1 FROM ${paymentRefunds} WHERE ${paymentRefunds.id} = ${refund.id} AND ${paymentRefunds.status} = 'succeeded')`),
  ];
  if (refund.kind === "returned") return settleRow;
  const audited = auditStatement(audit.ctx ?? { db, clientIp: null as unknown as string, userAgent: null, requestId: "billing" }, {
    action: "payment.refunded",
    actorId: ["system", "stripe"].includes(refund.requestedBy) ? null : refund.requestedBy,
    userId: payment.userId,
    subject: `payment:${payment.id}`,
    details: { refundId: refund.id, kind: refund.kind, amount: refund.amount, provider: payment.provider, refundRef, via: audit.via ?? "api" },
    at: now,
  });
  if (refund.kind === "escrow") return [...settleRow, ...escrowRefundSettled(tx, payment, refund), audited];
  if (refund.kind === "partial") {
    // Part of a charge given back outside TaxAtlas: the purpose keeps its effect, the platform pays it.
    return [
      ...settleRow,
      ...ledgerTransaction(db, {
        kind: "refund",
        memo: `Partial refund of ${payment.method} payment ${payment.id}`,
        refType: "refund",
        refId: refund.id,
        entries: move(PLATFORM_ACCOUNTS.refunds, PLATFORM_ACCOUNTS.processorClearing, refund.amount, refund.currency),
        now,
      }),
      paymentMail(db, "refund", { ...payment, amount: refund.amount }, now),
      audited,
    ];
  }
  return [
    ...settleRow,
    db
      .update(payments)
      .set({ status: "refunded", refundedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, refundFrom(refund.kind)))),
    paymentMustBe(db, payment.id, "refunded"),
    // The purpose first returns the money to client_cash (owner refunds), then it leaves to the processor.
    ...(refund.kind === "owner" ? await purposeHandler(payment.purpose)!.onRefunded(payment.refId, payment, tx) : []),
    ...ledgerTransaction(db, {
      kind: "refund",
      memo: `Refund of ${payment.method} payment`,
      refType: "payment",
      refId: payment.id,
      entries: move(clientCash(payment.userId), PLATFORM_ACCOUNTS.processorClearing, payment.amount, payment.currency),
      now,
    }),
    paymentMail(db, "refund", payment, now),
    // The audit trail records every refund in the batch that makes it (issue 29).
    audited,
  ];
}

/**
 * A marketplace refund that went through the provider (issue 29): the escrow already moved to the
 * payer's cash in the marketplace's batch (cancel, dispute split) that claimed this row; now the
 * money leaves for the card or bank (`escrow_payout`, once per milestone). The whole funding
 * refunded: the payment becomes `refunded`; a part: it stays `succeeded`.
 */
function escrowRefundSettled({ db, now }: BillingTx, payment: PaymentRow, refund: PaymentRefundRow): LedgerStatement[] {
  const whole = refund.amount === payment.amount;
  return [
    ...(whole
      ? [db.update(payments).set({ status: "refunded", refundedAt: now }).where(and(eq(payments.id, payment.id), eq(payments.status, "succeeded"))), paymentMustBe(db, payment.id, "refunded")]
      : []),
    ...ledgerTransaction(db, {
      kind: "escrow_payout",
      memo: `Refund of milestone ${payment.refId} to the payer`,
      refType: "milestone",
      refId: payment.refId,
      entries: move(clientCash(payment.userId), PLATFORM_ACCOUNTS.processorClearing, refund.amount, refund.currency),
      now,
    }),
    paymentMail(db, "refund", { ...payment, amount: refund.amount }, now),
  ];
}

export function refundFailedStatement(db: Database, refund: PaymentRefundRow, failureCode: string) {
  return db
    .update(paymentRefunds)
    .set({ status: "failed", failureCode, settledAt: new Date() })
    .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "processing")));
}

/** Step 2 of a refund: the provider call. A throw is "outcome unknown" (the row stays processing). */
export function callRefund(provider: PaymentProvider, payment: PaymentRow, refund: PaymentRefundRow): Promise<RefundResult> {
  return provider.refund({
    refundId: refund.id,
    paymentId: payment.id,
    providerRef: payment.providerRef,
    amount: refund.amount,
    currency: refund.currency,
    method: payment.method,
    idempotencyKey: refund.id,
  });
}

/**
 * A charge the platform cannot keep (what it paid for changed between the intent and the charge):
 * the payment fails with `code` and a `returned` refund row is claimed in one batch, then the
 * provider gives the money back. If that call fails, the reconciliation job retries it.
 */
export async function returnCharge(sc: SettleContext, charged: PaymentRow, code: string): Promise<PaymentRow> {
  const { db, now } = sc;
  const refund = newRefundRow(charged, "system", "returned", null, now);
  await db.batch([
    db
      .update(payments)
      .set({ status: "failed", failureCode: code, providerRef: charged.providerRef, cardBrand: charged.cardBrand, last4: charged.last4 })
      .where(and(eq(payments.id, charged.id), eq(payments.status, "processing"))),
    db.insert(paymentRefunds).values(refund),
  ]);
  await sendRefund(sc, charged, refund);
  return { ...charged, status: "failed", failureCode: code };
}

/**
 * Calls the provider for a claimed refund row and settles it. Returns the refund's state after:
 * "processing" when the outcome is not known yet (the reconciliation job finishes it).
 */
export async function sendRefund(sc: SettleContext, payment: PaymentRow, refund: PaymentRefundRow): Promise<"succeeded" | "failed" | "processing"> {
  let result: RefundResult;
  try {
    result = await callRefund(sc.provider, payment, refund);
  } catch (error) {
    console.error(`refund ${refund.id}: provider outcome unknown, left for reconciliation`, error);
    return "processing";
  }
  if (result.status === "pending") return "processing";
  if (result.status === "failed") {
    await refundFailedStatement(sc.db, refund, result.failureCode).run();
    return "failed";
  }
  await sc.db.batch(asBatch(await refundSettledStatements(sc, payment, refund, result.refundRef)));
  return "succeeded";
}

/** drizzle's batch wants a non-empty tuple type. */
export const asBatch = (statements: LedgerStatement[]) => statements as unknown as Parameters<Database["batch"]>[0];
