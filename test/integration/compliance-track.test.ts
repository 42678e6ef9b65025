import { beforeAll, describe, expect, it } from "vitest";
import { addMonths, utcDay } from "#worker/domain/compliance/calendar";
import { api, env, errorOf, signUpFresh } from "#test/helpers";

type Entity = { id: string; name: string; jurisdiction: string; structure: string; incorporationDate: string; fiscalYearEnd: string; foreignOwned: boolean; fromReport: { reportId: string; option: string } | null };
type Filing = { entityId: string; kind: string; title: string; dueDate: string; fee: { amount: number; currency: string } | null; source: { url: string; retrieved?: string } | null; penalty: string | null };

const TRACK = "/api/compliance/entities/from-report";
// A German founder comparing a UAE free-zone company and a Delaware LLC (candidates keep the options known).
const INPUT = { residence: "DEU", activity: "software", revenue: 400_000, profit: 150_000, employees: 2, distribute: true, relocate: false, candidates: ["ARE:free-zone-company", "USA:llc"] };

let owner: string;
let reportId: string;
beforeAll(async () => {
  owner = (await signUpFresh("Track Owner")).token;
  const res = await api("/api/tax/reports", { token: owner, body: INPUT });
  expect(res.status, await res.clone().text()).toBe(201);
  reportId = (await res.json<{ id: string }>()).id;
});

describe("Track this: POST /api/compliance/entities/from-report", () => {
  it("creates the option's company, incorporated today, with its filings from the law: the UAE return 9 months after year end", async () => {
    const res = await api(TRACK, { token: owner, body: { reportId, optionJurisdiction: "ARE", fiscalYearEnd: "12-31" } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const entity = await res.json<Entity>();
    const today = utcDay();
    expect(entity).toMatchObject({ jurisdiction: "ARE", structure: "free-zone-company", incorporationDate: today, fiscalYearEnd: "12-31", foreignOwned: true, fromReport: { reportId, option: "ARE:free-zone-company" } });
    expect(entity.name).toContain("United Arab Emirates");
    const filings = await (await api(`/api/compliance/filings?entityId=${entity.id}`, { token: owner })).json<Filing[]>();
    const ret = filings.find((f) => f.title === "UAE corporate tax return (EmaraTax)");
    // The first year end after today, plus 9 months (a 31 Dec year end → 30 Sep).
    const yearEnd = `${today.slice(0, 4)}-12-31`;
    expect(ret).toMatchObject({ kind: "tax-return", dueDate: addMonths(yearEnd, 9) });
    expect(ret!.source?.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ret!.penalty).toContain("AED 500");
    expect(filings.some((f) => f.title.startsWith("Audited financial statements (qualifying free zone"))).toBe(true);
  });

  it("a double click is one company: concurrent requests → one 201, the rest 200 with the same entity", async () => {
    const body = { reportId, optionJurisdiction: "USA" };
    const results = await Promise.all([0, 1, 2].map(() => api(TRACK, { token: owner, body })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(results.map(async (r) => (await r.json<Entity>()).id)));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const n = await env.DB.prepare("SELECT count(*) AS n FROM compliance_entities WHERE source_report_id = ? AND source_option = 'USA:llc'").bind(reportId).first<{ n: number }>();
    expect(n!.n).toBe(1);
    // A German owner: the Delaware LLC is foreign-owned and brings Form 5472 (15 April), no duplicate filings.
    const filings = await (await api(`/api/compliance/filings?entityId=${id}`, { token: owner })).json<Filing[]>();
    const f5472 = filings.filter((f) => f.title.startsWith("Form 5472"));
    expect(f5472).toHaveLength(1);
    expect(f5472[0].dueDate.slice(5)).toBe("04-15");
    expect(f5472[0].penalty).toContain("$25,000");
  });

  it("an option in a jurisdiction no catalogue structure lists (France) can be tracked, with its filings from the law", async () => {
    const created = await api("/api/tax/reports", { token: owner, body: { ...INPUT, candidates: ["FRA"] } });
    expect(created.status, await created.clone().text()).toBe(201);
    const frReport = (await created.json<{ id: string }>()).id;
    const res = await api(TRACK, { token: owner, body: { reportId: frReport, optionJurisdiction: "FRA", fiscalYearEnd: "12-31" } });
    expect(res.status, await res.clone().text()).toBe(201);
    const entity = await res.json<Entity>();
    expect(entity).toMatchObject({ jurisdiction: "FRA", structure: "private-limited-company", fromReport: { reportId: frReport, option: "FRA:private-limited-company" } });
    const filings = await (await api(`/api/compliance/filings?entityId=${entity.id}`, { token: owner })).json<Filing[]>();
    // The liasse fiscale of a calendar year: the second working day after 1 May + 15 days online, always in May.
    const ret = filings.find((f) => f.title.startsWith("Corporate income tax return (liasse fiscale"));
    expect(ret, filings.map((f) => f.title).join(" | ")).toBeDefined();
    expect(ret!.dueDate.slice(5, 7)).toBe("05");
    expect(ret!.source?.url).toContain("taxsummaries.pwc.com/france");
    expect(filings.some((f) => f.title === "Tax return")).toBe(false);
  });

  it("a stranger gets 404 for someone else's report, and an option the report does not have is 404", async () => {
    const stranger = (await signUpFresh("Stranger")).token;
    const res = await api(TRACK, { token: stranger, body: { reportId, optionJurisdiction: "ARE" } });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("NOT_FOUND");
    const none = await api(TRACK, { token: owner, body: { reportId, optionJurisdiction: "PAN" } });
    expect(none.status).toBe(404);
    const bad = await api(TRACK, { token: owner, body: { reportId, optionJurisdiction: "ARE", fiscalYearEnd: "13-01" } });
    expect(bad.status).toBe(400);
  });
});
