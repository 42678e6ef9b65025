/**
 * Where the soak's memory goes (decision 108). Runs the deploy bundle (or, with HEAP_WORKER=hello, a
 * trivial Worker with the same bindings) under Miniflare with workerd's own inspector, sends
 * HEAP_REQUESTS signed-in page requests over HEAP_CONNECTIONS, and every HEAP_EVERY requests forces a
 * full GC through the DevTools protocol and records the isolate's JS heap (Runtime.getHeapUsage)
 * next to workerd's resident memory. HEAP_SNAPSHOTS=1000,5000 also writes heap snapshots at those
 * counts to bench/results/ for bench/heap-diff.ts. Only the HeapProfiler domain is enabled — never
 * Runtime/Console, whose message buffers would themselves hold memory.
 */
import { mkdirSync, writeFileSync, createWriteStream } from "node:fs";
import { connect, mib, withPoke as withPokeOf } from "./inspector";
import { freePort, signedInSession, startMiniflare } from "./server";

const TOTAL = Number(process.env.HEAP_REQUESTS ?? 5000);
const CONNECTIONS = Number(process.env.HEAP_CONNECTIONS ?? 2);
const EVERY = Number(process.env.HEAP_EVERY ?? 1000);
const SNAPSHOTS = new Set((process.env.HEAP_SNAPSHOTS ?? "").split(",").filter(Boolean).map(Number));
const WORKER = process.env.HEAP_WORKER ?? "app";
const HELLO = WORKER !== "app";
// HEAP_PATHS=/advisor,/documents: only those pages (to find the one that grows).
const PATHS = HELLO ? ["/"] : (process.env.HEAP_PATHS?.split(",") ?? ["/jurisdictions/cyprus", "/advisor", "/documents", "/apps/tasks", "/jurisdictions"]);

// HEAP_WORKER=hello: nothing per request. HEAP_WORKER=bindings: what a signed-in page asks of the
// local simulators — one KV read, a D1 batch and single statements (10 in all) — and a 60 KB body,
// with none of our code.
const HELLO_SCRIPTS: Record<string, string> = {
  hello: `export default { async fetch() { return new Response("<!doctype html><p>hello</p>", { headers: { "content-type": "text/html" } }); } };`,
  bindings: `const body = "<!doctype html>" + "<p>taxatlas</p>".repeat(4000);
export default { async fetch(request, env) {
  await env.KV.get("session:bench");
  const q = (sql) => env.DB.prepare(sql);
  await env.DB.batch([q("SELECT id, email FROM users LIMIT 5"), q("SELECT count(*) FROM users"), q("SELECT id FROM contacts LIMIT 20"), q("SELECT id FROM inventory_products LIMIT 20")]);
  for (let i = 0; i < 6; i++) await q("SELECT id, email FROM users WHERE id = ?").bind(String(i)).first();
  return new Response(body, { headers: { "content-type": "text/html" } });
} };`,
  // The same with larger results (≈ 500 rows a request), as the heavier pages read.
  "bindings-rows": `export default { async fetch(request, env) {
  await env.KV.get("session:bench");
  const q = (sql) => env.DB.prepare(sql);
  const [a, b, c] = await env.DB.batch([q("SELECT * FROM jurisdiction_rates LIMIT 300"), q("SELECT * FROM mails"), q("SELECT * FROM ledger_entries")]);
  for (let i = 0; i < 6; i++) await q("SELECT * FROM jurisdictions").all();
  return new Response(JSON.stringify([a.results.length, b.results.length, c.results.length]));
} };`,
  // Each of the per-request things our Worker does besides bindings, 20× per request to amplify a leak.
  log: `export default { async fetch() { for (let i = 0; i < 20; i++) console.log(JSON.stringify({ level: "info", msg: "request", requestId: crypto.randomUUID(), route: "/advisor", status: 200, d1Statements: 8 })); return new Response("ok"); } };`,
  crypto: `const enc = new TextEncoder();
export default { async fetch() { for (let i = 0; i < 20; i++) { const key = await crypto.subtle.importKey("raw", enc.encode("bench-only-signing-key-0123456789abcdef0123"), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]); const sig = await crypto.subtle.sign("HMAC", key, enc.encode("header.payload" + i)); await crypto.subtle.verify("HMAC", key, sig, enc.encode("header.payload" + i)); await crypto.subtle.digest("SHA-256", enc.encode("taxatlas-log:" + i)); crypto.getRandomValues(new Uint8Array(16)); } return new Response("ok"); } };`,
  als: `import { AsyncLocalStorage } from "node:async_hooks";
const store = new AsyncLocalStorage();
export default { async fetch() { let n = 0; for (let i = 0; i < 20; i++) n += await store.run({ i }, async () => { await null; await new Promise((r) => setTimeout(r, 0)); return store.getStore().i; }); return new Response(String(n)); } };`,
  stream: `const chunk = new TextEncoder().encode("<div class=row>taxatlas</div>".repeat(40));
export default { async fetch() {
  let i = 0;
  const body = new ReadableStream({ async pull(c) { if (i++ < 60) { await null; c.enqueue(chunk); } else c.close(); } });
  const inner = new Response(body, { headers: { "content-type": "text/html" } });
  const outer = new Response(inner.body, inner);
  const res = new Response(outer.body, outer);
  res.headers.set("X-Request-Id", crypto.randomUUID());
  return res;
} };`,
  // Short-lived JS garbage like a server render's (≈ 3 MB of objects and strings per request).
  garbage: `export default { async fetch() { let keep = 0; for (let i = 0; i < 200; i++) { const rows = Array.from({ length: 100 }, (_, j) => ({ id: "row" + i + "-" + j, name: "Cyprus " + j, html: "<td>" + j + "</td>".repeat(4) })); keep += rows.map((r) => r.html + r.name).join("").length; await null; } return new Response(String(keep)); } };`,
  intl: `export default { async fetch() { let s = ""; for (let i = 0; i < 20; i++) { s += new Intl.NumberFormat(i % 2 ? "tr" : "en", { style: "currency", currency: "EUR" }).format(i * 1000.5); s += new Intl.DateTimeFormat(i % 2 ? "tr" : "en", { dateStyle: "medium" }).format(new Date()); s += new Intl.Collator("tr").compare("a", "b"); } return new Response(s); } };`,
};

mkdirSync("bench/results", { recursive: true });
const inspectorPort = await freePort();
const server = await startMiniflare(`heap-${WORKER}`, { inspectorPort, ...(HELLO ? { script: HELLO_SCRIPTS[WORKER] } : {}) });

// One target per workerd service: the user Worker (core:user:), Miniflare's entry Worker and the
// Durable Objects that simulate D1 and KV locally. Each isolate's heap is sampled.
const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
// (An isolate only runs a queued GC when entered, so D1 and KV are watched only for Workers that use them.)
const WATCH = ["core:user:", "core:entry", ...(WORKER === "app" || WORKER.startsWith("bindings") ? ["d1:db", "kv:ns"] : [])];
const sessions = await Promise.all(targets.filter((t) => WATCH.includes(t.id)).map((t) => connect(t.id, t.webSocketDebuggerUrl)));
console.log("inspector targets:", targets.map((t) => t.id).join(", "), "→ sampling", sessions.map((s) => s.name).join(", "));

const cookie = HELLO ? "" : (await signedInSession(server.baseUrl)).cookie;
type Sample = { requests: number; rssMiB: number } & Record<string, number>;
const samples: Sample[] = [];
const user = sessions.find((s) => s.name === "core:user:")!;
// A signed-in page reaches every isolate (KV and D1), so it lets a queued GC or snapshot run (inspector.ts).
const withPoke = <T>(command: Promise<T>) => withPokeOf(command, async () => (await fetch(`${server.baseUrl}${HELLO ? "/" : "/advisor"}`, { headers: cookie ? { Cookie: cookie } : {} })).arrayBuffer());
async function sample(requests: number) {
  const row: Sample = { requests, rssMiB: 0 };
  for (const s of sessions) {
    await withPoke(s.cdp("HeapProfiler.collectGarbage"));
    await withPoke(s.cdp("HeapProfiler.collectGarbage"));
    const heap = await s.cdp<{ usedSize: number; embedderHeapUsedSize?: number; backingStorageSize?: number }>("Runtime.getHeapUsage");
    row[`heap ${s.name}`] = mib(heap.usedSize);
    // JSG objects (Request, Response, Headers…) live in the embedder (cppgc) heap; ArrayBuffers outside both.
    if (s.name === "core:user:") Object.assign(row, { "embedder core:user:": mib(heap.embedderHeapUsedSize ?? 0), "buffers core:user:": mib(heap.backingStorageSize ?? 0) });
  }
  row.rssMiB = mib(server.workerdRssKiB() * 1024);
  Object.assign(row, server.workerdMemory?.() ?? {});
  samples.push(row);
  console.log(JSON.stringify(row));
  if (SNAPSHOTS.has(requests)) {
    const file = `bench/results/heap-${WORKER}-${requests}.heapsnapshot`;
    const out = createWriteStream(file);
    user.sink((chunk) => out.write(chunk));
    await withPoke(user.cdp("HeapProfiler.takeHeapSnapshot", { reportProgress: false }));
    user.sink(null);
    await new Promise((r) => out.end(r));
    console.log(`snapshot → ${file}`);
  }
}

let sent = 0;
let errors = 0;
await sample(0);
for (let done = 0; done < TOTAL; done += EVERY) {
  const upto = Math.min(TOTAL, done + EVERY);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < upto) {
        const n = sent++;
        const res = await fetch(`${server.baseUrl}${PATHS[n % PATHS.length]}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      }
    }),
  );
  await sample(upto);
}
for (const s of sessions) s.close();
server.stop();
const first = samples.find((s) => s.requests >= EVERY) ?? samples[0];
const last = samples.at(-1)!;
const per1k = (key: string) => +(((last[key] - first[key]) / (last.requests - first.requests)) * 1000).toFixed(2);
console.log(`\n${HELLO ? `"${WORKER}" Worker` : "TaxAtlas bundle"} under Miniflare: ${TOTAL} requests, ${errors} errors; after ${first.requests}: RSS ${per1k("rssMiB")} MiB / 1,000 requests, JS heaps after GC ${sessions.map((s) => `${s.name} ${per1k(`heap ${s.name}`)}`).join(", ")} MiB / 1,000 requests`);
writeFileSync(`bench/results/heap-${WORKER}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ worker: WORKER, total: TOTAL, connections: CONNECTIONS, errors, samples }, null, 2));
process.exit(0);
