import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#db/client";
import { sessions } from "#db/schema";
import { BoundedMap } from "#worker/bounded-map";
import { StorageFailure } from "#worker/errors";
import { issueToken, TOKEN_TTL_SECONDS, verifyToken } from "./token.server";

export interface SessionDeps {
  db: Database;
  kv: KVNamespace;
  secret: string;
}

export interface SessionRecord {
  userId: string;
  anonymous: boolean;
  expiresAt: number;
  /** when this session last gave the second factor (or, for an account without one, the password): step-up */
  verifiedAt?: number | null;
}

/** What a session row remembers of the client that opened it (issue 30 sessions list). */
export interface SessionClient {
  userAgent?: string | null;
  place?: string | null;
}

export interface ResolvedSession extends SessionRecord {
  sessionId: string;
  token: string;
}

const sessionKey = (sid: string) => `session:${sid}`;

/** Creates the KV record (fast path, 7-day TTL) and, for real accounts, the D1 row (source of truth). */
export async function createSession(
  deps: SessionDeps,
  userId: string,
  opts: { anonymous?: boolean; alsoInBatch?: BatchItem<"sqlite">[]; client?: SessionClient; verifiedAt?: Date | null } = {},
) {
  const sid = crypto.randomUUID();
  const now = Date.now();
  const expiresAt = now + TOKEN_TTL_SECONDS * 1000;
  const anonymous = Boolean(opts.anonymous);
  const token = await issueToken(deps.secret, { sub: userId, sid, ...(anonymous ? { anon: true } : {}) });
  if (!anonymous) {
    // One batch: the session row and whatever else the caller must write with it (all or nothing).
    const insert = deps.db.insert(sessions).values({
      id: sid,
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
      lastSeenAt: new Date(now),
      userAgent: opts.client?.userAgent?.slice(0, 300) ?? null,
      place: opts.client?.place ?? null,
      verifiedAt: opts.verifiedAt ?? null,
    });
    await deps.db.batch([insert, ...(opts.alsoInBatch ?? [])]);
  }
  const record: SessionRecord = { userId, anonymous, expiresAt, verifiedAt: opts.verifiedAt?.getTime() ?? null };
  if (!anonymous) lastSeenWritten.set(sid, now);
  await deps.kv.put(sessionKey(sid), JSON.stringify(record), { expirationTtl: TOKEN_TTL_SECONDS });
  return { token, sessionId: sid, expiresAt };
}

/**
 * A token is accepted when it is a valid, unexpired HS256 JWT and its session record is live in KV.
 * If KV itself fails, D1 answers for real accounts (anonymous sessions live in KV only and
 * degrade to "no session", which is the same guest role).
 */
export async function resolveSession(deps: SessionDeps, token: string): Promise<ResolvedSession | null> {
  return (await resolveSessionAndCachedRole(deps, token, null)).session;
}

/**
 * The session and the caller's cached role (worker/auth/roles.server.ts) in ONE KV read: the
 * verified JWT already names both keys (`sid`, `sub`), so a bulk get fetches them together instead
 * of one after the other (issue 15). Role invalidation is unchanged: `forgetCachedRole` deletes
 * `role:<id>`, which this read then misses. `cachedRole` is null on a miss, for anonymous guests
 * and when KV failed (the caller then asks D1, as before).
 */
export async function resolveSessionAndCachedRole(
  deps: SessionDeps,
  token: string,
  roleKey: ((userId: string) => string) | null,
): Promise<{ session: ResolvedSession | null; cachedRole: string | null }> {
  const payload = await verifyToken(deps.secret, token);
  if (!payload) return { session: null, cachedRole: null };
  const key = sessionKey(payload.sid);
  const alsoRole = roleKey && !payload.anon ? roleKey(payload.sub) : null;
  let record: SessionRecord | null;
  let cachedRole: string | null = null;
  try {
    if (alsoRole) {
      const values = await deps.kv.get([key, alsoRole], "text");
      const raw = values.get(key);
      record = raw ? (JSON.parse(raw) as SessionRecord) : null;
      cachedRole = values.get(alsoRole) ?? null;
    } else {
      record = await deps.kv.get<SessionRecord>(key, "json");
    }
  } catch (error) {
    console.warn("KV session read failed; falling back to D1", error);
    const row = await deps.db.query.sessions.findFirst({ where: eq(sessions.id, payload.sid) });
    record = row && !row.revokedAt ? { userId: row.userId, anonymous: false, expiresAt: row.expiresAt.getTime(), verifiedAt: row.verifiedAt?.getTime() ?? null } : null;
  }
  if (!record || record.userId !== payload.sub || record.expiresAt <= Date.now()) return { session: null, cachedRole: null };
  return { session: { ...record, sessionId: payload.sid, token }, cachedRole };
}

/**
 * The session gave its second factor now (step-up): D1 first, then the KV record the fast path
 * reads, whose remaining life is kept.
 */
export async function markSessionVerified(deps: Pick<SessionDeps, "db" | "kv">, session: ResolvedSession, now = new Date()) {
  await deps.db.update(sessions).set({ verifiedAt: now }).where(eq(sessions.id, session.sessionId));
  const record: SessionRecord = { userId: session.userId, anonymous: session.anonymous, expiresAt: session.expiresAt, verifiedAt: now.getTime() };
  const ttl = Math.max(60, Math.ceil((session.expiresAt - now.getTime()) / 1000));
  await deps.kv.put(sessionKey(session.sessionId), JSON.stringify(record), { expirationTtl: ttl });
}

// Last-seen writes are at most one per session per isolate every five minutes.
const LAST_SEEN_EVERY_MS = 5 * 60_000;
const lastSeenWritten = new BoundedMap<string, number>(5000);

/** Notes that a session was used (the sessions list's "last seen"); cheap and never fails the request. */
export function touchSession(db: Database, session: ResolvedSession, now = Date.now()): Promise<unknown> | null {
  if (session.anonymous) return null;
  const last = lastSeenWritten.get(session.sessionId);
  if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return null;
  lastSeenWritten.set(session.sessionId, now);
  return db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.id, session.sessionId))
    .then(
      () => undefined,
      (error) => console.warn("last-seen write failed", error),
    );
}

/**
 * Revocation (decision 052): the D1 row is marked revoked first (so the D1 fallback refuses the
 * token at once), then the KV record — the one the fast path trusts — is deleted, retried a few
 * times. If KV still fails, this throws a StorageFailure (503): the caller must not report success
 * while the token would still be accepted. Repeating the call is safe.
 */
export async function revokeSession(deps: Pick<SessionDeps, "db" | "kv">, sessionId: string, now = new Date()) {
  await deps.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await forgetSessionsInKv(deps.kv, [sessionId]);
}

/** The D1 half of revoking every session of a user, for the caller's batch. */
export const revokeUserSessionsStatement = (db: Database, userId: string, now = new Date()) =>
  db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export const KV_DELETE_ATTEMPTS = 3;

/** KV half of revoking sessions: every delete retried; throws StorageFailure if any never succeeds. */
export async function forgetSessionsInKv(kv: KVNamespace, sessionIds: string[]) {
  await Promise.all(sessionIds.map((id) => deleteWithRetry(kv, sessionKey(id))));
}

async function deleteWithRetry(kv: KVNamespace, key: string) {
  let last: unknown;
  for (let attempt = 1; attempt <= KV_DELETE_ATTEMPTS; attempt++) {
    try {
      await kv.delete(key);
      return;
    } catch (error) {
      last = error;
      if (attempt < KV_DELETE_ATTEMPTS) await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
  console.error("KV delete kept failing; the session is not revoked yet", last);
  throw new StorageFailure("The session could not be revoked yet. Please retry.", { cause: last });
}
