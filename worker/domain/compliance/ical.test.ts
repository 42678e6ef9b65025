import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "./ical";

describe("iCalendar", () => {
  it("escapes TEXT values (backslash, semicolon, comma, newlines)", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting UTF-8 characters", () => {
    const long = `SUMMARY:${"ş".repeat(60)}`; // 8 + 120 octets
    const folded = foldLine(long);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBe(2);
    for (const p of pieces) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(pieces[1].startsWith(" ")).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(long);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("builds a VCALENDAR with all-day events, CRLF line ends and a final CRLF", () => {
    const text = buildCalendar("Acme, filings", [{ uid: "f1@taxatlas", date: "2026-12-31", summary: "Annual return; Acme, Ltd", description: "Fee: 20 EUR\nSource: x", url: "https://example.com/compliance" }], new Date("2026-11-23T10:15:30.123Z"));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("X-WR-CALNAME:Acme\\, filings");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261123T101530Z");
    expect(lines).toContain("SUMMARY:Annual return\\; Acme\\, Ltd");
    expect(lines).toContain("DESCRIPTION:Fee: 20 EUR\\nSource: x");
    expect(lines.filter((l) => l === "BEGIN:VEVENT").length).toBe(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });
});
