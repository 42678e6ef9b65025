/**
 * `npm run bench [path…]`: Worker CPU per request, the way Cloudflare limits and bills it.
 *
 * Starts the app the way `npm start` does (scripts/serve.ts, own seeded state, free loopback port)
 * and sends sequential requests to every page of the browser crawl and the main API reads
 * (bench/pages.ts), reading the CPU time (user + system, /proc) of the workerd process that runs
 * the Worker — not wrangler's proxy in front of it — before and after each batch. CPU per request
 * is printed as a ratio to `/api/health` measured in the same run (health batches are interleaved
 * with the targets), so the figure holds across machines while milliseconds do not.
 * Also prints first-load JS per page (entry + modulepreloads, gzip) and the Worker's gzip size
 * (`wrangler deploy --dry-run --minify`), each against its target.
 *
 * Env: BENCH_ROUNDS (2) rounds over all targets, BENCH_REQUESTS (20) sequential requests per target
 * and round, BENCH_HEALTH (60) health requests per interleaved health batch. Arguments: only these
 * targets (`/path`, `user:/path`, `advisor:/path`, `admin:/path`, `bearer:/path`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { quietEnv, wranglerBin } from "../scripts/wrangler-env";
import { assetGzipSizes, firstLoadSources } from "./first-load";
import { API_READS, PAGES } from "./pages";
import { cpuMsOf, signedInSession, startApp, targetRequest, workerRuntimePid } from "./server";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const HEALTH = Number(process.env.BENCH_HEALTH ?? 60);
/** Targets of issue 28: CPU per request as a multiple of /api/health's, first-load JS, Worker size. */
const LIMIT = { page: 6, api: 2, firstLoadKiB: 130, workerKiB: 700 };

const server = await startApp("bench");
const BASE = server.baseUrl;
const user = await signedInSession(BASE);
const cookies = { advisor: (await signedInSession(BASE, "advisor@taxatlas.test")).cookie, admin: (await signedInSession(BASE, "admin@taxatlas.test")).cookie };
const session = { ...user, cookies };

const args = process.argv.slice(2);
const chosen = args.length ? args : [...PAGES, ...API_READS];
interface Target {
  target: string;
  kind: "baseline" | "api" | "page";
  get: () => Promise<Response>;
  status: number;
  cpuMs: number;
  wallMs: number;
  n: number;
}
const target = (name: string): Target => {
  const { path, headers } = targetRequest(name, session);
  return { target: name, kind: name === "/api/health" ? "baseline" : path.startsWith("/api/") ? "api" : "page", get: () => fetch(`${BASE}${path}`, { headers, redirect: "manual" }), status: 0, cpuMs: 0, wallMs: 0, n: 0 };
};
const health = target("/api/health");
const targets = chosen.filter((t) => t !== "/api/health").map(target);

/** `n` sequential requests; adds the Worker's workerd CPU and the wall time to the target. */
async function measure(t: Target, n: number) {
  const pid = workerRuntimePid();
  if (!pid) throw new Error("the Worker's workerd process was not found");
  const cpu0 = cpuMsOf(pid);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await t.get();
    await res.arrayBuffer();
    t.status = res.status;
  }
  t.wallMs += performance.now() - t0;
  t.cpuMs += cpuMsOf(pid) - cpu0;
  t.n += n;
}

// Warm-up: the first requests compile code paths and fill per-isolate caches.
for (const t of [health, ...targets]) for (let i = 0; i < 10; i++) await (await t.get()).arrayBuffer();
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < targets.length; i++) {
    if (i % 8 === 0) await measure(health, HEALTH);
    await measure(targets[i], REQUESTS);
  }
  await measure(health, HEALTH);
}

// First-load JS: the entry and every modulepreload of the page's HTML, gzip-compressed.
const gzipOf = assetGzipSizes(BASE);
async function firstLoadKiB(t: Target) {
  let gzip = 0;
  for (const src of firstLoadSources(await (await t.get()).text())) gzip += await gzipOf(src);
  return +(gzip / 1024).toFixed(1);
}
const js = new Map<Target, number>();
for (const t of targets) if (t.kind === "page" && t.status === 200) js.set(t, await firstLoadKiB(t));
// A page that redirects (`/` → a start page) is measured as the redirect it is.
const answered = (t: Target) => t.status >= 200 && t.status < 400;
await server.stop();

// The Worker as wrangler would upload it (bundled, minified), gzip-compressed.
const out = ".wrangler/bench-bundle";
rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [wranglerBin, "deploy", "--dry-run", "--minify", "--outdir", out], { stdio: "ignore", env: quietEnv });
const bundles = readdirSync(out).filter((f) => /\.(m?js)$/.test(f) && statSync(join(out, f)).isFile());
const workerKiB = +(bundles.reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0) / 1024).toFixed(1);

const perRequest = (t: Target) => t.cpuMs / t.n;
const healthMs = perRequest(health);
const rows = targets.map((t) => {
  const ratio = perRequest(t) / healthMs;
  const limit = t.kind === "api" ? LIMIT.api : LIMIT.page;
  const jsKiB = js.get(t);
  const ok = answered(t) && ratio <= limit && (jsKiB === undefined || jsKiB <= LIMIT.firstLoadKiB);
  return { target: t.target, kind: t.kind, status: t.status, cpuMs: +perRequest(t).toFixed(2), ratio: +ratio.toFixed(2), limit, wallMs: +(t.wallMs / t.n).toFixed(2), firstLoadKiB: jsKiB ?? null, ok };
});
const failing = rows.filter((r) => !r.ok);
const workerOk = workerKiB <= LIMIT.workerKiB;

console.log(`\nWorker CPU per request (the Worker's workerd process), sequential, ${ROUNDS} rounds × ${REQUESTS} requests per target, loopback`);
console.log(`/api/health: ${healthMs.toFixed(2)} ms CPU per request (${health.n} requests, interleaved)\n`);
console.log(`| target | status | CPU ms | × health | limit | wall ms | first-load JS KiB (≤ ${LIMIT.firstLoadKiB}) | met |\n|---|---|---|---|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.target} | ${r.status} | ${r.cpuMs} | ${r.ratio} | ≤ ${r.limit} | ${r.wallMs} | ${r.firstLoadKiB ?? "–"} | ${r.ok ? "yes" : "**no**"} |`);
console.log(`\nWorker (minified, gzip): ${workerKiB} KiB (≤ ${LIMIT.workerKiB}: ${workerOk ? "yes" : "no"})`);
const heaviest = [...rows].sort((a, b) => b.ratio - a.ratio)[0];
console.log(`Heaviest: ${heaviest?.target} ${heaviest?.ratio}× health; largest first-load JS: ${Math.max(0, ...js.values())} KiB`);
console.log(failing.length || !workerOk ? `Targets NOT met: ${failing.map((r) => r.target).join(", ")}${workerOk ? "" : " Worker size"}` : "Every target met.");
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ rounds: ROUNDS, requests: REQUESTS, healthMs, rows, workerKiB }, null, 2));
process.exit(0);
