import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { Database } from "#db/client";
import { preparedRead } from "#worker/db-batch.server";
import { taskTags, tasks, TASK_TYPES, type SubTask, type TaskRow, type TaskTagRow, type TaskType } from "#db/schema";
import { notFound } from "#worker/errors";
import { recordActivityStatement } from "./activities.server";
import { escapeHtml } from "./html.server";
import { contactNamesRead } from "./contacts.server";
import { collatorFor, editTwin, twin, type ContentLocale } from "./locale";
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
  subTasks: Omit<SubTask, "titleTr">[];
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

/** The wire shape (spec §7), in Turkish for a Turkish reader where the seed wrote a twin (decision 099). */
export function toTask(row: TaskRow, lang: ContentLocale = "en"): Task {
  return {
    id: row.id,
    type: row.type,
    title: twin(lang, row.title, row.titleTr),
    notes: twin(lang, row.notes, row.notesTr),
    completed: row.completed,
    dueDate: row.dueDate,
    priority: row.priority,
    tags: row.tags,
    assignedTo: row.assignedTo,
    subTasks: row.subTasks.map((s) => ({ id: s.id, title: twin(lang, s.title, s.titleTr), completed: s.completed })),
    order: row.order,
  };
}

const toTag = (row: TaskTagRow, lang: ContentLocale = "en"): TaskTag => ({ id: row.id, title: twin(lang, row.title, row.titleTr) });

// ---- tags -----------------------------------------------------------------------------------

export async function listTaskTags(db: Database, userId: string, lang: ContentLocale = "en"): Promise<TaskTag[]> {
  return tagsOf(await db.select().from(taskTags).where(eq(taskTags.userId, userId)).orderBy(asc(taskTags.id)), lang);
}

/** Alphabetical in the reader's language (a Turkish twin sorts differently from its English). */
function tagsOf(rows: TaskTagRow[], lang: ContentLocale): TaskTag[] {
  const collator = collatorFor(lang);
  return rows.map((row) => toTag(row, lang)).sort((a, b) => collator.compare(a.title, b.title) || (a.id < b.id ? -1 : 1));
}

async function findTagRow(db: Database, userId: string, id: string) {
  const row = await db.select().from(taskTags).where(and(eq(taskTags.id, id), eq(taskTags.userId, userId))).get();
  if (!row) throw notFound("Tag not found");
  return row;
}

export async function getTaskTag(db: Database, userId: string, id: string, lang: ContentLocale = "en"): Promise<TaskTag> {
  return toTag(await findTagRow(db, userId, id), lang);
}

export async function createTaskTag(db: Database, userId: string, title: string): Promise<TaskTag> {
  const row = { id: newId(), userId, title, titleTr: null };
  await db.insert(taskTags).values(row);
  return toTag(row);
}

export async function updateTaskTag(db: Database, userId: string, id: string, title: string, lang: ContentLocale = "en"): Promise<TaskTag> {
  const current = await findTagRow(db, userId, id);
  const text = editTwin(title, current.title, current.titleTr);
  const row = { ...current, title: text.en ?? "", titleTr: text.tr };
  await db.update(taskTags).set({ title: row.title, titleTr: row.titleTr }).where(and(eq(taskTags.id, id), eq(taskTags.userId, userId)));
  return toTag(row, lang);
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

const listRows = (db: Database, userId: string) => db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.order), asc(tasks.createdAt));

/** All of the user's tasks and sections, in their `order`. */
export async function listTasks(db: Database, userId: string, lang: ContentLocale = "en"): Promise<Task[]> {
  return (await listRows(db, userId)).map((row) => toTask(row, lang));
}

/**
 * The task search rule (spec §5), shared by `GET tasks/search` and the shell's global search:
 * title or notes contain the query, case-insensitively (Unicode case folding, hence in JS rather
 * than SQLite's ASCII-only lower()); an empty query finds nothing. Results keep the user's order.
 * A seeded task is found by its English text and by its Turkish twin, and answered in `lang`.
 */
export async function searchTasks(db: Database, userId: string, query: string | undefined | null, lang: ContentLocale = "en"): Promise<Task[]> {
  if (!(query ?? "").trim()) return [];
  return matching(await listRows(db, userId), query).map((row) => toTask(row, lang));
}

/** The rows the search rule above finds, in their order. */
function matching(rows: TaskRow[], query: string | undefined | null): TaskRow[] {
  const needle = (query ?? "").trim().toLocaleLowerCase();
  if (!needle) return [];
  const hit = (text: string | null) => (text ?? "").toLocaleLowerCase().includes(needle);
  return rows.filter((r) => hit(r.title) || hit(r.notes) || hit(r.titleTr) || hit(r.notesTr));
}

const userIdParam = sql.placeholder("userId");
const taskRowsRead = preparedRead((db) => db.select().from(tasks).where(eq(tasks.userId, userIdParam)).orderBy(asc(tasks.order), asc(tasks.createdAt)));
const tagRowsRead = preparedRead((db) => db.select().from(taskTags).where(eq(taskTags.userId, userIdParam)).orderBy(asc(taskTags.id)));

/**
 * The tasks screen in the request's one D1 batch (decision 290): the user's tasks (the list, the
 * search hits by the rule above and the open task are all taken from these rows), the tags, and —
 * only with a task open, the one place they are shown — the contacts that can be assignees. SQL
 * built once per isolate. An unknown or foreign `openId` is a 404 (AppError), as `getTask`.
 */
export async function tasksPage(
  scope: { db: Database },
  userId: string,
  { query, openId }: { query: string; openId: string | null },
  lang: ContentLocale = "en",
): Promise<{ tasks: Task[]; hits: string[] | null; tags: TaskTag[]; assignees: { id: string; name: string }[]; open: Task | null }> {
  const [rows, tagRows, assignees] = await Promise.all([taskRowsRead(scope, { userId }), tagRowsRead(scope, { userId }), openId ? contactNamesRead(scope, { userId }) : []]);
  const list = rows.map((row) => toTask(row, lang));
  // The open task is the list's own object, not a second copy: the page's data stream (turbo-stream)
  // writes an object it has already written as a reference.
  const open = openId ? (list.find((t) => t.id === openId) ?? null) : null;
  if (openId && !open) throw notFound("Task not found");
  return {
    tasks: list,
    hits: query.trim() ? matching(rows, query).map((r) => r.id) : null,
    tags: tagsOf(tagRows, lang),
    assignees,
    open,
  };
}

async function findTaskRow(db: Database, userId: string, id: string) {
  const row = await db.select().from(tasks).where(and(eq(tasks.id, id), eq(tasks.userId, userId))).get();
  if (!row) throw notFound("Task not found");
  return row;
}

export async function getTask(db: Database, userId: string, id: string, lang: ContentLocale = "en"): Promise<Task> {
  return toTask(await findTaskRow(db, userId, id), lang);
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
    titleTr: null,
    notesTr: null,
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
 * re-opening records `task.reopened`, in the same batch as the change. A changed title, notes or
 * sub-task title drops its Turkish twin (decision 099); one sent back unchanged in either language
 * (the task form sends every field) keeps both.
 */
export async function updateTask(db: Database, userId: string, id: string, patch: z.infer<typeof taskPatch>, lang: ContentLocale = "en"): Promise<Task> {
  const current = await findTaskRow(db, userId, id);
  const title = patch.title === undefined ? undefined : editTwin(patch.title, current.title, current.titleTr);
  const notes = patch.notes === undefined ? undefined : editTwin(patch.notes, current.notes, current.notesTr);
  const seededSubs = new Map(current.subTasks.map((s) => [s.id, s]));
  const tags = patch.tags === undefined ? undefined : unique(patch.tags);
  if (tags) await assertOwnTags(db, userId, tags);
  const now = new Date();
  const next: TaskRow = {
    ...current,
    ...(patch.type !== undefined && { type: patch.type }),
    ...(title && { title: title.en ?? "", titleTr: title.tr }),
    ...(notes && { notes: notes.en, notesTr: notes.tr }),
    ...(patch.completed !== undefined && { completed: patch.completed }),
    ...(patch.dueDate !== undefined && { dueDate: patch.dueDate }),
    ...(patch.priority !== undefined && { priority: patch.priority }),
    ...(tags !== undefined && { tags }),
    ...(patch.assignedTo !== undefined && { assignedTo: patch.assignedTo }),
    ...(patch.subTasks !== undefined && {
      subTasks: patch.subTasks.map((s): SubTask => {
        const before = s.id === undefined ? undefined : seededSubs.get(s.id);
        const text = editTwin(s.title, before?.title ?? null, before?.titleTr ?? null);
        return { id: s.id ?? newId(), title: text.en ?? "", completed: s.completed, ...(text.tr != null && { titleTr: text.tr }) };
      }),
    }),
    updatedAt: now,
  };
  const justCompleted = !current.completed && next.completed;
  const reopened = current.completed && !next.completed;
  if (justCompleted) next.completedAt = now;
  if (reopened) next.completedAt = null;

  const { id: _id, userId: _userId, createdAt: _createdAt, ...changes } = next;
  const statements: BatchItem<"sqlite">[] = [db.update(tasks).set(changes).where(and(eq(tasks.id, id), eq(tasks.userId, userId)))];
  if (justCompleted || reopened) {
    const name = escapeHtml(next.title || "Untitled task");
    const nameTr = next.titleTr ? escapeHtml(next.titleTr) : name;
    statements.push(
      recordActivityStatement(db, userId, {
        kind: justCompleted ? "task.completed" : "task.reopened",
        icon: justCompleted ? "heroicons_outline:circle-check" : "heroicons_outline:rotate-ccw",
        description: justCompleted ? `You completed the task <strong>${name}</strong>` : `You re-opened the task <strong>${name}</strong>`,
        descriptionTr: justCompleted ? `<strong>${nameTr}</strong> görevini tamamladınız` : `<strong>${nameTr}</strong> görevini yeniden açtınız`,
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
  return toTask(next, lang);
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
export async function reorderTasks(db: Database, userId: string, ids: string[], lang: ContentLocale = "en"): Promise<Task[]> {
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
  return listTasks(db, userId, lang);
}
