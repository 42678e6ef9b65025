import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { chats, contractEvents, inboxItems } from "../../../db/schema";
import { recordActivityStatement } from "../activities.server";
import { escapeHtml, sanitizeHtml } from "../html.server";
import { newId } from "../workspace.server";

/**
 * Side effects every marketplace transition writes in the same batch as the state change:
 * the other party's notification, the actor's activity, and the guard that aborts the batch.
 */

/** Text in both UI languages: D1 does not know the recipient's language (docs/decisions/075). */
export interface Bilingual {
  en: string;
  tr: string;
}

/**
 * A notification in the recipient's panel with an in-app link (spec §3 notifications): the title
 * in English and Turkish (`title_tr`, decision 099); the subject is the request's title as its
 * author wrote it, the same in both.
 */
export function notifyStatement(db: Database, userId: string, input: { title: Bilingual; subject: string; link: string; icon?: string }, now = new Date()) {
  const description = sanitizeHtml(`<strong>${escapeHtml(input.subject)}</strong>`);
  return db.insert(inboxItems).values({
    id: newId(),
    userId,
    kind: "notification",
    title: sanitizeHtml(escapeHtml(input.title.en)),
    titleTr: sanitizeHtml(escapeHtml(input.title.tr)),
    description,
    descriptionTr: description,
    icon: input.icon ?? "store",
    image: null,
    link: input.link,
    useRouter: true,
    read: false,
    seen: false,
    time: now,
    createdAt: now,
  });
}

/** The actor's own activity feed entry, in English and Turkish (`description_tr`, decision 099). */
export function activityStatement(db: Database, userId: string, input: { kind: string; text: Bilingual; subject: string; link: string }, now = new Date()) {
  const subject = `<strong>${escapeHtml(input.subject)}</strong>`;
  return recordActivityStatement(db, userId, {
    kind: `marketplace.${input.kind}`,
    icon: "heroicons_outline:briefcase",
    description: `${escapeHtml(input.text.en)}: ${subject}`,
    descriptionTr: `${escapeHtml(input.text.tr)}: ${subject}`,
    date: now,
    link: input.link,
    useRouter: true,
  });
}

type EventInput = { contractId: string; milestoneId?: string | null; actorId: string | null; kind: string; amount?: number | null };

const eventValues = (e: EventInput, now: Date) => ({
  contractId: e.contractId,
  milestoneId: e.milestoneId ?? null,
  actorId: e.actorId,
  kind: e.kind,
  amount: e.amount ?? null,
  createdAt: now,
});

/**
 * A contract event that is only written when the statement right before it changed exactly one
 * row. Otherwise its id is NULL, the NOT NULL primary key fails and D1 rolls the whole batch
 * back: the loser of a race leaves nothing half-written (docs/decisions/075).
 */
export function guardedEvent(db: Database, e: EventInput, now = new Date()) {
  return db.insert(contractEvents).values({ id: sql`CASE WHEN changes() = 1 THEN ${newId()} ELSE NULL END`, ...eventValues(e, now) });
}

/** An unguarded contract event (follows statements that may touch several rows). */
export function eventStatement(db: Database, e: EventInput, now = new Date()) {
  return db.insert(contractEvents).values({ id: newId(), ...eventValues(e, now) });
}

/**
 * Opens the quick chat between two accounts (both `chats` rows) unless it exists; a one-sided
 * existing row lends its conversation id so both sides share one thread.
 */
export function openChatStatements(db: Database, a: string, b: string) {
  const conversation = newId();
  const row = (owner: string, contact: string) =>
    db
      .insert(chats)
      .values({
        id: newId(),
        ownerId: owner,
        contactId: contact,
        conversationId: sql`COALESCE((SELECT conversation_id FROM chats WHERE owner_id = ${contact} AND contact_id = ${owner}), ${conversation})`,
        unreadCount: 0,
        muted: false,
      })
      .onConflictDoNothing();
  return [row(a, b), row(b, a)];
}

/** D1 reports a failed guard or unique index as an error whose message names the constraint. */
export function isConstraintFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (/constraint failed|SQLITE_CONSTRAINT/i.test(e.message)) return true;
  }
  return false;
}
