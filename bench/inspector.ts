/**
 * A DevTools-protocol session with one workerd isolate (bench/heap.ts, bench/soak.ts SOAK_HEAP=1).
 * Only commands are sent — no domain is enabled (the Runtime/Console domains buffer messages
 * themselves, which would be memory of their own; decisions 077, 108).
 */
import WebSocket from "ws";

export type Session = Awaited<ReturnType<typeof connect>>;

export async function connect(name: string, url: string) {
  const ws = new WebSocket(url.replace("localhost", "127.0.0.1"));
  await new Promise((resolve, reject) => (ws.once("open", resolve), ws.once("error", reject)));
  let nextId = 1;
  const pending = new Map<number, (msg: { result?: unknown; error?: unknown }) => void>();
  let chunkSink: ((chunk: string) => void) | null = null;
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data)) as { id?: number; method?: string; params?: { chunk?: string }; result?: unknown; error?: unknown };
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)!(msg);
      pending.delete(msg.id);
    } else if (msg.method === "HeapProfiler.addHeapSnapshotChunk") chunkSink?.(msg.params!.chunk!);
  });
  const cdp = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (msg) => (msg.error ? reject(new Error(`${method}: ${JSON.stringify(msg.error)}`)) : resolve(msg.result as T)));
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { name, cdp, close: () => ws.close(), sink: (fn: ((chunk: string) => void) | null) => (chunkSink = fn) };
}

/** The sessions of the isolates whose inspector id is in `watch` (core:user:, core:entry, d1:db, kv:ns). */
export async function connectAll(inspectorPort: number, watch: string[]) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  const sessions = await Promise.all(targets.filter((t) => watch.includes(t.id)).map((t) => connect(t.id, t.webSocketDebuggerUrl)));
  return { targets: targets.map((t) => t.id), sessions };
}

/**
 * V8 runs collectGarbage (and a snapshot) as a task that workerd only picks up when the isolate is
 * next entered, so `poke` (a request that reaches every watched isolate) is sent until the command
 * has answered.
 */
export async function withPoke<T>(command: Promise<T>, poke: () => Promise<unknown>): Promise<T> {
  let answered = false;
  void command.finally(() => (answered = true)).catch(() => {});
  await new Promise((r) => setTimeout(r, 100)); // commands that need no task answer by then
  while (!answered) {
    await poke();
    await new Promise((r) => setTimeout(r, 100));
  }
  return command;
}

export const mib = (bytes: number) => +(bytes / 2 ** 20).toFixed(1);

export type HeapUsage = { usedSize: number; totalSize?: number; embedderHeapUsedSize?: number; backingStorageSize?: number };
