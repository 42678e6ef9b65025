import { describe, expect, it } from "vitest";
import { computeTaxReport } from "./engine";
import { fullReportUnlocked, reportView } from "./report-access";

describe("report gate", () => {
  it("unlocks a paid report or any report of an active VIP, nothing else", () => {
    expect(fullReportUnlocked({ status: "preview", vipActive: false })).toBe(false);
    expect(fullReportUnlocked({ status: "paid", vipActive: false })).toBe(true);
    expect(fullReportUnlocked({ status: "preview", vipActive: true })).toBe(true);
    expect(fullReportUnlocked({ status: "paid", vipActive: true })).toBe(true);
  });

  it("a preview keeps only the top 3 options' headline and effective rates", () => {
    const result = computeTaxReport({ residence: "DEU", activity: "software", revenue: 400_000, profit: 150_000, employees: 1, distribute: true, relocate: false });
    const report = { id: "r1", createdAt: new Date(0), status: "preview" as const, result };
    const preview = reportView(report, false);
    expect(preview.full).toBe(false);
    expect(preview.optionCount).toBe(result.options.length);
    expect(preview.options).toEqual(
      result.options.slice(0, 3).map((o) => ({ jurisdiction: o.jurisdiction, structure: o.structure, headlineRate: o.headlineRate, effectiveRate: o.effectiveRate })),
    );
    expect(JSON.stringify(preview)).not.toContain("breakdown");
    const full = reportView(report, true);
    expect(full.options).toEqual(result.options);
    expect(full.createdAt).toBe("1970-01-01T00:00:00.000Z");
  });
});
