import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import {
  createTask,
  createTagBody,
  createTaskBody,
  createTaskTag,
  deleteTask,
  reorderTasks,
  tasksPage,
  taskOrderBody,
  updateTaskBody,
  updateTask,
} from "#worker/domain/tasks.server";
import { idQuery } from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import { workspaceAction } from "#app/features/workspace/action.server";

/**
 * Tasks page data: every task and section by `order` (or the search hits for `?q=`, by the same
 * rule the shell search uses), the tags, the open task and, with one open, the contacts that can
 * be its assignee — in the request's one D1 batch. An unknown or foreign task id is a 404 page.
 */
export async function tasksLoader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = context.app;
  const { userId } = requireUser(ctx);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  // seeded tasks in the UI language (their Turkish twins, decision 099)
  const { tasks, hits, tags, assignees, open } = await tasksPage(ctx, userId, { query, openId: params.id ?? null }, ctx.locale).catch((e) => {
    if (e instanceof AppError && e.status === 404) throw new Response("Not Found", { status: 404 });
    throw e;
  });
  return { tasks, query, hits, tags, assignees, open };
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
