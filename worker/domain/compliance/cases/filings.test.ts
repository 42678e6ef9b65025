import { describe, expect, it } from "vitest";
import { eventDueDate } from "#worker/domain/compliance/calendar";
import { holidayCalendar } from "#worker/domain/compliance/holidays";
import { LAW } from "#worker/domain/compliance/law";
import { inForce, rulesFor } from "#worker/domain/compliance/rules";
import { plannedFilings } from "#worker/domain/compliance/tracker.server";
import { FILING_CASES } from "./filings";

describe("filing cases from the law", () => {
  for (const c of FILING_CASES) {
    it(c.name, () => {
      const entity = { id: "e", userId: "u", nomineeDirector: false, foreignOwned: false, ...c.entity };
      const planned = plannedFilings(entity, c.today);
      const rules = new Map(rulesFor(entity.jurisdiction, entity.structure, entity.foreignOwned, entity.fiscalYearEnd).map((r) => [r.id, r]));
      for (const want of c.expect) {
        const found = planned.find((f) => f.ruleId === want.ruleId && f.dueDate === want.dueDate);
        expect(found, `${want.ruleId} due ${want.dueDate}; planned: ${planned.map((f) => `${f.ruleId}@${f.dueDate}`).join(", ")}`).toBeDefined();
        const rule = rules.get(want.ruleId)!;
        if (want.fee !== undefined) expect(found!.feeAmount === null ? null : { amount: found!.feeAmount, currency: found!.feeCurrency }).toEqual(want.fee);
        if (want.penalty !== undefined) expect(rule.penalty?.en).toContain(want.penalty);
        if (want.sourced !== undefined) expect(rule.source !== null).toBe(want.sourced);
      }
      for (const id of c.absent ?? []) expect(planned.some((f) => f.ruleId === id), `${id} must not be planned`).toBe(false);
      if (c.ownershipChange) {
        const due = [...rules.values()].filter((r) => r.event === "ownership_change" && inForce(r, c.ownershipChange!.on)).map((r) => ({ ruleId: r.id, dueDate: eventDueDate(r.due, c.ownershipChange!.on, holidayCalendar(entity.jurisdiction)) }));
        expect(due).toEqual(c.ownershipChange.due);
      }
    });
  }
});

describe("the rules from the law", () => {
  it("every researched rule cites a source with a URL; a retrieved date is a real day; penalties and titles have both languages", () => {
    for (const [iso3, j] of Object.entries(LAW)) {
      for (const r of j.rules) {
        expect(r.id.startsWith(`${iso3}.`), r.id).toBe(true);
        expect(r.source?.url, r.id).toMatch(/^https?:\/\//);
        for (const s of [r.source, r.feeSource, r.penaltySource, ...(r.fees ?? []).map((f) => f.source), ...(r.seeAlso ?? [])]) {
          if (s) expect(s.url, r.id).toMatch(/^https?:\/\//);
          if (s?.retrieved) expect(s.retrieved).toMatch(/^20\d\d-\d\d-\d\d$/);
        }
        expect(r.title.en && r.title.tr, r.id).toBeTruthy();
        if (r.penalty) expect(r.penalty.en && r.penalty.tr, r.id).toBeTruthy();
        if (r.fee) expect(Number.isInteger(r.fee.amount), r.id).toBe(true);
      }
    }
  });

  it("a page not re-read in this session claims no retrieved date", () => {
    const fz = rulesFor("ARE", "free-zone-company").find((r) => r.id === "ARE.qfzp-audited-accounts")!;
    expect(fz.source?.retrieved).toBeUndefined();
    expect(rulesFor("ARE", "free-zone-company").find((r) => r.id === "ARE.ct-return")!.source?.retrieved).toBe("2026-11-27");
  });

  it("the UK confirmation statement fee is dated: £13 before May 2024 is not claimed, £34 from 1 May 2024, £50 from 1 February 2026", () => {
    const entity = { id: "e", userId: "u", jurisdiction: "GBR", structure: "private-limited-company", fiscalYearEnd: "12-31", nomineeDirector: false };
    const feeDue = (incorporated: string, today: string) => plannedFilings({ ...entity, incorporationDate: incorporated }, today).find((f) => f.ruleId === "GBR.confirmation-statement")!;
    expect(feeDue("2024-06-01", "2025-01-01")).toMatchObject({ dueDate: "2025-06-15", feeAmount: 3400, feeCurrency: "GBP" });
    expect(feeDue("2024-06-01", "2026-01-01")).toMatchObject({ dueDate: "2026-06-15", feeAmount: 5000 });
    expect(feeDue("2023-01-10", "2024-01-01")).toMatchObject({ dueDate: "2024-01-24", feeAmount: null });
  });

  it("the US BOI update binds domestic companies only until 25 March 2025 (FinCEN interim final rule)", () => {
    const boi = rulesFor("USA", "llc").find((r) => r.id === "USA.boi-report-change")!;
    expect(inForce(boi, "2025-03-25")).toBe(true);
    expect(inForce(boi, "2025-03-26")).toBe(false);
  });

  it("every jurisdiction from the law says what it still assumes, and the engine's priority jurisdictions are from the law", () => {
    for (const j of ["DEU", "SGP", "HKG", "CHE", "PRT", "ESP", "FRA", "ITA", "LUX", "TUR", "BGR", "CAN", "AUS", "POL", "BMU", "CYM", "SWE", "PAN", "AUT", "BEL", "HUN", "LVA", "MNE", "GEO"]) {
      expect(LAW[j], j).toBeDefined();
      expect(LAW[j].assumes, j).toBeTruthy();
      // Every kind it covers has a rule of that kind (a covered kind never silently drops out).
      for (const kind of LAW[j].covers) expect(LAW[j].rules.some((r) => r.kind === kind), `${j} ${kind}`).toBe(true);
    }
  });

  it("beneficial-ownership windows per country: Germany without delay, Singapore 2 business days, Hong Kong 7, the Netherlands 7, Portugal 30, Luxembourg one month", () => {
    const window = (j: string) => rulesFor(j, "private-limited-company").find((r) => r.event === "ownership_change")!.due;
    expect(window("DEU")).toEqual({ basis: "event", days: 0 });
    expect(window("SGP")).toEqual({ basis: "event", days: 2, businessDays: true });
    expect(window("HKG")).toEqual({ basis: "event", days: 7 });
    expect(window("PRT")).toEqual({ basis: "event", days: 30 });
    expect(window("LUX")).toEqual({ basis: "event", months: 1, days: 0 });
    expect(window("FRA")).toEqual({ basis: "event", days: 30 });
    expect(window("POL")).toEqual({ basis: "event", days: 7 });
    expect(window("AUT")).toEqual({ basis: "event", days: 28 });
    expect(window("CAN")).toEqual({ basis: "event", days: 15 });
    expect(window("CHE")).toEqual({ basis: "event", months: 1, days: 0 });
    // Where no window was sourced, the estimate stays and says so.
    for (const j of ["ESP", "BMU", "PAN", "SWE", "LVA"]) expect(rulesFor(j, "private-limited-company").find((r) => r.event === "ownership_change"), j).toMatchObject({ id: `${j}.bo-change`, source: null });
  });

  it("the UK and Cyprus beneficial-ownership windows differ (28 vs 14 days)", () => {
    const window = (j: string) => rulesFor(j, "private-limited-company").find((r) => r.event === "ownership_change")!.due;
    expect(window("GBR")).toEqual({ basis: "event", days: 28 });
    expect(window("CYP")).toEqual({ basis: "event", days: 14 });
  });
});
