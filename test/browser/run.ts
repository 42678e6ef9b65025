/**
 * Browser tests: a fresh, migrated and seeded local state, `wrangler dev` on a free port, then
 * node's test runner over test/browser/*.browser.ts (playwright-core driving Debian's Chromium),
 * then the server's whole process group is stopped. Run after `npm run build`.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { quietEnv, wranglerBin } from "../../scripts/wrangler-env";

const state = ".wrangler/browser-state";
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

if (!existsSync("build/server/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
const run = (args: string[]) => execFileSync(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: quietEnv });
run([wranglerBin, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
run(["--import", "tsx", "db/seed-local.ts", "--persist-to", state]);

const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn(
  process.execPath,
  [wranglerBin, "dev", "--port", String(port), "--ip", "localhost", "--persist-to", state, "--var", "JWT_SECRET:browser-test-only-signing-key-0123456789abcdef", "--show-interactive-dev-session=false"],
  { env: quietEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] },
);
let serverLog = "";
server.stdout!.on("data", (d) => (serverLog += d));
server.stderr!.on("data", (d) => (serverLog += d));
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("exit", stop);

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    const res = await fetch(`${baseUrl}/api/health`);
    if (res.ok) break;
  } catch {
    /* not up yet */
  }
  if (Date.now() > deadline) {
    console.error("wrangler dev did not start:\n" + serverLog);
    stop();
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}

// Node 20's test runner does not expand globs itself.
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync("test/browser").filter((f) => f.endsWith(".browser.ts")).map((f) => `test/browser/${f}`);
const tests = spawn(process.execPath, ["--import", "tsx", "--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
  stdio: "inherit",
  env: { ...process.env, BASE_URL: baseUrl },
});
const code: number = await new Promise((resolve) => tests.on("exit", (c) => resolve(c ?? 1)));
stop();
process.exit(code);
