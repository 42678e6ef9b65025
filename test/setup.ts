import { applyD1Migrations, env } from "cloudflare:test";
import { buildSeedStatements } from "../db/seed";

// Each test file gets the schema from migrations/ and the same seed `npm start` uses.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = await buildSeedStatements();
await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
