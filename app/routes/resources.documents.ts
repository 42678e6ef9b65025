import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { ADVISOR_ROLES, requireRole, requireUser } from "#worker/auth/permissions.server";
import { downloadShared, revokeShare, shareFolder, shareInputSchema, uploadShared } from "#worker/domain/compliance/sharing.server";
import { createFolder, createFolderSchema, deleteItem, downloadFile, updateItemSchema, updateItem, uploadFile } from "#worker/domain/file-manager.server";
import { formObject, respond } from "#app/lib/resource.server";

/**
 * The document manager's reads and writes for /documents and /advisor/documents: JSON answers for
 * fetchers and the upload XHR (progress), bytes for downloads. The same domain functions and
 * checks as /api/apps/file-manager and /api/documents.
 */

/** Fetchers and the upload XHR call this route: a refused guard answers JSON, never a redirect. */
const JSON_GUARD = { onFail: "json" } as const;

/** GET ?download=<fileId>[&shared=1] */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context.app;
  const url = new URL(request.url);
  const id = z.string().trim().min(1).max(100).safeParse(url.searchParams.get("download"));
  return respond(async () => {
    if (!id.success) return Response.json({ error: { code: "BAD_REQUEST", message: "?download=<id> is required." } }, { status: 400 });
    if (url.searchParams.get("shared") === "1") return downloadShared(ctx, requireRole(ctx, ADVISOR_ROLES, JSON_GUARD).userId, id.data);
    return downloadFile(ctx, requireUser(ctx, JSON_GUARD).userId, id.data);
  });
}

const optionalFolder = z.string().trim().max(100).optional().transform((v) => v || null);

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context.app;
  return respond(async () => {
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    if (intent === "upload-shared") {
      const { userId } = requireRole(ctx, ADVISOR_ROLES, JSON_GUARD);
      const file = form.get("file");
      if (!(file instanceof File)) return Response.json({ error: { code: "BAD_REQUEST", message: "Choose a file." } }, { status: 400 });
      return uploadShared(ctx, userId, z.string().min(1).max(100).parse(form.get("folderId")), file);
    }
    const { userId } = requireUser(ctx, JSON_GUARD);
    const body = formObject(form);
    switch (intent) {
      case "upload": {
        const file = form.get("file");
        if (!(file instanceof File)) return Response.json({ error: { code: "BAD_REQUEST", message: "Choose a file." } }, { status: 400 });
        return uploadFile(ctx, userId, file, { folderId: optionalFolder.parse(body.folderId), description: null });
      }
      case "create-folder":
        return createFolder(ctx, userId, createFolderSchema.parse({ name: body.name, folderId: body.folderId || null }));
      case "rename":
        return updateItem(ctx, userId, String(body.id), updateItemSchema.parse({ id: body.id, item: { name: body.name } }).item);
      case "move":
        return updateItem(ctx, userId, String(body.id), updateItemSchema.parse({ id: body.id, item: { folderId: body.folderId || null } }).item);
      case "delete":
        return deleteItem(ctx, userId, z.string().min(1).max(100).parse(body.id), true);
      case "share":
        return shareFolder(ctx.db, userId, shareInputSchema.parse(body));
      case "revoke":
        return revokeShare(ctx.db, userId, z.string().min(1).max(100).parse(body.id));
      default:
        return Response.json({ error: { code: "BAD_REQUEST", message: "Unknown action." } }, { status: 400 });
    }
  });
}
