import type { RuleSource } from "./rules-types";

/**
 * Public holidays that move a filing deadline (issue 32 §2, decision 261). Only for jurisdictions
 * whose stored rules say "working day" / "business day" (`workingDay: "next"`), and only the days
 * the law makes holidays nationwide (or, for Australia, the ATO's "a public holiday for the whole of
 * any state or territory" around the one date it moves). Each day is a rule — a fixed date, an
 * offset from Easter Sunday, or "the first <weekday> on or after" a date — so no year has to be
 * typed in, and each country names the law that defines its days. Regional holidays (German Länder,
 * Spanish comunidades, Canadian provinces) are not stored: the calendar can be a day early for a
 * company whose authority sits where a regional holiday applies, never late.
 *
 * Not `date-holidays` (npm): it bundles every country's data, 231 KiB gzip measured with esbuild
 * (decision 261), against a Worker budget of ~40 KiB for this.
 */

const src = (publisher: string, title: string, url: string, retrieved?: string): RuleSource => ({ publisher, title, url, ...(retrieved ? { retrieved } : {}) });

/** Weekday 0 Sunday … 6 Saturday. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type HolidayRule = { name: string; from?: number; to?: number } & (
  /** the same day every year; `sundayTo` moves it that many days when it falls on a Sunday (Canada Day → 2 July) */
  | { month: number; day: number; sundayTo?: number }
  /** days after Easter Sunday (Good Friday −2, Easter Monday +1, Ascension +39, Whit Monday +50, Corpus Christi +60) */
  | { easter: number }
  /** the first `weekday` on or after month/day (Victoria Day: Monday on or after 18 May; Labour Day: Monday on or after 1 September) */
  | { weekday: Weekday; onOrAfter: { month: number; day: number } }
);

export interface CountryHolidays {
  /** the law that makes these days public holidays */
  source: RuleSource;
  /** what is left out, in words */
  leftOut?: string;
  days: readonly HolidayRule[];
}

const GOOD_FRIDAY = { name: "Good Friday", easter: -2 } as const;
const EASTER_MONDAY = { name: "Easter Monday", easter: 1 } as const;
const ASCENSION = { name: "Ascension Day", easter: 39 } as const;
const WHIT_MONDAY = { name: "Whit Monday", easter: 50 } as const;
const NEW_YEAR = { name: "New Year's Day", month: 1, day: 1 } as const;
const EPIPHANY = { name: "Epiphany", month: 1, day: 6 } as const;
const MAY_DAY = { name: "1 May", month: 5, day: 1 } as const;
const ASSUMPTION = { name: "Assumption", month: 8, day: 15 } as const;
const ALL_SAINTS = { name: "All Saints' Day", month: 11, day: 1 } as const;
const CHRISTMAS = { name: "Christmas Day", month: 12, day: 25 } as const;
const BOXING_DAY = { name: "26 December", month: 12, day: 26 } as const;

export const HOLIDAYS: Record<string, CountryHolidays> = {
  DEU: {
    source: src("Haufe (commentary on §108(3) AO, citing the BFH)", "§108 Abs. 3 AO: a deadline ending on a Sunday, a statutory public holiday or a Saturday ends on the next working day; the holidays are those of the Land where the authority sits", "https://haufe.de/steuern/haufe-steuer-office-excellence/schwarzpahlkekess-ao-108-fristen-und-termine-32-beruecksichtigung-von-samstagen-sonntagen-und-gesetzlichen-feiertagen_idesk_PI25844_HI895442.html", "2026-11-27"),
    leftOut: "Holidays of some Länder only (Epiphany, Corpus Christi, Assumption, Reformation Day, All Saints, Repentance Day, Women's Day) are not stored; the nine days every Land keeps are (3 October by the Unification Treaty).",
    days: [NEW_YEAR, GOOD_FRIDAY, EASTER_MONDAY, MAY_DAY, ASCENSION, WHIT_MONDAY, { name: "Day of German Unity", month: 10, day: 3 }, CHRISTMAS, BOXING_DAY],
  },
  POL: {
    source: src("Infor.pl / TVN24 (Ustawa z 18 stycznia 1951 r. o dniach wolnych od pracy, as amended in December 2024)", "Dni ustawowo wolne od pracy: 13 holidays, 14 from 2025 with Christmas Eve (24 December); Ordynacja podatkowa art. 12 §5 moves a deadline on a Saturday or statutory holiday to the next working day", "https://tvn24.pl/biznes/dla-pracownika/wigilia-piec-dni-wolnych-z-rzedu-bez-urlopu-zmiana-przepisow-st8779528", "2026-11-27"),
    days: [
      NEW_YEAR,
      { ...EPIPHANY, from: 2011 },
      { name: "Easter Monday", easter: 1 },
      MAY_DAY,
      { name: "Constitution Day", month: 5, day: 3 },
      { name: "Corpus Christi", easter: 60 },
      ASSUMPTION,
      ALL_SAINTS,
      { name: "Independence Day", month: 11, day: 11 },
      { name: "Christmas Eve", month: 12, day: 24, from: 2025 },
      CHRISTMAS,
      BOXING_DAY,
    ],
  },
  HUN: {
    source: src("Munka Törvénykönyve (Act I of 2012), §102(1)", "Public holidays in Hungary: 1 January, 15 March, Good Friday (from 2017), Easter Monday, 1 May, Whit Monday, 20 August, 23 October, 1 November, 25–26 December", "https://njt.hu/jogszabaly/2012-1-00-00"),
    leftOut: "Working Saturdays and bridge days moved by the yearly ministerial decree are not stored.",
    days: [NEW_YEAR, { name: "National Day", month: 3, day: 15 }, { ...GOOD_FRIDAY, from: 2017 }, EASTER_MONDAY, MAY_DAY, WHIT_MONDAY, { name: "St Stephen's Day", month: 8, day: 20 }, { name: "1956 Revolution Day", month: 10, day: 23 }, ALL_SAINTS, CHRISTMAS, BOXING_DAY],
  },
  ESP: {
    source: src("Estatuto de los Trabajadores art. 37.2 (Real Decreto 2001/1983, art. 45)", "Fiestas laborales de ámbito nacional: 1 January, 6 January, Good Friday, 1 May, 15 August, 12 October, 1 November, 6 December, 8 December, 25 December", "https://www.boe.es/buscar/act.php?id=BOE-A-2015-11430"),
    leftOut: "Holidays of the autonomous communities (Holy Thursday, Easter Monday, 19 March, 25 July, …) and a national holiday a community moves from a Sunday to Monday are not stored.",
    days: [NEW_YEAR, EPIPHANY, GOOD_FRIDAY, MAY_DAY, ASSUMPTION, { name: "Fiesta Nacional de España", month: 10, day: 12 }, ALL_SAINTS, { name: "Constitution Day", month: 12, day: 6 }, { name: "Immaculate Conception", month: 12, day: 8 }, CHRISTMAS],
  },
  ITA: {
    source: src("Legge 27 maggio 1949 n. 260, as amended", "Giorni festivi: 1 January, 6 January, Easter Monday, 25 April, 1 May, 2 June, 15 August, 1 November, 8 December, 25 and 26 December", "https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260"),
    leftOut: "Local patron saints' days are not stored; the 4 October holiday restored from 2026 was not read in a source here and is not stored.",
    days: [NEW_YEAR, EPIPHANY, EASTER_MONDAY, { name: "Liberation Day", month: 4, day: 25 }, MAY_DAY, { name: "Republic Day", month: 6, day: 2 }, ASSUMPTION, ALL_SAINTS, { name: "Immaculate Conception", month: 12, day: 8 }, CHRISTMAS, BOXING_DAY],
  },
  CAN: {
    source: src("Holidays Act, R.S.C. 1985, c. H-5, ss. 2(1)–(2) (quoted by Hull & Hull) and Interpretation Act s. 35", "Canada Day is 1 July, or 2 July when 1 July is a Sunday; federal holidays: New Year's Day, Good Friday, Easter Monday, Victoria Day, Canada Day, Labour Day, National Day for Truth and Reconciliation (from 2021), Thanksgiving, Remembrance Day, Christmas Day, Boxing Day", "https://hullandhull.com/2021/07/canada-day-2021", "2026-11-27"),
    leftOut: "Provincial holidays (Family Day, Civic Holiday, Saint-Jean-Baptiste, …) are not stored.",
    days: [
      NEW_YEAR,
      GOOD_FRIDAY,
      EASTER_MONDAY,
      { name: "Victoria Day", weekday: 1, onOrAfter: { month: 5, day: 18 } },
      { name: "Canada Day", month: 7, day: 1, sundayTo: 1 },
      { name: "Labour Day", weekday: 1, onOrAfter: { month: 9, day: 1 } },
      { name: "National Day for Truth and Reconciliation", month: 9, day: 30, from: 2021 },
      { name: "Thanksgiving", weekday: 1, onOrAfter: { month: 10, day: 8 } },
      { name: "Remembrance Day", month: 11, day: 11 },
      CHRISTMAS,
      BOXING_DAY,
    ],
  },
  BEL: {
    source: src("Loi du 4 janvier 1974 relative aux jours fériés (arrêté royal du 18 avril 1974)", "Ten public holidays: 1 January, Easter Monday, 1 May, Ascension, Whit Monday, 21 July, 15 August, 1 November, 11 November, 25 December", "https://www.ejustice.just.fgov.be/cgi_loi/change_lg.pl?language=fr&la=F&table_name=loi&cn=1974010430"),
    days: [NEW_YEAR, EASTER_MONDAY, MAY_DAY, ASCENSION, WHIT_MONDAY, { name: "National Day", month: 7, day: 21 }, ASSUMPTION, ALL_SAINTS, { name: "Armistice Day", month: 11, day: 11 }, CHRISTMAS],
  },
  SWE: {
    source: src("Lag (1989:253) om allmänna helgdagar; lag (1930:173) om beräkning av lagstadgad tid", "Public holidays, and the days a statutory deadline moves off: Saturday, Sunday, a public holiday, Midsummer Eve, Christmas Eve and New Year's Eve", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-1930173-om-berakning-av-lagstadgad-tid_sfs-1930-173/"),
    days: [
      NEW_YEAR,
      EPIPHANY,
      GOOD_FRIDAY,
      EASTER_MONDAY,
      MAY_DAY,
      ASCENSION,
      { name: "National Day", month: 6, day: 6, from: 2005 },
      { name: "Midsummer Eve", weekday: 5, onOrAfter: { month: 6, day: 19 } },
      { name: "Christmas Eve", month: 12, day: 24 },
      CHRISTMAS,
      BOXING_DAY,
      { name: "New Year's Eve", month: 12, day: 31 },
    ],
  },
  AUS: {
    source: src("Australian Taxation Office", "Key lodgment dates: a business day is not a Saturday, Sunday or public holiday; a public holiday is one for the whole of any state or territory, and every taxpayer may then lodge or pay on the next business day", "http://www.ato.gov.au/Business/Bus/Key-lodgment-dates-for-businesses/", "2026-11-27"),
    leftOut: "Only the national days and the whole-state days of early March (the month after the 28 February due date) are stored: Labour Day in Western Australia (first Monday of March) and in Victoria, Canberra Day and the Adelaide Cup (second Monday). King's Birthday, show days and the others are not; no stored Australian rule can fall near them.",
    days: [
      NEW_YEAR,
      { name: "Australia Day", month: 1, day: 26 },
      { name: "Labour Day (WA)", weekday: 1, onOrAfter: { month: 3, day: 1 } },
      { name: "Labour Day (Vic), Canberra Day (ACT), Adelaide Cup (SA)", weekday: 1, onOrAfter: { month: 3, day: 8 } },
      GOOD_FRIDAY,
      EASTER_MONDAY,
      { name: "Anzac Day", month: 4, day: 25 },
      CHRISTMAS,
      BOXING_DAY,
    ],
  },
};

/** Easter Sunday of a year (Gregorian; the anonymous algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const iso = (t: Date) => t.toISOString().slice(0, 10);

function dayOf(rule: HolidayRule, year: number): string {
  if ("easter" in rule) {
    const [m, d] = easterSunday(year);
    return iso(new Date(Date.UTC(year, m - 1, d + rule.easter)));
  }
  if ("onOrAfter" in rule) {
    const start = new Date(Date.UTC(year, rule.onOrAfter.month - 1, rule.onOrAfter.day));
    return iso(new Date(Date.UTC(year, rule.onOrAfter.month - 1, rule.onOrAfter.day + ((rule.weekday - start.getUTCDay() + 7) % 7))));
  }
  const t = new Date(Date.UTC(year, rule.month - 1, rule.day));
  return iso(rule.sundayTo && t.getUTCDay() === 0 ? new Date(Date.UTC(year, rule.month - 1, rule.day + rule.sundayTo)) : t);
}

const cache = new Map<string, ReadonlySet<string>>();

/** The stored public holidays of a jurisdiction in a year ("YYYY-MM-DD"); empty when none are stored. */
export function holidaysIn(jurisdiction: string, year: number): ReadonlySet<string> {
  const key = `${jurisdiction}:${year}`;
  let days = cache.get(key);
  if (!days) {
    const rules = HOLIDAYS[jurisdiction]?.days ?? [];
    days = new Set(rules.filter((r) => (r.from === undefined || year >= r.from) && (r.to === undefined || year <= r.to)).map((r) => dayOf(r, year)));
    cache.set(key, days);
  }
  return days;
}

/** A predicate for the calendar: is `day` a stored public holiday of the jurisdiction? */
export const holidayCalendar = (jurisdiction: string) => (day: string) => holidaysIn(jurisdiction, Number(day.slice(0, 4))).has(day);
