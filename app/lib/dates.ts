import { dateTimeFormat } from "./intl";

/**
 * One date formatter per context (issue 14, spec §9): calendar dates on every page go through
 * `formatDate`, so the same kind of date reads the same everywhere, in both languages. Item times
 * of the shell's panels ("MMM dd, h:mm a") are `LocalTime` (app/components/shell/local-time.tsx);
 * relative times are `RelativeTime`. All dates are formatted in UTC so server and client agree.
 */
export type DateStyle = "day" | "dayMonth" | "monthYear" | "long" | "full" | "dateTime" | "dayTimeZone" | "time";

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** lists, due dates, files: "5 Mar 2026" / "5 Mar 2026" */
  day: { day: "numeric", month: "short", year: "numeric" },
  /** board cards, where the year is implied */
  dayMonth: { day: "numeric", month: "short" },
  /** calendar columns */
  monthYear: { month: "short", year: "2-digit" },
  /** a date on its own, as date inputs show it (spec §9): "5 March 2026" / "5 Mart 2026" */
  long: { dateStyle: "long" },
  /** day headings of a feed */
  full: { dateStyle: "full" },
  /** a moment with its time (reminders) */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** a moment on a money record, with the zone it is given in (receipts, ledger): "5 Mar 2026, 10:00 UTC" */
  dayTimeZone: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" },
  /** the time of day beside a date ("10:30") */
  time: { hour: "2-digit", minute: "2-digit" },
};

// Each style with its zone, frozen: the formatter cache finds them by the object (no key per call).
const IN_UTC = Object.fromEntries(Object.entries(OPTIONS).map(([style, options]) => [style, Object.freeze({ ...options, timeZone: "UTC" })])) as Record<DateStyle, Intl.DateTimeFormatOptions>;

/** `locale` is the UI language ("en", "tr") or a tag ("tr-TR"); a "YYYY-MM-DD" day is read as that UTC day. */
export function formatDate(value: string | Date, locale: string, style: DateStyle): string {
  const tag = locale.startsWith("tr") ? "tr-TR" : "en-GB";
  const format = dateTimeFormat(tag, IN_UTC[style]);
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return format.format(date);
}
