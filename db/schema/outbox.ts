import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const MAIL_STATUSES = ["queued", "sent", "failed", "dead"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every outgoing e-mail, rendered when it is written (subject, text part in `body`, HTML part),
 * then carried by the mail Queue to the provider (worker/domain/mail, decision 152).
 * `queued` → `sent`; a provider failure → `failed` (retried with backoff) → `dead` after the last
 * try (the message is then in the dead-letter queue; an admin can replay it).
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    /** the plain-text part */
    body: text("body").notNull(),
    /** the template (welcome, password-reset, …; "mailbox" for mail a user wrote to an outside address) */
    kind: text("kind").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    html: text("html"),
    locale: text("locale", { enum: ["en", "tr"] }).notNull().default("en"),
    /** the template's props (JSON); the dispatcher renders from them (decision 152) */
    props: text("props"),
    /** true: the writer chose the language; else the recipient's preference decides when rendered */
    localeFixed: integer("locale_fixed", { mode: "boolean" }).notNull().default(false),
    /** the recipient's account, when the mail is to a TaxAtlas user */
    userId: text("user_id"),
    /** extra headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post) */
    headers: text("headers").notNull().default("{}"),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** when the row was handed to the Queue; NULL = still to hand over (dispatchQueuedMail) */
    enqueuedAt: integer("enqueued_at", { mode: "timestamp_ms" }),
    /** a delivery attempt in progress holds the row until then (two deliveries of one message send once) */
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    providerId: text("provider_id"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.toEmail),
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_pending_idx").on(t.status, t.enqueuedAt),
  ],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Which optional mails a user gets by e-mail (in-app notifications always), and the language of
 * their mail. No row: every topic on, English. `emailOff` is a JSON array of topics turned off.
 */
export const mailPreferences = sqliteTable("mail_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  locale: text("locale", { enum: ["en", "tr"] }),
  emailOff: text("email_off").notNull().default("[]"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** One row per compliance filing and reminder stage (30, 7, 1 days before) that was mailed. */
export const complianceMailReminders = sqliteTable(
  "compliance_mail_reminders",
  {
    filingId: text("filing_id").notNull(),
    daysBefore: integer("days_before").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.filingId, t.daysBefore] })],
);

/** The devices (a digest of the browser's user agent) an account signed in from: a new one gets a mail. */
export const mailKnownDevices = sqliteTable(
  "mail_known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    firstSeenAt: integer("first_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);
