import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
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
  opts: { anonymous?: boolean; alsoInBatch?: BatchItem<"sqlite">[] } = {},
) {
  const sid = crypto.randomUUID();
  const now = Date.now();
  const expiresAt = now + TOKEN_TTL_SECONDS * 1000;
  const anonymous = Boolean(opts.anonymous);
  const token = await issueToken(deps.secret, { sub: userId, sid, ...(anonymous ? { anon: true } : {}) });
  if (!anonymous) {
    // One batch: the session row and whatever else the caller must write with it (all or nothing).
    const insert = deps.db.insert(sessions).values({ id: sid, userId, createdAt: new Date(now), expiresAt: new Date(expiresAt) });
    await deps.db.batch([insert, ...(opts.alsoInBatch ?? [])]);
  }
  const record: SessionRecord = { userId, anonymous, expiresAt };
  await deps.kv.put(sessionKey(sid), JSON.stringify(record), { expirationTtl: TOKEN_TTL_SECONDS });
  return { token, sessionId: sid, expiresAt };
}

/**
 * A token is accepted when it is a valid, unexpired HS256 JWT and its session record is live in KV.
 * If KV itself fails, D1 answers for real accounts (anonymous sessions live in KV only and
 * degrade to "no session", which is the same guest role).
 */
export async function resolveSession(deps: SessionDeps, token: string): Promise<ResolvedSession | null> {
  const payload = await verifyToken(deps.secret, token);
  if (!payload) return null;
  let record: SessionRecord | null;
  try {
    record = await deps.kv.get<SessionRecord>(sessionKey(payload.sid), "json");
  } catch (error) {
    console.warn("KV session read failed; falling back to D1", error);
    const row = await deps.db.query.sessions.findFirst({ where: eq(sessions.id, payload.sid) });
    record = row ? { userId: row.userId, anonymous: false, expiresAt: row.expiresAt.getTime() } : null;
  }
  if (!record || record.userId !== payload.sub || record.expiresAt <= Date.now()) return null;
  return { ...record, sessionId: payload.sid, token };
}

export async function revokeSession(deps: Pick<SessionDeps, "db" | "kv">, sessionId: string) {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
  await deps.kv.delete(sessionKey(sessionId));
}

/** KV half of revoking every session of a user; the D1 half goes into the caller's batch. */
export async function forgetSessionsInKv(kv: KVNamespace, sessionIds: string[]) {
  await Promise.all(sessionIds.map((id) => kv.delete(sessionKey(id))));
}
