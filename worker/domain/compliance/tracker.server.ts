import { and, asc, eq, gte, isNotNull, isNull, lt, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { complianceEntities, complianceFilings, fileItems, type ComplianceEntityRow, type ComplianceFilingRow } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { isOwnContract } from "#worker/domain/marketplace/contracts.server";
import { newId, parseJsonArray } from "#worker/domain/workspace.server";
import { preparedRead } from "#worker/db-batch.server";
import { d1Batch } from "./d1.server";
import { addDays, calendarWindow, DUE_SOON_DAYS, eventDueDate, FILING_KINDS, FILING_STATUSES, filingStatus, isValidDay, isValidMonthDay, occurrences, utcDay, type FilingKind, type FilingStatus } from "./calendar";
import { CATALOGUE_STRUCTURES, TRACKABLE_JURISDICTIONS, feeOn, inForce, ruleById, rulesFor, type ComplianceRule, type RuleSource } from "./rules";
import { holidayCalendar } from "./holidays";

/**
 * Entities, their generated filings, events and the summary (issue 12). Every query filters by
 * user_id: another person's ids are simply not found. Limits are checked inside the writing SQL.
 */

export const MAX_ENTITIES = 50;
export const MAX_DOCUMENTS_PER_FILING = 20;

export interface ComplianceEntity {
  id: string;
  name: string;
  jurisdiction: string;
  structure: string;
  incorporationDate: string;
  fiscalYearEnd: string;
  registeredAgent: string | null;
  nomineeDirector: boolean;
  contractId: string | null;
  /** owned by a foreign person (brings e.g. the US Form 5472) */
  foreignOwned: boolean;
  /** the report option it was tracked from ("Track this"), if any */
  fromReport: { reportId: string; option: string } | null;
}

export interface Filing {
  id: string;
  entityId: string;
  kind: FilingKind;
  title: string;
  dueDate: string;
  fee: { amount: number; currency: string } | null;
  status: FilingStatus;
  filedAt: string | null;
  documentIds: string[];
  source: RuleSource | null;
  /** what a late filing costs, in the reader's language (null: none on record) */
  penalty: string | null;
}

export type Locale = "en" | "tr";

const day = (label: string) => z.string().trim().refine(isValidDay, `${label} must be a real day as YYYY-MM-DD.`);

export const entityInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .refine((j) => TRACKABLE_JURISDICTIONS.includes(j), "Choose a jurisdiction from the list."),
  structure: z.string().trim().refine((s) => CATALOGUE_STRUCTURES.includes(s), "Choose a structure from the catalogue."),
  incorporationDate: day("incorporationDate"),
  fiscalYearEnd: z.string().trim().refine(isValidMonthDay, 'fiscalYearEnd must be "MM-DD".'),
  registeredAgent: z.string().trim().max(200).nullish().transform((v) => v || null),
  nomineeDirector: z.boolean().default(false),
  contractId: z.string().trim().max(100).nullish().transform((v) => v || null),
  foreignOwned: z.boolean().default(false),
});
export type EntityInput = z.infer<typeof entityInputSchema>;
export const entityPatchSchema = entityInputSchema.partial().refine((v) => Object.keys(v).length > 0, "Nothing to change.");

export const eventSchema = z.object({ kind: z.literal("ownership_change"), date: day("date") });

export const filingsQuerySchema = z.object({
  entityId: z.string().trim().max(100).optional(),
  kind: z.enum(FILING_KINDS).optional(),
  status: z.enum(FILING_STATUSES).optional(),
  from: day("from").optional(),
  to: day("to").optional(),
});

export const filingPatchSchema = z
  .object({
    /** "filed" marks it filed today (or on filedAt); "open" undoes that */
    status: z.enum(["filed", "open"]).optional(),
    filedAt: day("filedAt").optional(),
    documentIds: z.array(z.string().trim().min(1).max(100)).max(MAX_DOCUMENTS_PER_FILING).optional(),
  })
  .refine((v) => v.status !== undefined || v.documentIds !== undefined, "Send status and/or documentIds.")
  .refine((v) => v.filedAt === undefined || v.status === "filed", "filedAt goes with status \"filed\".");

export function toEntity(row: ComplianceEntityRow): ComplianceEntity {
  return {
    id: row.id,
    name: row.name,
    jurisdiction: row.jurisdiction,
    structure: row.structure,
    incorporationDate: row.incorporationDate,
    fiscalYearEnd: row.fiscalYearEnd,
    registeredAgent: row.registeredAgent,
    nomineeDirector: row.nomineeDirector,
    contractId: row.contractId,
    foreignOwned: row.foreignOwned,
    fromReport: row.sourceReportId && row.sourceOption ? { reportId: row.sourceReportId, option: row.sourceOption } : null,
  };
}

function ruleOf(row: Pick<ComplianceFilingRow, "ruleId">, structure: string): ComplianceRule | undefined {
  return ruleById(row.ruleId, structure);
}

/** The wire filing; the title in the reader's language, the status as of `today`. */
export function toFiling(row: ComplianceFilingRow, structure: string, today: string, locale: Locale = "en", existingDocs?: ReadonlySet<string>): Filing {
  const rule = ruleOf(row, structure);
  let title = rule ? rule.title[locale] : row.title;
  if (row.occurrenceKey.includes("@event:")) title = `${title} (${row.period})`;
  const documentIds = parseJsonArray(row.documentIds);
  return {
    id: row.id,
    entityId: row.entityId,
    kind: row.kind as FilingKind,
    title,
    dueDate: row.dueDate,
    fee: row.feeAmount !== null && row.feeCurrency ? { amount: row.feeAmount, currency: row.feeCurrency } : null,
    status: filingStatus(row.dueDate, row.filedAt, today),
    filedAt: row.filedAt,
    documentIds: existingDocs ? documentIds.filter((id) => existingDocs.has(id)) : documentIds,
    source: rule?.source ?? null,
    penalty: rule?.penalty?.[locale] ?? null,
  };
}

/** Contracts come from the marketplace (issue 11); until its table is on main no id can be linked. */
/** An entity links only to one of the owner's own contracts (as client); anything else is an unknown id. */
async function assertOwnContract(db: Database, userId: string, contractId: string | null): Promise<void> {
  if (contractId === null || (await isOwnContract(db, userId, contractId))) return;
  throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { contractId: ["Unknown contract."] } });
}

type EntityCalendarFields = Pick<ComplianceEntityRow, "id" | "userId" | "jurisdiction" | "structure" | "incorporationDate" | "fiscalYearEnd" | "nomineeDirector"> & { foreignOwned?: boolean };

/** The recurring filings an entity owes in the 12-month window starting `today` (pure). */
export function plannedFilings(entity: EntityCalendarFields, today: string) {
  const { from, to } = calendarWindow(today);
  const isHoliday = holidayCalendar(entity.jurisdiction);
  return rulesFor(entity.jurisdiction, entity.structure, entity.foreignOwned ?? false, entity.fiscalYearEnd)
    .filter((rule) => rule.frequency === "annual" && (!rule.nomineeOnly || entity.nomineeDirector))
    .flatMap((rule) =>
      occurrences(rule.due, entity, from, to, isHoliday)
        .filter((o) => inForce(rule, o.dueDate))
        .map((o) => {
          const fee = feeOn(rule, o.dueDate);
          return {
            ruleId: rule.id,
            occurrenceKey: `${rule.id}@${o.period}`,
            kind: rule.kind,
            title: rule.title.en,
            period: o.period,
            dueDate: o.dueDate,
            feeAmount: fee?.amount ?? null,
            feeCurrency: fee?.currency ?? null,
          };
        }),
    );
}

/**
 * INSERT … SELECT guarded by the entity's existence (so a refused entity insert leaves no filings)
 * and ON CONFLICT DO NOTHING on (entity, occurrence): re-running never duplicates, filed rows stay.
 */
function insertFilingStatement(entity: EntityCalendarFields, f: ReturnType<typeof plannedFilings>[number], now: number): SQL {
  return sql`
    INSERT INTO compliance_filings (id, user_id, entity_id, rule_id, occurrence_key, kind, title, period, due_date, fee_amount, fee_currency, document_ids, created_at)
    SELECT ${newId()}, ${entity.userId}, ${entity.id}, ${f.ruleId}, ${f.occurrenceKey}, ${f.kind}, ${f.title}, ${f.period}, ${f.dueDate}, ${f.feeAmount}, ${f.feeCurrency}, '[]', ${now}
    WHERE EXISTS (SELECT 1 FROM compliance_entities WHERE id = ${entity.id} AND user_id = ${entity.userId})
    ON CONFLICT (entity_id, occurrence_key) DO NOTHING`;
}

/**
 * The same INSERT, but an existing open filing of that occurrence takes the new calendar's due
 * date, title and fee and keeps its attachments and filed state; its reminder marks are kept
 * while its due date stays (issue 26 item 4: an edit must not resend reminders already sent).
 */
function upsertFilingStatement(entity: EntityCalendarFields, f: ReturnType<typeof plannedFilings>[number], now: number): SQL {
  return sql`
    INSERT INTO compliance_filings (id, user_id, entity_id, rule_id, occurrence_key, kind, title, period, due_date, fee_amount, fee_currency, document_ids, created_at)
    SELECT ${newId()}, ${entity.userId}, ${entity.id}, ${f.ruleId}, ${f.occurrenceKey}, ${f.kind}, ${f.title}, ${f.period}, ${f.dueDate}, ${f.feeAmount}, ${f.feeCurrency}, '[]', ${now}
    WHERE EXISTS (SELECT 1 FROM compliance_entities WHERE id = ${entity.id} AND user_id = ${entity.userId})
    ON CONFLICT (entity_id, occurrence_key) DO UPDATE SET
      kind = excluded.kind, title = excluded.title, period = excluded.period, fee_amount = excluded.fee_amount, fee_currency = excluded.fee_currency,
      due_soon_notified_at = CASE WHEN compliance_filings.due_date = excluded.due_date THEN compliance_filings.due_soon_notified_at ELSE NULL END,
      overdue_notified_at = CASE WHEN compliance_filings.due_date = excluded.due_date THEN compliance_filings.overdue_notified_at ELSE NULL END,
      due_date = excluded.due_date
    WHERE compliance_filings.filed_at IS NULL`;
}

export function generationStatements(entity: EntityCalendarFields, today: string, now: number): SQL[] {
  return plannedFilings(entity, today).map((f) => insertFilingStatement(entity, f, now));
}

async function ownEntityRow(db: Database, userId: string, id: string): Promise<ComplianceEntityRow> {
  const row = await db.select().from(complianceEntities).where(and(eq(complianceEntities.id, id), eq(complianceEntities.userId, userId))).get();
  if (!row) throw notFound("Could not find that entity.");
  return row;
}

export async function listEntities(db: Database, userId: string): Promise<ComplianceEntity[]> {
  return (await entitiesQuery(db, userId)).map(toEntity);
}

export async function getEntity(db: Database, userId: string, id: string): Promise<ComplianceEntity> {
  return toEntity(await ownEntityRow(db, userId, id));
}

export async function createEntity(db: Database, userId: string, input: EntityInput, now = new Date()): Promise<ComplianceEntity> {
  await assertOwnContract(db, userId, input.contractId);
  const id = newId();
  const at = now.getTime();
  const row: ComplianceEntityRow = { id, userId, ...input, sourceReportId: null, sourceOption: null, createdAt: now, updatedAt: now };
  // The limit is part of the writing statement, so concurrent creates cannot pass it together.
  const insertEntity = sql`
    INSERT INTO compliance_entities (id, user_id, name, jurisdiction, structure, incorporation_date, fiscal_year_end, registered_agent, nominee_director, contract_id, foreign_owned, created_at, updated_at)
    SELECT ${id}, ${userId}, ${input.name}, ${input.jurisdiction}, ${input.structure}, ${input.incorporationDate}, ${input.fiscalYearEnd}, ${input.registeredAgent}, ${input.nomineeDirector ? 1 : 0}, ${input.contractId}, ${input.foreignOwned ? 1 : 0}, ${at}, ${at}
    WHERE (SELECT count(*) FROM compliance_entities WHERE user_id = ${userId}) < ${MAX_ENTITIES}`;
  await d1Batch(db, [insertEntity, ...generationStatements(row, utcDay(now), at)]);
  const stored = await db.select().from(complianceEntities).where(and(eq(complianceEntities.id, id), eq(complianceEntities.userId, userId))).get();
  if (!stored) throw new AppError(409, "CONFLICT", `You already track ${MAX_ENTITIES} entities; delete one first.`);
  return toEntity(stored);
}

/**
 * A change regenerates the open recurring filings in place (issue 26 item 4): an occurrence the new
 * calendar still has keeps its row (id, attachments, reminder history) with the new due date; open
 * upcoming ones it no longer has go; filed ones, event filings and overdue ones are kept.
 */
export async function updateEntity(db: Database, userId: string, id: string, patch: Partial<EntityInput>, now = new Date()): Promise<ComplianceEntity> {
  const existing = await ownEntityRow(db, userId, id);
  if (patch.contractId !== undefined && patch.contractId !== existing.contractId) await assertOwnContract(db, userId, patch.contractId);
  const merged: ComplianceEntityRow = { ...existing, ...patch, updatedAt: now };
  const { id: _i, userId: _u, createdAt: _c, ...values } = merged;
  const own = and(eq(complianceFilings.entityId, id), eq(complianceFilings.userId, userId));
  const today = utcDay(now);
  const planned = plannedFilings(merged, today);
  const keep = JSON.stringify(planned.map((f) => f.occurrenceKey));
  await d1Batch(db, [
    db.update(complianceEntities).set(values).where(and(eq(complianceEntities.id, id), eq(complianceEntities.userId, userId))),
    db
      .delete(complianceFilings)
      .where(
        and(
          own,
          isNull(complianceFilings.filedAt),
          gte(complianceFilings.dueDate, today),
          sql`${complianceFilings.occurrenceKey} NOT LIKE '%@event:%'`,
          sql`${complianceFilings.occurrenceKey} NOT IN (SELECT value FROM json_each(${keep}))`,
        ),
      ),
    ...planned.map((f) => upsertFilingStatement(merged, f, now.getTime())),
  ]);
  return toEntity(merged);
}

export async function deleteEntity(db: Database, userId: string, id: string): Promise<true> {
  await ownEntityRow(db, userId, id);
  await db.delete(complianceEntities).where(and(eq(complianceEntities.id, id), eq(complianceEntities.userId, userId)));
  return true;
}

/** Records an event; every event rule of the entity becomes a filing due `days` after it. */
export async function recordEvent(db: Database, userId: string, entityId: string, event: z.infer<typeof eventSchema>, now = new Date(), locale: Locale = "en"): Promise<Filing[]> {
  const entity = await ownEntityRow(db, userId, entityId);
  const today = utcDay(now);
  if (event.date > today) throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { date: ["An event cannot be in the future."] } });
  const eventId = newId();
  const rules = rulesFor(entity.jurisdiction, entity.structure, entity.foreignOwned).filter((r) => r.event === event.kind && inForce(r, event.date));
  const rows: ComplianceFilingRow[] = rules.map((rule) => ({
    id: newId(),
    userId,
    entityId,
    ruleId: rule.id,
    occurrenceKey: `${rule.id}@event:${eventId}`,
    kind: rule.kind,
    title: rule.title.en,
    period: event.date,
    dueDate: eventDueDate(rule.due, event.date, holidayCalendar(entity.jurisdiction)),
    feeAmount: rule.fee?.amount ?? null,
    feeCurrency: rule.fee?.currency ?? null,
    filedAt: null,
    documentIds: "[]",
    dueSoonNotifiedAt: null,
    overdueNotifiedAt: null,
    createdAt: now,
  }));
  if (rows.length > 0) await db.insert(complianceFilings).values(rows);
  return rows.map((r) => toFiling(r, entity.structure, today, locale));
}

/** SQL condition for a status as of `today` (the status is derived, never stored). */
export function statusCondition(status: FilingStatus, today: string): SQL {
  return statusConditionAt(status, today, addDays(today, DUE_SOON_DAYS));
}

/** statusCondition with the day and the end of the due-soon window given (values or placeholders). */
function statusConditionAt(status: FilingStatus, today: string | Placeholder, soon: string | Placeholder): SQL {
  switch (status) {
    case "filed":
      return isNotNull(complianceFilings.filedAt);
    case "overdue":
      return and(isNull(complianceFilings.filedAt), lt(complianceFilings.dueDate, today))!;
    case "due_soon":
      return and(isNull(complianceFilings.filedAt), gte(complianceFilings.dueDate, today), lte(complianceFilings.dueDate, soon))!;
    case "upcoming":
      return and(isNull(complianceFilings.filedAt), sql`${complianceFilings.dueDate} > ${soon}`)!;
  }
}

export interface FilingWithEntity extends Filing {
  entityName: string;
  jurisdiction: string;
  estimate: boolean;
  documents: { id: string; name: string }[];
}

/** The filings with their entity, for a condition (values or placeholders). */
const filingRowsQuery = (db: Database, where: SQL | undefined) =>
  db
    .select({ filing: complianceFilings, entityName: complianceEntities.name, structure: complianceEntities.structure, jurisdiction: complianceEntities.jurisdiction })
    .from(complianceFilings)
    .innerJoin(complianceEntities, eq(complianceEntities.id, complianceFilings.entityId))
    .where(where)
    .orderBy(asc(complianceFilings.dueDate), asc(complianceFilings.title), asc(complianceFilings.id));

/** Names of the caller's files referenced by any of the caller's filings. */
const filingDocsQuery = (db: Database, userId: string | Placeholder) =>
  db
    .select({ id: fileItems.id, name: fileItems.name })
    .from(fileItems)
    .where(and(eq(fileItems.userId, userId), sql`${fileItems.id} IN (SELECT j.value FROM compliance_filings AS cf, json_each(cf.document_ids) AS j WHERE cf.user_id = ${userId})`));

/** listFilings' two reads, as builders: the filings with their entity, and the names of the caller's files they reference. */
function filingsReads(db: Database, userId: string, query: z.infer<typeof filingsQuerySchema>, today: string) {
  const where = and(
    eq(complianceFilings.userId, userId),
    query.entityId ? eq(complianceFilings.entityId, query.entityId) : undefined,
    query.kind ? eq(complianceFilings.kind, query.kind) : undefined,
    query.status ? statusCondition(query.status, today) : undefined,
    query.from ? gte(complianceFilings.dueDate, query.from) : undefined,
    query.to ? lte(complianceFilings.dueDate, query.to) : undefined,
  );
  return [filingRowsQuery(db, where), filingDocsQuery(db, userId)] as const;
}
type FilingsRows = readonly [Awaited<ReturnType<typeof filingsReads>[0]>, Awaited<ReturnType<typeof filingsReads>[1]>];

function toFilingsWithEntity([rows, docs]: FilingsRows, today: string, locale: Locale): FilingWithEntity[] {
  const names = new Map(docs.map((d) => [d.id, d.name]));
  const existing = new Set(names.keys());
  return rows.map(({ filing, entityName, structure, jurisdiction }) => {
    const wire = toFiling(filing, structure, today, locale, existing);
    return { ...wire, entityName, jurisdiction, estimate: wire.source === null, documents: wire.documentIds.map((id) => ({ id, name: names.get(id)! })) };
  });
}

/** Filings with their entity's name and their attached documents' names, in one D1 round trip. */
export async function listFilings(db: Database, userId: string, query: z.infer<typeof filingsQuerySchema>, now = new Date(), locale: Locale = "en"): Promise<FilingWithEntity[]> {
  const today = utcDay(now);
  return toFilingsWithEntity(await db.batch(filingsReads(db, userId, query, today)), today, locale);
}

/**
 * "Mark filed" with a file checks the filing first: an unknown, foreign or already filed one is
 * refused before anything is stored (issue 26 item 6).
 */
export async function assertFilingCanBeFiled(db: Database, userId: string, id: string, now = new Date()): Promise<void> {
  const row = await db
    .select({ filedAt: complianceFilings.filedAt, dueDate: complianceFilings.dueDate })
    .from(complianceFilings)
    .where(and(eq(complianceFilings.id, id), eq(complianceFilings.userId, userId)))
    .get();
  if (!row) throw notFound("Could not find that filing.");
  if (row.filedAt) throw new AppError(409, "CONFLICT", `The filing is already filed (on ${row.filedAt}).`, { status: filingStatus(row.dueDate, row.filedAt, utcDay(now)) });
}

/** Mark filed / reopen (409 naming the current state when illegal) and attach the caller's own files. */
export async function updateFiling(db: Database, userId: string, id: string, patch: z.infer<typeof filingPatchSchema>, now = new Date(), locale: Locale = "en"): Promise<Filing> {
  const found = await db
    .select({ filing: complianceFilings, structure: complianceEntities.structure })
    .from(complianceFilings)
    .innerJoin(complianceEntities, eq(complianceEntities.id, complianceFilings.entityId))
    .where(and(eq(complianceFilings.id, id), eq(complianceFilings.userId, userId)))
    .get();
  if (!found) throw notFound("Could not find that filing.");
  const today = utcDay(now);
  const current = filingStatus(found.filing.dueDate, found.filing.filedAt, today);
  let filedAt = found.filing.filedAt;
  if (patch.status === "filed") {
    if (found.filing.filedAt) throw new AppError(409, "CONFLICT", `The filing is already filed (on ${found.filing.filedAt}).`, { status: current });
    const on = patch.filedAt ?? today;
    if (on > today) throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { filedAt: ["A filing cannot be filed in the future."] } });
    filedAt = on;
  } else if (patch.status === "open") {
    if (!found.filing.filedAt) throw new AppError(409, "CONFLICT", `The filing is not filed; it is ${current}.`, { status: current });
    filedAt = null;
  }
  const documentIds = patch.documentIds ? [...new Set(patch.documentIds)] : parseJsonArray(found.filing.documentIds);
  const docsJson = JSON.stringify(documentIds);
  // Ownership of every document is re-checked inside the UPDATE: the files must be the caller's own.
  const result = await db.run(sql`
    UPDATE compliance_filings SET filed_at = ${filedAt}, document_ids = ${docsJson}
    WHERE id = ${id} AND user_id = ${userId} AND filed_at IS ${found.filing.filedAt}
      AND (SELECT count(*) FROM file_items WHERE user_id = ${userId} AND type <> 'folder' AND id IN (SELECT value FROM json_each(${docsJson}))) = ${documentIds.length}`);
  if (result.meta.changes !== 1) {
    if (patch.documentIds) {
      const owned = await db.select({ id: fileItems.id }).from(fileItems).where(and(eq(fileItems.userId, userId), sql`${fileItems.type} <> 'folder'`, sql`${fileItems.id} IN (SELECT value FROM json_each(${docsJson}))`));
      const ownedIds = new Set(owned.map((o) => o.id));
      const unknown = documentIds.filter((d) => !ownedIds.has(d));
      if (unknown.length > 0) throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { documentIds: [`Unknown document: ${unknown.join(", ")}`] } });
    }
    throw new AppError(409, "CONFLICT", "The filing changed meanwhile; reload and try again.");
  }
  return toFiling({ ...found.filing, filedAt, documentIds: docsJson }, found.structure, today, locale);
}

export interface ComplianceSummary {
  counts: Record<FilingStatus, number>;
  feesDueThisYear: { currency: string; amount: number }[];
  entities: number;
}

/** Counts by status and this calendar year's open fees per currency, in one batch. */
/** summary's reads, as builders: the counts by status, this year's unpaid fees by currency, the number of entities. */
function summaryReads(db: Database, userId: string, today: string) {
  const year = today.slice(0, 4);
  return [
    countsQuery(db, userId, today, addDays(today, DUE_SOON_DAYS)),
    feesQuery(db, userId, `${year}-01-01`, `${year}-12-31`),
    db.select({ n: sql<number>`count(*)` }).from(complianceEntities).where(eq(complianceEntities.userId, userId)),
  ] as const;
}

type Bound = string | Placeholder;
const countsQuery = (db: Database, userId: Bound, today: Bound, soon: Bound) => {
  const countOf = (status: FilingStatus) => sql<number>`coalesce(sum(CASE WHEN ${statusConditionAt(status, today, soon)} THEN 1 ELSE 0 END), 0)`;
  return db
    .select({ filed: countOf("filed"), overdue: countOf("overdue"), due_soon: countOf("due_soon"), upcoming: countOf("upcoming") })
    .from(complianceFilings)
    .where(eq(complianceFilings.userId, userId));
};
const feesQuery = (db: Database, userId: Bound, from: Bound, to: Bound) =>
  db
    .select({ currency: sql<string>`${complianceFilings.feeCurrency}`, amount: sql<number>`sum(${complianceFilings.feeAmount})` })
    .from(complianceFilings)
    .where(and(eq(complianceFilings.userId, userId), isNull(complianceFilings.filedAt), isNotNull(complianceFilings.feeAmount), gte(complianceFilings.dueDate, from), lte(complianceFilings.dueDate, to)))
    .groupBy(complianceFilings.feeCurrency)
    .orderBy(asc(complianceFilings.feeCurrency));

function toSummary(counts: { filed: number; overdue: number; due_soon: number; upcoming: number }[], fees: { currency: string; amount: number }[], entities: number): ComplianceSummary {
  const c = counts[0];
  return {
    counts: { upcoming: Number(c.upcoming), due_soon: Number(c.due_soon), overdue: Number(c.overdue), filed: Number(c.filed) },
    feesDueThisYear: fees.map((f) => ({ currency: f.currency, amount: Number(f.amount) })),
    entities,
  };
}

export async function summary(db: Database, userId: string, now = new Date()): Promise<ComplianceSummary> {
  const [counts, fees, entities] = await db.batch(summaryReads(db, userId, utcDay(now)));
  return toSummary(counts, fees, Number(entities[0].n));
}

const entitiesQuery = (db: Database, userId: string | Placeholder) =>
  db.select().from(complianceEntities).where(eq(complianceEntities.userId, userId)).orderBy(asc(sql`lower(${complianceEntities.name})`), asc(complianceEntities.id));

/**
 * The pages' reads, keyed by the person (and the section's kind or the entity's id): their SQL is
 * built once per isolate (decision 296); each request binds its values.
 */
const mine = eq(complianceFilings.userId, sql.placeholder("userId"));
const pageReads = {
  allFilings: preparedRead((db) => filingRowsQuery(db, mine)),
  kindFilings: preparedRead((db) => filingRowsQuery(db, and(mine, eq(complianceFilings.kind, sql.placeholder("kind"))))),
  entityFilings: preparedRead((db) => filingRowsQuery(db, and(mine, eq(complianceFilings.entityId, sql.placeholder("entityId"))))),
  docs: preparedRead((db) => filingDocsQuery(db, sql.placeholder("userId"))),
  entities: preparedRead((db) => entitiesQuery(db, sql.placeholder("userId"))),
  counts: preparedRead((db) => countsQuery(db, sql.placeholder("userId"), sql.placeholder("today"), sql.placeholder("soon"))),
  fees: preparedRead((db) => feesQuery(db, sql.placeholder("userId"), sql.placeholder("from"), sql.placeholder("to"))),
};

/**
 * What every compliance page shows (dashboard, a section, an entity) — the filings (by kind or
 * entity) and every entity — read in the request's one D1 batch with the root's and the layout's
 * reads (worker/db-batch.server.ts).
 */
export async function compliancePageRead(
  ctx: { db: Database },
  userId: string,
  { filter, now = new Date(), locale }: { filter: { kind?: FilingKind; entityId?: string }; now?: Date; locale: Locale },
): Promise<{ filings: FilingWithEntity[]; entities: ComplianceEntity[] }> {
  const today = utcDay(now);
  const filings = filter.entityId
    ? pageReads.entityFilings(ctx, { userId, entityId: filter.entityId })
    : filter.kind
      ? pageReads.kindFilings(ctx, { userId, kind: filter.kind })
      : pageReads.allFilings(ctx, { userId });
  const [filingsRows, docRows, entityRows] = await Promise.all([filings, pageReads.docs(ctx, { userId }), pageReads.entities(ctx, { userId })]);
  return { filings: toFilingsWithEntity([filingsRows, docRows], today, locale), entities: entityRows.map(toEntity) };
}

/**
 * The dashboard's summary cards in the request's one D1 batch; the entity count is the caller's
 * (the length of compliancePageRead's entity list: the same rows, no query of its own).
 */
export async function complianceSummaryRead(ctx: { db: Database }, userId: string, entities: Promise<unknown[]>, now = new Date()): Promise<ComplianceSummary> {
  const today = utcDay(now);
  const year = today.slice(0, 4);
  const [countRows, feeRows, list] = await Promise.all([
    pageReads.counts(ctx, { userId, today, soon: addDays(today, DUE_SOON_DAYS) }),
    pageReads.fees(ctx, { userId, from: `${year}-01-01`, to: `${year}-12-31` }),
    entities,
  ]);
  return toSummary(countRows, feeRows, list.length);
}

/** Rolls every entity's 12-month window forward (cron): inserts what is missing, never duplicates. */
export async function rollWindows(db: Database, now = new Date()): Promise<number> {
  const today = utcDay(now);
  const entities = await db.select().from(complianceEntities);
  let statements: SQL[] = [];
  for (const entity of entities) {
    statements.push(...generationStatements(entity, today, now.getTime()));
    if (statements.length >= 200) {
      await d1Batch(db, statements);
      statements = [];
    }
  }
  await d1Batch(db, statements);
  return entities.length;
}
