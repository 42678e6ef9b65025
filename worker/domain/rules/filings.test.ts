import { describe, expect, it } from "vitest";
import { LAW } from "#worker/domain/compliance/law";
import { allFilings, buildFilings, dueText, feeText, findFilings } from "./filings";
import { allRules } from "./registry";

describe("the filings of the law in the rules explorer (decision 271)", () => {
  it("lists every sourced rule of law.ts, each once, with its source", () => {
    const ids = allFilings().map((f) => f.id);
    const sourced = Object.values(LAW).flatMap((j) => j.rules.filter((r) => r.source).map((r) => r.id));
    expect(ids.sort()).toEqual([...sourced].sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of allFilings()) expect(f.reference.url, f.id).toMatch(/^https?:\/\//);
  });

  it("a rule added to the law is listed without touching the explorer; an unsourced one is not", () => {
    const R = { publisher: "Test", title: "A rule", url: "https://example.test/" };
    const list = buildFilings({ ZZZ: { rules: [
      { id: "ZZZ.return", kind: "tax-return", title: { en: "Return", tr: "Beyan" }, frequency: "annual", due: { basis: "fixed", month: 6, day: 30 }, fee: { amount: 1000, currency: "EUR" }, source: R },
      { id: "ZZZ.guess", kind: "agm", title: { en: "AGM", tr: "Genel kurul" }, frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: null },
    ] } });
    expect(list.map((f) => f.id)).toEqual(["ZZZ.return"]);
    expect(list[0].fees).toEqual([{ from: null, amount: 1000, currency: "EUR" }]);
  });

  it("keeps a fee's history (the UK confirmation statement: £34, then £50 from 1 February 2026)", () => {
    const cs = allFilings().find((f) => f.id === "GBR.confirmation-statement")!;
    expect(cs.fees.map((f) => [f.from, feeText(f, "en")])).toEqual([["2024-05-01", "£34"], ["2026-02-01", "£50"]]);
    expect(feeText(cs.fees[1], "tr")).toBe("£50");
  });

  it("says when a filing is due, in English and Turkish", () => {
    expect(dueText({ basis: "fiscal_year_end", months: 9 }, "en")).toBe("9 months after the financial year end");
    expect(dueText({ basis: "fiscal_year_end", months: 9 }, "tr")).toBe("Hesap dönemi sonundan 9 ay sonra");
    expect(dueText({ basis: "fiscal_year_end", months: 9, days: 56 }, "en")).toBe("9 months and 56 days after the financial year end");
    expect(dueText({ basis: "fiscal_year_end_day", months: 9, day: 23 }, "en")).toBe("The 23rd day of the 9th month after the financial year end");
    expect(dueText({ basis: "fiscal_year_end_day", months: 9, day: 23 }, "tr")).toBe("Hesap dönemi sonundan sonraki 9. ayın 23. günü");
    expect(dueText({ basis: "fixed", month: 6, day: 1 }, "en")).toBe("By 1 June every year");
    expect(dueText({ basis: "fixed", month: 6, day: 1 }, "tr")).toBe("Her yıl 1 Haziran tarihine kadar");
    expect(dueText({ basis: "event", days: 14 }, "tr")).toBe("Değişiklikten itibaren 14 gün içinde");
    expect(dueText({ basis: "event", days: 10, businessDays: true }, "en")).toBe("Within 10 working days of the change");
    expect(dueText({ basis: "anniversary", days: 0 }, "en")).toBe("On each anniversary of incorporation");
    expect(dueText({ basis: "fiscal_year_end", months: 6, workingDay: "next" }, "en")).toBe("6 months after the financial year end (a weekend moves it to the next working day)");
    // every rule of the law reads as words, none as the engine's field names
    for (const f of allFilings()) for (const l of ["en", "tr"] as const) expect(dueText(f.due, l), f.id).not.toMatch(/undefined|NaN|basis|\[object/);
  });

  it("finds filings by state and by words in English or Turkish", () => {
    expect(findFilings({ jurisdiction: "ARE", q: "emaratax" }).map((f) => f.id)).toEqual(["ARE.ct-return"]);
    expect(findFilings({ q: "teyit beyanı" }).map((f) => f.id)).toContain("GBR.confirmation-statement");
    expect(findFilings({ jurisdiction: "CYP" }).every((f) => f.jurisdiction === "CYP")).toBe(true);
    expect(findFilings({ jurisdiction: "ZZZ" })).toEqual([]);
  });
});

describe("the order of the explorer", () => {
  it("lists states in code order with the international rules last", () => {
    const codes = [...new Set(allRules().map((r) => r.jurisdiction))];
    expect(codes.at(-1)).toBe("INT");
    expect(codes.slice(0, -1)).toEqual([...codes.slice(0, -1)].sort());
  });
});
