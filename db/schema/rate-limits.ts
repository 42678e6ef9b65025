import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Abuse-limit counters (docs/security.md, decision 051): one row per limited key, a fixed window
 * that starts with the first counted event. Kept in D1, not KV: the increment and its result come
 * from one atomic upsert, which KV (eventually consistent, 1 write/s per key) cannot give.
 */
export const rateLimits = sqliteTable("rate_limits", {
  /** `<limit name>:<subject>`, e.g. `sign-in:account:ada@example.com` */
  key: text("key").primaryKey(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  count: integer("count").notNull(),
});
