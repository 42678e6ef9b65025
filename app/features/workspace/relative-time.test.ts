import { formatDistanceToNowStrict } from "date-fns";
import { enUS, tr } from "date-fns/locale";
import { afterEach, describe, expect, it, vi } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = new Date("2026-11-27T20:00:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Each unit's edges and the roundings between them, in the past and the future.
const DELTAS = [
  0, 400, 500, 29 * SECOND, 59.4 * SECOND, 59.6 * SECOND, MINUTE, 89 * SECOND, 90 * SECOND, 45 * MINUTE, 59 * MINUTE + 40 * SECOND, HOUR, 90 * MINUTE, 23 * HOUR + 40 * MINUTE,
  DAY, 36 * HOUR, 2 * DAY, 29 * DAY + 13 * HOUR, 30 * DAY, 45 * DAY, 200 * DAY, 344 * DAY, 350 * DAY, 364 * DAY, 365 * DAY, 547 * DAY, 548 * DAY, 3 * 365 * DAY,
].flatMap((d) => (d === 0 ? [0] : [d, -d]));

afterEach(() => void vi.useRealTimers());

describe("relativeTime (issue 28: the workspace's relative dates without date-fns)", () => {
  for (const [language, locale] of [["en", enUS], ["tr", tr]] as const) {
    it(`says what date-fns' formatDistanceToNowStrict with addSuffix says, in ${language}`, () => {
      vi.useFakeTimers({ now: NOW });
      for (const delta of DELTAS) {
        const date = new Date(+NOW - delta);
        expect(relativeTime(date, NOW, language), `${delta} ms`).toBe(formatDistanceToNowStrict(date, { addSuffix: true, locale }));
      }
    });
  }

  it("reads the reader's language, English for any other", () => {
    const date = new Date(+NOW - 3 * HOUR);
    expect([relativeTime(date, NOW, "en"), relativeTime(date, NOW, "tr"), relativeTime(date, NOW, "de")]).toEqual(["3 hours ago", "3 saat önce", "3 hours ago"]);
  });
});
