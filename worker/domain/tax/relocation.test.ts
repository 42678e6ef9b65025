import { describe, expect, it } from "vitest";
import { computeTaxReport } from "./engine";
import { resolveInput, taxInputSchema } from "./input";
import * as params from "./params";
import { DESTINATION_REGIMES, EXIT_TAXES, germanIncomeTax } from "./params/relocation";
import { at } from "./params/types";
import { destinationOf, exitTaxFor, regimeFor } from "./relocation";

const input = (raw: Record<string, unknown>) => resolveInput(taxInputSchema.parse({ activity: "consulting", revenue: 1_000_000, profit: 500_000, employees: 1, distribute: true, relocate: false, ...raw }), { taxYear: 2025 });

/** Every Param reachable from the params module's exports (as the rules explorer walks them). */
function paramsIn(value: unknown, seen = new Set<unknown>()): { id: string }[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const o = value as Record<string, unknown>;
  if (typeof o.id === "string" && Array.isArray(o.values) && typeof o.ref === "object") return [o as { id: string }];
  return Object.values(o).flatMap((v) => paramsIn(v, seen));
}

describe("relocation", () => {
  it("moves the owner to relocateTo, else (legacy relocate) to the company's state, and never on the baseline", () => {
    expect(destinationOf(input({ residence: "DEU", relocateTo: "PRT" }), "ARE", false)).toBe("PRT");
    expect(destinationOf(input({ residence: "DEU", relocate: true }), "ARE", false)).toBe("ARE");
    expect(destinationOf(input({ residence: "DEU", relocateTo: "PRT" }), "DEU", true)).toBeNull();
    expect(destinationOf(input({ residence: "DEU" }), "ARE", false)).toBeNull();
    // relocateTo implies relocate
    expect(input({ residence: "DEU", relocateTo: "PRT" }).relocate).toBe(true);
  });

  it("rejects moving to the country you live in, and holdings with a negative value", () => {
    expect(taxInputSchema.safeParse({ residence: "DEU", relocateTo: "DEU", activity: "consulting", revenue: 1, profit: 1, employees: 1, distribute: true, relocate: true }).success).toBe(false);
    expect(taxInputSchema.safeParse({ residence: "DEU", activity: "consulting", revenue: 1, profit: 1, employees: 1, distribute: true, relocate: true, holdings: [{ value: -1, costBasis: 0 }] }).success).toBe(false);
  });

  it("applies the German §32a formula by zone (2025)", () => {
    const t = at(params.DEU_INCOME_TAX, 2025);
    expect(germanIncomeTax(12_096, t)).toBe(0);
    expect(germanIncomeTax(100_000, t)).toBe(Math.floor(0.42 * 100_000 - 10_911.92));
    expect(germanIncomeTax(1_185_000, t)).toBe(514_003);
  });

  it("pays the German exit tax in 7 instalments wherever the person goes, France defers only inside the EU/EEA", () => {
    const de = exitTaxFor(input({ residence: "DEU", relocateTo: "CYP", holdings: [{ value: 1_000_000, costBasis: 0 }] }), "CYP").finding!;
    expect(de.deferral?.kind).toBe("instalments");
    expect(de.deferral?.payableOnLeaving).toBe(de.deferral?.perInstalment);
    const frEu = exitTaxFor(input({ residence: "FRA", relocateTo: "BEL", holdings: [{ value: 1_000_000, costBasis: 0 }] }), "BEL").finding!;
    const frOut = exitTaxFor(input({ residence: "FRA", relocateTo: "ARE", holdings: [{ value: 1_000_000, costBasis: 0 }] }), "ARE").finding!;
    expect([frEu.deferral?.kind, frOut.deferral?.kind]).toEqual(["deferred", "on-request"]);
    expect(frEu.amount).toBe(frOut.amount);
  });

  it("elects a lump-sum regime only when it costs less than ordinary tax", () => {
    const ita = regimeFor(input({ residence: "DEU", relocateTo: "ITA" }), "ITA")!;
    const ordinary = (amount: number) => [{ label: "personal-dividend-tax" as const, ruleId: "dividend:ITA", amount, rule: "", source: { publisher: "", title: "", url: "", asOf: 2025 }, side: "owner" as const, collectedBy: "ITA" }];
    expect(ita.apply(ordinary(26_000), { dividend: 100_000, foreign: true, companyResidence: "ARE" })[0].amount).toBe(26_000);
    expect(ita.finding.applied).toBe(false);
    expect(ita.apply(ordinary(2_600_000), { dividend: 10_000_000, foreign: true, companyResidence: "ARE" })[0].amount).toBe(216_480);
    expect(ita.finding.applied).toBe(true);
  });

  it("puts the exit tax in the first year only, with the regime beside each option, and nothing on the baseline", () => {
    const r = computeTaxReport({ residence: "DEU", activity: "consulting", revenue: 1_200_000, profit: 500_000, employees: 1, distribute: true, relocate: false, relocateTo: "ARE", candidates: ["ARE"], holdings: [{ value: 2_000_000, costBasis: 0 }] }, { taxYear: 2025 });
    const are = r.options.find((o) => o.jurisdiction === "ARE")!;
    expect(are.taxes.exit).toBeGreaterThan(0);
    expect(are.firstYearTotal - are.steadyStateTotal).toBeGreaterThanOrEqual(are.taxes.exit);
    expect(are.allInTax).toBe(are.taxes.company + are.taxes.withholding + are.taxes.owner + are.taxes.topUp);
    expect(are.personalRegime?.country).toBe("ARE");
    expect(are.leaving?.residenceTest?.ruleId).toBe("residence-test:DEU");
    expect(r.baseline.taxes.exit).toBe(0);
    expect([r.baseline.exitTax, r.baseline.personalRegime, r.baseline.leaving]).toEqual([null, null, null]);
  });

  it("compares a company elsewhere run from the new home as resident there (move to Portugal, Irish company run from Lisbon)", () => {
    const r = computeTaxReport({ residence: "GBR", activity: "software", revenue: 3_000_000, profit: 1_000_000, employees: 10, distribute: true, relocate: true, relocateTo: "PRT", managedFrom: "home", candidates: ["IRL"] }, { taxYear: 2026 });
    const irl = r.options.find((o) => o.jurisdiction === "IRL")!;
    expect(irl.companyResidence).toBe("PRT");
    expect(irl.flags).not.toContain("no-saving-while-you-stay");
  });

  it("has the twelve destination regimes and the seven exit taxes as Params reachable from params/index with <kind>:<ISO3> ids", () => {
    expect(Object.keys(DESTINATION_REGIMES).sort()).toEqual(["ARE", "BGR", "CHE", "CYP", "GBR", "GRC", "HKG", "ITA", "MCO", "MLT", "PRT", "SGP"]);
    expect(Object.keys(EXIT_TAXES).sort()).toEqual(["AUS", "CAN", "DEU", "ESP", "FRA", "NLD", "USA"]);
    const ids = new Set(paramsIn(params).map((p) => p.id));
    for (const id of ["regime:ITA", "regime:GBR", "exit:DEU", "exit:USA", "trailing:DEU", "trailing:ESP", "residence-test:GBR", "income-tax:DEU", "regime-grp:MLT", "eu-eea:EUU"]) expect(ids, id).toContain(id);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*:[A-Z]{3}$/);
  });
});
