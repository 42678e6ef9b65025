import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { createDb, type Database } from "../../../db/client";
import { ruleChangeNotices, ruleFingerprints } from "../../../db/schema";
import { d1Batch } from "../compliance/d1.server";
import { escapeHtml } from "../html.server";
import { INBOX_MAX_ITEMS } from "../inbox.server";
import { dispatchQueuedMail, mailSite, mailStatement } from "../mail/outbox.server";
import { mailPreferencesOf } from "../mail/preferences.server";
import { COUNTRIES } from "../tax/params";
import { narrow } from "./changes";
import { formatRuleValue } from "./format";
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

/** Notice rows + the notification, in one atomic batch guarded by the rows' absence. True when this run notified. */
async function notifyReport(db: Database, a: Affected, now: Date): Promise<boolean> {
  const at = now.getTime();
  const pairs = JSON.stringify(a.changes.map((c) => [c.rule.id, c.fingerprint]));
  const describe = (locale: "en" | "tr") => `${a.changes.map((c) => escapeHtml(changeLine(c, a.taxYear, locale))).join("<br>")}<br>${TAIL[locale]}`;
  const [inbox] = await d1Batch(db, [
    sql`
      INSERT INTO inbox_items (id, user_id, kind, title, description, title_tr, description_tr, icon, image, link, use_router, read, seen, time, created_at)
      SELECT ${crypto.randomUUID()}, ${a.userId}, 'notification', ${`<strong>${TITLE.en}</strong>`}, ${describe("en")}, ${`<strong>${TITLE.tr}</strong>`}, ${describe("tr")},
        'bell', NULL, ${`/tax/reports/${a.reportId}`}, 1, 0, 0, ${at}, ${at}
      WHERE NOT EXISTS (
          SELECT 1 FROM rule_change_notices AS n, json_each(${pairs}) AS p
          WHERE n.report_id = ${a.reportId} AND n.param_id = json_extract(p.value, '$[0]') AND n.fingerprint = json_extract(p.value, '$[1]'))
        AND (SELECT count(*) FROM inbox_items WHERE user_id = ${a.userId} AND kind = 'notification') < ${INBOX_MAX_ITEMS}`,
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
  ]);
  return inbox.meta.changes === 1;
}

/** The mail of one person for this run: the changed rules of their reports, linking to the report (or the list when several). */
function mailFor(db: Database, userId: string, reports: Affected[], locale: "en" | "tr", now: Date) {
  const lines = reports.flatMap((a) => a.changes.map((c) => changeLine(c, a.taxYear, locale)));
  const unique = [...new Set(lines)];
  const first = reports[0].changes[0];
  const effective = first.rule.values.find((v) => canonical(v.value) === canonical(first.after))?.from ?? null;
  return mailStatement(
    db,
    {
      template: "rule-change",
      to: null,
      userId,
      locale,
      props: {
        title: TITLE[locale],
        summary: `${unique.join("; ")}. ${TAIL[locale]}`,
        effective,
        link: reports.length === 1 ? `/tax/reports/${reports[0].reportId}` : "/tax",
      },
    },
    now
  );
}

/** The job. `rules` is the registry (a test passes a changed one). */
export async function runRuleChanges(db: Database, now = new Date(), rules: readonly RuleParameter[] = allRules()): Promise<RuleChangeRun> {
  const current = await Promise.all(rules.map(async (r) => ({ rule: r, fingerprint: await fingerprintOf(r.values) })));
  const stored = new Map((await db.select().from(ruleFingerprints)).map((row) => [row.paramId, row]));
  const run: RuleChangeRun = { seeded: stored.size === 0, parameters: current.length, changed: [], notified: 0, mails: [] };
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

    const byUser = new Map<string, Affected[]>();
    for (const a of won) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
    const preferences = await mailPreferencesOf(db, [...byUser.keys()]);
    for (const [userId, reports] of byUser) {
      const prefs = preferences.get(userId);
      if (prefs && !prefs.email.ruleChanges) continue;
      const [row] = await mailFor(db, userId, reports, prefs?.locale ?? "en", now).returning({ id: sql<string>`id` });
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
