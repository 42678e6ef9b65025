import { describe, expect, it } from "vitest";
import { clampProgress, createLoadingTracker, MISSING_URL_MESSAGE, nextProgress, PROGRESS_RANGE_MESSAGE } from "./loading-progress";

describe("loading progress (spec §4, §5)", () => {
  it("keeps values in 0–100 and logs the spec's message outside it", () => {
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    expect(clampProgress(0, log)).toBe(0);
    expect(clampProgress(42.5, log)).toBe(42.5);
    expect(clampProgress(100, log)).toBe(100);
    expect(logs).toEqual([]);
    expect(clampProgress(-5, log)).toBe(0);
    expect(clampProgress(140, log)).toBe(100);
    expect(clampProgress(Number.NaN, log)).toBe(0);
    expect(logs).toEqual([PROGRESS_RANGE_MESSAGE, PROGRESS_RANGE_MESSAGE, PROGRESS_RANGE_MESSAGE]);
  });

  it("shows while at least one request is pending and hides when none are", () => {
    const logs: string[] = [];
    const tracker = createLoadingTracker((m) => logs.push(m));
    expect(tracker.show).toBe(false);
    tracker.setStatus(true, "/a");
    tracker.setStatus(true, "/b");
    tracker.setStatus(true, "/b");
    expect(tracker.pending).toBe(3);
    tracker.setStatus(false, "/b");
    tracker.setStatus(false, "/a");
    expect(tracker.show).toBe(true);
    tracker.setStatus(false, "/b");
    expect(tracker.show).toBe(false);
    tracker.setStatus(false, "/never-started");
    expect(tracker.pending).toBe(0);
    expect(logs).toEqual([]);
  });

  it("logs and ignores a status without a request URL", () => {
    const logs: string[] = [];
    const tracker = createLoadingTracker((m) => logs.push(m));
    tracker.setStatus(true, undefined);
    tracker.setStatus(true, "");
    expect(tracker.show).toBe(false);
    expect(logs).toEqual([MISSING_URL_MESSAGE, MISSING_URL_MESSAGE]);
  });

  it("eases towards 90 and never leaves the range", () => {
    let p = 0;
    for (let i = 0; i < 200; i++) {
      const next = nextProgress(p, () => {
        throw new Error("out of range");
      });
      expect(next).toBeGreaterThanOrEqual(p);
      p = next;
    }
    expect(p).toBe(90);
  });
});
