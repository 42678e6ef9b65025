/**
 * The filing calendar as pure functions over "YYYY-MM-DD" strings (UTC calendar days, no clock,
 * no time zone): fiscal-year ends, incorporation anniversaries, month ends and leap years.
 * Arithmetic is done on UTC day numbers so the result never depends on the runtime's time zone.
 */

export const FILING_KINDS = [
  "beneficial-ownership",
  "payments",
  "financial-statements",
  "agm",
  "tax-certificate",
  "annual-review",
  "tax-return",
  "nominee-renewal",
] as const;
export type FilingKind = (typeof FILING_KINDS)[number];

export const FILING_STATUSES = ["upcoming", "due_soon", "overdue", "filed"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** A filing is "due soon" from this many days before its due date (inclusive). */
export const DUE_SOON_DAYS = 30;
/** The calendar looks this many months ahead. */
export const HORIZON_MONTHS = 12;

/**
 * A band of fiscal-year ends (by "MM-DD", inclusive upper bound `to`) and the day its return is
 * due: `years` after the calendar year the fiscal year ends in, on `month`/`day`, then
 * `businessDays` (Monday–Friday) and `days` later (Hong Kong's N/D/M codes; "30 November of the
 * year of assessment" in Singapore; "31 July of the following year" in Germany; France's "second
 * working day after 1 May, plus 15 days online"); or `months` after the year end.
 */
export type YearEndBand = { to: string } & (
  | { years: number; month: number; day: number; businessDays?: number; days?: number }
  /** relative to the fiscal-year end, as `fiscal_year_end` counts it; `days` added after */
  | { months: number; days?: number }
);

/**
 * When a due day falls on a Saturday, Sunday or a stored public holiday of the jurisdiction
 * (holidays.ts, decision 261): `"next"` moves it to the next working day (Spain, Canada, Poland,
 * Hungary, Germany, Belgium, Sweden, Australia), `"previous"` to the working day before.
 */
export type WorkingDayShift = "next" | "previous";

/** Whether a day is a public holiday (a jurisdiction's stored holidays; none by default). */
export type IsHoliday = (day: string) => boolean;
const noHolidays: IsHoliday = () => false;

export type DueRule = (
  /**
   * `months` (+ `days`) after each fiscal-year end; a month-end year end stays at month end, unless
   * `dateToDate` (Spain counts "six months from date to date": 30 June → 30 December).
   */
  | { basis: "fiscal_year_end"; months: number; days?: number; dateToDate?: boolean }
  /** day `day` of the month that is `months` after each fiscal-year end ("the 23rd of the 9th month"; "the 15th day of the 4th month") */
  | { basis: "fiscal_year_end_day"; months: number; day: number }
  /** a fixed day chosen by the fiscal-year end's band (the first band whose `to` is on or after it) */
  | { basis: "year_end_table"; bands: readonly YearEndBand[] }
  /** `months` (default 0) and `days` after each anniversary of incorporation (the first one is a year after incorporation). */
  | { basis: "anniversary"; days: number; months?: number }
  /** the same calendar day every year, from the year after incorporation */
  | { basis: "fixed"; month: number; day: number }
  /** BVI-style: one date for companies incorporated January–June, another for July–December */
  | { basis: "incorporation_half"; firstHalf: { month: number; day: number }; secondHalf: { month: number; day: number } }
  /** event-driven: `months` (default 0) and `days` after the event (e.g. a beneficial-ownership change); `businessDays` counts Monday–Friday only */
  | { basis: "event"; days: number; months?: number; businessDays?: boolean }
) & { workingDay?: WorkingDayShift };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isLeapYear = (year: number) => daysInMonth(year, 2) === 29;

export function isValidDay(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 1900 && y <= 2200 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** "MM-DD" of a fiscal-year end; 02-29 is allowed (it means the last day of February). */
export function isValidMonthDay(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [mo, d] = [Number(m[1]), Number(m[2])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(2024, mo);
}

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parse(value: string): Ymd {
  const m = DAY_RE.exec(value);
  if (!m) throw new Error(`not a YYYY-MM-DD day: ${value}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const format = ({ y, m, d }: Ymd) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** A day of a year, clamped to the month's length (Feb 29 → Feb 28 in a common year). */
function clampedDay(y: number, m: number, d: number): Ymd {
  return { y, m, d: Math.min(d, daysInMonth(y, m)) };
}

export function addDays(day: string, days: number): string {
  const { y, m, d } = parse(day);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });
}

/**
 * Calendar months later. The day is clamped to the target month's length, and a month-end start
 * stays at the month end ("9 months after 30 June" is 31 March), the way registries count.
 */
export function addMonths(day: string, months: number, keepMonthEnd = true): string {
  const start = parse(day);
  const index = start.y * 12 + (start.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const monthEnd = keepMonthEnd && start.d === daysInMonth(start.y, start.m);
  return format(monthEnd ? { y, m, d: daysInMonth(y, m) } : clampedDay(y, m, start.d));
}

/** The fiscal-year end falling in `year` for an "MM-DD" year end. */
export function fiscalYearEndIn(year: number, fiscalYearEnd: string): string {
  const [m, d] = fiscalYearEnd.split("-").map(Number);
  return format(clampedDay(year, m, d));
}

/** The `year` anniversary of an incorporation day (a 29 February company has 28 February in common years). */
export function anniversaryIn(year: number, incorporationDate: string): string {
  const { m, d } = parse(incorporationDate);
  return format(clampedDay(year, m, d));
}

export interface CalendarEntity {
  incorporationDate: string;
  fiscalYearEnd: string;
}

export interface Occurrence {
  /** the period the filing is for (fiscal-year end, anniversary or due date) */
  period: string;
  dueDate: string;
}

/** Every due date of a recurring rule in [from, to] (inclusive); event rules have none. */
export function occurrences(due: DueRule, entity: CalendarEntity, from: string, to: string, isHoliday: IsHoliday = noHolidays): Occurrence[] {
  if (due.basis === "event") return [];
  const incorporated = entity.incorporationDate;
  const firstYear = parse(from).y - 3;
  const lastYear = parse(to).y + 1;
  const found: Occurrence[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    let period: string;
    let dueDate: string;
    switch (due.basis) {
      case "fiscal_year_end": {
        period = fiscalYearEndIn(year, entity.fiscalYearEnd);
        // Only fiscal years that end after the company exists.
        if (period <= incorporated) continue;
        dueDate = addDays(addMonths(period, due.months, !due.dateToDate), due.days ?? 0);
        break;
      }
      case "fiscal_year_end_day": {
        period = fiscalYearEndIn(year, entity.fiscalYearEnd);
        if (period <= incorporated) continue;
        const month = parse(addMonths(period, due.months));
        dueDate = format(clampedDay(month.y, month.m, due.day));
        break;
      }
      case "year_end_table": {
        period = fiscalYearEndIn(year, entity.fiscalYearEnd);
        if (period <= incorporated) continue;
        const band = bandFor(due.bands, period);
        dueDate = "months" in band ? addMonths(period, band.months) : addBusinessDays(format(clampedDay(year + band.years, band.month, band.day)), band.businessDays ?? 0, isHoliday);
        dueDate = addDays(dueDate, band.days ?? 0);
        break;
      }
      case "anniversary": {
        if (year <= parse(incorporated).y) continue;
        period = anniversaryIn(year, incorporated);
        dueDate = addDays(addMonths(period, due.months ?? 0), due.days);
        break;
      }
      case "fixed": {
        if (year <= parse(incorporated).y) continue;
        period = format(clampedDay(year, due.month, due.day));
        dueDate = period;
        break;
      }
      case "incorporation_half": {
        if (year <= parse(incorporated).y) continue;
        const when = parse(incorporated).m <= 6 ? due.firstHalf : due.secondHalf;
        period = format(clampedDay(year, when.month, when.day));
        dueDate = period;
        break;
      }
    }
    dueDate = shiftOffWeekend(dueDate, due.workingDay, isHoliday);
    if (dueDate >= from && dueDate <= to) found.push({ period, dueDate });
  }
  return found;
}

/** Day of the week of a day: 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  const { y, m, d } = parse(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A day that is neither a Saturday, a Sunday nor a holiday. */
export const isWorkingDay = (day: string, isHoliday: IsHoliday = noHolidays) => weekday(day) !== 0 && weekday(day) !== 6 && !isHoliday(day);

/**
 * A day moved off a weekend or holiday (`next`: to the next working day; `previous`: to the working
 * day before); unchanged without a shift. Without holidays, Saturday/Sunday → Monday or Friday.
 */
export function shiftOffWeekend(day: string, shift: WorkingDayShift | undefined, isHoliday: IsHoliday = noHolidays): string {
  if (!shift) return day;
  let current = day;
  while (!isWorkingDay(current, isHoliday)) current = addDays(current, shift === "next" ? 1 : -1);
  return current;
}

/** `days` working days (Monday–Friday, not a holiday) after `day`. */
export function addBusinessDays(day: string, days: number, isHoliday: IsHoliday = noHolidays): string {
  let current = day;
  for (let left = days; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current, isHoliday)) left--;
  }
  return current;
}

/** The band of a `year_end_table` rule a fiscal-year end falls in (bands are ordered by `to`). */
function bandFor(bands: readonly YearEndBand[], period: string): YearEndBand {
  const md = period.slice(5);
  const band = bands.find((b) => md <= b.to);
  if (!band) throw new Error(`no band for a year end on ${md}`);
  return band;
}

/** The due date of an event-driven obligation. */
export function eventDueDate(due: DueRule, eventDate: string, isHoliday: IsHoliday = noHolidays): string {
  if (due.basis !== "event") throw new Error("not an event rule");
  const start = addMonths(eventDate, due.months ?? 0, false);
  return shiftOffWeekend(due.businessDays ? addBusinessDays(start, due.days, isHoliday) : addDays(start, due.days), due.workingDay, isHoliday);
}

/** The horizon of the calendar: today through 12 months ahead. */
export function calendarWindow(today: string): { from: string; to: string } {
  return { from: today, to: addMonths(today, HORIZON_MONTHS) };
}

export function filingStatus(dueDate: string, filedAt: string | null, today: string): FilingStatus {
  if (filedAt) return "filed";
  if (dueDate < today) return "overdue";
  if (dueDate <= addDays(today, DUE_SOON_DAYS)) return "due_soon";
  return "upcoming";
}

/** Today as a UTC calendar day. */
export const utcDay = (now: Date | number = Date.now()) => new Date(now).toISOString().slice(0, 10);
