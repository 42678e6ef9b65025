import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { createDb, type Database } from "#db/client";
import { complianceEntities, ruleChangeEntityNotices, ruleChangeNotices, ruleFingerprints } from "#db/schema";
import { d1Batch } from "#worker/domain/compliance/d1.server";
import { escapeHtml } from "#worker/domain/html.server";
import { INBOX_MAX_ITEMS } from "#worker/domain/inbox.server";
import { dispatchQueuedMail, mailSite, mailStatement } from "#worker/domain/mail/outbox.server";
import { mailPreferencesOf } from "#worker/domain/mail/preferences.server";
import { COUNTRIES } from "#worker/domain/tax/params";
import { narrow } from "./changes";
import { formatRuleDate, formatRuleValue } from "./format";
import { COMPANY_KINDS } from "./names";
import { allRules, canonical, ruleById, type RuleParameter, type RuleValue } from "./registry";

/**
 * Rule-change notifications (issue 32 §3). Once a day (the Cron Trigger, worker/index.ts) every
 * parameter's dated values are fingerprinted and compared with the fingerprint stored in D1. For a
 * parameter whose values changed, every saved report with a breakdown line of that rule (`ruleId` =
 * parameter id) whose tax year reads a different value now is noted once per (report, parameter,
 * new fingerprint); its owner gets one in-app notification per report, linking to it (the report
 * page then offers a free recompute), and one e-mail per run (topic `ruleChanges`, respecting the
 * person's choice). The very first run only stores the fingerprints: nobody is told that every rule
 * "changed". The notice row and the notification are written in one batch, guarded by the notice's
 * absence, so a second or concurrent run notifies no one again.
 *
 * Tracked companies (compliance entities) depend on the company rules of their state (names.ts
 * `COMPANY_KINDS`: company tax, residence, withholding, reliefs …). A company is ongoing, not a tax
 * year: it is affected when the rule reads differently on any day from the run on (a corrected past
 * value is not news to it). Its owner is told once per change (person, parameter, fingerprint) —
 * one notification per run for all of their companies, linking to the company (or the list), and
 * not at all for a change already told through one of their reports — and the same run's mail
 * carries it.
 */

type Values = readonly RuleValue[];

export async function fingerprintOf(values: Values): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical(values)));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The value in force on `day`, undefined before the first one. */
const valueOn = (values: Values, day: string): unknown => {
  let found: unknown = undefined;
  for (const v of values) if (v.from <= day) found = v.value;
  return found;
};

/** The first day of tax year `year` in the parameter's state (GBR 6 April, AUS 1 July, else 1 January). */
const yearStart = (r: Pick<RuleParameter, "jurisdiction">, year: number) =>
  `${year}-${(COUNTRIES as Record<string, { yearStart?: string } | undefined>)[r.jurisdiction]?.yearStart ?? "01-01"}`;

export interface RuleChangeRun {
  /** true on the first run: fingerprints stored, nobody notified */
  seeded: boolean;
  parameters: number;
  changed: string[];
  /** new in-app notifications (one per report) */
  notified: number;
  /** new in-app notifications about tracked companies (one per person) */
  notifiedCompanies: number;
  /** ids of the mails written (one per person) */
  mails: string[];
}

interface Affected {
  reportId: string;
  userId: string;
  taxYear: number;
  changes: { rule: RuleParameter; fingerprint: string; before: unknown; after: unknown }[];
}

const CHUNK = 20;
const chunks = <T>(list: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function storeFingerprints(db: Database, rows: { paramId: string; fingerprint: string; values: RuleValue[] }[], now: Date) {
  const statements = chunks(rows).map((part) =>
    db
      .insert(ruleFingerprints)
      .values(part.map((r) => ({ ...r, updatedAt: now })))
      .onConflictDoUpdate({ target: ruleFingerprints.paramId, set: { fingerprint: sql`excluded.fingerprint`, values: sql.raw(`excluded."values"`), updatedAt: now } })
  );
  if (statements.length) await d1Batch(db, statements);
}

/** Saved reports with a breakdown line of one of the rules (id, owner, tax year, which rules). */
async function reportsUsing(db: Database, ruleIds: string[]): Promise<{ id: string; userId: string; taxYear: number | null; createdAt: number; ruleId: string }[]> {
  const rows = await db.all<{ id: string; user_id: string; tax_year: number | null; created_at: number; rule_id: string }>(sql`
    SELECT DISTINCT r.id, r.user_id, json_extract(r.result, '$.inputs.taxYear') AS tax_year, r.created_at, json_extract(l.value, '$.ruleId') AS rule_id
    FROM tax_reports AS r, json_each(r.result, '$.options') AS o, json_each(o.value, '$.breakdown') AS l
    WHERE json_extract(l.value, '$.ruleId') IN (SELECT value FROM json_each(${JSON.stringify(ruleIds)}))`);
  return rows.map((r) => ({ id: r.id, userId: r.user_id, taxYear: r.tax_year, createdAt: r.created_at, ruleId: r.rule_id }));
}

/** A tracked company's change: the first day from `today` the rule reads differently, and its value before and after on that day. */
interface CompanyChange {
  rule: RuleParameter;
  fingerprint: string;
  effective: string;
  before: unknown;
  after: unknown;
}

/** The first day on or after `today` on which the two histories give different values (null: none — the change lies in the past). */
export function firstDifference(before: Values, after: Values, today: string): { day: string; before: unknown; after: unknown } | null {
  const days = [today, ...new Set([...before, ...after].map((v) => v.from).filter((d) => d > today))].sort();
  for (const day of days) {
    const b = valueOn(before, day);
    const a = valueOn(after, day);
    if (canonical(b ?? null) !== canonical(a ?? null)) return { day, before: b, after: a };
  }
  return null;
}

interface AffectedPerson {
  userId: string;
  entityIds: string[];
  changes: CompanyChange[];
}

/** A company's change in the reader's language: "CYP · Corporate income tax, from 1 January 2027: 15% → 16%". */
export function companyChangeLine(c: Pick<CompanyChange, "rule" | "effective" | "before" | "after">, locale: "en" | "tr") {
  const [before, after] = narrow(c.before, c.after);
  const from = formatRuleValue(before, c.rule.unit, locale, c.rule.currency);
  const to = formatRuleValue(after, c.rule.unit, locale, c.rule.currency);
  const date = formatRuleDate(c.effective, locale);
  return `${c.rule.jurisdiction} · ${c.rule.name[locale]}, ${locale === "tr" ? `${date} itibarıyla` : `from ${date}`}: ${from} → ${to}`;
}

const COMPANY_TITLE = { en: "A rule your tracked company depends on has changed", tr: "Takip ettiğiniz şirketin bağlı olduğu bir kural değişti" };
const COMPANY_TAIL = { en: "Open the company to check its filings and plans.", tr: "Dosyalamalarını ve planlarını gözden geçirmek için şirketi açın." };
const companyLink = (p: AffectedPerson) => (p.entityIds.length === 1 ? `/compliance/entities/${p.entityIds[0]}` : "/compliance");

/**
 * The owners of tracked companies in the changed rules' states, with the changes that reach them;
 * a change the person was already told through a report (any run) is left out.
 */
async function peopleWithCompaniesAffected(db: Database, changed: { rule: RuleParameter; fingerprint: string; before: Values }[], today: string): Promise<AffectedPerson[]> {
  const relevant = changed
    .filter((c) => COMPANY_KINDS.includes(c.rule.kind))
    .flatMap((c) => {
      const diff = firstDifference(c.before, c.rule.values, today);
      return diff ? [{ rule: c.rule, fingerprint: c.fingerprint, effective: diff.day, before: diff.before, after: diff.after }] : [];
    });
  if (relevant.length === 0) return [];
  const states = [...new Set(relevant.map((c) => c.rule.jurisdiction))];
  const entities = await db.select({ id: complianceEntities.id, userId: complianceEntities.userId, jurisdiction: complianceEntities.jurisdiction }).from(complianceEntities).where(inArray(complianceEntities.jurisdiction, states));
  if (entities.length === 0) return [];
  const userIds = [...new Set(entities.map((e) => e.userId))];
  const told = new Set<string>();
  for (const part of chunks(userIds, 50)) {
    const rows = await db
      .select({ userId: ruleChangeNotices.userId, paramId: ruleChangeNotices.paramId, fingerprint: ruleChangeNotices.fingerprint })
      .from(ruleChangeNotices)
      .where(and(inArray(ruleChangeNotices.userId, part), inArray(ruleChangeNotices.paramId, relevant.map((c) => c.rule.id))));
    for (const r of rows) told.add(`${r.userId}|${r.paramId}|${r.fingerprint}`);
  }
  const people = new Map<string, AffectedPerson>();
  for (const e of entities.sort((a, b) => a.id.localeCompare(b.id))) {
    for (const c of relevant) {
      if (c.rule.jurisdiction !== e.jurisdiction || told.has(`${e.userId}|${c.rule.id}|${c.fingerprint}`)) continue;
      const p = people.get(e.userId) ?? { userId: e.userId, entityIds: [], changes: [] };
      if (!p.entityIds.includes(e.id)) p.entityIds.push(e.id);
      if (!p.changes.some((x) => x.rule.id === c.rule.id)) p.changes.push(c);
      people.set(e.userId, p);
    }
  }
  return [...people.values()];
}

/**
 * One in-app notification (en + tr) and its notice rows, in one atomic D1 batch: the notification is
 * written only while `unnoticed` holds (the notice rows are absent), the rows after it, so a second
 * or concurrent run finds them and writes nothing. True when this call notified.
 */
async function notifyOnce(
  db: Database,
  userId: string,
  message: { title: Record<"en" | "tr", string>; describe: (locale: "en" | "tr") => string; link: string },
  unnoticed: SQL,
  notices: Parameters<typeof d1Batch>[1],
  now: Date
): Promise<boolean> {
  const at = now.getTime();
  const [inbox] = await d1Batch(db, [
    sql`
      INSERT INTO inbox_items (id, user_id, kind, title, description, title_tr, description_tr, icon, image, link, use_router, read, seen, time, created_at)
      SELECT ${crypto.randomUUID()}, ${userId}, 'notification', ${`<strong>${message.title.en}</strong>`}, ${message.describe("en")}, ${`<strong>${message.title.tr}</strong>`}, ${message.describe("tr")},
        'bell', NULL, ${message.link}, 1, 0, 0, ${at}, ${at}
      WHERE ${unnoticed}
        AND (SELECT count(*) FROM inbox_items WHERE user_id = ${userId} AND kind = 'notification') < ${INBOX_MAX_ITEMS}`,
    ...notices,
  ]);
  return inbox.meta.changes === 1;
}

/** Notice rows + one notification for the person's companies, guarded by the rows' absence. */
async function notifyPerson(db: Database, p: AffectedPerson, now: Date): Promise<boolean> {
  const pairs = JSON.stringify(p.changes.map((c) => [c.rule.id, c.fingerprint]));
  const describe = (locale: "en" | "tr") => `${p.changes.map((c) => escapeHtml(companyChangeLine(c, locale))).join("<br>")}<br>${COMPANY_TAIL[locale]}`;
  const unnoticed = sql`NOT EXISTS (
    SELECT 1 FROM rule_change_entity_notices AS n, json_each(${pairs}) AS q
    WHERE n.user_id = ${p.userId} AND n.param_id = json_extract(q.value, '$[0]') AND n.fingerprint = json_extract(q.value, '$[1]'))`;
  return notifyOnce(db, p.userId, { title: COMPANY_TITLE, describe, link: companyLink(p) }, unnoticed, [
    ...chunks(p.changes, 10).map((part) =>
      db
        .insert(ruleChangeEntityNotices)
        .values(
          part.map((c) => ({
            userId: p.userId,
            paramId: c.rule.id,
            fingerprint: c.fingerprint,
            entityId: p.entityIds[0],
            effective: c.effective,
            before: (c.before ?? null) as never,
            after: (c.after ?? null) as never,
            createdAt: now,
          }))
        )
        .onConflictDoNothing()
    ),
  ], now);
}

/** One line per changed rule, in the reader's language: "Cyprus (CYP) · Corporate income tax, tax year 2026: 12.5% → 15%". */
export function changeLine(c: { rule: Pick<RuleParameter, "name" | "unit" | "currency" | "jurisdiction">; before: unknown; after: unknown }, taxYear: number, locale: "en" | "tr") {
  const [before, after] = narrow(c.before, c.after);
  const from = formatRuleValue(before, c.rule.unit, locale, c.rule.currency);
  const to = formatRuleValue(after, c.rule.unit, locale, c.rule.currency);
  const year = locale === "tr" ? `${taxYear} vergi yılı` : `tax year ${taxYear}`;
  return `${c.rule.jurisdiction} · ${c.rule.name[locale]}, ${year}: ${from} → ${to}`;
}

const TITLE = { en: "A rule your tax report uses has changed", tr: "Vergi raporunuzun kullandığı bir kural değişti" };
const TAIL = { en: "Open the report to recompute it free of charge.", tr: "Raporu açıp ücretsiz yeniden hesaplayabilirsiniz." };

/** Notice rows + the notification of one report, guarded by the rows' absence. True when this run notified. */
async function notifyReport(db: Database, a: Affected, now: Date): Promise<boolean> {
  const pairs = JSON.stringify(a.changes.map((c) => [c.rule.id, c.fingerprint]));
  const describe = (locale: "en" | "tr") => `${a.changes.map((c) => escapeHtml(changeLine(c, a.taxYear, locale))).join("<br>")}<br>${TAIL[locale]}`;
  const unnoticed = sql`NOT EXISTS (
    SELECT 1 FROM rule_change_notices AS n, json_each(${pairs}) AS p
    WHERE n.report_id = ${a.reportId} AND n.param_id = json_extract(p.value, '$[0]') AND n.fingerprint = json_extract(p.value, '$[1]'))`;
  return notifyOnce(db, a.userId, { title: TITLE, describe, link: `/tax/reports/${a.reportId}` }, unnoticed, [
    ...chunks(a.changes, 10).map((part) =>
      db
        .insert(ruleChangeNotices)
        .values(
          part.map((c) => ({
            reportId: a.reportId,
            paramId: c.rule.id,
            fingerprint: c.fingerprint,
            userId: a.userId,
            taxYear: a.taxYear,
            before: (c.before ?? null) as never,
            after: (c.after ?? null) as never,
            createdAt: now,
          }))
        )
        .onConflictDoNothing()
    ),
  ], now);
}

/**
 * The mail of one person for this run: the changed rules of their reports and of their tracked
 * companies, linking to the report or the company when there is one, else to the list.
 */
function mailFor(db: Database, userId: string, reports: Affected[], companies: AffectedPerson | undefined, locale: "en" | "tr", now: Date) {
  const lines = [...reports.flatMap((a) => a.changes.map((c) => changeLine(c, a.taxYear, locale))), ...(companies?.changes.map((c) => companyChangeLine(c, locale)) ?? [])];
  const unique = [...new Set(lines)];
  const first = reports[0]?.changes[0];
  const effective = first ? (first.rule.values.find((v) => canonical(v.value) === canonical(first.after))?.from ?? null) : (companies?.changes[0]?.effective ?? null);
  const link = reports.length === 0 && companies ? companyLink(companies) : reports.length === 1 && !companies ? `/tax/reports/${reports[0].reportId}` : "/tax";
  return mailStatement(
    db,
    {
      template: "rule-change",
      to: null,
      userId,
      locale,
      props: {
        title: reports.length ? TITLE[locale] : COMPANY_TITLE[locale],
        summary: `${unique.join("; ")}. ${reports.length ? TAIL[locale] : COMPANY_TAIL[locale]}`,
        effective,
        link,
      },
    },
    now
  );
}

/** The job. `rules` is the registry (a test passes a changed one). */
export async function runRuleChanges(db: Database, now = new Date(), rules: readonly RuleParameter[] = allRules()): Promise<RuleChangeRun> {
  const current = await Promise.all(rules.map(async (r) => ({ rule: r, fingerprint: await fingerprintOf(r.values) })));
  const stored = new Map((await db.select().from(ruleFingerprints)).map((row) => [row.paramId, row]));
  const run: RuleChangeRun = { seeded: stored.size === 0, parameters: current.length, changed: [], notified: 0, notifiedCompanies: 0, mails: [] };
  if (run.seeded) {
    await storeFingerprints(
      db,
      current.map((c) => ({ paramId: c.rule.id, fingerprint: c.fingerprint, values: c.rule.values })),
      now
    );
    return run;
  }
  const changed = current.filter((c) => stored.has(c.rule.id) && stored.get(c.rule.id)!.fingerprint !== c.fingerprint);
  const added = current.filter((c) => !stored.has(c.rule.id));
  run.changed = changed.map((c) => c.rule.id);

  if (changed.length) {
    const byId = new Map(changed.map((c) => [c.rule.id, { ...c, before: stored.get(c.rule.id)!.values }]));
    const affected = new Map<string, Affected>();
    for (const row of await reportsUsing(db, [...byId.keys()])) {
      const c = byId.get(row.ruleId)!;
      const taxYear = row.taxYear ?? new Date(row.createdAt).getUTCFullYear();
      const day = yearStart(c.rule, taxYear);
      const before = valueOn(c.before, day);
      const after = valueOn(c.rule.values, day);
      // A new value for a later year (or a fix that leaves this year's value alone) does not touch the report.
      if (canonical(before ?? null) === canonical(after ?? null)) continue;
      const entry = affected.get(row.id) ?? { reportId: row.id, userId: row.userId, taxYear, changes: [] };
      entry.changes.push({ rule: c.rule, fingerprint: c.fingerprint, before, after });
      affected.set(row.id, entry);
    }
    const won: Affected[] = [];
    for (const a of affected.values()) if (await notifyReport(db, a, now)) won.push(a);
    run.notified = won.length;

    // Tracked companies: after the reports, so a change already told through a report is not told again.
    const companies = new Map<string, AffectedPerson>();
    for (const p of await peopleWithCompaniesAffected(db, [...byId.values()], now.toISOString().slice(0, 10))) if (await notifyPerson(db, p, now)) companies.set(p.userId, p);
    run.notifiedCompanies = companies.size;

    const byUser = new Map<string, Affected[]>();
    for (const a of won) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
    for (const userId of companies.keys()) if (!byUser.has(userId)) byUser.set(userId, []);
    const preferences = await mailPreferencesOf(db, [...byUser.keys()]);
    for (const [userId, reports] of byUser) {
      const prefs = preferences.get(userId);
      if (prefs && !prefs.email.ruleChanges) continue;
      const [row] = await mailFor(db, userId, reports, companies.get(userId), prefs?.locale ?? "en", now).returning({ id: sql<string>`id` });
      run.mails.push(row.id);
    }
  }
  // Last: a run that failed above is retried by the next one (the notices keep it from notifying twice).
  await storeFingerprints(
    db,
    [...changed, ...added].map((c) => ({ paramId: c.rule.id, fingerprint: c.fingerprint, values: c.rule.values })),
    now
  );
  return run;
}

/** What the Cron Trigger calls (worker/index.ts): the run, its mail handed to the Queue, one log line. */
export async function scheduledRuleChanges(env: Env, now: Date): Promise<RuleChangeRun> {
  const db = createDb(env.DB);
  const run = await runRuleChanges(db, now);
  const dispatched = run.mails.length ? await dispatchQueuedMail(db, env.MAIL_QUEUE, mailSite(env), run.mails, now) : [];
  console.log(
    JSON.stringify({
      event: "rule-changes",
      seeded: run.seeded,
      parameters: run.parameters,
      changed: run.changed.length,
      notified: run.notified,
      notifiedCompanies: run.notifiedCompanies,
      mails: run.mails.length,
      dispatched: dispatched.length,
    })
  );
  return run;
}

/** A report's unresolved rule changes (newest first), formatted for its page; empty when none. */
export async function pendingRuleChanges(db: Database, userId: string, reportId: string, locale: "en" | "tr"): Promise<string[]> {
  const rows = await db
    .select()
    .from(ruleChangeNotices)
    .where(and(eq(ruleChangeNotices.reportId, reportId), eq(ruleChangeNotices.userId, userId), isNull(ruleChangeNotices.resolvedAt)));
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.paramId.localeCompare(b.paramId))
    .map((n) => {
      const rule = ruleById(n.paramId);
      const shown = rule ?? { name: { en: n.paramId, tr: n.paramId }, unit: "regime" as const, currency: null, jurisdiction: "" };
      return changeLine({ rule: shown, before: n.before, after: n.after }, n.taxYear, locale);
    });
}

/** After a recompute: the report's rule changes are applied. */
export async function resolveRuleChanges(db: Database, userId: string, reportIds: string[], now = new Date()): Promise<void> {
  if (reportIds.length === 0) return;
  await db
    .update(ruleChangeNotices)
    .set({ resolvedAt: now })
    .where(and(inArray(ruleChangeNotices.reportId, reportIds), eq(ruleChangeNotices.userId, userId), isNull(ruleChangeNotices.resolvedAt)));
}
