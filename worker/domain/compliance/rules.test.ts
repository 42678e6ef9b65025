import { describe, expect, it } from "vitest";
import { CATALOGUE_STRUCTURES, ruleById, rulesFor, TRACKABLE_JURISDICTIONS } from "./rules";

describe("ruleById (indexed once per isolate)", () => {
  it("finds every rule of every trackable jurisdiction and structure, for any owner, as rulesFor gives it", () => {
    for (const j of TRACKABLE_JURISDICTIONS)
      for (const s of CATALOGUE_STRUCTURES)
        for (const rule of rulesFor(j, s, "any")) {
          expect(ruleById(rule.id, s), `${rule.id} ${s}`).toEqual(rule);
          // the second lookup is the indexed one: the same object
          expect(ruleById(rule.id, s)).toBe(ruleById(rule.id, s));
        }
  });

  it("a rule only for foreign-owned companies is found whoever owns the entity", () => {
    const foreign = TRACKABLE_JURISDICTIONS.flatMap((j) => CATALOGUE_STRUCTURES.map((s) => [j, s] as const)).find(([j, s]) => rulesFor(j, s, true).length > rulesFor(j, s, false).length);
    expect(foreign).toBeDefined();
    const [j, s] = foreign!;
    const only = rulesFor(j, s, true).filter((r) => !rulesFor(j, s, false).some((o) => o.id === r.id));
    for (const rule of only) expect(ruleById(rule.id, s)?.id).toBe(rule.id);
  });

  it("the rules of a structure, not another's; unknown ids, jurisdictions and structures find nothing or are worked out each time", () => {
    expect(ruleById("CYP.no-such-rule", "holding-company")).toBeUndefined();
    // a generic estimate exists for any jurisdiction code; outside the index it is worked out again
    expect(ruleById("ZZZ.tax-return", "holding-company")).toMatchObject({ id: "ZZZ.tax-return", jurisdiction: "ZZZ", source: null });
    expect(ruleById("ZZZ.tax-return", "holding-company")).not.toBe(ruleById("ZZZ.tax-return", "holding-company"));
    // company-only rules are not found for a wealth structure (and vice versa)
    expect(ruleById("CYP.agm", "private-foundation")).toBeUndefined();
    expect(ruleById("CYP.trust-review", "private-limited-company")).toBeUndefined();
  });
});
