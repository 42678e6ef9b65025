import { CATALOGUE_STRUCTURE_INDEX, type CatalogueStructure } from "#worker/domain/catalogue-index.generated";
import type { TaxActivity } from "./input";

/**
 * Which jurisdictions the engine compares when the person names none (TaxAtlas editorial choice:
 * the places commonly used for the activity, ordered by how often they come up). The residence is
 * always compared as the baseline, so it is dropped from this list.
 */
export const CANDIDATES_BY_ACTIVITY: Record<TaxActivity, readonly string[]> = {
  consulting: ["ARE", "EST", "GEO", "CYP", "BGR", "IRL", "GBR", "SGP", "MNE"],
  software: ["IRL", "EST", "CYP", "SGP", "ARE", "GEO", "BGR", "HKG", "NLD"],
  ecommerce: ["EST", "ARE", "HKG", "SGP", "GBR", "IRL", "BGR", "LVA", "GEO"],
  trading: ["ARE", "HKG", "SGP", "CYP", "CHE", "EST", "BGR", "GEO", "NLD"],
  holding: ["NLD", "LUX", "CYP", "MLT", "CHE", "GBR", "SGP", "ARE", "IRL"],
  "ip-licensing": ["IRL", "CYP", "MLT", "NLD", "LUX", "CHE", "SGP", "HUN", "ARE"],
  crypto: ["ARE", "CHE", "SGP", "CYP", "MLT", "GEO", "BMU", "CYM", "EST"],
};

const bySlug = (slug: string) => CATALOGUE_STRUCTURE_INDEX.find((s) => s.slug === slug)!;

/** Order of preference of catalogue structures for an operating business vs. a holding. */
const OPERATING_PREFERENCE = ["private-limited-company", "llc", "international-business-company", "free-zone-company"];
const HOLDING_PREFERENCE = ["holding-company", ...OPERATING_PREFERENCE];

/** Structures the engine knows that the catalogue does not list; costs as a private limited company. */
const ENGINE_STRUCTURES: Record<string, { name: { en: string; tr: string } }> = {
  "c-corporation": { name: { en: "C-corporation", tr: "C-corporation (şirket)" } },
};

/**
 * The catalogue structure used for a jurisdiction: the first preferred structure whose
 * `typicalJurisdictions` lists it, else a private limited company (the generic company form).
 */
export function structureFor(jurisdiction: string, activity: TaxActivity): CatalogueStructure {
  const preference = activity === "holding" ? HOLDING_PREFERENCE : OPERATING_PREFERENCE;
  for (const slug of preference) {
    const s = bySlug(slug);
    if ((s.typicalJurisdictions as readonly string[]).includes(jurisdiction)) return s;
  }
  return bySlug("private-limited-company");
}

/** A named structure (`ISO3:slug`), or the activity's default. */
export function structureOf(jurisdiction: string, slug: string | undefined, activity: TaxActivity): CatalogueStructure {
  if (!slug) return structureFor(jurisdiction, activity);
  const known = CATALOGUE_STRUCTURE_INDEX.find((s) => s.slug === slug);
  if (known) return known;
  const base = bySlug("private-limited-company");
  return { ...base, slug, name: ENGINE_STRUCTURES[slug]?.name ?? base.name, typicalJurisdictions: [jurisdiction] } as CatalogueStructure;
}

/** The baseline keeps the business in a company at home. */
export const baselineStructure = (activity: TaxActivity) => (activity === "holding" ? bySlug("holding-company") : bySlug("private-limited-company"));

/** Candidates as `[ISO3, slug?]`; a plain residence code is the baseline and is dropped. */
export function candidatesFor(residence: string, activity: TaxActivity, requested?: readonly string[], relocateTo?: string): [string, string | undefined][] {
  // Moving to X with no candidates named: a company in X itself is compared first (issue 32).
  const defaults = relocateTo ? [relocateTo, ...CANDIDATES_BY_ACTIVITY[activity].filter((c) => c !== relocateTo)] : CANDIDATES_BY_ACTIVITY[activity];
  const list = requested && requested.length > 0 ? requested : defaults;
  return list
    .map((c) => c.split(":") as [string, string | undefined])
    .filter(([j, slug]) => j !== residence || slug !== undefined)
    .slice(0, 8);
}
