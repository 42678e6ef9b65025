/**
 * `npm run soak`: a bounded memory soak on loopback. Starts the app as `npm start` does, sends
 * SOAK_REQUESTS (default 20,000) requests over SOAK_CONNECTIONS (2) across the heaviest signed-in
 * pages, and samples the resident memory of the server's workerd process(es) every 1,000 requests.
 * Prints the samples and the growth after warm-up; the server is stopped at the end.
 *
 * To tell whose memory it is (decision 304): SOAK_PATHS=/api/health (a comma list) replaces the
 * pages, SOAK_AS=guest sends them without the session cookie. SOAK_HEAP=1 (with
 * SOAK_RUNTIME=miniflare, the only runtime whose inspector can be reached without wrangler's
 * inspector proxy) also records the Worker isolate's JS heap at every sample (V8's own count, no GC
 * forced between) and, at the warm-up count and at the end, forces a full GC in every isolate and
 * samples RSS again: memory a full GC gives back was garbage waiting for V8, memory it keeps is held
 * (a leak, a cache, or pages the allocator keeps). Its growth is the second verdict.
 * SOAK_WORKER=hello runs a Worker that does nothing under the same runtime as `npm start`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connectAll, mib, withPoke, type HeapUsage } from "./inspector";
import { freePort, signedInSession, startApp, startMiniflare, startServer, startTrivialApp, workerdMemory, workerdPids } from "./server";

const TOTAL = Number(process.env.SOAK_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 2);
const WARMUP = Number(process.env.SOAK_WARMUP ?? 5000);
const TARGET_MB = 50;
const PATHS = process.env.SOAK_PATHS?.split(",") ?? ["/jurisdictions/cyprus", "/advisor", "/documents", "/apps/tasks", "/jurisdictions"];
const GUEST = process.env.SOAK_AS === "guest";
const HEAP = process.env.SOAK_HEAP === "1";

// Default: as `npm start` serves (scripts/serve.ts). SOAK_RUNTIME=miniflare: the deploy bundle under
// Miniflare alone; SOAK_RUNTIME=wrangler-dev: `wrangler dev` with its DevTools inspector attached.
const RUNTIME = process.env.SOAK_RUNTIME === "miniflare" ? "miniflare" : process.env.SOAK_RUNTIME === "wrangler-dev" ? "wrangler dev" : "npm start";
if (HEAP && RUNTIME !== "miniflare") throw new Error("SOAK_HEAP=1 needs SOAK_RUNTIME=miniflare");
const inspectorPort = HEAP ? await freePort() : undefined;
// SOAK_WORKER=hello: instead of the app, a Worker that only answers a short JSON body, under the same
// runtime as `npm start` — what the runtime itself keeps per request.
const HELLO = process.env.SOAK_WORKER === "hello";
const HELLO_SCRIPT = `export default { fetch() { return new Response('{"ok":true}', { headers: { "content-type": "application/json" } }); } };`;
if (HELLO && RUNTIME !== "npm start") throw new Error("SOAK_WORKER=hello runs under npm start's runtime only");
const server =
  RUNTIME === "miniflare" ? await startMiniflare("soak-mf", { inspectorPort }) : RUNTIME === "wrangler dev" ? await startServer("soak") : HELLO ? await startTrivialApp("soak-hello", HELLO_SCRIPT) : await startApp("soak");
const { cookie } = HELLO ? { cookie: "" } : await signedInSession(server.baseUrl);
const headers: Record<string, string> = { ...(GUEST || HELLO ? {} : { Cookie: cookie }), ...(process.env.SOAK_ENCODING ? { "Accept-Encoding": process.env.SOAK_ENCODING } : {}) };
const inspector = inspectorPort ? await connectAll(inspectorPort, ["core:user:", "core:entry", "d1:db", "kv:ns"]) : null;
const userIsolate = inspector?.sessions.find((s) => s.name === "core:user:");

// Every workerd of the server by role: the Worker's runtime binds `entry=127.0.0.1:0` under
// `npm start` (the other is wrangler's proxy); under Miniflare alone there is one.
const processes = () =>
  Object.fromEntries(
    workerdPids().map((pid) => {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const role = RUNTIME === "miniflare" ? "runtime" : cmd.includes("entry=127.0.0.1:0") ? "runtime" : "proxy";
      const rss = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      return [`${role}MiB`, +(rss / 1024).toFixed(1)];
    }),
  );
type Sample = { requests: number; rssMiB: number; growthMiB: number; elapsedS: number } & Record<string, number | string>;
const samples: Sample[] = [];
const started = performance.now();
const sample = async (requests: number, label?: string) => {
  const rssMiB = +(server.workerdRssKiB() / 1024).toFixed(1);
  const row: Sample = { requests, rssMiB, growthMiB: +(rssMiB - (samples.at(-1)?.rssMiB ?? rssMiB)).toFixed(1), elapsedS: +((performance.now() - started) / 1000).toFixed(1), ...processes(), ...workerdMemory(process.pid) };
  if (userIsolate) {
    // V8's count as it stands (live objects plus garbage not yet collected); no GC is forced here.
    const heap = await userIsolate.cdp<HeapUsage>("Runtime.getHeapUsage");
    Object.assign(row, { heapUsedMiB: mib(heap.usedSize), heapTotalMiB: mib(heap.totalSize ?? 0), embedderMiB: mib(heap.embedderHeapUsedSize ?? 0), buffersMiB: mib(heap.backingStorageSize ?? 0) });
  }
  if (label) row.label = label;
  samples.push(row);
  console.log(JSON.stringify(row));
};

// SOAK_HEAP=1: a full GC in every isolate (twice: objects with finalizers go in the second), then RSS
// and the Worker's heap again, at the warm-up count and at the end. What a full GC leaves is what is
// held; its growth between the two is the leak test. A signed-in page reaches every isolate (KV and
// D1), so it lets the queued GC run (inspector.ts).
const poke = async () => (await fetch(`${server.baseUrl}/advisor`, { headers: { Cookie: cookie } })).arrayBuffer();
const isolateHeaps: Record<string, { before: Record<string, number>; after: Record<string, number> }> = {};
const held: Sample[] = [];
// While a held sample is taken, the connections wait, so no request's garbage lands between the GC
// and the reading.
let pause: Promise<void> | null = null;
async function heldSample(requests: number) {
  if (!inspector) return;
  let resume = () => {};
  pause = new Promise((r) => (resume = r));
  await new Promise((r) => setTimeout(r, 1000)); // the other connections' requests in flight end
  // Every isolate's heap before and after (Miniflare's D1 and KV simulators are isolates of their own).
  const heaps = async () => Object.fromEntries(await Promise.all(inspector.sessions.map(async (s) => [s.name, mib((await withPoke(s.cdp<HeapUsage>("Runtime.getHeapUsage"), poke)).usedSize)] as const)));
  const before = await heaps();
  for (const s of inspector.sessions) for (let i = 0; i < 2; i++) await withPoke(s.cdp("HeapProfiler.collectGarbage"), poke);
  isolateHeaps[requests] = { before, after: await heaps() };
  await new Promise((r) => setTimeout(r, 2000));
  await sample(requests, "after forced GC");
  held.push(samples.at(-1)!);
  pause = null;
  resume();
}

let sent = 0;
let errors = 0;
await sample(0);
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (sent < TOTAL) {
      if (pause) await pause;
      const n = sent++;
      const res = await fetch(`${server.baseUrl}${PATHS[n % PATHS.length]}`, { headers, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      if ((n + 1) % 1000 === 0) await sample(n + 1);
      if (n + 1 === WARMUP) await heldSample(n + 1);
    }
  }),
);
await new Promise((r) => setTimeout(r, 5000)); // let GC settle
await sample(TOTAL);
await heldSample(TOTAL);
for (const s of inspector?.sessions ?? []) s.close();
await server.stop();

const first = samples[0];
const warm = samples.find((s) => s.requests >= WARMUP) ?? first;
const run = samples.filter((s) => !s.label);
const last = run.at(-1)!;
const growth = +(last.rssMiB - warm.rssMiB).toFixed(1);
// RSS after warm-up is a sawtooth (it rises until V8 collects, then drops), so two single samples
// measure where in a cycle each fell, not growth. Growth is how far the peaks rise: the highest RSS
// in the second half of the post-warm-up samples against the highest in the first half. A leak
// raises the peaks; garbage that is collected does not.
const afterWarmup = run.filter((s) => s.requests >= warm.requests);
const half = Math.ceil(afterWarmup.length / 2);
const peak = (list: typeof samples, key = "rssMiB") => Math.max(...list.map((s) => Number(s[key] ?? 0)));
const peakGrowthOf = (key: string) => +(peak(afterWarmup.slice(half), key) - peak(afterWarmup.slice(0, half), key)).toFixed(1);
const peakGrowth = afterWarmup.length >= 4 ? peakGrowthOf("rssMiB") : growth;
// The target is in MB (10^6 bytes); RSS is sampled in MiB.
const toMB = (mib: number) => +((mib * 2 ** 20) / 1e6).toFixed(1);
const verdict = errors === 0 && toMB(peakGrowth) < TARGET_MB ? "PASS" : "FAIL";
console.log(`\n${RUNTIME}: ${TOTAL} requests over ${CONNECTIONS} connections (${HELLO ? "a trivial Worker" : GUEST ? "guest" : "signed in"}: ${PATHS.join(", ")}), ${errors} errors, ${last.elapsedS} s`);
console.log(`workerd RSS: ${first.rssMiB} MiB at start → ${warm.rssMiB} MiB after ${warm.requests} (warm-up) → ${last.rssMiB} MiB at the end; after warm-up between ${Math.min(...afterWarmup.map((s) => s.rssMiB))} and ${peak(afterWarmup)} MiB`);
console.log(`end minus warm-up sample: ${growth} MiB (${toMB(growth)} MB)`);
console.log(`peak growth after warm-up (second half's peak − first half's): ${peakGrowth} MiB (${toMB(peakGrowth)} MB)`);
// Under npm start, wrangler's proxy (a workerd that forwards every request and runs none of our code)
// grows with the request count whatever the Worker is (decision 304): each process on its own.
if (afterWarmup.length >= 4 && "proxyMiB" in last)
  console.log(`  of which: the Worker's runtime ${last.runtimeMiB} MiB at the end, peak growth ${peakGrowthOf("runtimeMiB")} MiB (end − warm-up ${+(Number(last.runtimeMiB) - Number(warm.runtimeMiB)).toFixed(1)}); wrangler's proxy ${last.proxyMiB} MiB, peak growth ${peakGrowthOf("proxyMiB")} MiB (end − warm-up ${+(Number(last.proxyMiB) - Number(warm.proxyMiB)).toFixed(1)})`);
console.log(`${verdict}: target < ${TARGET_MB} MB growth after warm-up${errors ? " and no errors" : ""} (RSS peaks: the runtime's garbage included)`);
let heldGrowth: number | undefined;
let heldVerdict: string | undefined;
if (held.length === 2) {
  const [atWarmup, atEnd] = held;
  heldGrowth = +(atEnd.rssMiB - atWarmup.rssMiB).toFixed(1);
  heldVerdict = errors === 0 && toMB(heldGrowth) < TARGET_MB ? "PASS" : "FAIL";
  for (const h of held) {
    const heaps = isolateHeaps[h.requests];
    console.log(`after a forced full GC at ${h.requests}: RSS ${h.rssMiB} MiB, Worker JS heap ${h.heapUsedMiB} MiB; JS heaps before → after (MiB): ${Object.keys(heaps.before).map((k) => `${k} ${heaps.before[k]} → ${heaps.after[k]}`).join(", ")}`);
  }
  console.log(`${heldVerdict}: held after a full GC grew ${heldGrowth} MiB (${toMB(heldGrowth)} MB) from ${atWarmup.requests} to ${atEnd.requests} requests; the Worker's JS heap ${+(Number(atEnd.heapUsedMiB) - Number(atWarmup.heapUsedMiB)).toFixed(1)} MiB`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/soak-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ runtime: RUNTIME, total: TOTAL, connections: CONNECTIONS, warmup: WARMUP, paths: PATHS, guest: GUEST, worker: HELLO ? "hello" : "app", errors, samples, isolateHeaps, growthAfterWarmupMiB: growth, peakGrowthMiB: peakGrowth, verdict, heldGrowthMiB: heldGrowth, heldVerdict }, null, 2));
process.exit(0);
