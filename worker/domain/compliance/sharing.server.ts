import { and, asc, eq, sql, type Placeholder } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { documentShares, fileItems, SHARE_ACCESS, users, type ShareAccess } from "#db/schema";
import type { RequestContext } from "#worker/context.server";
import { AppError, notFound } from "#worker/errors";
import { downloadFile, listFolder, uploadFile } from "#worker/domain/file-manager.server";
import { workingAdvisorsQuery, worksWith } from "#worker/domain/marketplace/contracts.server";
import { newId } from "#worker/domain/workspace.server";
import { batched, preparedRead } from "#worker/db-batch.server";

/**
 * Folder sharing between a person and an advisor (issue 12, decision 082). A share gives the
 * advisor the folder and everything below it, read-only or read + upload. Every advisor request
 * re-reads the share from D1, so revoking takes effect on the next request.
 */

export const shareInputSchema = z.object({
  folderId: z.string().trim().min(1).max(100),
  advisorId: z.string().trim().min(1).max(100),
  access: z.enum(SHARE_ACCESS),
});

/**
 * The one place that decides whom a person may share with: an advisor of one of the person's
 * contracts, active or completed (issue 11/12). Nobody else, not even other advisors.
 */
export async function canShareWith(db: Database, ownerId: string, advisorId: string): Promise<boolean> {
  if (ownerId === advisorId) return false;
  return worksWith(db, ownerId, advisorId);
}

/** The advisors the person may share with: those of their active or completed contracts. */
export async function shareTargets(scope: { db: Database }, ownerId: string): Promise<{ id: string; name: string }[]> {
  return (await shareTargetsRead(scope, { ownerId })).filter((a) => a.id !== ownerId);
}
// built once per isolate (the documents page reads it on every view)
const shareTargetsRead = preparedRead((db) => workingAdvisorsQuery(db, sql.placeholder("ownerId")));

export interface FolderShare {
  id: string;
  folderId: string;
  folderName: string;
  advisorId: string;
  advisorName: string;
  access: ShareAccess;
  createdAt: string;
}

const sharesQuery = (db: Database, ownerId: string | Placeholder, folderId?: string) =>
  db
    // Aliased: in a D1 batch rows come back keyed by column name, and both names are "name".
    .select({ share: documentShares, folderName: sql<string>`${fileItems.name}`.as("folder_name"), advisorName: sql<string>`${users.name}`.as("advisor_name") })
    .from(documentShares)
    .innerJoin(fileItems, and(eq(fileItems.id, documentShares.folderId), eq(fileItems.userId, documentShares.ownerId)))
    .innerJoin(users, eq(users.id, documentShares.advisorId))
    .where(and(eq(documentShares.ownerId, ownerId), folderId ? eq(documentShares.folderId, folderId) : undefined))
    .orderBy(asc(fileItems.name), asc(users.name));
/** Every share of a person (the documents page's), its SQL built once per isolate. */
const ownerSharesRead = preparedRead((db) => sharesQuery(db, sql.placeholder("ownerId")));

/** The person's shares (of one folder, or all), in the request's D1 batch. */
export async function listShares(scope: { db: Database }, ownerId: string, folderId?: string): Promise<FolderShare[]> {
  const rows = await (folderId ? batched(scope, sharesQuery(scope.db, ownerId, folderId)) : ownerSharesRead(scope, { ownerId }));
  return rows.map(({ share, folderName, advisorName }) => ({
    id: share.id,
    folderId: share.folderId,
    folderName,
    advisorId: share.advisorId,
    advisorName,
    access: share.access,
    createdAt: share.createdAt.toISOString(),
  }));
}

/** Shares (or changes the access of) one of the owner's folders with an allowed advisor. */
export async function shareFolder(db: Database, ownerId: string, input: z.infer<typeof shareInputSchema>, now = new Date()): Promise<FolderShare> {
  const folder = await db
    .select({ id: fileItems.id })
    .from(fileItems)
    .where(and(eq(fileItems.id, input.folderId), eq(fileItems.userId, ownerId), eq(fileItems.type, "folder")))
    .get();
  if (!folder) throw notFound("Could not find that folder.");
  if (!(await canShareWith(db, ownerId, input.advisorId))) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { advisorId: ["You can share only with an advisor you work with."] } });
  }
  await db
    .insert(documentShares)
    .values({ id: newId(), ownerId, folderId: input.folderId, advisorId: input.advisorId, access: input.access, createdAt: now })
    .onConflictDoUpdate({ target: [documentShares.folderId, documentShares.advisorId], set: { access: input.access } });
  const [share] = (await listShares({ db }, ownerId, input.folderId)).filter((s) => s.advisorId === input.advisorId);
  return share;
}

export async function revokeShare(db: Database, ownerId: string, shareId: string): Promise<true> {
  const result = await db.delete(documentShares).where(and(eq(documentShares.id, shareId), eq(documentShares.ownerId, ownerId))).returning({ id: documentShares.id });
  if (result.length === 0) throw notFound("Could not find that share.");
  return true;
}

export interface SharedRoot {
  shareId: string;
  folderId: string;
  folderName: string;
  ownerId: string;
  ownerName: string;
  access: ShareAccess;
}

/** The folders shared with an advisor (the roots of "Shared with me"). */
const sharedRootsRead = preparedRead((db) => {
  const owners = db.$with("owners").as(db.select({ id: users.id, name: users.name }).from(users));
  return db
    .with(owners)
    .select({ share: documentShares, folderName: sql<string>`${fileItems.name}`.as("folder_name"), ownerName: sql<string>`${owners.name}`.as("owner_name") })
    .from(documentShares)
    .innerJoin(fileItems, and(eq(fileItems.id, documentShares.folderId), eq(fileItems.userId, documentShares.ownerId)))
    .innerJoin(owners, eq(owners.id, documentShares.ownerId))
    .where(eq(documentShares.advisorId, sql.placeholder("advisorId")))
    .orderBy(asc(owners.name), asc(fileItems.name));
});

/** The folders shared with an advisor (the roots of "Shared with me"), in the request's D1 batch. */
export async function sharedRoots(scope: { db: Database }, advisorId: string): Promise<SharedRoot[]> {
  const rows = await sharedRootsRead(scope, { advisorId });
  return rows.map(({ share, folderName, ownerName }) => ({ shareId: share.id, folderId: share.folderId, folderName, ownerId: share.ownerId, ownerName, access: share.access }));
}

interface Grant {
  ownerId: string;
  access: ShareAccess;
  rootFolderId: string;
}

/**
 * The advisor's access to an item: a share on the item itself (a folder) or on any folder above
 * it, in the owner's own tree. Upload wins over read when two shares apply. Null = no access.
 */
export async function grantFor(db: Database, advisorId: string, itemId: string): Promise<Grant | null> {
  const rows = await db.all<{ owner_id: string; access: ShareAccess; folder_id: string }>(sql`
    WITH RECURSIVE chain(id, parent, owner, depth) AS (
      SELECT id, folder_id, user_id, 0 FROM file_items WHERE id = ${itemId}
      UNION ALL
      SELECT f.id, f.folder_id, f.user_id, chain.depth + 1 FROM file_items AS f JOIN chain ON f.id = chain.parent AND f.user_id = chain.owner
      WHERE chain.depth < 64
    )
    SELECT s.owner_id, s.access, s.folder_id FROM chain
    JOIN document_shares AS s ON s.folder_id = chain.id AND s.owner_id = chain.owner AND s.advisor_id = ${advisorId}
    ORDER BY CASE s.access WHEN 'upload' THEN 0 ELSE 1 END, chain.depth
    LIMIT 1`);
  const row = rows[0];
  return row ? { ownerId: row.owner_id, access: row.access, rootFolderId: row.folder_id } : null;
}

async function requireGrant(ctx: RequestContext, advisorId: string, itemId: string, need: ShareAccess): Promise<Grant> {
  const grant = await grantFor(ctx.db, advisorId, itemId);
  // Not shared (or revoked) answers like a missing item: the advisor learns nothing about it.
  if (!grant) throw notFound();
  if (need === "upload" && grant.access !== "upload") throw new AppError(403, "FORBIDDEN", "This folder is shared with you read-only.");
  return grant;
}

/** A shared folder's listing; the path starts at the shared root (nothing above it is revealed). */
export async function listSharedFolder(ctx: RequestContext, advisorId: string, folderId: string) {
  const grant = await requireGrant(ctx, advisorId, folderId, "read");
  const listing = await listFolder(ctx, grant.ownerId, folderId);
  const rootIndex = listing.path.findIndex((p) => p.id === grant.rootFolderId);
  return { ...listing, path: listing.path.slice(Math.max(rootIndex, 0)), access: grant.access, ownerId: grant.ownerId };
}

export async function downloadShared(ctx: RequestContext, advisorId: string, fileId: string): Promise<Response> {
  const grant = await requireGrant(ctx, advisorId, fileId, "read");
  return downloadFile(ctx, grant.ownerId, fileId);
}

/** An advisor's upload lands in the owner's tree (the owner keeps the file) and names the advisor as its author. */
export async function uploadShared(ctx: RequestContext, advisorId: string, folderId: string, file: File) {
  const grant = await requireGrant(ctx, advisorId, folderId, "upload");
  const item = await uploadFile(ctx, grant.ownerId, file, { folderId, description: null });
  const advisor = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, advisorId)).get();
  if (advisor) {
    await ctx.db.update(fileItems).set({ createdBy: advisor.name }).where(and(eq(fileItems.id, item.id), eq(fileItems.userId, grant.ownerId)));
    item.createdBy = advisor.name;
  }
  return item;
}
