import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Outgoing e-mail. No mail service is wired yet: messages are written here, and a delivery
 * worker (or `npm run mail:outbox` in development) reads them.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    kind: text("kind").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("mail_outbox_to_idx").on(t.toEmail)],
);
