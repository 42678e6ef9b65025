import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * VIP membership periods (one year from the payment). Active = status 'active' and
 * startsAt ≤ now < endsAt. Written by the billing domain in the same batch as the payment.
 */
export const memberships = sqliteTable(
  "memberships",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["vip"] }).notNull(),
    status: text("status", { enum: ["active", "refunded"] }).notNull().default("active"),
    paymentId: text("payment_id"),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("memberships_user_idx").on(t.userId, t.endsAt)],
);
