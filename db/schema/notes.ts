import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

export const noteLabels = sqliteTable(
  "note_labels",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
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
