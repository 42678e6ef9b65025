import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const MAIL_FOLDERS = ["inbox", "sent", "drafts", "spam", "trash"] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** One row per mailbox copy: a sent mail to another TaxAtlas user exists once per mailbox. */
export const mails = sqliteTable(
  "mails",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    folder: text("folder", { enum: MAIL_FOLDERS }).notNull(),
    fromName: text("from_name").notNull(),
    fromEmail: text("from_email").notNull(),
    fromAvatar: text("from_avatar"),
    /** JSON arrays of addresses */
    to: text("to_addresses").notNull().default("[]"),
    cc: text("cc_addresses").notNull().default("[]"),
    bcc: text("bcc_addresses").notNull().default("[]"),
    subject: text("subject").notNull(),
    /** sanitized HTML */
    content: text("content").notNull(),
    /** JSON [{type, name, size, preview, downloadUrl}] */
    attachments: text("attachments").notNull().default("[]"),
    /** JSON array of mail_labels ids */
    labels: text("labels").notNull().default("[]"),
    starred: integer("starred", { mode: "boolean" }).notNull().default(false),
    important: integer("important", { mode: "boolean" }).notNull().default(false),
    unread: integer("unread", { mode: "boolean" }).notNull().default(false),
    date: integer("date", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("mails_user_folder_date_idx").on(t.userId, t.folder, t.date)],
);

export const LABEL_COLORS = ["gray", "red", "orange", "yellow", "green", "teal", "blue", "indigo", "purple", "pink"] as const;

export const mailLabels = sqliteTable(
  "mail_labels",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Turkish twin of a seeded label's title (decision 099); dropped when the title is edited. The slug stays. */
    titleTr: text("title_tr"),
    slug: text("slug").notNull(),
    color: text("color", { enum: LABEL_COLORS }).notNull().default("gray"),
  },
  (t) => [uniqueIndex("mail_labels_user_slug_unique").on(t.userId, t.slug)],
);

/** JSON settings per user; missing row = defaults (worker/domain/mailbox.server.ts). */
export const mailboxSettings = sqliteTable("mailbox_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: text("settings").notNull(),
});

export type MailRow = typeof mails.$inferSelect;
