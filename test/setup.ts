import { applyD1Migrations, env } from "cloudflare:test";
import { loadCatalogue } from "#worker/i18next.server";
import { resetDemoData } from "./reset";

// vitest runs with `isolate: false` (vitest.config.ts, decision 055): one workerd process, one
// module graph and one storage per vitest worker, shared by the test files it runs. So that every
// file still starts from the seeded demo state whatever ran before it, each file:
// - applies migrations (idempotent: two queries once applied),
// - resets the demo accounts' data to the seed (test/reset.ts: one delete batch that cascades,
//   the ledger rows of what went, the idempotent seed in one batch; well under a second).
// Accounts other files created (signUpFresh) stay; tests never count them globally.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await resetDemoData();
// The Turkish catalogue is a static asset read once per isolate (decision 280); tests that translate
// without a request (fixedT("tr"), server renders) need it in as a request's context would load it.
await loadCatalogue("tr", env, "http://localhost");
