/**
 * One browser-test shard's server: the build exactly as `npm start` serves it (scripts/serve.ts:
 * wrangler's local runtime, production React, no DevTools inspector), on the port and over the
 * local state test/browser/run.ts gives it. The CI smoke (smoke.browser.ts) therefore runs against
 * the same server as every browser test (decision 213).
 *
 *   node --import tsx test/browser/serve.ts <port> <state directory>
 */
import { serve } from "../../scripts/serve";

const [port, persist] = process.argv.slice(2);
const server = await serve({
  port: Number(port),
  hostname: "localhost",
  persist,
  // A fixture, not a secret: only ever signs tokens inside this test server.
  vars: { JWT_SECRET: "browser-test-only-signing-key-0123456789abcdef" },
  logLevel: "info",
});
console.log(`browser-test server on ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void server.stop().finally(() => process.exit(0)));
