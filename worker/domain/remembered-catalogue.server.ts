import type { Database } from "#db/client";
import { BoundedMap } from "#worker/bounded-map";

/**
 * Reads of the read-only catalogues (jurisdictions, structures, the academy's courses, FAQs and
 * guides: decisions 134, 137), remembered per D1 binding for a few minutes. A catalogue
 * changes only with a migration or a reseed (the app has no write path to it), so the public pages
 * and API can skip the D1 round trip and drizzle's mapping of every row (issue 15). Only for reads
 * that touch nothing else (no advisor profiles, no personal rows). Bounded, since search terms are
 * free text; a failed read is not remembered. Callers must not mutate what they get.
 */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 200;
const remembered = new WeakMap<Database, BoundedMap<string, { at: number; value: unknown }>>();

// Only settled values are kept, never a pending promise: a promise created by one request's I/O and
// awaited by another is a cross-request hazard in Workers (if the first request is cancelled, the
// second one's continuation is dropped). Requests that start while the first read is in flight
// simply read D1 themselves.
export async function rememberedCatalogueRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  let entries = remembered.get(db);
  if (!entries) remembered.set(db, (entries = new BoundedMap(MAX_ENTRIES)));
  const known = entries.get(key);
  if (known && Date.now() - known.at < TTL_MS) return known.value as T;
  const value = await read();
  entries.set(key, { at: Date.now(), value });
  return value;
}
