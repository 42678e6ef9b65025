import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/** The shortcuts panel's entries (spec §3 core), one list per user. */
export const shortcuts = sqliteTable(
  "shortcuts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    description: text("description"),
    /**
     * Turkish twins of a seeded shortcut's label and description (issue 14, decision 099), shown
     * to Turkish readers; null for shortcuts people add, each dropped when its English is edited.
     */
    labelTr: text("label_tr"),
    descriptionTr: text("description_tr"),
    icon: text("icon").notNull(),
    link: text("link").notNull(),
    useRouter: integer("use_router", { mode: "boolean" }).notNull().default(true),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("shortcuts_user_idx").on(t.userId, t.createdAt)],
);

export type ShortcutRow = typeof shortcuts.$inferSelect;
