import { fixedT, localeOf } from "#worker/i18next.server";
import type { ChatLanguage } from "./chat.server";

/** The caller's language by the one locale rule (`?lng=`, cookie, then Accept-Language) for server-made text (navigation titles, search labels). */
export async function languageOf(request: Request): Promise<{ lang: ChatLanguage; t: (key: string, values?: Record<string, unknown>) => string }> {
  const lang = await localeOf(request);
  const fixed = fixedT(lang);
  return { lang, t: (key: string, values?: Record<string, unknown>) => (values ? fixed(key, values) : fixed(key)) };
}
