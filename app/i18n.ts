/** Spec §9: en (default and fallback) and tr; flag codes us and tr. */
export const i18nConfig = {
  supportedLngs: ["en", "tr"],
  fallbackLng: "en",
  defaultNS: "common",
  react: { useSuspense: false },
} as const;

export type Locale = (typeof i18nConfig.supportedLngs)[number];

export const LANGUAGES: { id: Locale; label: string; flag: string }[] = [
  { id: "en", label: "English", flag: "us" },
  { id: "tr", label: "Türkçe", flag: "tr" },
];

/** id of the JSON block with the page language's translations (root Layout), read by entry.client before hydrating */
export const I18N_RESOURCES_ID = "i18n-resources";
