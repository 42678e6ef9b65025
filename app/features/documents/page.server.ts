import { z } from "zod";
import { ADVISOR_ROLES, requireRole, requireUser } from "#worker/auth/permissions.server";
import type { RequestContext } from "#worker/context.server";
import { listShares, listSharedFolder, sharedRoots, shareTargets } from "#worker/domain/compliance/sharing.server";
import { listAllFolders, listFolder, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from "#worker/domain/file-manager.server";
import { AppError } from "#worker/errors";

/** A folder that is not the caller's (or not shared with them) is a 404 page, like a missing one. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** Loaders of /documents (the person's file manager) and /advisor/documents (shared with the advisor). */

const browseQuery = z.object({
  folder: z.string().trim().min(1).max(100).optional().catch(undefined),
  view: z.enum(["list", "grid"]).catch("list"),
  sort: z.enum(["name", "modified", "size"]).catch("name"),
});

export const readBrowseQuery = (url: URL) => browseQuery.parse(Object.fromEntries(url.searchParams));

const uploadRules = { maxBytes: UPLOAD_MAX_BYTES, extensions: UPLOAD_EXTENSIONS };

export async function documentsPage(ctx: RequestContext) {
  const { userId } = requireUser(ctx);
  const query = readBrowseQuery(ctx.url);
  const [listing, folders, shares, targets] = await Promise.all([
    orNotFound(listFolder(ctx, userId, query.folder ?? null)),
    // Move targets: every folder of the person, by name.
    listAllFolders(ctx, userId),
    listShares(ctx, userId),
    shareTargets(ctx, userId),
  ]);
  return { query, listing, folders, shares, targets, uploadRules };
}

export async function advisorDocumentsPage(ctx: RequestContext) {
  const { userId } = requireRole(ctx, ADVISOR_ROLES);
  const query = readBrowseQuery(ctx.url);
  // One D1 batch: the shared roots with the advisor's own top level (or the shared folder's grant).
  const roots = sharedRoots(ctx, userId);
  if (!query.folder) {
    const [found, own] = await Promise.all([roots, listFolder(ctx, userId, null)]);
    return { query, roots: found, shared: null, own, uploadRules };
  }
  const [found, shared] = await Promise.all([roots, orNotFound(listSharedFolder(ctx, userId, query.folder))]);
  return { query, roots: found, shared, own: null, uploadRules };
}
