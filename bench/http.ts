/**
 * `npm run bench [path…]`: Worker CPU per request, the way Cloudflare limits and bills it.
 *
 * Starts the app the way `npm start` does (scripts/serve.ts, own seeded state, free loopback port)
 * and sends sequential requests to every page of the browser crawl and the main API reads
 * (bench/pages.ts), reading the CPU time (user + system, /proc) of the workerd process that runs
 * the Worker — not wrangler's proxy in front of it — before and after each batch. CPU per request
 * is printed as a ratio to `/api/health` measured in the same run (health batches are interleaved
 * with the targets), so the figure holds across machines while milliseconds do not. Each round
 * visits the targets in its own shuffled order (seeded: the same order on every run), and a
 * target's figure is the median of its rounds' batches, health's the median of its batches: one
 * batch that a major GC or the machine happened to land on does not move the figure, and no page is
 * always measured after the same neighbour (decision 322).
 * Also prints first-load JS per page (entry + modulepreloads, gzip) and the Worker's gzip size
 * (`wrangler deploy --dry-run --minify`), each against its target.
 *
 * Env: BENCH_ROUNDS (4) rounds over all targets, BENCH_REQUESTS (20) sequential requests per target
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
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
  /** CPU ms per request of each batch */
  batches: number[];
  wallMs: number;
  n: number;
}
const target = (name: string): Target => {
  const { path, headers } = targetRequest(name, session);
  return { target: name, kind: name === "/api/health" ? "baseline" : path.startsWith("/api/") ? "api" : "page", get: () => fetch(`${BASE}${path}`, { headers, redirect: "manual" }), status: 0, batches: [], wallMs: 0, n: 0 };
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
  t.batches.push((cpuMsOf(pid) - cpu0) / n);
  t.n += n;
}

/** The targets in a shuffled order, the same for the same round on every run (a seeded LCG, Fisher–Yates). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = items.slice();
  let state = seed;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Warm-up: the first requests compile code paths and fill per-isolate caches.
for (const t of [health, ...targets]) for (let i = 0; i < 10; i++) await (await t.get()).arrayBuffer();
for (let round = 0; round < ROUNDS; round++) {
  const order = shuffled(targets, round + 1);
  for (let i = 0; i < order.length; i++) {
    if (i % 8 === 0) await measure(health, HEALTH);
    await measure(order[i], REQUESTS);
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

const perRequest = (t: Target) => median(t.batches);
const healthMs = perRequest(health);
const rows = targets.map((t) => {
  const ratio = perRequest(t) / healthMs;
  const rounds = `${(Math.min(...t.batches) / healthMs).toFixed(1)}–${(Math.max(...t.batches) / healthMs).toFixed(1)}`;
  const limit = t.kind === "api" ? LIMIT.api : LIMIT.page;
  const jsKiB = js.get(t);
  const ok = answered(t) && ratio <= limit && (jsKiB === undefined || jsKiB <= LIMIT.firstLoadKiB);
  return { target: t.target, kind: t.kind, status: t.status, cpuMs: +perRequest(t).toFixed(2), ratio: +ratio.toFixed(2), rounds, limit, wallMs: +(t.wallMs / t.n).toFixed(2), firstLoadKiB: jsKiB ?? null, ok };
});
const failing = rows.filter((r) => !r.ok);
const workerOk = workerKiB <= LIMIT.workerKiB;

console.log(`\nWorker CPU per request (the Worker's workerd process), sequential, ${ROUNDS} rounds × ${REQUESTS} requests per target (median of the rounds), loopback`);
console.log(`/api/health: ${healthMs.toFixed(2)} ms CPU per request (median of ${health.batches.length} batches, ${health.n} requests, interleaved)\n`);
console.log(`| target | status | CPU ms | × health | rounds, × health | limit | wall ms | first-load JS KiB (≤ ${LIMIT.firstLoadKiB}) | met |\n|---|---|---|---|---|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.target} | ${r.status} | ${r.cpuMs} | ${r.ratio} | ${r.rounds} | ≤ ${r.limit} | ${r.wallMs} | ${r.firstLoadKiB ?? "–"} | ${r.ok ? "yes" : "**no**"} |`);
console.log(`\nWorker (minified, gzip): ${workerKiB} KiB (≤ ${LIMIT.workerKiB}: ${workerOk ? "yes" : "no"})`);
const heaviest = [...rows].sort((a, b) => b.ratio - a.ratio)[0];
console.log(`Heaviest: ${heaviest?.target} ${heaviest?.ratio}× health; largest first-load JS: ${Math.max(0, ...js.values())} KiB`);
console.log(failing.length || !workerOk ? `Targets NOT met: ${failing.map((r) => r.target).join(", ")}${workerOk ? "" : " Worker size"}` : "Every target met.");
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ rounds: ROUNDS, requests: REQUESTS, healthMs, rows, workerKiB }, null, 2));
process.exit(0);
