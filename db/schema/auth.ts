import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * Source of truth for sessions. KV holds the same record with a 7-day TTL as the fast path;
 * when KV fails we read here, so an outage never signs everyone out nor lets a revoked token in.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** set by sign-out and password reset in the same step that drops the KV record (decision 052) */
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** issue 30: what the sessions list shows (device from the user agent, approximate place) */
    userAgent: text("user_agent"),
    place: text("place"),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    /** when this session last gave the second factor (sign-in with 2FA, or step-up); decides step-up */
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use password reset tokens; only the SHA-256 of the token is stored. */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * No longer written: sign-in limits moved to rate_limits (decision 051). Kept so the migration
 * history needs no drop-versus-rename prompt; drop it in a later migration.
 */
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    throttleKey: text("throttle_key").notNull(),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sign_in_failures_key_idx").on(t.throttleKey, t.failedAt)],
);
