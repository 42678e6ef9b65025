import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * Issue 30: the second factors, the sign-in challenges between password and second factor, and the
 * append-only audit trail. Secrets of the second factor never leave the server except once, at setup.
 */

/**
 * One TOTP authenticator per account (RFC 6238, 30 s, 6 digits). `enabledAt` null: set up but not
 * yet confirmed with a code (not asked at sign-in). `lastStep`: the highest time step a code was
 * accepted for; a code of that step or an earlier one is refused, so no code works twice.
 */
export const userTotp = sqliteTable("user_totp", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** base32 secret */
  secret: text("secret").notNull(),
  enabledAt: integer("enabled_at", { mode: "timestamp_ms" }),
  lastStep: integer("last_step"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** Ten one-time recovery codes per enabled TOTP; only the SHA-256 is stored. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * The step between a right password and the second factor: `POST /api/auth/sign-in` answers a
 * challenge (only its SHA-256 is kept), `POST /api/auth/2fa/verify` spends it. Five minutes, once.
 */
export const signInChallenges = sqliteTable(
  "sign_in_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "sign-in" (password given, second factor due) or "passkey" (a WebAuthn challenge) */
    purpose: text("purpose").notNull().default("sign-in"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sign_in_challenges_user_idx").on(t.userId)],
);

/**
 * Append-only: the app inserts in the same D1 batch as the action and never updates or deletes
 * (triggers in the migration refuse both). No foreign key: events outlive the accounts they name.
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** who did it (null: nobody signed in, e.g. a failed sign-in) */
    actorId: text("actor_id"),
    action: text("action").notNull(),
    /** what it was done to: "user:<id>", "payment:<id>", "session:<id>"… */
    subject: text("subject"),
    /** the account the event is about, for "my security events" (the actor's own, or the target of a failed sign-in) */
    userId: text("user_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    /** small JSON of facts (never secrets) */
    details: text("details"),
  },
  (t) => [index("audit_events_at_idx").on(t.at), index("audit_events_user_idx").on(t.userId, t.at), index("audit_events_action_idx").on(t.action, t.at)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** WebAuthn credentials (passkeys): several per account, named, removable. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url credential id */
    credentialId: text("credential_id").notNull(),
    /** base64url COSE public key */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports"),
    name: text("name").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("passkeys_credential_unique").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/**
 * WebAuthn challenges (issue 30, decision 220): one row per registration or authentication
 * ceremony, five minutes, spent once by a DELETE … RETURNING (one winner among concurrent spends).
 * `userId` is null for a sign-in with a passkey (the account is not known until the assertion).
 */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    /** "register" or "authenticate" */
    purpose: text("purpose").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * E-mail change confirmed through the new address (issue 30, decision 233): the request (after
 * step-up) writes one row and mails a one-time token to the new address; only its SHA-256 is kept.
 * Confirming spends the row (one winner) and switches the address. One hour; a new request
 * replaces the account's earlier ones.
 */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);
