import { describe, expect, it } from "vitest";
import { checkCase, loadCases, SHARED_CASE_IDS } from "./case-matchers";
import { computeTaxReport } from "./engine";

// Bundled at test time by Vite: every theme file of the corpus (worker/domain/tax/cases/README.md).
const files = import.meta.glob("./cases/*.yaml", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const cases = loadCases(files);

describe("tax case corpus", () => {
  it("has at least 60 cases with unique ids, a reason and a source URL each, the ten shared ones included", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of cases) {
      expect(c.why, c.id).toMatch(/\S/);
      expect(c.sources.length, c.id).toBeGreaterThan(0);
      for (const s of c.sources) expect(s.url, c.id).toMatch(/^https:\/\//);
    }
    for (const id of SHARED_CASE_IDS) expect(ids).toContain(id);
  });

  for (const c of cases)
    it(`${c.file}: ${c.id}`, () => {
      const report = computeTaxReport(c.input, { taxYear: 2026 });
      expect(checkCase(c, report as never), c.why).toEqual([]);
    });
});
