/**
 * `npm run bench`: starts the app the way `npm start` does (scripts/serve.ts, own seeded state, free
 * loopback port), then measures from this process on loopback only — never in tests.
 * Bounded: ROUNDS interleaved rounds × SECONDS per target × CONNECTIONS, then stops the server.
 * Interleaving (health, a, b, … then again) lets every target see the same machine load, so the
 * ratios to /api/health compare across machines; absolute numbers do not.
 * Also prints first-load JS per page (entry + modulepreloads, gzip) and the Worker's gzip size.
 * Env: BENCH_ROUNDS (5), BENCH_SECONDS (2), BENCH_CONNECTIONS (4), BENCH_URL (use a running app).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { quietEnv, wranglerBin } from "../scripts/wrangler-env";
import { signedInSession, startApp } from "./server";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const server = process.env.BENCH_URL ? { baseUrl: process.env.BENCH_URL, stop: () => {} } : await startApp("bench");
const BASE = server.baseUrl;

const { token, cookie } = await signedInSession(BASE);
const get = (path: string, headers: Record<string, string> = {}) => () => fetch(`${BASE}${path}`, { headers, redirect: "manual" });
const asUser = { Cookie: cookie };

interface Target {
  name: string;
  kind: "baseline" | "api" | "public page" | "signed-in page";
  path: string;
  request: () => Promise<Response>;
}
const targets: Target[] = [
  { name: "GET /api/health", kind: "baseline", path: "/api/health", request: get("/api/health") },
  { name: "GET /api/jurisdictions (public catalogue)", kind: "api", path: "/api/jurisdictions", request: get("/api/jurisdictions") },
  { name: "GET /api/common/messages (signed in)", kind: "api", path: "/api/common/messages", request: get("/api/common/messages", { Authorization: `Bearer ${token}` }) },
  { name: "GET /sign-in", kind: "public page", path: "/sign-in", request: get("/sign-in") },
  { name: "GET /jurisdictions (signed out)", kind: "public page", path: "/jurisdictions", request: get("/jurisdictions") },
  { name: "GET /advisor (signed in)", kind: "signed-in page", path: "/advisor", request: get("/advisor", asUser) },
  { name: "GET /jurisdictions/cyprus (signed in)", kind: "signed-in page", path: "/jurisdictions/cyprus", request: get("/jurisdictions/cyprus", asUser) },
];

const samples = new Map<string, { latencies: number[]; seconds: number; errors: number }>(targets.map((t) => [t.name, { latencies: [], seconds: 0, errors: 0 }]));

async function runFor(target: Target) {
  const s = samples.get(target.name)!;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await target.request();
        await res.arrayBuffer();
        if (res.status >= 400) s.errors++;
        s.latencies.push(performance.now() - t0);
      }
    }),
  );
  s.seconds += SECONDS;
}

// Warm-up (first requests compile code paths), then interleaved measured rounds.
for (const t of targets) for (let i = 0; i < 20; i++) await (await t.request()).arrayBuffer();
for (let round = 0; round < ROUNDS; round++) for (const t of targets) await runFor(t);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const health = samples.get(targets[0].name)!;
const healthRps = health.latencies.length / health.seconds;
const rows = targets.map((t) => {
  const s = samples.get(t.name)!;
  const sorted = [...s.latencies].sort((a, b) => a - b);
  const rps = sorted.length / s.seconds;
  return { name: t.name, kind: t.kind, requests: sorted.length, reqPerSec: +rps.toFixed(1), ratio: +(rps / healthRps).toFixed(2), p50ms: +pct(sorted, 50).toFixed(1), p99ms: +pct(sorted, 99).toFixed(1), errors: s.errors };
});

// First-load JS: the entry and every modulepreload of the page's HTML, gzip-compressed.
async function firstLoadJs(path: string, headers: Record<string, string> = {}) {
  const html = await (await fetch(`${BASE}${path}`, { headers })).text();
  const srcs = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g), ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]));
  let gzip = 0;
  for (const src of srcs) gzip += gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer()), { level: 9 }).length;
  return { page: path, files: srcs.size, gzipKiB: +(gzip / 1024).toFixed(1), htmlGzipKiB: +(gzipSync(html).length / 1024).toFixed(1) };
}
const js = [await firstLoadJs("/sign-in"), await firstLoadJs("/advisor", asUser), await firstLoadJs("/jurisdictions/cyprus", asUser)];

// A hashed asset: cached for a year and answered without the Worker (no CSP header, which the Worker adds to everything).
const assetPath = (await (await fetch(`${BASE}/sign-in`)).text()).match(/\/assets\/[\w.-]+\.js(?=")/)?.[0] ?? "";
const asset = await fetch(`${BASE}${assetPath}`);
const assetCheck = { path: assetPath, cacheControl: asset.headers.get("Cache-Control"), servedByWorker: asset.headers.has("Content-Security-Policy") };
await server.stop();

// The Worker as wrangler would upload it (bundled, minified), gzip-compressed.
const out = ".wrangler/bench-bundle";
rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [wranglerBin, "deploy", "--dry-run", "--minify", "--outdir", out], { stdio: "ignore", env: quietEnv });
const files = readdirSync(out).filter((f) => /\.(m?js)$/.test(f) && statSync(join(out, f)).isFile());
const workerGzipKiB = +(files.reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0) / 1024).toFixed(1);

console.log(`\n${ROUNDS} interleaved rounds × ${SECONDS} s × ${CONNECTIONS} connections, loopback\n`);
console.log("| target | kind | req/s | × /api/health | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.name} | ${r.kind} | ${r.reqPerSec} | ${r.ratio} | ${r.p50ms} | ${r.p99ms} | ${r.errors} |`);
console.log("\n| page | first-load JS (gzip) | files | HTML (gzip) |\n|---|---|---|---|");
for (const j of js) console.log(`| ${j.page} | ${j.gzipKiB} KiB | ${j.files} | ${j.htmlGzipKiB} KiB |`);
console.log(`\nWorker (minified, gzip): ${workerGzipKiB} KiB`);
console.log(`Hashed asset ${assetCheck.path}: Cache-Control "${assetCheck.cacheControl}", served by the Worker: ${assetCheck.servedByWorker}`);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  `bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  JSON.stringify({ rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, rows, firstLoadJs: js, workerGzipKiB, asset: assetCheck }, null, 2),
);
process.exit(0);
