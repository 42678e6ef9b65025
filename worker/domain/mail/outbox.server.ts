import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { mailOutbox, users, type MailOutboxRow } from "#db/schema";
import { currentRequestLog } from "#worker/request-log";
import { appName } from "#worker/env.server";
import type { ContentLocale } from "#worker/domain/locale";
import { topicOf, type MailTemplate } from "./catalog";
import { getMailPreferences } from "./preferences.server";
import { renderMail, toText, type MailSite } from "./render.server";
import { COPY, type MailContent, type MailProps } from "./templates/content";

/**
 * The mail boundary, sending side (decision 152). A writer adds `mailStatement(...)` to the batch
 * that makes the change the mail is about (a transactional outbox: no mail for a change that
 * rolled back, no change without its mail). After the response, the request hands the ids it
 * wrote to `dispatchQueuedMail`, which renders them (the recipient's language, the unsubscribe
 * link) and sends them to the mail Queue; the consumer (consumer.server.ts) delivers. A request
 * never waits on a provider.
 */

export interface MailQueueMessage {
  id: string;
}

export interface MailRequest<T extends MailTemplate> {
  template: T;
  /** null: the address of `userId`'s account, read in the same statement */
  to: string | null;
  /** the recipient's account, when there is one (preferences, language, unsubscribe) */
  userId: string | null;
  props: MailProps[T];
  /** the writer knows the language (the page it was asked from); else the recipient's preference */
  locale?: ContentLocale;
}

const newMailId = () => crypto.randomUUID();

// The request's ids live on its log entry under a registered symbol: the Remix server build has its
// own copy of this module, and worker/index.ts reads them with the other copy.
const QUEUED = Symbol.for("taxatlas.mail-queued");
type Noted = { [QUEUED]?: string[] };

/** The request hands this mail to the Queue after its response (worker/index.ts). */
export function noteQueued(id: string) {
  const entry = currentRequestLog() as Noted | undefined;
  if (entry) (entry[QUEUED] ??= []).push(id);
}

/** The ids of mail this request wrote (worker/index.ts dispatches them after the response). */
export const mailQueuedByRequest = (): string[] => (currentRequestLog() as Noted | undefined)?.[QUEUED] ?? [];

const compose = <T extends MailTemplate>(template: T, locale: ContentLocale, props: MailProps[T], app: string): MailContent =>
  (COPY[locale][template] as (p: MailProps[T], app: string) => MailContent)(props, app);

/**
 * The INSERT of one mail, for the writer's own batch. Subject and text part are written at once
 * (in the writer's language, else English); the dispatcher renders the final parts.
 */
export const mailStatement = <T extends MailTemplate>(db: Database, request: MailRequest<T>, now = new Date(), app?: string) => buildMail(db, request, now, app).statement;

function buildMail<T extends MailTemplate>(db: Database, request: MailRequest<T>, now: Date, app = appName({})) {
  const locale = request.locale ?? "en";
  const content = compose(request.template, locale, request.props, app);
  const id = newMailId();
  noteQueued(id);
  const statement = db.insert(mailOutbox).values({
    id,
    toEmail: request.to !== null ? request.to.toLowerCase() : sql<string>`(SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${request.userId})`,
    userId: request.userId,
    kind: request.template,
    locale,
    localeFixed: request.locale !== undefined,
    props: JSON.stringify(request.props),
    subject: content.subject,
    body: toText(content, locale, { preferences: "/settings/notifications", unsubscribe: null }, app),
    status: "queued",
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  });
  return { id, statement };
}

/** One mail on its own (no batch to join). Returns its id. */
export async function queueMail<T extends MailTemplate>(db: Database, request: MailRequest<T>, now = new Date(), app?: string): Promise<string> {
  const { id, statement } = buildMail(db, request, now, app);
  await statement;
  return id;
}

/**
 * Renders a queued mail from its props: the recipient's language unless the writer chose one, the
 * unsubscribe link and headers. A mail of a topic the recipient switched off is dropped (false).
 */
export async function renderQueued(db: Database, site: MailSite, row: MailOutboxRow, now = new Date()): Promise<boolean> {
  if (!row.props) return true; // written before props existed: sent as it is
  const template = row.kind as MailTemplate;
  const topic = topicOf(template);
  const preferences = row.userId ? await getMailPreferences(db, row.userId) : null;
  if (topic && preferences && !preferences.email[topic]) {
    await db.delete(mailOutbox).where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued")));
    return false;
  }
  const locale = row.localeFixed ? row.locale : (preferences?.locale ?? row.locale);
  const rendered = await renderMail(site, template, locale, JSON.parse(row.props) as MailProps[typeof template], row.userId);
  await db
    .update(mailOutbox)
    .set({ locale, subject: rendered.subject, body: rendered.text, html: rendered.html, headers: JSON.stringify(rendered.headers), updatedAt: now })
    .where(eq(mailOutbox.id, row.id));
  return true;
}

/** A queued mail not handed to the Queue after this long is picked up by the sweep (cron). */
export const DISPATCH_SWEEP_AFTER_MS = 5 * 60_000;

/**
 * Renders the given queued mails and hands them to the Queue. Each row is claimed (enqueued_at set
 * while NULL) so two dispatchers never send one mail twice; if the Queue refuses, the claim is
 * released for the next sweep. Without ids: the sweep, every queued mail older than
 * DISPATCH_SWEEP_AFTER_MS that no request handed over (or that was lost on its way).
 */
export async function dispatchQueuedMail(db: Database, queue: Queue<MailQueueMessage> | undefined, site: MailSite, ids?: string[], now = new Date()): Promise<string[]> {
  if (!queue || (ids && ids.length === 0)) return [];
  const stale = new Date(now.getTime() - DISPATCH_SWEEP_AFTER_MS);
  const pending = ids
    ? and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "queued"), isNull(mailOutbox.enqueuedAt))
    : and(eq(mailOutbox.status, "queued"), or(and(isNull(mailOutbox.enqueuedAt), lt(mailOutbox.createdAt, stale)), lt(mailOutbox.enqueuedAt, new Date(now.getTime() - 60 * 60_000))));
  const rows = await db.select().from(mailOutbox).where(pending).limit(100);
  const sent: string[] = [];
  for (const row of rows) {
    if (!row.html && !(await renderQueued(db, site, row, now))) continue;
    const claimed = await db
      .update(mailOutbox)
      .set({ enqueuedAt: now, updatedAt: now })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued"), row.enqueuedAt ? eq(mailOutbox.enqueuedAt, row.enqueuedAt) : isNull(mailOutbox.enqueuedAt)))
      .returning({ id: mailOutbox.id });
    if (claimed.length) sent.push(row.id);
  }
  if (sent.length === 0) return [];
  try {
    await queue.sendBatch(sent.map((id) => ({ body: { id }, contentType: "json" as const })));
  } catch (error) {
    await db.update(mailOutbox).set({ enqueuedAt: null }).where(inArray(mailOutbox.id, sent));
    throw error;
  }
  return sent;
}

/** Where links in mail point and what signs them: the request's origin, else APP_URL (cron, queue). */
export function mailSite(env: Pick<Env, "APP_NAME" | "JWT_SECRET" | "APP_URL">, origin?: string): MailSite {
  return { origin: (origin ?? env.APP_URL ?? "http://localhost:8787").replace(/\/$/, ""), app: appName(env), secret: env.JWT_SECRET };
}
