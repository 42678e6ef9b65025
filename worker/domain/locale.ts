import { collator } from "./intl";
/** Languages content is stored in (spec §9: en default and fallback, tr). */
export const CONTENT_LOCALES = ["en", "tr"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export function toContentLocale(value: string | null | undefined): ContentLocale {
  return value?.toLowerCase().startsWith("tr") ? "tr" : "en";
}

/** Picks the row's `<field>En` / `<field>Tr` column. */
export function pick<R extends Record<string, unknown>>(row: R, field: string, locale: ContentLocale): string {
  const key = `${field}${locale === "tr" ? "Tr" : "En"}`;
  return String(row[key] ?? row[`${field}En`] ?? "");
}

export interface Localized {
  en: string;
  tr: string;
}

/** Reads a JSON column holding `{en,tr}` objects and returns the strings in one language. */
export function pickList(json: string, locale: ContentLocale): string[] {
  const items = JSON.parse(json) as Localized[];
  return items.map((item) => item[locale] || item.en);
}

// Building an Intl.Collator is far dearer than using one: one per language per isolate (app/lib/intl.ts).
export const collatorFor = (locale: ContentLocale): Intl.Collator => collator(locale);

/**
 * A stored English text and the Turkish twin the product wrote beside it (decision 099): the
 * twin for a Turkish reader when there is one, else the text as stored (people's own words have
 * no twin).
 */
export function twin<T extends string | null>(locale: ContentLocale, en: T, tr: string | null | undefined): T | string {
  return locale === "tr" && tr != null ? tr : en;
}

/**
 * A write of a text that has a Turkish twin. Forms send every field back, in the language the
 * person read it in: the stored English or its twin sent back unchanged is no edit and keeps both;
 * anything else is the person's new text, and the twin is dropped so it is never stale.
 */
export function editTwin(sent: string | null, en: string | null, tr: string | null): { en: string | null; tr: string | null } {
  if (sent === en || (tr != null && sent === tr)) return { en, tr };
  return { en: sent, tr: null };
}
