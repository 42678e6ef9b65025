/** Shared types for TaxAtlas seed content (data only, no runtime dependencies). */

/** A user-visible string in every supported UI language (spec §9: en default/fallback, tr). */
export interface LocalizedText {
  en: string;
  tr: string;
}

/** Supported UI languages (spec §9). */
export type SeedLanguage = keyof LocalizedText;
