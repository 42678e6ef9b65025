import { describe, expect, it } from "vitest";
import { jurisdictionNames, paramsFromForm, taxInputFromParams } from "./page-data.server";

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
});
