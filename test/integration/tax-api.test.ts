import { beforeAll, describe, expect, it } from "vitest";
import { checkCase, loadCases, SHARED_CASE_IDS } from "#worker/domain/tax/case-matchers";
import { api, env, errorOf, expectAllRefuseAnonymous, signInAs, signUpFresh } from "#test/helpers";

type Option = { jurisdiction: string; structure: string; headlineRate: number; effectiveRate: number; annualTax?: number; breakdown?: { label: string; amount: number; source: { url: string } }[] };
type Report = { id: string; createdAt: string; status: string; full: boolean; optionCount: number; inputs: Record<string, unknown>; baseline: Option; options: Option[]; assumptions: { code: string }[]; sources: { publisher: string; url: string; asOf: number }[]; disclaimer: string };

const T = "/api/tax/reports";
const input = { residence: "DEU", activity: "software", revenue: 400_000, profit: 150_000, employees: 2, distribute: true, relocate: false, groupRevenueEur: 0 };
let user: { token: string; id: string };
let other: string;

beforeAll(async () => {
  const u = await signInAs("user");
  user = { token: u.token, id: u.user.id };
  other = (await signUpFresh("Other Person")).token;
});

const create = async (token: string, body: unknown = input) => {
  const res = await api(T, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<Report>();
};

describe("who may call", () => {
  it("anonymous and guest sessions → 401 on every endpoint", async () => {
    await expectAllRefuseAnonymous(T, [
      ["POST", "", input],
      ["GET", ""],
      ["GET", `/${crypto.randomUUID()}`],
      ["POST", `/${crypto.randomUUID()}/recompute`],
    ]);
  });

  it("another person's report is 404, and so is a malformed id", async () => {
    const mine = await create(user.token);
    const res = await api(`${T}/${mine.id}`, { token: other });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("NOT_FOUND");
    expect((await api(`${T}/not-a-uuid`, { token: user.token })).status).toBe(404);
    const recompute = await api(`${T}/${mine.id}/recompute`, { token: other, method: "POST" });
    expect(recompute.status).toBe(404);
    expect((await errorOf(recompute)).code).toBe("NOT_FOUND");
    const list = await (await api(T, { token: other })).json<{ reports: { id: string }[] }>();
    expect(list.reports.map((r) => r.id)).not.toContain(mine.id);
  });
});

describe("POST /api/tax/reports", () => {
  it("stores a preview and answers 201 with the wire shape, top 3 options only", async () => {
    const res = await api(T, { token: user.token, body: { ...input, residence: "deu" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await res.json<Report>();
    expect(body).toMatchObject({ status: "preview", full: false, inputs: { ...input, residence: "DEU" } });
    expect(body.disclaimer).toMatch(/not legal or tax advice/);
    expect(body.options).toHaveLength(3);
    expect(body.optionCount).toBe(9);
    for (const o of body.options) expect(Object.keys(o).sort()).toEqual(["effectiveRate", "headlineRate", "jurisdiction", "structure"]);
    // Engine v2, all in: KSt 22,500 + SolZ 1,238 + trade tax 21,000 (400 % multiplier) = 44,738; dividend 105,262 less
    // the EUR 1,000 allowance × 25 % = 26,045 + SolZ 1,432 = 27,477; 72,215 / 150,000 = 48.14 %.
    expect(body.baseline).toEqual({ jurisdiction: "DEU", structure: "private-limited-company", headlineRate: 30.06, effectiveRate: 48.14 });
    expect(body).toMatchObject({ engineVersion: "2026.3", stale: false, inputs: { taxYear: 2026, owner: "individual", citizenship: "DEU", managedFrom: "home", customers: "mixed" } });
    expect(body.sources.some((s) => s.url.startsWith("https://www.gesetze-im-internet.de/"))).toBe(true);

    const row = await env.DB.prepare("SELECT user_id, status, engine_version, inputs, result, payment_id FROM tax_reports WHERE id = ?")
      .bind(body.id)
      .first<{ user_id: string; status: string; engine_version: string; inputs: string; result: string; payment_id: string | null }>();
    expect(row).toMatchObject({ user_id: user.id, status: "preview", engine_version: "2026.3", payment_id: null });
    expect(JSON.parse(row!.inputs).residence).toBe("DEU");
    const stored = JSON.parse(row!.result) as { options: Option[] };
    expect(stored.options).toHaveLength(9);
    expect(stored.options.slice(0, 3).map((o) => o.jurisdiction)).toEqual(body.options.map((o) => o.jurisdiction));
  });

  it("400 with field errors for bad input", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...input, residence: "XYZ" }, "residence", "Choose a jurisdiction from the list."],
      [{ ...input, profit: 500_000 }, "profit", "Profit cannot be more than revenue."],
      [{ ...input, revenue: -5 }, "revenue", "Cannot be negative."],
      [{ ...input, employees: -1 }, "employees", "Cannot be negative."],
      [{ ...input, candidates: ["IRL", "CYP", "ARE", "EST", "GEO", "BGR", "SGP", "HKG", "MLT"] }, "candidates", "Choose at most 8 jurisdictions."],
      [{ ...input, candidates: ["IRL", "QQQ"] }, "candidates.1", "Choose a jurisdiction from the list."],
      [{ ...input, activity: "farming" }, "activity", "Choose an activity."],
      [{ ...input, distribute: "yes" }, "distribute", "Choose one of the options."],
      [{ ...input, taxYear: 2024 }, "taxYear", "Choose 2025 or 2026."],
      [{ ...input, owner: "trust" }, "owner", "Choose who owns the company."],
      [{ ...input, managedFrom: "moon" }, "managedFrom", "Choose where the company is managed from."],
      [{ ...input, customers: "everywhere" }, "customers", "Choose where the customers are."],
      [{ ...input, candidates: ["USA:sole-trader"] }, "candidates.0", "Choose a jurisdiction from the list."],
      [{ ...input, relocateTo: "DEU" }, "relocateTo", "The country you move to must differ from where you live."],
      [{ ...input, holdings: [{ value: 1000, costBasis: -1 }] }, "holdings.0.costBasis", "Cannot be negative."],
    ];
    for (const [body, field, message] of cases) {
      const res = await api(T, { token: user.token, body });
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fieldErrors?.[field], field).toEqual([message]);
    }
    expect((await api(T, { token: user.token, body: "{not json" })).status).toBe(400);
    expect((await api(T, { token: user.token, body: "x", headers: { "Content-Type": "text/plain" } })).status).toBe(415);
  });

  it("uses the named candidates, ranked by steady-state total", async () => {
    const vip = await signUpFresh("VIP Person");
    const id = await userIdOf(vip.email);
    await grantVip(id);
    const body = await create(vip.token, { ...input, candidates: ["IRL", "EST", "CYM"] });
    expect(body.full).toBe(true);
    expect(body.options.map((o) => o.jurisdiction).sort()).toEqual(["CYM", "DEU", "EST", "IRL"]);
  });
});

describe("POST /api/tax/reports — moving (issue 32)", () => {
  it("takes relocateTo and holdings: each option carries the exit tax, its instalments and the destination's regime", async () => {
    const vip = await signUpFresh("Mover");
    await grantVip(await userIdOf(vip.email));
    const body = await create(vip.token, { ...input, revenue: 1_200_000, profit: 500_000, relocateTo: "ARE", candidates: ["ARE"], holdings: [{ value: 2_164_800, costBasis: 27_060 }], taxYear: 2025 });
    expect(body.inputs).toMatchObject({ relocate: true, relocateTo: "ARE", holdings: [{ value: 2_164_800, costBasis: 27_060 }] });
    const are = body.options.find((o) => o.jurisdiction === "ARE") as unknown as { taxes: { exit: number }; exitTax: { deferral: { kind: string; instalments: number } }; personalRegime: { country: string }; firstYearTotal: number; steadyStateTotal: number };
    expect(are.taxes.exit).toBeGreaterThan(580_000);
    expect(are.exitTax.deferral).toMatchObject({ kind: "instalments", instalments: 7 });
    expect(are.personalRegime.country).toBe("ARE");
    expect(are.firstYearTotal - are.steadyStateTotal).toBeGreaterThanOrEqual(are.taxes.exit);
  });
});

async function userIdOf(email: string) {
  return (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())?.id ?? "";
}

async function grantVip(userId: string, start = Date.now() - 1000, end = Date.now() + 365 * 86_400_000, status = "active") {
  await env.DB.prepare("INSERT INTO memberships (id, user_id, plan, status, starts_at, ends_at, created_at) VALUES (?, ?, 'vip', ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), userId, status, start, end, Date.now())
    .run();
}

describe("GET /api/tax/reports/:id — preview vs full", () => {
  it("a preview hides breakdowns; status paid unlocks the full report", async () => {
    const mine = await create(user.token);
    const preview = await (await api(`${T}/${mine.id}`, { token: user.token })).json<Report>();
    expect(preview.full).toBe(false);
    expect(preview.options).toHaveLength(3);
    expect(JSON.stringify(preview)).not.toContain("breakdown");

    await env.DB.prepare("UPDATE tax_reports SET status = 'paid', paid_at = ? WHERE id = ?").bind(Date.now(), mine.id).run();
    const res = await api(`${T}/${mine.id}`, { token: user.token });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const full = await res.json<Report>();
    expect(full).toMatchObject({ status: "paid", full: true, optionCount: 9 });
    expect(full.options).toHaveLength(9);
    expect(full.options.every((o) => (o.breakdown?.length ?? 0) > 0 && o.breakdown!.every((l) => l.source.url.startsWith("https://")))).toBe(true);
    expect(full.options.some((o) => o.jurisdiction === "DEU")).toBe(true);
  });

  it("an active VIP membership unlocks every report; an expired or refunded one does not", async () => {
    const person = await signUpFresh("Member");
    const id = await userIdOf(person.email);
    expect(id).not.toBe("");
    const report = await create(person.token);
    await grantVip(id, Date.now() - 2 * 365 * 86_400_000, Date.now() - 1000);
    await grantVip(id, Date.now() - 1000, Date.now() + 86_400_000, "refunded");
    expect((await (await api(`${T}/${report.id}`, { token: person.token })).json<Report>()).full).toBe(false);
    await grantVip(id);
    const full = await (await api(`${T}/${report.id}`, { token: person.token })).json<Report>();
    expect(full).toMatchObject({ status: "preview", full: true });
    expect(full.options.length).toBe(full.optionCount);
  });
});

describe("daily limit", () => {
  it("is enforced inside the INSERT: concurrent requests at the edge save exactly up to 50 in 24 hours", async () => {
    const person = await signUpFresh("Busy Person");
    const id = await userIdOf(person.email);
    const real = await create(person.token);
    // Copies of that real report: 47 more in the last day (48 in all), 5 older ones that no longer count.
    const clone = (createdAt: number) =>
      env.DB.prepare(
        "INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) SELECT ?, user_id, status, inputs, result, engine_version, ? FROM tax_reports WHERE id = ?",
      ).bind(crypto.randomUUID(), createdAt, real.id);
    await env.DB.batch([...Array.from({ length: 47 }, () => clone(Date.now() - 1000)), ...Array.from({ length: 5 }, () => clone(Date.now() - 2 * 86_400_000))]);
    const results = await Promise.all(Array.from({ length: 5 }, () => api(T, { token: person.token, body: input })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const refused = results.find((r) => r.status === 429)!;
    expect((await errorOf(refused)).code).toBe("TOO_MANY_REQUESTS");
    expect(refused.headers.get("Retry-After")).toBe("3600");
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM tax_reports WHERE user_id = ? AND created_at > ?").bind(id, Date.now() - 86_400_000).first<{ n: number }>())!;
    expect(n).toBe(50);
  });
});

describe("GET /api/tax/reports", () => {
  it("lists only the person's reports, newest first", async () => {
    const person = await signUpFresh("Lister");
    const a = await create(person.token, { ...input, residence: "FRA" });
    const b = await create(person.token, { ...input, residence: "TUR", activity: "holding" });
    const res = await api(T, { token: person.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { reports } = await res.json<{ reports: { id: string; residence: string; activity: string; status: string; top: { jurisdiction: string } }[] }>();
    expect(reports.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(reports[0]).toMatchObject({ residence: "TUR", activity: "holding", status: "preview" });
    expect(reports[0].top.jurisdiction).toBe(b.options[0].jurisdiction);
  });
});

describe("engine versions: stale reports and the free recomputation", () => {
  it("a report stored by engine v1 says stale; POST …/recompute recomputes it with the current engine, keeping id, status and payment", async () => {
    const person = await signUpFresh("Old Report");
    const mine = await create(person.token);
    // What engine v1 stored: its version, its inputs (no taxYear), a result without the v2 fields.
    const v1Inputs = { ...input };
    const v1Result = { engineVersion: "2025.1", inputs: v1Inputs, baseline: { jurisdiction: "DEU", structure: "private-limited-company", headlineRate: 30.06, effectiveRate: 30.06, annualTax: 45_088 }, options: [], assumptions: [], sources: [], disclaimer: "v1" };
    await env.DB.prepare("UPDATE tax_reports SET engine_version = '2025.1', inputs = ?, result = ?, status = 'paid', paid_at = ? WHERE id = ?")
      .bind(JSON.stringify(v1Inputs), JSON.stringify(v1Result), Date.now(), mine.id)
      .run();

    const old = await (await api(`${T}/${mine.id}`, { token: person.token })).json<Report & { stale: boolean; engineVersion: string }>();
    expect(old).toMatchObject({ engineVersion: "2025.1", stale: true, status: "paid" });
    const listed = await (await api(T, { token: person.token })).json<{ reports: { id: string; stale: boolean; engineVersion: string }[] }>();
    expect(listed.reports.find((r) => r.id === mine.id)).toMatchObject({ engineVersion: "2025.1", stale: true });

    const res = await api(`${T}/${mine.id}/recompute`, { token: person.token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const fresh = await res.json<Report & { stale: boolean; engineVersion: string; baseline: { allInRate: number } }>();
    expect(fresh).toMatchObject({ id: mine.id, status: "paid", full: true, engineVersion: "2026.3", stale: false, inputs: { taxYear: 2026 } });
    expect(fresh.baseline.allInRate).toBe(48.14);
    const row = await env.DB.prepare("SELECT engine_version, status FROM tax_reports WHERE id = ?").bind(mine.id).first<{ engine_version: string; status: string }>();
    expect(row).toEqual({ engine_version: "2026.3", status: "paid" });
  });
});

// The ten adviser-written cases (../shared/tax-cases/cases.yaml, kept by the corpus under the same ids) through the API.
const corpus = loadCases(import.meta.glob("../../worker/domain/tax/cases/*.yaml", { query: "?raw", import: "default", eager: true }) as Record<string, string>);

describe("the ten shared cases through POST /api/tax/reports", () => {
  it("each case's expectations hold on the full report the API answers", async () => {
    const vip = await signUpFresh("Case Runner");
    await grantVip(await userIdOf(vip.email));
    const shared = corpus.filter((c) => SHARED_CASE_IDS.includes(c.id));
    expect(shared.map((c) => c.id).sort()).toEqual([...SHARED_CASE_IDS].sort());
    for (const c of shared) {
      const report = await create(vip.token, c.input);
      expect(report.full, c.id).toBe(true);
      expect(checkCase(c, report as never), c.id).toEqual([]);
    }
  });
});
