import { describe, expect, it } from "vitest";
import { eventDueDate, occurrences, shiftOffWeekend } from "./calendar";
import { easterSunday, holidayCalendar, holidaysIn, HOLIDAYS } from "./holidays";
import { LAW } from "./law";

describe("public holidays (decision 261)", () => {
  it("Easter Sunday by the Gregorian computus", () => {
    expect([2019, 2020, 2024, 2025, 2026, 2027, 2029].map((y) => easterSunday(y).join("-"))).toEqual(["4-21", "4-12", "3-31", "4-20", "4-5", "3-28", "4-1"]);
  });

  it("moving feasts, nth-weekday rules, Sunday substitutes and dated additions", () => {
    const pol2024 = holidaysIn("POL", 2024);
    expect(pol2024.has("2024-04-01")).toBe(true); // Easter Monday
    expect(pol2024.has("2024-05-30")).toBe(true); // Corpus Christi (Easter + 60)
    expect(pol2024.has("2024-12-24")).toBe(false); // Christmas Eve only from 2025
    expect(holidaysIn("POL", 2025).has("2025-12-24")).toBe(true);
    expect(holidaysIn("HUN", 2020).has("2020-06-01")).toBe(true); // Whit Monday
    expect(holidaysIn("HUN", 2016).has("2016-03-25")).toBe(false); // Good Friday from 2017
    expect(holidaysIn("CAN", 2026).has("2026-05-18")).toBe(true); // Victoria Day: Monday on or after 18 May
    expect(holidaysIn("CAN", 2026).has("2026-10-12")).toBe(true); // Thanksgiving: second Monday of October
    expect(holidaysIn("CAN", 2029).has("2029-07-02")).toBe(true); // Canada Day when 1 July is a Sunday
    expect(holidaysIn("CAN", 2029).has("2029-07-01")).toBe(false);
    expect(holidaysIn("SWE", 2026).has("2026-06-19")).toBe(true); // Midsummer Eve: Friday 19–25 June
    expect(holidaysIn("AUS", 2027).has("2027-03-01")).toBe(true); // WA Labour Day
    expect(holidaysIn("DEU", 2026).has("2026-10-03")).toBe(true);
    expect(holidaysIn("DEU", 2026).has("2026-01-06")).toBe(false); // Epiphany: some Länder only, not stored
    expect(holidaysIn("MUS", 2026).size).toBe(0);
  });

  it("a working-day rule skips weekends and holidays; a rule without one never moves", () => {
    const pol = holidayCalendar("POL");
    expect(shiftOffWeekend("2024-03-31", "next", pol)).toBe("2024-04-02");
    expect(shiftOffWeekend("2024-03-31", "next")).toBe("2024-04-01"); // weekends only
    expect(shiftOffWeekend("2027-11-01", "previous", pol)).toBe("2027-10-29");
    expect(shiftOffWeekend("2027-11-01", undefined, pol)).toBe("2027-11-01");
    const entity = { incorporationDate: "2020-01-01", fiscalYearEnd: "12-31" };
    // A fixed day on All Saints' Day without a working-day rule stays where the law puts it.
    expect(occurrences({ basis: "fixed", month: 11, day: 1 }, entity, "2027-01-01", "2027-12-31", pol).map((o) => o.dueDate)).toEqual(["2027-11-01"]);
    expect(occurrences({ basis: "fixed", month: 11, day: 1, workingDay: "next" }, entity, "2027-01-01", "2027-12-31", pol).map((o) => o.dueDate)).toEqual(["2027-11-02"]);
    // An event rule moves only when it says so.
    expect(eventDueDate({ basis: "event", days: 7 }, "2027-10-25", pol)).toBe("2027-11-01");
    expect(eventDueDate({ basis: "event", days: 7, workingDay: "next" }, "2027-10-25", pol)).toBe("2027-11-02");
  });

  it("every jurisdiction with a working-day rule has its holidays stored, each with the law that defines them", () => {
    const shifted = Object.entries(LAW).filter(([, j]) => j.rules.some((r) => r.due.workingDay)).map(([iso3]) => iso3);
    expect(shifted.sort()).toEqual(["AUS", "BEL", "CAN", "DEU", "ESP", "HUN", "ITA", "POL", "SWE"]);
    for (const iso3 of shifted) {
      expect(HOLIDAYS[iso3], iso3).toBeDefined();
      expect(HOLIDAYS[iso3].source.url, iso3).toMatch(/^https?:\/\//);
      expect(holidaysIn(iso3, 2027).size, iso3).toBeGreaterThan(5);
    }
    // Portugal's Modelo 22 is due on its day "whether or not it is a working day": no shift, no holidays needed.
    expect(LAW.PRT.rules.some((r) => r.due.workingDay)).toBe(false);
  });
});
