import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requireUser } from "#worker/auth/permissions.server";
import {
  createFolder,
  createFolderSchema,
  deleteItem,
  deleteQuerySchema,
  downloadFile,
  listFolder,
  listQuerySchema,
  updateItem,
  updateItemSchema,
  uploadFieldsSchema,
  uploadFile,
  UPLOAD_MAX_BYTES,
} from "#worker/domain/file-manager.server";
import { formFile, formString, idQuery, payloadTooLarge, readMultipart } from "#worker/domain/workspace.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** Upload bodies are multipart: the file plus a little framing. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
export const UPLOAD_PATH = "/api/apps/file-manager/upload";

/** Spec §7 File manager plus upload, download, rename, move and delete (docs/api.md#file-manager). */
export const fileManagerRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listFolder(c.var.ctx, userId, readQuery(c, listQuerySchema).folderId));
  })
  .post("/folder", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await createFolder(c.var.ctx, userId, await readJson(c, createFolderSchema)), 201);
  })
  .post(
    "/upload",
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT_BYTES,
      onError: () => {
        throw payloadTooLarge(UPLOAD_MAX_BYTES);
      },
    }),
    async (c) => {
      const { userId } = requireUser(c.var.ctx);
      const form = await readMultipart(c);
      const fields = uploadFieldsSchema.parse({ folderId: formString(form, "folderId"), description: formString(form, "description") });
      return c.json(await uploadFile(c.var.ctx, userId, formFile(form, "file"), fields), 201);
    },
  )
  .get("/download", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return downloadFile(c.var.ctx, userId, readQuery(c, idQuery).id);
  })
  .patch("/item", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, item } = await readJson(c, updateItemSchema);
    return c.json(await updateItem(c.var.ctx, userId, id, item));
  })
  .delete("/item", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, recursive } = readQuery(c, deleteQuerySchema);
    return c.json(await deleteItem(c.var.ctx, userId, id, recursive));
  });
