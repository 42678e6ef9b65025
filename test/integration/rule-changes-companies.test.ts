import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { updateMailPreferences } from "#worker/domain/mail/preferences.server";
import { allRules, type RuleParameter } from "#worker/domain/rules/registry";
import { firstDifference, runRuleChanges } from "#worker/domain/rules/notify.server";
import { api, env, signUpFresh } from "#test/helpers";

/**
 * Issue 32 §3: a new value of a rule a person's tracked company depends on (the company rules of its
 * state) notifies that person once per change — in the app with a link to the company, and by mail
 * unless they turned rule changes off — and not again when a report already told them.
 */
const db = createDb(env.DB);

async function person(entities: string[], report?: Record<string, unknown>) {
  const { token, email } = await signUpFresh();
  const { id } = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!;
  const entityIds: string[] = [];
  for (const [i, jurisdiction] of entities.entries()) {
    const res = await api("/api/compliance/entities", { token, body: { name: `Company ${i + 1} Ltd`, jurisdiction, structure: "holding-company", incorporationDate: "2020-03-15", fiscalYearEnd: "12-31" } });
    expect(res.status).toBe(201);
    entityIds.push((await res.json<{ id: string }>()).id);
  }
  if (report) expect((await api("/api/tax/reports", { token, body: report })).status).toBe(201);
  return { id, entityIds };
}

const notifications = (userId: string) =>
  env.DB.prepare("SELECT title, title_tr, description, description_tr, link FROM inbox_items WHERE user_id = ? AND kind = 'notification' ORDER BY created_at")
    .bind(userId)
    .all<{ title: string; title_tr: string; description: string; description_tr: string; link: string }>()
    .then((r) => r.results);
const mails = (userId: string) =>
  env.DB.prepare("SELECT subject FROM mail_outbox WHERE user_id = ? AND kind = 'rule-change' ORDER BY created_at")
    .bind(userId)
    .all<{ subject: string }>()
    .then((r) => r.results.map((m) => m.subject));

const withValues = (rules: readonly RuleParameter[], id: string, values: RuleParameter["values"]) => rules.map((r) => (r.id === id ? { ...r, values } : r));
const rate = (n: number) => ({ kind: "bands", bands: [{ upTo: null, rate: n }] });
const cit = allRules().find((r) => r.id === "cit:CYP")!;

let carol: Awaited<ReturnType<typeof person>>; // two Cypriot companies
let dave: Awaited<ReturnType<typeof person>>; // one Cypriot company, rule-change mail off
let erin: Awaited<ReturnType<typeof person>>; // a German company only
let frank: Awaited<ReturnType<typeof person>>; // a Cypriot company and a report of a Cypriot resident

beforeAll(async () => {
  carol = await person(["CYP", "CYP"]);
  dave = await person(["CYP"]);
  erin = await person(["DEU"]);
  frank = await person(["CYP"], { residence: "CYP", activity: "holding", revenue: 400_000, profit: 150_000, employees: 1, distribute: true, relocate: false, groupRevenueEur: 0, taxYear: 2026 });
  await updateMailPreferences(db, dave.id, { email: { ruleChanges: false } });
  // a clean start: the first run only stores the fingerprints
  await env.DB.prepare("DELETE FROM rule_fingerprints").run();
  expect(await runRuleChanges(db, new Date("2026-12-02T06:00:00Z"))).toMatchObject({ seeded: true, notifiedCompanies: 0 });
});

describe("rule changes reach tracked companies", () => {
  it("reads a change from the run's day on: a corrected past value is not news to a company, a value landing next year is", () => {
    const before = [
      { from: "2025-01-01", value: 1 },
      { from: "2026-01-01", value: 2 },
    ];
    expect(firstDifference(before, [{ from: "2025-01-01", value: 9 }, before[1]], "2026-12-02")).toBeNull();
    expect(firstDifference(before, [...before, { from: "2027-01-01", value: 3 }], "2026-12-02")).toEqual({ day: "2027-01-01", before: 2, after: 3 });
    expect(firstDifference(before, [before[0], { from: "2026-01-01", value: 5 }], "2026-12-02")).toEqual({ day: "2026-12-02", before: 2, after: 5 });
  });

  it("a new value of cit:CYP from next year tells each owner of a Cypriot company once — one notification for two companies — with a link, and mails those who want it", async () => {
    const changed = withValues(allRules(), "cit:CYP", [...cit.values, { from: "2027-01-01", value: rate(16) }]);
    const run = await runRuleChanges(db, new Date("2026-12-03T06:00:00Z"), changed);
    expect(run.changed).toEqual(["cit:CYP"]);
    expect(run.notifiedCompanies).toBeGreaterThanOrEqual(3);

    const [c] = await notifications(carol.id);
    expect(c.link).toBe("/compliance");
    expect(c.title).toContain("A rule your tracked company depends on has changed");
    expect(c.title_tr).toContain("Takip ettiğiniz şirketin bağlı olduğu bir kural değişti");
    expect(c.description).toContain("CYP · Corporate income tax, from 1 January 2027: 15% → 16%");
    expect(c.description_tr).toContain("CYP · Kurumlar vergisi, 1 Ocak 2027 itibarıyla: %15 → %16");
    expect(await notifications(carol.id)).toHaveLength(1);
    expect(await mails(carol.id)).toEqual(["Rule change: A rule your tracked company depends on has changed"]);

    const davesNotes = await notifications(dave.id);
    expect(davesNotes.map((n) => n.link)).toEqual([`/compliance/entities/${dave.entityIds[0]}`]);
    expect(await mails(dave.id)).toEqual([]); // rule-change mail switched off
    expect(await notifications(erin.id)).toEqual([]); // a German company does not depend on Cyprus's rules
    // frank's report is for 2026: a 2027 value does not touch it, so his company tells him
    expect((await notifications(frank.id)).map((n) => n.link)).toEqual([`/compliance/entities/${frank.entityIds[0]}`]);

    // The same data again, twice at once: nobody is told again.
    const again = await Promise.all([runRuleChanges(db, new Date("2026-12-04T06:00:00Z"), changed), runRuleChanges(db, new Date("2026-12-04T06:00:00Z"), changed)]);
    expect(again.map((r) => r.notifiedCompanies)).toEqual([0, 0]);
    expect(await notifications(carol.id)).toHaveLength(1);
    expect(await mails(carol.id)).toHaveLength(1);
  });

  it("a change already told through the person's report is not told again for their company; others hear of it through their companies", async () => {
    // cit:CYP for 2026 itself changes (15 → 14): frank's 2026 report uses it
    const changed = withValues(allRules(), "cit:CYP", [...cit.values.filter((v) => v.from < "2026-01-01"), { from: "2026-01-01", value: rate(14) }]);
    const [a, b] = await Promise.all([runRuleChanges(db, new Date("2026-12-05T06:00:00Z"), changed), runRuleChanges(db, new Date("2026-12-05T06:00:00Z"), changed)]);
    expect(a.notified + b.notified).toBeGreaterThanOrEqual(1);
    const franks = await notifications(frank.id);
    expect(franks).toHaveLength(2);
    expect(franks[1].title).toContain("A rule your tax report uses has changed");
    expect(await mails(frank.id)).toHaveLength(2);
    const carols = await notifications(carol.id);
    expect(carols).toHaveLength(2);
    expect(carols[1].description).toContain("CYP · Corporate income tax, from 5 December 2026: 15% → 14%");
  });
});
