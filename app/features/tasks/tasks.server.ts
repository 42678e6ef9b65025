import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { listContacts } from "#worker/domain/contacts.server";
import {
  createTask,
  createTagBody,
  createTaskBody,
  createTaskTag,
  deleteTask,
  getTask,
  listTasks,
  listTaskTags,
  reorderTasks,
  searchTasks,
  taskOrderBody,
  updateTaskBody,
  updateTask,
} from "#worker/domain/tasks.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { idQuery } from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import { workspaceAction } from "#app/features/workspace/action.server";

/**
 * Tasks page data: every task and section by `order` (or the search hits for `?q=`, by the same
 * rule the shell search uses), the tags, the contacts that can be assignees and the open task.
 * An unknown or foreign task id is a 404 page.
 */
export async function tasksLoader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = context.app;
  const { userId } = requireUser(ctx);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  // seeded tasks in the UI language (their Turkish twins, decision 099)
  const { lang } = await languageOf(request);
  const [tasks, hits, tags, contacts, open] = await Promise.all([
    listTasks(ctx.db, userId, lang),
    query.trim() ? searchTasks(ctx.db, userId, query, lang) : null,
    listTaskTags(ctx.db, userId, lang),
    listContacts(ctx, userId),
    params.id
      ? getTask(ctx.db, userId, params.id, lang).catch((e) => {
          if (e instanceof AppError && e.status === 404) throw new Response("Not Found", { status: 404 });
          throw e;
        })
      : null,
  ]);
  return {
    tasks,
    query,
    hits: hits ? hits.map((t) => t.id) : null,
    tags,
    assignees: contacts.map((c) => ({ id: c.id, name: c.name, avatar: c.avatar })),
    open,
  };
}

const intent = z.object({ intent: z.enum(["create", "update", "delete", "order", "tagCreate"]) }).passthrough();

/** The tasks screen's writes, by the tasks domain module's rules (docs/api.md#tasks). */
export const tasksAction = workspaceAction(intent, async (ctx, { userId }, body, lang) => {
  switch (body.intent) {
    case "create":
      return createTask(ctx.db, userId, createTaskBody.parse(body).type);
    case "update": {
      const { id, task } = updateTaskBody.parse(body);
      return updateTask(ctx.db, userId, id, task, lang);
    }
    case "delete":
      return deleteTask(ctx.db, userId, idQuery.parse(body).id);
    case "order":
      return reorderTasks(ctx.db, userId, taskOrderBody.parse(body).tasks, lang);
    case "tagCreate":
      return createTaskTag(ctx.db, userId, createTagBody.parse(body).tag.title);
  }
});
