import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { MAIL_STATUSES, mailOutbox, type MailStatus } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { noteQueued, renderQueued } from "./outbox.server";
import type { MailSite } from "./render.server";
import { batched } from "#worker/db-batch.server";

/** /admin/mail: every message with its delivery status; one message as it would arrive. */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: MailStatus;
  attempts: number;
  createdAt: string;
}

export interface MailMessage extends MailSummary {
  locale: "en" | "tr";
  html: string | null;
  text: string;
  headers: Record<string, string>;
  lastError: string | null;
  sentAt: string | null;
}

export const adminMailQuery = z.object({ status: z.enum(MAIL_STATUSES).optional() });
export const ADMIN_MAIL_PAGE = 100;

const summary = (row: typeof mailOutbox.$inferSelect): MailSummary => ({
  id: row.id,
  to: row.toEmail,
  subject: row.subject,
  template: row.kind,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
});

/** The outbox, newest first; a page passes its request context (`scope`) so the read joins its one D1 batch. */
export async function listMail(scope: { db: Database }, status?: MailStatus): Promise<MailSummary[]> {
  const { db } = scope;
  const rows = await batched(
    scope,
    db
      .select()
      .from(mailOutbox)
      .where(status ? eq(mailOutbox.status, status) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(ADMIN_MAIL_PAGE),
  );
  return rows.map(summary);
}

/** A queued mail not rendered yet is rendered now, so the viewer always shows what will arrive. */
export async function getMailMessage(db: Database, site: MailSite, id: string): Promise<MailMessage> {
  let row = await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) });
  if (!row) throw notFound();
  if (!row.html && row.props && row.status === "queued") {
    await renderQueued(db, site, row);
    row = await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) });
    if (!row) throw notFound();
  }
  return {
    ...summary(row),
    locale: row.locale,
    html: row.html,
    text: row.body,
    headers: JSON.parse(row.headers) as Record<string, string>,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * Replay of a dead mail: queued again with a fresh start (the Queue counts its attempts anew; the
 * row's attempts keep counting). Only a dead mail: a failed one is still being retried.
 */
export async function replayMail(db: Database, id: string, now = new Date()): Promise<MailSummary> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "queued", enqueuedAt: null, leaseUntil: null, updatedAt: now })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["dead"])))
    .returning();
  if (row) {
    noteQueued(row.id);
    return summary(row);
  }
  const exists = await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id), columns: { status: true } });
  if (!exists) throw notFound();
  throw new AppError(409, "CONFLICT", `Only a dead mail can be replayed; this one is ${exists.status}.`);
}
