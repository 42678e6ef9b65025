import en from "../../public/i18n/en.json";

/** Validation messages are translation keys (pages translate them per language); the API answers in English. */
export function translateValidationKey(key: string): string {
  const [group, name] = key.split(".");
  const table = (en as Record<string, unknown>)[group];
  const text = table && typeof table === "object" ? (table as Record<string, unknown>)[name] : undefined;
  return typeof text === "string" ? text.replace(/\{\{min\}\}/g, "8") : key;
}
