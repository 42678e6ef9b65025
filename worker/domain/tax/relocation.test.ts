import { describe, expect, it } from "vitest";
import { computeTaxReport } from "./engine";
import { resolveInput, taxInputSchema } from "./input";
import * as params from "./params";
import { CHE_FEDERAL_TARIFF, DESTINATION_REGIMES, EXIT_TAXES, germanIncomeTax, swissFederalTax } from "./params/relocation";
import { at } from "./params/types";
import { destinationOf, exitTaxFor, leavingFor, regimeFor } from "./relocation";

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
    expect(Object.keys(EXIT_TAXES).sort()).toEqual(["AUS", "AUT", "CAN", "DEU", "ESP", "FRA", "NLD", "POL", "SWE", "USA"]);
    // the country files' descriptive placeholders are replaced by the computed rules (decision 171)
    for (const iso3 of ["AUT", "POL", "SWE"] as const) expect(params.COUNTRIES[iso3].owner?.exitTax).toBe(EXIT_TAXES[iso3]);
    const ids = new Set(paramsIn(params).map((p) => p.id));
    for (const id of ["regime:ITA", "regime:GBR", "exit:DEU", "exit:USA", "exit:AUT", "exit:POL", "exit:SWE", "income-tax:CHE", "income-tax:AUT", "income-tax:BGR", "trailing:DEU", "trailing:ESP", "residence-test:GBR", "income-tax:DEU", "regime-grp:MLT", "eu-eea:EUU"]) expect(ids, id).toContain(id);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*:[A-Z]{3}$/);
  });

  it("applies the Swiss federal tariff (DBG Art. 36, 2025) by step and the flat 11.5 % at the top", () => {
    const t = at(CHE_FEDERAL_TARIFF, 2025);
    expect(swissFederalTax(15_000, t)).toBe(0);
    expect(swissFederalTax(434_700, t)).toBe(43_894); // 10,920.40 + 2,498 × 13.20
    expect(swissFederalTax(434_750, t)).toBe(43_894); // taxed in whole hundreds
    expect(swissFederalTax(793_300, t)).toBe(91_229.2);
    expect(swissFederalTax(1_000_000, t)).toBe(115_000);
  });

  it("computes the Swiss lump sum on the minimum bases and elects it only when cheaper; never for someone working in Switzerland", () => {
    const ordinary = (amount: number) => [{ label: "personal-dividend-tax" as const, ruleId: "dividend:CHE", amount, rule: "", source: { publisher: "", title: "", url: "", asOf: 2025 }, side: "owner" as const, collectedBy: "CHE" }];
    const lumpUsd = Math.round((43_894 + 62_916) * (1.0824 / 0.9526));
    const che = regimeFor(input({ residence: "DEU", relocateTo: "CHE" }), "CHE")!;
    expect(che.apply(ordinary(402_000), { dividend: 3_000_000, foreign: true, companyResidence: "ARE" })[0].amount).toBe(lumpUsd);
    expect([che.finding.applied, che.finding.annualCharge]).toEqual([true, lumpUsd]);
    expect(che.finding.noteParts?.[0]).toMatchObject({ code: "regime-expenditure-elected", args: { federalBase: 434_700, cantonalBase: 588_000 } });
    const small = regimeFor(input({ residence: "DEU", relocateTo: "CHE" }), "CHE")!;
    expect(small.apply(ordinary(67_000), { dividend: 500_000, foreign: true, companyResidence: "ARE" })[0].amount).toBe(67_000);
    expect(small.finding.applied).toBe(false);
    const working = regimeFor(input({ residence: "DEU", relocateTo: "CHE" }), "CHE")!;
    expect(working.apply(ordinary(402_000), { dividend: 3_000_000, foreign: false, companyResidence: "CHE" })[0].amount).toBe(402_000);
    expect(working.finding.noteParts?.[0].code).toBe("regime-expenditure-working");
  });

  it("computes Austria's, Poland's and Sweden's exit rules: 27.5 % deferred within the EU, 19 % only above PLN 4 m, Sweden nothing on leaving", () => {
    const h = [{ value: 2_000_000, costBasis: 200_000 }];
    const at_ = exitTaxFor(input({ residence: "AUT", relocateTo: "ARE", holdings: h }), "ARE");
    expect([at_.finding?.amount, at_.finding?.deferral?.payableOnLeaving]).toEqual([495_000, 495_000]);
    expect(at_.assumptions).not.toContain("exit-tax-top-rate");
    expect(exitTaxFor(input({ residence: "AUT", relocateTo: "ITA", holdings: h }), "ITA").finding?.deferral?.payableOnLeaving).toBe(0);
    expect(exitTaxFor(input({ residence: "POL", relocateTo: "ARE", holdings: [{ value: 900_000, costBasis: 0 }] }), "ARE").finding).toMatchObject({ applies: false, amount: 0 });
    expect(exitTaxFor(input({ residence: "POL", relocateTo: "ARE", holdings: [{ value: 1_100_000, costBasis: 100_000 }] }), "ARE").finding?.amount).toBe(190_000);
    const se = exitTaxFor(input({ residence: "SWE", relocateTo: "ARE", holdings: [{ value: 3_000_000, costBasis: 1_000_000 }] }), "ARE").finding!;
    expect([se.applies, se.amount, se.contingentAmount, se.deferral?.payableOnLeaving]).toEqual([false, 0, 600_000, 0]);
    expect(exitTaxFor(input({ residence: "SWE", relocateTo: "ARE", holdings: [{ value: 3_000_000, costBasis: 1_000_000 }] }), "ARE").flags).not.toContain("exit-tax");
  });

  it("tests §2 AStG: low taxation against §32a on EUR 77,000 or a preferential regime, and economic interests in Germany", () => {
    const h = [{ value: 1_000_000, costBasis: 0 }];
    const trailing = (raw: Record<string, unknown>, to: string, companyResidence: string, regime: Parameters<typeof leavingFor>[2]["regime"] = null) =>
      leavingFor(input({ residence: "DEU", relocateTo: to, ...raw }), to, { regime, companyResidence }, true).finding.trailing[0];
    expect(trailing({ holdings: h }, "BGR", "BGR")).toMatchObject({ applies: true, noteParts: [{ code: "astg-low", args: { destination: 7_700, german: 21_428, threshold: 14_285 } }, { code: "astg-interests-holdings" }] });
    expect(trailing({ holdings: h }, "AUT", "AUT")).toMatchObject({ applies: false, noteParts: [{ code: "astg-not-low", args: { destination: 23_020 } }] });
    expect(trailing({}, "BGR", "BGR").applies).toBe(false);
    expect(trailing({}, "BGR", "DEU").applies).toBe(true);
    expect(trailing({ holdings: h, citizenship: "FRA" }, "ARE", "ARE").applies).toBe(false);
    // a state without a schedule is low only through a preferential regime actually applied (Italy's flat tax)
    expect(trailing({ holdings: h }, "ITA", "ARE").noteParts?.[0].code).toBe("astg-not-tested");
    const ita = regimeFor(input({ residence: "DEU", relocateTo: "ITA" }), "ITA")!;
    ita.apply([{ label: "personal-dividend-tax", ruleId: "dividend:ITA", amount: 2_600_000, rule: "", source: { publisher: "", title: "", url: "", asOf: 2025 }, side: "owner", collectedBy: "ITA" }], { dividend: 10_000_000, foreign: true, companyResidence: "ARE" });
    expect(trailing({ holdings: h }, "ITA", "ARE", ita.finding)).toMatchObject({ applies: true, noteParts: [{ code: "astg-preferential" }, { code: "astg-interests-holdings" }] });
  });
});
