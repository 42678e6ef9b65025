/**
 * The filing rules in the rules explorer (issue 32 §3, decision 271): the compliance rules that come
 * from the law (worker/domain/compliance/law.ts, decision 190) are rules the product uses too — the
 * calendar and "Track this" run on them. They are read, never copied: a rule added to `LAW` is listed
 * here without further work. TaxAtlas's generic estimates (rules.ts GENERIC) are not law and are not
 * listed. Each filing keeps its own shape (a due rule, a fee history in minor units, a penalty in
 * words), beside the tax parameters, not squeezed into theirs.
 */
import type { DueRule, FilingKind } from "#worker/domain/compliance/calendar";
import { LAW } from "#worker/domain/compliance/law";
import type { ComplianceRule, LocalText, RuleSource } from "#worker/domain/compliance/rules";
import { dayIn, numberIn } from "./format";
import { fold, haystackOf } from "./registry";

type Locale = "en" | "tr";

export interface FilingReference {
  publisher: string | null;
  title: string;
  url: string;
  retrieved: string | null;
}

export interface FilingFee {
  /** YYYY-MM-DD the fee holds from; null = the fee as the law states it now, with no dated history */
  from: string | null;
  /** minor units */
  amount: number;
  currency: string;
}

export interface FilingRule {
  /** the compliance rule's id, `<ISO3>.<name>` (the id a tracked filing stores) */
  id: string;
  jurisdiction: string;
  filingKind: FilingKind;
  title: LocalText;
  /** structure slugs it applies to; null = every structure */
  structures: string[] | null;
  /** only for a company owned by a foreign person */
  foreignOwned: boolean;
  frequency: "annual" | "event";
  due: DueRule;
  /** the government fee over time; empty = no fee */
  fees: FilingFee[];
  penalty: LocalText | null;
  /** the rule binds only for due dates in this range */
  effective: { from: string | null; to: string | null } | null;
  reference: FilingReference;
  feeReference: FilingReference | null;
  penaltyReference: FilingReference | null;
}

const reference = (s: RuleSource): FilingReference => ({ publisher: s.publisher ?? null, title: s.title, url: s.url, retrieved: s.retrieved ?? null });

function fromLaw(jurisdiction: string, r: Omit<ComplianceRule, "jurisdiction" | "asOf">): FilingRule | null {
  // a rule of the law always names its source; one without is an estimate and not listed
  if (!r.source) return null;
  const fees: FilingFee[] = r.fees?.length
    ? [...r.fees].sort((a, b) => a.from.localeCompare(b.from)).map((f) => ({ from: f.from, amount: f.amount, currency: f.currency }))
    : r.fee
      ? [{ from: null, amount: r.fee.amount, currency: r.fee.currency }]
      : [];
  return {
    id: r.id,
    jurisdiction,
    filingKind: r.kind,
    title: r.title,
    structures: r.structures ? [...r.structures] : null,
    foreignOwned: r.foreignOwned === true,
    frequency: r.frequency,
    due: r.due,
    fees,
    penalty: r.penalty ?? null,
    effective: r.effective ? { from: r.effective.from ?? null, to: r.effective.to ?? null } : null,
    reference: reference(r.source),
    feeReference: r.feeSource ? reference(r.feeSource) : null,
    penaltyReference: r.penaltySource ? reference(r.penaltySource) : null,
  };
}

/** Builds the list from a `LAW`-shaped record, ordered by jurisdiction, then as the law lists them (returns before payments before registers). */
export function buildFilings(law: Record<string, { rules: readonly Omit<ComplianceRule, "jurisdiction" | "asOf">[] }>): FilingRule[] {
  return Object.entries(law)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([j, { rules }]) => rules.map((r) => fromLaw(j, r)).filter((f): f is FilingRule => f !== null));
}

let filings: FilingRule[] | null = null;
/** Every filing rule that comes from the law (built once per isolate). */
export const allFilings = (): readonly FilingRule[] => (filings ??= buildFilings(LAW));

/** The filings of one state whose id, title (en or tr), penalty or reference hold every word of `q`. */
export function findFilings(query: { jurisdiction?: string; q?: string }, list: readonly FilingRule[] = allFilings()): FilingRule[] {
  const words = query.q ? fold(query.q).split(/\s+/).filter(Boolean) : [];
  return list.filter((f) => {
    if (query.jurisdiction && f.jurisdiction !== query.jurisdiction) return false;
    if (words.length === 0) return true;
    const hay = haystackOf(f, () => [f.id, f.title.en, f.title.tr, f.penalty?.en ?? "", f.penalty?.tr ?? "", f.reference.title, f.reference.publisher ?? "", f.filingKind]);
    return words.every((w) => hay.includes(w));
  });
}

// --- in words -------------------------------------------------------------------------------------

const dayMonth = (month: number, day: number, locale: Locale) => dayIn(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2001, month - 1, day)));
const mmdd = (s: string, locale: Locale) => dayMonth(Number(s.slice(0, 2)), Number(s.slice(3, 5)), locale);

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const months = (n: number, locale: Locale) => (locale === "tr" ? `${n} ay` : plural(n, "month", "months"));
const days = (n: number, locale: Locale, business = false) => (locale === "tr" ? `${n} ${business ? "iş günü" : "gün"}` : plural(n, business ? "working day" : "day", business ? "working days" : "days"));
/** months and days together ("9 months and 56 days" / "9 ay 56 gün"), leaving out a zero part */
const span = (m: number, d: number, locale: Locale, business = false) =>
  [m ? months(m, locale) : "", d || !m ? days(d, locale, business) : ""].filter(Boolean).join(locale === "tr" ? " " : " and ");
const nth = (n: number, locale: Locale) => (locale === "tr" ? `${n}.` : `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`);

function dueCore(due: DueRule, locale: Locale): string {
  const tr = locale === "tr";
  switch (due.basis) {
    case "fiscal_year_end":
      return tr ? `Hesap dönemi sonundan ${span(due.months, due.days ?? 0, locale)} sonra` : `${span(due.months, due.days ?? 0, locale)} after the financial year end`;
    case "fiscal_year_end_day":
      return tr ? `Hesap dönemi sonundan sonraki ${nth(due.months, locale)} ayın ${due.day}. günü` : `the ${nth(due.day, locale)} day of the ${nth(due.months, locale)} month after the financial year end`;
    case "anniversary": {
      const m = due.months ?? 0;
      if (!m && !due.days) return tr ? "Her kuruluş yıl dönümünde" : "on each anniversary of incorporation";
      return tr ? `Her kuruluş yıl dönümünden ${span(m, due.days, locale)} sonra` : `${span(m, due.days, locale)} after each anniversary of incorporation`;
    }
    case "fixed":
      return tr ? `Her yıl ${dayMonth(due.month, due.day, locale)} tarihine kadar` : `by ${dayMonth(due.month, due.day, locale)} every year`;
    case "incorporation_half":
      return tr
        ? `Ocak–Haziran arasında kurulan şirketler için ${dayMonth(due.firstHalf.month, due.firstHalf.day, locale)}, Temmuz–Aralık arasında kurulanlar için ${dayMonth(due.secondHalf.month, due.secondHalf.day, locale)}`
        : `${dayMonth(due.firstHalf.month, due.firstHalf.day, locale)} for a company incorporated January–June, ${dayMonth(due.secondHalf.month, due.secondHalf.day, locale)} for July–December`;
    case "event":
      return tr ? `Değişiklikten itibaren ${span(due.months ?? 0, due.days, locale, due.businessDays)} içinde` : `within ${span(due.months ?? 0, due.days, locale, due.businessDays)} of the change`;
    case "year_end_table": {
      const bands = due.bands.map((b) => {
        const when =
          "years" in b
            ? (tr ? `${b.years === 0 ? "aynı yılın" : `${b.years} yıl sonraki yılın`} ${dayMonth(b.month, b.day, locale)}` : `${dayMonth(b.month, b.day, locale)} ${b.years === 0 ? "of the same year" : b.years === 1 ? "of the following year" : `${b.years} years later`}`) +
              (b.businessDays ? (tr ? ` + ${days(b.businessDays, locale, true)}` : ` + ${days(b.businessDays, locale, true)}`) : "") +
              (b.days ? ` + ${days(b.days, locale)}` : "")
            : tr
              ? `dönem sonundan ${span(b.months, b.days ?? 0, locale)} sonra`
              : `${span(b.months, b.days ?? 0, locale)} after the year end`;
        return tr ? `${mmdd(b.to, locale)} tarihine kadar biten dönem: ${when}` : `year end up to ${mmdd(b.to, locale)}: ${when}`;
      });
      return bands.join("; ");
    }
  }
}

/** When a filing is due, in words ("9 months after the financial year end"; "Değişiklikten itibaren 14 gün içinde"). */
export function dueText(due: DueRule, locale: Locale): string {
  const core = dueCore(due, locale);
  const shift = due.workingDay ? (locale === "tr" ? (due.workingDay === "next" ? " (hafta sonuna denk gelirse sonraki iş günü)" : " (hafta sonuna denk gelirse önceki iş günü)") : due.workingDay === "next" ? " (a weekend moves it to the next working day)" : " (a weekend moves it to the working day before)") : "";
  const text = core + shift;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A fee in minor units as money in the reader's language ("£50", "50 £"). */
export const feeText = (fee: Pick<FilingFee, "amount" | "currency">, locale: Locale) =>
  numberIn(locale, { style: "currency", currency: fee.currency, minimumFractionDigits: fee.amount % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(fee.amount / 100);

/** The wire shape of a filing in GET /api/rules (docs/api.md#rules): `filings`, beside `parameters`. */
export interface FilingWire {
  id: string;
  kind: "filing";
  jurisdiction: string;
  filingKind: FilingKind;
  name: string;
  frequency: "annual" | "event";
  due: DueRule;
  dueText: string;
  structures: string[] | null;
  foreignOwned: boolean;
  /** the government fee over time, minor units (`from` null = no dated history) */
  fees: FilingFee[];
  penalty: string | null;
  effective: { from: string | null; to: string | null } | null;
  reference: { title: string; url: string; publisher: string | null };
  feeReference: { title: string; url: string; publisher: string | null } | null;
  penaltyReference: { title: string; url: string; publisher: string | null } | null;
}

const wireRef = (r: FilingReference | null) => (r ? { title: r.title, url: r.url, publisher: r.publisher } : null);

export const toFilingWire = (f: FilingRule, locale: Locale): FilingWire => ({
  id: f.id,
  kind: "filing",
  jurisdiction: f.jurisdiction,
  filingKind: f.filingKind,
  name: f.title[locale],
  frequency: f.frequency,
  due: f.due,
  dueText: dueText(f.due, locale),
  structures: f.structures,
  foreignOwned: f.foreignOwned,
  fees: f.fees,
  penalty: f.penalty ? f.penalty[locale] : null,
  effective: f.effective,
  reference: wireRef(f.reference)!,
  feeReference: wireRef(f.feeReference),
  penaltyReference: wireRef(f.penaltyReference),
});
