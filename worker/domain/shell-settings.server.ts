import { eq, sql, type Placeholder } from "drizzle-orm";
import { preparedRead } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { shellSettings } from "#db/schema";
import { isLocalhost } from "#worker/auth/cookie.server";
import {
  DEFAULT_SHELL_SETTINGS,
  normaliseSettings,
  settingsCookieHeader,
  settingsFromCookie,
  type ShellSettings,
} from "./shell-settings";
import type { ShellSettingsPatch } from "./shell-settings-schema";

/** The signed-in person's row (for the root loader's one batch, decision 057). */
export const shellSettingsQuery = (db: Database, userId: string | Placeholder) =>
  db.select({ layout: shellSettings.layout, theme: shellSettings.theme, scheme: shellSettings.scheme }).from(shellSettings).where(eq(shellSettings.userId, userId)).limit(1);
export const shellSettingsRead = preparedRead<ReturnType<typeof shellSettingsQuery>, { userId: string }>((db) => shellSettingsQuery(db, sql.placeholder("userId")));

/**
 * What the page is drawn with: a signed-in person's stored row (D1 is the source of truth, so the
 * choice follows them to another browser), a guest's cookie, else the defaults.
 */
export function effectiveSettings(input: { signedIn: boolean; row: Partial<Record<keyof ShellSettings, string>> | undefined; cookieHeader: string | null }): ShellSettings {
  if (input.signedIn) return normaliseSettings(input.row);
  return settingsFromCookie(input.cookieHeader) ?? DEFAULT_SHELL_SETTINGS;
}

/**
 * Saves a patch for a signed-in person in ONE statement: the first save inserts the defaults with
 * the patch applied; later saves update only the fields sent, so two drawers saving different
 * fields at once both keep their choice.
 */
export async function saveUserSettings(db: Database, userId: string, patch: ShellSettingsPatch): Promise<ShellSettings> {
  const now = new Date();
  const set: Record<string, unknown> = { updatedAt: now };
  if (patch.layout) set.layout = patch.layout;
  if (patch.theme) set.theme = patch.theme;
  if (patch.scheme) set.scheme = patch.scheme;
  const [row] = await db
    .insert(shellSettings)
    .values({ userId, ...DEFAULT_SHELL_SETTINGS, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: shellSettings.userId, set })
    .returning({ layout: shellSettings.layout, theme: shellSettings.theme, scheme: shellSettings.scheme });
  return normaliseSettings(row);
}

/** A guest's patch applied to their cookie; the answer's Set-Cookie header keeps it. */
export function guestSettings(cookieHeader: string | null, patch: ShellSettingsPatch, url: URL): { settings: ShellSettings; setCookie: string } {
  const settings = { ...(settingsFromCookie(cookieHeader) ?? DEFAULT_SHELL_SETTINGS), ...patch };
  return { settings, setCookie: settingsCookieHeader(settings, !isLocalhost(url)) };
}

/**
 * The one write path of the settings drawer and `PATCH api/common/settings`: signed in → D1,
 * guest → the cookie (answered as a Set-Cookie header for the caller to send).
 */
export async function saveSettings(
  input: { db: Database; userId: string | null; request: Request },
  patch: ShellSettingsPatch,
): Promise<{ settings: ShellSettings; setCookie: string | null }> {
  if (input.userId) return { settings: await saveUserSettings(input.db, input.userId, patch), setCookie: null };
  return guestSettings(input.request.headers.get("Cookie"), patch, new URL(input.request.url));
}

/** What GET answers: the stored choice for a signed-in person, the cookie's for a guest. */
export async function readSettings(input: { db: Database; userId: string | null; request: Request }): Promise<ShellSettings> {
  const rows = input.userId ? await shellSettingsQuery(input.db, input.userId) : [];
  return effectiveSettings({ signedIn: !!input.userId, row: rows[0], cookieHeader: input.request.headers.get("Cookie") });
}
