import { fillPlaceholders } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#db/client";

/**
 * One D1 round trip for everything a page's loaders read (decision 057).
 *
 * Remix runs the root, layout and page loaders of a document request concurrently. Each of them
 * hands its drizzle queries (builders, not yet executed) to `batched(ctx, query)`; the queries
 * queued by the request in the same turn of the event loop go to D1 as ONE batch, and each caller
 * gets its own result back. A query queued later simply starts the next batch, so the helper is
 * always correct and at worst costs an extra round trip.
 *
 *   const [row] = await batched(ctx, db.select().from(users).where(eq(users.id, id)).limit(1));
 *
 * The reads every signed-in page makes (the shell's) are `preparedRead`s instead: drizzle builds
 * their SQL once per isolate, with placeholders, and each call only binds its values (issue 15:
 * building SQL was a sixth of such a page's CPU). They join the same batch.
 *
 * A batch's rows come back from D1 as objects keyed by column name, so a read that selects two
 * columns of the same name (`id` of two joined tables) must alias one (`sql\`${t.id}\`.as("t_id")`):
 * otherwise one value overwrites the other and the row maps wrongly.
 *
 * Reads only: a batch is one transaction, so a failing statement fails every caller of that batch
 * (each caller sees the error, as with its own query).
 */
type Scope = { db: Database };
/** What drizzle's `.prepare()` gives for any read builder (public API: the SQL and the row mapping). */
interface PreparedQuery {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}
type Pending = { prepare: () => PreparedQuery; values?: Record<string, unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

const queues = new WeakMap<Scope, Pending[]>();

function enqueue(scope: Scope, item: Omit<Pending, "resolve" | "reject">): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(scope);
    if (!queue) {
      queues.set(scope, (queue = []));
      // A macrotask, so every loader that is only awaiting already-settled promises (locale,
      // session) queues its queries first.
      setTimeout(() => void flush(scope), 0);
    }
    queue.push({ ...item, resolve, reject });
  });
}

export function batched<T extends BatchItem<"sqlite">>(scope: Scope, query: T): Promise<T["_"]["result"]> {
  return enqueue(scope, { prepare: () => (query as unknown as { prepare(): PreparedQuery }).prepare() }) as Promise<T["_"]["result"]>;
}

/**
 * A read whose SQL is built once per isolate (per D1 binding): `build` writes the query with
 * `sql.placeholder(name)` where values go, and each call passes them. A placeholder's value is bound
 * as given; one that needs its column's encoding (a Date for a timestamp column) is written
 * `param(sql.placeholder(name), column)`, which drizzle encodes when it binds.
 *
 *   const userById = preparedRead((db) => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1));
 *   const [row] = await userById(ctx, { id });
 */
type PreparableRead = { prepare(): unknown; _: { result: unknown } };

export function preparedRead<Q extends PreparableRead, V extends Record<string, unknown>>(
  build: (db: Database) => Q,
): (scope: Scope, values: V) => Promise<Q["_"]["result"]> {
  const prepared = new WeakMap<Database, PreparedQuery>();
  return (scope, values) => {
    let query = prepared.get(scope.db);
    if (!query) {
      // A binding that fails to prepare fails this read's promise, never the caller synchronously:
      // in `Promise.all([readA(ctx), readB(ctx)])` a throw from readB would leave readA's promise
      // (rejected later with the batch) without a handler.
      try {
        query = build(scope.db).prepare() as PreparedQuery;
      } catch (error) {
        return Promise.reject(error);
      }
      prepared.set(scope.db, query);
    }
    const known = query;
    return enqueue(scope, { prepare: () => known, values }) as Promise<Q["_"]["result"]>;
  };
}

/**
 * `preparedRead` for each of a tuple of `count` reads that one builder writes (the reads of one
 * contract, one workroom), with placeholders for the values they share: read i is prepared from
 * element i of the tuple, which is built once per binding (not once per read). Each read's result
 * type is the caller's to assert (they differ per element).
 */
export function preparedReads<V extends Record<string, unknown>>(count: number, build: (db: Database) => readonly unknown[]) {
  const built = new WeakMap<Database, readonly unknown[]>();
  const tupleFor = (db: Database) => {
    let tuple = built.get(db);
    if (!tuple) built.set(db, (tuple = build(db)));
    return tuple;
  };
  return Array.from({ length: count }, (_, i) => preparedRead<PreparableRead, V>((db) => tupleFor(db)[i] as PreparableRead));
}

/**
 * Fails a read whose row would lose a column in a batch (see above): two selected columns of one
 * name. Checked once per prepared query, from drizzle's list of the fields it will map (a
 * column's name or an alias; plain SQL expressions are keyed by their text and cannot collide).
 */
const distinctChecked = new WeakSet<object>();
type SelectedField = { field?: { name?: unknown; fieldAlias?: unknown } };
function assertDistinctColumns(query: PreparedQuery) {
  if (distinctChecked.has(query)) return;
  const fields = (query as { fields?: SelectedField[] }).fields ?? [];
  const seen = new Set<string>();
  for (const { field } of fields) {
    const name = typeof field?.fieldAlias === "string" ? field.fieldAlias : typeof field?.name === "string" ? field.name : null;
    if (name === null) continue;
    if (seen.has(name)) throw new Error(`A batched read selects two columns named "${name}"; alias one (db-batch.server.ts): ${query.getQuery().sql.slice(0, 200)}`);
    seen.add(name);
  }
  distinctChecked.add(query);
}

async function flush(scope: Scope) {
  const queue = queues.get(scope) ?? [];
  queues.delete(scope);
  if (queue.length === 0) return;
  try {
    const client = scope.db.$client;
    const queries = queue.map((p) => p.prepare());
    queries.forEach(assertDistinctColumns);
    // The same prepared read with the same values, queued twice (the root and a page both read the
    // user's row), goes to D1 once; each caller maps the one result into rows of its own.
    const statements: D1PreparedStatement[] = [];
    const slotOf: number[] = [];
    const sent = new Map<PreparedQuery, Map<string, number>>();
    // Only a read queued more than once can repeat; the others need no key written from their values.
    const queued = new Map<PreparedQuery, number>();
    for (const query of queries) queued.set(query, (queued.get(query) ?? 0) + 1);
    queries.forEach((query, i) => {
      const values = queue[i].values;
      const key = values && queued.get(query)! > 1 ? JSON.stringify(values) : null;
      const same = key === null ? undefined : sent.get(query)?.get(key);
      if (same !== undefined) return void slotOf.push(same);
      const { sql, params } = query.getQuery();
      slotOf.push(statements.length);
      if (key !== null) sent.set(query, (sent.get(query) ?? new Map()).set(key, statements.length));
      statements.push(client.prepare(sql).bind(...(values ? fillPlaceholders(params, values) : params)));
    });
    const results = await client.batch(statements);
    queue.forEach((p, i) => p.resolve(queries[i].mapResult(results[slotOf[i]], true)));
  } catch (error) {
    for (const p of queue) p.reject(error);
  }
}
