import { describe, expect, it } from "vitest";
import { allFilings } from "#worker/domain/rules/filings";
import { allRules } from "#worker/domain/rules/registry";
import { api, errorOf, page, signInAs } from "#test/helpers";

type Parameter = { id: string; jurisdiction: string; name: string; unit: string; values: { from: string; value: unknown }[]; reference: { title: string; url: string } };

describe("GET /api/rules", () => {
  it("lists every parameter with its values over time and reference; public and cacheable for anonymous callers", async () => {
    const res = await api("/api/rules");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/^public/);
    const { parameters } = await res.json<{ parameters: Parameter[] }>();
    expect(parameters).toHaveLength(allRules().length);
    const cit = parameters.find((p) => p.id === "cit:CYP")!;
    expect(cit).toMatchObject({
      jurisdiction: "CYP",
      name: "Corporate income tax",
      unit: "bands",
      values: [
        { from: "2025-01-01", value: { kind: "bands", bands: [{ upTo: null, rate: 12.5 }] } },
        { from: "2026-01-01", value: { kind: "bands", bands: [{ upTo: null, rate: 15 }] } },
      ],
    });
    expect(cit.reference.url).toMatch(/^https:\/\//);
    expect(cit.reference.title.length).toBeGreaterThan(10);
  });

  it("filters by jurisdiction (any case) and by words; names in Turkish with lng=tr", async () => {
    const cyp = await (await api("/api/rules?jurisdiction=cyp")).json<{ parameters: Parameter[] }>();
    expect(cyp.parameters.length).toBeGreaterThan(5);
    expect(cyp.parameters.every((p) => p.jurisdiction === "CYP")).toBe(true);
    const found = await (await api("/api/rules?jurisdiction=ARE&q=small%20business")).json<{ parameters: Parameter[] }>();
    expect(found.parameters.map((p) => p.id)).toEqual(["sbr:ARE"]);
    expect(found.parameters[0].values.at(-1)).toEqual({ from: "2027-01-01", value: null });
    const tr = await (await api("/api/rules?jurisdiction=CYP&q=cit&lng=tr")).json<{ parameters: Parameter[] }>();
    expect(tr.parameters.find((p) => p.id === "cit:CYP")!.name).toBe("Kurumlar vergisi");
    const international = await (await api("/api/rules?jurisdiction=INT")).json<{ parameters: Parameter[] }>();
    expect(international.parameters.map((p) => p.id)).toContain("globe");
  });

  it("a malformed query is a 400 in the error shape", async () => {
    const res = await api("/api/rules?jurisdiction=CYPRUS");
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fieldErrors).toEqual({ jurisdiction: ["Give a three-letter ISO code, e.g. CYP (INT for international rules)."] });
    expect((await api(`/api/rules?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("is the same for every role; a signed-in answer is never publicly cached", async () => {
    const { token } = await signInAs("user");
    const res = await api("/api/rules?jurisdiction=CYP", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

type Filing = { id: string; kind: string; jurisdiction: string; filingKind: string; name: string; dueText: string; fees: { from: string | null; amount: number; currency: string }[]; penalty: string | null; reference: { title: string; url: string } };

describe("GET /api/rules: the filings of the law beside the parameters (decision 271)", () => {
  it("adds `filings` and leaves `parameters` as it was: each filing with its due rule, fees over time, penalty and source", async () => {
    const body = await (await api("/api/rules?jurisdiction=CYP")).json<{ parameters: Parameter[]; filings: Filing[] }>();
    expect(body.parameters.every((p) => p.jurisdiction === "CYP" && !("kind" in p) && !("due" in p))).toBe(true);
    expect(body.filings.length).toBeGreaterThan(2);
    expect(body.filings.every((f) => f.kind === "filing" && f.jurisdiction === "CYP" && /^https?:\/\//.test(f.reference.url))).toBe(true);
    const all = await (await api("/api/rules")).json<{ parameters: Parameter[]; filings: Filing[] }>();
    expect(all.parameters).toHaveLength(allRules().length);
    expect(all.filings).toHaveLength(allFilings().length);
    const cs = all.filings.find((f) => f.id === "GBR.confirmation-statement")!;
    expect(cs).toMatchObject({ filingKind: "annual-review", name: "Confirmation statement (CS01)", dueText: "14 days after each anniversary of incorporation" });
    expect(cs.fees).toEqual([
      { from: "2024-05-01", amount: 3400, currency: "GBP" },
      { from: "2026-02-01", amount: 5000, currency: "GBP" },
    ]);
    const uae = await (await api("/api/rules?jurisdiction=ARE&q=emaratax&lng=tr")).json<{ filings: Filing[] }>();
    expect(uae.filings.map((f) => f.id)).toEqual(["ARE.ct-return"]);
    expect(uae.filings[0]).toMatchObject({ name: "BAE kurumlar vergisi beyannamesi (EmaraTax)", dueText: "Hesap dönemi sonundan 9 ay sonra", penalty: "İlk 12 ay için aylık 500 AED, sonra aylık 1.000 AED" });
  });
});

describe("/rules and a jurisdiction's What changes", () => {
  it("/rules lists the filings of the law too, with a Filings filter, in English and Turkish", async () => {
    const html = await (await page("/rules?jurisdiction=GBR")).text();
    expect(html).toContain('data-rule="cit:GBR"');
    expect(html).toContain('data-filing="GBR.confirmation-statement"');
    expect(html).toContain("14 days after each anniversary of incorporation");
    const filings = await (await page("/rules?jurisdiction=GBR&kind=filings&lng=tr")).text();
    expect(filings).toContain('data-filing="GBR.confirmation-statement"');
    expect(filings).not.toContain('data-rule="cit:GBR"');
    expect(filings).toContain("Teyit beyanı (CS01)");
    expect(filings).toContain("1 Şubat 2026");
    const parameters = await (await page("/rules?jurisdiction=GBR&kind=parameters")).text();
    expect(parameters).toContain('data-rule="cit:GBR"');
    expect(parameters).not.toContain("data-filing=");
  });

  it("/rules is open to everyone, filters by state and speaks Turkish", async () => {
    const html = await (await page("/rules?jurisdiction=CYP")).text();
    expect(html).toContain('data-rule="cit:CYP"');
    expect(html).not.toContain('data-rule="cit:IRL"');
    expect(html).toContain("1 January 2026");
    expect(html).toContain("https://taxnews.ey.com/news/2026-0140-cyprus-enacts-major-tax-reform-legislation");
    const tr = await (await page("/rules?jurisdiction=ARE&lng=tr")).text();
    expect(tr).toContain("Kural gezgini");
    expect(tr).toContain("1 Ocak 2027");
    // a bad filter in a shared link shows every rule instead of failing
    expect((await page("/rules?jurisdiction=nope")).status).toBe(200);
  });

  it("the Cyprus page shows 12.5% → 15% on 1 January 2026 and links to its rules", async () => {
    const { token } = await signInAs("user");
    const html = await (await page("/jurisdictions/cyprus", { token })).text();
    expect(html).toContain('data-testid="what-changes"');
    expect(html).toMatch(/12\.5%.*→.*15%/s);
    expect(html).toContain('href="/rules?jurisdiction=CYP"');
  });
});
