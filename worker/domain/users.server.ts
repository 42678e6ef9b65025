import { eq, sql } from "drizzle-orm";
import { preparedRead } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { users, type UserRow } from "#db/schema";

/** What any API or page may see of a user: never the password fields. */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  status: UserRow["status"];
  role: UserRow["role"];
  currentRole: UserRow["currentRole"];
}

export function toPublicUser(row: Pick<UserRow, keyof PublicUser>): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatar: row.avatar,
    status: row.status,
    role: row.role,
    currentRole: row.currentRole,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .get();
}

const publicColumns = { id: users.id, email: users.email, name: users.name, avatar: users.avatar, status: users.status, role: users.role, currentRole: users.currentRole };
const userById = (db: Database) => db.select(publicColumns).from(users).where(eq(users.id, sql.placeholder("id"))).limit(1);
/**
 * The signed-in person's public fields (0 or 1 rows), for the root loader's batch (SQL built once
 * per isolate). Every page reads it, so it never carries the password hash and salt.
 */
export const userByIdRead = preparedRead<ReturnType<typeof userById>, { id: string }>(userById);

export async function findUserById(db: Database, id: string) {
  return db.select().from(users).where(eq(users.id, id)).get();
}
