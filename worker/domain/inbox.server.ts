import { and, desc, eq, sql } from "drizzle-orm";
import { preparedRead } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { inboxItems, type InboxItemRow, type InboxKind } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { fewerThan, insertSelect } from "./guarded-insert.server";
import { sanitizeHtml } from "./html.server";
import { twin } from "./locale";
import { isInAppPath, type InboxItemInput, type InboxItemPatch } from "./shell-schemas";

/**
 * Messages and notifications (spec §3, §4, §7): the same rules for both kinds, stored per user.
 * Title and description are HTML: sanitized when written and again when read for display.
 */

export interface InboxItem {
  id: string;
  title: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  link: string | null;
  useRouter: boolean;
  read: boolean;
  seen: boolean;
  /** ISO timestamp */
  time: string;
}

/** A user keeps at most this many of each kind; older ones must be deleted first. */
export const INBOX_MAX_ITEMS = 500;

/** The wire shape, in Turkish for a Turkish reader when the product wrote a Turkish text too. */
export function toInboxItem(row: Omit<InboxItemRow, "userId" | "kind" | "createdAt">, lang: "en" | "tr" = "en"): InboxItem {
  const title = twin(lang, row.title, row.titleTr);
  const description = twin(lang, row.description, row.descriptionTr);
  return {
    id: row.id,
    title: sanitizeHtml(title),
    description: description === null ? null : sanitizeHtml(description),
    icon: row.icon,
    image: row.image,
    link: row.link,
    useRouter: row.useRouter,
    read: row.read,
    seen: row.seen,
    time: row.time.toISOString(),
  };
}

const own = (kind: InboxKind, userId: string, id: string) =>
  and(eq(inboxItems.id, id), eq(inboxItems.userId, userId), eq(inboxItems.kind, kind));

const newestFirst = [desc(inboxItems.time), desc(inboxItems.id)];

// What the API and a panel answer of an item (toInboxItem): only those columns are read.
const itemColumns = {
  id: inboxItems.id,
  title: inboxItems.title,
  titleTr: inboxItems.titleTr,
  description: inboxItems.description,
  descriptionTr: inboxItems.descriptionTr,
  icon: inboxItems.icon,
  image: inboxItems.image,
  link: inboxItems.link,
  useRouter: inboxItems.useRouter,
  read: inboxItems.read,
  seen: inboxItems.seen,
  time: inboxItems.time,
};
const inboxListQuery = (db: Database) =>
  db
    .select(itemColumns)
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, sql.placeholder("userId")), eq(inboxItems.kind, sql.placeholder("kind"))))
    .orderBy(...newestFirst);
/** One kind's items, newest first; its SQL is built once per isolate (decision 136). */
const inboxListRead = preparedRead<ReturnType<typeof inboxListQuery>, { userId: string; kind: InboxKind }>(inboxListQuery);

/**
 * One kind's items, newest first: what `GET api/common/messages|notifications` answers and what a
 * header panel shows when it is opened (`/resources/inbox?kind=`), one rule for both.
 */
export async function listInbox(scope: { db: Database }, kind: InboxKind, userId: string, lang: "en" | "tr" = "en"): Promise<InboxItem[]> {
  const rows = await inboxListRead(scope, { userId, kind });
  return rows.map((row) => toInboxItem(row, lang));
}

export type InboxUnread = Record<InboxKind, number>;
const inboxUnreadQuery = (db: Database) =>
  db
    .select({ kind: inboxItems.kind, unread: sql<number>`count(*)` })
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, sql.placeholder("userId")), eq(inboxItems.read, false)))
    .groupBy(inboxItems.kind);
/**
 * The closed header's two badges (unread messages, unread notifications) in one aggregate statement
 * of the request's batch; the items load when a panel is opened (decision 136).
 */
export const inboxUnreadRead = preparedRead<ReturnType<typeof inboxUnreadQuery>, { userId: string }>(inboxUnreadQuery);

export function toInboxUnread(rows: Awaited<ReturnType<typeof inboxUnreadRead>>): InboxUnread {
  const unread: InboxUnread = { message: 0, notification: 0 };
  for (const row of rows) unread[row.kind] = Number(row.unread);
  return unread;
}

async function findOwn(db: Database, kind: InboxKind, userId: string, id: string) {
  const row = await db.select().from(inboxItems).where(own(kind, userId, id)).get();
  if (!row) throw notFound(`Could not find ${kind} with id of ${id}.`);
  return row;
}

export async function createInboxItem(db: Database, kind: InboxKind, userId: string, input: InboxItemInput, now = new Date()) {
  const row: InboxItemRow = {
    id: crypto.randomUUID(),
    userId,
    kind,
    title: sanitizeHtml(input.title),
    description: input.description ? sanitizeHtml(input.description) : null,
    titleTr: null,
    descriptionTr: null,
    icon: input.icon ?? null,
    image: input.image ?? null,
    link: input.link ?? null,
    useRouter: input.useRouter ?? Boolean(input.link && isInAppPath(input.link)),
    read: input.read ?? false,
    seen: input.seen ?? false,
    time: input.time ? new Date(input.time) : now,
    createdAt: now,
  };
  // The limit is part of the INSERT, so concurrent creates cannot pass it.
  const limit = fewerThan(inboxItems, and(eq(inboxItems.userId, userId), eq(inboxItems.kind, kind)), INBOX_MAX_ITEMS);
  const result = await insertSelect(db, inboxItems, row, limit).run();
  if (!result.meta.changes) throw new AppError(409, "CONFLICT", `You already have ${INBOX_MAX_ITEMS} ${kind}s; delete some first.`);
  return toInboxItem(row);
}

export async function updateInboxItem(db: Database, kind: InboxKind, userId: string, id: string, patch: InboxItemPatch) {
  const existing = await findOwn(db, kind, userId, id);
  const merged: InboxItemRow = {
    ...existing,
    // a changed English text makes the product's Turkish one stale: drop it
    ...(patch.title !== undefined && { title: sanitizeHtml(patch.title), titleTr: null, descriptionTr: null }),
    ...(patch.description !== undefined && { description: patch.description ? sanitizeHtml(patch.description) : null, titleTr: null, descriptionTr: null }),
    ...(patch.icon !== undefined && { icon: patch.icon ?? null }),
    ...(patch.image !== undefined && { image: patch.image ?? null }),
    ...(patch.link !== undefined && { link: patch.link ?? null }),
    ...(patch.useRouter !== undefined && { useRouter: patch.useRouter }),
    ...(patch.read !== undefined && { read: patch.read }),
    ...(patch.seen !== undefined && { seen: patch.seen }),
    ...(patch.time !== undefined && { time: new Date(patch.time) }),
  };
  if (merged.useRouter && merged.link && !isInAppPath(merged.link)) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { useRouter: ["shellValidation.routerNeedsPath"] } });
  }
  const { id: _id, userId: _u, kind: _k, createdAt: _c, ...values } = merged;
  await db.update(inboxItems).set(values).where(own(kind, userId, id));
  return toInboxItem(merged);
}

export async function deleteInboxItem(db: Database, kind: InboxKind, userId: string, id: string) {
  await findOwn(db, kind, userId, id);
  await db.delete(inboxItems).where(own(kind, userId, id));
  return true as const;
}

export async function markAllInboxRead(db: Database, kind: InboxKind, userId: string) {
  await db
    .update(inboxItems)
    .set({ read: true, seen: true })
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.kind, kind), eq(inboxItems.read, false)));
  return true as const;
}

export async function toggleInboxRead(db: Database, kind: InboxKind, userId: string, id: string) {
  // Flipped by SQLite, not read-modify-write: concurrent toggles never lose one.
  const row = await db
    .update(inboxItems)
    .set({ read: sql`NOT ${inboxItems.read}`, seen: true })
    .where(own(kind, userId, id))
    .returning()
    .get();
  if (!row) throw notFound(`Could not find ${kind} with id of ${id}.`);
  return toInboxItem(row);
}

export const unreadCount = (items: InboxItem[]) => items.filter((i) => !i.read).length;
