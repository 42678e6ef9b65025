import { and, asc, eq, sql } from "drizzle-orm";
import { preparedRead } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { shortcuts, type ShortcutRow } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { fewerThan, insertSelect } from "./guarded-insert.server";
import type { ShortcutInput, ShortcutPatch } from "./shell-schemas";
import { isInAppPath } from "./shell-schemas";
import { editTwin, twin, type ContentLocale } from "./locale";

/** The shortcuts panel (spec §3, §4, §5), one list per user. */
export interface Shortcut {
  id: string;
  label: string;
  description: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}

/** Enough for a 2-column panel; more would not fit a popover usefully (docs/decisions/012). */
export const SHORTCUTS_MAX = 24;

/** The wire shape, in Turkish for a Turkish reader where the seed wrote a twin (decision 099). */
export const toShortcut = (row: ShortcutRow, lang: ContentLocale = "en"): Shortcut => ({
  id: row.id,
  label: twin(lang, row.label, row.labelTr),
  description: twin(lang, row.description, row.descriptionTr),
  icon: row.icon,
  link: row.link,
  useRouter: row.useRouter,
});

const own = (userId: string, id: string) => and(eq(shortcuts.id, id), eq(shortcuts.userId, userId));

const shortcutsQuery = (db: Database) =>
  db.select().from(shortcuts).where(eq(shortcuts.userId, sql.placeholder("userId"))).orderBy(asc(shortcuts.createdAt), asc(shortcuts.id));
/** A user's shortcuts, oldest first; its SQL is built once per isolate. */
const shortcutsRead = preparedRead<ReturnType<typeof shortcutsQuery>, { userId: string }>(shortcutsQuery);

/**
 * What `GET api/common/shortcuts` answers and what the header's shortcuts panel shows when it is
 * opened (`/resources/shortcuts`): one rule for both. The closed panel shows no count, so the
 * signed-in layout reads nothing of it (decision 136).
 */
export async function listShortcuts(scope: { db: Database }, userId: string, lang: ContentLocale = "en") {
  return (await shortcutsRead(scope, { userId })).map((row) => toShortcut(row, lang));
}

export async function createShortcut(db: Database, userId: string, input: ShortcutInput, now = new Date()) {
  const row: ShortcutRow = {
    id: crypto.randomUUID(),
    userId,
    label: input.label,
    description: input.description || null,
    labelTr: null,
    descriptionTr: null,
    icon: input.icon,
    link: input.link,
    useRouter: input.useRouter,
    createdAt: now,
  };
  // The count is checked by the INSERT itself, so concurrent creates cannot pass the limit.
  const result = await insertSelect(db, shortcuts, row, fewerThan(shortcuts, eq(shortcuts.userId, userId), SHORTCUTS_MAX)).run();
  if (!result.meta.changes) throw new AppError(409, "CONFLICT", `You can keep at most ${SHORTCUTS_MAX} shortcuts.`);
  return toShortcut(row);
}

/**
 * Merges the patch. An edited label or description drops its Turkish twin; one sent back unchanged
 * in either language (the panel's form sends both) keeps it (decision 099).
 */
export async function updateShortcut(db: Database, userId: string, id: string, patch: ShortcutPatch, lang: ContentLocale = "en") {
  const existing = await db.select().from(shortcuts).where(own(userId, id)).get();
  if (!existing) throw notFound(`Could not find shortcut with id of ${id}.`);
  const label = patch.label === undefined ? undefined : editTwin(patch.label, existing.label, existing.labelTr);
  const description = patch.description === undefined ? undefined : editTwin(patch.description || null, existing.description, existing.descriptionTr);
  const merged: ShortcutRow = {
    ...existing,
    ...(label && { label: label.en ?? "", labelTr: label.tr }),
    ...(description && { description: description.en, descriptionTr: description.tr }),
    ...(patch.icon !== undefined && { icon: patch.icon }),
    ...(patch.link !== undefined && { link: patch.link }),
    ...(patch.useRouter !== undefined && { useRouter: patch.useRouter }),
  };
  if (merged.useRouter && !isInAppPath(merged.link)) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { useRouter: ["shellValidation.routerNeedsPath"] } });
  }
  await db
    .update(shortcuts)
    .set({ label: merged.label, labelTr: merged.labelTr, description: merged.description, descriptionTr: merged.descriptionTr, icon: merged.icon, link: merged.link, useRouter: merged.useRouter })
    .where(own(userId, id));
  return toShortcut(merged, lang);
}

export async function deleteShortcut(db: Database, userId: string, id: string) {
  const existing = await db.select({ id: shortcuts.id }).from(shortcuts).where(own(userId, id)).get();
  if (!existing) throw notFound(`Could not find shortcut with id of ${id}.`);
  await db.delete(shortcuts).where(own(userId, id));
  return true as const;
}
