import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, paymentRefunds, payments, users, type PaymentRow } from "#db/schema";
import { batched, preparedRead } from "#worker/db-batch.server";
import { AppError, notFound } from "#worker/errors";
import { insertSelect } from "#worker/domain/guarded-insert.server";
import { isBillingGuardError } from "./guard.server";
import { runIdempotent, type Outcome, type Planned } from "./idempotency.server";
import { errorText, isDuplicateMovementError, isOverdraftError, type LedgerStatement } from "./ledger.server";
import { activeMembershipRead } from "./memberships.server";
import { PLANS } from "./plans";
import { luhnValid, normaliseCardNumber, paymentProvider, type CardResult, type PaymentProvider, type RefundResult } from "./provider.server";
import { purposeHandler } from "./purposes.server";
import type { BillingTx, PurposeHandler } from "./purpose-types";
import { asBatch, callRefund, heldStatements, newRefundRow, refundFailedStatement, refundFrom, refundSettledStatements, returnCharge, succeededStatements, type RefundAudit, type SettleContext } from "./settle.server";

/** What every billing operation needs: the database, the HMAC secret and an injectable clock. */
export interface BillingContext {
  db: Database;
  secret: string;
  now: Date;
  provider?: PaymentProvider;
  /** the request, for the audit events written with refunds */
  audit?: RefundAudit["ctx"];
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
    if (v.method !== "card" && v.card) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["card"], message: "billing.errors.cardNotAllowed" });
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * Where the card's details may come from (issue 29): in the body for the test provider; never to
 * our server with a processor whose own browser form confirms the payment (Stripe): 400.
 */
function assertCardEntry(provider: PaymentProvider, input: CheckoutInput) {
  if (input.method !== "card") return;
  if (provider.cardEntry === "browser" && input.card) {
    throw new AppError(400, "CARD_DATA_NOT_ACCEPTED", "Card details are not accepted by this API: pay with the card form of the checkout page (the payment processor's own fields).", {
      fieldErrors: { card: ["billing.errors.cardDataNotAccepted"] },
    });
  }
  if (provider.cardEntry === "server" && !input.card) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { card: ["billing.errors.cardRequired"] } });
  }
}

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
const isKeyConflict = (error: unknown) => /UNIQUE constraint failed: payments\.user_id/.test(errorText(error));

const declineMessages = {
  CARD_DECLINED: "The card was declined. Try another card or pay by transfer.",
  INSUFFICIENT_FUNDS: "The card has insufficient funds. Try another card or pay by transfer.",
} as const;

const paymentPending = (): Outcome => ({
  status: 409,
  body: { error: { code: "PAYMENT_PENDING", message: "This already has a payment in progress or is paid." } },
});

/** 202: the provider's answer is not known yet; GET /api/billing/payments/:id shows how it ends. */
const inProgress = (payment: PaymentRow, extra: Record<string, unknown> = {}): Planned => ({ status: 202, body: { payment: toPaymentDto(payment), ...extra }, statements: [] });

/** A purpose's price() validates its own body fields: a zod failure there is the client's (400), never a 500. */
async function priceOf(handler: PurposeHandler, tx: BillingTx, userId: string, body: Record<string, unknown>) {
  try {
    return await handler.price(tx, userId, body);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) (fieldErrors[issue.path.join(".") || "_"] ??= []).push(issue.message);
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors });
  }
}

/**
 * Step 1: the intent row, `processing`, written by exactly one request. The live-payment index and
 * the purpose's writeGuard decide inside the INSERT; "conflict" when another live payment won.
 */
async function claimPayment(db: Database, intent: PaymentRow, guard: SQL | undefined): Promise<"claimed" | "conflict" | "refused"> {
  try {
    const result = await insertSelect(db, payments, intent, guard).run();
    return result.meta.changes === 1 ? "claimed" : "refused";
  } catch (error) {
    if (isLiveRefConflict(error) || isKeyConflict(error)) return "conflict";
    throw error;
  }
}

/**
 * POST /api/billing/checkout (issue 9; the order of issue 26 item 2). The intent row is written
 * first (`processing`), then the provider is called with its id as idempotency key, then the
 * outcome, the ledger and the purpose's effect are written in one batch with the key's answer.
 * Card: succeeded / failed now, or 202 while the provider confirms (webhook, reconciliation).
 * Transfers: `pending` with instructions; money moves when an admin marks it received.
 */
export async function checkout(bc: BillingContext, userId: string, key: string, input: CheckoutInput): Promise<Outcome & { replayed: boolean }> {
  const { db, now } = bc;
  const provider = bc.provider ?? paymentProvider();
  assertCardEntry(provider, input);
  return runIdempotent({ db, secret: bc.secret, userId, key, scope: "checkout", body: input, now }, async (): Promise<Planned> => {
    const handler = purposeHandler(input.purpose);
    if (!handler) throw new AppError(400, "VALIDATION_FAILED", `Payments for "${input.purpose}" are not available yet.`, { fieldErrors: { purpose: ["billing.errors.purposeUnavailable"] } });
    if (input.card && cardExpired(input.card.expMonth, input.card.expYear, now)) {
      throw new AppError(400, "VALIDATION_FAILED", "The card has expired.", { fieldErrors: { "card.expYear": ["billing.errors.expired"] } });
    }
    const { purpose: _p, method: _m, card: _c, ...purposeBody } = input;
    const tx: BillingTx = { db, now };
    const quote = await priceOf(handler, tx, userId, purposeBody);
    const id = `pay_${crypto.randomUUID()}`;
    const intent: PaymentRow = {
      id,
      userId,
      purpose: input.purpose,
      refId: quote.refId,
      description: quote.description,
      amount: quote.amount,
      currency: quote.currency,
      method: input.method,
      status: "processing",
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

    // 1. the intent, claimed by one request
    const claim = await claimPayment(db, intent, handler.writeGuard?.(userId, now));
    if (claim === "conflict") return { ...paymentPending(), statements: [] };
    if (claim === "refused") {
      // The purpose's guard refused (VIP: a member meanwhile, or a VIP payment in flight): price()
      // names the first case (ALREADY_MEMBER); otherwise another payment is in progress.
      await priceOf(handler, tx, userId, purposeBody);
      return { ...paymentPending(), statements: [] };
    }

    // 2. the provider, after the intent exists; a throw means "outcome unknown" (reconciliation)
    const request = { paymentId: id, userId, amount: quote.amount, currency: quote.currency, description: quote.description, now, idempotencyKey: id, transferGroup: quote.transferGroup };
    if (input.method !== "card") {
      let transfer;
      try {
        transfer = await provider.createTransfer(request, input.method);
      } catch (error) {
        console.error(`payment ${id}: provider outcome unknown, left for reconciliation`, error);
        return inProgress(intent);
      }
      const pending: PaymentRow = { ...intent, status: "pending", providerRef: transfer.providerRef, reference: transfer.instructions.reference, instructions: transfer.instructions };
      return {
        status: 201,
        body: { payment: toPaymentDto(pending) },
        statements: [
          db
            .update(payments)
            .set({ status: "pending", providerRef: pending.providerRef, reference: pending.reference, instructions: pending.instructions })
            .where(and(eq(payments.id, id), eq(payments.status, "processing"))),
        ],
      };
    }
    let result: CardResult;
    try {
      result = await provider.createCardPayment(request, input.card ?? null);
    } catch (error) {
      console.error(`payment ${id}: provider outcome unknown, left for reconciliation`, error);
      return inProgress(intent);
    }

    // 3. settle
    if (result.status === "requires_action") {
      // Confirmed in the browser; the processor's webhook settles it (settle.server.ts).
      return {
        ...inProgress({ ...intent, providerRef: result.providerRef }, { clientSecret: result.clientSecret }),
        statements: [db.update(payments).set({ providerRef: result.providerRef }).where(and(eq(payments.id, id), eq(payments.status, "processing")))],
      };
    }
    const charged: PaymentRow = { ...intent, providerRef: result.providerRef, cardBrand: result.brand, last4: result.last4 };
    if (result.status === "failed") {
      const failed = { ...charged, status: "failed" as const, failureCode: result.failureCode };
      return {
        status: 402,
        body: { error: { code: result.failureCode, message: declineMessages[result.failureCode], payment: toPaymentDto(failed) } },
        statements: [
          db
            .update(payments)
            .set({ status: "failed", failureCode: result.failureCode, providerRef: failed.providerRef, cardBrand: failed.cardBrand, last4: failed.last4 })
            .where(and(eq(payments.id, id), eq(payments.status, "processing"))),
        ],
      };
    }
    const paid: PaymentRow = { ...charged, status: "succeeded", succeededAt: now };
    const sc: SettleContext = { db, now, provider };
    const changedMeanwhile = async (): Promise<Outcome> => {
      await returnCharge(sc, charged, "PURPOSE_CHANGED");
      return { status: 409, body: { error: { code: "CONFLICT", message: "What you were paying for changed meanwhile; the charge was returned." } } };
    };
    let statements: LedgerStatement[];
    try {
      statements = await succeededStatements(tx, paid, ["processing"]);
    } catch (error) {
      // The purpose refused the money after the charge (its state changed meanwhile): give it back.
      if (error instanceof AppError && error.status < 500) return { ...(await changedMeanwhile()), statements: [] };
      throw error;
    }
    return {
      status: 201,
      body: { payment: toPaymentDto(paid) },
      statements,
      onBatchError: async (error) => {
        if (!/constraint failed/i.test(errorText(error))) return undefined;
        // Settled meanwhile by the reconciliation job or a webhook: that answer stands.
        const current = await db.select().from(payments).where(eq(payments.id, id)).get();
        if (current && current.status === "succeeded") return { status: 201, body: { payment: toPaymentDto(current) } };
        if (current && current.status !== "processing") return { status: 409, body: { error: { code: "CONFLICT", message: `The payment is ${current.status}.`, payment: toPaymentDto(current) } } };
        // A purpose's guard lost a race (e.g. the contract was cancelled meanwhile): nothing was
        // written, so the charge goes back.
        return changedMeanwhile();
      },
    };
  });
}

// ---- reading -------------------------------------------------------------------------------

const ownPaymentsQuery = (db: Database, userId: string | Placeholder) => db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(200);
/** The billing page's list, its SQL built once per isolate (decision 296). */
const ownPaymentsRead = preparedRead((db) => ownPaymentsQuery(db, sql.placeholder("userId")));

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

export async function listAllPayments(scope: { db: Database }, status?: PaymentRow["status"]) {
  const { db } = scope;
  const rows = await batched(
    scope,
    db
      // the payer's id aliased: a batch's rows are keyed by column name, and the payment has an `id` too
      .select({ payment: payments, user: { id: sql<string>`${users.id}`.as("payer_id"), email: users.email, name: users.name } })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(status ? eq(payments.status, status) : undefined)
      .orderBy(desc(payments.createdAt))
      .limit(200),
  );
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

/**
 * Admin: a wire/ACH/crypto transfer arrived. Moves the money and runs the purpose, once. Money
 * received for something already paid (the account became VIP meanwhile) is held for an admin to
 * refund: recorded as the payer's cash, never applied twice (issue 26 item 1).
 */
export async function receivePayment(bc: BillingContext, adminId: string, key: string, paymentId: string) {
  const { db, now } = bc;
  const provider = bc.provider ?? paymentProvider();
  return runIdempotent({ db, secret: bc.secret, userId: adminId, key, scope: `receive:${paymentId}`, body: {}, now }, async (): Promise<Planned> => {
    const row = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
    if (!row) throw notFound("No such payment.");
    if (row.status !== "pending") throw wrongState(row, "pending");
    await provider.confirmTransfer(row);
    const paid: PaymentRow = { ...row, status: "succeeded", succeededAt: now, receivedBy: adminId };
    const tx = { db, now };
    return {
      status: 200,
      body: { payment: toPaymentDto(paid) },
      statements: await succeededStatements(tx, paid, ["pending"]),
      onBatchError: async (error) => {
        if (!isBillingGuardError(error)) return batchConflict(error);
        const current = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
        if (current?.status !== "pending") return batchConflict(error);
        await db.batch(asBatch(heldStatements(tx, row, ["pending"], adminId)));
        const held: PaymentRow = { ...row, status: "held", receivedBy: adminId };
        return {
          status: 409,
          body: { error: { code: "PAYMENT_HELD", message: "This transfer cannot be applied (the item was already paid, or its contract was cancelled): it is held for a refund.", payment: toPaymentDto(held) } },
        };
      },
    };
  });
}

const refundInProgress = (row: PaymentRow, refundId: string): Planned => ({
  status: 202,
  body: { payment: toPaymentDto(row), refund: { id: refundId, status: "processing" } },
  statements: [],
});

/**
 * A refund, in the order of issue 26 item 2: the `payment_refunds` row is claimed in
 * `processing` (its partial unique index lets one request win), then the provider is called with
 * the row's id as idempotency key, then one batch settles it with the ledger, the purpose's undo
 * and the key's answer. An unknown provider outcome answers 202; the reconciliation job finishes.
 */
async function refund(bc: BillingContext, actorId: string, key: string, row: PaymentRow, kind: "owner" | "held"): Promise<Planned> {
  const { db, now } = bc;
  const provider = bc.provider ?? paymentProvider();
  const claim = newRefundRow(row, actorId, kind, key, now);
  const from = refundFrom(kind);
  let inserted;
  try {
    inserted = await insertSelect(db, paymentRefunds, claim, sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${row.id} AND ${payments.status} = ${from})`).run();
  } catch (error) {
    if (/UNIQUE constraint failed: payment_refunds\.payment_id/.test(errorText(error))) {
      throw new AppError(409, "CONFLICT", "A refund of this payment is already in progress or done.", { state: row.status });
    }
    throw error;
  }
  if (inserted.meta.changes !== 1) {
    const current = await db.select().from(payments).where(eq(payments.id, row.id)).get();
    throw wrongState(current ?? row, from);
  }
  let result: RefundResult;
  try {
    result = await callRefund(provider, row, claim);
  } catch (error) {
    console.error(`refund ${claim.id}: provider outcome unknown, left for reconciliation`, error);
    return refundInProgress(row, claim.id);
  }
  if (result.status === "pending") return refundInProgress(row, claim.id);
  if (result.status === "failed") {
    return {
      status: 409,
      body: { error: { code: "REFUND_FAILED", message: "The payment provider refused the refund.", state: row.status } },
      statements: [refundFailedStatement(db, claim, result.failureCode)],
    };
  }
  const refunded: PaymentRow = { ...row, status: "refunded", refundedAt: now };
  return {
    status: 200,
    body: { payment: toPaymentDto(refunded) },
    statements: await refundSettledStatements({ db, now }, row, claim, result.refundRef, { ctx: bc.audit }),
    onBatchError: batchConflict,
  };
}

/** Owner: refund within the purpose's window (report, VIP: 7 days). The purpose undoes its effect. */
export async function refundPayment(bc: BillingContext, userId: string, key: string, paymentId: string) {
  const { db, now } = bc;
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
    return refund(bc, userId, key, row, "owner");
  });
}

/** Admin: give back money that was held (received for something already paid). */
export async function refundHeldPayment(bc: BillingContext, adminId: string, key: string, paymentId: string) {
  const { db, now } = bc;
  return runIdempotent({ db, secret: bc.secret, userId: adminId, key, scope: `refund-held:${paymentId}`, body: {}, now }, async (): Promise<Planned> => {
    const row = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
    if (!row) throw notFound("No such payment.");
    if (row.status !== "held") throw wrongState(row, "held");
    return refund(bc, adminId, key, row, "held");
  });
}

// ---- pages ---------------------------------------------------------------------------------

export type CheckoutOffer =
  | { state: "open"; purpose: "report" | "vip"; reportId: string | null; amount: number; currency: string }
  | { state: "paid"; purpose: "report"; reportId: string }
  | { state: "member"; purpose: "vip"; until: string };

/**
 * What /checkout offers: the price, or why there is nothing to pay (paid report, active VIP). 404 for a foreign report.
 * VIP's offer is the page's read of the active membership, in the request's one D1 batch (decision 296):
 * the same check as the VIP purpose's price, which the payment itself runs again.
 */
export async function checkoutOffer(scope: { db: Database }, userId: string, purpose: "report" | "vip", reportId: string | null, now: Date): Promise<CheckoutOffer> {
  if (purpose === "vip") {
    const [active] = await activeMembershipRead(scope, userId, now);
    return active ? { state: "member", purpose: "vip", until: active.endsAt.toISOString() } : { state: "open", purpose, reportId, amount: PLANS.vip.amount, currency: PLANS.vip.currency };
  }
  const { db } = scope;
  const handler = purposeHandler(purpose)!;
  try {
    const quote = await handler.price({ db, now }, userId, { reportId });
    return { state: "open", purpose, reportId, amount: quote.amount, currency: quote.currency };
  } catch (error) {
    if (error instanceof AppError && error.code === "ALREADY_PAID") return { state: "paid", purpose: "report", reportId: reportId! };
    if (error instanceof z.ZodError) throw notFound("No such report.");
    throw error;
  }
}

/** /billing in one round trip: own payments and the active membership. */
/** The billing page: the user's payments and VIP membership, joining the request's one D1 batch (decisions 057, 137). */
export async function billingOverview(scope: { db: Database }, userId: string, now: Date) {
  const [rows, vip] = await Promise.all([ownPaymentsRead(scope, { userId }), activeMembershipRead(scope, userId, now)]);
  return { payments: rows.map(toPaymentDto), vipUntil: vip[0]?.endsAt.toISOString() ?? null };
}

const receiptPaymentRead = preparedRead((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.id, sql.placeholder("id")), eq(payments.userId, sql.placeholder("userId"))))
    .limit(1),
);
const billedToRead = preparedRead((db) => db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, sql.placeholder("userId"))).limit(1));

/** A receipt: the user's own payment and who was billed, in the request's one D1 batch (404 for another user's). */
export async function receiptView(scope: { db: Database }, userId: string, id: string) {
  const [rows, people] = await Promise.all([receiptPaymentRead(scope, { id, userId }), billedToRead(scope, { userId })]);
  if (!rows[0]) throw notFound("No such payment.");
  return { payment: toPaymentDto(rows[0]), billedTo: people[0] };
}
