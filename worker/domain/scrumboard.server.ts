import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import {
  scrumboardBoards,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
  scrumboardMembers,
  type ScrumboardBoardRow,
  type ScrumboardCardRow,
  type ScrumboardLabelRow,
  type ScrumboardListRow,
} from "#db/schema";
import { preparedRead } from "#worker/db-batch.server";
import { notFound } from "#worker/errors";
import { insertSelect } from "./guarded-insert.server";
import { collatorFor, editTwin, twin, type ContentLocale } from "./locale";
import { assertKnownIds, idRef, inSlices, isoDateOrNull, jsonArrayContains, jsonArrayWithout, newId, runBatch, unique } from "./workspace.server";

/**
 * Scrumboard (spec §3/§7): a board is an implementation project (e.g. "Cyprus holding setup"),
 * lists are its stages, cards the work items. Positions step by 65536: a new list or card goes
 * to max+65536 of its parent, so a drop between two items can take the midpoint without
 * renumbering. Every write also bumps the board's lastActivity in the same batch.
 */

export const POSITION_STEP = 65536;

export interface BoardMember {
  id: string;
  name: string;
  avatar: string | null;
}
export interface BoardLabel {
  id: string;
  boardId: string;
  title: string;
}
export interface Card {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  labels: BoardLabel[];
  dueDate: string | null;
}
export interface List {
  id: string;
  boardId: string;
  position: number;
  title: string;
}
export interface BoardSummary {
  id: string;
  title: string;
  description: string | null;
  icon: string | null;
  lastActivity: string;
  members: BoardMember[];
}
export interface Board extends BoardSummary {
  lists: (List & { cards: Card[] })[];
  labels: BoardLabel[];
}

// ---- request bodies -------------------------------------------------------------------------

const id = z.string().min(1).max(100);
const title = z.string().trim().min(1, "required").max(300);
const position = z.number().finite().min(0);
const description = z.union([z.string().max(20_000), z.null()]);

export const createBoardBody = z.object({
  board: z.object({ title, description: description.default(null), icon: z.union([z.string().max(100), z.null()]).default(null) }),
});
export const updateBoardBody = z.object({
  id,
  board: z.object({ title: title.optional(), description: description.optional(), icon: z.union([z.string().max(100), z.null()]).optional() }),
});

export const createListBody = z.object({ list: z.object({ boardId: id, title }) });
const listPatch = z.object({ id, title: title.optional(), position: position.optional() });
export const updateListBody = z.object({ list: listPatch });
export const updateListsBody = z.object({ lists: z.array(listPatch).min(1).max(200) });

export const createCardBody = z.object({
  card: z.object({
    boardId: id,
    listId: id,
    title,
    description: description.default(null),
    labels: z.array(idRef).max(50).default([]),
    dueDate: isoDateOrNull.default(null),
  }),
});
const cardFields = z.object({
  listId: id.optional(),
  position: position.optional(),
  title: title.optional(),
  description: description.optional(),
  labels: z.array(idRef).max(50).optional(),
  dueDate: isoDateOrNull.optional(),
});
type CardPatch = z.infer<typeof cardFields>;
export const updateCardBody = z.object({ id, card: cardFields });
export const updateCardsBody = z.object({ cards: z.array(cardFields.extend({ id })).min(1).max(500) });
export const cardPositionsBody = z.object({ cards: z.array(z.object({ id, listId: id.optional() })).min(1).max(500) });

export const boardLabelsQuery = z.object({ boardId: id });
export const createLabelBody = z.object({ label: z.object({ boardId: id, title: z.string().trim().min(1, "required").max(100) }) });
export const updateLabelBody = z.object({ id, label: z.object({ title: z.string().trim().min(1, "required").max(100) }) });

// ---- mapping --------------------------------------------------------------------------------

// The wire shapes (spec §7), in Turkish for a Turkish reader where the seed wrote a twin (decision 099).
const toLabel = (row: ScrumboardLabelRow, lang: ContentLocale): BoardLabel => ({ id: row.id, boardId: row.boardId, title: twin(lang, row.title, row.titleTr) });
const toList = (row: ScrumboardListRow, lang: ContentLocale): List => ({ id: row.id, boardId: row.boardId, position: row.position, title: twin(lang, row.title, row.titleTr) });
/** Labels by title in the reader's alphabet. */
const byTitle = (labels: BoardLabel[], lang: ContentLocale) => {
  const collator = collatorFor(lang); // once per sort, not per comparison (the cache key is built on every call)
  return labels.sort((a, b) => collator.compare(a.title, b.title) || (a.id < b.id ? -1 : 1));
};

function toCard(row: ScrumboardCardRow, labelsById: Map<string, BoardLabel>, lang: ContentLocale): Card {
  return {
    id: row.id,
    boardId: row.boardId,
    listId: row.listId,
    position: row.position,
    title: twin(lang, row.title, row.titleTr),
    description: twin(lang, row.description, row.descriptionTr),
    labels: row.labels.map((l) => labelsById.get(l)).filter((l): l is BoardLabel => Boolean(l)),
    dueDate: row.dueDate,
  };
}

async function membersById(db: Database, userId: string) {
  const rows = await db
    .select({ id: scrumboardMembers.id, name: scrumboardMembers.name, avatar: scrumboardMembers.avatar })
    .from(scrumboardMembers)
    .where(eq(scrumboardMembers.userId, userId));
  return new Map(rows.map((m) => [m.id, m]));
}

function toSummary(row: ScrumboardBoardRow, members: Map<string, BoardMember>, lang: ContentLocale): BoardSummary {
  return {
    id: row.id,
    title: twin(lang, row.title, row.titleTr),
    description: twin(lang, row.description, row.descriptionTr),
    icon: row.icon,
    lastActivity: row.lastActivity.toISOString(),
    members: row.members.map((m) => members.get(m)).filter((m): m is BoardMember => Boolean(m)),
  };
}

// ---- lookups (owner-scoped; anything else is 404) -----------------------------------------------

async function findBoard(db: Database, userId: string, boardId: string) {
  const row = await db.select().from(scrumboardBoards).where(and(eq(scrumboardBoards.id, boardId), eq(scrumboardBoards.userId, userId))).get();
  if (!row) throw notFound("Board not found");
  return row;
}
async function findList(db: Database, userId: string, listId: string) {
  const row = await db.select().from(scrumboardLists).where(and(eq(scrumboardLists.id, listId), eq(scrumboardLists.userId, userId))).get();
  if (!row) throw notFound("List not found");
  return row;
}
async function findCard(db: Database, userId: string, cardId: string) {
  const row = await db.select().from(scrumboardCards).where(and(eq(scrumboardCards.id, cardId), eq(scrumboardCards.userId, userId))).get();
  if (!row) throw notFound("Card not found");
  return row;
}
async function findLabel(db: Database, userId: string, labelId: string) {
  const row = await db.select().from(scrumboardLabels).where(and(eq(scrumboardLabels.id, labelId), eq(scrumboardLabels.userId, userId))).get();
  if (!row) throw notFound("Label not found");
  return row;
}

async function boardLabelMap(db: Database, userId: string, boardIds: readonly string[], lang: ContentLocale) {
  if (boardIds.length === 0) return new Map<string, BoardLabel>();
  const rows = await db
    .select()
    .from(scrumboardLabels)
    .where(and(eq(scrumboardLabels.userId, userId), inArray(scrumboardLabels.boardId, [...boardIds])));
  return new Map(rows.map((r) => [r.id, toLabel(r, lang)]));
}

const touchBoard = (db: Database, userId: string, boardId: string, at = new Date()) =>
  db
    .update(scrumboardBoards)
    .set({ lastActivity: at })
    .where(and(eq(scrumboardBoards.id, boardId), eq(scrumboardBoards.userId, userId)));

async function nextListPosition(db: Database, boardId: string) {
  const row = await db.select({ top: max(scrumboardLists.position) }).from(scrumboardLists).where(eq(scrumboardLists.boardId, boardId)).get();
  return (row?.top ?? 0) + POSITION_STEP;
}
async function nextCardPosition(db: Database, listId: string) {
  const row = await db.select({ top: max(scrumboardCards.position) }).from(scrumboardCards).where(eq(scrumboardCards.listId, listId)).get();
  return (row?.top ?? 0) + POSITION_STEP;
}

// ---- boards ---------------------------------------------------------------------------------

/** Most recently active first. */
export async function listBoards(db: Database, userId: string, lang: ContentLocale = "en"): Promise<BoardSummary[]> {
  const [rows, members] = await Promise.all([
    db.select().from(scrumboardBoards).where(eq(scrumboardBoards.userId, userId)).orderBy(desc(scrumboardBoards.lastActivity), asc(scrumboardBoards.id)),
    membersById(db, userId),
  ]);
  return rows.map((r) => toSummary(r, members, lang));
}

/** The board with its lists (by position), each list's cards (by position) and its labels. */
export async function getBoard(db: Database, userId: string, boardId: string, lang: ContentLocale = "en"): Promise<Board> {
  const board = await findBoard(db, userId, boardId);
  const [members, lists, cards, labels] = await Promise.all([
    membersById(db, userId),
    db.select().from(scrumboardLists).where(eq(scrumboardLists.boardId, boardId)).orderBy(asc(scrumboardLists.position), asc(scrumboardLists.id)),
    db.select().from(scrumboardCards).where(eq(scrumboardCards.boardId, boardId)).orderBy(asc(scrumboardCards.position), asc(scrumboardCards.id)),
    db.select().from(scrumboardLabels).where(eq(scrumboardLabels.boardId, boardId)),
  ]);
  return boardOf(board, members, lists, cards, labels, lang);
}

function boardOf(board: ScrumboardBoardRow, members: Map<string, BoardMember>, lists: ScrumboardListRow[], cards: ScrumboardCardRow[], labels: ScrumboardLabelRow[], lang: ContentLocale): Board {
  const shown = byTitle(labels.map((l) => toLabel(l, lang)), lang);
  const labelsById = new Map(shown.map((l) => [l.id, l]));
  return {
    ...toSummary(board, members, lang),
    lists: lists.map((l) => ({ ...toList(l, lang), cards: cards.filter((c) => c.listId === l.id).map((c) => toCard(c, labelsById, lang)) })),
    labels: shown,
  };
}

// The pages' reads (decision 290): keyed by the user (and the board), so they all join the
// request's one D1 batch; their SQL is built once per isolate.
const userIdParam = sql.placeholder("userId");
const boardIdParam = sql.placeholder("boardId");
const membersRead = preparedRead((db) =>
  db.select({ id: scrumboardMembers.id, name: scrumboardMembers.name, avatar: scrumboardMembers.avatar }).from(scrumboardMembers).where(eq(scrumboardMembers.userId, userIdParam)),
);
const boardsRead = preparedRead((db) =>
  db.select().from(scrumboardBoards).where(eq(scrumboardBoards.userId, userIdParam)).orderBy(desc(scrumboardBoards.lastActivity), asc(scrumboardBoards.id)),
);
const boardRead = preparedRead((db) =>
  db
    .select()
    .from(scrumboardBoards)
    .where(and(eq(scrumboardBoards.id, boardIdParam), eq(scrumboardBoards.userId, userIdParam))),
);
const listsRead = preparedRead((db) =>
  db
    .select()
    .from(scrumboardLists)
    .where(and(eq(scrumboardLists.boardId, boardIdParam), eq(scrumboardLists.userId, userIdParam)))
    .orderBy(asc(scrumboardLists.position), asc(scrumboardLists.id)),
);
const cardsRead = preparedRead((db) =>
  db
    .select()
    .from(scrumboardCards)
    .where(and(eq(scrumboardCards.boardId, boardIdParam), eq(scrumboardCards.userId, userIdParam)))
    .orderBy(asc(scrumboardCards.position), asc(scrumboardCards.id)),
);
const labelsRead = preparedRead((db) =>
  db
    .select()
    .from(scrumboardLabels)
    .where(and(eq(scrumboardLabels.boardId, boardIdParam), eq(scrumboardLabels.userId, userIdParam))),
);

const memberMap = (rows: BoardMember[]) => new Map(rows.map((m) => [m.id, m]));

/** The boards page: `listBoards` in the request's one D1 batch. */
export async function boardsPage(scope: { db: Database }, userId: string, lang: ContentLocale = "en"): Promise<BoardSummary[]> {
  const [rows, members] = await Promise.all([boardsRead(scope, { userId }), membersRead(scope, { userId })]);
  const byId = memberMap(members);
  return rows.map((r) => toSummary(r, byId, lang));
}

/** A board's page: `getBoard` in the request's one D1 batch (everything read by the board id and the owner; none → 404). */
export async function boardPage(scope: { db: Database }, userId: string, boardId: string, lang: ContentLocale = "en"): Promise<Board> {
  const values = { userId, boardId };
  const [[board], members, lists, cards, labels] = await Promise.all([boardRead(scope, values), membersRead(scope, { userId }), listsRead(scope, values), cardsRead(scope, values), labelsRead(scope, values)]);
  if (!board) throw notFound("Board not found");
  return boardOf(board, memberMap(members), lists, cards, labels, lang);
}

export async function createBoard(db: Database, userId: string, input: z.infer<typeof createBoardBody>["board"], lang: ContentLocale = "en"): Promise<Board> {
  const row: ScrumboardBoardRow = { id: newId(), userId, ...input, titleTr: null, descriptionTr: null, members: [], lastActivity: new Date() };
  await db.insert(scrumboardBoards).values(row);
  return getBoard(db, userId, row.id, lang);
}

/**
 * Merges the fields sent. An edited title or description drops its Turkish twin; one sent back
 * unchanged in either language keeps it (decision 099). The same rule holds for lists, cards, labels.
 */
export async function updateBoard(db: Database, userId: string, boardId: string, patch: z.infer<typeof updateBoardBody>["board"], lang: ContentLocale = "en"): Promise<Board> {
  const current = await findBoard(db, userId, boardId);
  const title = patch.title === undefined ? undefined : editTwin(patch.title, current.title, current.titleTr);
  const description = patch.description === undefined ? undefined : editTwin(patch.description, current.description, current.descriptionTr);
  await db
    .update(scrumboardBoards)
    .set({
      ...patch,
      ...(title && { title: title.en ?? "", titleTr: title.tr }),
      ...(description && { description: description.en, descriptionTr: description.tr }),
      lastActivity: new Date(),
    })
    .where(and(eq(scrumboardBoards.id, boardId), eq(scrumboardBoards.userId, userId)));
  return getBoard(db, userId, boardId, lang);
}

/** Lists, cards and labels go with it (foreign keys cascade). */
export async function deleteBoard(db: Database, userId: string, boardId: string): Promise<true> {
  await findBoard(db, userId, boardId);
  await runBatch(db, [
    db.delete(scrumboardCards).where(eq(scrumboardCards.boardId, boardId)),
    db.delete(scrumboardLists).where(eq(scrumboardLists.boardId, boardId)),
    db.delete(scrumboardLabels).where(eq(scrumboardLabels.boardId, boardId)),
    db.delete(scrumboardBoards).where(and(eq(scrumboardBoards.id, boardId), eq(scrumboardBoards.userId, userId))),
  ]);
  return true;
}

// ---- lists ----------------------------------------------------------------------------------

export async function createList(db: Database, userId: string, input: z.infer<typeof createListBody>["list"], lang: ContentLocale = "en"): Promise<List> {
  await findBoard(db, userId, input.boardId);
  const row: ScrumboardListRow = { id: newId(), userId, boardId: input.boardId, title: input.title, titleTr: null, position: await nextListPosition(db, input.boardId) };
  await runBatch(db, [db.insert(scrumboardLists).values(row), touchBoard(db, userId, input.boardId)]);
  return toList(row, lang);
}

/** Updates title and/or position of one or many lists in one batch; any unknown id → 404, nothing written. */
export async function updateLists(db: Database, userId: string, patches: z.infer<typeof listPatch>[], lang: ContentLocale = "en"): Promise<List[]> {
  const ids = unique(patches.map((p) => p.id));
  const rows = await inSlices(ids, (slice) =>
    db
      .select()
      .from(scrumboardLists)
      .where(and(eq(scrumboardLists.userId, userId), inArray(scrumboardLists.id, slice))),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((i) => !byId.has(i))) throw notFound("List not found");
  for (const patch of patches) {
    const current = byId.get(patch.id)!;
    const title = patch.title === undefined ? undefined : editTwin(patch.title, current.title, current.titleTr);
    byId.set(patch.id, { ...current, ...(title && { title: title.en ?? "", titleTr: title.tr }), ...(patch.position !== undefined && { position: patch.position }) });
  }
  const nextRows = JSON.stringify(ids.map((i) => ({ id: i, title: byId.get(i)!.title, titleTr: byId.get(i)!.titleTr, position: byId.get(i)!.position })));
  await runBatch(db, [
    db
      .update(scrumboardLists)
      .set({ title: sql`json_extract(j.value, '$.title')`, titleTr: sql`json_extract(j.value, '$.titleTr')`, position: sql`json_extract(j.value, '$.position')` })
      .from(sql`json_each(${nextRows}) AS j`)
      .where(and(eq(scrumboardLists.userId, userId), eq(scrumboardLists.id, sql`json_extract(j.value, '$.id')`))),
    ...unique(rows.map((r) => r.boardId)).map((boardId) => touchBoard(db, userId, boardId)),
  ]);
  return ids.map((i) => toList(byId.get(i)!, lang));
}

/** Deletes the list and its cards in one batch. */
export async function deleteList(db: Database, userId: string, listId: string): Promise<true> {
  const list = await findList(db, userId, listId);
  await runBatch(db, [
    db.delete(scrumboardCards).where(and(eq(scrumboardCards.listId, listId), eq(scrumboardCards.userId, userId))),
    db.delete(scrumboardLists).where(and(eq(scrumboardLists.id, listId), eq(scrumboardLists.userId, userId))),
    touchBoard(db, userId, list.boardId),
  ]);
  return true;
}

// ---- cards ----------------------------------------------------------------------------------

export async function createCard(db: Database, userId: string, input: z.infer<typeof createCardBody>["card"], lang: ContentLocale = "en"): Promise<Card> {
  await findBoard(db, userId, input.boardId);
  const list = await findList(db, userId, input.listId);
  if (list.boardId !== input.boardId) throw notFound("List not found");
  const labels = unique(input.labels);
  const labelsById = await boardLabelMap(db, userId, [input.boardId], lang);
  assertKnownIds("card.labels", labels, new Set(labelsById.keys()));
  const row: Omit<ScrumboardCardRow, "position"> = {
    id: newId(),
    userId,
    boardId: input.boardId,
    listId: input.listId,
    title: input.title,
    description: input.description,
    titleTr: null,
    descriptionTr: null,
    labels,
    dueDate: input.dueDate,
  };
  // The next position is computed by the INSERT itself: concurrent creates get distinct positions.
  const nextPosition = sql`SELECT coalesce(max(${scrumboardCards.position}), 0) + ${POSITION_STEP} FROM ${scrumboardCards} WHERE ${eq(scrumboardCards.listId, input.listId)}`;
  const [inserted] = await db.batch([
    insertSelect(db, scrumboardCards, { ...row, position: nextPosition }).returning({ position: scrumboardCards.position }),
    touchBoard(db, userId, input.boardId),
  ]);
  return toCard({ ...row, position: Number(inserted[0].position) }, labelsById, lang);
}

/**
 * Applies card patches in one batch. A card may move to another list of the same board; without
 * a position it goes to the end of that list. Unknown ids → 404; labels of another board → 400.
 */
export async function updateCards(db: Database, userId: string, patches: (CardPatch & { id: string })[], lang: ContentLocale = "en"): Promise<Card[]> {
  const ids = unique(patches.map((p) => p.id));
  const cards = await inSlices(ids, (slice) =>
    db
      .select()
      .from(scrumboardCards)
      .where(and(eq(scrumboardCards.userId, userId), inArray(scrumboardCards.id, slice))),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  if (ids.some((i) => !byId.has(i))) throw notFound("Card not found");

  const targetListIds = unique(patches.flatMap((p) => (p.listId ? [p.listId] : [])));
  const lists = await inSlices(targetListIds, (slice) =>
    db
      .select()
      .from(scrumboardLists)
      .where(and(eq(scrumboardLists.userId, userId), inArray(scrumboardLists.id, slice))),
  );
  const listById = new Map(lists.map((l) => [l.id, l]));
  const boardIds = unique(cards.map((c) => c.boardId));
  const labelsById = await boardLabelMap(db, userId, boardIds, lang);
  const nextPositionByList = new Map<string, number>();

  for (const patch of patches) {
    const current = byId.get(patch.id)!;
    const next: ScrumboardCardRow = { ...current };
    if (patch.listId !== undefined && patch.listId !== current.listId) {
      const list = listById.get(patch.listId);
      if (!list || list.boardId !== current.boardId) throw notFound("List not found");
      next.listId = patch.listId;
      if (patch.position === undefined) {
        const position = nextPositionByList.get(list.id) ?? (await nextCardPosition(db, list.id));
        next.position = position;
        nextPositionByList.set(list.id, position + POSITION_STEP);
      }
    }
    if (patch.position !== undefined) next.position = patch.position;
    if (patch.title !== undefined) {
      const text = editTwin(patch.title, current.title, current.titleTr);
      [next.title, next.titleTr] = [text.en ?? "", text.tr];
    }
    if (patch.description !== undefined) {
      const text = editTwin(patch.description, current.description, current.descriptionTr);
      [next.description, next.descriptionTr] = [text.en, text.tr];
    }
    if (patch.dueDate !== undefined) next.dueDate = patch.dueDate;
    if (patch.labels !== undefined) {
      const labels = unique(patch.labels);
      const ofBoard = new Set([...labelsById.values()].filter((l) => l.boardId === current.boardId).map((l) => l.id));
      assertKnownIds("card.labels", labels, ofBoard);
      next.labels = labels;
    }
    byId.set(patch.id, next);
  }
  const nextRows = JSON.stringify(
    ids.map((i) => {
      const c = byId.get(i)!;
      return { id: c.id, listId: c.listId, position: c.position, title: c.title, titleTr: c.titleTr, description: c.description, descriptionTr: c.descriptionTr, labels: c.labels, dueDate: c.dueDate };
    }),
  );
  // One UPDATE for all cards (json_extract of an array yields its JSON text, as the column stores it).
  await runBatch(db, [
    db
      .update(scrumboardCards)
      .set({
        listId: sql`json_extract(j.value, '$.listId')`,
        position: sql`json_extract(j.value, '$.position')`,
        title: sql`json_extract(j.value, '$.title')`,
        titleTr: sql`json_extract(j.value, '$.titleTr')`,
        description: sql`json_extract(j.value, '$.description')`,
        descriptionTr: sql`json_extract(j.value, '$.descriptionTr')`,
        labels: sql`json_extract(j.value, '$.labels')`,
        dueDate: sql`json_extract(j.value, '$.dueDate')`,
      })
      .from(sql`json_each(${nextRows}) AS j`)
      .where(and(eq(scrumboardCards.userId, userId), eq(scrumboardCards.id, sql`json_extract(j.value, '$.id')`))),
    ...boardIds.map((boardId) => touchBoard(db, userId, boardId)),
  ]);
  return ids.map((i) => toCard(byId.get(i)!, labelsById, lang));
}

export async function updateCard(db: Database, userId: string, cardId: string, patch: CardPatch, lang: ContentLocale = "en"): Promise<Card> {
  const [card] = await updateCards(db, userId, [{ ...patch, id: cardId }], lang);
  return card;
}

/**
 * Renumbers positions from an ordered list of cards: within each list named in the payload the
 * cards take 65536, 131072, … in the order given. A card sent with another listId moves there.
 */
export async function updateCardPositions(db: Database, userId: string, entries: { id: string; listId?: string }[], lang: ContentLocale = "en"): Promise<Card[]> {
  const counters = new Map<string, number>();
  const existing = await inSlices(unique(entries.map((e) => e.id)), (slice) =>
    db
      .select({ id: scrumboardCards.id, listId: scrumboardCards.listId })
      .from(scrumboardCards)
      .where(and(eq(scrumboardCards.userId, userId), inArray(scrumboardCards.id, slice))),
  );
  const listOf = new Map(existing.map((c) => [c.id, c.listId]));
  const patches = entries.map((e) => {
    const listId = e.listId ?? listOf.get(e.id) ?? "";
    const n = (counters.get(listId) ?? 0) + 1;
    counters.set(listId, n);
    return { id: e.id, listId: e.listId, position: n * POSITION_STEP };
  });
  return updateCards(db, userId, patches, lang);
}

export async function deleteCard(db: Database, userId: string, cardId: string): Promise<true> {
  const card = await findCard(db, userId, cardId);
  await runBatch(db, [
    db.delete(scrumboardCards).where(and(eq(scrumboardCards.id, cardId), eq(scrumboardCards.userId, userId))),
    touchBoard(db, userId, card.boardId),
  ]);
  return true;
}

// ---- labels ---------------------------------------------------------------------------------

export async function listBoardLabels(db: Database, userId: string, boardId: string, lang: ContentLocale = "en"): Promise<BoardLabel[]> {
  await findBoard(db, userId, boardId);
  const rows = await db.select().from(scrumboardLabels).where(eq(scrumboardLabels.boardId, boardId));
  return byTitle(rows.map((r) => toLabel(r, lang)), lang);
}

export async function createBoardLabel(db: Database, userId: string, input: z.infer<typeof createLabelBody>["label"], lang: ContentLocale = "en"): Promise<BoardLabel> {
  await findBoard(db, userId, input.boardId);
  const row: ScrumboardLabelRow = { id: newId(), userId, boardId: input.boardId, title: input.title, titleTr: null };
  await runBatch(db, [db.insert(scrumboardLabels).values(row), touchBoard(db, userId, input.boardId)]);
  return toLabel(row, lang);
}

export async function updateBoardLabel(db: Database, userId: string, labelId: string, title: string, lang: ContentLocale = "en"): Promise<BoardLabel> {
  const label = await findLabel(db, userId, labelId);
  const text = editTwin(title, label.title, label.titleTr);
  const next = { ...label, title: text.en ?? "", titleTr: text.tr };
  await runBatch(db, [
    db
      .update(scrumboardLabels)
      .set({ title: next.title, titleTr: next.titleTr })
      .where(and(eq(scrumboardLabels.id, labelId), eq(scrumboardLabels.userId, userId))),
    touchBoard(db, userId, label.boardId),
  ]);
  return toLabel(next, lang);
}

/** Deletes the label and strips it from every card of its board, in one atomic batch. */
export async function deleteBoardLabel(db: Database, userId: string, labelId: string): Promise<true> {
  const label = await findLabel(db, userId, labelId);
  await runBatch(db, [
    db.delete(scrumboardLabels).where(and(eq(scrumboardLabels.id, labelId), eq(scrumboardLabels.userId, userId))),
    db
      .update(scrumboardCards)
      .set({ labels: jsonArrayWithout(scrumboardCards.labels, labelId) })
      .where(and(eq(scrumboardCards.boardId, label.boardId), jsonArrayContains(scrumboardCards.labels, labelId))),
    touchBoard(db, userId, label.boardId),
  ]);
  return true;
}
