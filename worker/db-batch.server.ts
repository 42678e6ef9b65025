import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";

/**
 * One D1 round trip for everything a page's loaders read (decision 057).
 *
 * Remix runs the root, layout and page loaders of a document request concurrently. Each of them
 * hands its drizzle queries (builders, not yet executed) to `batched(ctx, query)`; the queries
 * queued by the request in the same turn of the event loop go to D1 as ONE `db.batch`, and each
 * caller gets its own result back. A query queued later simply starts the next batch, so the
 * helper is always correct and at worst costs an extra round trip.
 *
 *   const [row] = await batched(ctx, db.select().from(users).where(eq(users.id, id)).limit(1));
 *
 * Reads only: a batch is one transaction, so a failing statement fails every caller of that batch
 * (each caller sees the error, as with its own query).
 */
type Scope = { db: Database };
type Pending = { query: BatchItem<"sqlite">; resolve: (value: unknown) => void; reject: (error: unknown) => void };

const queues = new WeakMap<Scope, Pending[]>();

export function batched<T extends BatchItem<"sqlite">>(scope: Scope, query: T): Promise<T["_"]["result"]> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(scope);
    if (!queue) {
      queues.set(scope, (queue = []));
      // A macrotask, so every loader that is only awaiting already-settled promises (locale,
      // session) queues its queries first.
      setTimeout(() => void flush(scope), 0);
    }
    queue.push({ query, resolve, reject });
  });
}

async function flush(scope: Scope) {
  const queue = queues.get(scope) ?? [];
  queues.delete(scope);
  if (queue.length === 0) return;
  try {
    const results = await scope.db.batch(queue.map((p) => p.query) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    queue.forEach((p, i) => p.resolve(results[i]));
  } catch (error) {
    for (const p of queue) p.reject(error);
  }
}
