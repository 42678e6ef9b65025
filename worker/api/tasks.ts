import { Hono, type Context } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import {
  createTask,
  createTaskBody,
  createTaskTag,
  createTagBody,
  deleteTask,
  deleteTaskTag,
  getTask,
  getTaskTag,
  listTasks,
  listTaskTags,
  reorderTasks,
  searchTasks,
  taskOrderBody,
  taskSearchQuery,
  updateTask,
  updateTaskBody,
  updateTaskTag,
  updateTagBody,
} from "#worker/domain/tasks.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { idQuery } from "#worker/domain/workspace.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** The reader's language (`?lng=`, cookie, Accept-Language) for seeded tasks' Turkish twins, as the inbox answers. */
const lang = async (c: Context<ApiEnv>) => (await languageOf(c.req.raw)).lang;

/** Spec §7 Tasks, per signed-in user (docs/api.md#tasks). Seeded text in the reader's language (decision 099). */
export const tasksRoutes = new Hono<ApiEnv>()
  .get("/tags", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listTaskTags(c.var.ctx.db, userId, await lang(c)));
  })
  .get("/tag", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getTaskTag(c.var.ctx.db, userId, readQuery(c, idQuery).id, await lang(c)));
  })
  .post("/tag", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { tag } = await readJson(c, createTagBody);
    return c.json(await createTaskTag(c.var.ctx.db, userId, tag.title));
  })
  .patch("/tag", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, tag } = await readJson(c, updateTagBody);
    return c.json(await updateTaskTag(c.var.ctx.db, userId, id, tag.title, await lang(c)));
  })
  .delete("/tag", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteTaskTag(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  })
  .get("/all", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listTasks(c.var.ctx.db, userId, await lang(c)));
  })
  .get("/search", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await searchTasks(c.var.ctx.db, userId, readQuery(c, taskSearchQuery).query, await lang(c)));
  })
  .patch("/order", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { tasks } = await readJson(c, taskOrderBody);
    return c.json(await reorderTasks(c.var.ctx.db, userId, tasks, await lang(c)));
  })
  .get("/task", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getTask(c.var.ctx.db, userId, readQuery(c, idQuery).id, await lang(c)));
  })
  .post("/task", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { type } = await readJson(c, createTaskBody);
    return c.json(await createTask(c.var.ctx.db, userId, type));
  })
  .patch("/task", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, task } = await readJson(c, updateTaskBody);
    return c.json(await updateTask(c.var.ctx.db, userId, id, task, await lang(c)));
  })
  .delete("/task", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteTask(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  });
