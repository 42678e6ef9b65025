import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const FILE_TYPES = ["folder", "PDF", "XLS", "DOC", "TXT", "JPG"] as const;
export type FileType = (typeof FILE_TYPES)[number];

/**
 * File manager items (folders and files) of one user. Metadata lives here; uploaded bytes live in
 * R2 under `storage_key` (docs/decisions/020-file-storage.md). Seeded sample documents carry their
 * few bytes in `inline_content` because the SQL seed cannot write to R2.
 */
export const fileItems = sqliteTable(
  "file_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    folderId: text("folder_id"),
    name: text("name").notNull(),
    type: text("type", { enum: FILE_TYPES }).notNull(),
    mimeType: text("mime_type"),
    size: integer("size").notNull().default(0),
    description: text("description"),
    createdBy: text("created_by").notNull(),
    storageKey: text("storage_key"),
    inlineContent: blob("inline_content", { mode: "buffer" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    modifiedAt: integer("modified_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("file_items_user_folder_idx").on(t.userId, t.folderId),
    // Names are unique per folder, case-insensitively (ASCII, as SQLite's lower()), whatever the
    // concurrency (issue 26 item 7): a second insert of a name fails inside its statement.
    uniqueIndex("file_items_name_unique").on(t.userId, sql`coalesce(${t.folderId}, '')`, sql`lower(${t.name})`),
  ],
);

export type FileItemRow = typeof fileItems.$inferSelect;
