import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate: one formatter per context, en and tr, in UTC", () => {
  it("formats a day, a long date and a moment in both languages", () => {
    expect(formatDate("2026-03-05", "en", "day")).toBe("5 Mar 2026");
    expect(formatDate("2026-03-05", "tr", "day")).toBe("5 Mar 2026");
    expect(formatDate("2026-03-05", "en", "long")).toBe("5 March 2026");
    expect(formatDate("2026-03-05", "tr", "long")).toBe("5 Mart 2026");
    expect(formatDate("2026-03-05T23:30:00Z", "tr-TR", "dateTime")).toBe("5 Mar 2026 23:30");
    expect(formatDate(new Date("2026-12-31T00:00:00Z"), "en", "monthYear")).toBe("Dec 26");
  });
  it("reads a bare YYYY-MM-DD as that UTC day whatever the host's zone", () => {
    expect(formatDate("2026-01-01", "en", "full")).toBe("Thursday, 1 January 2026");
  });
});
