import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { z } from "zod";
import type { Database } from "#db/client";
import type { contactTags, inventoryTags, mailLabels } from "#db/schema";
import type { RequestContext } from "#worker/context.server";
import { preparedRead } from "#worker/db-batch.server";
import { AppError, notFound } from "#worker/errors";

/**
 * Pieces the workspace domains share (contacts, inventory, file manager, mailbox, notes,
 * scrumboard, tasks): ids, the atomic batch, JSON-array columns, per-owner tag lists, multipart
 * bodies, byte sniffing and the zod shapes of references and dates. A rule lives here once.
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


export function parseJsonArray<T = string>(value: string | null | undefined): T[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}


// ---------------------------------------------------------------------------------------------
// Tags: contacts and inventory have the same per-owner tag list {id, title}; deleting a tag strips
// it from every item of that owner in one batch.

export interface Tag {
  id: string;
  title: string;
}

export interface TagStore {
  /** the tag table (id, user_id, title); both tag tables have this exact shape */
  tags: typeof contactTags | typeof inventoryTags;
  /** the statement removing a tag id from the owner's items, run in the tag delete's batch */
  stripFromItems: (ctx: RequestContext, userId: string, tagId: string) => BatchItem<"sqlite">;
}

export const tagTitleSchema = z.string().trim().min(1).max(60);
export const tagBodySchema = z.object({ tag: z.object({ title: tagTitleSchema }) });
export const tagUpdateSchema = z.object({ id: z.string().min(1).max(100), tag: z.object({ title: tagTitleSchema }) });

// Same column shape: one set of queries serves both tables.
const tagTable = (store: TagStore) => store.tags as typeof contactTags;

// One read per tag table, built once per isolate; it joins the request's one D1 batch (decision 293).
const tagReads = new WeakMap<object, (scope: { db: Database }, values: { userId: string }) => Promise<Tag[]>>();

export async function listTags(ctx: { db: Database }, store: TagStore, userId: string): Promise<Tag[]> {
  const t = tagTable(store);
  let read = tagReads.get(t);
  if (!read) tagReads.set(t, (read = preparedRead((db) => db.select({ id: t.id, title: t.title }).from(t).where(eq(t.userId, sql.placeholder("userId"))).orderBy(sql`lower(${t.title})`, t.id))));
  return read(ctx, { userId });
}

export async function createTag(ctx: RequestContext, store: TagStore, userId: string, title: string): Promise<Tag> {
  const tag = { id: newId(), title };
  await ctx.db.insert(tagTable(store)).values({ ...tag, userId });
  return tag;
}

export async function updateTag(ctx: RequestContext, store: TagStore, userId: string, id: string, title: string): Promise<Tag> {
  const t = tagTable(store);
  const [updated] = await ctx.db
    .update(t)
    .set({ title })
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id, title: t.title });
  if (!updated) throw notFound();
  return updated;
}

export async function deleteTag(ctx: RequestContext, store: TagStore, userId: string, id: string): Promise<true> {
  const t = tagTable(store);
  const existing = await ctx.db.select({ id: t.id }).from(t).where(and(eq(t.id, id), eq(t.userId, userId))).get();
  if (!existing) throw notFound();
  await ctx.db.batch([store.stripFromItems(ctx, userId, id), ctx.db.delete(t).where(and(eq(t.id, id), eq(t.userId, userId)))]);
  return true;
}

/** Every id must be one of the owner's rows of `table` (tags, labels), else 400: an item never points at a missing tag. */
export async function assertOwnTagIds(
  ctx: RequestContext,
  table: typeof contactTags | typeof inventoryTags | typeof mailLabels,
  userId: string,
  ids: string[],
  field = "tags",
) {
  const t = table as typeof contactTags;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), sql`${t.id} IN (SELECT value FROM json_each(${JSON.stringify(unique)}))`));
  if (found.length !== unique.length) {
    const known = new Set(found.map((r) => r.id));
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", {
      fieldErrors: { [field]: [`Unknown id: ${unique.filter((i) => !known.has(i)).join(", ")}`] },
    });
  }
  return unique;
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies and file bytes

export async function readMultipart(c: Context): Promise<FormData> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as multipart/form-data.");
  }
  try {
    return await c.req.raw.formData();
  } catch {
    throw new AppError(400, "BAD_REQUEST", "The multipart body could not be read.");
  }
}

export function formFile(form: FormData, field: string): File {
  const value = form.get(field);
  if (!value || typeof value === "string") {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { [field]: ["A file is required."] } });
  }
  return value as unknown as File;
}

export function formString(form: FormData, field: string): string | null {
  const value = form.get(field);
  return typeof value === "string" ? value : null;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export type ImageMime = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** Image type from its magic bytes (the declared type and the file name are not trusted). */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export const isPdf = (b: Uint8Array) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
export const isZip = (b: Uint8Array) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]); // xlsx, docx
export const isOle = (b: Uint8Array) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // xls, doc
export const isJpeg = (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]);

/** Plain text: valid UTF-8 without NUL bytes. */
export function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export { toBase64 } from "#worker/auth/password.server";

export function payloadTooLarge(limitBytes: number): AppError {
  return new AppError(413, "PAYLOAD_TOO_LARGE", `The file is larger than ${limitBytes} bytes.`);
}

export const isoDate = (value: Date | number) => new Date(value).toISOString();

export type { SQL };
