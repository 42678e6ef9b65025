/**
 * HTTP throughput of the running app, measured from a second process on loopback — never in tests.
 * Usage: start the app (`npm start`, or PORT=… npm start), then `npm run bench [-- BASE_URL]`.
 * Bounded: each target runs a fixed number of seconds with a fixed number of connections, then stops.
 */
import { writeFileSync, mkdirSync } from "node:fs";

const BASE = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 8787}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);

interface Target {
  name: string;
  request: () => Promise<Response>;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "127.0.0.99" },
    body: JSON.stringify({ email: "user@taxatlas.test", password: "taxatlas-demo-2026" }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function run(target: Target) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await target.request();
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return { name: target.name, requests: latencies.length, reqPerSec: +(latencies.length / SECONDS).toFixed(1), p50ms: pct(50), p99ms: pct(99), errors };
}

const token = await signIn();
const targets: Target[] = [
  { name: "GET /api/health (Hono, no storage)", request: () => fetch(`${BASE}/api/health`) },
  {
    name: "POST /api/auth/sign-in-with-token (JWT + KV)",
    request: () =>
      fetch(`${BASE}/api/auth/sign-in-with-token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ accessToken: token }) }),
  },
  { name: "GET /sign-in (Remix SSR, anonymous)", request: () => fetch(`${BASE}/sign-in`) },
];

const results = [];
for (const target of targets) {
  const r = await run(target);
  results.push(r);
  console.log(`${r.name}: ${r.reqPerSec} req/s, p50 ${r.p50ms} ms, p99 ${r.p99ms} ms, ${r.errors} errors (${r.requests} requests)`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ base: BASE, seconds: SECONDS, connections: CONNECTIONS, results }, null, 2));
