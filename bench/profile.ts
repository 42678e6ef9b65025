/**
 * `npx tsx bench/profile.ts [path] [requests]`: where a page's server CPU goes. Starts the app as
 * the bench does, with wrangler dev's inspector, samples the Worker's CPU (V8 profiler) over a
 * bounded number of sequential signed-in requests, and prints self time by function and by source.
 * Signed in as the demo user, or as `PROFILE_AS=<email>` (e.g. advisor@taxatlas.test), or not at all (`PROFILE_AS=guest`).
 */
import { signedInSession, startServer } from "./server";

const path = process.argv[2] ?? "/advisor";
const count = Number(process.argv[3] ?? 300);
const inspectorPort = 9400 + Math.floor(Math.random() * 400);
const server = await startServer("profile", ["--inspector-port", String(inspectorPort)]);
try {
  // PROFILE_AS=advisor@taxatlas.test: signed in as that demo account instead of the demo user.
  // PROFILE_AS=guest: no session at all.
  const cookie = process.env.PROFILE_AS === "guest" ? "" : (await signedInSession(server.baseUrl, process.env.PROFILE_AS)).cookie;
  // PROFILE_ENCODING=identity: without the response compression workerd does for clients that accept gzip.
  const headers: Record<string, string> = { Cookie: cookie, ...(process.env.PROFILE_ENCODING ? { "Accept-Encoding": process.env.PROFILE_ENCODING } : {}) };
  const get = () => fetch(`${server.baseUrl}${path}`, { headers }).then((r) => r.arrayBuffer());
  for (let i = 0; i < 30; i++) await get();

  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string; title: string }[];
  // `ws` (a dependency of wrangler) ships no types; node 20 has no global WebSocket.
  interface Socket { once(e: "open", f: () => void): void; on(e: "message", f: (data: unknown) => void): void; send(s: string): void; close(): void }
  const { default: WebSocket } = (await import("ws" as string)) as { default: new (url: string) => Socket };
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise<void>((r) => ws.once("open", r));
  let id = 0;
  const pending = new Map<number, (v: unknown) => void>();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) pending.get(msg.id)!(msg.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  const t0 = performance.now();
  for (let i = 0; i < count; i++) await get();
  const wall = performance.now() - t0;
  const { profile } = await send("Profiler.stop");
  // Minified names say little: show each top function's first characters of source too.
  const sources = new Map<string, string[]>();
  await send("Debugger.enable");
  const sourceLines = async (scriptId: string) => {
    if (!sources.has(scriptId)) sources.set(scriptId, String((await send("Debugger.getScriptSource", { scriptId }))?.scriptSource ?? "").split("\n"));
    return sources.get(scriptId)!;
  };
  const snippet = async (f: { scriptId: string; lineNumber: number; columnNumber: number }) => {
    if (!f.scriptId || f.scriptId === "0") return "";
    return (await sourceLines(f.scriptId)).slice(f.lineNumber, f.lineNumber + 12).join(" ").slice(f.columnNumber, f.columnNumber + Number(process.env.PROFILE_SNIPPET ?? 90)).replace(/\s+/g, " ");
  };

  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number; scriptId: string }; children?: number[] };
  // "name file:line", how functions are keyed and named everywhere below (and in PROFILE_PARENTS).
  const frameKey = (f: Node["callFrame"]) => `${f.functionName || "(anon)"} ${f.url.split("/").slice(-1)[0]}:${f.lineNumber}`;
  const nodes = new Map<number, Node>((profile.nodes as Node[]).map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas: number[] = profile.timeDeltas;
  (profile.samples as number[]).forEach((n, i) => self.set(n, (self.get(n) ?? 0) + (deltas[i] ?? 0)));
  const parent = new Map<number, number>();
  for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
  const byFn = new Map<string, number>();
  const frameOf = new Map<string, Node["callFrame"]>();
  const bySrc = new Map<string, number>();
  let total = 0;
  for (const [nid, us] of self) {
    const f = nodes.get(nid)!.callFrame;
    total += us;
    if (f.functionName === "(idle)" || f.functionName === "(program)") continue;
    const key = frameKey(f);
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    frameOf.set(key, f);
    bySrc.set(f.url || f.functionName, (bySrc.get(f.url || f.functionName) ?? 0) + us);
  }
  const idle = [...self].filter(([n]) => nodes.get(n)!.callFrame.functionName === "(idle)").reduce((s, [, us]) => s + us, 0);
  console.log(`${path}: ${count} requests, ${(wall / count).toFixed(1)} ms wall each, Worker busy ${((total - idle) / 1000 / count).toFixed(2)} ms/request`);
  for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(us / 1000 / count).toFixed(3).padStart(8)} ms  ${k}  ${await snippet(frameOf.get(k)!)}`);
  for (const [k, us] of [...bySrc].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${(us / 1000 / count).toFixed(3).padStart(8)} ms  ${k}`);
  // Inclusive time per function (each function counted once per stack).
  const incl = new Map<string, number>();
  for (const [nid, us] of self) {
    const seen = new Set<string>();
    for (let cur: number | undefined = nid; cur !== undefined; cur = parent.get(cur)) {
      const f = nodes.get(cur)!.callFrame;
      const key = frameKey(f);
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + us);
    }
  }
  ws.close();
  // PROFILE_PARENTS="fixedT2 index.js:13700": whose calls a function's time comes from (its callers),
  // counting the time in it and below it (inclusive), each sample once at the outermost call.
  if (process.env.PROFILE_PARENTS) {
    const byCaller = new Map<string, { us: number; frame: Node["callFrame"] | null }>();
    for (const [nid, us] of self) {
      let outermost: number | undefined;
      for (let cur: number | undefined = nid; cur !== undefined; cur = parent.get(cur)) if (frameKey(nodes.get(cur)!.callFrame) === process.env.PROFILE_PARENTS) outermost = cur;
      if (outermost === undefined) continue;
      const up = parent.get(outermost);
      const c = up === undefined ? null : nodes.get(up)!.callFrame;
      const key = c ? frameKey(c) : "(none)";
      byCaller.set(key, { us: (byCaller.get(key)?.us ?? 0) + us, frame: c });
    }
    console.log(`-- callers of ${process.env.PROFILE_PARENTS} (inclusive)`);
    for (const [k, { us, frame }] of [...byCaller].sort((a, b) => b[1].us - a[1].us).slice(0, 20)) console.log(`${(us / 1000 / count).toFixed(3).padStart(8)} ms  ${k}  ${frame ? await snippet(frame) : ""}`);
  }
  // PROFILE_BUCKETS='{"render":"renderToReadableStream|^pull$","d1":"d1-api"}': each sample goes to the
  // first bucket whose pattern matches a frame (function name or file) on its stack, leaf first.
  if (process.env.PROFILE_BUCKETS) {
    const buckets = Object.entries(JSON.parse(process.env.PROFILE_BUCKETS) as Record<string, string>).map(([name, re]) => [name, new RegExp(re)] as const);
    const sums = new Map<string, number>();
    for (const [nid, us] of self) {
      let bucket = "(other)";
      const f0 = nodes.get(nid)!.callFrame.functionName;
      if (f0 === "(idle)") continue;
      search: for (let cur: number | undefined = nid; cur !== undefined; cur = parent.get(cur)) {
        const f = nodes.get(cur)!.callFrame;
        for (const [name, re] of buckets) if (re.test(f.functionName) || re.test(f.url)) { bucket = name; break search; }
      }
      sums.set(bucket, (sums.get(bucket) ?? 0) + us);
    }
    console.log("-- buckets");
    for (const [k, us] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`${(us / 1000 / count).toFixed(3).padStart(8)} ms  ${k}`);
  }
  // PROFILE_MODULES=1: self time by the bundled module a function comes from (esbuild's
  // "// node_modules/<package>/…" and "// app/…" comments in the Worker's bundle), native frames apart.
  if (process.env.PROFILE_MODULES) {
    const moduleAt = new Map<string, { line: number; name: string }[]>();
    const modulesOf = async (scriptId: string) => {
      if (!moduleAt.has(scriptId)) {
        const marks: { line: number; name: string }[] = [];
        (await sourceLines(scriptId)).forEach((l, i) => {
          const m = /^\/\/ (?:node_modules\/((?:@[^/]+\/)?[^/]+)|((?:app|worker|db|build)\/[^/]+(?:\/[^/.]+)?))/.exec(l);
          if (m) marks.push({ line: i, name: m[1] ?? m[2] });
        });
        moduleAt.set(scriptId, marks);
      }
      return moduleAt.get(scriptId)!;
    };
    const sums = new Map<string, number>();
    for (const [nid, us] of self) {
      const f = nodes.get(nid)!.callFrame;
      if (f.functionName === "(idle)") continue;
      let name = f.url ? f.url.split("/").slice(-1)[0] : `(native) ${f.functionName || "(anon)"}`;
      if (f.url.endsWith("index.js") && f.scriptId) {
        const marks = await modulesOf(f.scriptId);
        let lo = 0, hi = marks.length - 1, hit = -1;
        while (lo <= hi) { const mid = (lo + hi) >> 1; if (marks[mid].line <= f.lineNumber) { hit = mid; lo = mid + 1; } else hi = mid - 1; }
        name = hit >= 0 ? marks[hit].name : "(bundle)";
      }
      sums.set(name, (sums.get(name) ?? 0) + us);
    }
    console.log("-- self time by module");
    for (const [k, us] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(us / 1000 / count).toFixed(3).padStart(8)} ms  ${k}`);
  }
  console.log("-- inclusive");
  for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${(us / 1000 / count).toFixed(3).padStart(8)} ms  ${k}`);
} finally {
  server.stop();
}
process.exit(0);
