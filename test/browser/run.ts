/**
 * Browser tests: node's test runner over test/browser/*.browser.ts (playwright-core driving Debian's
 * Chromium) against `wrangler dev` serving the build. Run after `npm run build`.
 *
 * The files are split into BROWSER_SHARDS shards (default 2) that run at the same time, each with its
 * own copy of one freshly migrated and seeded state and its own server, so no test sees another shard's writes
 * (decision 210). Inside a shard the files run one after another. Each shard's report is printed
 * whole when it ends; the exit code is non-zero if any shard failed. Every server's process group is
 * stopped at the end.
 *
 *   npm run test:browser                                   every file, 2 shards
 *   npm run test:browser -- test/browser/tax.browser.ts    the files named
 *   BROWSER_SHARDS=1 npm run test:browser                  one shard (a quiet machine shows timing)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { quietEnv, wranglerBin } from "../../scripts/wrangler-env";
import { CI_TIER, sessionDir } from "./browser";
import { makeSeededState } from "./seeded-state";

if (!existsSync("build/server/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

/**
 * Seconds each file took on two cores with both shards running, per tier, to balance the shards; a
 * file not listed counts as 20. Only the balance depends on these numbers, never a result. `ci`: the
 * CI tier (each file's suites in the clean-clone run of 2026-11-27 19:50, marketplace after decision 286); `full`: the last CI run before decision 213 (2026-11-27, when
 * CI ran nearly every journey), the crawl doubled for its English pass.
 */
const WEIGHT: Record<"ci" | "full", Record<string, number>> = {
  ci: {
    "marketplace.browser.ts": 78,
    "public.browser.ts": 34,
    "workroom.browser.ts": 29,
    "workspace.browser.ts": 26,
    "privacy.browser.ts": 25,
    "track-this.browser.ts": 22,
    "rules.browser.ts": 19,
    "compliance.browser.ts": 17,
    "tax.browser.ts": 16,
    "billing.browser.ts": 13,
    "hardening.browser.ts": 12,
    "shell.browser.ts": 11,
    "auth.browser.ts": 10,
    "payouts.browser.ts": 10,
    "smoke.browser.ts": 10,
    "mail.browser.ts": 7,
    "layouts.browser.ts": 7,
  },
  full: {
    "crawl.browser.ts": 650,
    "marketplace.browser.ts": 160,
    "tax.browser.ts": 150,
    "public.browser.ts": 130,
    "layouts.browser.ts": 135,
    "workspace.browser.ts": 110,
    "shell.browser.ts": 90,
    "billing.browser.ts": 85,
    "mail.browser.ts": 50,
    "compliance.browser.ts": 45,
    "workroom.browser.ts": 45,
    "account.browser.ts": 32,
    "auth.browser.ts": 36,
    "rules.browser.ts": 27,
    "track-this.browser.ts": 24,
    "privacy.browser.ts": 22,
    "hardening.browser.ts": 22,
    "payouts.browser.ts": 12,
    "smoke.browser.ts": 10,
  },
};

/**
 * Files whose every test is a full-tier one (`{ skip: fullTier }`, decision 213): the CI tier does not
 * start them at all (a file costs a process, tsx and a Chromium launch even when it skips everything).
 */
const FULL_TIER_FILES = new Set(["account.browser.ts", "crawl.browser.ts"]);

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync("test/browser") // Node 20's test runner does not expand globs itself.
      .filter((f) => f.endsWith(".browser.ts") && !(CI_TIER && FULL_TIER_FILES.has(f)))
      .map((f) => `test/browser/${f}`);
const weight = (file: string) => WEIGHT[CI_TIER ? "ci" : "full"][file.split("/").pop()!] ?? 20;

// Longest first, each to the lightest shard.
const shardCount = Math.max(1, Math.min(Number(process.env.BROWSER_SHARDS ?? 2) || 1, files.length));
const shards = Array.from({ length: shardCount }, () => ({ files: [] as string[], load: 0 }));
for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
  const lightest = shards.reduce((min, s) => (s.load < min.load ? s : min));
  lightest.files.push(file);
  lightest.load += weight(file);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const servers: ChildProcess[] = [];
const stopServers = () => {
  for (const server of servers)
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
};
process.on("exit", stopServers);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });

/**
 * One migrated, seeded state for all shards, copied by each (test/browser/seeded-state.ts). CI makes
 * it while the unit tests run and names it in BROWSER_SEEDED_STATE; otherwise it is made here.
 */
const seededState = (async () => {
  const ready = process.env.BROWSER_SEEDED_STATE;
  if (ready) {
    if (!existsSync(ready)) throw new Error(`BROWSER_SEEDED_STATE=${ready} does not exist`);
    return ready;
  }
  return makeSeededState(".wrangler/browser-state-seeded");
})();

/** A copy of the seeded state of its own and `wrangler dev` on a free port, answering /api/health. */
async function startServer(index: number): Promise<{ baseUrl: string; log: () => string }> {
  const state = `.wrangler/browser-state-${index}`;
  rmSync(state, { recursive: true, force: true });
  // The processes that wrote the template have exited, so its SQLite files (and WAL) are at rest.
  cpSync(await seededState, state, { recursive: true });
  const port = await freePort();
  const inspectorPort = await freePort(); // each server its own: wrangler's default 9229 would clash
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    [wranglerBin, "dev", "--port", String(port), "--ip", "localhost", "--persist-to", state, "--var", "JWT_SECRET:browser-test-only-signing-key-0123456789abcdef", "--show-interactive-dev-session=false", "--inspector-port", String(inspectorPort)],
    { env: quietEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  servers.push(server);
  let log = "";
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, log: () => log };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev (shard ${index}) did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function runShard(index: number, shardFiles: string[]): Promise<number> {
  const { baseUrl, log } = await startServer(index);
  rmSync(sessionDir(String(index)), { recursive: true, force: true }); // sessions of an earlier run's database
  const tests = spawn(process.execPath, ["--import", "tsx", "--test", "--test-concurrency=1", "--test-reporter=spec", ...shardFiles], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, BASE_URL: baseUrl, BROWSER_SHARD: String(index) },
  });
  let out = "";
  tests.stdout!.on("data", (d) => (out += d));
  tests.stderr!.on("data", (d) => (out += d));
  const code: number = await new Promise((resolve) => tests.on("exit", (c) => resolve(c ?? 1)));
  console.log(`\n===== browser shard ${index + 1}/${shardCount}: ${shardFiles.map((f) => f.split("/").pop()).join(", ")} (exit ${code})\n${out}`);
  if (code !== 0 && process.env.CI) console.log(`----- shard ${index + 1} server log (tail)\n${log().slice(-4000)}`);
  return code;
}

const codes = await Promise.all(
  shards.map((shard, i) =>
    runShard(i, shard.files).catch((error: unknown) => {
      console.error(String(error));
      return 1;
    }),
  ),
);
stopServers();
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
