import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { mailPreferences } from "#db/schema";
import { CONTENT_LOCALES, type ContentLocale } from "#worker/domain/locale";
import { MAIL_TOPICS, type MailTopic } from "./catalog";

/** Which optional mails a user gets by e-mail (in-app always) and the language of their mail. */
export interface MailPreferences {
  locale: ContentLocale | null;
  email: Record<MailTopic, boolean>;
}

export const mailPreferencesPatch = z
  .object({
    locale: z.enum(CONTENT_LOCALES),
    email: z.object(Object.fromEntries(MAIL_TOPICS.map((t) => [t, z.boolean()])) as Record<MailTopic, z.ZodBoolean>).partial(),
  })
  .partial();
export type MailPreferencesPatch = z.infer<typeof mailPreferencesPatch>;

function parseOff(json: string): Set<MailTopic> {
  try {
    const value = JSON.parse(json) as unknown;
    return new Set(Array.isArray(value) ? value.filter((t): t is MailTopic => (MAIL_TOPICS as readonly string[]).includes(t)) : []);
  } catch {
    return new Set();
  }
}

const toPreferences = (row: { locale: ContentLocale | null; emailOff: string } | undefined): MailPreferences => {
  const off = parseOff(row?.emailOff ?? "[]");
  return { locale: row?.locale ?? null, email: Object.fromEntries(MAIL_TOPICS.map((t) => [t, !off.has(t)])) as Record<MailTopic, boolean> };
};

export async function getMailPreferences(db: Database, userId: string): Promise<MailPreferences> {
  return toPreferences(await db.query.mailPreferences.findFirst({ where: eq(mailPreferences.userId, userId) }));
}

/** Preferences of several accounts in one query (a batch of reminders). */
export async function mailPreferencesOf(db: Database, userIds: string[]): Promise<Map<string, MailPreferences>> {
  const unique = [...new Set(userIds)];
  const rows = unique.length ? await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, unique)) : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(unique.map((id) => [id, toPreferences(byUser.get(id))]));
}

/**
 * Writes only what the patch names, in one upsert whose JSON SQLite computes from the stored row:
 * two tabs switching different topics at the same moment both win.
 */
export async function updateMailPreferences(db: Database, userId: string, patch: MailPreferencesPatch, now = new Date()): Promise<MailPreferences> {
  const entries = Object.entries(patch.email ?? {}) as [MailTopic, boolean | undefined][];
  const on = JSON.stringify(entries.filter(([, v]) => v === true).map(([t]) => t));
  const off = JSON.stringify(entries.filter(([, v]) => v === false).map(([t]) => t).sort());
  await db
    .insert(mailPreferences)
    .values({ userId, locale: patch.locale ?? null, emailOff: off, updatedAt: now })
    .onConflictDoUpdate({
      target: mailPreferences.userId,
      set: {
        locale: sql`coalesce(${patch.locale ?? null}, ${mailPreferences.locale})`,
        emailOff: sql`(SELECT coalesce(json_group_array(value), '[]') FROM (SELECT value FROM json_each(${mailPreferences.emailOff}) WHERE value NOT IN (SELECT value FROM json_each(${on})) UNION SELECT value FROM json_each(${off}) ORDER BY value))`,
        updatedAt: now,
      },
    });
  return getMailPreferences(db, userId);
}

/** One-click unsubscribe: turns one topic off (idempotent). */
export async function turnTopicOff(db: Database, userId: string, topic: MailTopic, now = new Date()): Promise<MailPreferences> {
  return updateMailPreferences(db, userId, { email: { [topic]: false } }, now);
}
