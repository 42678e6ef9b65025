import { describe, expect, it } from "vitest";
import { HEADLINE_RATES_2025 } from "./data/headline-rates.generated";
import { candidateOptions, jurisdictionNames, paramsFromForm, residenceOptions, taxInputFromParams } from "./page-data.server";

describe("tax form mapping", () => {
  it("turns form fields into the wire input and back into a query string", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ residence: "TUR", activity: "software", revenue: "250,000", profit: "90000", employees: "3", distribute: "yes", relocate: "no", groupRevenueEur: "" })) form.set(k, v);
    form.append("candidates", "EST");
    form.append("candidates", "GEO");
    expect(taxInputFromParams(form)).toEqual({ residence: "TUR", activity: "software", revenue: 250_000, profit: 90_000, employees: 3, distribute: true, relocate: false, groupRevenueEur: 0, candidates: ["EST", "GEO"] });
    const qs = paramsFromForm(form);
    expect(taxInputFromParams(new URLSearchParams(qs))).toEqual(taxInputFromParams(form));
    expect(taxInputFromParams(new URLSearchParams("")).revenue).toBeUndefined();
  });

  it("names jurisdictions in the UI language", () => {
    expect(jurisdictionNames(["DEU", "GEO"], "en")).toEqual({ DEU: "Germany", GEO: "Georgia" });
    expect(jurisdictionNames(["DEU"], "tr").DEU).toBe("Almanya");
  });

  it("lists every residence and the candidates in each language's order, built once per language", () => {
    for (const locale of ["en", "tr"] as const) {
      const residences = residenceOptions(locale);
      expect(residences).toHaveLength(Object.keys(HEADLINE_RATES_2025).length);
      const names = residences.map((r) => r.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
      expect(residenceOptions(locale)).toBe(residences);
      expect(candidateOptions(locale)).toBe(candidateOptions(locale));
    }
    // Turkish order and names, not the English list again: "Almanya" (DEU) before "Avusturya" (AUT).
    const tr = residenceOptions("tr").map((r) => r.code);
    expect(tr.indexOf("DEU")).toBeLessThan(tr.indexOf("AUT"));
    const en = residenceOptions("en").map((r) => r.code);
    expect(en.indexOf("AUT")).toBeLessThan(en.indexOf("DEU"));
  });
});
