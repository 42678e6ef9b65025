import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInFailures } from "../../db/schema";

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const throttleKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

/** Seconds until another attempt is allowed, or 0 when the caller is not throttled. */
export async function secondsUntilAllowed(db: Database, key: string, now = Date.now()): Promise<number> {
  const recent = await db
    .select({ failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.throttleKey, key), gt(signInFailures.failedAt, new Date(now - SIGN_IN_WINDOW_MS))))
    .orderBy(asc(signInFailures.failedAt))
    .all();
  if (recent.length < SIGN_IN_MAX_FAILURES) return 0;
  // Allowed again once the oldest failure that still counts leaves the window.
  const oldestCounting = recent[recent.length - SIGN_IN_MAX_FAILURES].failedAt.getTime();
  return Math.max(1, Math.ceil((oldestCounting + SIGN_IN_WINDOW_MS - now) / 1000));
}

export function recordFailureStatements(db: Database, key: string, now = Date.now()) {
  return [
    db.delete(signInFailures).where(and(eq(signInFailures.throttleKey, key), lte(signInFailures.failedAt, new Date(now - SIGN_IN_WINDOW_MS)))),
    db.insert(signInFailures).values({ throttleKey: key, failedAt: new Date(now) }),
  ] as const;
}

export function clearFailuresStatement(db: Database, key: string) {
  return db.delete(signInFailures).where(eq(signInFailures.throttleKey, key));
}
