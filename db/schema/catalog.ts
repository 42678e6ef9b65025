import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Public reference content (jurisdictions, structures): seeded from db/seed/data, read by everyone.
 * Localised text is stored as one column per language (`*_en`, `*_tr`) and chosen per request in the
 * domain module (docs/decisions/040-localised-content-columns.md). Short localised lists (pros, cons,
 * "used for", later changes) are JSON arrays of `{en,tr}` objects: they are never queried by element.
 */
export const jurisdictions = sqliteTable(
  "jurisdictions",
  {
    iso3: text("iso3").primaryKey(),
    iso2: text("iso2").notNull(),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameTr: text("name_tr").notNull(),
    region: text("region").notNull(),
    continentCode: text("continent_code").notNull(),
    /** Standard top statutory CIT rate 2023, percent (Tax Foundation, 2023). */
    rate2023: real("rate_2023").notNull(),
    summaryEn: text("summary_en").notNull(),
    summaryTr: text("summary_tr").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    taxAuthority: text("tax_authority").notNull(),
    /** JSON: [{year, note:{en,tr}, source}] — facts after 2023, each with its own source. */
    laterChangesJson: text("later_changes_json").notNull().default("[]"),
  },
  (t) => [uniqueIndex("jurisdictions_slug_unique").on(t.slug), index("jurisdictions_region_idx").on(t.region)],
);

export const jurisdictionRates = sqliteTable(
  "jurisdiction_rates",
  {
    iso3: text("iso3")
      .notNull()
      .references(() => jurisdictions.iso3, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    rate: real("rate").notNull(),
  },
  (t) => [primaryKey({ columns: [t.iso3, t.year] })],
);

export const structures = sqliteTable("structures", {
  slug: text("slug").primaryKey(),
  position: integer("position").notNull(),
  nameEn: text("name_en").notNull(),
  nameTr: text("name_tr").notNull(),
  summaryEn: text("summary_en").notNull(),
  summaryTr: text("summary_tr").notNull(),
  usedForJson: text("used_for_json").notNull(),
  prosJson: text("pros_json").notNull(),
  consJson: text("cons_json").notNull(),
  substanceEn: text("substance_en").notNull(),
  substanceTr: text("substance_tr").notNull(),
  setupCostMinUsd: integer("setup_cost_min_usd").notNull(),
  setupCostMaxUsd: integer("setup_cost_max_usd").notNull(),
  annualCostMinUsd: integer("annual_cost_min_usd").notNull(),
  annualCostMaxUsd: integer("annual_cost_max_usd").notNull(),
  setupWeeksMin: integer("setup_weeks_min").notNull(),
  setupWeeksMax: integer("setup_weeks_max").notNull(),
});

export const structureJurisdictions = sqliteTable(
  "structure_jurisdictions",
  {
    structureSlug: text("structure_slug")
      .notNull()
      .references(() => structures.slug, { onDelete: "cascade" }),
    iso3: text("iso3")
      .notNull()
      .references(() => jurisdictions.iso3, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.structureSlug, t.iso3] }), index("structure_jurisdictions_iso3_idx").on(t.iso3)],
);
