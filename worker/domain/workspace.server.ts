import type { BatchItem } from "drizzle-orm/batch";
import { sql, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../errors";

/**
 * Pieces every workspace domain (notes, scrumboard, tasks) shares: ids, the atomic batch, and the
 * zod shapes of references and dates used in request bodies.
 */

export const newId = () => crypto.randomUUID();

/** One atomic D1 batch (D1 has no interactive transactions). An empty list does nothing. */
export async function runBatch(db: Database, statements: BatchItem<"sqlite">[]): Promise<void> {
  if (statements.length === 0) return;
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** A reference to another row, sent either as its id or as the object itself (`{id, ...}`). */
export const idRef = z.union([z.string().min(1).max(100), z.object({ id: z.string().min(1).max(100) }).passthrough()]).transform((v) => (typeof v === "string" ? v : v.id));

/** `?id=` on GET/DELETE. */
export const idQuery = z.object({ id: z.string().min(1, "required").max(100) });

/** ISO 8601 date (`2027-03-01`) or date-time with optional offset; not the loose formats Date.parse also takes. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** ISO 8601 date or date-time, normalised to the full UTC ISO string; null clears. */
export const isoDateOrNull = z
  .union([z.string().max(40), z.null()])
  .refine((v) => v === null || (ISO_8601.test(v) && !Number.isNaN(Date.parse(v))), "Expected an ISO 8601 date")
  .transform((v) => (v === null ? null : new Date(v).toISOString()));

/** Referenced ids (labels, tags) that are not the caller's: same answer whether they exist or not. */
export function assertKnownIds(field: string, ids: readonly string[], known: ReadonlySet<string>): void {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", {
      fieldErrors: { [field]: [`Unknown id: ${unknown.join(", ")}`] },
    });
  }
}

/** Duplicates removed, first occurrence kept. */
export const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** SQL for "this JSON id array without `id`" (label/tag stripping, one UPDATE per table). */
export const jsonArrayWithout = (column: SQLWrapper, id: string) =>
  sql`(SELECT coalesce(json_group_array(value), '[]') FROM json_each(${column}) WHERE value <> ${id})`;

/** SQL for "this JSON id array contains `id`". */
export const jsonArrayContains = (column: SQLWrapper, id: string) => sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE value = ${id})`;

/** D1 allows 100 bound parameters per statement: look ids up in slices that leave room for the rest. */
export async function inSlices<T>(ids: readonly string[], lookup: (slice: string[]) => Promise<T[]>, sliceSize = 90): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += sliceSize) out.push(...(await lookup(ids.slice(i, i + sliceSize))));
  return out;
}
