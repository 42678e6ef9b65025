import { describe, expect, it } from "vitest";
import { taxInputSchema } from "#worker/domain/tax/input";
import { appendPathFields, pathFieldsFromParams } from "./form-fields";

const form = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};
const base = { residence: "DEU", activity: "consulting", revenue: 1_200_000, profit: 500_000, employees: 1, distribute: true, relocate: true };

describe("the report form's holdings (issue 32: several shareholdings)", () => {
  it("pairs value and cost basis by row, drops blank rows and reads a blank cost basis as 0", () => {
    const f = form([
      ["holdingValue", "2000000"], ["holdingCost", "25000"],
      ["holdingValue", ""], ["holdingCost", ""],
      ["holdingValue", "300000"], ["holdingCost", ""],
    ]);
    expect(pathFieldsFromParams(f).holdings).toEqual([
      { value: 2_000_000, costBasis: 25_000 },
      { value: 300_000, costBasis: 0 },
    ]);
  });

  it("a row with a cost basis but no value is refused on that row's value field", () => {
    const f = form([["holdingValue", "500000"], ["holdingCost", "1"], ["holdingValue", ""], ["holdingCost", "900"]]);
    const parsed = taxInputSchema.safeParse({ ...base, ...pathFieldsFromParams(f) });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toEqual(["holdings.1.value"]);
  });

  it("no filled row means no holdings (no exit tax computed)", () => {
    expect(pathFieldsFromParams(form([["holdingValue", ""], ["holdingCost", ""]]))).not.toHaveProperty("holdings");
  });

  it("the sign-in round trip keeps every filled row in order", () => {
    const f = form([["holdingValue", "1"], ["holdingCost", "2"], ["holdingValue", ""], ["holdingCost", ""], ["holdingValue", "3"], ["holdingCost", ""]]);
    const query = new URLSearchParams(appendPathFields("residence=DEU", f));
    expect(query.getAll("holdingValue")).toEqual(["1", "3"]);
    expect(query.getAll("holdingCost")).toEqual(["2", ""]);
    expect(pathFieldsFromParams(query).holdings).toEqual([{ value: 1, costBasis: 2 }, { value: 3, costBasis: 0 }]);
  });
});
