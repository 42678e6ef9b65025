import { describe, expect, it } from "vitest";
import { computeTaxReport } from "./engine";
import { DESTINATION_REGIMES } from "./params/relocation";
import { turkishOf, tx } from "./params/turkish";
import { noteText, say } from "./relocation-notes";
import { movingTexts } from "./relocation-texts";
import type { TaxOption } from "./types";

const report = (raw: Record<string, unknown>) =>
  computeTaxReport({ activity: "consulting", revenue: 1_000_000, profit: 500_000, employees: 1, distribute: true, relocate: true, ...raw }, { taxYear: 2026 });

/** Every text the "moving" panel shows for one option (relocation-panel.tsx), in its order. */
function panelTexts(o: Pick<TaxOption, "exitTax" | "personalRegime" | "leaving">): string[] {
  const out: string[] = [];
  if (o.exitTax) out.push(o.exitTax.text, o.exitTax.note, ...(o.exitTax.deferral ? [o.exitTax.deferral.text] : []));
  if (o.personalRegime) {
    const r = o.personalRegime;
    out.push(r.name, r.text, r.note, ...r.conditions, ...r.keep, ...(r.alternative ? [r.alternative.text] : []));
  }
  if (o.leaving) out.push(...(o.leaving.residenceTest ? [o.leaving.residenceTest.text] : []), ...o.leaving.trailing.map((t) => t.text));
  return out.filter(Boolean);
}

/** Each destination once, each from a state whose exit tax, trailing rules or residence test differ. */
const MOVES: [string, string, string?][] = [
  ["DEU", "ARE", "DEU"],
  ["FRA", "CYP"],
  ["ESP", "PRT"],
  ["USA", "ITA"],
  ["CAN", "GRC"],
  ["AUS", "MLT"],
  ["NLD", "CHE"],
  ["GBR", "BGR"],
  ["FRA", "MCO", "FRA"],
  ["TUR", "SGP"],
  ["ITA", "HKG"],
  ["DEU", "GBR"],
];

describe("moving, in Turkish", () => {
  it("says every text of the moving panel in Turkish — law texts, notes and the EU/EEA deferral sentence — for every destination", () => {
    expect(new Set(MOVES.map(([, to]) => to))).toEqual(new Set(Object.keys(DESTINATION_REGIMES)));
    for (const [residence, relocateTo, citizenship] of MOVES) {
      const r = report({ residence, relocateTo, citizenship: citizenship ?? residence, holdings: [{ value: 5_000_000, costBasis: 100_000 }] });
      const moved = r.options.filter((o) => o.personalRegime);
      expect(moved.length, `${residence}→${relocateTo}`).toBeGreaterThan(0);
      const tr = movingTexts(moved, "tr");
      const missing = moved.flatMap(panelTexts).filter((s) => !tr[s]);
      expect(missing, `${residence}→${relocateTo}`).toEqual([]);
    }
  });

  it("keeps the English the engine stored: the note is its parts in English, and English pages get no lookup", () => {
    const r = report({ residence: "FRA", relocateTo: "ARE", holdings: [{ value: 1_000_000, costBasis: 0 }] });
    const exit = r.options.find((o) => o.exitTax)!.exitTax!;
    expect(exit.note).toBe(noteText(exit.noteParts!, "en"));
    expect(exit.note).toMatch(/^Holdings worth EUR [\d,]+ ≥ EUR 800,000\. Taxable gain USD 1,000,000\.$/);
    // outside the EU/EEA: the law's deferral and the sentence about where the person goes, both in Turkish
    expect(exit.deferral!.text).toMatch(/ARE is outside the EU\/EEA: deferral only on request, with guarantees\.$/);
    const tr = movingTexts([r.options.find((o) => o.exitTax)!], "tr");
    expect(tr[exit.deferral!.text]).toMatch(/^Bir AB\/AEA devletine .* ARE AB\/AEA dışında: erteleme yalnızca talep üzerine ve teminatla\.$/);
    expect(tr[exit.note]).toMatch(/^Payların değeri [\d.]+ EUR ≥ 800\.000 EUR\. Vergiye tabi kazanç 1\.000\.000 USD\.$/);
    expect(movingTexts(r.options, "en")).toEqual({});
  });

  it("leaves out a note whose parts no longer give the stored English (an older report keeps its English)", () => {
    const parts = [say("regime-ordinary")];
    const option = { exitTax: null, leaving: null, personalRegime: { note: "Something an older engine wrote.", noteParts: parts, name: "x", text: "y", conditions: [], keep: [] } } as unknown as TaxOption;
    expect(movingTexts([option], "tr")["Something an older engine wrote."]).toBeUndefined();
  });

  it("registers the Turkish beside the English and refuses a second, different Turkish for the same English", () => {
    expect(tx("A test sentence only this test writes.", "Yalnızca bu testin yazdığı bir cümle.")).toBe("A test sentence only this test writes.");
    expect(turkishOf("A test sentence only this test writes.")).toBe("Yalnızca bu testin yazdığı bir cümle.");
    expect(() => tx("A test sentence only this test writes.", "Başka bir çeviri.")).toThrow(/Two Turkish texts/);
  });
});
