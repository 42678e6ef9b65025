import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  anniversaryIn,
  calendarWindow,
  eventDueDate,
  addBusinessDays,
  shiftOffWeekend,
  filingStatus,
  fiscalYearEndIn,
  isValidDay,
  isValidMonthDay,
  occurrences,
} from "./calendar";
import { CATALOGUE_JURISDICTIONS, CATALOGUE_STRUCTURES, rulesFor, TRACKABLE_JURISDICTIONS } from "./rules";

describe("date arithmetic", () => {
  it("adds months clamping to the month length and keeping month ends at month end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-06-30", 9)).toBe("2027-03-31"); // 30 June is a month end
    expect(addMonths("2026-06-15", 9)).toBe("2027-03-15");
    expect(addMonths("2027-02-28", 12)).toBe("2028-02-29"); // month end in a common year → leap month end
    expect(addMonths("2026-12-31", 15)).toBe("2028-03-31");
    expect(addMonths("2026-11-30", -11)).toBe("2025-12-31");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("validates days and fiscal-year ends", () => {
    expect(isValidDay("2028-02-29")).toBe(true);
    expect(isValidDay("2027-02-29")).toBe(false);
    expect(isValidDay("2026-13-01")).toBe(false);
    expect(isValidDay("26-01-01")).toBe(false);
    expect(isValidMonthDay("02-29")).toBe(true);
    expect(isValidMonthDay("04-31")).toBe(false);
    expect(isValidMonthDay("12-31")).toBe(true);
  });

  it("places a 29 February year end and anniversary on 28 February in common years", () => {
    expect(fiscalYearEndIn(2027, "02-29")).toBe("2027-02-28");
    expect(fiscalYearEndIn(2028, "02-29")).toBe("2028-02-29");
    expect(anniversaryIn(2027, "2024-02-29")).toBe("2027-02-28");
    expect(anniversaryIn(2028, "2024-02-29")).toBe("2028-02-29");
  });
});

describe("occurrences", () => {
  const calendarYear = { incorporationDate: "2020-03-10", fiscalYearEnd: "12-31" };

  it("counts months from each fiscal-year end (UK accounts: 9 months; Cyprus IR4: 15 months)", () => {
    expect(occurrences({ basis: "fiscal_year_end", months: 9 }, calendarYear, "2026-11-23", "2027-11-23")).toEqual([{ period: "2026-12-31", dueDate: "2027-09-30" }]);
    expect(occurrences({ basis: "fiscal_year_end", months: 15 }, calendarYear, "2026-11-23", "2027-11-23")).toEqual([{ period: "2025-12-31", dueDate: "2027-03-31" }]);
    // 30 June year end: 9 months later is 31 March (month end), 9 months and 1 day is 1 April.
    const june = { incorporationDate: "2019-01-01", fiscalYearEnd: "06-30" };
    expect(occurrences({ basis: "fiscal_year_end", months: 9, days: 1 }, june, "2026-11-23", "2027-11-23")).toEqual([{ period: "2026-06-30", dueDate: "2027-04-01" }]);
  });

  it("handles a 29 February fiscal-year end in leap and common years", () => {
    const leap = { incorporationDate: "2020-01-01", fiscalYearEnd: "02-29" };
    expect(occurrences({ basis: "fiscal_year_end", months: 12 }, leap, "2027-03-01", "2029-12-31")).toEqual([
      { period: "2027-02-28", dueDate: "2028-02-29" },
      { period: "2028-02-29", dueDate: "2029-02-28" },
    ]);
  });

  it("skips fiscal years that ended before incorporation", () => {
    const fresh = { incorporationDate: "2026-11-01", fiscalYearEnd: "12-31" };
    expect(occurrences({ basis: "fiscal_year_end", months: 0 }, fresh, "2026-01-01", "2027-12-31")).toEqual([
      { period: "2026-12-31", dueDate: "2026-12-31" },
      { period: "2027-12-31", dueDate: "2027-12-31" },
    ]);
    expect(occurrences({ basis: "fiscal_year_end", months: 0 }, { incorporationDate: "2027-01-05", fiscalYearEnd: "12-31" }, "2026-01-01", "2027-12-31")).toEqual([
      { period: "2027-12-31", dueDate: "2027-12-31" },
    ]);
  });

  it("counts days from incorporation anniversaries, the first one a year after incorporation (UK CS01: +14 days)", () => {
    expect(occurrences({ basis: "anniversary", days: 14 }, { incorporationDate: "2026-01-01", fiscalYearEnd: "12-31" }, "2026-01-01", "2027-12-31")).toEqual([
      { period: "2027-01-01", dueDate: "2027-01-15" },
    ]);
    expect(occurrences({ basis: "anniversary", days: 42 }, { incorporationDate: "2024-02-29", fiscalYearEnd: "12-31" }, "2026-11-23", "2027-11-23")).toEqual([
      { period: "2027-02-28", dueDate: "2027-04-11" },
    ]);
  });

  it("fixed days start the year after incorporation; BVI half-year dates follow the incorporation month", () => {
    expect(occurrences({ basis: "fixed", month: 1, day: 28 }, { incorporationDate: "2026-06-01", fiscalYearEnd: "12-31" }, "2026-01-01", "2027-12-31")).toEqual([
      { period: "2027-01-28", dueDate: "2027-01-28" },
    ]);
    const half = { basis: "incorporation_half", firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } } as const;
    expect(occurrences(half, { incorporationDate: "2020-06-30", fiscalYearEnd: "12-31" }, "2026-11-23", "2027-11-23").map((o) => o.dueDate)).toEqual(["2027-05-31"]);
    expect(occurrences(half, { incorporationDate: "2020-07-01", fiscalYearEnd: "12-31" }, "2026-11-23", "2027-11-23").map((o) => o.dueDate)).toEqual(["2026-11-30"]);
  });

  it("a weekend due day moves to the Monday after or the Friday before; business days skip weekends", () => {
    // Spain's Modelo 200: 25 July 2026 is a Saturday → Monday 27 July (the Tax Agency's example).
    const es = { basis: "fiscal_year_end", months: 6, days: 25, dateToDate: true, workingDay: "next" } as const;
    expect(occurrences(es, calendarYear, "2026-01-01", "2026-12-31").map((o) => o.dueDate)).toEqual(["2026-07-27"]);
    // Six months "date to date": 30 June → 30 December (not 31), + 25 days = 24 January.
    expect(occurrences({ ...es, workingDay: undefined }, { incorporationDate: "2024-01-01", fiscalYearEnd: "06-30" }, "2025-07-01", "2026-06-30").map((o) => o.dueDate)).toEqual(["2026-01-24"]);
    expect(shiftOffWeekend("2026-05-31", "previous")).toBe("2026-05-29");
    expect(shiftOffWeekend("2026-05-30", "previous")).toBe("2026-05-29");
    expect(shiftOffWeekend("2026-05-29", "next")).toBe("2026-05-29");
    expect(shiftOffWeekend("2026-05-31", undefined)).toBe("2026-05-31");
    expect(addBusinessDays("2027-01-08", 2)).toBe("2027-01-12");
    expect(eventDueDate({ basis: "event", days: 2, businessDays: true }, "2027-01-08")).toBe("2027-01-12");
    // One month after the event, clamped to the month's length (31 January → 28 February).
    expect(eventDueDate({ basis: "event", months: 1, days: 0 }, "2027-01-31")).toBe("2027-02-28");
  });

  it("a year-end table picks the band of the fiscal-year end (Hong Kong's N, D and M codes; France's 1 May rule)", () => {
    const hk = { basis: "year_end_table", bands: [{ to: "03-31", years: 0, month: 11, day: 15 }, { to: "11-30", years: 1, month: 5, day: 2 }, { to: "12-31", years: 1, month: 8, day: 15 }] } as const;
    const due = (fiscalYearEnd: string) => occurrences(hk, { incorporationDate: "2024-01-01", fiscalYearEnd }, "2026-11-27", "2027-11-27").map((o) => `${o.period}→${o.dueDate}`);
    expect(due("03-31")).toEqual(["2027-03-31→2027-11-15"]);
    expect(due("06-30")).toEqual(["2026-06-30→2027-05-02"]);
    expect(due("12-31")).toEqual(["2026-12-31→2027-08-15"]);
    expect(due("02-29")).toEqual(["2027-02-28→2027-11-15"]);
    // France: the second working day after 1 May (Saturday in 2027 → Tuesday 4 May) + 15 days; other year ends + 3 months + 15 days.
    const fr = { basis: "year_end_table", bands: [{ to: "11-30", months: 3, days: 15 }, { to: "12-31", years: 1, month: 5, day: 1, businessDays: 2, days: 15 }] } as const;
    expect(occurrences(fr, calendarYear, "2026-11-27", "2027-11-27").map((o) => o.dueDate)).toEqual(["2027-05-19"]);
    expect(occurrences(fr, { incorporationDate: "2024-01-01", fiscalYearEnd: "09-30" }, "2026-11-27", "2027-11-27").map((o) => o.dueDate)).toEqual(["2027-01-15"]);
  });

  it("an anniversary rule can count months: two months after the review date", () => {
    expect(occurrences({ basis: "anniversary", months: 2, days: 0 }, { incorporationDate: "2024-03-15", fiscalYearEnd: "06-30" }, "2026-11-27", "2027-11-27").map((o) => o.dueDate)).toEqual(["2027-05-15"]);
  });

  it("event rules have no recurring dates; an ownership change is due 14 days after the event", () => {
    expect(occurrences({ basis: "event", days: 14 }, calendarYear, "2026-01-01", "2027-01-01")).toEqual([]);
    expect(eventDueDate({ basis: "event", days: 14 }, "2026-12-25")).toBe("2027-01-08");
    expect(eventDueDate({ basis: "event", days: 14 }, "2028-02-20")).toBe("2028-03-05");
  });
});

describe("status", () => {
  it("is filed, overdue, due soon (≤ 30 days) or upcoming", () => {
    const today = "2026-11-23";
    expect(filingStatus("2026-11-01", "2026-10-30", today)).toBe("filed");
    expect(filingStatus("2026-11-22", null, today)).toBe("overdue");
    expect(filingStatus("2026-11-23", null, today)).toBe("due_soon");
    expect(filingStatus("2026-12-23", null, today)).toBe("due_soon");
    expect(filingStatus("2026-12-24", null, today)).toBe("upcoming");
  });

  it("the calendar window is 12 months", () => {
    expect(calendarWindow("2026-11-23")).toEqual({ from: "2026-11-23", to: "2027-11-23" });
    expect(calendarWindow("2028-02-29")).toEqual({ from: "2028-02-29", to: "2029-02-28" });
  });
});

describe("rules", () => {
  it("every trackable jurisdiction (catalogue and law) and structure has rules, each with a valid kind, fee in minor units and a source or estimate", () => {
    expect(CATALOGUE_JURISDICTIONS).toContain("CYP");
    // Jurisdictions from the law that no catalogue structure lists can be tracked too.
    for (const j of ["FRA", "ITA", "CAN", "AUS", "PRT", "CHE", "DEU"]) expect(TRACKABLE_JURISDICTIONS).toContain(j);
    for (const j of TRACKABLE_JURISDICTIONS) {
      for (const s of CATALOGUE_STRUCTURES) {
        const rules = rulesFor(j, s);
        expect(rules.length, `${j}/${s}`).toBeGreaterThan(2);
        expect(new Set(rules.map((r) => r.id)).size, `${j}/${s} ids unique`).toBe(rules.length);
        expect(rules.some((r) => r.event === "ownership_change"), `${j}/${s} BO change`).toBe(true);
        for (const r of rules) {
          if (r.fee) expect(Number.isInteger(r.fee.amount) && /^[A-Z]{3}$/.test(r.fee.currency)).toBe(true);
          if (r.source) expect(r.source.url).toMatch(/^https?:\/\//);
        }
      }
    }
  });

  it("a Cyprus holding company: sourced HE32 with the €20 fee, no €350 levy (abolished), IR4 15 months after year end", () => {
    const rules = rulesFor("CYP", "holding-company");
    const byId = new Map(rules.map((r) => [r.id, r]));
    expect(byId.get("CYP.annual-return")).toMatchObject({ kind: "annual-review", fee: { amount: 2000, currency: "EUR" } });
    expect(byId.get("CYP.annual-return")!.source?.url).toMatch(/^https:/);
    expect(rules.some((r) => r.fee?.amount === 35000)).toBe(false);
    expect(byId.get("CYP.tax-return")!.due).toEqual({ basis: "fiscal_year_end", months: 15 });
    expect(byId.get("CYP.bo-change")).toMatchObject({ frequency: "event", due: { basis: "event", days: 14 } });
    // The nominee renewal is an estimate (no source) with the spec's sample fee.
    expect(byId.get("CYP.nominee-renewal")).toMatchObject({ source: null, nomineeOnly: true, fee: { amount: 150000, currency: "EUR" } });
    // Researched kinds are not doubled by generic estimates.
    expect(rules.filter((r) => r.kind === "annual-review").map((r) => r.id)).toEqual(["CYP.annual-return"]);
  });
});
