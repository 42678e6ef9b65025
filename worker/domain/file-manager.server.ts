import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { fileItems, type FileItemRow, type FileType } from "#db/schema";
import type { RequestContext } from "#worker/context.server";
import { AppError, notFound } from "#worker/errors";
import { preparedRead } from "#worker/db-batch.server";
import { insertSelect } from "./guarded-insert.server";
import { errorText } from "./billing/ledger.server";
import { isJpeg, isOle, isPdf, isText, isZip, isoDate, newId, payloadTooLarge } from "./workspace.server";

/**
 * File manager (spec §3, §7) over D1 metadata + R2 bytes (docs/decisions/020-file-storage.md).
 * Every query filters by user_id; another user's ids are simply not found.
 */

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Folders nest at most this deep (a top-level item is at depth 0), and every recursive query stops
 * at RECURSION_LIMIT levels, so no tree, not even one a past race left cyclic, can make a query run
 * until D1's limits (issue 26 item 3).
 */
export const MAX_FOLDER_DEPTH = 32;
const RECURSION_LIMIT = 64;

export interface FileManagerItem {
  id: string;
  folderId: string | null;
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  /** bytes; for a folder the total of the files directly inside it */
  size: number;
  type: FileType;
  /** folders only: "N files" (files directly inside); null for files */
  contents: string | null;
  description: string | null;
}

/** Allowed uploads: extension → listing type, served Content-Type and the magic-byte check. */
const UPLOAD_KINDS: Record<string, { type: Exclude<FileType, "folder">; mime: string; matches: (b: Uint8Array) => boolean }> = {
  pdf: { type: "PDF", mime: "application/pdf", matches: isPdf },
  xlsx: { type: "XLS", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", matches: isZip },
  xls: { type: "XLS", mime: "application/vnd.ms-excel", matches: isOle },
  csv: { type: "XLS", mime: "text/csv; charset=utf-8", matches: isText },
  docx: { type: "DOC", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", matches: isZip },
  doc: { type: "DOC", mime: "application/msword", matches: isOle },
  txt: { type: "TXT", mime: "text/plain; charset=utf-8", matches: isText },
  md: { type: "TXT", mime: "text/plain; charset=utf-8", matches: isText },
  jpg: { type: "JPG", mime: "image/jpeg", matches: isJpeg },
  jpeg: { type: "JPG", mime: "image/jpeg", matches: isJpeg },
};
export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_KINDS);

export const itemNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((n) => !/[\\/\u0000-\u001f]/.test(n) && n !== "." && n !== "..", "A name cannot contain slashes or control characters.");

const folderIdSchema = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (!v || v === "null" ? null : v));

export const listQuerySchema = z.object({ folderId: folderIdSchema });
export const createFolderSchema = z.object({ name: itemNameSchema, folderId: folderIdSchema, description: z.string().trim().max(500).nullish() });
export const updateItemSchema = z.object({
  id: z.string().min(1).max(100),
  item: z
    .object({ name: itemNameSchema, folderId: folderIdSchema, description: z.string().trim().max(500).nullable() })
    .partial()
    .refine((v) => Object.keys(v).length > 0, "Nothing to change."),
});
export const deleteQuerySchema = z.object({
  id: z.string().trim().min(1).max(100),
  recursive: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
});
export const uploadFieldsSchema = z.object({ folderId: folderIdSchema, description: z.string().trim().max(500).nullish() });

const { inlineContent: _bytes, ...listedColumns } = getTableColumns(fileItems);
// Correlated with the outer, unaliased file_items row (drizzle renders its columns unqualified).
const fileCount = sql<number>`(SELECT count(*) FROM file_items AS child WHERE child.folder_id = file_items.id AND child.user_id = file_items.user_id AND child.type <> 'folder')`;
const fileBytes = sql<number>`(SELECT coalesce(sum(child.size), 0) FROM file_items AS child WHERE child.folder_id = file_items.id AND child.user_id = file_items.user_id AND child.type <> 'folder')`;
type ListedRow = Omit<FileItemRow, "inlineContent"> & { fileCount: number; fileBytes: number };

function toItem(row: ListedRow): FileManagerItem {
  const isFolder = row.type === "folder";
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    createdBy: row.createdBy,
    createdAt: isoDate(row.createdAt),
    modifiedAt: isoDate(row.modifiedAt),
    size: isFolder ? row.fileBytes : row.size,
    type: row.type,
    contents: isFolder ? `${row.fileCount} ${row.fileCount === 1 ? "file" : "files"}` : null,
    description: row.description,
  };
}

const selectItems = (ctx: RequestContext) => ctx.db.select({ ...listedColumns, fileCount, fileBytes }).from(fileItems);

async function ownItem(ctx: RequestContext, userId: string, id: string): Promise<ListedRow> {
  const row = await selectItems(ctx)
    .where(and(eq(fileItems.id, id), eq(fileItems.userId, userId)))
    .get();
  if (!row) throw notFound();
  return row;
}

async function ownFolder(ctx: RequestContext, userId: string, id: string): Promise<ListedRow> {
  const row = await ownItem(ctx, userId, id);
  if (row.type !== "folder") throw notFound("NOT FOUND");
  return row;
}

/**
 * A folder's listing and its path (the folder and its ancestors, read by one recursive query), as
 * reads keyed by the person and the folder: both join the request's one D1 batch (decision 296),
 * their SQL built once per isolate.
 */
const rootListingRead = preparedRead((db) =>
  db
    .select({ ...listedColumns, fileCount, fileBytes })
    .from(fileItems)
    .where(and(eq(fileItems.userId, sql.placeholder("userId")), isNull(fileItems.folderId)))
    .orderBy(asc(sql`lower(${fileItems.name})`), asc(fileItems.id)),
);
const folderListingRead = preparedRead((db) =>
  db
    .select({ ...listedColumns, fileCount, fileBytes })
    .from(fileItems)
    .where(and(eq(fileItems.userId, sql.placeholder("userId")), eq(fileItems.folderId, sql.placeholder("folderId"))))
    .orderBy(asc(sql`lower(${fileItems.name})`), asc(fileItems.id)),
);
const pathRowsRead = preparedRead((db) =>
  db
    .select({ ...listedColumns, fileCount, fileBytes })
    .from(fileItems)
    .where(
      and(
        eq(fileItems.userId, sql.placeholder("userId")),
        sql`${fileItems.id} IN (
          WITH RECURSIVE chain(id, parent, depth) AS (
            SELECT id, folder_id, 0 FROM file_items WHERE id = ${sql.placeholder("folderId")} AND user_id = ${sql.placeholder("userId")} AND type = 'folder'
            UNION ALL
            SELECT f.id, f.folder_id, chain.depth + 1 FROM file_items AS f JOIN chain ON f.id = chain.parent
            WHERE f.user_id = ${sql.placeholder("userId")} AND chain.depth < ${RECURSION_LIMIT}
          ) SELECT id FROM chain)`,
      ),
    ),
);

/** Ancestor chain of a folder, root first, ending at the folder itself, from the path read's rows (404 if none). */
function pathFrom(rows: ListedRow[], folderId: string): ListedRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: ListedRow[] = [];
  const seen = new Set<string>();
  for (let row = byId.get(folderId); row && !seen.has(row.id) && chain.length <= RECURSION_LIMIT; row = row.folderId ? byId.get(row.folderId) : undefined) {
    seen.add(row.id);
    chain.unshift(row);
  }
  if (chain.length === 0) throw notFound();
  return chain;
}

/** Ancestor chain of a folder, root first, ending at the folder itself. */
async function pathOf(ctx: RequestContext, userId: string, folderId: string): Promise<ListedRow[]> {
  return pathFrom(await pathRowsRead(ctx, { userId, folderId }), folderId);
}

/** A folder's items (folders and files) and its path; the top level for `null`. Another person's folder is 404. */
export async function listFolder(scope: { db: RequestContext["db"] }, userId: string, folderId: string | null) {
  const [rows, path] = await Promise.all([
    folderId ? folderListingRead(scope, { userId, folderId }) : rootListingRead(scope, { userId }),
    folderId ? pathRowsRead(scope, { userId, folderId }).then((found) => pathFrom(found, folderId)) : [],
  ]);
  return {
    folders: rows.filter((r) => r.type === "folder").map(toItem),
    files: rows.filter((r) => r.type !== "folder").map(toItem),
    path: path.map(toItem),
  };
}

/** Names are unique per folder, case-insensitively, so a listing never shows two "Invoice.pdf". */
async function assertNameFree(ctx: RequestContext, userId: string, folderId: string | null, name: string, exceptId?: string) {
  const clash = await ctx.db
    .select({ id: fileItems.id })
    .from(fileItems)
    .where(
      and(
        eq(fileItems.userId, userId),
        folderId ? eq(fileItems.folderId, folderId) : isNull(fileItems.folderId),
        sql`lower(${fileItems.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${fileItems.id} <> ${exceptId}` : undefined,
      ),
    )
    .get();
  if (clash) throw nameTaken(name);
}

const nameTaken = (name: string) => new AppError(409, "CONFLICT", `An item named "${name}" already exists in this folder.`);

/** The unique index on (user, folder, lower(name)) refused a write that raced past assertNameFree. */
const isNameConflict = (error: unknown) => /file_items_name_unique|UNIQUE constraint failed: file_items\.user_id/.test(errorText(error));

/** Depth of a folder: 0 at the top level (SQL, bounded). */
const folderDepth = (userId: string, folderId: string) => sql`(
  WITH RECURSIVE up(id, depth) AS (
    SELECT folder_id, 0 FROM file_items WHERE id = ${folderId} AND user_id = ${userId}
    UNION ALL
    SELECT f.folder_id, up.depth + 1 FROM file_items AS f JOIN up ON f.id = up.id WHERE f.user_id = ${userId} AND up.depth < ${RECURSION_LIMIT}
  ) SELECT max(depth) FROM up)`;

/**
 * The guard of an INSERT into `folderId`: the folder is still the user's (a parallel delete cannot
 * leave an orphan) and an item placed in it stays within MAX_FOLDER_DEPTH.
 */
function placementGuard(userId: string, folderId: string | null): SQL | undefined {
  if (!folderId) return undefined;
  return sql`EXISTS (SELECT 1 FROM file_items WHERE id = ${folderId} AND user_id = ${userId} AND type = 'folder') AND ${folderDepth(userId, folderId)} < ${MAX_FOLDER_DEPTH}`;
}

/** Runs a guarded INSERT; a name taken meanwhile is 409, a refused guard (parent gone or too deep) too. */
async function insertItem(ctx: RequestContext, row: typeof fileItems.$inferInsert): Promise<void> {
  let changes: number;
  try {
    changes = (await insertSelect(ctx.db, fileItems, row, placementGuard(row.userId, row.folderId ?? null)).run()).meta.changes;
  } catch (error) {
    if (isNameConflict(error)) throw nameTaken(row.name);
    throw error;
  }
  if (changes !== 1) throw new AppError(409, "CONFLICT", `The folder was removed meanwhile or is nested too deeply (at most ${MAX_FOLDER_DEPTH} levels).`);
}

async function createdByName(ctx: RequestContext, userId: string): Promise<string> {
  const user = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId), columns: { name: true } });
  return user?.name ?? "Unknown";
}

/** Every folder of the person, by name (the targets of a move). */
const allFoldersRead = preparedRead((db) =>
  db
    .select({ id: fileItems.id, name: fileItems.name, folderId: fileItems.folderId })
    .from(fileItems)
    .where(and(eq(fileItems.userId, sql.placeholder("userId")), eq(fileItems.type, "folder")))
    .orderBy(asc(sql`lower(${fileItems.name})`)),
);

/** Every folder of the person, by name (move targets), in the request's batch. */
export function listAllFolders(scope: { db: RequestContext["db"] }, userId: string) {
  return allFoldersRead(scope, { userId });
}

const recentFilesRead = preparedRead((db) =>
  db
    .select({ id: fileItems.id, name: fileItems.name })
    .from(fileItems)
    .where(and(eq(fileItems.userId, sql.placeholder("userId")), sql`${fileItems.type} <> 'folder'`))
    .orderBy(desc(fileItems.modifiedAt))
    .limit(200),
);

/** The person's files (not folders), newest first, at most 200: what can be attached to a filing. In the request's batch. */
export function listRecentFiles(scope: { db: RequestContext["db"] }, userId: string) {
  return recentFilesRead(scope, { userId });
}

/** The id of the person's top-level folder called `name` (any case), created if it does not exist yet. */
export async function topLevelFolderId(ctx: RequestContext, userId: string, name: string): Promise<string> {
  const existing = await ctx.db
    .select({ id: fileItems.id })
    .from(fileItems)
    .where(and(eq(fileItems.userId, userId), isNull(fileItems.folderId), eq(fileItems.type, "folder"), sql`lower(${fileItems.name}) = lower(${name})`))
    .get();
  if (existing) return existing.id;
  try {
    return (await createFolder(ctx, userId, { name, folderId: null, description: null })).id;
  } catch (error) {
    // A parallel request created it first (names are unique per folder): use that one.
    if (!(error instanceof AppError && error.status === 409)) throw error;
    return topLevelFolderId(ctx, userId, name);
  }
}

export async function createFolder(ctx: RequestContext, userId: string, input: z.infer<typeof createFolderSchema>) {
  if (input.folderId) await ownFolder(ctx, userId, input.folderId);
  await assertNameFree(ctx, userId, input.folderId, input.name);
  const now = new Date();
  const id = newId();
  await insertItem(ctx, {
    id,
    userId,
    folderId: input.folderId,
    name: input.name,
    type: "folder",
    size: 0,
    description: input.description ?? null,
    createdBy: await createdByName(ctx, userId),
    createdAt: now,
    modifiedAt: now,
  });
  return toItem(await ownItem(ctx, userId, id));
}

export function filesBucket(ctx: RequestContext): R2Bucket {
  if (!ctx.env.FILES) throw new AppError(503, "SERVICE_UNAVAILABLE", "File storage is not configured.");
  return ctx.env.FILES;
}

/** An R2 failure is a storage outage (503 with Retry-After), not a bug (500). */
export async function r2<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.error("R2 failure", error);
    throw new AppError(503, "SERVICE_UNAVAILABLE", "File storage is temporarily unavailable. Please retry.", undefined, { "Retry-After": "5" });
  }
}

/**
 * The one upload rule of every stored file (documents, contract workroom, dispute evidence): at most
 * UPLOAD_MAX_BYTES, a valid name, an allowed extension whose magic bytes match (else 413/400/415).
 */
export async function checkUpload(file: File) {
  if (file.size > UPLOAD_MAX_BYTES) throw payloadTooLarge(UPLOAD_MAX_BYTES);
  const name = itemNameSchema.safeParse(file.name);
  if (!name.success) throw new AppError(400, "VALIDATION_FAILED", "The file name is not valid.", { fieldErrors: { file: name.error.issues.map((i) => i.message) } });
  const extension = name.data.includes(".") ? name.data.split(".").pop()!.toLowerCase() : "";
  const kind = UPLOAD_KINDS[extension];
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!kind || bytes.length === 0 || !kind.matches(bytes)) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", `Upload a PDF, spreadsheet (xls, xlsx, csv), document (doc, docx), text or JPEG file whose content matches its extension.`);
  }
  return { name: name.data, kind, bytes };
}

export async function uploadFile(ctx: RequestContext, userId: string, file: File, fields: z.infer<typeof uploadFieldsSchema>) {
  const { name, kind, bytes } = await checkUpload(file);
  if (fields.folderId) await ownFolder(ctx, userId, fields.folderId);
  await assertNameFree(ctx, userId, fields.folderId, name);

  const id = newId();
  const storageKey = `files/${userId}/${id}`;
  const bucket = filesBucket(ctx);
  await r2(() => bucket.put(storageKey, bytes, { httpMetadata: { contentType: kind.mime } }));
  const now = new Date();
  try {
    await insertItem(ctx, {
      id,
      userId,
      folderId: fields.folderId,
      name,
      type: kind.type,
      mimeType: kind.mime,
      size: bytes.length,
      description: fields.description ?? null,
      createdBy: await createdByName(ctx, userId),
      storageKey,
      createdAt: now,
      modifiedAt: now,
    });
  } catch (error) {
    // Metadata is the source of truth: without its row the object would be unreachable.
    await bucket.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return toItem(await ownItem(ctx, userId, id));
}

export async function downloadFile(ctx: RequestContext, userId: string, id: string): Promise<Response> {
  const row = await ctx.db.query.fileItems.findFirst({ where: and(eq(fileItems.id, id), eq(fileItems.userId, userId)) });
  if (!row || row.type === "folder") throw notFound();
  let body: BodyInit;
  if (row.storageKey) {
    const bucket = filesBucket(ctx);
    const object = await r2(() => bucket.get(row.storageKey!));
    if (!object) throw notFound("The file's content is missing.");
    body = object.body;
  } else if (row.inlineContent) {
    body = Uint8Array.from(row.inlineContent);
  } else {
    throw notFound("The file's content is missing.");
  }
  return fileResponse(body, row);
}

/** A stored file as a private download (attachment, nosniff, never cached). */
export function fileResponse(body: BodyInit, file: { name: string; mimeType: string | null; size: number }): Response {
  const asciiName = file.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": file.mimeType ?? "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

const cycleRefused = () => new AppError(400, "BAD_REQUEST", "A folder cannot be moved into itself or one of its subfolders.");

/**
 * Rename / move / describe. A move is one UPDATE whose WHERE refuses, inside that statement, a
 * target that is the item or lies below it, and a depth past MAX_FOLDER_DEPTH: two parallel moves
 * (A into B, B into A) cannot both pass (issue 26 item 3). Name clashes meet the unique index.
 */
export async function updateItem(ctx: RequestContext, userId: string, id: string, change: z.infer<typeof updateItemSchema>["item"]) {
  const item = await ownItem(ctx, userId, id);
  const targetFolder = change.folderId === undefined ? item.folderId : change.folderId;
  if (change.folderId !== undefined && change.folderId !== null) {
    await ownFolder(ctx, userId, change.folderId);
    if (item.type === "folder") {
      const ancestors = await pathOf(ctx, userId, change.folderId);
      if (ancestors.some((a) => a.id === item.id)) throw cycleRefused();
    }
  }
  const name = change.name ?? item.name;
  if (change.name !== undefined || change.folderId !== undefined) await assertNameFree(ctx, userId, targetFolder, name, id);
  const moving = change.folderId !== undefined && targetFolder !== null && targetFolder !== item.folderId;
  // The target's chain up to the top: the moved item must not be on it.
  const moveGuard = moving
    ? sql`AND NOT EXISTS (
        WITH RECURSIVE up(id, depth) AS (
          SELECT ${targetFolder}, 0
          UNION ALL
          SELECT f.folder_id, up.depth + 1 FROM file_items AS f JOIN up ON f.id = up.id
          WHERE f.user_id = ${userId} AND f.folder_id IS NOT NULL AND up.depth < ${RECURSION_LIMIT}
        ) SELECT 1 FROM up WHERE up.id = ${id})
      AND EXISTS (SELECT 1 FROM file_items WHERE id = ${targetFolder} AND user_id = ${userId} AND type = 'folder')
      AND ${folderDepth(userId, targetFolder)} + 1 + (
        WITH RECURSIVE down(id, depth) AS (
          SELECT ${id}, 0
          UNION ALL
          SELECT f.id, down.depth + 1 FROM file_items AS f JOIN down ON f.folder_id = down.id
          WHERE f.user_id = ${userId} AND down.depth < ${RECURSION_LIMIT}
        ) SELECT max(depth) FROM down) <= ${MAX_FOLDER_DEPTH}`
    : sql``;
  let changes: number;
  try {
    const result = await ctx.db.run(sql`
      UPDATE file_items SET name = ${name}, folder_id = ${targetFolder},
        description = ${change.description === undefined ? sql`description` : change.description}, modified_at = ${Date.now()}
      WHERE id = ${id} AND user_id = ${userId} ${moveGuard}`);
    changes = result.meta.changes;
  } catch (error) {
    if (isNameConflict(error)) throw nameTaken(name);
    throw error;
  }
  if (changes !== 1) {
    if (moving && item.type === "folder" && (await pathOf(ctx, userId, targetFolder!).catch(() => [])).some((a) => a.id === id)) throw cycleRefused();
    throw new AppError(409, "CONFLICT", `The item or its target changed meanwhile, or the move would nest folders more than ${MAX_FOLDER_DEPTH} levels deep.`);
  }
  return toItem(await ownItem(ctx, userId, id));
}

/** A folder with contents is deleted only with recursive=true (else 409); rows go in one statement. */
export async function deleteItem(ctx: RequestContext, userId: string, id: string, recursive: boolean): Promise<true> {
  const item = await ownItem(ctx, userId, id);
  const subtree = await ctx.db.all<{ id: string; storage_key: string | null }>(sql`
    WITH RECURSIVE sub(id, depth) AS (
      SELECT ${id}, 0
      UNION
      SELECT f.id, sub.depth + 1 FROM file_items AS f JOIN sub ON f.folder_id = sub.id WHERE f.user_id = ${userId} AND sub.depth < ${RECURSION_LIMIT}
    ) SELECT DISTINCT f.id, f.storage_key FROM file_items AS f JOIN sub ON f.id = sub.id WHERE f.user_id = ${userId}`);
  if (item.type === "folder" && subtree.length > 1 && !recursive) {
    throw new AppError(409, "CONFLICT", "The folder is not empty. Delete it with recursive=true to remove its contents too.");
  }
  await ctx.db
    .delete(fileItems)
    .where(and(eq(fileItems.userId, userId), sql`${fileItems.id} IN (SELECT value FROM json_each(${JSON.stringify(subtree.map((r) => r.id))}))`));
  const keys = subtree.map((r) => r.storage_key).filter((k): k is string => Boolean(k));
  // Bytes after metadata: an orphaned object is harmless, a row without bytes would not be.
  if (keys.length > 0 && ctx.env.FILES) {
    for (let i = 0; i < keys.length; i += 1000) await ctx.env.FILES.delete(keys.slice(i, i + 1000));
  }
  return true;
}
