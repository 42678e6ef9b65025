/** Spec §9: en (default and fallback) and tr; flag codes us and tr. */
export const i18nConfig = {
  supportedLngs: ["en", "tr"],
  fallbackLng: "en",
  defaultNS: "common",
  react: { useSuspense: false },
  // React escapes every text it renders; i18next escaping interpolated values too showed
  // "Archive &lt;img…" to screen readers (issue 26 item 10). No translation goes to innerHTML.
  interpolation: { escapeValue: false },
} as const;

export type Locale = (typeof i18nConfig.supportedLngs)[number];

export const LANGUAGES: { id: Locale; label: string; flag: string }[] = [
  { id: "en", label: "English", flag: "us" },
  { id: "tr", label: "Türkçe", flag: "tr" },
];

/** id of the JSON block with the page language's translations (root Layout), read by entry.client before hydrating */
export const I18N_RESOURCES_ID = "i18n-resources";

/**
 * Where a server render's i18next view (app/i18next.server.ts `trackingI18n`) keeps the keys it
 * translated. A registered symbol, because the Worker's bundle and the Remix server build each hold
 * their own copy of this module.
 */
export const USED_KEYS = Symbol.for("taxatlas.i18n.usedKeys");

const usedKeysOf = (instance: object) => (instance as { [USED_KEYS]?: Set<string> })[USED_KEYS];

/** The keys a server render has translated so far, sorted; undefined in the browser. */
export function keysUsedBy(instance: object): string[] | undefined {
  const keys = usedKeysOf(instance);
  return keys && [...keys].sort();
}

type Catalogue = { [key: string]: unknown };

/**
 * The part of a catalogue that the given keys read: each key's value (a whole subtree for
 * `returnObjects`) and its plural and context variants (`key_one`, `key_other`, `key_male`…), at
 * the same paths, so i18next resolves those keys exactly as it would with the whole catalogue.
 */
export function catalogueSubset(catalogue: Catalogue, keys: Iterable<string>): Catalogue {
  const subset: Catalogue = {};
  for (const key of keys) {
    const path = key.split(".");
    const last = path.pop()!;
    let from: unknown = catalogue;
    let to = subset;
    for (const part of path) {
      from = from && typeof from === "object" ? (from as Catalogue)[part] : undefined;
      if (!from || typeof from !== "object") break;
      to = (to[part] ??= {}) as Catalogue;
    }
    if (!from || typeof from !== "object") continue;
    for (const [name, value] of Object.entries(from as Catalogue)) {
      if (name === last || name.startsWith(`${last}_`)) to[name] = value;
    }
  }
  return subset;
}
