import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const PAYMENT_PURPOSES = ["report", "vip", "escrow"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_METHODS = ["card", "wire", "ach", "crypto"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * processing: the intent row, written before the provider is called (claimed by one request);
 * pending: a transfer awaited; held: money that arrived for something already paid, kept for an
 * admin to refund, never applied (issue 26).
 */
export const PAYMENT_STATUSES = ["processing", "pending", "succeeded", "failed", "refunded", "held"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One attempt to pay for one purpose. Card numbers are never stored: only brand and last 4.
 * Transfers (wire/ACH/crypto) stay `pending` with instructions and a `reference` until an admin
 * marks them received. Money moves only through ledger transactions written in the same batch
 * as the status change (docs/decisions/065-ledger-and-payments.md).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: PAYMENT_PURPOSES }).notNull(),
    refId: text("ref_id").notNull(),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    cardBrand: text("card_brand"),
    last4: text("last4"),
    /** bank/crypto transfer reference the payer quotes; unique so an admin can match a transfer */
    reference: text("reference"),
    /** what the provider told the payer (transfers): bank lines + reference; shown until received */
    instructions: text("instructions", { mode: "json" }).$type<{ method: string; reference: string; amount: number; currency: string; lines: { label: string; value: string }[]; amountRemaining?: number }>(),
    failureCode: text("failure_code"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    succeededAt: integer("succeeded_at", { mode: "timestamp_ms" }),
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
    receivedBy: text("received_by"),
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    index("payments_status_created_idx").on(t.status, t.createdAt),
    // One payment per idempotency key, whatever happens above it.
    uniqueIndex("payments_user_idem_unique").on(t.userId, t.idempotencyKey),
    uniqueIndex("payments_reference_unique").on(t.reference),
    // A report (or an escrow funding) can have only one live payment: a second checkout with
    // another key fails inside the INSERT instead of after a read. VIP (renewable yearly) is
    // guarded by its purpose's writeGuard and the membership guard (vip-purpose.server.ts).
    uniqueIndex("payments_live_ref_unique")
      .on(t.purpose, t.refId)
      .where(sql`${t.status} IN ('processing', 'pending', 'succeeded') AND ${t.purpose} <> 'vip'`),
    check("payments_amount_positive", sql`${t.amount} > 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

export const REFUND_STATUSES = ["processing", "succeeded", "failed"] as const;
export const REFUND_KINDS = ["owner", "held", "returned", "escrow", "partial"] as const;

/**
 * One attempt to give a payment's money back (issue 26 item 2). The row is written in
 * `processing` before the provider is called; the partial unique index lets exactly one request
 * claim a payment's refund, and the reconciliation job settles rows a crash left behind.
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** who asked: the payer (owner refund), an admin (held money, a dispute split), a contract party (cancel) or "system" (a charge returned) */
    requestedBy: text("requested_by").notNull(),
    /**
     * owner: the purpose is undone; held: the money was never applied; returned: never recorded as
     * paid; escrow: the marketplace gives back all or part of a milestone's funding (cancel, dispute
     * split; the escrow already moved to the payer's cash); partial: part of a charge refunded
     * outside TaxAtlas (Stripe's dashboard), paid from the platform's refunds account.
     */
    kind: text("kind", { enum: REFUND_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull(),
    providerRef: text("provider_ref"),
    failureCode: text("failure_code"),
    /** the Idempotency-Key of the request that claimed it (the reconciliation job finishes that key) */
    idempotencyKey: text("idempotency_key"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    settledAt: integer("settled_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    // One live whole-purpose refund per payment; partial dashboard refunds come on top, each once (the id is the charge and its cumulative refunded amount).
    uniqueIndex("payment_refunds_live_unique").on(t.paymentId).where(sql`${t.status} IN ('processing', 'succeeded') AND ${t.kind} <> 'partial'`),
    index("payment_refunds_status_created_idx").on(t.status, t.createdAt),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Never holds a row, like ledger_overdraft_guard: a settle batch appends `INSERT … SELECT <reason>
 * WHERE <the state it relies on no longer holds>` and the CHECK fails the whole batch (e.g. a
 * second VIP membership for one account, issue 26 item 1).
 */
export const billingGuard = sqliteTable(
  "billing_guard",
  {
    reason: text("reason"),
  },
  (t) => [check("billing_guard_refused", sql`${t.reason} IS NULL`)],
);

/**
 * Idempotency-Key records. The first request INSERTs the key (the primary key decides the
 * winner among concurrent requests); later requests with the same key replay `responseBody`, or
 * get 409 when their body hash differs.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** which operation, e.g. "checkout" or "refund:<paymentId>" */
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["processing", "done"] }).notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const LEDGER_ACCOUNT_KINDS = ["client_cash", "escrow", "advisor_payable", "platform"] as const;

/** Accounts are created on first use by ledgerTransaction; the key is the account's identity. */
export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    key: text("key").primaryKey(),
    kind: text("kind", { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** user id, contract id or advisor id; null for platform accounts */
    ownerId: text("owner_id"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("ledger_accounts_owner_idx").on(t.ownerId)],
);

export const ledgerTransactions = sqliteTable(
  "ledger_transactions",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    memo: text("memo").notNull(),
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    // A movement happens once per (kind, ref): a second "refund" of one payment, or a second
    // release of one milestone, fails in its INSERT and rolls back the whole batch.
    uniqueIndex("ledger_transactions_once").on(t.kind, t.refType, t.refId),
    index("ledger_transactions_created_idx").on(t.createdAt),
  ],
);

/**
 * Ledger entries ("postings"; the finance dashboard demo already owns a `ledger_entries` table).
 * Signed amounts in minor units: + raises the account's balance, − lowers it. Per transaction and currency they sum to 0.
 */
export const ledgerPostings = sqliteTable(
  "ledger_postings",
  {
    id: text("id").primaryKey(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text("account")
      .notNull()
      .references(() => ledgerAccounts.key),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("ledger_postings_account_idx").on(t.account, t.currency),
    index("ledger_postings_transaction_idx").on(t.transactionId),
    check("ledger_postings_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);

/**
 * Never holds a row: ledgerTransaction appends `INSERT … SELECT <account> WHERE balance < 0` for
 * every account that must not go negative, and the CHECK makes that INSERT (and so the whole
 * batch) fail. This keeps the no-overdraft rule inside the writing batch, not in a prior read.
 */
export const ledgerOverdraftGuard = sqliteTable(
  "ledger_overdraft_guard",
  {
    account: text("account"),
  },
  (t) => [check("ledger_no_overdraft", sql`${t.account} IS NULL`)],
);
