import { applyD1Migrations, env } from "cloudflare:test";
import { buildSeedStatements } from "../db/seed";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts";
import { roleCacheKey } from "../worker/auth/roles.server";

// vitest runs with `isolate: false` (vitest.config.ts, decision 055): one workerd process, one
// module graph and one storage per vitest worker, shared by the test files it runs. So that every
// file still starts from the seeded demo state whatever ran before it, each file:
// - applies migrations (idempotent: two queries once applied),
// - deletes the demo accounts (every row they own goes with them: ON DELETE CASCADE) and the
//   abuse-limit counters, drops their cached roles, then re-applies the idempotent seed (one batch,
//   precomputed password hashes: well under a second).
// Accounts other files created (signUpFresh) stay; tests never count them globally.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const ids = DEMO_ACCOUNTS.map((a) => a.id);
await env.DB.batch([
  env.DB.prepare(`DELETE FROM users WHERE id IN (${ids.map(() => "?").join(", ")})`).bind(...ids),
  env.DB.prepare("DELETE FROM rate_limits"),
]);
await Promise.all(ids.map((id) => env.KV.delete(roleCacheKey(id))));
const statements = await buildSeedStatements();
await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
