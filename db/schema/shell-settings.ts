import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * A signed-in person's shell appearance (issue 14): layout, theme and scheme chosen in the settings
 * drawer. One row per user, written on the first change; no row = the defaults. Values are checked
 * by zod on the way in and read leniently (worker/domain/shell-settings.ts), so no enum here.
 */
export const shellSettings = sqliteTable("shell_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  layout: text("layout").notNull(),
  theme: text("theme").notNull(),
  scheme: text("scheme").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

export type ShellSettingsRow = typeof shellSettings.$inferSelect;
