import { and, asc, desc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { advisorJurisdictions, advisorLanguages, advisorProfiles, advisorServices, jurisdictions } from "#db/schema";
import { PROFESSIONALS_NOTE } from "#db/seed/data/professionals";
import { pick, type ContentLocale } from "./locale";
import { batched } from "#worker/db-batch.server";
import { listActiveServices } from "./inventory.server";
import { advisorStatsRead, publicReviewsRead, type PublicReview } from "./marketplace/reviews.server";

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

async function relatedOf(db: Database, locale: ContentLocale, userIds: UserIds, scope: Scope) {
  const [placeRows, serviceRows, languageRows] = await Promise.all([
    batched(
      scope,
      db
        .select({ userId: advisorJurisdictions.userId, slug: jurisdictions.slug, nameEn: jurisdictions.nameEn, nameTr: jurisdictions.nameTr })
        .from(advisorJurisdictions)
        .innerJoin(jurisdictions, eq(jurisdictions.iso3, advisorJurisdictions.iso3))
        .where(inArray(advisorJurisdictions.userId, userIds))
        .orderBy(asc(advisorJurisdictions.userId), asc(advisorJurisdictions.iso3)),
    ),
    batched(scope, db.select().from(advisorServices).where(inArray(advisorServices.userId, userIds)).orderBy(asc(advisorServices.position))),
    batched(scope, db.select().from(advisorLanguages).where(inArray(advisorLanguages.userId, userIds))),
  ]);
  const group = <T,>(rows: { userId: string }[], map: (r: never) => T) => {
    const out = new Map<string, T[]>();
    for (const r of rows) (out.get(r.userId) ?? out.set(r.userId, []).get(r.userId)!).push(map(r as never));
    return out;
  };
  return {
    places: group(placeRows, (r: (typeof placeRows)[number]) => ({ slug: r.slug, name: pick(r, "name", locale) })),
    services: group(serviceRows, (r: (typeof serviceRows)[number]) => pick(r, "name", locale)),
    languages: group(languageRows, (r: (typeof languageRows)[number]) => r.language),
  };
}

type ProfileRow = typeof advisorProfiles.$inferSelect;

function toSummary(row: ProfileRow, locale: ContentLocale, related: Awaited<ReturnType<typeof relatedOf>>): ProfessionalSummary {
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

/** The directory: the profiles and their places, services and languages in one D1 batch. */
export async function listProfessionals(db: Database, locale: ContentLocale, query: ProfessionalQuery, scope: Scope = { db }): Promise<ProfessionalSummary[]> {
  const filters = [];
  if (query.jurisdiction) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(advisorJurisdictions)
          .innerJoin(jurisdictions, eq(jurisdictions.iso3, advisorJurisdictions.iso3))
          .where(and(eq(advisorJurisdictions.userId, advisorProfiles.userId), eq(jurisdictions.slug, query.jurisdiction))),
      ),
    );
  }
  if (query.language) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(advisorLanguages)
          .where(and(eq(advisorLanguages.userId, advisorProfiles.userId), eq(advisorLanguages.language, query.language))),
      ),
    );
  }
  if (query.service) {
    const term = escapeLike(query.service);
    filters.push(
      sql`(${advisorProfiles.name} LIKE ${term} ESCAPE '\\' OR ${advisorProfiles.firm} LIKE ${term} ESCAPE '\\' OR EXISTS (SELECT 1 FROM ${advisorServices} WHERE ${advisorServices.userId} = ${advisorProfiles.userId} AND (${advisorServices.nameEn} LIKE ${term} ESCAPE '\\' OR ${advisorServices.nameTr} LIKE ${term} ESCAPE '\\')))`,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, related] = await Promise.all([
    batched(scope, db.select().from(advisorProfiles).where(where).orderBy(desc(advisorProfiles.verified), desc(advisorProfiles.rating), asc(advisorProfiles.name))),
    relatedOf(db, locale, userIdsWhere(db, where), scope),
  ]);
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

/** The profile page: the profile and, when asked, the owner's active services, in the request's one D1 batch. */
export async function professionalPage(scope: Scope, locale: ContentLocale, slug: string, { services = true } = {}) {
  const { db } = scope;
  const owner = userIdsWhere(db, eq(advisorProfiles.slug, slug));
  const [[row], related, stats, reviews, catalogue] = await Promise.all([
    batched(scope, db.select().from(advisorProfiles).where(eq(advisorProfiles.slug, slug)).limit(1)),
    relatedOf(db, locale, owner, scope),
    advisorStatsRead(scope, owner),
    publicReviewsRead(scope, owner),
    services ? listActiveServices(scope, owner, locale) : null,
  ]);
  if (!row) return null;
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
