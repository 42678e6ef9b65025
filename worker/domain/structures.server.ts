import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { jurisdictions, structureJurisdictions, structures } from "#db/schema";
import { STRUCTURE_COST_NOTE } from "#db/seed/data/structures";
import { collatorFor, pick, pickList, type ContentLocale } from "./locale";
import { rememberedCatalogueRead } from "./remembered-catalogue.server";

export interface Range {
  min: number;
  max: number;
}

export interface StructureSummary {
  slug: string;
  name: string;
  summary: string;
  setupCostUsd: Range;
  annualCostUsd: Range;
  setupWeeks: Range;
  /** Every cost and timing is a TaxAtlas estimate (db/seed/data/structures.ts). */
  costsAreEstimates: true;
  jurisdictions: { slug: string; name: string }[];
}

export interface StructureDetail extends StructureSummary {
  usedFor: string[];
  pros: string[];
  cons: string[];
  substanceNote: string;
  costNote: string;
}

type StructureRow = typeof structures.$inferSelect;

function toSummary(row: StructureRow, locale: ContentLocale, places: { slug: string; name: string }[]): StructureSummary {
  return {
    slug: row.slug,
    name: pick(row, "name", locale),
    summary: pick(row, "summary", locale),
    setupCostUsd: { min: row.setupCostMinUsd, max: row.setupCostMaxUsd },
    annualCostUsd: { min: row.annualCostMinUsd, max: row.annualCostMaxUsd },
    setupWeeks: { min: row.setupWeeksMin, max: row.setupWeeksMax },
    costsAreEstimates: true,
    jurisdictions: places,
  };
}

async function placesByStructure(db: Database, locale: ContentLocale, slug?: string) {
  const rows = await db
    .select({ structureSlug: structureJurisdictions.structureSlug, slug: jurisdictions.slug, nameEn: jurisdictions.nameEn, nameTr: jurisdictions.nameTr })
    .from(structureJurisdictions)
    .innerJoin(jurisdictions, eq(jurisdictions.iso3, structureJurisdictions.iso3))
    .where(slug ? eq(structureJurisdictions.structureSlug, slug) : undefined)
    .all();
  const collator = collatorFor(locale);
  const map = new Map<string, { slug: string; name: string }[]>();
  for (const r of rows) (map.get(r.structureSlug) ?? map.set(r.structureSlug, []).get(r.structureSlug)!).push({ slug: r.slug, name: pick(r, "name", locale) });
  for (const list of map.values()) list.sort((a, b) => collator.compare(a.name, b.name));
  return map;
}

/**
 * The structures catalogue, like the jurisdictions', changes only with a migration or a reseed (no
 * write path): remembered per isolate (rememberedCatalogueRead), so the public pages that list or
 * show a structure make no D1 round trip for it (issue 28). Callers must not mutate the result.
 */
export function listStructures(db: Database, locale: ContentLocale): Promise<StructureSummary[]> {
  return rememberedCatalogueRead(db, `structures:${locale}`, () => readStructures(db, locale));
}

export function getStructure(db: Database, locale: ContentLocale, slug: string): Promise<StructureDetail | null> {
  return rememberedCatalogueRead(db, `structure:${locale}:${slug}`, () => readStructure(db, locale, slug));
}

async function readStructures(db: Database, locale: ContentLocale): Promise<StructureSummary[]> {
  const [rows, places] = await Promise.all([db.select().from(structures).orderBy(asc(structures.position)).all(), placesByStructure(db, locale)]);
  return rows.map((row) => toSummary(row, locale, places.get(row.slug) ?? []));
}

async function readStructure(db: Database, locale: ContentLocale, slug: string): Promise<StructureDetail | null> {
  const row = await db.select().from(structures).where(eq(structures.slug, slug)).get();
  if (!row) return null;
  const places = await placesByStructure(db, locale, slug);
  return {
    ...toSummary(row, locale, places.get(slug) ?? []),
    usedFor: pickList(row.usedForJson, locale),
    pros: pickList(row.prosJson, locale),
    cons: pickList(row.consJson, locale),
    substanceNote: pick(row, "substance", locale),
    costNote: STRUCTURE_COST_NOTE[locale],
  };
}
