import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "#worker/index";
import { createDb } from "#db/client";
import { updateMailPreferences } from "#worker/domain/mail/preferences.server";
import { allRules, type RuleParameter } from "#worker/domain/rules/registry";
import { pendingRuleChanges, runRuleChanges } from "#worker/domain/rules/notify.server";
import { api, env, page, signUpFresh } from "#test/helpers";

/**
 * Issue 32 §3: a new value of a rule a saved report uses notifies its owner once (in the app, and by
 * e-mail unless they turned rule changes off); the first run only stores the fingerprints.
 */
const db = createDb(env.DB);
const input = { residence: "DEU", activity: "software", revenue: 400_000, profit: 150_000, employees: 2, distribute: true, relocate: false, groupRevenueEur: 0, taxYear: 2026 };

interface Person {
  token: string;
  id: string;
  report: string;
}

async function person(): Promise<Person> {
  const { token, email } = await signUpFresh();
  const { id } = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!;
  const res = await api("/api/tax/reports", { token, body: input });
  expect(res.status).toBe(201);
  return { token, id, report: (await res.json<{ id: string }>()).id };
}

const notifications = (userId: string) =>
  env.DB.prepare("SELECT title, title_tr, description, link FROM inbox_items WHERE user_id = ? AND kind = 'notification' ORDER BY created_at")
    .bind(userId)
    .all<{ title: string; title_tr: string; description: string; link: string }>()
    .then((r) => r.results);
const mails = (userId: string) =>
  env.DB.prepare("SELECT kind, subject FROM mail_outbox WHERE user_id = ? AND kind = 'rule-change'")
    .bind(userId)
    .all<{ kind: string; subject: string }>()
    .then((r) => r.results);

/** The registry with one parameter's values replaced. */
const withValues = (rules: readonly RuleParameter[], id: string, values: RuleParameter["values"]) => rules.map((r) => (r.id === id ? { ...r, values } : r));
const rate = (n: number) => ({ kind: "bands", bands: [{ upTo: null, rate: n }] });

let alice: Person;
let bob: Person;

beforeAll(async () => {
  alice = await person();
  bob = await person();
  await updateMailPreferences(db, bob.id, { email: { ruleChanges: false } });
});

describe("rule-change notifications", () => {
  it("the reports depend on the rules of their breakdown (cit:DEU for a German resident)", async () => {
    const row = await env.DB.prepare("SELECT result FROM tax_reports WHERE id = ?").bind(alice.report).first<{ result: string }>();
    const ids = (JSON.parse(row!.result) as { options: { breakdown: { ruleId: string }[] }[] }).options.flatMap((o) => o.breakdown.map((l) => l.ruleId));
    expect(ids).toContain("cit:DEU");
    expect(ids).toContain("dividend:DEU");
  });

  it("the first run stores every fingerprint and notifies nobody", async () => {
    await env.DB.prepare("DELETE FROM rule_fingerprints").run();
    const run = await runRuleChanges(db, new Date("2026-11-27T06:00:00Z"));
    expect(run).toMatchObject({ seeded: true, parameters: allRules().length, changed: [], notified: 0, mails: [] });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM rule_fingerprints").first<{ n: number }>())!.n).toBe(allRules().length);
    expect(await notifications(alice.id)).toEqual([]);
    // nothing changed since: nothing to do
    expect(await runRuleChanges(db, new Date("2026-11-27T06:01:00Z"))).toMatchObject({ seeded: false, changed: [], notified: 0 });
  });

  it("a new value for the report's tax year notifies each owner once, with a link to the report; a value for a later year does not", async () => {
    const cit = allRules().find((r) => r.id === "cit:DEU")!;
    const dividend = allRules().find((r) => r.id === "dividend:DEU")!;
    let changed = withValues(allRules(), "cit:DEU", [...cit.values.filter((v) => v.from < "2026-01-01"), { from: "2026-01-01", value: rate(14) }]);
    changed = withValues(changed, "dividend:DEU", [...dividend.values, { from: "2027-01-01", value: dividend.values.at(-1)!.value === null ? 1 : null }]);
    const run = await runRuleChanges(db, new Date("2026-11-28T06:00:00Z"), changed);
    expect(run.changed.sort()).toEqual(["cit:DEU", "dividend:DEU"]);

    const [note] = await notifications(alice.id);
    expect(note.link).toBe(`/tax/reports/${alice.report}`);
    expect(note.title).toContain("A rule your tax report uses has changed");
    expect(note.title_tr).toContain("Vergi raporunuzun kullandığı bir kural değişti");
    expect(note.description).toContain("DEU · Corporate income tax, tax year 2026: 15% → 14%");
    expect(note.description).not.toContain("Personal tax on dividends");
    expect(await mails(alice.id)).toEqual([{ kind: "rule-change", subject: "Rule change: A rule your tax report uses has changed" }]);
    // Bob switched rule-change mail off: notified in the app, no e-mail.
    expect(await notifications(bob.id)).toHaveLength(1);
    expect(await mails(bob.id)).toEqual([]);

    // The same data again, twice at once: nobody is notified again.
    const again = await Promise.all([runRuleChanges(db, new Date("2026-11-29T06:00:00Z"), changed), runRuleChanges(db, new Date("2026-11-29T06:00:00Z"), changed)]);
    expect(again.map((r) => r.notified)).toEqual([0, 0]);
    expect(await notifications(alice.id)).toHaveLength(1);
    expect(await mails(alice.id)).toHaveLength(1);
  });

  it("two runs at once over a new change notify once", async () => {
    const cit = allRules().find((r) => r.id === "cit:DEU")!;
    const changed = withValues(allRules(), "cit:DEU", [...cit.values.filter((v) => v.from < "2026-01-01"), { from: "2026-01-01", value: rate(13) }]);
    await Promise.all([runRuleChanges(db, new Date("2026-11-30T06:00:00Z"), changed), runRuleChanges(db, new Date("2026-11-30T06:00:00Z"), changed)]);
    const notes = await notifications(alice.id);
    expect(notes).toHaveLength(2);
    expect(notes[1].description).toContain("14% → 13%");
    expect(await mails(alice.id)).toHaveLength(2);
  });

  it("the report page offers the free recompute while a change is unresolved; recomputing resolves it", async () => {
    expect(await pendingRuleChanges(db, alice.id, alice.report, "en")).toHaveLength(2);
    const html = await (await page(`/tax/reports/${alice.report}`, { token: alice.token })).text();
    expect(html).toContain('data-testid="rule-change"');
    expect(html).toContain("tax year 2026: 14% → 13%");
    // someone else's report shows nothing of it
    expect(await pendingRuleChanges(db, bob.id, alice.report, "en")).toEqual([]);
    const res = await api(`/api/tax/reports/${alice.report}/recompute`, { token: alice.token, method: "POST" });
    expect(res.status).toBe(200);
    expect(await pendingRuleChanges(db, alice.id, alice.report, "en")).toEqual([]);
    expect(await (await page(`/tax/reports/${alice.report}`, { token: alice.token })).text()).not.toContain('data-testid="rule-change"');
    // Bob recomputes through the page's form
    const form = await page(`/tax/reports/${bob.report}`, { token: bob.token, form: { intent: "recompute" } });
    expect(form.status).toBe(302);
    expect(await pendingRuleChanges(db, bob.id, bob.report, "en")).toEqual([]);
  });

  it("the daily Cron Trigger runs the job (back to the real rules: a change again, notified once)", async () => {
    const before = (await notifications(alice.id)).length;
    const controller = createScheduledController({ scheduledTime: new Date("2026-12-01T06:00:00Z"), cron: "0 6 * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    const stored = await env.DB.prepare("SELECT \"values\" AS v FROM rule_fingerprints WHERE param_id = 'cit:DEU'").first<{ v: string }>();
    expect(JSON.parse(stored!.v)).toEqual(allRules().find((r) => r.id === "cit:DEU")!.values);
    expect(await notifications(alice.id)).toHaveLength(before + 1);
  });
});
