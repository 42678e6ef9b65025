import { desc, eq } from "drizzle-orm";
import { batched } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { activities, type ActivityRow } from "#db/schema";
import { sanitizeHtml } from "./html.server";
import { twin } from "./locale";
import { newId } from "./workspace.server";

/** Spec §3 activity item. */
export interface Activity {
  id: string;
  icon: string;
  description: string;
  date: string;
  extraContent?: string;
  linkedContent?: string;
  link?: string;
  useRouter?: boolean;
}

export interface NewActivity {
  kind: string;
  /** "namespace:name", e.g. "heroicons_outline:circle-check" */
  icon: string;
  /** HTML; sanitized here on write and again on read */
  description: string;
  /** the same in Turkish, for the product's own entries (issue 14) */
  descriptionTr?: string | null;
  linkedContentTr?: string | null;
  date?: Date;
  extraContent?: string | null;
  linkedContent?: string | null;
  link?: string | null;
  useRouter?: boolean | null;
}

/** The feed is a recent-history view, not an archive: the newest rows only. */
export const ACTIVITY_FEED_LIMIT = 100;

/** The insert as a statement, so callers put it in the same batch as the change it records. */
export function recordActivityStatement(db: Database, userId: string, activity: NewActivity) {
  return db.insert(activities).values({
    id: newId(),
    userId,
    kind: activity.kind,
    icon: activity.icon,
    description: sanitizeHtml(activity.description),
    descriptionTr: activity.descriptionTr == null ? null : sanitizeHtml(activity.descriptionTr),
    linkedContentTr: activity.linkedContentTr ?? null,
    date: activity.date ?? new Date(),
    extraContent: activity.extraContent == null ? null : sanitizeHtml(activity.extraContent),
    linkedContent: activity.linkedContent ?? null,
    link: activity.link ?? null,
    useRouter: activity.useRouter ?? null,
  });
}

/** The wire shape, in Turkish for a Turkish reader where the product wrote the entry in Turkish too. */
export function toActivity(row: ActivityRow, lang: "en" | "tr" = "en"): Activity {
  const item: Activity = { id: row.id, icon: row.icon, description: sanitizeHtml(twin(lang, row.description, row.descriptionTr)), date: row.date.toISOString() };
  if (row.extraContent != null) item.extraContent = sanitizeHtml(row.extraContent);
  const linked = twin(lang, row.linkedContent, row.linkedContentTr);
  if (linked != null) item.linkedContent = linked;
  if (row.link != null) item.link = row.link;
  if (row.useRouter != null) item.useRouter = row.useRouter;
  return item;
}

/** Newest first. */
/** The feed; a page passes its request context (`scope`) so the read joins the page's one D1 batch. */
export async function listActivities(scope: { db: Database }, userId: string, lang: "en" | "tr" = "en"): Promise<Activity[]> {
  const { db } = scope;
  const rows = await batched(scope, db.select().from(activities).where(eq(activities.userId, userId)).orderBy(desc(activities.date), desc(activities.id)).limit(ACTIVITY_FEED_LIMIT));
  return rows.map((row) => toActivity(row, lang));
}

/** A successful password sign-in, recorded in the same batch that creates the session. */
export const signInActivityStatement = (db: Database, userId: string) =>
  recordActivityStatement(db, userId, { kind: "sign-in", icon: "heroicons_outline:lock-open", description: "You signed in", descriptionTr: "Oturum açtınız" });
