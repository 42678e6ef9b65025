/**
 * `npm run soak`: a bounded memory soak on loopback. Starts the app as `npm start` does, sends
 * SOAK_REQUESTS (default 20,000) requests over SOAK_CONNECTIONS (4) across the heaviest signed-in
 * pages, and samples the resident memory of the server's workerd process(es) every 1,000 requests.
 * Prints the samples and the growth after warm-up; the server is stopped at the end.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { signedInSession, startApp, startMiniflare, startServer } from "./server";

const TOTAL = Number(process.env.SOAK_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 2);
const WARMUP = Number(process.env.SOAK_WARMUP ?? 5000);
const TARGET_MB = 50;
const PATHS = ["/jurisdictions/cyprus", "/advisor", "/documents", "/apps/tasks", "/jurisdictions"];

// Default: as `npm start` serves (scripts/serve.ts). SOAK_RUNTIME=miniflare: the deploy bundle under
// Miniflare alone; SOAK_RUNTIME=wrangler-dev: `wrangler dev` with its DevTools inspector attached.
const RUNTIME = process.env.SOAK_RUNTIME === "miniflare" ? "miniflare" : process.env.SOAK_RUNTIME === "wrangler-dev" ? "wrangler dev" : "npm start";
const server = RUNTIME === "miniflare" ? await startMiniflare("soak-mf") : RUNTIME === "wrangler dev" ? await startServer("soak") : await startApp("soak");
const { cookie } = await signedInSession(server.baseUrl);
const samples: { requests: number; rssMiB: number; growthMiB: number; elapsedS: number }[] = [];
const started = performance.now();
const sample = (requests: number) => {
  const rssMiB = +(server.workerdRssKiB() / 1024).toFixed(1);
  samples.push({ requests, rssMiB, growthMiB: +(rssMiB - (samples.at(-1)?.rssMiB ?? rssMiB)).toFixed(1), elapsedS: +((performance.now() - started) / 1000).toFixed(1) });
  console.log(JSON.stringify(samples.at(-1)));
};

let sent = 0;
let errors = 0;
sample(0);
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (sent < TOTAL) {
      const n = sent++;
      const res = await fetch(`${server.baseUrl}${PATHS[n % PATHS.length]}`, { headers: { Cookie: cookie, ...(process.env.SOAK_ENCODING ? { "Accept-Encoding": process.env.SOAK_ENCODING } : {}) }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      if ((n + 1) % 1000 === 0) sample(n + 1);
    }
  }),
);
await new Promise((r) => setTimeout(r, 5000)); // let GC settle
sample(TOTAL);
await server.stop();

const first = samples[0];
const warm = samples.find((s) => s.requests >= WARMUP) ?? first;
const last = samples.at(-1)!;
const growth = +(last.rssMiB - warm.rssMiB).toFixed(1);
// RSS after warm-up is a sawtooth (it rises until V8 collects, then drops), so two single samples
// measure where in a cycle each fell, not growth. Growth is how far the peaks rise: the highest RSS
// in the second half of the post-warm-up samples against the highest in the first half. A leak
// raises the peaks; garbage that is collected does not.
const afterWarmup = samples.filter((s) => s.requests >= warm.requests);
const half = Math.ceil(afterWarmup.length / 2);
const peak = (list: typeof samples) => Math.max(...list.map((s) => s.rssMiB));
const peakGrowth = afterWarmup.length >= 4 ? +(peak(afterWarmup.slice(half)) - peak(afterWarmup.slice(0, half))).toFixed(1) : growth;
// The target is in MB (10^6 bytes); RSS is sampled in MiB.
const toMB = (mib: number) => +((mib * 2 ** 20) / 1e6).toFixed(1);
const verdict = errors === 0 && toMB(peakGrowth) < TARGET_MB ? "PASS" : "FAIL";
console.log(`\n${RUNTIME}: ${TOTAL} requests over ${CONNECTIONS} connections, ${errors} errors, ${last.elapsedS} s`);
console.log(`workerd RSS: ${first.rssMiB} MiB at start → ${warm.rssMiB} MiB after ${warm.requests} (warm-up) → ${last.rssMiB} MiB at the end; after warm-up between ${Math.min(...afterWarmup.map((s) => s.rssMiB))} and ${peak(afterWarmup)} MiB`);
console.log(`end minus warm-up sample: ${growth} MiB (${toMB(growth)} MB)`);
console.log(`peak growth after warm-up (second half's peak − first half's): ${peakGrowth} MiB (${toMB(peakGrowth)} MB)`);
console.log(`${verdict}: target < ${TARGET_MB} MB growth after warm-up${errors ? " and no errors" : ""}`);
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/soak-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ runtime: RUNTIME, total: TOTAL, connections: CONNECTIONS, warmup: WARMUP, paths: PATHS, errors, samples, growthAfterWarmupMiB: growth, peakGrowthMiB: peakGrowth, verdict }, null, 2));
process.exit(0);
