import { i18next } from "../../app/i18next.server";
import type { ChatLanguage } from "./chat.server";

/** The caller's language for server-made text (navigation titles, search labels): `?lng=`, cookie, then Accept-Language. */
export async function languageOf(request: Request): Promise<{ lang: ChatLanguage; t: (key: string) => string }> {
  const lang = (await i18next.getLocale(request)) === "tr" ? "tr" : "en";
  const fixed = await i18next.getFixedT(lang);
  return { lang, t: (key: string) => fixed(key) };
}
