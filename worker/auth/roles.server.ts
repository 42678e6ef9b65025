import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { ROLES, users, type Role } from "#db/schema";

/** Spec §4/§9: guest, user and advisor are cached for 5 minutes; admin never is. */
export const ROLE_CACHE_TTL_SECONDS = 5 * 60;
const CACHEABLE: readonly Role[] = ["guest", "user", "advisor"];

export const roleCacheKey = (userId: string) => `role:${userId}`;

/** An unknown or missing role falls back to guest (spec §5). */
export function normalizeRole(value: unknown): Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value) ? (value as Role) : "guest";
}

/** Effective role = currentRole if set, else role (spec §6). */
export function effectiveRole(user: { role: unknown; currentRole?: unknown } | null | undefined): Role {
  if (!user) return "guest";
  return normalizeRole(user.currentRole ?? user.role);
}

export interface Access {
  /** effective role: what the caller sees (the advisor-view switch changes it) */
  role: Role;
  /** the account's own role is admin: the admin permission, which no view switch changes (docs/decisions/050) */
  isAdmin: boolean;
}

/**
 * Reads the cached role, else D1. Admin accounts are never cached, whatever view they chose, so a
 * cache hit is never an admin. A KV failure falls back to D1; a D1 failure falls back to guest
 * (spec §8) — never to a higher role. `prefetched`: the cache value the caller already read with
 * the session (one KV read per request, resolveSessionAndCachedRole); KV is then not read again.
 */
export async function resolveAccess(deps: { db: Database; kv: KVNamespace }, userId: string, prefetched?: { cached: string | null }): Promise<Access> {
  try {
    const cached = prefetched ? prefetched.cached : await deps.kv.get(roleCacheKey(userId));
    if (cached && CACHEABLE.includes(cached as Role)) return { role: cached as Role, isAdmin: false };
  } catch (error) {
    console.warn("KV role cache read failed; reading D1", error);
  }
  let access: Access;
  try {
    const row = await deps.db
      .select({ role: users.role, currentRole: users.currentRole })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    access = { role: effectiveRole(row), isAdmin: row?.role === "admin" };
  } catch (error) {
    console.error("Role lookup failed; treating the caller as guest", error);
    return { role: "guest", isAdmin: false };
  }
  if (!access.isAdmin && CACHEABLE.includes(access.role)) {
    try {
      await deps.kv.put(roleCacheKey(userId), access.role, { expirationTtl: ROLE_CACHE_TTL_SECONDS });
    } catch (error) {
      console.warn("KV role cache write failed", error);
    }
  }
  return access;
}

/** The effective role alone. */
export const resolveRole = async (deps: { db: Database; kv: KVNamespace }, userId: string): Promise<Role> => (await resolveAccess(deps, userId)).role;

/** Call after any change to a user's role or currentRole. */
export async function forgetCachedRole(kv: KVNamespace, userId: string) {
  await kv.delete(roleCacheKey(userId));
}
