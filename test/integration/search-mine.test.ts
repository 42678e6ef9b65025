import { beforeAll, describe, expect, it } from "vitest";
import { api, page, signInAs, signUpFresh } from "#test/helpers";

/** Issue 14: the header search also finds the person's own tax reports, marketplace requests and compliance filings. */
type Sets = { id: string; label: string; results: { id: string; value: string; link: string }[] }[];
let owner: string;
let stranger: string;
let reportId: string;
let requestId: string;

const searchFor = async (query: string, token: string | undefined, lng?: string) => {
  const res = await api(`/api/common/search${lng ? `?lng=${lng}` : ""}`, { token, body: { query } });
  expect(res.status).toBe(200);
  return res.json<Sets>();
};
const groupOf = (sets: Sets, id: string) => sets.find((s) => s.id === id);

beforeAll(async () => {
  owner = (await signUpFresh("Search Owner")).token;
  stranger = (await signUpFresh("Search Stranger")).token;
  const report = await api("/api/tax/reports", {
    token: owner,
    body: { residence: "DEU", activity: "software", revenue: 400_000, profit: 150_000, employees: 2, distribute: true, relocate: false, groupRevenueEur: 0 },
  });
  expect(report.status).toBe(201);
  reportId = (await report.json<{ id: string }>()).id;
  const request = await api("/api/marketplace/requests", {
    token: owner,
    body: {
      title: "Şirket kuruluşu: Kıbrıs holding",
      description: "We need a Cyprus holding for our EU subsidiaries, with substance and a bank account.",
      jurisdiction: "CYP",
      structure: "holding-company",
      kind: "implementation",
      budgetMin: 300_000,
      budgetMax: 800_000,
      deadline: "2027-03-01",
    },
  });
  expect(request.status, await request.clone().text()).toBe(201);
  requestId = (await request.json<{ id: string }>()).id;
});

describe("own reports", () => {
  it("are found by the residence in English or Turkish, accent- and case-insensitively, and open the report page", async () => {
    for (const query of ["germany", "ALMANYA", "deu"]) {
      const group = groupOf(await searchFor(query, owner), "reports");
      expect(group?.label, query).toBe("Tax reports");
      expect(group!.results).toEqual([expect.objectContaining({ id: reportId, link: `/tax/reports/${reportId}`, value: expect.stringMatching(/^Tax report: resident in Germany, best option /) })]);
    }
    const page1 = await page(`/tax/reports/${reportId}`, { token: owner });
    expect(page1.status).toBe(200);
  });

  it("are labelled in Turkish with ?lng=tr", async () => {
    const group = groupOf(await searchFor("almanya", owner, "tr"), "reports");
    expect(group?.label).toBe("Vergi raporları");
    expect(group!.results[0].value).toMatch(/^Vergi raporu: Almanya mukimi/);
  });

  it("are nobody else's: another account and a guest find none", async () => {
    expect(groupOf(await searchFor("germany", stranger), "reports")).toBeUndefined();
    expect(groupOf(await searchFor("germany", undefined), "reports")).toBeUndefined();
  });
});

describe("own marketplace requests", () => {
  it("are found by title with Turkish letters folded, and open the request page", async () => {
    for (const query of ["kibris", "KIBRIS HOLDING", "sirket"]) {
      const group = groupOf(await searchFor(query, owner), "requests");
      expect(group?.label, query).toBe("Marketplace requests");
      expect(group!.results).toEqual([expect.objectContaining({ id: requestId, value: "Şirket kuruluşu: Kıbrıs holding", link: `/marketplace/${requestId}` })]);
    }
    expect(groupOf(await searchFor("kibris", stranger), "requests")).toBeUndefined();
  });

  it("a seeded request is found by either language and titled in the reader's (decision 107)", async () => {
    const { token } = await signInAs("user");
    const hit = (sets: Sets) => groupOf(sets, "requests")?.results.find((r) => r.id === "mkt_req_demo_open");
    expect(hit(await searchFor("istiraklerimiz", token))?.value).toBe("Set up a Cyprus holding for our EU subsidiaries");
    expect(hit(await searchFor("EU subsidiaries", token, "tr"))?.value).toBe("AB iştiraklerimiz için Kıbrıs holding kurulumu");
  });
});

describe("own compliance filings", () => {
  it("the demo user's filings are found by rule title in en or tr and by company, linking to their compliance page", async () => {
    const { token } = await signInAs("user");
    const en = groupOf(await searchFor("HE32", token), "filings");
    expect(en?.label).toBe("Compliance filings");
    expect(en!.results.length).toBeGreaterThan(0);
    for (const hit of en!.results) {
      expect(hit.value).toMatch(/Cyprus Holding Ltd/);
      expect(hit.link).toMatch(/^\/compliance\/(beneficial-ownership|payments|financial-statements|agm|tax-certificate|annual-review|tax-return|nominee-renewal)$/);
      expect((await page(hit.link, { token })).status).toBe(200);
    }
    // the Turkish rule title, typed without Turkish letters, finds the same filings, shown in Turkish
    const tr = groupOf(await searchFor("yillik beyan", token, "tr"), "filings");
    expect(tr?.label).toBe("Uyum beyanları");
    expect(tr!.results[0].value).toMatch(/^Yıllık beyan \(HE32\)/);
    // another account's search does not see them
    expect(groupOf(await searchFor("HE32", stranger), "filings")).toBeUndefined();
  });
});
