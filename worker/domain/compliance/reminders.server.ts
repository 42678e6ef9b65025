import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { escapeHtml } from "#worker/domain/html.server";
import { addDays, DUE_SOON_DAYS, utcDay } from "./calendar";
import { d1Batch } from "./d1.server";
import { RULE_TITLES_TR } from "./rules";
import { rollWindows } from "./tracker.server";

/**
 * Reminders (issue 12): one notification when an open filing becomes due soon and one when it
 * becomes overdue. Each kind is an INSERT … SELECT of the not-yet-notified filings plus the UPDATE
 * that marks them, in one atomic batch: a second run (or a concurrent one) finds nothing to do.
 * Run daily by the Cron Trigger (worker/index.ts `scheduled`) and on demand by an admin endpoint.
 * The product writes them in English and Turkish (`title_tr`/`description_tr`, decision 099); the
 * entity's name is the owner's own text, the same in both.
 */

const esc = (column: string) => sql.raw(`replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`);
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The filing's Turkish title, HTML-escaped, as one CASE over the stored English title. Literals,
 * not bound parameters: the rule titles are the product's own constants, and D1 allows only 100
 * parameters per statement. NULL for a title not in the rules (the reminder stays English only).
 */
const titleTr = sql.raw(`CASE f.title ${[...RULE_TITLES_TR].map(([en, tr]) => `WHEN ${literal(en)} THEN ${literal(escapeHtml(tr))}`).join(" ")} ELSE NULL END`);

function reminderStatements(stage: "due_soon" | "overdue", today: string, at: number) {
  const soon = addDays(today, DUE_SOON_DAYS);
  const marker = stage === "due_soon" ? sql.raw("due_soon_notified_at") : sql.raw("overdue_notified_at");
  const window = stage === "due_soon" ? sql`f.due_date >= ${today} AND f.due_date <= ${soon}` : sql`f.due_date < ${today}`;
  const headline = stage === "due_soon" ? " due on " : " is overdue (was due ";
  const tail = stage === "due_soon" ? "" : ")";
  const headlineTr = stage === "due_soon" ? ": son tarih " : " gecikti (son tarihi ";
  const tailTr = stage === "due_soon" ? "" : " idi)";
  const icon = stage === "due_soon" ? "calendar" : "bell";
  const fee = (label: string, amount: string) => sql.raw(`CASE WHEN f.fee_amount IS NOT NULL THEN ' · ${label} ' || ${amount} || ' ' || f.fee_currency ELSE '' END`);
  const amount = "printf('%.2f', f.fee_amount / 100.0)";
  return [
    sql`
      INSERT INTO inbox_items (id, user_id, kind, title, description, title_tr, description_tr, icon, image, link, use_router, read, seen, time, created_at)
      SELECT lower(hex(randomblob(16))), f.user_id, 'notification',
        '<strong>' || ${esc("f.title")} || '</strong>' || ${headline} || f.due_date || ${tail},
        ${esc("e.name")} || ${fee("fee", amount)},
        '<strong>' || ${titleTr} || '</strong>' || ${headlineTr} || f.due_date || ${tailTr},
        CASE WHEN ${titleTr} IS NULL THEN NULL ELSE ${esc("e.name")} || ${fee("harç", `replace(${amount}, '.', ',')`)} END,
        ${icon}, NULL, '/compliance/' || f.kind, 1, 0, 0, ${at}, ${at}
      FROM compliance_filings AS f JOIN compliance_entities AS e ON e.id = f.entity_id
      WHERE f.filed_at IS NULL AND f.${marker} IS NULL AND ${window}`,
    sql`UPDATE compliance_filings AS f SET ${marker} = ${at} WHERE f.filed_at IS NULL AND f.${marker} IS NULL AND ${window}`,
  ];
}

export interface ReminderRun {
  entities: number;
  dueSoon: number;
  overdue: number;
}

export async function runComplianceReminders(db: Database, now = new Date()): Promise<ReminderRun> {
  const entities = await rollWindows(db, now);
  const today = utcDay(now);
  const at = now.getTime();
  const results = await d1Batch(db, [...reminderStatements("due_soon", today, at), ...reminderStatements("overdue", today, at)]);
  return { entities, dueSoon: results[0].meta.changes, overdue: results[2].meta.changes };
}
