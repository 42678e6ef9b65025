import { paymentMail } from "../mail/payments.server";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, payments, users, type PaymentRow } from "../../../db/schema";
import { AppError, notFound } from "../../errors";
import { runIdempotent, type Outcome, type Planned } from "./idempotency.server";
import { clientCash, errorText, isDuplicateMovementError, isOverdraftError, ledgerTransaction, move, PLATFORM_ACCOUNTS } from "./ledger.server";
import { activeMembershipQuery } from "./memberships.server";
import { PLANS } from "./plans";
import { luhnValid, normaliseCardNumber, paymentProvider, type PaymentProvider } from "./provider.server";
import { purposeHandler } from "./purposes.server";
import type { BillingTx } from "./purpose-types";

/** What every billing operation needs: the database, the HMAC secret and an injectable clock. */
export interface BillingContext {
  db: Database;
  secret: string;
  now: Date;
  provider?: PaymentProvider;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// ---- input ---------------------------------------------------------------------------------

const cardSchema = z
  .object({
    number: z
      .string()
      .transform(normaliseCardNumber)
      .pipe(z.string().regex(/^\d{12,19}$/, "billing.errors.cardNumber").refine(luhnValid, "billing.errors.cardNumber")),
    expMonth: z.coerce.number().int().min(1, "billing.errors.expMonth").max(12, "billing.errors.expMonth"),
    expYear: z.coerce.number().int().min(2000, "billing.errors.expYear").max(2100, "billing.errors.expYear"),
    cvc: z.string().regex(/^\d{3,4}$/, "billing.errors.cvc"),
  })
  .strict();

/** The checkout body (issue 9). Purpose-specific fields (reportId…) are validated by the purpose. */
export const checkoutSchema = z
  .object({
    purpose: z.enum(PAYMENT_PURPOSES),
    method: z.enum(["card", "wire", "ach", "crypto"]),
    card: cardSchema.optional(),
  })
  .passthrough()
  .superRefine((v, ctx) => {
    if (v.method === "card" && !v.card) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["card"], message: "billing.errors.cardRequired" });
    if (v.method !== "card" && v.card) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["card"], message: "billing.errors.cardNotAllowed" });
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The card must not have expired at `now` (valid through the end of its month). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return Date.UTC(expYear, expMonth, 1) <= now.getTime();
}

// ---- output --------------------------------------------------------------------------------

export interface PaymentDto {
  id: string;
  status: PaymentRow["status"];
  amount: number;
  currency: string;
  method: PaymentRow["method"];
  purpose: PaymentRow["purpose"];
  refId: string;
  description: string;
  brand?: string;
  last4?: string;
  reference?: string;
  instructions?: NonNullable<PaymentRow["instructions"]>;
  failureCode?: string;
  createdAt: string;
  succeededAt?: string;
  refundedAt?: string;
  /** last moment the owner may refund, while the payment is refundable */
  refundableUntil?: string;
}

export function refundDeadline(payment: Pick<PaymentRow, "purpose" | "status" | "succeededAt">): Date | null {
  const days = purposeHandler(payment.purpose)?.ownerRefundDays;
  if (days === undefined || payment.status !== "succeeded" || !payment.succeededAt) return null;
  return new Date(payment.succeededAt.getTime() + days * DAY_MS);
}

/** Open on day 0…7 after the money arrived, closed after (spec §9: a 7-day window). */
export function refundWindowOpen(succeededAt: Date, now: Date, days: number): boolean {
  return now.getTime() - succeededAt.getTime() <= days * DAY_MS;
}

export function toPaymentDto(p: PaymentRow): PaymentDto {
  const deadline = refundDeadline(p);
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    method: p.method,
    purpose: p.purpose,
    refId: p.refId,
    description: p.description,
    ...(p.cardBrand ? { brand: p.cardBrand } : {}),
    ...(p.last4 ? { last4: p.last4 } : {}),
    ...(p.reference ? { reference: p.reference } : {}),
    // Instructions matter only while the transfer is awaited.
    ...(p.instructions && p.status === "pending" ? { instructions: p.instructions } : {}),
    ...(p.failureCode ? { failureCode: p.failureCode } : {}),
    createdAt: p.createdAt.toISOString(),
    ...(p.succeededAt ? { succeededAt: p.succeededAt.toISOString() } : {}),
    ...(p.refundedAt ? { refundedAt: p.refundedAt.toISOString() } : {}),
    ...(deadline ? { refundableUntil: deadline.toISOString() } : {}),
  };
}

export function listPlans() {
  return { plans: [{ id: "report" as const, ...PLANS.report }, { id: "vip" as const, ...PLANS.vip }] };
}

// ---- checkout ------------------------------------------------------------------------------

const isLiveRefConflict = (error: unknown) => /UNIQUE constraint failed: payments\.purpose/.test(errorText(error));

const declineMessages = {
  CARD_DECLINED: "The card was declined. Try another card or pay by transfer.",
  INSUFFICIENT_FUNDS: "The card has insufficient funds. Try another card or pay by transfer.",
} as const;

/**
 * POST /api/billing/checkout. Card: charged now; success writes the payment, its ledger
 * transactions and the purpose's state change in one batch. Transfers: a pending payment with
 * instructions; money moves when an admin marks it received (receivePayment).
 */
export async function checkout(bc: BillingContext, userId: string, key: string, input: CheckoutInput): Promise<Outcome & { replayed: boolean }> {
  const { db, now } = bc;
  const provider = bc.provider ?? paymentProvider();
  return runIdempotent({ db, secret: bc.secret, userId, key, scope: "checkout", body: input, now }, async (): Promise<Planned> => {
    const handler = purposeHandler(input.purpose);
    if (!handler) throw new AppError(400, "VALIDATION_FAILED", `Payments for "${input.purpose}" are not available yet.`, { fieldErrors: { purpose: ["billing.errors.purposeUnavailable"] } });
    if (input.card && cardExpired(input.card.expMonth, input.card.expYear, now)) {
      throw new AppError(400, "VALIDATION_FAILED", "The card has expired.", { fieldErrors: { "card.expYear": ["billing.errors.expired"] } });
    }
    const { purpose: _p, method: _m, card: _c, ...purposeBody } = input;
    const tx: BillingTx = { db, now };
    const quote = await handler.price(tx, userId, purposeBody);
    const id = `pay_${crypto.randomUUID()}`;
    const request = { paymentId: id, amount: quote.amount, currency: quote.currency, description: quote.description, now };
    const base: Omit<PaymentRow, "status"> = {
      id,
      userId,
      purpose: input.purpose,
      refId: quote.refId,
      description: quote.description,
      amount: quote.amount,
      currency: quote.currency,
      method: input.method,
      provider: provider.name,
      idempotencyKey: key,
      createdAt: now,
      providerRef: null,
      cardBrand: null,
      last4: null,
      reference: null,
      instructions: null,
      failureCode: null,
      succeededAt: null,
      refundedAt: null,
      receivedBy: null,
    };
    const conflict = (): Outcome => ({
      status: 409,
      body: { error: { code: "PAYMENT_PENDING", message: "This already has a payment in progress or is paid." } },
    });

    if (input.method === "card") {
      const result = await provider.createCardPayment(request, input.card!);
      const row = { ...base, providerRef: result.providerRef, cardBrand: result.brand, last4: result.last4 };
      if (result.status === "failed") {
        const failed = { ...row, status: "failed" as const, failureCode: result.failureCode };
        return {
          status: 402,
          body: { error: { code: result.failureCode, message: declineMessages[result.failureCode], payment: toPaymentDto(failed) } },
          statements: [db.insert(payments).values(failed)],
        };
      }
      const paid: PaymentRow = { ...row, status: "succeeded", succeededAt: now };
      let statements;
      try {
        statements = [db.insert(payments).values(paid), ...(await moneyArrived(paid, tx))];
      } catch (error) {
        // The purpose refused the money after the charge (its state changed meanwhile): give it back.
        await provider.refund(paid);
        throw error;
      }
      return {
        status: 201,
        body: { payment: toPaymentDto(paid) },
        statements,
        onBatchError: async (error) => {
          if (isLiveRefConflict(error)) {
            // Paid by a concurrent checkout with another key: give this charge back.
            await provider.refund(paid);
            return conflict();
          }
          if (!/constraint failed/i.test(errorText(error))) return undefined;
          // A purpose's guard lost a race (e.g. the contract was cancelled meanwhile): nothing was
          // written, so the charge goes back too.
          await provider.refund(paid);
          return { status: 409, body: { error: { code: "CONFLICT", message: "What you were paying for changed meanwhile; the charge was returned." } } };
        },
      };
    }

    const transfer = await provider.createTransfer(request, input.method);
    const pending: PaymentRow = { ...base, status: "pending", providerRef: transfer.providerRef, reference: transfer.instructions.reference, instructions: transfer.instructions };
    return {
      status: 201,
      body: { payment: toPaymentDto(pending) },
      statements: [db.insert(payments).values(pending)],
      onBatchError: (error) => (isLiveRefConflict(error) ? conflict() : undefined),
    };
  });
}

/** processor_clearing → client_cash, then the purpose moves it on (revenue, escrow…). */
async function moneyArrived(payment: PaymentRow, tx: BillingTx) {
  return [
    ...ledgerTransaction(tx.db, {
      kind: "payment",
      memo: `${payment.method} payment ${payment.reference ?? payment.last4 ?? ""}`.trim(),
      refType: "payment",
      refId: payment.id,
      entries: move(PLATFORM_ACCOUNTS.processorClearing, clientCash(payment.userId), payment.amount, payment.currency),
      now: tx.now,
    }),
    ...(await purposeHandler(payment.purpose)!.onSucceeded(payment.refId, payment, tx)),
    paymentMail(tx.db, "payment-receipt", payment, tx.now),
  ];
}

// ---- reading -------------------------------------------------------------------------------

const ownPaymentsQuery = (db: Database, userId: string) => db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(200);

export async function listOwnPayments(db: Database, userId: string): Promise<PaymentDto[]> {
  return (await ownPaymentsQuery(db, userId).all()).map(toPaymentDto);
}

/** One of the user's own payments; another user's id is a 404 (never reveal it exists). */
export async function getOwnPayment(db: Database, userId: string, id: string): Promise<PaymentDto> {
  const row = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId))).get();
  if (!row) throw notFound("No such payment.");
  return toPaymentDto(row);
}

export const adminPaymentsQuery = z.object({ status: z.enum(PAYMENT_STATUSES).optional() });

export async function listAllPayments(db: Database, status?: PaymentRow["status"]) {
  const rows = await db
    .select({ payment: payments, user: { id: users.id, email: users.email, name: users.name } })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(status ? eq(payments.status, status) : undefined)
    .orderBy(desc(payments.createdAt))
    .limit(200)
    .all();
  return rows.map((r) => ({ ...toPaymentDto(r.payment), user: r.user }));
}

// ---- state changes after checkout ------------------------------------------------------------

/** 409 naming the current state (illegal transition). */
const wrongState = (p: PaymentRow, wanted: string) =>
  new AppError(409, "CONFLICT", `The payment is ${p.status}; only a ${wanted} payment can be changed this way.`, { state: p.status });

function batchConflict(error: unknown): Outcome | undefined {
  if (isDuplicateMovementError(error)) return { status: 409, body: { error: { code: "CONFLICT", message: "This payment was already processed." } } };
  if (isOverdraftError(error)) return { status: 409, body: { error: { code: "INSUFFICIENT_BALANCE", message: "The ledger account would go below zero." } } };
  // A purpose's guarded state change lost a race (e.g. a contract cancelled meanwhile): nothing was written.
  if (/constraint failed/i.test(errorText(error))) return { status: 409, body: { error: { code: "CONFLICT", message: "What this payment is for changed meanwhile; nothing was moved. Retry to see its state." } } };
  return undefined;
}

/** Admin: a wire/ACH/crypto transfer arrived. Moves the money and runs the purpose, once. */
export async function receivePayment(bc: BillingContext, adminId: string, key: string, paymentId: string) {
  const { db, now } = bc;
  const provider = bc.provider ?? paymentProvider();
  return runIdempotent({ db, secret: bc.secret, userId: adminId, key, scope: `receive:${paymentId}`, body: {}, now }, async (): Promise<Planned> => {
    const row = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
    if (!row) throw notFound("No such payment.");
    if (row.status !== "pending") throw wrongState(row, "pending");
    await provider.confirmTransfer(row);
    const paid: PaymentRow = { ...row, status: "succeeded", succeededAt: now, receivedBy: adminId };
    return {
      status: 200,
      body: { payment: toPaymentDto(paid) },
      statements: [
        db.update(payments).set({ status: "succeeded", succeededAt: now, receivedBy: adminId }).where(and(eq(payments.id, paymentId), eq(payments.status, "pending"))),
        ...(await moneyArrived(paid, { db, now })),
      ],
      onBatchError: batchConflict,
    };
  });
}

/** Owner: refund within the purpose's window (report, VIP: 7 days). The purpose undoes its effect. */
export async function refundPayment(bc: BillingContext, userId: string, key: string, paymentId: string) {
  const { db, now } = bc;
  const provider = bc.provider ?? paymentProvider();
  return runIdempotent({ db, secret: bc.secret, userId, key, scope: `refund:${paymentId}`, body: {}, now }, async (): Promise<Planned> => {
    const row = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId))).get();
    if (!row) throw notFound("No such payment.");
    const handler = purposeHandler(row.purpose);
    if (!handler?.ownerRefundDays) throw new AppError(409, "NOT_REFUNDABLE", "This payment cannot be refunded from here.", { state: row.status });
    if (row.status !== "succeeded" || !row.succeededAt) throw wrongState(row, "succeeded");
    if (!refundWindowOpen(row.succeededAt, now, handler.ownerRefundDays)) {
      throw new AppError(409, "REFUND_WINDOW_CLOSED", `Refunds are possible within ${handler.ownerRefundDays} days of payment.`, {
        state: row.status,
        refundableUntil: refundDeadline(row)!.toISOString(),
      });
    }
    await provider.refund(row);
    const refunded: PaymentRow = { ...row, status: "refunded", refundedAt: now };
    const tx = { db, now };
    return {
      status: 200,
      body: { payment: toPaymentDto(refunded) },
      statements: [
        db.update(payments).set({ status: "refunded", refundedAt: now }).where(and(eq(payments.id, paymentId), eq(payments.status, "succeeded"))),
        // The purpose first returns the money to client_cash, then it leaves to the processor.
        ...(await handler.onRefunded(row.refId, row, tx)),
        ...ledgerTransaction(db, {
          kind: "refund",
          memo: `Refund of ${row.method} payment`,
          refType: "payment",
          refId: row.id,
          entries: move(clientCash(row.userId), PLATFORM_ACCOUNTS.processorClearing, row.amount, row.currency),
          now,
        }),
        paymentMail(db, "refund", row, now),
      ],
      onBatchError: batchConflict,
    };
  });
}

// ---- pages ---------------------------------------------------------------------------------

export type CheckoutOffer =
  | { state: "open"; purpose: "report" | "vip"; reportId: string | null; amount: number; currency: string }
  | { state: "paid"; purpose: "report"; reportId: string }
  | { state: "member"; purpose: "vip"; until: string };

/** What /checkout offers: the price, or why there is nothing to pay (paid report, active VIP). 404 for a foreign report. */
export async function checkoutOffer(db: Database, userId: string, purpose: "report" | "vip", reportId: string | null, now: Date): Promise<CheckoutOffer> {
  const handler = purposeHandler(purpose)!;
  try {
    const quote = await handler.price({ db, now }, userId, purpose === "report" ? { reportId } : {});
    return { state: "open", purpose, reportId, amount: quote.amount, currency: quote.currency };
  } catch (error) {
    if (error instanceof AppError && error.code === "ALREADY_PAID") return { state: "paid", purpose: "report", reportId: reportId! };
    if (error instanceof AppError && error.code === "ALREADY_MEMBER") {
      const active = await activeMembershipQuery(db, userId, now).get();
      return { state: "member", purpose: "vip", until: active!.endsAt.toISOString() };
    }
    if (error instanceof z.ZodError) throw notFound("No such report.");
    throw error;
  }
}

/** /billing in one round trip: own payments and the active membership. */
export async function billingOverview(db: Database, userId: string, now: Date) {
  const [rows, vip] = await db.batch([
    ownPaymentsQuery(db, userId),
    activeMembershipQuery(db, userId, now),
  ]);
  return { payments: rows.map(toPaymentDto), vipUntil: vip[0]?.endsAt.toISOString() ?? null };
}

/** A receipt: the user's own payment and who was billed, in one round trip (404 for another user's). */
export async function receiptView(db: Database, userId: string, id: string) {
  const [rows, people] = await db.batch([
    db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId))).limit(1),
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  if (!rows[0]) throw notFound("No such payment.");
  return { payment: toPaymentDto(rows[0]), billedTo: people[0] };
}
