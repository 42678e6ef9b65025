import { describe, expect, it } from "vitest";
import { addBusinessDays, disputeResponseDeadline } from "./business-days";

const at = (iso: string) => new Date(iso);

describe("addBusinessDays (Mon–Fri, UTC, public holidays not skipped)", () => {
  it("five business days from a Monday is the next Monday, same time", () => {
    expect(disputeResponseDeadline(at("2026-11-23T10:15:00Z")).toISOString()).toBe("2026-11-30T10:15:00.000Z");
  });
  it("from a Wednesday skips the weekend: next Wednesday", () => {
    expect(addBusinessDays(at("2026-11-25T08:00:00Z"), 5).toISOString()).toBe("2026-12-02T08:00:00.000Z");
  });
  it("from a Friday: the next Friday", () => {
    expect(addBusinessDays(at("2026-11-27T23:59:00Z"), 5).toISOString()).toBe("2026-12-04T23:59:00.000Z");
  });
  it("from a Saturday or Sunday: Monday is day 1, so the Friday after", () => {
    expect(addBusinessDays(at("2026-11-28T12:00:00Z"), 5).toISOString()).toBe("2026-12-04T12:00:00.000Z");
    expect(addBusinessDays(at("2026-11-29T12:00:00Z"), 5).toISOString()).toBe("2026-12-04T12:00:00.000Z");
    expect(addBusinessDays(at("2026-11-28T12:00:00Z"), 1).toISOString()).toBe("2026-11-30T12:00:00.000Z");
  });
  it("a public holiday counts as a business day (29 October, Turkey's Republic Day, a Thursday in 2026)", () => {
    expect(addBusinessDays(at("2026-10-28T09:00:00Z"), 1).toISOString()).toBe("2026-10-29T09:00:00.000Z");
  });
  it("zero days is the start; a negative or fractional count is refused", () => {
    expect(addBusinessDays(at("2026-11-28T12:00:00Z"), 0).toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(() => addBusinessDays(at("2026-11-28T12:00:00Z"), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(at("2026-11-28T12:00:00Z"), 1.5)).toThrow(RangeError);
  });
});
