import { JURISDICTIONS } from "./data/jurisdictions";
import { STRUCTURE_TYPES } from "./data/structures";
import { insertManyOrIgnore, localizedColumns } from "./sql";

/** Jurisdictions (+ 1980–2022 rate history) and structure types (+ typical jurisdictions). */
export function catalogSeedStatements(): string[] {
  const statements = insertManyOrIgnore(
    "jurisdictions",
    JURISDICTIONS.map((j) => ({
      iso3: j.iso3,
      iso2: j.iso2,
      slug: j.slug,
      ...localizedColumns("name", j.name),
      region: j.region,
      continent_code: j.continentCode,
      rate_2023: j.rate2023,
      ...localizedColumns("summary", j.summary),
      featured: j.featured,
      tax_authority: j.taxAuthority,
      later_changes_json: JSON.stringify(j.laterChanges ?? []),
    })),
    20,
  );
  for (const j of JURISDICTIONS) {
    statements.push(...insertManyOrIgnore("jurisdiction_rates", j.rateHistory.map((p) => ({ iso3: j.iso3, year: p.year, rate: p.rate })), 100));
  }
  statements.push(
    ...insertManyOrIgnore(
      "structures",
      STRUCTURE_TYPES.map((s, position) => ({
        slug: s.slug,
        position,
        ...localizedColumns("name", s.name),
        ...localizedColumns("summary", s.summary),
        used_for_json: JSON.stringify(s.usedFor),
        pros_json: JSON.stringify(s.pros),
        cons_json: JSON.stringify(s.cons),
        ...localizedColumns("substance", s.substanceNote),
        setup_cost_min_usd: s.setupCostUsd.min,
        setup_cost_max_usd: s.setupCostUsd.max,
        annual_cost_min_usd: s.annualCostUsd.min,
        annual_cost_max_usd: s.annualCostUsd.max,
        setup_weeks_min: s.setupWeeks.min,
        setup_weeks_max: s.setupWeeks.max,
      })),
      6,
    ),
    ...insertManyOrIgnore(
      "structure_jurisdictions",
      STRUCTURE_TYPES.flatMap((s) => s.typicalJurisdictions.map((iso3) => ({ structure_slug: s.slug, iso3 }))),
      100,
    ),
  );
  return statements;
}
