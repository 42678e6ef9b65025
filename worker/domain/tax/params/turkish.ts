/**
 * Turkish beside the English (issue 32 §3): the texts a parameter carries in its values — a
 * regime's name, conditions and what keeps the status, an exit tax's deferral — and its one-line
 * `text` are written in English in the parameter files; their Turkish is the static asset
 * public/i18n/tax-params.tr.json (English → Turkish), so the values the engine reads, the
 * fingerprints of the rule-change job and the API stay exactly as they were, and the Worker does not
 * carry the Turkish (decision 281; decision 271 wrote them as `tx("English", "Türkçe")` pairs).
 *
 * The table is held here, per isolate, and filled once by the first request that needs it — every
 * Turkish request, with the Turkish catalogue (worker/i18next.server.ts `loadCatalogue`), and a rule
 * search (worker/api/rules.ts). The functions below stay synchronous: before the table is in (an
 * isolate that has only served English), `turkishOf` is undefined and `inLocale` the English. A text
 * without Turkish reads in English (and the pages mark it `lang="en"`); the registry's tests list the
 * texts that lack it.
 */
const TURKISH = new Map<string, string>();

/** Registers the Turkish of an English rule text and gives back the English. Two different Turkish texts for one English one are an error. */
export function tx(english: string, turkish: string): string {
  const known = TURKISH.get(english);
  if (known !== undefined && known !== turkish) throw new Error(`Two Turkish texts for "${english.slice(0, 60)}"`);
  TURKISH.set(english, turkish);
  WRITTEN_IN_TURKISH.add(turkish);
  return english;
}

/** Every Turkish text written beside an English one (to prove none of them reached the engine's values). */
const WRITTEN_IN_TURKISH = new Set<string>();

/** Fills the table from the asset's JSON (English → Turkish); filling it again with the same texts is harmless. */
export function addTurkishTexts(table: Record<string, string>): void {
  for (const [english, turkish] of Object.entries(table)) tx(english, turkish);
}

/** Whether a text is one of the Turkish texts written beside the English (and not also an English text itself). */
export const isTurkishText = (text: string): boolean => WRITTEN_IN_TURKISH.has(text) && !TURKISH.has(text);

/** The Turkish of an English rule text, undefined when none is written (or the table is not read yet). */
export const turkishOf = (english: string): string | undefined => TURKISH.get(english);

/**
 * The language part of the key of something formatted from the rule texts and remembered per isolate
 * (the rules explorer's views, a state's timeline): in Turkish it also names how many Turkish texts
 * the isolate has read (0 until the table is filled), so what was made before is not kept past it.
 */
export const textsKey = (locale: "en" | "tr"): string => (locale === "tr" ? `tr${TURKISH.size}` : locale);

/** A rule text in the reader's language (the English when no Turkish is written). */
export const inLocale = (english: string, locale: "en" | "tr"): string => (locale === "tr" ? TURKISH.get(english) ?? english : english);
