import { and, asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { advisorJurisdictions, advisorLanguages, advisorProfiles, advisorServices, jurisdictions } from "#db/schema";
import { PROFESSIONALS_NOTE } from "#db/seed/data/professionals";
import { pick, type ContentLocale } from "./locale";
import { advisorStats, publicReviews, type PublicReview } from "./marketplace/reviews.server";

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

async function relatedOf(db: Database, locale: ContentLocale, userIds: string[]) {
  if (userIds.length === 0) return { places: new Map(), services: new Map(), languages: new Map() };
  const [placeRows, serviceRows, languageRows] = await db.batch([
    db
      .select({ userId: advisorJurisdictions.userId, slug: jurisdictions.slug, nameEn: jurisdictions.nameEn, nameTr: jurisdictions.nameTr })
      .from(advisorJurisdictions)
      .innerJoin(jurisdictions, eq(jurisdictions.iso3, advisorJurisdictions.iso3))
      .where(inArray(advisorJurisdictions.userId, userIds)),
    db.select().from(advisorServices).where(inArray(advisorServices.userId, userIds)).orderBy(asc(advisorServices.position)),
    db.select().from(advisorLanguages).where(inArray(advisorLanguages.userId, userIds)),
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

export async function listProfessionals(db: Database, locale: ContentLocale, query: ProfessionalQuery): Promise<ProfessionalSummary[]> {
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
  const rows = await db
    .select()
    .from(advisorProfiles)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(advisorProfiles.verified), desc(advisorProfiles.rating), asc(advisorProfiles.name))
    .all();
  const related = await relatedOf(
    db,
    locale,
    rows.map((r) => r.userId),
  );
  return rows.map((row) => toSummary(row, locale, related));
}

/** The public profile, and (for the server only) the account that owns it. */
export async function getProfessional(
  db: Database,
  locale: ContentLocale,
  slug: string,
): Promise<{ profile: ProfessionalDetail; ownerId: string } | null> {
  const row = await db.select().from(advisorProfiles).where(eq(advisorProfiles.slug, slug)).get();
  if (!row) return null;
  const [related, stats, reviews] = await Promise.all([relatedOf(db, locale, [row.userId]), advisorStats(db, [row.userId]), publicReviews(db, row.userId)]);
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
  return { profile, ownerId: row.userId };
}

/** Languages any advisor speaks (for the directory filter). */
export async function professionalLanguages(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ language: advisorLanguages.language }).from(advisorLanguages).orderBy(asc(advisorLanguages.language)).all();
  return rows.map((r) => r.language);
}
