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
    icon: text("icon").notNull(),
    link: text("link").notNull(),
    useRouter: integer("use_router", { mode: "boolean" }).notNull().default(true),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("shortcuts_user_idx").on(t.userId, t.createdAt)],
);

export type ShortcutRow = typeof shortcuts.$inferSelect;
