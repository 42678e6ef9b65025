import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { complianceEntities, type ComplianceEntityRow } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { CATALOGUE_JURISDICTION_INDEX, CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";
import { getTaxReport } from "#worker/domain/tax/reports.server";
import { isValidMonthDay, utcDay } from "./calendar";
import { d1Batch } from "./d1.server";
import { CATALOGUE_STRUCTURES, TRACKABLE_JURISDICTIONS } from "./rules";
import { generationStatements, MAX_ENTITIES, toEntity, type ComplianceEntity, type Locale } from "./tracker.server";
import { newId } from "#worker/domain/workspace.server";

/**
 * "Track this" on a report option (issue 32 §2, decision 191): the option's jurisdiction and
 * structure become a tracked company incorporated today with the year end the person picks, and
 * its filings are generated in the same batch, so the calendar starts the day they decide. One
 * entity per (person, report, option): a double click finds the first one (the unique index
 * decides inside the INSERT, not a read before it).
 */

export const trackInputSchema = z.object({
  reportId: z.string().trim().min(1).max(100),
  optionJurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .refine((j) => /^[A-Z]{3}$/.test(j), "optionJurisdiction must be an ISO3 code."),
  /** which of the report's options in that jurisdiction (default: the best-ranked one) */
  optionStructure: z.string().trim().min(1).max(60).optional(),
  fiscalYearEnd: z.string().trim().refine(isValidMonthDay, 'fiscalYearEnd must be "MM-DD".').default("12-31"),
  name: z.string().trim().min(1).max(120).optional(),
});
export type TrackInput = z.input<typeof trackInputSchema>;

const ENGINE_STRUCTURE_NAMES: Record<string, { en: string; tr: string }> = { "c-corporation": { en: "C-corporation", tr: "C-corporation (şirket)" } };

/** The name a tracked company gets unless the person gives one: "<jurisdiction> <structure>". */
export function defaultEntityName(jurisdiction: string, structure: string, locale: Locale): string {
  const j = CATALOGUE_JURISDICTION_INDEX.find((x) => x.iso3 === jurisdiction)?.name[locale] ?? jurisdiction;
  const s = CATALOGUE_STRUCTURE_INDEX.find((x) => x.slug === structure)?.name[locale] ?? ENGINE_STRUCTURE_NAMES[structure]?.[locale] ?? structure;
  return `${j} · ${s}`.slice(0, 120);
}

/** A company is foreign-owned when its owner neither lives in nor is a citizen of its jurisdiction. */
export const isForeignOwned = (jurisdiction: string, owner: { residence?: string; citizenship?: string }) => owner.residence !== jurisdiction && (owner.citizenship ?? owner.residence) !== jurisdiction;

export async function trackFromReport(db: Database, userId: string, raw: z.output<typeof trackInputSchema>, locale: Locale = "en", now = new Date()): Promise<{ entity: ComplianceEntity; created: boolean }> {
  // The caller's own report only (someone else's is simply not found), with its gate applied.
  const report = await getTaxReport(db, userId, raw.reportId, now);
  if (!report) throw notFound("Could not find that report.");
  const option = [...report.options, report.baseline].find((o) => o.jurisdiction === raw.optionJurisdiction && (!raw.optionStructure || o.structure === raw.optionStructure));
  if (!option) throw notFound("That report has no such option.");
  if (!TRACKABLE_JURISDICTIONS.includes(option.jurisdiction) || !CATALOGUE_STRUCTURES.includes(option.structure))
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { optionJurisdiction: ["This option cannot be tracked yet."] } });

  const inputs = report.inputs as { residence?: string; citizenship?: string };
  const today = utcDay(now);
  const at = now.getTime();
  const id = newId();
  const sourceOption = `${option.jurisdiction}:${option.structure}`;
  const row: ComplianceEntityRow = {
    id,
    userId,
    name: raw.name ?? defaultEntityName(option.jurisdiction, option.structure, locale),
    jurisdiction: option.jurisdiction,
    structure: option.structure,
    incorporationDate: today,
    fiscalYearEnd: raw.fiscalYearEnd,
    registeredAgent: null,
    nomineeDirector: false,
    contractId: null,
    foreignOwned: isForeignOwned(option.jurisdiction, inputs),
    sourceReportId: report.id,
    sourceOption,
    createdAt: now,
    updatedAt: now,
  };
  // The entity limit and the one-per-option rule are both decided by this statement; a refused
  // insert leaves the filings' INSERT … WHERE EXISTS with nothing to attach to.
  const insertEntity = sql`
    INSERT INTO compliance_entities (id, user_id, name, jurisdiction, structure, incorporation_date, fiscal_year_end, registered_agent, nominee_director, contract_id, foreign_owned, source_report_id, source_option, created_at, updated_at)
    SELECT ${id}, ${userId}, ${row.name}, ${row.jurisdiction}, ${row.structure}, ${row.incorporationDate}, ${row.fiscalYearEnd}, NULL, 0, NULL, ${row.foreignOwned ? 1 : 0}, ${row.sourceReportId}, ${sourceOption}, ${at}, ${at}
    WHERE (SELECT count(*) FROM compliance_entities WHERE user_id = ${userId}) < ${MAX_ENTITIES}
    ON CONFLICT (user_id, source_report_id, source_option) DO NOTHING`;
  await d1Batch(db, [insertEntity, ...generationStatements(row, today, at)]);
  const stored = await db
    .select()
    .from(complianceEntities)
    .where(and(eq(complianceEntities.userId, userId), eq(complianceEntities.sourceReportId, raw.reportId), eq(complianceEntities.sourceOption, sourceOption)))
    .get();
  if (!stored) throw new AppError(409, "CONFLICT", `You already track ${MAX_ENTITIES} entities; delete one first.`);
  return { entity: toEntity(stored), created: stored.id === id };
}
