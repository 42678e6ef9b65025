import { applyD1Migrations, env } from "cloudflare:test";
import { buildSeedStatements } from "../db/seed";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts";

// vitest runs with `isolate: false` (vitest.config.ts): one workerd process, one module graph and
// one storage per vitest worker, shared by the test files it runs. Migrations (idempotent, two
// queries once applied) and the seed are applied once per worker: the seed is one atomic batch,
// so a demo account row means it is complete. Tests never rely on other files' absence: exact
// counts use fresh accounts (signUpFresh) or rows the test created itself.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT 1 FROM users WHERE id = ?").bind(DEMO_ACCOUNTS[0].id).first();
if (!seeded) {
  const statements = await buildSeedStatements();
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}
