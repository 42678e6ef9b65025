import { Hono } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import { createTag, deleteTag, idQuery, listTags, tagBodySchema, tagUpdateSchema, updateTag, type TagStore } from "#worker/domain/workspace.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** GET tags, POST/PATCH/DELETE tag: the same contract for contact tags and inventory tags. */
export function tagRoutes(store: TagStore) {
  return new Hono<ApiEnv>()
    .get("/tags", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      return c.json(await listTags(c.var.ctx, store, userId));
    })
    .post("/tag", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      const { tag } = await readJson(c, tagBodySchema);
      return c.json(await createTag(c.var.ctx, store, userId, tag.title), 201);
    })
    .patch("/tag", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      const { id, tag } = await readJson(c, tagUpdateSchema);
      return c.json(await updateTag(c.var.ctx, store, userId, id, tag.title));
    })
    .delete("/tag", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      return c.json(await deleteTag(c.var.ctx, store, userId, readQuery(c, idQuery).id));
    });
}
