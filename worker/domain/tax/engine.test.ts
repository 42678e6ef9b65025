import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { computeTaxReport, ENGINE_VERSION, ruleText, type TaxOption } from "./engine";
import { CYP } from "./params/cyp";
import { EST } from "./params/est";
import { at } from "./params/types";

const base = { residence: "DEU", activity: "consulting", revenue: 500_000, profit: 200_000, employees: 2, distribute: true, relocate: false, groupRevenueEur: 0, taxYear: 2025 };
const report = (over: Record<string, unknown>) => computeTaxReport({ ...base, ...over });
const opt = (r: ReturnType<typeof computeTaxReport>, key: string): TaxOption => {
  const [j, s] = key.split(":");
  return r.options.find((o) => o.jurisdiction === j && (s === undefined ? !o.flags.includes("residence-baseline") : o.structure === s))!;
};
const amounts = (o: TaxOption, label: string) => o.breakdown.filter((l) => l.label === label).map((l) => l.amount);

describe("parameters: the same engine computes 2025 and 2026 law", () => {
  it("reads the value in force on the first day of the tax year", () => {
    expect(at(CYP.company!.regime, 2025)).toEqual({ kind: "bands", bands: [{ upTo: null, rate: 12.5 }] });
    expect(at(CYP.company!.regime, 2026)).toEqual({ kind: "bands", bands: [{ upTo: null, rate: 15 }] });
    expect(at(EST.company!.regime, 2024)).toEqual({ kind: "distribution", rate: 20 });
    expect(at(EST.company!.regime, 2026)).toEqual({ kind: "distribution", rate: 22 });
    expect(() => at(CYP.company!.regime, 2020)).toThrow(/no value in force/);
  });

  it("Cyprus: 12.5 % + SDC 17 % in 2025, 15 % + SDC 5 % in 2026 (domiciled resident)", () => {
    const input = { residence: "CYP", activity: "trading", revenue: 2_000_000, profit: 500_000, employees: 4, candidates: ["MLT"] };
    // 2025: 500,000 × 12.5 % = 62,500; dividend 437,500 × 17 % = 74,375.
    expect(report({ ...input, taxYear: 2025 }).baseline.taxes).toEqual({ company: 62_500, withholding: 0, owner: 74_375, topUp: 0, exit: 0 });
    // 2026: 500,000 × 15 % = 75,000; dividend 425,000 × 5 % = 21,250.
    const r = report({ ...input, taxYear: 2026 });
    expect(r.baseline.taxes).toEqual({ company: 75_000, withholding: 0, owner: 21_250, topUp: 0, exit: 0 });
    expect(r).toMatchObject({ engineVersion: ENGINE_VERSION, inputs: { taxYear: 2026 } });
  });

  it("the default tax year is the caller's, never the clock's", () => {
    const { taxYear: _drop, ...noYear } = base;
    expect(computeTaxReport(noYear, { taxYear: 2025 }).inputs.taxYear).toBe(2025);
    expect(computeTaxReport(noYear).inputs.taxYear).toBe(2026);
  });
});

describe("company residence: a foreign company run from home is resident at home", () => {
  it("German consultant who stays: BVI and UAE companies are German-resident, no saving, and the option says so", () => {
    const r = report({ profit: 600_000, revenue: 700_000, employees: 1, candidates: ["VGB", "ARE"] });
    for (const key of ["VGB", "ARE"]) {
      const o = opt(r, key);
      expect(o.companyResidence).toBe("DEU");
      expect(o.residence.reason).toBe("management-at-home");
      expect(o.flags).toEqual(expect.arrayContaining(["managed-at-home", "no-saving-while-you-stay"]));
      expect(o.savingVsBaseline.percent).toBeLessThanOrEqual(0);
      expect(o.taxes.company).toBeGreaterThanOrEqual(r.baseline.taxes.company);
    }
    // No Germany–UAE treaty since 2022: both claim the UAE company, the UAE tax is credited in Germany.
    expect(opt(r, "ARE").residence).toMatchObject({ alsoClaimedBy: "ARE", tieBreaker: "none" });
    expect(opt(r, "VGB").residence.alsoClaimedBy).toBeNull();
    expect(r.assumptions.map((a) => a.code)).toContain("managed-at-home");
  });

  it("real management abroad moves residence and says what it requires", () => {
    const o = opt(report({ managedFrom: "abroad", candidates: ["CYP"] }), "CYP");
    expect(o.companyResidence).toBe("CYP");
    expect(o.requires).toEqual(expect.arrayContaining(["management-abroad", "local-director", "substance"]));
    // 200,000 × 12.5 % = 25,000 in Cyprus; no Cypriot withholding; Germany taxes the dividend 175,000 − EUR 1,000 at 26.375 %.
    expect(o.taxes.company).toBe(25_000);
    expect(o.taxes.withholding).toBe(0);
    expect(o.taxes.owner).toBe(Math.round((175_000 - 1_082.4) * 0.25) + Math.round(Math.round((175_000 - 1_082.4) * 0.25) * 0.055));
  });

  it("moving abroad: the owner becomes resident in the company's state", () => {
    const o = opt(report({ residence: "GBR", relocate: true, profit: 1_000_000, revenue: 1_200_000, candidates: ["ARE"] }), "ARE");
    // (1,000,000 − 375,000 / 3.6725) × 9 % = 80,810; no withholding, no personal tax in the UAE.
    expect(o.taxes).toEqual({ company: 80_810, withholding: 0, owner: 0, topUp: 0, exit: 0 });
    expect(o.requires).toContain("relocation");
    expect(o.flags).toContain("temporary-non-residence");
  });
});

describe("withholding by recipient, directives, domestic exemptions and treaties", () => {
  it("a US C-corporation pays a German individual at the treaty's 15 %, a UAE resident at 30 %", () => {
    const de = opt(report({ managedFrom: "abroad", customers: "abroad", candidates: ["USA:c-corporation"] }), "USA:c-corporation");
    // 200,000 × 21 % = 42,000; dividend 158,000 × 15 % = 23,700.
    expect(de.taxes.company).toBe(42_000);
    expect(amounts(de, "dividend-withholding")).toEqual([23_700]);
    expect(de.flags).toContain("treaty-rate");
    const ae = opt(report({ residence: "ARE", managedFrom: "abroad", candidates: ["USA:c-corporation"] }), "USA:c-corporation");
    expect(amounts(ae, "dividend-withholding")).toEqual([47_400]);
  });

  it("Ireland: no DWT for a treaty-resident individual (s.172D); an EU parent under the Parent-Subsidiary Directive", () => {
    const ind = opt(report({ managedFrom: "abroad", candidates: ["IRL"] }), "IRL");
    expect(ind.taxes.withholding).toBe(0);
    const parent = opt(report({ owner: "company", activity: "trading", candidates: ["NLD"] }), "NLD");
    expect(parent.taxes.withholding).toBe(0);
    expect(parent.flags).toContain("eu-directive");
  });
});

describe("regimes", () => {
  it("UK small profits rate with marginal relief on retained profit (no owner tax)", () => {
    const o = opt(report({ profit: 100_000, distribute: false, managedFrom: "abroad", candidates: ["GBR"] }), "GBR");
    // £50,000 × 1.2785 = 63,925 at 19 % = 12,146; 36,075 at 26.5 % = 9,560.
    expect(amounts(o, "corporate-tax-band")).toEqual([12_146, 9_560]);
    expect(o.taxes).toEqual({ company: 21_706, withholding: 0, owner: 0, topUp: 0, exit: 0 });
  });

  it("Malta: 35 % with the 6/7 refund on distribution", () => {
    const o = opt(report({ residence: "ARE", managedFrom: "abroad", candidates: ["MLT"] }), "MLT");
    // 200,000 × 35 % = 70,000; refund 60,000: net 10,000 = 5 %.
    expect(amounts(o, "corporate-tax")).toEqual([70_000]);
    expect(amounts(o, "shareholder-refund")).toEqual([-60_000]);
    expect(o.taxes.company).toBe(10_000);
  });

  it("a state without regime-level rules keeps the headline rate and says so", () => {
    const o = opt(report({ residence: "ARE", managedFrom: "abroad", candidates: ["BRA"] }), "BRA");
    expect(o.flags).toEqual(expect.arrayContaining(["headline-only"]));
    expect(o.taxes.company).toBe(68_000);
  });
});

describe("Pillar Two", () => {
  const group = { owner: "company", activity: "trading", profit: 10_000_000, revenue: 50_000_000, groupRevenueEur: 1_000_000_000 };
  it("no QDMTT in the Cayman Islands: the German parent collects the top-up under its IIR", () => {
    const o = opt(report({ ...group, candidates: ["CYM"] }), "CYM");
    expect(o.breakdown.filter((l) => l.side === "top-up")).toMatchObject([{ amount: 1_500_000, collectedBy: "DEU" }]);
    expect(o.flags).toContain("pillar-two-iir-utpr");
  });
  it("Bermuda's 15 % CIT applies to in-scope groups from 2025, so no top-up", () => {
    const o = opt(report({ ...group, candidates: ["BMU"] }), "BMU");
    expect(o.taxes).toMatchObject({ company: 1_500_000, topUp: 0 });
    expect(o.requires).toContain("group-in-scope");
  });
});

describe("input", () => {
  it("rejects unknown structures and years outside 2025–2026", () => {
    expect(() => computeTaxReport({ ...base, candidates: ["USA:sole-trader"] })).toThrow(ZodError);
    expect(() => computeTaxReport({ ...base, taxYear: 2024 })).toThrow(ZodError);
  });
  it("v1 rule ids still translate", () => {
    expect(ruleText("distribution:EST", "tr")).toMatch(/Dağıtılmayan kâr vergilendirilmez/);
    expect(ruleText("pillar-two-iir-utpr", "en")).toMatch(/IIR/);
  });
});
