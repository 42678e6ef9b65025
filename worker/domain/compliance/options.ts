import { CATALOGUE_JURISDICTION_INDEX, CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";
import { collatorFor } from "#worker/domain/locale";
import { TRACKABLE_JURISDICTIONS } from "./rules";

type Locale = "en" | "tr";

/** Choices of the entity form: trackable jurisdictions (catalogue and law) and catalogue structures, named in the reader's language. */
export function entityFormOptions(locale: Locale) {
  const collator = collatorFor(locale);
  const names = new Map(CATALOGUE_JURISDICTION_INDEX.map((j) => [j.iso3 as string, j.name[locale]]));
  return {
    jurisdictions: TRACKABLE_JURISDICTIONS.map((iso3) => ({ value: iso3, label: names.get(iso3) ?? iso3 })).sort((a, b) => collator.compare(a.label, b.label)),
    structures: CATALOGUE_STRUCTURE_INDEX.map((s) => ({ value: s.slug, label: s.name[locale] })).sort((a, b) => collator.compare(a.label, b.label)),
  };
}
