import { createDb } from "#db/client";
import { handleMailBatch } from "./consumer.server";
import { dispatchQueuedMail, mailQueuedByRequest, mailSite } from "./outbox.server";
import { providerFromEnv } from "./providers.server";
import { runMailReminders } from "./reminders.server";

/** What worker/index.ts calls: the mail Queue's handler, the hand-over after a response, the daily run. */

export async function mailQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await handleMailBatch(batch, createDb(env.DB), providerFromEnv(env));
}

/** After the response: the mail this request wrote goes to the Queue (the request never waits on it). */
export function dispatchAfterResponse(env: Env, execution: Pick<ExecutionContext, "waitUntil">, origin: string) {
  const ids = mailQueuedByRequest();
  if (ids.length === 0) return;
  execution.waitUntil(
    dispatchQueuedMail(createDb(env.DB), env.MAIL_QUEUE, mailSite(env, origin), [...ids]).catch((error) => {
      // The sweep (cron) hands it over later.
      console.error(JSON.stringify({ level: "error", msg: "mail dispatch failed", error: String(error) }));
    }),
  );
}

/** Cron: compliance reminder mails (30, 7, 1 days before), then every mail no request handed over. */
export async function scheduledMail(env: Env, now: Date) {
  const db = createDb(env.DB);
  const site = mailSite(env);
  const reminders = await runMailReminders(db, now);
  const dispatched = (await dispatchQueuedMail(db, env.MAIL_QUEUE, site, reminders, now)).length + (await dispatchQueuedMail(db, env.MAIL_QUEUE, site, undefined, now)).length;
  return { reminderMails: reminders.length, dispatched };
}
