import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * Messages and notifications of the header panels (spec §3 core). Both have the same fields and
 * the same contract, so they share one table told apart by `kind` (docs/decisions/010).
 */
export const INBOX_KINDS = ["message", "notification"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxItems = sqliteTable(
  "inbox_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    /** sanitized HTML */
    title: text("title").notNull(),
    /** sanitized HTML */
    description: text("description"),
    /**
     * Turkish title and description of an item the product wrote (issue 14; e.g. the demo seed's
     * reminders), shown to Turkish readers. Null for items people or API clients wrote, and
     * cleared when the English text is changed, so a stale translation is never shown.
     */
    titleTr: text("title_tr"),
    descriptionTr: text("description_tr"),
    icon: text("icon"),
    image: text("image"),
    link: text("link"),
    useRouter: integer("use_router", { mode: "boolean" }).notNull().default(false),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    seen: integer("seen", { mode: "boolean" }).notNull().default(false),
    time: integer("time", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("inbox_items_user_kind_time_idx").on(t.userId, t.kind, t.time)],
);

export type InboxItemRow = typeof inboxItems.$inferSelect;
