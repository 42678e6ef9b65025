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

export async function listInbox(db: Database, kind: InboxKind, userId: string, lang: "en" | "tr" = "en"): Promise<InboxItem[]> {
  const rows = await db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.kind, kind)))
    .orderBy(...newestFirst);
  return rows.map((row) => toInboxItem(row, lang));
}

// What a panel shows of an item (toInboxItem) and its kind: the columns the header's read selects.
const panelColumns = {
  id: inboxItems.id,
  kind: inboxItems.kind,
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
const inboxPanelsQuery = (db: Database) => db.select(panelColumns).from(inboxItems).where(eq(inboxItems.userId, sql.placeholder("userId"))).orderBy(...newestFirst);
/**
 * Both header panels' items (messages and notifications) in one statement of the request's batch,
 * newest first; `toInboxPanels` splits them by kind. Its SQL is built once per isolate.
 */
export const inboxPanelsRead = preparedRead<ReturnType<typeof inboxPanelsQuery>, { userId: string }>(inboxPanelsQuery);

export function toInboxPanels(rows: Awaited<ReturnType<typeof inboxPanelsRead>>, lang: "en" | "tr"): Record<InboxKind, InboxItem[]> {
  const panels: Record<InboxKind, InboxItem[]> = { message: [], notification: [] };
  for (const row of rows) panels[row.kind].push(toInboxItem(row, lang));
  return panels;
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
