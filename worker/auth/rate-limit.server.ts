import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { rateLimits } from "#db/schema";
import { AppError } from "#worker/errors";

/**
 * Abuse limits (issue 18 defect 3, docs/security.md, decision 051). Every limit is a fixed-window
 * counter row in D1. `take` increments and reads the new count in ONE upsert per key, so concurrent
 * requests each get a distinct count and no interleaving lets more than `max` through.
 */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /** failed sign-ins for one e-mail from one client (the original throttle, decision 003) */
  signInPair: { name: "sign-in:pair", max: 5, windowMs: 15 * MINUTE },
  /** failed sign-ins against one account, from any client */
  signInAccount: { name: "sign-in:account", max: 20, windowMs: 15 * MINUTE },
  /** failed sign-ins from one client, against any accounts */
  signInClient: { name: "sign-in:client", max: 30, windowMs: 15 * MINUTE },
  /** wrong second-factor codes (TOTP, recovery code) for one account from one client: like signInPair (issue 30) */
  secondFactorPair: { name: "2fa:pair", max: 5, windowMs: 15 * MINUTE },
  /** wrong second-factor codes for one account, from any client */
  secondFactorAccount: { name: "2fa:account", max: 20, windowMs: 15 * MINUTE },
  /** wrong second-factor codes from one client, against any accounts */
  secondFactorClient: { name: "2fa:client", max: 30, windowMs: 15 * MINUTE },
  /** reset mails to one address (counted for unknown addresses too: no account discovery) */
  forgotAddress: { name: "forgot:address", max: 3, windowMs: HOUR },
  /** reset requests from one client */
  forgotClient: { name: "forgot:client", max: 10, windowMs: HOUR },
  /** sign-ups from one client */
  signUpClient: { name: "sign-up:client", max: 5, windowMs: HOUR },
  /** sign-ups naming one address (new or known alike), so "someone tried" mails cannot flood an inbox */
  signUpAddress: { name: "sign-up:address", max: 3, windowMs: HOUR },
  /** guest sessions from one client: each writes a 7-day KV session (issue 26 item 9) */
  anonymousClient: { name: "anonymous:client", max: 20, windowMs: HOUR },
  /** mailbox recipients outside TaxAtlas, per sending account */
  outsideMail: { name: "mail:outside", max: 50, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export interface Charge {
  limit: Limit;
  subject: string;
  /** how many units this request uses (default 1) */
  amount?: number;
}

const keyOf = (c: Charge) => `${c.limit.name}:${c.subject.toLowerCase()}`;

/**
 * Charges every key in one D1 batch. If any goes over its maximum, all charges are given back and
 * the request is refused with 429 and `Retry-After` (seconds until that window ends).
 */
export async function take(db: Database, charges: Charge[], now = Date.now()): Promise<void> {
  if (charges.length === 0) return;
  const statements = charges.map((c) => {
    const amount = c.amount ?? 1;
    const expired = sql`${rateLimits.windowStart} <= ${now - c.limit.windowMs}`;
    return db
      .insert(rateLimits)
      .values({ key: keyOf(c), windowStart: new Date(now), count: amount })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          // SQLite evaluates every SET expression against the old row, so both see the same window.
          windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
          count: sql`CASE WHEN ${expired} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  });
  // Rarely, forget windows that ended a day ago so the table does not grow without bound.
  const sweep = Math.random() < 0.01 ? [db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 24 * HOUR)))] : [];
  const results = await db.batch([statements[0], ...statements.slice(1), ...sweep]);
  let wait = 0;
  let exceeded: Limit | undefined;
  charges.forEach((c, i) => {
    const [row] = results[i] as { count: number; windowStart: Date }[];
    if (!row || row.count <= c.limit.max) return;
    const ends = Math.ceil((row.windowStart.getTime() + c.limit.windowMs - now) / 1000);
    if (ends >= wait) [wait, exceeded] = [ends, c.limit];
  });
  if (exceeded) {
    await giveBack(db, charges);
    // Name the limit that was reached, not the first one charged: support and tests need to know which.
    throw tooMany(Math.max(1, wait), exceeded.name);
  }
}

/**
 * Read-only: refuses with 429 when any key has already reached its maximum in the current window.
 * Lets a locked-out caller be turned away without doing the expensive work.
 */
export async function check(db: Database, charges: Charge[], now = Date.now()): Promise<void> {
  if (charges.length === 0) return;
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, charges.map(keyOf)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  let wait = 0;
  let reached: Limit | undefined;
  for (const c of charges) {
    const row = byKey.get(keyOf(c));
    const ends = row ? row.windowStart.getTime() + c.limit.windowMs : 0;
    if (!row || ends <= now || row.count < c.limit.max) continue;
    const seconds = Math.ceil((ends - now) / 1000);
    if (seconds >= wait) [wait, reached] = [seconds, c.limit];
  }
  if (reached) throw tooMany(Math.max(1, wait), reached.name);
}

/** Returns the units a request took (a success that only failures should count). */
export async function giveBack(db: Database, charges: Charge[]): Promise<void> {
  if (charges.length === 0) return;
  const statements = charges.map((c) =>
    db
      .update(rateLimits)
      .set({ count: sql`max(${rateLimits.count} - ${c.amount ?? 1}, 0)` })
      .where(eq(rateLimits.key, keyOf(c))),
  );
  await db.batch([statements[0], ...statements.slice(1)]);
}

/** Forgets the counters (a successful sign-in clears its e-mail+client failures, as in decision 003). */
export async function clear(db: Database, charges: Charge[]): Promise<void> {
  if (charges.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, charges.map(keyOf)));
}

export function tooMany(retryAfterSeconds: number, limit: string) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(429, "TOO_MANY_REQUESTS", `Too many requests. Try again in ${minutes} minute(s).`, { limit }, {
    "Retry-After": String(retryAfterSeconds),
  });
}
