import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { ledgerPostings, ledgerTransactions } from "../../../db/schema";
import { advisorPayable, escrowAccount } from "../../../worker/domain/billing/ledger.server";
import type { LedgerLine } from "./contract-view";

/**
 * Ledger reads of the contract pages, as query builders a loader puts in its one batch.
 * A contract's money history is every transaction that touches its escrow account (funding,
 * release with commission, refund, dispute split), whatever reference the escrow purpose gives it.
 */
export function contractLedgerQueries(db: Database, contractId: string) {
  const touching = db.select({ id: ledgerPostings.transactionId }).from(ledgerPostings).where(eq(ledgerPostings.account, escrowAccount(contractId)));
  return [
    db.select().from(ledgerTransactions).where(inArray(ledgerTransactions.id, touching)).orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id)),
    db.select().from(ledgerPostings).where(inArray(ledgerPostings.transactionId, touching)).orderBy(asc(ledgerPostings.amount)),
  ] as const;
}

export function toLedgerLines(
  txs: { id: string; kind: string; memo: string; createdAt: Date }[],
  postings: { transactionId: string; account: string; amount: number; currency: string }[],
): LedgerLine[] {
  return txs.map((t) => ({
    id: t.id,
    kind: t.kind,
    memo: t.memo,
    createdAt: t.createdAt.toISOString(),
    entries: postings.filter((p) => p.transactionId === t.id).map((p) => ({ account: p.account, amount: p.amount, currency: p.currency })),
  }));
}

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
