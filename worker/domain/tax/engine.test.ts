import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { computeTaxReport, ruleText, type TaxOption } from "./engine";
import { TAX_RULES } from "./data/rules";

const base = { residence: "DEU", activity: "consulting", revenue: 500_000, profit: 200_000, employees: 2, distribute: true, relocate: true, groupRevenueEur: 0 };
const optionOf = (r: ReturnType<typeof computeTaxReport>, iso3: string) => r.options.find((o) => o.jurisdiction === iso3)!;
const line = (o: TaxOption, label: string) => o.breakdown.filter((l) => l.label === label);

describe("tax engine: worked examples (figures computed by hand below)", () => {
  it("zero-rate jurisdiction vs the residence baseline (Germany), ranked by steady-state total", () => {
    const r = computeTaxReport({ ...base, candidates: ["CYM"] });
    // Germany 2025 headline 30.058462%: 200,000 × 30.058462% = 60,116.92 → 60,117.
    // Private limited company running cost 2,000–15,000 → midpoint 8,500; steady state 68,617; no setup at home.
    expect(r.baseline).toMatchObject({ jurisdiction: "DEU", structure: "private-limited-company", headlineRate: 30.06, annualTax: 60_117, effectiveRate: 30.06, steadyStateTotal: 68_617, firstYearTotal: 68_617 });
    expect(r.baseline.flags).toEqual(["residence-baseline", "headline-rate-used"]);
    // Cayman: 0% headline; the catalogue's IBC (setup 1,500–5,000, annual 1,000–4,000) → steady 2,500, first year 2,500 + 3,250.
    const cym = optionOf(r, "CYM");
    expect(cym).toMatchObject({ structure: "international-business-company", headlineRate: 0, effectiveRate: 0, annualTax: 0, setupCost: { min: 1500, max: 5000 }, annualCost: { min: 1000, max: 4000 }, steadyStateTotal: 2_500, firstYearTotal: 5_750 });
    // Saving 68,617 − 2,500 = 66,117 = 96.36% of 68,617.
    expect(cym.savingVsBaseline).toEqual({ amount: 66_117, percent: 96.36 });
    expect(r.options.map((o) => o.jurisdiction)).toEqual(["CYM", "DEU"]);
    expect(r.sources.map((s) => s.publisher)).toContain("Tax Foundation");
  });

  it("distribution-only regime (Estonia): 22% of distributed profit, nothing on retained profit", () => {
    const paid = computeTaxReport({ ...base, profit: 100_000, relocate: false, candidates: ["EST"] });
    const est = optionOf(paid, "EST");
    // 100,000 × 22% = 22,000 (= 22/78 of the 78,000 net dividend); Estonian dividend withholding 0% on 78,000.
    expect(line(est, "distribution-tax")).toMatchObject([{ amount: 22_000, basis: 100_000, rate: 22 }]);
    expect(line(est, "dividend-withholding")).toMatchObject([{ amount: 0, basis: 78_000, rate: 0 }]);
    expect(est).toMatchObject({ annualTax: 22_000, effectiveRate: 22, headlineRate: 22, steadyStateTotal: 22_000 + 8_500 });
    expect(est.flags).toContain("substance-cfc-risk");
    expect(est.breakdown[0].source.url).toContain("emta.ee");
    expect(est.breakdown[0].ruleId).toBe("distribution:EST");
    expect(ruleText("distribution:EST", "tr")).toMatch(/Dağıtılmayan kâr vergilendirilmez/);
    expect(ruleText("pillar-two-iir-utpr", "en")).toMatch(/IIR/);

    const kept = optionOf(computeTaxReport({ ...base, profit: 100_000, distribute: false, candidates: ["EST"] }), "EST");
    expect(kept).toMatchObject({ annualTax: 0, effectiveRate: 0 });
    expect(line(kept, "dividend-withholding")).toEqual([]);
  });

  it("profit bands: UK small profits rate with marginal relief, Hong Kong two tiers", () => {
    const r = computeTaxReport({ ...base, profit: 100_000, distribute: false, candidates: ["GBR"] });
    const gbr = optionOf(r, "GBR");
    // £50,000 × 1.2785 = 63,925 USD at 19% = 12,145.75 → 12,146; the 36,075 above at 26.5% = 9,559.88 → 9,560.
    expect(line(gbr, "corporate-tax-band")).toMatchObject([
      { basis: 63_925, rate: 19, amount: 12_146 },
      { basis: 36_075, rate: 26.5, amount: 9_560 },
    ]);
    expect(gbr).toMatchObject({ annualTax: 21_706, effectiveRate: 21.71, headlineRate: 25 });
    expect(gbr.flags).not.toContain("headline-rate-used");
    expect(r.assumptions.map((a) => a.code)).toContain("fx-rates");

    // HK$2,000,000 × 0.1282 = 256,400 at 8.25% = 21,153; 43,600 at 16.5% = 7,194.
    const hkg = optionOf(computeTaxReport({ ...base, profit: 300_000, distribute: false, candidates: ["HKG"] }), "HKG");
    expect(hkg.annualTax).toBe(21_153 + 7_194);
    expect(hkg.effectiveRate).toBe(9.45);
  });

  it("Pillar Two in-scope group (≥ EUR 750M): no option below 15%, collecting rule named", () => {
    const r = computeTaxReport({ ...base, activity: "software", profit: 1_000_000, revenue: 2_000_000, distribute: false, groupRevenueEur: 800_000_000, candidates: ["IRL", "ARE", "EST"] });
    // Ireland 12.5% = 125,000; minimum 15% = 150,000 → top-up 25,000 under Ireland's QDMTT.
    const irl = optionOf(r, "IRL");
    expect(line(irl, "pillar-two-top-up")).toMatchObject([{ amount: 25_000 }]);
    expect(irl.flags).toEqual(expect.arrayContaining(["pillar-two-in-scope", "pillar-two-qdmtt"]));
    // UAE: AED 375,000 × 0.2723 = 102,113 at 0%; 897,887 at 9% = 80,809.83 → 80,810; top-up 69,190 (QDMTT).
    const are = optionOf(r, "ARE");
    expect(are.annualTax).toBe(80_810 + 69_190);
    expect(are.flags).toContain("pillar-two-qdmtt");
    // Estonia, profit retained: 0 company tax, no QDMTT → 150,000 collected under IIR/UTPR elsewhere.
    const est = optionOf(r, "EST");
    expect(est).toMatchObject({ annualTax: 150_000, effectiveRate: 15 });
    expect(est.flags).toContain("pillar-two-iir-utpr");
    expect(line(est, "pillar-two-top-up")[0].rule).toMatch(/IIR.*UTPR/);
    // Germany (30.06%) needs no top-up but is in scope.
    expect(line(r.baseline, "pillar-two-top-up")).toEqual([]);
    expect(r.baseline.flags).toContain("pillar-two-in-scope");
    for (const o of r.options) expect(o.effectiveRate).toBeGreaterThanOrEqual(15);
    // Just below the threshold nothing is topped up.
    const below = computeTaxReport({ ...base, activity: "software", profit: 1_000_000, revenue: 2_000_000, distribute: false, groupRevenueEur: 749_999_999, candidates: ["EST"] });
    expect(optionOf(below, "EST").annualTax).toBe(0);
  });

  it("the residence baseline is always included once, even when named as a candidate", () => {
    const r = computeTaxReport({ ...base, residence: "TUR", candidates: ["TUR", "GEO"] });
    expect(r.options.filter((o) => o.jurisdiction === "TUR")).toHaveLength(1);
    expect(r.baseline).toMatchObject({ jurisdiction: "TUR", savingVsBaseline: { amount: 0, percent: 0 } });
    // Türkiye 25% of 200,000 = 50,000 + 8,500 running cost.
    expect(r.baseline.steadyStateTotal).toBe(58_500);
    // Without candidates the activity's list is used (up to 8, residence excluded).
    const auto = computeTaxReport({ ...base, residence: "ARE" });
    expect(auto.options).toHaveLength(9);
    expect(auto.options.filter((o) => o.jurisdiction === "ARE")).toHaveLength(1);
    const totals = auto.options.map((o) => o.steadyStateTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("Malta refund, participation exemption, withholding when staying resident, EU list flags", () => {
    // Malta 35% = 35,000, shareholders get 6/7 back = 30,000 → 5,000 (5%).
    const mlt = optionOf(computeTaxReport({ ...base, profit: 100_000, candidates: ["MLT"] }), "MLT");
    expect(mlt.breakdown.map((l) => [l.label, l.amount])).toEqual([["corporate-tax", 35_000], ["shareholder-refund", -30_000]]);
    expect(mlt.effectiveRate).toBe(5);
    // Dutch holding: qualifying dividends and gains fully exempt → 0 tax on 500,000.
    const nld = optionOf(computeTaxReport({ ...base, activity: "holding", profit: 500_000, revenue: 500_000, candidates: ["NLD"] }), "NLD");
    expect(nld).toMatchObject({ structure: "holding-company", annualTax: 0 });
    expect(line(nld, "participation-exemption")).toMatchObject([{ basis: 500_000, amount: 0 }]);
    // Switzerland 19.607821% of 100,000 = 19,608; the 80,392 dividend bears 35% = 28,137.2 → 28,137.
    const che = optionOf(computeTaxReport({ ...base, profit: 100_000, relocate: false, candidates: ["CHE"] }), "CHE");
    expect(che.annualTax).toBe(19_608 + 28_137);
    // No sourced withholding rule for Hungary: flagged, not guessed.
    expect(optionOf(computeTaxReport({ ...base, relocate: false, candidates: ["HUN"] }), "HUN").flags).toContain("withholding-not-modelled");
    expect(optionOf(computeTaxReport({ ...base, candidates: ["PAN", "VGB"] }), "PAN").flags).toContain("eu-annex-i");
  });

  it("every rule row has a source with an https address, a year and a Turkish text", () => {
    for (const r of TAX_RULES) {
      expect(r.source.url, `${r.kind}:${r.jurisdiction}`).toMatch(/^https:\/\//);
      expect(r.asOf).toBeGreaterThanOrEqual(2024);
      expect(r.summaryTr.length, `${r.kind}:${r.jurisdiction}`).toBeGreaterThan(10);
      expect(ruleText(`${r.kind}:${r.jurisdiction}`, "tr")).toBe(r.summaryTr);
    }
  });

  it("is deterministic and validates its input", () => {
    const input = { ...base, candidates: ["IRL", "CYP", "ARE"] };
    expect(computeTaxReport(input)).toEqual(computeTaxReport(structuredClone(input)));
    const issues = (raw: unknown) => {
      try {
        computeTaxReport(raw);
        return {};
      } catch (e) {
        return (e as ZodError).flatten().fieldErrors;
      }
    };
    expect(issues({ ...base, profit: 600_000 })).toEqual({ profit: ["taxReport.errProfitAboveRevenue"] });
    expect(issues({ ...base, residence: "XXX" })).toEqual({ residence: ["taxReport.errIso3"] });
    expect(issues({ ...base, revenue: -1 }).revenue).toEqual(["taxReport.errNegative"]);
    expect(issues({ ...base, candidates: ["IRL", "CYP", "ARE", "EST", "GEO", "BGR", "SGP", "HKG", "MLT"] }).candidates).toEqual(["taxReport.errTooManyCandidates"]);
    expect(computeTaxReport({ ...base, residence: "deu" }).inputs.residence).toBe("DEU");
    expect(computeTaxReport({ ...base, activity: "ip-licensing" }).assumptions.map((a) => a.code)).toContain("ip-regimes-not-modelled");
  });
});
