import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * A processor's webhook events already applied (issue 29, decision 160). The event id is written
 * with INSERT OR IGNORE inside the same D1 batch that applies the event (ledger, status), so a
 * repeated delivery finds it and changes nothing.
 */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  /** the processor's event id, e.g. Stripe's evt_… */
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
});

export const PAYOUT_ACCOUNT_STATUSES = ["details_due", "verified", "payouts_enabled"] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/**
 * An advisor's connected payout account (Stripe Connect Express, or the embedded local stand-in).
 * The processor does the identity checks; the status follows its `account.updated` events.
 */
export const payoutAccounts = sqliteTable(
  "payout_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Stripe: acct_… */
    accountRef: text("account_ref").notNull(),
    status: text("status", { enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("payout_accounts_ref_unique").on(t.accountRef)],
);
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** reversed: the transfer was pulled back from the connected account (whole); the share is owed again and waits for an admin */
export const PAYOUT_STATUSES = ["processing", "paid", "failed", "reversed"] as const;

/**
 * One transfer of an advisor's share of a released milestone to their connected account
 * (separate charges and transfers, `transfer_group` = the contract). Claimed in `processing`
 * before the processor is called with the row id as idempotency key; one live payout per milestone.
 */
export const advisorPayouts = sqliteTable(
  "advisor_payouts",
  {
    id: text("id").primaryKey(),
    advisorId: text("advisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: text("contract_id").notNull(),
    milestoneId: text("milestone_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull(),
    transferGroup: text("transfer_group").notNull(),
    providerRef: text("provider_ref"),
    failureCode: text("failure_code"),
    /** Stripe's `amount_reversed` recorded so far (transfer.reversed): back in advisor_payable */
    reversedAmount: integer("reversed_amount").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("advisor_payouts_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("advisor_payouts_live_unique").on(t.milestoneId).where(sql`${t.status} IN ('processing', 'paid')`),
    index("advisor_payouts_advisor_idx").on(t.advisorId, t.createdAt),
    check("advisor_payouts_amount_positive", sql`${t.amount} > 0`),
  ],
);
export type AdvisorPayoutRow = typeof advisorPayouts.$inferSelect;
