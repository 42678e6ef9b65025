import { CATALOGUE_JURISDICTION_INDEX, CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";
import { collatorFor } from "#worker/domain/locale";
import { TRACKABLE_JURISDICTIONS } from "./rules";

type Locale = "en" | "tr";
type Options = { jurisdictions: { value: string; label: string }[]; structures: { value: string; label: string }[] };

/** Bundled data only, so the same for every request: made once per isolate and language (decision 296). */
const made = new Map<Locale, Options>();

/** Choices of the entity form: trackable jurisdictions (catalogue and law) and catalogue structures, named in the reader's language. */
export function entityFormOptions(locale: Locale): Options {
  let options = made.get(locale);
  if (!options) {
    const collator = collatorFor(locale);
    const names = new Map(CATALOGUE_JURISDICTION_INDEX.map((j) => [j.iso3 as string, j.name[locale]]));
    options = {
      jurisdictions: TRACKABLE_JURISDICTIONS.map((iso3) => ({ value: iso3, label: names.get(iso3) ?? iso3 })).sort((a, b) => collator.compare(a.label, b.label)),
      structures: CATALOGUE_STRUCTURE_INDEX.map((s) => ({ value: s.slug, label: s.name[locale] })).sort((a, b) => collator.compare(a.label, b.label)),
    };
    made.set(locale, options);
  }
  return options;
}
