import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { Database } from "../../db/client";
import { taskTags, tasks, TASK_TYPES, type SubTask, type TaskRow, type TaskTagRow, type TaskType } from "../../db/schema";
import { notFound } from "../errors";
import { recordActivityStatement } from "./activities.server";
import { escapeHtml } from "./html.server";
import { assertKnownIds, idRef, isoDateOrNull, jsonArrayContains, jsonArrayWithout, newId, runBatch, unique } from "./workspace.server";

/**
 * Tasks (spec §3/§7): the compliance engine's base. Every query is scoped to the caller's user id;
 * another user's id is indistinguishable from an unknown one (404).
 */

export interface Task {
  id: string;
  type: TaskType;
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: number;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}

export interface TaskTag {
  id: string;
  title: string;
}

// ---- request bodies -------------------------------------------------------------------------

const tagTitle = z.string().trim().min(1, "required").max(100);
export const createTagBody = z.object({ tag: z.object({ title: tagTitle }) });
export const updateTagBody = z.object({ id: z.string().min(1).max(100), tag: z.object({ title: tagTitle }) });

export const createTaskBody = z.object({ type: z.enum(TASK_TYPES).default("task") });

const subTaskInput = z.object({
  id: z.string().min(1).max(100).optional(),
  title: z.string().max(500),
  completed: z.boolean().default(false),
});

/** Partial task: only what is sent changes. `order` is changed by PATCH tasks/order only. */
export const taskPatch = z.object({
  type: z.enum(TASK_TYPES).optional(),
  title: z.string().max(500).optional(),
  notes: z.union([z.string().max(10_000), z.null()]).optional(),
  completed: z.boolean().optional(),
  dueDate: isoDateOrNull.optional(),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)], { errorMap: () => ({ message: "Priority is 0, 1 or 2" }) }).optional(),
  tags: z.array(idRef).max(50).optional(),
  assignedTo: z.union([z.string().max(100), z.null()]).optional(),
  subTasks: z.array(subTaskInput).max(100).optional(),
});
export const updateTaskBody = z.object({ id: z.string().min(1).max(100), task: taskPatch });

export const taskOrderBody = z.object({ tasks: z.array(idRef).max(5000) });

export const taskSearchQuery = z.object({ query: z.string().max(200).optional() });

// ---- mapping --------------------------------------------------------------------------------

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    notes: row.notes,
    completed: row.completed,
    dueDate: row.dueDate,
    priority: row.priority,
    tags: row.tags,
    assignedTo: row.assignedTo,
    subTasks: row.subTasks,
    order: row.order,
  };
}

const toTag = (row: TaskTagRow): TaskTag => ({ id: row.id, title: row.title });

// ---- tags -----------------------------------------------------------------------------------

export async function listTaskTags(db: Database, userId: string): Promise<TaskTag[]> {
  const rows = await db.select().from(taskTags).where(eq(taskTags.userId, userId)).orderBy(asc(taskTags.title), asc(taskTags.id));
  return rows.map(toTag);
}

async function findTagRow(db: Database, userId: string, id: string) {
  const row = await db.select().from(taskTags).where(and(eq(taskTags.id, id), eq(taskTags.userId, userId))).get();
  if (!row) throw notFound("Tag not found");
  return row;
}

export async function getTaskTag(db: Database, userId: string, id: string): Promise<TaskTag> {
  return toTag(await findTagRow(db, userId, id));
}

export async function createTaskTag(db: Database, userId: string, title: string): Promise<TaskTag> {
  const row = { id: newId(), userId, title };
  await db.insert(taskTags).values(row);
  return toTag(row);
}

export async function updateTaskTag(db: Database, userId: string, id: string, title: string): Promise<TaskTag> {
  await findTagRow(db, userId, id);
  await db.update(taskTags).set({ title }).where(and(eq(taskTags.id, id), eq(taskTags.userId, userId)));
  return { id, title };
}

/** Deletes the tag and strips it from every task of the user, in one atomic batch. */
export async function deleteTaskTag(db: Database, userId: string, id: string): Promise<true> {
  await findTagRow(db, userId, id);
  await runBatch(db, [
    db.delete(taskTags).where(and(eq(taskTags.id, id), eq(taskTags.userId, userId))),
    db
      .update(tasks)
      .set({ tags: jsonArrayWithout(tasks.tags, id) })
      .where(and(eq(tasks.userId, userId), jsonArrayContains(tasks.tags, id))),
  ]);
  return true;
}

async function assertOwnTags(db: Database, userId: string, tagIds: readonly string[]) {
  if (tagIds.length === 0) return;
  const known = await db.select({ id: taskTags.id }).from(taskTags).where(and(eq(taskTags.userId, userId), inArray(taskTags.id, [...tagIds])));
  assertKnownIds("task.tags", tagIds, new Set(known.map((t) => t.id)));
}

// ---- tasks ----------------------------------------------------------------------------------

/** All of the user's tasks and sections, in their `order`. */
export async function listTasks(db: Database, userId: string): Promise<Task[]> {
  const rows = await db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.order), asc(tasks.createdAt));
  return rows.map(toTask);
}

/**
 * The task search rule (spec §5), shared by `GET tasks/search` and the shell's global search:
 * title or notes contain the query, case-insensitively (Unicode case folding, hence in JS rather
 * than SQLite's ASCII-only lower()); an empty query finds nothing. Results keep the user's order.
 */
export async function searchTasks(db: Database, userId: string, query: string | undefined | null): Promise<Task[]> {
  const needle = (query ?? "").trim().toLocaleLowerCase();
  if (!needle) return [];
  const all = await listTasks(db, userId);
  return all.filter((task) => task.title.toLocaleLowerCase().includes(needle) || (task.notes ?? "").toLocaleLowerCase().includes(needle));
}

async function findTaskRow(db: Database, userId: string, id: string) {
  const row = await db.select().from(tasks).where(and(eq(tasks.id, id), eq(tasks.userId, userId))).get();
  if (!row) throw notFound("Task not found");
  return row;
}

export async function getTask(db: Database, userId: string, id: string): Promise<Task> {
  return toTask(await findTaskRow(db, userId, id));
}

/** A blank task (or section) at the top of the list: every other task moves down one place. */
export async function createTask(db: Database, userId: string, type: TaskType): Promise<Task> {
  const now = new Date();
  const row: TaskRow = {
    id: newId(),
    userId,
    type,
    title: "",
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
    order: 0,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  };
  await runBatch(db, [
    db
      .update(tasks)
      .set({ order: sql`${tasks.order} + 1` })
      .where(eq(tasks.userId, userId)),
    db.insert(tasks).values(row),
  ]);
  return toTask(row);
}

/**
 * Merges the patch into the task. Completing a task records a `task.completed` activity and
 * re-opening records `task.reopened`, in the same batch as the change.
 */
export async function updateTask(db: Database, userId: string, id: string, patch: z.infer<typeof taskPatch>): Promise<Task> {
  const current = await findTaskRow(db, userId, id);
  const tags = patch.tags === undefined ? undefined : unique(patch.tags);
  if (tags) await assertOwnTags(db, userId, tags);
  const now = new Date();
  const next: TaskRow = {
    ...current,
    ...(patch.type !== undefined && { type: patch.type }),
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.notes !== undefined && { notes: patch.notes }),
    ...(patch.completed !== undefined && { completed: patch.completed }),
    ...(patch.dueDate !== undefined && { dueDate: patch.dueDate }),
    ...(patch.priority !== undefined && { priority: patch.priority }),
    ...(tags !== undefined && { tags }),
    ...(patch.assignedTo !== undefined && { assignedTo: patch.assignedTo }),
    ...(patch.subTasks !== undefined && { subTasks: patch.subTasks.map((s) => ({ id: s.id ?? newId(), title: s.title, completed: s.completed })) }),
    updatedAt: now,
  };
  const justCompleted = !current.completed && next.completed;
  const reopened = current.completed && !next.completed;
  if (justCompleted) next.completedAt = now;
  if (reopened) next.completedAt = null;

  const { id: _id, userId: _userId, createdAt: _createdAt, ...changes } = next;
  const statements: BatchItem<"sqlite">[] = [db.update(tasks).set(changes).where(and(eq(tasks.id, id), eq(tasks.userId, userId)))];
  if (justCompleted || reopened) {
    const title = escapeHtml(next.title || "Untitled task");
    statements.push(
      recordActivityStatement(db, userId, {
        kind: justCompleted ? "task.completed" : "task.reopened",
        icon: justCompleted ? "heroicons_outline:circle-check" : "heroicons_outline:rotate-ccw",
        description: justCompleted ? `You completed the task <strong>${title}</strong>` : `You re-opened the task <strong>${title}</strong>`,
        descriptionTr: justCompleted ? `<strong>${title}</strong> görevini tamamladınız` : `<strong>${title}</strong> görevini yeniden açtınız`,
        date: now,
        linkedContent: next.title || "Untitled task",
        linkedContentTr: "Görevi aç",
        // the task's own page (it was /compliance/tasks/:id, which does not exist; issue 14)
        link: `/apps/tasks/${id}`,
        useRouter: true,
      }),
    );
  }
  await runBatch(db, statements);
  return toTask(next);
}

export async function deleteTask(db: Database, userId: string, id: string): Promise<true> {
  await findTaskRow(db, userId, id);
  await db.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
  return true;
}

/**
 * Persists a new order in one batch: the listed tasks take orders 0…n-1 in the order given; tasks
 * not listed keep their relative order after them, in one UPDATE (atomic by itself). Unknown or
 * foreign ids → 404, nothing written.
 */
export async function reorderTasks(db: Database, userId: string, ids: string[]): Promise<Task[]> {
  const listed = unique(ids);
  const current = await db
    .select({ id: tasks.id, order: tasks.order })
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.order), asc(tasks.createdAt));
  const known = new Set(current.map((t) => t.id));
  if (listed.some((id) => !known.has(id))) throw notFound("Task not found");
  const listedSet = new Set(listed);
  const finalOrder = [...listed, ...current.filter((t) => !listedSet.has(t.id)).map((t) => t.id)];
  // One statement whatever the count: each task takes its index in the JSON array as its order.
  await db
    .update(tasks)
    .set({ order: sql`j.key` })
    .from(sql`json_each(${JSON.stringify(finalOrder)}) AS j`)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, sql`j.value`)));
  return listTasks(db, userId);
}
