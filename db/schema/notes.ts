import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
  /** the product's Turkish twin of a seeded checklist item (decision 099); never on the wire */
  contentTr?: string | null;
}

export const noteLabels = sqliteTable(
  "note_labels",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Turkish twin of a seeded label (decision 099); dropped when the title is edited */
    titleTr: text("title_tr"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("note_labels_user_idx").on(t.userId)],
);

/**
 * A note's checklist and label ids are JSON arrays: they are always read and written with the
 * note, and stripping a deleted label is one json_each UPDATE in the same batch as the delete.
 */
export const notes = sqliteTable(
  "notes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    content: text("content").notNull().default(""),
    /**
     * Turkish twins of a seeded note's title and content (issue 14, decision 099), shown to Turkish
     * readers; null for notes people write, each dropped when its English text is edited.
     */
    titleTr: text("title_tr"),
    contentTr: text("content_tr"),
    tasks: text("tasks", { mode: "json" }).$type<NoteTask[]>().notNull(),
    image: text("image"),
    reminder: text("reminder"),
    labels: text("labels", { mode: "json" }).$type<string[]>().notNull(),
    archived: integer("archived", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("notes_user_created_idx").on(t.userId, t.createdAt)],
);

export type NoteRow = typeof notes.$inferSelect;
