import { useTranslation } from "react-i18next";

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
const MONTH_MINUTES = 43_200;
const YEAR_MINUTES = 525_600;
const round = (n: number) => Math.round(n) || 0;
const offsetMs = (d: Date) => {
  // As date-fns counts a DST change: the zone's offset including seconds.
  const utc = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()));
  utc.setUTCFullYear(d.getFullYear());
  return +d - +utc;
};

// One formatter per language and tab / isolate (decision 108: Intl objects hold native memory).
const formatters = new Map<string, Intl.RelativeTimeFormat>();
const formatter = (language: "en" | "tr") => {
  let f = formatters.get(language);
  if (!f) formatters.set(language, (f = new Intl.RelativeTimeFormat(language, { numeric: "always" })));
  return f;
};

/**
 * "3 hours ago" / "3 saat önce": the wording and rounding of date-fns' `formatDistanceToNowStrict`
 * with `addSuffix` (which the workspace used before, relative-time.test.ts holds them equal), drawn
 * by the runtime's Intl.RelativeTimeFormat, so the lists that show it do not load date-fns and its
 * locales (issue 28).
 */
export function relativeTime(date: Date, now: Date, language: string): string {
  const past = +date <= +now;
  const [later, earlier] = past ? [now, date] : [date, now];
  const ms = +later - +earlier;
  const minutes = ms / MINUTE;
  const dstMinutes = (ms - (offsetMs(later) - offsetMs(earlier))) / MINUTE;
  let value: number;
  let unit: Intl.RelativeTimeFormatUnit;
  if (minutes < 1) [value, unit] = [round(ms / 1000), "second"];
  else if (minutes < 60) [value, unit] = [round(minutes), "minute"];
  else if (minutes < DAY_MINUTES) [value, unit] = [round(minutes / 60), "hour"];
  else if (dstMinutes < MONTH_MINUTES) [value, unit] = [round(dstMinutes / DAY_MINUTES), "day"];
  else if (dstMinutes < YEAR_MINUTES) {
    const months = round(dstMinutes / MONTH_MINUTES);
    [value, unit] = months === 12 ? [1, "year"] : [months, "month"];
  } else [value, unit] = [round(dstMinutes / YEAR_MINUTES), "year"];
  // -0 reads "0 seconds ago", as date-fns says it for the same moment.
  return formatter(language === "tr" ? "tr" : "en").format(past ? -value || -0 : value, unit);
}

/**
 * "3 hours ago" in the UI language. Server and browser compute it a moment apart, so the text may
 * differ by a second at hydration: that difference is expected, hence suppressHydrationWarning.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  return <RelativeTimeIn iso={iso} className={className} language={i18n.language} />;
}

/**
 * The same, in a `language` the caller passes: a list that shows one per row looks the language
 * up once instead of subscribing every row to i18next (issue 28, decision 301).
 */
export function RelativeTimeIn({ iso, className, language }: { iso: string; className?: string; language: string }) {
  return (
    <time dateTime={iso} title={iso} className={className} suppressHydrationWarning>
      {relativeTime(new Date(iso), new Date(), language)}
    </time>
  );
}
