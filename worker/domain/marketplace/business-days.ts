/**
 * Business days for the dispute clock (issue 31, decision 241): Monday to Friday in UTC. Public
 * holidays are NOT skipped: the two parties usually live in different jurisdictions with different
 * holidays, and one calendar-free rule is one both can read on the page.
 */

const DAY_MS = 86_400_000;
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/**
 * The moment `days` business days after `start`, at the same UTC time of day: each step moves one
 * calendar day and counts it only when it is a weekday. A dispute opened on Friday 10:00 has until
 * the next Friday 10:00; one opened on Saturday until the Friday after (Monday is day 1).
 */
export function addBusinessDays(start: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError("days must be a non-negative integer");
  let t = start.getTime();
  let left = days;
  while (left > 0) {
    t += DAY_MS;
    if (!isWeekend(new Date(t))) left--;
  }
  return new Date(t);
}

/** The other side answers a dispute within this many business days. */
export const DISPUTE_RESPONSE_BUSINESS_DAYS = 5;

export const disputeResponseDeadline = (openedAt: Date) => addBusinessDays(openedAt, DISPUTE_RESPONSE_BUSINESS_DAYS);
