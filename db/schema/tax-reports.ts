import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * A saved tax optimisation report. The engine's input and its computed result are stored as JSON
 * so the report a person paid for never changes when rules are refreshed (engineVersion says which
 * rules produced it). `status` moves preview → paid only in the same batch as the payment's ledger
 * transaction (billing domain), and paid → preview only with its refund.
 */
export const taxReports = sqliteTable(
  "tax_reports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["preview", "paid"] }).notNull().default("preview"),
    inputs: text("inputs", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    result: text("result", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    engineVersion: text("engine_version").notNull(),
    paymentId: text("payment_id"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("tax_reports_user_created_idx").on(t.userId, t.createdAt)],
);
