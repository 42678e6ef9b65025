import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const LEDGER_KINDS = ["income", "expense", "bill", "saving"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_STATUSES = ["completed", "pending"] as const;

/** The user's money movements; the finance and project dashboards are computed from these rows. */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    /** spending category shown on the project budget widgets, e.g. "Formation" */
    category: text("category").notNull(),
    /** integer cents (decision 323), signed: income positive, everything else negative */
    amount: integer("amount").notNull(),
    status: text("status", { enum: LEDGER_STATUSES }).notNull(),
    date: integer("date", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("ledger_entries_user_date_idx").on(t.userId, t.date)],
);

/** Limits and goals: keys expenses, savings, bills (finance) and one per project category. */
export const ledgerBudgets = sqliteTable(
  "ledger_budgets",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** integer cents (decision 323) */
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Analytics and crypto have no TaxAtlas source yet: a per-user snapshot (docs/decisions/031). */
export const dashboardSnapshots = sqliteTable(
  "dashboard_snapshots",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dashboard: text("dashboard", { enum: ["analytics", "crypto"] }).notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dashboard] })],
);

/** The user's activity feed (spec §3 activity item); `kind` is internal (e.g. task.completed). */
export const activities = sqliteTable(
  "activities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    icon: text("icon").notNull(),
    description: text("description").notNull(),
    /** Turkish description and link label of an entry the product wrote (issue 14); null = show the English */
    descriptionTr: text("description_tr"),
    linkedContentTr: text("linked_content_tr"),
    date: integer("date", { mode: "timestamp_ms" }).notNull(),
    extraContent: text("extra_content"),
    linkedContent: text("linked_content"),
    link: text("link"),
    useRouter: integer("use_router", { mode: "boolean" }),
  },
  (t) => [index("activities_user_date_idx").on(t.userId, t.date)],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
