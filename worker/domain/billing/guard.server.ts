import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { billingGuard } from "#db/schema";
import { errorText } from "./ledger.server";

/**
 * `INSERT INTO billing_guard SELECT <reason> WHERE <failWhen>`: a row, and so a CHECK failure of
 * the whole batch, only when `failWhen` holds at that point of the batch. Lets a settle batch
 * refuse inside its own writes when the state it relies on changed (issue 26).
 */
export function billingGuardStatement(db: Database, reason: string, failWhen: SQL) {
  return db.insert(billingGuard).select(sql`SELECT ${reason} WHERE ${failWhen}`);
}

/** The D1 error of a batch refused by billingGuardStatement. */
export function isBillingGuardError(error: unknown): boolean {
  return errorText(error).includes("billing_guard_refused");
}
