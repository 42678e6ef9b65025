import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { taxReports } from "#db/schema";
import { AppError } from "#worker/errors";
import { activeMembershipQuery } from "#worker/domain/billing/memberships.server";
import { computeTaxReport, type TaxReportResult } from "./engine";
import { taxYearFor } from "./input";
import { fullReportUnlocked, isStale, reportView, type TaxReportView } from "./report-access";

/** Saved reports per person per rolling 24 hours (each one stores a full result). */
export const DAILY_REPORT_LIMIT = 50;
const DAY_MS = 86_400_000;

/**
 * Saves a freshly computed report (always a preview until billing marks it paid) and returns its view.
 * The daily limit is checked inside the INSERT itself, so concurrent requests cannot overshoot it.
 */
export async function createTaxReport(db: Database, userId: string, rawInput: unknown, now = new Date()): Promise<TaxReportView> {
  const result = computeTaxReport(rawInput, { taxYear: taxYearFor(now.getUTCFullYear()) });
  const id = crypto.randomUUID();
  const since = now.getTime() - DAY_MS;
  // Raw D1 batch: the INSERT … SELECT … WHERE count < limit has no drizzle builder; the membership
  // check is the same drizzle query as elsewhere, rendered to SQL, so it stays one round trip.
  const d1 = db.$client;
  const membershipQuery = activeMembershipQuery(db, userId, now).toSQL();
  const [insert, membership] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at)
         SELECT ?1, ?2, 'preview', ?3, ?4, ?5, ?6
         WHERE (SELECT count(*) FROM tax_reports WHERE user_id = ?2 AND created_at > ?7) < ?8`,
      )
      .bind(id, userId, JSON.stringify(result.inputs), JSON.stringify(result), result.engineVersion, now.getTime(), since, DAILY_REPORT_LIMIT),
    d1.prepare(membershipQuery.sql).bind(...membershipQuery.params),
  ]);
  if (insert.meta.changes !== 1)
    throw new AppError(429, "TOO_MANY_REQUESTS", `At most ${DAILY_REPORT_LIMIT} reports can be saved in 24 hours.`, undefined, { "Retry-After": "3600" });
  return reportView({ id, createdAt: now, status: "preview", result }, fullReportUnlocked({ status: "preview", vipActive: membership.results.length > 0 }));
}

/** One of the person's own reports with its gate applied; null when missing or someone else's. One D1 round trip. */
export async function getTaxReport(db: Database, userId: string, id: string, now = new Date()): Promise<TaxReportView | null> {
  const [rows, membership] = await db.batch([
    db.select().from(taxReports).where(and(eq(taxReports.id, id), eq(taxReports.userId, userId))).limit(1),
    activeMembershipQuery(db, userId, now),
  ]);
  const row = rows[0];
  if (!row) return null;
  const unlocked = fullReportUnlocked({ status: row.status, vipActive: membership.length > 0 });
  return reportView({ id: row.id, createdAt: row.createdAt, status: row.status, result: row.result as unknown as TaxReportResult }, unlocked);
}

export interface TaxReportSummary {
  id: string;
  createdAt: string;
  status: "preview" | "paid";
  residence: string;
  activity: string;
  profit: number;
  optionCount: number;
  /** The best-ranked option's jurisdiction and effective rate (shown in a preview too). */
  top: { jurisdiction: string; effectiveRate: number } | null;
  engineVersion: string;
  stale: boolean;
}

export const REPORT_LIST_LIMIT = 50;

/** The person's reports, newest first. */
export async function listTaxReports(db: Database, userId: string): Promise<TaxReportSummary[]> {
  const rows = await db
    .select({ id: taxReports.id, createdAt: taxReports.createdAt, status: taxReports.status, result: taxReports.result, engineVersion: taxReports.engineVersion })
    .from(taxReports)
    .where(eq(taxReports.userId, userId))
    .orderBy(desc(taxReports.createdAt), desc(taxReports.id))
    .limit(REPORT_LIST_LIMIT)
    .all();
  return rows.map((r) => {
    const result = r.result as unknown as TaxReportResult;
    const top = result.options[0];
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      residence: result.inputs.residence,
      activity: result.inputs.activity,
      profit: result.inputs.profit,
      optionCount: result.options.length,
      top: top ? { jurisdiction: top.jurisdiction, effectiveRate: top.effectiveRate } : null,
      engineVersion: r.engineVersion,
      stale: isStale(r.engineVersion),
    };
  });
}

/**
 * Recomputes one of the person's own reports with the current engine from its stored inputs (free:
 * status and payment stay). Inputs of engine v1 have no tax year: the current year is used. Null
 * when missing or someone else's. The UPDATE is scoped to the owner, so it cannot touch another's row.
 */
export async function recomputeTaxReport(db: Database, userId: string, id: string, now = new Date()): Promise<TaxReportView | null> {
  const row = (await db.select({ inputs: taxReports.inputs }).from(taxReports).where(and(eq(taxReports.id, id), eq(taxReports.userId, userId))).limit(1))[0];
  if (!row) return null;
  const result = computeTaxReport(row.inputs, { taxYear: taxYearFor(now.getUTCFullYear()) });
  await db
    .update(taxReports)
    .set({ inputs: result.inputs as never, result: result as never, engineVersion: result.engineVersion })
    .where(and(eq(taxReports.id, id), eq(taxReports.userId, userId)));
  return getTaxReport(db, userId, id, now);
}
