/**
 * Compares two V8 heap snapshots of the Worker isolate (bench/heap.ts HEAP_SNAPSHOTS=1000,5000):
 * object counts and self sizes per constructor, largest growth first. A per-request leak in our
 * code shows up as a constructor whose count grows with the request count.
 *
 *   npx tsx bench/heap-diff.ts bench/results/heap-app-1000.heapsnapshot bench/results/heap-app-5000.heapsnapshot
 */
import { readFileSync } from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

function summarize(file: string) {
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const byKey = new Map<string, { count: number; bytes: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt]];
    // Objects by constructor; strings, code, arrays etc. by their kind.
    const key = type === "object" || type === "closure" || type === "native" ? `${type} ${snap.strings[snap.nodes[i + nameAt]]}` : `(${type})`;
    const row = byKey.get(key) ?? { count: 0, bytes: 0 };
    row.count += 1;
    row.bytes += snap.nodes[i + sizeAt];
    total += snap.nodes[i + sizeAt];
    byKey.set(key, row);
  }
  return { byKey, total, nodes: snap.nodes.length / fields.length };
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error("usage: heap-diff.ts <before.heapsnapshot> <after.heapsnapshot>");
const before = summarize(beforeFile);
const after = summarize(afterFile);
const kib = (b: number) => (b / 1024).toFixed(1);
console.log(`nodes ${before.nodes} → ${after.nodes}; self size ${kib(before.total)} → ${kib(after.total)} KiB`);
const rows = [...new Set([...before.byKey.keys(), ...after.byKey.keys()])]
  .map((key) => {
    const b = before.byKey.get(key) ?? { count: 0, bytes: 0 };
    const a = after.byKey.get(key) ?? { count: 0, bytes: 0 };
    return { key, countBefore: b.count, countAfter: a.count, dCount: a.count - b.count, dKiB: +kib(a.bytes - b.bytes) };
  })
  .sort((x, y) => Math.abs(y.dKiB) - Math.abs(x.dKiB) || Math.abs(y.dCount) - Math.abs(x.dCount))
  .slice(0, Number(process.env.HEAP_DIFF_TOP ?? 25));
console.table(rows);
