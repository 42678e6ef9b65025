import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { idempotencyKeys } from "#db/schema";
import { AppError } from "#worker/errors";
import type { LedgerStatement } from "./ledger.server";

/**
 * Idempotency-Key handling for money-moving POSTs (docs/decisions/068-idempotency-keys.md).
 *
 * The first request with a key wins an `INSERT … ON CONFLICT DO NOTHING` on (user, key): that
 * primary key, not a prior read, decides who moves money. The winner's final answer is written in
 * the same batch as the money movement. Others with the same body wait for that answer and
 * replay it; a different body (or another operation) with the key gets 409.
 */

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

export interface Outcome {
  status: number;
  body: unknown;
}

/** What an operation returns: its answer and the statements that make it true. */
export interface Planned extends Outcome {
  statements: LedgerStatement[];
  /** maps a failure of the batch (a constraint) to an answer; undefined → unexpected */
  onBatchError?: (error: unknown) => Promise<Outcome | undefined> | Outcome | undefined;
}

export function requireIdempotencyKey(value: string | null | undefined): string {
  if (!value) throw new AppError(400, "IDEMPOTENCY_KEY_REQUIRED", "Send an Idempotency-Key header (8–100 characters) with every payment request.");
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw new AppError(400, "IDEMPOTENCY_KEY_REQUIRED", "The Idempotency-Key must be 8–100 letters, digits or -_:.");
  return value;
}

/** Canonical JSON (sorted keys) so the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Keyed hash of the request: a body may carry a card number, so a plain digest would be guessable. */
export async function requestHash(secret: string, scope: string, body: unknown): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`idempotency:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${scope}\n${canonicalJson(body)}`));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface IdempotentRequest {
  db: Database;
  secret: string;
  userId: string;
  key: string;
  scope: string;
  body: unknown;
  now: Date;
  /** how long a duplicate waits for the first request's answer */
  waitMs?: number;
}

export async function runIdempotent(req: IdempotentRequest, plan: () => Promise<Planned>): Promise<Outcome & { replayed: boolean }> {
  const { db, userId, key } = req;
  const hash = await requestHash(req.secret, req.scope, req.body);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, scope: req.scope, requestHash: hash, state: "processing", createdAt: req.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return { ...(await replay(req, hash)), replayed: true };

  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const finish = (o: Outcome) =>
    db.update(idempotencyKeys).set({ state: "done", responseStatus: o.status, responseBody: JSON.stringify(o.body) }).where(where);

  let planned: Planned;
  try {
    planned = await plan();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const outcome = { status: error.status, body: { error: { code: error.code, message: error.message, ...(error.details as object | undefined) } } };
      await finish(outcome);
      return { ...outcome, replayed: false };
    }
    // Nothing was written: free the key so the client can retry it.
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  try {
    await db.batch([...planned.statements, finish(planned)] as unknown as Parameters<typeof db.batch>[0]);
    return { status: planned.status, body: planned.body, replayed: false };
  } catch (error) {
    const mapped = await planned.onBatchError?.(error);
    if (mapped) {
      await finish(mapped);
      return { ...mapped, replayed: false };
    }
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}

async function replay(req: IdempotentRequest, hash: string): Promise<Outcome> {
  const deadline = Date.now() + (req.waitMs ?? 8000);
  for (;;) {
    const row = await req.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, req.userId), eq(idempotencyKeys.key, req.key)))
      .get();
    if (!row) throw new AppError(409, "IDEMPOTENCY_KEY_IN_USE", "This Idempotency-Key was just released after a failure; retry the request.");
    if (row.scope !== req.scope || row.requestHash !== hash) {
      throw new AppError(409, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used with a different request.");
    }
    if (row.state === "done") return { status: row.responseStatus ?? 200, body: JSON.parse(row.responseBody ?? "null") };
    if (Date.now() > deadline) {
      throw new AppError(409, "IDEMPOTENCY_KEY_IN_USE", "A request with this Idempotency-Key is still being processed; retry shortly.", undefined, { "Retry-After": "2" });
    }
    await sleep(100);
  }
}
