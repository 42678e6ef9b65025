import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { mailOutbox } from "#db/schema";
import type { MailQueueMessage } from "./outbox.server";
import { MailProviderError, type MailProvider } from "./providers.server";

/**
 * The mail Queue's consumer (decision 152). Per message: claim the row (attempts + 1, a lease so a
 * duplicate delivery of the same message does not send twice), hand it to the provider, record
 * the outcome. A failure is retried with exponential backoff; after MAIL_MAX_ATTEMPTS the row is
 * `dead` and the Queue moves the message to the dead-letter queue, whose consumer (the same
 * function) only makes sure the row says `dead`. An admin replays a dead mail from /admin/mail.
 */

/** wrangler.toml: max_retries = 4 → five attempts in all. */
export const MAIL_MAX_ATTEMPTS = 5;
const LEASE_MS = 60_000;

/** 30 s, 60 s, 120 s, 240 s … at most an hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(30 * 2 ** Math.max(attempt - 1, 0), 3600);

const isDeadLetterQueue = (queue: string) => queue.endsWith("-dead");

export async function handleMailBatch(batch: MessageBatch<unknown>, db: Database, provider: MailProvider, now = () => new Date()): Promise<void> {
  if (isDeadLetterQueue(batch.queue)) {
    const ids = batch.messages.map((m) => (m.body as Partial<MailQueueMessage> | null)?.id).filter((id): id is string => typeof id === "string");
    if (ids.length) {
      await db
        .update(mailOutbox)
        .set({ status: "dead", leaseUntil: null, updatedAt: now(), lastError: sql`coalesce(${mailOutbox.lastError}, 'Dead-lettered by the Queue.')` })
        .where(and(inArray(mailOutbox.id, ids), ne(mailOutbox.status, "sent")));
    }
    batch.ackAll();
    return;
  }
  for (const message of batch.messages) await deliver(message, db, provider, now());
}

async function deliver(message: Message<unknown>, db: Database, provider: MailProvider, at: Date) {
  const id = (message.body as Partial<MailQueueMessage> | null)?.id;
  if (typeof id !== "string") return message.ack(); // not ours to retry
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, leaseUntil: new Date(at.getTime() + LEASE_MS), updatedAt: at })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["queued", "failed"]), or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, at))))
    .returning();
  // Sent, dead, replaced, or being sent by another delivery of the same message.
  if (!row) return message.ack();
  let result: { id: string };
  try {
    result = await provider.send({ id: row.id, to: row.toEmail, subject: row.subject, html: row.html, text: row.body, headers: JSON.parse(row.headers) as Record<string, string> });
  } catch (error) {
    const permanent = error instanceof MailProviderError && error.permanent;
    const last = permanent || message.attempts >= MAIL_MAX_ATTEMPTS;
    const reason = `${provider.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
    await db
      .update(mailOutbox)
      .set({ status: last ? "dead" : "failed", lastError: reason, leaseUntil: null, updatedAt: at })
      .where(eq(mailOutbox.id, row.id));
    // The last retry() moves the message to the dead-letter queue (wrangler.toml max_retries).
    if (permanent) message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: at, providerId: result.id || null, lastError: null, leaseUntil: null, updatedAt: at })
    .where(eq(mailOutbox.id, row.id));
  message.ack();
}
