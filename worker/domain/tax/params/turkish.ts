/**
 * Turkish beside the English (issue 32 §3): the texts a parameter carries in its values — a
 * regime's name, conditions and what keeps the status, an exit tax's deferral — and its one-line
 * `text` are written in the parameter files as `tx("English", "Türkçe")`. `tx` returns the English,
 * so the values the engine reads, the fingerprints of the rule-change job and the API stay exactly
 * as they were; the Turkish is kept in this table, found by the English, for the pages that show
 * the rule (the rules explorer, the report's "moving" panel). A text without Turkish reads in
 * English (and the pages mark it `lang="en"`); the registry's tests list the texts that lack it.
 */
const TURKISH = new Map<string, string>();

/** The English text of a rule, its Turkish registered beside it. Two different Turkish texts for one English one are an error. */
export function tx(english: string, turkish: string): string {
  const known = TURKISH.get(english);
  if (known !== undefined && known !== turkish) throw new Error(`Two Turkish texts for "${english.slice(0, 60)}"`);
  TURKISH.set(english, turkish);
  WRITTEN_IN_TURKISH.add(turkish);
  return english;
}

/** Every Turkish text written beside an English one (to prove none of them reached the engine's values). */
const WRITTEN_IN_TURKISH = new Set<string>();

/** Whether a text is one of the Turkish texts written beside the English (and not also an English text itself). */
export const isTurkishText = (text: string): boolean => WRITTEN_IN_TURKISH.has(text) && !TURKISH.has(text);

/** The Turkish of an English rule text, undefined when none is written. */
export const turkishOf = (english: string): string | undefined => TURKISH.get(english);

/** A rule text in the reader's language (the English when no Turkish is written). */
export const inLocale = (english: string, locale: "en" | "tr"): string => (locale === "tr" ? TURKISH.get(english) ?? english : english);
