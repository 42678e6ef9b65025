import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const ROLES = ["guest", "user", "advisor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["online", "away", "busy", "not-visible"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    // Stored lower-cased; the unique index on lower(email) makes uniqueness case-insensitive even
    // if a future writer forgets to normalise.
    email: text("email").notNull(),
    name: text("name").notNull(),
    avatar: text("avatar"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("online"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    currentRole: text("current_role", { enum: ROLES }),
    passwordHash: text("password_hash").notNull(),
    passwordSalt: text("password_salt").notNull(),
    passwordIterations: integer("password_iterations").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** issue 30: deletion asked for; the account is locked and erased at this time unless cancelled */
    eraseAfter: integer("erase_after", { mode: "timestamp_ms" }),
    /** issue 30 (decision 231): when the daily erasure emptied this row; what is left is a pseudonymous tombstone that ledger rows and receipts point to */
    erasedAt: integer("erased_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`), index("users_role_idx").on(t.role)],
);

export type UserRow = typeof users.$inferSelect;
