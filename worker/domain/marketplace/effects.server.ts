import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { chats, contractEvents, inboxItems } from "#db/schema";
import { recordActivityStatement } from "#worker/domain/activities.server";
import { insertSelect } from "#worker/domain/guarded-insert.server";
import { escapeHtml, sanitizeHtml } from "#worker/domain/html.server";
import { twin } from "#worker/domain/locale";
import { newId } from "#worker/domain/workspace.server";

/**
 * Side effects every marketplace transition writes in the same batch as the state change:
 * the other party's notification, the actor's activity, and the guard that aborts the batch.
 */

/** Text in both UI languages: D1 does not know the recipient's language (docs/decisions/075). */
export interface Bilingual {
  en: string;
  tr: string;
}

/** What a notice is about (a request's title): the stored text and its Turkish twin, if the product wrote one (decision 107). */
export interface Subject {
  en: string;
  tr: string | null;
}

export const subjectOf = (row: { title: string; titleTr: string | null }): Subject => ({ en: row.title, tr: row.titleTr });

const strong = (subject: Subject, locale: "en" | "tr") => `<strong>${escapeHtml(twin(locale, subject.en, subject.tr))}</strong>`;

/**
 * A notification in the recipient's panel with an in-app link (spec §3 notifications), in both
 * languages (`*_tr`, decision 099). With a `guard`, the row is written only while the guard holds
 * (INSERT … SELECT … WHERE guard), decided by SQLite as it writes: the clocks' notices put it
 * before the state change they announce, so a second run of the same clock writes none.
 */
export function notifyStatement(db: Database, userId: string, input: { title: Bilingual; subject: Subject; link: string; icon?: string }, now = new Date(), guard?: SQL) {
  const row = notifyValues(userId, input, now);
  return guard ? insertSelect(db, inboxItems, row, guard) : db.insert(inboxItems).values(row);
}

function notifyValues(userId: string, input: { title: Bilingual; subject: Subject; link: string; icon?: string }, now: Date) {
  return {
    id: newId(),
    userId,
    kind: "notification" as const,
    title: sanitizeHtml(escapeHtml(input.title.en)),
    titleTr: sanitizeHtml(escapeHtml(input.title.tr)),
    description: sanitizeHtml(strong(input.subject, "en")),
    descriptionTr: sanitizeHtml(strong(input.subject, "tr")),
    icon: input.icon ?? "store",
    image: null,
    link: input.link,
    useRouter: true,
    read: false,
    seen: false,
    time: now,
    createdAt: now,
  };
}

/** The actor's own activity feed entry, in both languages. */
export function activityStatement(db: Database, userId: string, input: { kind: string; text: Bilingual; subject: Subject; link: string }, now = new Date()) {
  return recordActivityStatement(db, userId, {
    kind: `marketplace.${input.kind}`,
    icon: "heroicons_outline:briefcase",
    description: `${escapeHtml(input.text.en)}: ${strong(input.subject, "en")}`,
    descriptionTr: `${escapeHtml(input.text.tr)}: ${strong(input.subject, "tr")}`,
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
