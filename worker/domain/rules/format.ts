/**
 * A parameter's value as a person reads it, in English or Turkish: 12.5 → "12.5%" / "%12,5", bands
 * → "0% up to 375,000; 9% above", a structured rule field by field. Pure: the explorer page, the
 * jurisdiction timeline and the rule-change notifications use it alike.
 */
import { dateTimeFormat, numberFormat } from "#worker/domain/intl";
import { inLocale } from "#worker/domain/tax/params/turkish";
import type { RuleUnit } from "./names";

type Locale = "en" | "tr";
const TAG: Record<Locale, string> = { en: "en-GB", tr: "tr-TR" };

const WORDS: Record<Locale, Record<string, string>> = {
  en: {
    yes: "Yes",
    no: "No",
    none: "Not in force",
    above: "above",
    upTo: "up to",
    onDistribution: "on distributed profit",
    noTax: "No corporate income tax",
    small: "small companies",
    reduced: "reduced rate",
    days: "days",
    years: "years",
  },
  tr: {
    yes: "Evet",
    no: "Hayır",
    none: "Yürürlükte değil",
    above: "üzeri",
    upTo: "kadar",
    onDistribution: "dağıtılan kâr üzerinden",
    noTax: "Kurumlar vergisi yok",
    small: "küçük şirketler",
    reduced: "indirimli oran",
    days: "gün",
    years: "yıl",
  },
};

/** Field names of structured rules. */
const FIELDS: Record<Locale, Record<string, string>> = {
  en: {
    inclusion: "taxable share",
    allowance: "allowance",
    bands: "bands",
    levies: "levies",
    rate: "rate",
    threshold: "threshold",
    years: "for",
    individuals: "individuals",
    companies: "companies",
    lowTaxBelow: "low-taxed below",
    activities: "activities",
    incorporation: "by incorporation",
    management: "by management",
    qualifying: "qualifying activities",
    deMinimisShare: "de minimis share",
    deMinimisCap: "de minimis cap",
    onTax: "on the tax",
    onProfit: "on profit",
    surchargeOnTax: "surcharge on the tax",
    credit: "tax credit",
    domesticInclusion: "taxable share (domestic)",
    personalAllowance: "personal allowance",
    foreignExempt: "foreign dividends exempt",
    exemptDomestic: "domestic dividends exempt",
    imputation: "imputation credit",
    amount: "amount",
    taperFrom: "withdrawn above",
    eligible: "eligible dividends",
    smallBusinessLimit: "small business limit",
    generalRate: "general rate",
    // moving (issue 32 §1): destination regimes, exit taxes, trailing liabilities, Germany's income tax formula
    name: "status",
    kind: "type",
    minimumDays: "days of presence",
    priorNonResidentYears: "years of prior non-residence",
    minimumInvestment: "minimum investment",
    oneOffCost: "one-off cost",
    lumpSum: "yearly lump sum",
    minimumTax: "minimum tax",
    minimumTaxFrom: "minimum tax once foreign income reaches",
    minimumBasis: "minimum taxable expenditure",
    listed: "listed states",
    listedRate: "rate on listed states",
    ordinaryDividendRate: "ordinary dividend rate",
    excludedNationals: "not for nationals of",
    conditions: "conditions",
    keep: "to keep the status",
    schedule: "schedule",
    minTotalValue: "only when the holdings are worth at least",
    minHoldingValue: "or a single holding worth more than",
    exclusion: "exempt gain",
    coveredNetWorth: "covered from a net worth of",
    priorResidence: "prior residence",
    deferral: "deferral",
    instalments: "instalments",
    euEeaOnly: "automatic only within the EU/EEA",
    otherwise: "elsewhere",
    text: "how",
    list: "states",
    gfb: "basic allowance",
    z1: "end of zone 1",
    z2: "end of zone 2",
    z3: "end of zone 3",
    a1: "zone 1 coefficient",
    a2: "zone 2 coefficient",
    c2: "zone 2 constant",
    d3: "zone 3 deduction",
    d4: "zone 4 deduction",
    soliFreigrenze: "solidarity surcharge exemption limit",
  },
  tr: {
    inclusion: "vergiye tabi kısım",
    allowance: "indirim",
    bands: "dilimler",
    levies: "ek yükler",
    rate: "oran",
    threshold: "eşik",
    years: "süre",
    individuals: "kişiler",
    companies: "şirketler",
    lowTaxBelow: "düşük vergi eşiği",
    activities: "faaliyetler",
    incorporation: "kuruluş yeri",
    management: "yönetim yeri",
    qualifying: "nitelikli faaliyetler",
    deMinimisShare: "asgari pay",
    deMinimisCap: "asgari tutar",
    onTax: "vergi üzerinden",
    onProfit: "kâr üzerinden",
    surchargeOnTax: "vergi üzerinden ek vergi",
    credit: "vergi indirimi",
    domesticInclusion: "vergiye tabi kısım (yurt içi)",
    personalAllowance: "kişisel indirim",
    foreignExempt: "yabancı kâr payları istisna",
    exemptDomestic: "yurt içi kâr payları istisna",
    imputation: "mahsup",
    amount: "tutar",
    taperFrom: "azaldığı eşik",
    eligible: "uygun kâr payları",
    smallBusinessLimit: "küçük işletme sınırı",
    generalRate: "genel oran",
    name: "statü",
    kind: "türü",
    minimumDays: "bulunma günü",
    priorNonResidentYears: "önceden mukim olmama süresi",
    minimumInvestment: "asgari yatırım",
    oneOffCost: "bir kerelik maliyet",
    lumpSum: "yıllık götürü tutar",
    minimumTax: "asgari vergi",
    minimumTaxFrom: "asgari vergi için yabancı gelir eşiği",
    minimumBasis: "asgari vergilendirilebilir harcama",
    listed: "listedeki ülkeler",
    listedRate: "listedeki ülkelere oran",
    ordinaryDividendRate: "olağan kâr payı oranı",
    excludedNationals: "yararlanamayan vatandaşlar",
    conditions: "koşullar",
    keep: "statüyü korumak için",
    schedule: "tarife",
    minTotalValue: "yalnızca payların toplam değeri en az",
    minHoldingValue: "ya da tek bir payın değeri şundan fazlaysa",
    exclusion: "istisna kazanç",
    coveredNetWorth: "kapsama giren net servet",
    priorResidence: "önceki mukimlik",
    deferral: "erteleme",
    instalments: "taksit",
    euEeaOnly: "yalnızca AB/AEA içinde otomatik",
    otherwise: "diğer durumlarda",
    text: "nasıl",
    list: "ülkeler",
    gfb: "temel muafiyet",
    z1: "1. dilim sonu",
    z2: "2. dilim sonu",
    z3: "3. dilim sonu",
    a1: "1. dilim katsayısı",
    a2: "2. dilim katsayısı",
    c2: "2. dilim sabiti",
    d3: "3. dilim indirimi",
    d4: "4. dilim indirimi",
    soliFreigrenze: "dayanışma vergisi muafiyet sınırı",
  },
};

/** Codes inside structured rules: activities, surcharge and levy labels. */
const CODES: Record<Locale, Record<string, string>> = {
  en: {
    all: "every activity",
    consulting: "consulting",
    software: "software",
    ecommerce: "e-commerce",
    trading: "trading",
    holding: "holding",
    "ip-licensing": "IP licensing",
    crypto: "crypto",
    "solidarity-surcharge": "solidarity surcharge",
    "trade-tax": "trade tax",
    "local-surcharge": "local surcharge",
    "social-levy-on-dividends": "social levies on dividends",
    "defence-contribution": "defence contribution",
    ordinary: "the ordinary rules",
    "foreign-exempt": "foreign income exempt",
    "lump-sum": "yearly lump sum",
    remittance: "remittance basis",
    expenditure: "taxation on expenditure",
    "de-32a": "progressive income tax formula (§32a EStG)",
    deferred: "deferred",
    "on-request": "on request",
    election: "by election",
    none: "none",
  },
  tr: {
    all: "tüm faaliyetler",
    consulting: "danışmanlık",
    software: "yazılım",
    ecommerce: "e-ticaret",
    trading: "ticaret",
    holding: "holding",
    "ip-licensing": "fikri mülkiyet lisanslama",
    crypto: "kripto",
    "solidarity-surcharge": "dayanışma ek vergisi",
    "trade-tax": "ticaret vergisi",
    "local-surcharge": "yerel ek vergi",
    "social-levy-on-dividends": "kâr payı üzerinden sosyal katkılar",
    "defence-contribution": "savunma katkısı",
    ordinary: "olağan kurallar",
    "foreign-exempt": "yabancı gelir istisnası",
    "lump-sum": "yıllık götürü tutar",
    remittance: "havale esası",
    expenditure: "harcama esasına göre vergilendirme",
    "de-32a": "artan oranlı gelir vergisi formülü (EStG §32a)",
    bands: "dilimler",
    instalments: "taksitler",
    deferred: "ertelenmiş",
    "on-request": "talep üzerine",
    election: "seçimle",
    none: "yok",
  },
};
/** A code of a structured rule, or a text of the rule in the reader's language (its Turkish is written beside the English, params/turkish.ts). */
const code = (value: string, locale: Locale) => CODES[locale][value] ?? inLocale(value, locale);

const SHARE_FIELDS = new Set(["inclusion", "domesticInclusion", "deMinimisShare"]);
const PERCENT_FIELDS = new Set(["rate", "lowTaxBelow", "onTax", "onProfit", "surchargeOnTax", "generalRate", "listedRate", "ordinaryDividendRate"]);
const DAY_FIELDS = new Set(["minimumDays"]);
const YEAR_FIELDS = new Set(["years", "priorNonResidentYears"]);
/** Plain numbers: counts and the coefficients of a tax formula. */
const NUMBER_FIELDS = new Set(["instalments", "a1", "a2", "c2", "d3", "d4"]);

// Intl formatters come from the isolate's cache (worker/domain/intl.ts): making one costs far more than formatting with it.
/** A number formatter in the reader's language, made once per isolate. */
export const numberIn = (locale: Locale, options: Intl.NumberFormatOptions) => numberFormat(TAG[locale], options);
/** A formatter of days in the reader's language, made once per isolate. */
export const dayIn = (locale: Locale, options: Intl.DateTimeFormatOptions) => dateTimeFormat(TAG[locale], options);

const num = (n: number, locale: Locale, digits = 2) => numberIn(locale, { maximumFractionDigits: digits }).format(n);
export const percent = (n: number, locale: Locale) => numberIn(locale, { style: "percent", maximumFractionDigits: 4 }).format(n / 100);
const share = (n: number, locale: Locale) => numberIn(locale, { style: "percent", maximumFractionDigits: 2 }).format(n);
const money = (n: number, locale: Locale, currency: string | null) =>
  currency ? numberIn(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(n) : num(n, locale, 0);

interface BandLike {
  upTo: number | null;
  rate: number;
}
const isBand = (v: unknown): v is BandLike => !!v && typeof v === "object" && "rate" in v && "upTo" in v;
const isBands = (v: unknown): v is BandLike[] => Array.isArray(v) && v.length > 0 && v.every(isBand);

function bands(list: BandLike[], locale: Locale, currency: string | null): string {
  const w = WORDS[locale];
  if (list.length === 1 && list[0].upTo === null) return percent(list[0].rate, locale);
  return list
    .map((b) => {
      const rate = percent(b.rate, locale);
      if (b.upTo === null) return locale === "tr" ? `${w.above} ${rate}` : `${rate} ${w.above}`;
      const amount = money(b.upTo, locale, currency);
      return locale === "tr" ? `${amount}'e ${w.upTo} ${rate}` : `${rate} ${w.upTo} ${amount}`;
    })
    .join("; ");
}

function field(key: string, value: unknown, locale: Locale, currency: string | null): string {
  if (typeof value === "number") {
    if (SHARE_FIELDS.has(key)) return share(value, locale);
    // `levies` is a percentage of the gain in an exit tax (a list of labelled levies elsewhere)
    if (PERCENT_FIELDS.has(key) || key === "levies") return percent(value, locale);
    if (DAY_FIELDS.has(key)) return `${num(value, locale, 0)} ${WORDS[locale].days}`;
    if (YEAR_FIELDS.has(key)) return `${num(value, locale, 0)} ${WORDS[locale].years}`;
    if (NUMBER_FIELDS.has(key)) return num(value, locale, 4);
    return money(value, locale, currency);
  }
  // a list of sentences (a regime's conditions) reads as sentences, not as a comma list
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && v.includes(" "))) return value.map((v) => code(v, locale)).join(" ");
  // a nested rule (e.g. the personal allowance and its taper) in brackets
  if (value && typeof value === "object" && !Array.isArray(value) && !("kind" in value) && !("label" in value)) return `(${structured(value, locale, currency)})`;
  return structured(value, locale, currency);
}

function structured(value: unknown, locale: Locale, currency: string | null): string {
  const w = WORDS[locale];
  if (value === null || value === undefined) return w.none;
  if (typeof value === "boolean") return value ? w.yes : w.no;
  if (typeof value === "number") return num(value, locale, 4);
  if (typeof value === "string") return code(value, locale);
  if (isBands(value)) return bands(value, locale, currency);
  if (Array.isArray(value)) return value.map((v) => structured(v, locale, currency)).join(", ");
  const o = value as Record<string, unknown>;
  if (o.kind === "bands" && isBands(o.bands)) {
    const tier = (key: "small" | "reduced") => {
      const t = o[key] as { maxRevenue?: number; bands?: unknown } | undefined;
      return t && isBands(t.bands) ? `${w[key]}: ${bands(t.bands, locale, currency)}` : null;
    };
    const tiers = [tier("small"), tier("reduced")].filter(Boolean);
    const main = bands(o.bands, locale, currency);
    return tiers.length ? `${main} (${tiers.join("; ")})` : main;
  }
  if (o.kind === "distribution" && typeof o.rate === "number") return `${percent(o.rate, locale)} ${w.onDistribution}`;
  if (o.kind === "none") return w.noTax;
  if (typeof o.label === "string" && ("onTax" in o || "onProfit" in o)) {
    const parts = (["onTax", "onProfit"] as const).filter((k) => typeof o[k] === "number").map((k) => `${percent(o[k] as number, locale)} ${FIELDS[locale][k]}`);
    return `${code(o.label, locale)}: ${parts.join(", ")}`;
  }
  if (typeof o.label === "string" && typeof o.rate === "number") return `${code(o.label, locale)} ${percent(o.rate, locale)}`;
  return Object.entries(o)
    // an absent requirement (null) or an empty list is left out; `text` is shown only where it is the rule's wording (an exit tax's deferral), not beside a labelled levy
    .filter(([k, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0) && (k !== "text" || !("label" in o)) && k !== "assumed")
    .map(([k, v]) => `${FIELDS[locale][k] ?? k}: ${field(k, v, locale, currency)}`)
    .join("; ");
}

/** One value of a parameter, in the reader's language. */
export function formatRuleValue(value: unknown, unit: RuleUnit, locale: Locale, currency: string | null = null): string {
  const w = WORDS[locale];
  if (value === null || value === undefined) return w.none;
  if (typeof value === "number") {
    switch (unit) {
      case "percent":
        return percent(value, locale);
      case "share":
        return share(value, locale);
      case "currency":
        return money(value, locale, currency);
      case "exchange-rate":
        return num(value, locale, 4);
      default:
        return num(value, locale, 4);
    }
  }
  return structured(value, locale, currency);
}

/** A day `YYYY-MM-DD` as the reader writes it ("1 January 2026" / "1 Ocak 2026"). */
export const formatRuleDate = (day: string, locale: Locale) => dayIn(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
