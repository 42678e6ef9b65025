import { env } from "cloudflare:test";
import { expect } from "vitest";
import { accountMayGoNegative } from "#worker/domain/billing/ledger.server";

/**
 * The ledger invariant, checked after every operation: each transaction and the whole ledger sum
 * to zero per currency (the trial balance), and no account outside the two platform mirror
 * accounts is below zero.
 */
export async function expectLedgerSound() {
  const perTx = await env.DB.prepare("SELECT transaction_id, currency, SUM(amount) AS s FROM ledger_postings GROUP BY transaction_id, currency HAVING s <> 0").all();
  expect(perTx.results, "unbalanced transactions").toEqual([]);
  const total = await env.DB.prepare("SELECT currency, SUM(amount) AS s FROM ledger_postings GROUP BY currency").all<{ currency: string; s: number }>();
  for (const row of total.results) expect(row.s, `trial balance ${row.currency}`).toBe(0);
  const balances = await env.DB.prepare("SELECT account, currency, SUM(amount) AS s FROM ledger_postings GROUP BY account, currency").all<{ account: string; currency: string; s: number }>();
  for (const b of balances.results) if (!accountMayGoNegative(b.account)) expect(b.s, `balance of ${b.account}`).toBeGreaterThanOrEqual(0);
  expect((await env.DB.prepare("SELECT count(*) AS n FROM ledger_overdraft_guard").first<{ n: number }>())!.n).toBe(0);
}
