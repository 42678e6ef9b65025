import { addDays, utcDay } from "#worker/domain/compliance/calendar";
import { rulesFor } from "#worker/domain/compliance/rules";
import { plannedFilings } from "#worker/domain/compliance/tracker.server";
import { insertManyOrIgnore, insertOrIgnore } from "./sql";

/**
 * The demo user's Cyprus holding (issue 12): the same company as the file manager's "Cyprus Holding
 * Ltd" folder, with its generated 12-month calendar and a past ownership change already filed with
 * the board minutes. Entity and document names are proper names (the same in en and tr); titles
 * come from the bilingual rules. Ids are derived from the occurrence, so re-seeding adds nothing.
 */
const DAY = 24 * 60 * 60 * 1000;

export function complianceSeed(now: number): string[] {
  const entity = {
    id: "ce_demo_cyhold",
    userId: "usr_demo_user",
    jurisdiction: "CYP",
    structure: "holding-company",
    incorporationDate: "2026-03-12",
    fiscalYearEnd: "12-31",
    nomineeDirector: true,
  };
  const today = utcDay(now);
  const planned = plannedFilings(entity, today).map((f) => ({
    id: `cf_demo_${f.occurrenceKey.replace(/[^A-Za-z0-9]+/g, "_")}`,
    user_id: entity.userId,
    entity_id: entity.id,
    rule_id: f.ruleId,
    occurrence_key: f.occurrenceKey,
    kind: f.kind,
    title: f.title,
    period: f.period,
    due_date: f.dueDate,
    fee_amount: f.feeAmount,
    fee_currency: f.feeCurrency,
    filed_at: null as string | null,
    document_ids: "[]",
    created_at: now,
  }));
  const change = rulesFor("CYP", "holding-company").find((r) => r.id === "CYP.bo-change")!;
  const changedOn = utcDay(now - 60 * DAY);
  planned.push({
    id: "cf_demo_bo_change",
    user_id: entity.userId,
    entity_id: entity.id,
    rule_id: change.id,
    occurrence_key: `${change.id}@event:demo`,
    kind: change.kind,
    title: change.title.en,
    period: changedOn,
    due_date: addDays(changedOn, 14),
    fee_amount: null,
    fee_currency: null,
    filed_at: addDays(changedOn, 9),
    document_ids: JSON.stringify(["fm_usr_minutes_q1"]),
    created_at: now,
  });
  return [
    insertOrIgnore("compliance_entities", {
      id: entity.id,
      user_id: entity.userId,
      name: "Cyprus Holding Ltd",
      jurisdiction: entity.jurisdiction,
      structure: entity.structure,
      incorporation_date: entity.incorporationDate,
      fiscal_year_end: entity.fiscalYearEnd,
      registered_agent: "Limassol Corporate Services Ltd",
      nominee_director: true,
      contract_id: null,
      created_at: now,
      updated_at: now,
    }),
    ...insertManyOrIgnore("compliance_filings", planned),
  ];
}
