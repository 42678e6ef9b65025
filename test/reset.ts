import { env } from "cloudflare:test";
import { buildSeedStatements } from "#db/seed";
import { DEMO_ACCOUNTS } from "#db/seed/demo-accounts";
import { roleCacheKey } from "#worker/auth/roles.server";

/**
 * Back to the seeded demo state (test/setup.ts runs it before every file): deletes the demo
 * accounts (every row they own goes with them: ON DELETE CASCADE) and the abuse-limit counters,
 * drops their cached roles, then re-applies the idempotent seed.
 *
 * Ledger rows do not cascade (they reference payments and milestones by id, decision 065): the
 * money of the payments and contract milestones that just went with the demo accounts goes too,
 * whole transactions at a time (so every remaining balance is what its remaining rows say), and
 * the seeded contracts come back with exactly their seeded ledger.
 */
export async function resetDemoData() {
  const ids = DEMO_ACCOUNTS.map((a) => a.id);
  const orphanedMoney = "(ref_type = 'payment' AND ref_id NOT IN (SELECT id FROM payments)) OR (ref_type = 'milestone' AND ref_id NOT IN (SELECT id FROM contract_milestones))";
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM users WHERE id IN (${ids.map(() => "?").join(", ")})`).bind(...ids),
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare(`DELETE FROM ledger_postings WHERE transaction_id IN (SELECT id FROM ledger_transactions WHERE ${orphanedMoney})`),
    env.DB.prepare(`DELETE FROM ledger_transactions WHERE ${orphanedMoney}`),
  ]);
  await Promise.all(ids.map((id) => env.KV.delete(roleCacheKey(id))));
  const statements = await buildSeedStatements();
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}
