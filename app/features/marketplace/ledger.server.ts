import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { ledgerPostings } from "../../../db/schema";
import { advisorPayable } from "../../../worker/domain/billing/ledger.server";

/** An advisor's payable account: what is owed to them now, and everything ever credited (earnings). */
export function advisorEarningsQuery(db: Database, advisorId: string) {
  return db
    .select({
      balance: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number),
      earned: sql<number>`COALESCE(SUM(CASE WHEN ${ledgerPostings.amount} > 0 THEN ${ledgerPostings.amount} ELSE 0 END), 0)`.mapWith(Number),
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, advisorPayable(advisorId)));
}
