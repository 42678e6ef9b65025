import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users, type Role } from "#db/schema";
import { forgetCachedRole } from "#worker/auth/roles.server";
import { AppError, forbidden, notFound } from "#worker/errors";
import { ADMIN_HOME } from "./navigation";
import { auditStatement, type AuditContext } from "./account/audit.server";
import type { SWITCHABLE_ROLES, UserPatch } from "./shell-schemas";
import { findUserById, toPublicUser, userByIdRead, type PublicUser } from "./users.server";

/** The signed-in user's own record (spec §7 `api/common/user`) and the advisor-view switch (spec §4). */

/** A page passes its request context (`scope`): the read joins the page's one D1 batch (the shell reads the same row there). */
export async function getOwnUser(scope: { db: Database }, userId: string): Promise<PublicUser> {
  const [row] = await userByIdRead(scope, { id: userId });
  if (!row) throw notFound();
  return toPublicUser(row);
}

/** Name, avatar and status only: the schema is strict, so role and currentRole never get here. */
export async function updateOwnUser(db: Database, userId: string, patch: UserPatch, now = new Date()): Promise<PublicUser> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound();
  const values = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.avatar !== undefined && { avatar: patch.avatar }),
    ...(patch.status !== undefined && { status: patch.status }),
    updatedAt: now,
  };
  await db.update(users).set(values).where(eq(users.id, userId));
  return toPublicUser({ ...row, ...values });
}

/** Accounts whose stored role is advisor or admin may switch between the client and advisor views. */
export const canSwitchRoles = (accountRole: Role | null | undefined) => accountRole === "advisor" || accountRole === "admin";

export async function userCanSwitchRoles(db: Database, userId: string) {
  const row = await findUserById(db, userId);
  return canSwitchRoles(row?.role);
}

/**
 * Sets currentRole to user or advisor and drops the cached role, so the very next request sees the
 * new effective role. A plain user (or guest) asking is refused with 403.
 */
export async function switchRole(
  deps: AuditContext & { kv: KVNamespace },
  userId: string,
  role: (typeof SWITCHABLE_ROLES)[number],
  now = new Date(),
): Promise<PublicUser> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound();
  if (role === "admin" && row.role !== "admin") {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { role: ["shellValidation.roleInvalid"] } });
  }
  if (!canSwitchRoles(row.role)) throw forbidden("Only advisor accounts can switch to the advisor view.");
  // An admin's switch changes only the view; "admin" clears it (decision 050).
  const currentRole = role === "admin" ? null : role;
  // The switch and its audit event in one batch (issue 30).
  await deps.db.batch([
    deps.db.update(users).set({ currentRole, updatedAt: now }).where(eq(users.id, userId)),
    auditStatement(deps, { action: "role.switched", actorId: userId, subject: `user:${userId}`, at: now, details: { from: row.currentRole ?? row.role, to: currentRole ?? row.role } }),
  ]);
  await forgetCachedRole(deps.kv, userId);
  return toPublicUser({ ...row, currentRole });
}

/** Where the advisor-view switch goes after each change (spec §4); an admin's "off" goes to the admin area. */
export const roleSwitchDestination = (role: (typeof SWITCHABLE_ROLES)[number]) =>
  role === "advisor" ? "/advisor/mail" : role === "admin" ? ADMIN_HOME : "/advisor";
