import { z } from "zod";
import { knownIconNames } from "./icon-names.server";
import { ICON_REF_MAX_LENGTH, parseIconRef } from "./icon-refs";

/**
 * An icon reference TaxAtlas can draw: a name `api/ui/icons/*` serves (a lucide name, bare or under
 * one of the seven namespaces) or a Heroicons/Material/Feather name with a lucide alias
 * (icon-refs.ts). Stored as sent, so a client reads back exactly its own value. The endpoints that
 * validate icons await `loadIconNames` first (icon-names.server.ts).
 */
export function isKnownIconRef(ref: string): boolean {
  const parsed = parseIconRef(ref);
  return parsed !== null && knownIconNames().has(parsed.name);
}

/** The one rule for every stored icon (shortcuts, messages, notifications, activities). */
export const iconRefSchema = z
  .string({ required_error: "shellValidation.iconRequired", invalid_type_error: "shellValidation.iconRequired" })
  .trim()
  .max(ICON_REF_MAX_LENGTH, "shellValidation.iconRequired")
  .refine(isKnownIconRef, "shellValidation.iconRequired");
