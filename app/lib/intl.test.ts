import { describe, expect, it } from "vitest";
import { formatMoney as billingMoney, formatDate as billingDate } from "#app/features/billing/format";
import { formatMoney, formatDate as marketDate, formatPercent } from "#app/features/marketplace/format";
import { formatDue } from "#app/features/tasks/due";
import { jurisdictionNames } from "#worker/domain/tax/page-data.server";
import { formatDate } from "./dates";
import { collator, dateTimeFormat, displayNames, intlCacheSize, numberFormat } from "./intl";
import { languageNames } from "./seo";

const t = ((key: string, vars: { date: string; time: string }) => `${key} ${vars.date} ${vars.time}`) as never;

// Decision 108: every Intl object built per call held ≈ 10 KB of native memory in workerd, so the
// local server grew per request. Formatting again must reuse the formatters already built.
describe("Intl formatters are built once per (kind, locale, options)", () => {
  it("returns the same formatter for the same arguments and a new one for others", () => {
    expect(numberFormat("en-US", { style: "percent" })).toBe(numberFormat("en-US", { style: "percent" }));
    expect(numberFormat("tr-TR", { style: "percent" })).not.toBe(numberFormat("en-US", { style: "percent" }));
    expect(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" })).toBe(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }));
    expect(collator(undefined, { sensitivity: "base" })).toBe(collator(undefined, { sensitivity: "base" }));
    expect(displayNames("tr", { type: "region" }).of("CY")).toBe("Kıbrıs");
    expect(numberFormat("tr-TR", { style: "currency", currency: "EUR" }).format(1234.5)).toBe("€1.234,50");
  });

  it("a page's worth of formatting, repeated, adds no formatter", () => {
    const render = () => [
      formatMoney(500_000, "tr"),
      formatMoney(12_345, "en", "EUR"),
      marketDate("2026-03-05T10:00:00Z", "tr"),
      formatPercent(0.125, "en"),
      billingMoney(9900, "USD", "tr"),
      billingDate("2026-03-05T10:00:00Z", "en", true),
      formatDue("2026-03-05T10:30:00Z", "en", t),
      formatDate("2026-03-05", "tr", "day"),
      ...Object.values(jurisdictionNames(["CYP", "MLT"], "tr")),
      ...Object.values(languageNames(["en", "tr"], "en")),
      ["b", "a", "C"].sort((a, b) => collator(undefined, { sensitivity: "base" }).compare(a, b)).join(""),
    ];
    const first = render();
    const size = intlCacheSize();
    for (let i = 0; i < 50; i++) expect(render()).toEqual(first);
    expect(intlCacheSize()).toBe(size);
    expect(first).toContain("5 Mar 2026");
    expect(first.at(-1)).toBe("abC");
  });

  it("frozen options (module constants) reach the same formatter as equal options written out", () => {
    const constant = Object.freeze({ style: "percent", maximumFractionDigits: 3 } as const);
    const viaConstant = numberFormat("tr-TR", constant);
    expect(numberFormat("tr-TR", constant)).toBe(viaConstant);
    expect(numberFormat("tr-TR", { style: "percent", maximumFractionDigits: 3 })).toBe(viaConstant);
    // the locale is part of the fast path's key too
    expect(numberFormat("en-US", constant)).not.toBe(viaConstant);
    expect(numberFormat("en-US", constant).format(0.1234)).toBe("12.34%");
    expect(viaConstant.format(0.1234)).toBe("%12,34");
    // a kind is not mistaken for another with the same options object
    const dates = Object.freeze({ timeZone: "UTC" });
    expect(dateTimeFormat("en-GB", dates)).toBeInstanceOf(Intl.DateTimeFormat);
    expect(collator("en", dates as Intl.CollatorOptions)).toBeInstanceOf(Intl.Collator);
  });
});
