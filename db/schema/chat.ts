import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * Quick chat between two TaxAtlas accounts (docs/decisions/015). A conversation has one `chats`
 * row per participant (their own unread count, muted flag and last message) and one shared
 * message list keyed by `conversation_id`.
 */
export const chats = sqliteTable(
  "chats",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id").notNull(),
    /** the other participant (a user id) */
    contactId: text("contact_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unreadCount: integer("unread_count").notNull().default(0),
    muted: integer("muted", { mode: "boolean" }).notNull().default(false),
    lastMessage: text("last_message"),
    /** Turkish twin of a seeded last message (decision 099); dropped when a new message is sent */
    lastMessageTr: text("last_message_tr"),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("chats_owner_contact_unique").on(t.ownerId, t.contactId),
    index("chats_conversation_idx").on(t.conversationId),
  ],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    /**
     * Turkish twin of a seeded demo message (issue 14, decision 099), shown to Turkish readers;
     * messages people send have none (messages are never edited).
     */
    valueTr: text("value_tr"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
