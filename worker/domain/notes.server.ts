import { and, asc, desc, eq, inArray, sql, type Placeholder } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { noteLabels, notes, type NoteRow, type NoteTask } from "#db/schema";
import { preparedRead } from "#worker/db-batch.server";
import { notFound } from "#worker/errors";
import { editTwin, twin, type ContentLocale } from "./locale";
import { assertKnownIds, idRef, isoDateOrNull, jsonArrayContains, jsonArrayWithout, newId, runBatch, unique } from "./workspace.server";

/**
 * Notes (spec §3/§7), per user. Plain text title and content; a checklist of tasks. Labels are
 * stored as ids and answered as `{id, title}` objects (what the template's client reads); requests
 * may send ids or the objects.
 */

export interface Note {
  id: string;
  title: string;
  content: string;
  tasks: Omit<NoteTask, "contentTr">[];
  image: string | null;
  reminder: string | null;
  labels: NoteLabel[];
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NoteLabel {
  id: string;
  title: string;
}

// ---- request bodies -------------------------------------------------------------------------

const labelTitle = z.string().trim().min(1, "required").max(100);
export const createLabelBody = z.object({ title: labelTitle });
export const updateLabelBody = z.object({ label: z.object({ id: z.string().min(1).max(100), title: labelTitle }) });

/** An image is a data URL of a raster image or an https/site-relative address; the 1 MiB body cap bounds its size. */
const noteImage = z.union([
  z.string().regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/, "Expected a png/jpeg/webp/gif data URL or an https address"),
  z.string().max(2000).regex(/^(https:\/\/|\/(?!\/))\S+$/, "Expected a png/jpeg/webp/gif data URL or an https address"),
  z.null(),
]);

const noteTaskInput = z.object({
  id: z.string().min(1).max(100).optional(),
  content: z.string().max(1000),
  completed: z.boolean().default(false),
});

/** `null` is a note without a checklist (the template's client sends `tasks: null`); same as []. */
const nullAsEmpty = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === null ? [] : v), schema);

const noteFields = {
  title: z.string().max(500),
  content: z.string().max(50_000),
  tasks: nullAsEmpty(z.array(noteTaskInput).max(200)),
  image: noteImage,
  reminder: isoDateOrNull,
  labels: nullAsEmpty(z.array(idRef).max(50)),
  archived: z.boolean(),
};

export const createNoteBody = z.object({
  note: z.object({
    title: noteFields.title.default(""),
    content: noteFields.content.default(""),
    tasks: noteFields.tasks.default([]),
    image: noteFields.image.default(null),
    reminder: noteFields.reminder.default(null),
    labels: noteFields.labels.default([]),
    archived: noteFields.archived.default(false),
  }),
});

/** Only the fields sent change; id, createdAt and updatedAt are the server's. */
export const updateNoteBody = z.object({
  updatedNote: z.object({
    id: z.string().min(1).max(100),
    title: noteFields.title.optional(),
    content: noteFields.content.optional(),
    tasks: noteFields.tasks.optional(),
    image: noteFields.image.optional(),
    reminder: noteFields.reminder.optional(),
    labels: noteFields.labels.optional(),
    archived: noteFields.archived.optional(),
  }),
});

export const addNoteTaskBody = z.object({
  note: idRef,
  task: z.string().trim().min(1, "required").max(1000),
});

// ---- mapping --------------------------------------------------------------------------------

/**
 * A note as answered, in Turkish for a Turkish reader where the seed wrote a twin (decision 099);
 * label ids that no longer resolve (deleted meanwhile) are left out.
 */
export function toNote(row: NoteRow, labelsById: ReadonlyMap<string, NoteLabel>, lang: ContentLocale = "en"): Note {
  return {
    id: row.id,
    title: twin(lang, row.title, row.titleTr),
    content: twin(lang, row.content, row.contentTr),
    tasks: row.tasks.map((t) => ({ id: t.id, content: twin(lang, t.content, t.contentTr), completed: t.completed })),
    image: row.image,
    reminder: row.reminder,
    labels: row.labels.map((id) => labelsById.get(id)).filter((l): l is NoteLabel => !!l),
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The checklist as sent; an item sent back unchanged (in either language) keeps its Turkish twin. */
const withTaskIds = (input: z.infer<typeof noteTaskInput>[], before: readonly NoteTask[] = []): NoteTask[] => {
  const seeded = new Map(before.map((t) => [t.id, t]));
  return input.map((t) => {
    const was = t.id === undefined ? undefined : seeded.get(t.id);
    const text = editTwin(t.content, was?.content ?? null, was?.contentTr ?? null);
    return { id: t.id ?? newId(), content: text.en ?? "", completed: t.completed, ...(text.tr != null && { contentTr: text.tr }) };
  });
};

// ---- labels ---------------------------------------------------------------------------------

const labelsQuery = (db: Database, userId: string | Placeholder) =>
  db
    .select({ id: noteLabels.id, title: noteLabels.title, titleTr: noteLabels.titleTr })
    .from(noteLabels)
    .where(eq(noteLabels.userId, userId))
    .orderBy(asc(noteLabels.createdAt), asc(noteLabels.id));

type LabelRow = Awaited<ReturnType<typeof labelsQuery>>[number];
const toLabel = (row: LabelRow, lang: ContentLocale): NoteLabel => ({ id: row.id, title: twin(lang, row.title, row.titleTr) });

/** In creation order (as the labels were added). */
export async function listNoteLabels(db: Database, userId: string, lang: ContentLocale = "en"): Promise<NoteLabel[]> {
  return (await labelsQuery(db, userId)).map((row) => toLabel(row, lang));
}

const byId = (labels: readonly LabelRow[], lang: ContentLocale) => new Map(labels.map((l) => [l.id, toLabel(l, lang)]));

async function toNoteWithLabels(db: Database, userId: string, row: NoteRow, lang: ContentLocale): Promise<Note> {
  return toNote(row, byId(await labelsQuery(db, userId), lang), lang);
}

async function assertOwnLabel(db: Database, userId: string, id: string) {
  const row = await db.select({ id: noteLabels.id }).from(noteLabels).where(and(eq(noteLabels.id, id), eq(noteLabels.userId, userId))).get();
  if (!row) throw notFound("Label not found");
}

export async function createNoteLabel(db: Database, userId: string, title: string, lang: ContentLocale = "en"): Promise<NoteLabel[]> {
  await db.insert(noteLabels).values({ id: newId(), userId, title, createdAt: new Date() });
  return listNoteLabels(db, userId, lang);
}

/** A renamed seeded label loses its Turkish twin; its Turkish title sent back unchanged keeps it. */
export async function updateNoteLabel(db: Database, userId: string, id: string, title: string, lang: ContentLocale = "en"): Promise<NoteLabel[]> {
  const current = await db.select().from(noteLabels).where(and(eq(noteLabels.id, id), eq(noteLabels.userId, userId))).get();
  if (!current) throw notFound("Label not found");
  const text = editTwin(title, current.title, current.titleTr);
  await db
    .update(noteLabels)
    .set({ title: text.en ?? "", titleTr: text.tr })
    .where(and(eq(noteLabels.id, id), eq(noteLabels.userId, userId)));
  return listNoteLabels(db, userId, lang);
}

/** Deletes the label and strips it from every note of the user, in one atomic batch. */
export async function deleteNoteLabel(db: Database, userId: string, id: string, lang: ContentLocale = "en"): Promise<NoteLabel[]> {
  await assertOwnLabel(db, userId, id);
  await runBatch(db, [
    db.delete(noteLabels).where(and(eq(noteLabels.id, id), eq(noteLabels.userId, userId))),
    db
      .update(notes)
      .set({ labels: jsonArrayWithout(notes.labels, id) })
      .where(and(eq(notes.userId, userId), jsonArrayContains(notes.labels, id))),
  ]);
  return listNoteLabels(db, userId, lang);
}

async function assertOwnLabels(db: Database, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const known = await db.select({ id: noteLabels.id }).from(noteLabels).where(and(eq(noteLabels.userId, userId), inArray(noteLabels.id, [...ids])));
  assertKnownIds("labels", ids, new Set(known.map((l) => l.id)));
}

// ---- notes ----------------------------------------------------------------------------------

// The notes screen's reads: SQL built once per isolate (decision 290).
const notesRead = preparedRead((db) => notesQuery(db, sql.placeholder("userId")));
const labelsRead = preparedRead((db) => labelsQuery(db, sql.placeholder("userId")));

/** The notes screen: the notes (newest first) and the labels, read once, joining the request's one D1 batch (decision 137). */
export async function notesPage(scope: { db: Database }, userId: string, lang: ContentLocale = "en"): Promise<{ notes: Note[]; labels: NoteLabel[] }> {
  const [rows, labels] = await Promise.all([notesRead(scope, { userId }), labelsRead(scope, { userId })]);
  const labelMap = byId(labels, lang);
  return { notes: rows.map((row) => toNote(row, labelMap, lang)), labels: [...labelMap.values()] };
}

const notesQuery = (db: Database, userId: string | Placeholder) => db.select().from(notes).where(eq(notes.userId, userId)).orderBy(desc(notes.createdAt), desc(notes.id));

export async function listNotes(db: Database, userId: string, lang: ContentLocale = "en"): Promise<Note[]> {
  const [rows, labels] = await db.batch([
    notesQuery(db, userId),
    labelsQuery(db, userId),
  ]);
  const labelMap = byId(labels, lang);
  return rows.map((row) => toNote(row, labelMap, lang));
}

async function findNoteRow(db: Database, userId: string, id: string) {
  const row = await db.select().from(notes).where(and(eq(notes.id, id), eq(notes.userId, userId))).get();
  if (!row) throw notFound("Note not found");
  return row;
}

export async function createNote(db: Database, userId: string, input: z.infer<typeof createNoteBody>["note"], lang: ContentLocale = "en"): Promise<Note> {
  const labels = unique(input.labels);
  await assertOwnLabels(db, userId, labels);
  const now = new Date();
  const row: NoteRow = {
    id: newId(),
    userId,
    title: input.title,
    content: input.content,
    titleTr: null,
    contentTr: null,
    tasks: withTaskIds(input.tasks),
    image: input.image,
    reminder: input.reminder,
    labels,
    archived: input.archived,
    createdAt: now,
    updatedAt: now,
  };
  await db.insert(notes).values(row);
  return toNoteWithLabels(db, userId, row, lang);
}

/**
 * Merges the fields sent. An edited title, content or checklist item drops its Turkish twin; one
 * sent back unchanged in either language (the note dialog sends every field) keeps it (decision 099).
 */
export async function updateNote(db: Database, userId: string, patch: z.infer<typeof updateNoteBody>["updatedNote"], lang: ContentLocale = "en"): Promise<Note> {
  const current = await findNoteRow(db, userId, patch.id);
  const title = patch.title === undefined ? undefined : editTwin(patch.title, current.title, current.titleTr);
  const content = patch.content === undefined ? undefined : editTwin(patch.content, current.content, current.contentTr);
  const labels = patch.labels === undefined ? undefined : unique(patch.labels);
  if (labels) await assertOwnLabels(db, userId, labels);
  const next: NoteRow = {
    ...current,
    ...(title && { title: title.en ?? "", titleTr: title.tr }),
    ...(content && { content: content.en ?? "", contentTr: content.tr }),
    ...(patch.tasks !== undefined && { tasks: withTaskIds(patch.tasks, current.tasks) }),
    ...(patch.image !== undefined && { image: patch.image }),
    ...(patch.reminder !== undefined && { reminder: patch.reminder }),
    ...(labels !== undefined && { labels }),
    ...(patch.archived !== undefined && { archived: patch.archived }),
    updatedAt: new Date(),
  };
  const { id, userId: _userId, createdAt: _createdAt, ...changes } = next;
  await db.update(notes).set(changes).where(and(eq(notes.id, id), eq(notes.userId, userId)));
  return toNoteWithLabels(db, userId, next, lang);
}

/** Appends an unchecked checklist item (json_insert, so concurrent appends both land) and returns the note. */
export async function addNoteTask(db: Database, userId: string, noteId: string, content: string, lang: ContentLocale = "en"): Promise<Note> {
  await findNoteRow(db, userId, noteId);
  const task: NoteTask = { id: newId(), content, completed: false };
  await db
    .update(notes)
    .set({ tasks: sql`json_insert(${notes.tasks}, '$[#]', json(${JSON.stringify(task)}))`, updatedAt: new Date() })
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)));
  return toNoteWithLabels(db, userId, await findNoteRow(db, userId, noteId), lang);
}

export async function deleteNote(db: Database, userId: string, id: string): Promise<true> {
  await findNoteRow(db, userId, id);
  await db.delete(notes).where(and(eq(notes.id, id), eq(notes.userId, userId)));
  return true;
}
