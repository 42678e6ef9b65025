import { and, asc, desc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { advisorJurisdictions, advisorLanguages, advisorProfiles, advisorServices, jurisdictions } from "#db/schema";
import { PROFESSIONALS_NOTE } from "#db/seed/data/professionals";
import { pick, type ContentLocale } from "./locale";
import { batched, preparedRead } from "#worker/db-batch.server";
import { preparedActiveServices } from "./inventory.server";
import { preparedAdvisorStats, preparedPublicReviews, type PublicReview } from "./marketplace/reviews.server";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const professionalQuerySchema = z.object({
  /** jurisdiction slug, e.g. cyprus */
  jurisdiction: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().max(60).optional()),
  /** ISO 639-1 code, e.g. tr */
  language: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().regex(/^[a-z]{2}$/).optional()),
  /** free text matched against services, name and firm */
  service: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
});
export type ProfessionalQuery = z.infer<typeof professionalQuerySchema>;

/** What the public sees: the slug identifies a profile; the internal user id never leaves the server. */
export interface ProfessionalSummary {
  slug: string;
  name: string;
  firm: string;
  title: string;
  location: string;
  rating: number;
  reviewCount: number;
  verified: boolean;
  fictional: boolean;
  languages: string[];
  jurisdictions: { slug: string; name: string }[];
  services: string[];
}

export interface ProfessionalDetail extends ProfessionalSummary {
  /** contracts completed on the marketplace */
  completedContracts: number;
  /** share of completed contracts finished within the accepted proposal's timeline (0–1), null without any */
  onTimeRate: number | null;
  /** clients' reviews once revealed (double-blind, decision 147), newest first */
  reviews: PublicReview[];
  bio: string;
  yearsExperience: number;
  responseTimeHours: number;
  /** Where "Message" points: the quick-chat drawer opens on `/advisor?chat=<slug>` (decisions 042, 053). */
  chatLink: string;
}

export const professionalsNote = (locale: ContentLocale) => PROFESSIONALS_NOTE[locale];
export const chatLinkFor = (slug: string) => `/advisor?chat=${encodeURIComponent(slug)}`;

function escapeLike(value: string) {
  return `%${value.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
}

/**
 * `scope`: a page's request context, so the reads join the request's one D1 batch (decision 057);
 * by default they are a batch of their own.
 */
type Scope = { db: Database };

/** The advisors' user ids a filter selects, as a subquery: related rows are read beside the profiles, not after them (decision 137). */
const userIdsWhere = (db: Database, where: SQL | undefined) => db.select({ userId: advisorProfiles.userId }).from(advisorProfiles).where(where);
type UserIds = ReturnType<typeof userIdsWhere>;

type PlaceRow = { userId: string; slug: string; nameEn: string; nameTr: string };
type ServiceRow = typeof advisorServices.$inferSelect;
type LanguageRow = typeof advisorLanguages.$inferSelect;

/** Each advisor's places, services and languages, by user id. */
function groupRelated(locale: ContentLocale, placeRows: PlaceRow[], serviceRows: ServiceRow[], languageRows: LanguageRow[]) {
  const group = <R extends { userId: string }, T>(rows: R[], map: (r: R) => T) => {
    const out = new Map<string, T[]>();
    for (const r of rows) (out.get(r.userId) ?? out.set(r.userId, []).get(r.userId)!).push(map(r));
    return out;
  };
  return {
    places: group(placeRows, (r) => ({ slug: r.slug, name: pick(r, "name", locale) })),
    services: group(serviceRows, (r) => pick(r, "name", locale)),
    languages: group(languageRows, (r) => r.language),
  };
}

/** An advisor's places, services and languages, for the advisors `userIds` selects (shared by the directory and a profile). */
const placesOf = (db: Database, userIds: UserIds) =>
  db
    .select({ userId: advisorJurisdictions.userId, slug: jurisdictions.slug, nameEn: jurisdictions.nameEn, nameTr: jurisdictions.nameTr })
    .from(advisorJurisdictions)
    .innerJoin(jurisdictions, eq(jurisdictions.iso3, advisorJurisdictions.iso3))
    .where(inArray(advisorJurisdictions.userId, userIds))
    .orderBy(asc(advisorJurisdictions.userId), asc(advisorJurisdictions.iso3));
const servicesOf = (db: Database, userIds: UserIds) => db.select().from(advisorServices).where(inArray(advisorServices.userId, userIds)).orderBy(asc(advisorServices.position));
const languagesOf = (db: Database, userIds: UserIds) => db.select().from(advisorLanguages).where(inArray(advisorLanguages.userId, userIds));

type ProfileRow = typeof advisorProfiles.$inferSelect;

function toSummary(row: ProfileRow, locale: ContentLocale, related: ReturnType<typeof groupRelated>): ProfessionalSummary {
  return {
    slug: row.slug,
    name: row.name,
    firm: row.firm,
    title: pick(row, "title", locale),
    location: pick(row, "location", locale),
    rating: row.rating,
    reviewCount: row.reviewCount,
    verified: row.verified,
    fictional: row.fictional,
    languages: (related.languages.get(row.userId) ?? []).sort(),
    jurisdictions: related.places.get(row.userId) ?? [],
    services: related.services.get(row.userId) ?? [],
  };
}

/**
 * The directory's four reads for one combination of filters, with the filters' values as
 * placeholders: the SQL of each combination (eight at most) is built once per isolate, not per
 * request (issue 28: nothing per request that can be done once per isolate).
 */
function directoryReads(filtered: { jurisdiction: boolean; language: boolean; service: boolean }) {
  const whereOf = (db: Database) => {
    const filters: SQL[] = [];
    if (filtered.jurisdiction) {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(advisorJurisdictions)
            .innerJoin(jurisdictions, eq(jurisdictions.iso3, advisorJurisdictions.iso3))
            .where(and(eq(advisorJurisdictions.userId, advisorProfiles.userId), eq(jurisdictions.slug, sql.placeholder("jurisdiction")))),
        ),
      );
    }
    if (filtered.language) {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(advisorLanguages)
            .where(and(eq(advisorLanguages.userId, advisorProfiles.userId), eq(advisorLanguages.language, sql.placeholder("language")))),
        ),
      );
    }
    if (filtered.service) {
      const term = sql.placeholder("term");
      filters.push(
        sql`(${advisorProfiles.name} LIKE ${term} ESCAPE '\\' OR ${advisorProfiles.firm} LIKE ${term} ESCAPE '\\' OR EXISTS (SELECT 1 FROM ${advisorServices} WHERE ${advisorServices.userId} = ${advisorProfiles.userId} AND (${advisorServices.nameEn} LIKE ${term} ESCAPE '\\' OR ${advisorServices.nameTr} LIKE ${term} ESCAPE '\\')))`,
      );
    }
    return filters.length ? and(...filters) : undefined;
  };
  const userIds = (db: Database) => userIdsWhere(db, whereOf(db));
  return {
    profiles: preparedRead((db) => db.select().from(advisorProfiles).where(whereOf(db)).orderBy(desc(advisorProfiles.verified), desc(advisorProfiles.rating), asc(advisorProfiles.name))),
    places: preparedRead((db) => placesOf(db, userIds(db))),
    services: preparedRead((db) => servicesOf(db, userIds(db))),
    languages: preparedRead((db) => languagesOf(db, userIds(db))),
  };
}
const directoryReadsByFilters = new Map<string, ReturnType<typeof directoryReads>>();

/** The directory: the profiles and their places, services and languages in one D1 batch. */
export async function listProfessionals(db: Database, locale: ContentLocale, query: ProfessionalQuery, scope: Scope = { db }): Promise<ProfessionalSummary[]> {
  const filtered = { jurisdiction: Boolean(query.jurisdiction), language: Boolean(query.language), service: Boolean(query.service) };
  const key = `${+filtered.jurisdiction}${+filtered.language}${+filtered.service}`;
  let reads = directoryReadsByFilters.get(key);
  if (!reads) directoryReadsByFilters.set(key, (reads = directoryReads(filtered)));
  // Only the placeholders the combination's SQL holds are passed.
  const values: Record<string, string> = {};
  if (query.jurisdiction) values.jurisdiction = query.jurisdiction;
  if (query.language) values.language = query.language;
  if (query.service) values.term = escapeLike(query.service);
  const [rows, placeRows, serviceRows, languageRows] = await Promise.all([
    reads.profiles(scope, values),
    reads.places(scope, values),
    reads.services(scope, values),
    reads.languages(scope, values),
  ]);
  const related = groupRelated(locale, placeRows, serviceRows, languageRows);
  return rows.map((row) => toSummary(row, locale, related));
}

/**
 * The public profile, and (for the server only) the account that owns it. Every read is keyed by
 * the slug (the owner's id as a subquery), so they go to D1 as one batch.
 */
export async function getProfessional(
  db: Database,
  locale: ContentLocale,
  slug: string,
  scope: Scope = { db },
): Promise<{ profile: ProfessionalDetail; ownerId: string } | null> {
  const found = await professionalPage(scope, locale, slug, { services: false });
  return found && { profile: found.profile, ownerId: found.ownerId };
}

/**
 * The profile page's reads, keyed by the slug (the owner's id a subquery of it, so none waits for
 * another): their SQL is built once per isolate, a page view binds the slug (issue 28, decision 314).
 */
const profileReads = (() => {
  const slug = sql.placeholder("slug");
  const owner = (db: Database) => userIdsWhere(db, eq(advisorProfiles.slug, slug));
  type Values = { slug: string };
  return {
    profile: preparedRead((db) => db.select().from(advisorProfiles).where(eq(advisorProfiles.slug, slug)).limit(1)),
    places: preparedRead((db) => placesOf(db, owner(db))),
    services: preparedRead((db) => servicesOf(db, owner(db))),
    languages: preparedRead((db) => languagesOf(db, owner(db))),
    stats: preparedAdvisorStats<Values>(owner),
    reviews: preparedPublicReviews<Values>(owner),
    catalogue: preparedActiveServices<Values>(owner),
  };
})();

/** The profile page: the profile and, when asked, the owner's active services, in the request's one D1 batch. */
export async function professionalPage(scope: Scope, locale: ContentLocale, slug: string, { services = true } = {}) {
  const values = { slug };
  const [[row], placeRows, serviceRows, languageRows, stats, reviews, catalogue] = await Promise.all([
    profileReads.profile(scope, values),
    profileReads.places(scope, values),
    profileReads.services(scope, values),
    profileReads.languages(scope, values),
    profileReads.stats(scope, values),
    profileReads.reviews(scope, values),
    services ? profileReads.catalogue(scope, values, locale) : null,
  ]);
  if (!row) return null;
  const related = groupRelated(locale, placeRows, serviceRows, languageRows);
  const track = stats.get(row.userId);
  const summary = toSummary(row, locale, related);
  const profile: ProfessionalDetail = {
    ...summary,
    // Marketplace reviews replace the profile's stored (sample) rating once there is one (decision 147).
    rating: track?.rating ?? summary.rating,
    reviewCount: track?.reviewCount ? track.reviewCount : summary.reviewCount,
    completedContracts: track?.completedContracts ?? 0,
    onTimeRate: track?.onTimeRate ?? null,
    reviews,
    bio: pick(row, "bio", locale),
    yearsExperience: row.yearsExperience,
    responseTimeHours: row.responseTimeHours,
    chatLink: chatLinkFor(row.slug),
  };
  return { profile, ownerId: row.userId, catalogue: catalogue ?? [] };
}

/** Languages any advisor speaks (for the directory filter). */
export async function professionalLanguages(db: Database, scope: Scope = { db }): Promise<string[]> {
  const rows = await batched(scope, db.selectDistinct({ language: advisorLanguages.language }).from(advisorLanguages).orderBy(asc(advisorLanguages.language)));
  return rows.map((r) => r.language);
}
