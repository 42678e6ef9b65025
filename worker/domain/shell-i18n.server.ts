import { fixedT, localeOf } from "../i18next.server";
import type { ChatLanguage } from "./chat.server";

/** The caller's language (once per request `scope`, e.g. the page's load context) for server-made text (navigation titles, search labels): `?lng=`, cookie, then Accept-Language. */
export async function languageOf(request: Request, scope?: object): Promise<{ lang: ChatLanguage; t: (key: string, values?: Record<string, unknown>) => string }> {
  const lang = await localeOf(request, scope);
  const fixed = fixedT(lang);
  return { lang, t: (key: string, values?: Record<string, unknown>) => (values ? fixed(key, values) : fixed(key)) };
}
