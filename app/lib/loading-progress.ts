/**
 * The loading bar's state (spec §4, §5, §9): shown while at least one request is pending, hidden
 * when none are; progress always within 0–100. Pure, so it is unit-tested without a browser.
 */
export const PROGRESS_RANGE_MESSAGE = "Progress value must be between 0 and 100!";
export const MISSING_URL_MESSAGE = "The request URL must be provided!";

type Log = (message: string) => void;

/** Clamps to 0–100, logging the spec's message for a value outside it (NaN counts as 0). */
export function clampProgress(value: number, log: Log = console.error): number {
  if (Number.isNaN(value) || value < 0 || value > 100) {
    log(PROGRESS_RANGE_MESSAGE);
    return Number.isNaN(value) || value < 0 ? 0 : 100;
  }
  return value;
}

export interface LoadingTracker {
  /** true when `url` starts loading, false when it is done; a missing url is logged and ignored */
  setStatus(status: boolean, url: string | undefined | null): void;
  readonly pending: number;
  readonly show: boolean;
}

export function createLoadingTracker(log: Log = console.error): LoadingTracker {
  const urls = new Map<string, number>();
  return {
    setStatus(status, url) {
      if (!url) {
        log(MISSING_URL_MESSAGE);
        return;
      }
      const n = urls.get(url) ?? 0;
      if (status) urls.set(url, n + 1);
      else if (n <= 1) urls.delete(url);
      else urls.set(url, n - 1);
    },
    get pending() {
      let total = 0;
      for (const n of urls.values()) total += n;
      return total;
    },
    get show() {
      return urls.size > 0;
    },
  };
}

/** One tick of the indeterminate progress: eases towards 90 % while pending, never past it. */
export function nextProgress(current: number, log: Log = console.error): number {
  return clampProgress(Math.min(90, current + (90 - current) * 0.15 + 1), log);
}
