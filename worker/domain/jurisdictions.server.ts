import { and, asc, desc, eq, inArray, like, or, sql, type Placeholder } from "drizzle-orm";
import { z } from "zod";
import { rememberedCatalogueRead } from "./remembered-catalogue.server";
import type { Database } from "#db/client";
import { advisorJurisdictions, advisorProfiles, jurisdictionRates, jurisdictions, structureJurisdictions, structures } from "#db/schema";
import { TAX_RATE_SOURCE } from "#db/seed/data/jurisdictions";
import { batched, preparedRead } from "#worker/db-batch.server";
import { collatorFor, pick, type ContentLocale } from "./locale";

import { COMPARE_MAX, COMPARE_MIN, REGIONS, type Region } from "./public-constants";

export { COMPARE_MAX, COMPARE_MIN, REGIONS, type Region };

/** The citation shown next to every rate (Tax Foundation, 2025). */
export const RATE_SOURCE = { citation: TAX_RATE_SOURCE.citation, title: TAX_RATE_SOURCE.title, year: TAX_RATE_SOURCE.year } as const;
/** Where a jurisdiction has no 2025 figure the 2023 column is shown, labelled as such. */
const PREVIOUS_RATE_SOURCE = { citation: "Tax Foundation, 2023", year: 2023 } as const;
export const rateDefinition = (locale: ContentLocale) => TAX_RATE_SOURCE.definition[locale];


const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const jurisdictionQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  region: z.preprocess(emptyToUndefined, z.enum(REGIONS).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(["rate", "name"]).default("name")),
  order: z.preprocess(emptyToUndefined, z.enum(["asc", "desc"]).default("asc")),
});
export type JurisdictionQuery = z.infer<typeof jurisdictionQuerySchema>;

export interface JurisdictionSummary {
  iso3: string;
  iso2: string;
  slug: string;
  name: string;
  region: Region;
  rate: number;
  rateYear: number;
  source: string;
  featured: boolean;
}

type JurisdictionRow = typeof jurisdictions.$inferSelect;

/** `current` is the row's point for RATE_SOURCE.year in jurisdiction_rates (the headline rate), when there is one. */
function toSummary(row: JurisdictionRow, current: number | null, locale: ContentLocale): JurisdictionSummary {
  const used = current === null ? PREVIOUS_RATE_SOURCE : RATE_SOURCE;
  return {
    iso3: row.iso3,
    iso2: row.iso2,
    slug: row.slug,
    name: pick(row, "name", locale),
    region: row.region as Region,
    rate: current ?? row.rate2023,
    rateYear: used.year,
    source: used.citation,
    featured: row.featured,
  };
}

/** Jurisdictions with their current headline rate (the RATE_SOURCE.year point of the history). */
const withCurrentRate = (db: Database) =>
  db
    .select({ row: jurisdictions, current: jurisdictionRates.rate })
    .from(jurisdictions)
    .leftJoin(jurisdictionRates, and(eq(jurisdictionRates.iso3, jurisdictions.iso3), eq(jurisdictionRates.year, RATE_SOURCE.year)));
const currentRateColumn = sql`coalesce(${jurisdictionRates.rate}, ${jurisdictions.rate2023})`;

/** The catalogue list for a query (filters, sort), in the reader's language; remembered (see rememberedCatalogueRead). */
export function listJurisdictions(db: Database, locale: ContentLocale, query: JurisdictionQuery): Promise<JurisdictionSummary[]> {
  return rememberedCatalogueRead(db, `list:${JSON.stringify([locale, query])}`, () => readJurisdictions(db, locale, query));
}

async function readJurisdictions(db: Database, locale: ContentLocale, query: JurisdictionQuery): Promise<JurisdictionSummary[]> {
  const filters = [];
  if (query.region) filters.push(eq(jurisdictions.region, query.region));
  if (query.search) {
    const term = `%${query.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    filters.push(
      or(
        sql`${jurisdictions.nameEn} LIKE ${term} ESCAPE '\\'`,
        sql`${jurisdictions.nameTr} LIKE ${term} ESCAPE '\\'`,
        like(jurisdictions.iso3, query.search.toUpperCase()),
        like(jurisdictions.iso2, query.search.toUpperCase()),
      ),
    );
  }
  const nameColumn = locale === "tr" ? jurisdictions.nameTr : jurisdictions.nameEn;
  const direction = query.order === "desc" ? desc : asc;
  const ordering = query.sort === "rate" ? [direction(currentRateColumn), asc(nameColumn)] : [direction(nameColumn)];
  const rows = await withCurrentRate(db)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...ordering)
    .all();
  const list = rows.map((r) => toSummary(r.row, r.current, locale));
  // SQLite's default collation is byte order: sort names with the language's own rules (Ç, İ, Ö, Ş, Ü in Turkish).
  if (query.sort === "name") {
    const collator = collatorFor(locale);
    list.sort((a, b) => collator.compare(a.name, b.name) * (query.order === "desc" ? -1 : 1));
  }
  return list;
}

/**
 * `scope`: pass the request context from a page loader so the reads join the request's one D1
 * batch (worker/db-batch.server.ts, decision 057); by default they are a batch of their own.
 */
type Scope = { db: Database };

/** The landing page's featured jurisdictions, lowest rate first; remembered (see rememberedCatalogueRead). */
export function featuredJurisdictions(db: Database, locale: ContentLocale, limit = 6, scope: Scope = { db }): Promise<JurisdictionSummary[]> {
  return rememberedCatalogueRead(db, `featured:${locale}:${limit}`, async () => {
    const rows = await batched(scope, withCurrentRate(db).where(eq(jurisdictions.featured, true)).orderBy(asc(currentRateColumn)).limit(limit));
    return rows.map((r) => toSummary(r.row, r.current, locale));
  });
}

export interface LaterChange {
  year: number;
  note: string;
  source: string;
}

export interface JurisdictionDetail extends JurisdictionSummary {
  summary: string;
  taxAuthority: string;
  rateDefinition: string;
  rateHistory: { year: number; rate: number }[];
  laterChanges: LaterChange[];
  structures: { slug: string; name: string }[];
  professionals: { slug: string; name: string; firm: string; rating: number; verified: boolean }[];
}

/**
 * A jurisdiction's page: the catalogue part (row, rate history, structures) is remembered (see
 * rememberedCatalogueRead); the advisors who cover it are read fresh (ratings and verification
 * change), in the same D1 batch when the catalogue part is read too.
 */
export async function getJurisdiction(db: Database, locale: ContentLocale, slug: string, scope: Scope = { db }): Promise<JurisdictionDetail | null> {
  const [catalogue, professionals] = await Promise.all([
    rememberedCatalogueRead(db, `detail:${locale}:${slug}`, () => readJurisdictionCatalogue(db, locale, slug, scope)),
    professionalsRead(scope, { slug }),
  ]);
  return catalogue ? { ...catalogue, professionals } : null;
}

// Read on every jurisdiction page: its SQL is built once per isolate (preparedRead, decision 121).
const professionalsRead = preparedRead((db) =>
  db
    .select({ slug: advisorProfiles.slug, name: advisorProfiles.name, firm: advisorProfiles.firm, rating: advisorProfiles.rating, verified: advisorProfiles.verified })
    .from(advisorJurisdictions)
    .innerJoin(advisorProfiles, eq(advisorProfiles.userId, advisorJurisdictions.userId))
    .where(inArray(advisorJurisdictions.iso3, iso3Of(db, sql.placeholder("slug"))))
    .orderBy(desc(advisorProfiles.rating), asc(advisorProfiles.name)),
);

// The related rows are selected by the slug's iso3 (a subquery), not after the row came back: one round trip.
const iso3Of = (db: Database, slug: string | Placeholder) => db.select({ iso3: jurisdictions.iso3 }).from(jurisdictions).where(eq(jurisdictions.slug, slug));

async function readJurisdictionCatalogue(db: Database, locale: ContentLocale, slug: string, scope: Scope): Promise<Omit<JurisdictionDetail, "professionals"> | null> {
  const iso3 = iso3Of(db, slug);
  const [[row], history, structureRows] = await Promise.all([
    batched(scope, db.select().from(jurisdictions).where(eq(jurisdictions.slug, slug)).limit(1)),
    batched(scope, db.select({ year: jurisdictionRates.year, rate: jurisdictionRates.rate }).from(jurisdictionRates).where(inArray(jurisdictionRates.iso3, iso3)).orderBy(asc(jurisdictionRates.year))),
    batched(
      scope,
      db
        .select({ slug: structures.slug, nameEn: structures.nameEn, nameTr: structures.nameTr })
        .from(structureJurisdictions)
        .innerJoin(structures, eq(structures.slug, structureJurisdictions.structureSlug))
        .where(inArray(structureJurisdictions.iso3, iso3))
        .orderBy(asc(structures.position)),
    ),
  ]);
  if (!row) return null;
  const laterChanges = (JSON.parse(row.laterChangesJson) as { year: number; note: { en: string; tr: string }; source: string }[]).map((c) => ({
    year: c.year,
    note: c.note[locale] || c.note.en,
    source: c.source,
  }));
  return {
    ...toSummary(row, history.find((p) => p.year === RATE_SOURCE.year)?.rate ?? null, locale),
    summary: pick(row, "summary", locale),
    taxAuthority: row.taxAuthority,
    rateDefinition: rateDefinition(locale),
    rateHistory: history,
    laterChanges,
    structures: structureRows.map((s) => ({ slug: s.slug, name: pick(s, "name", locale) })),
  };
}

/** `?j=cyprus,ireland` → 2–4 distinct slugs, or a zod error. */
export const compareQuerySchema = z.object({
  j: z
    .string()
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.string().max(60)).min(COMPARE_MIN).max(COMPARE_MAX)),
});

/**
 * Details of the chosen jurisdictions in the order asked for; unknown slugs are dropped (the caller
 * decides). Every jurisdiction's reads go to one D1 batch (`scope`: a page's request context joins
 * the request's batch): an unknown slug reads no row and is dropped, so no existence check first.
 */
export async function compareJurisdictions(db: Database, locale: ContentLocale, slugs: string[], scope: Scope = { db }): Promise<JurisdictionDetail[]> {
  const details = await Promise.all(slugs.map((s) => getJurisdiction(db, locale, s, scope)));
  return details.filter((d): d is JurisdictionDetail => d !== null);
}

/** Every jurisdiction's slug and name in the reader's language, sorted by its rules (compare pickers); remembered. */
export function jurisdictionOptions(db: Database, locale: ContentLocale, scope: Scope = { db }) {
  return rememberedCatalogueRead(db, `options:${locale}`, async () => {
    const rows = await batched(scope, db.select({ iso3: jurisdictions.iso3, slug: jurisdictions.slug, nameEn: jurisdictions.nameEn, nameTr: jurisdictions.nameTr }).from(jurisdictions));
    const collator = collatorFor(locale);
    return rows.map((r) => ({ iso3: r.iso3, slug: r.slug, name: pick(r, "name", locale) })).sort((a, b) => collator.compare(a.name, b.name));
  });
}
