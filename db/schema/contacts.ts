import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/** Contacts app (spec §3): one address book per user. List-valued fields are JSON columns. */
export const contacts = sqliteTable(
  "contacts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    avatar: text("avatar"),
    background: text("background"),
    /** JSON [{email, label}] */
    emails: text("emails").notNull().default("[]"),
    /** JSON [{country, phoneNumber, label}] */
    phoneNumbers: text("phone_numbers").notNull().default("[]"),
    jobTitle: text("job_title"),
    company: text("company"),
    birthday: text("birthday"),
    address: text("address"),
    notes: text("notes"),
    /** JSON array of contact_tags ids */
    tags: text("tags").notNull().default("[]"),
    /** A contact created by POST and not edited yet is listed first (docs/api.md, Contacts). */
    isNew: integer("is_new", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("contacts_user_name_idx").on(t.userId, t.name)],
);

export const contactTags = sqliteTable(
  "contact_tags",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
  },
  (t) => [index("contact_tags_user_idx").on(t.userId)],
);

export type ContactRow = typeof contacts.$inferSelect;
