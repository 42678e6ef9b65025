import { CATALOGUE_JURISDICTION_INDEX } from "#worker/domain/catalogue-index.generated";
import { timeline, type TimelineEntry } from "#worker/domain/rules/changes";
import { formatRuleDate, formatRuleValue } from "#worker/domain/rules/format";
import type { RuleUnit } from "#worker/domain/rules/names";
import type { RulesQuery } from "#worker/domain/rules/query";
import { allFilings, dueText, feeText, findFilings, type FilingRule } from "#worker/domain/rules/filings";
import { allRules, byJurisdiction, findRules, INTERNATIONAL, ruleJurisdictions, type RuleParameter } from "#worker/domain/rules/registry";
import { COMPANY_STRUCTURES } from "#worker/domain/compliance/law";
import { jurisdictionNames, structureNames } from "#worker/domain/tax/page-data.server";
import { textsKey, turkishOf } from "#worker/domain/tax/params/turkish";
import { collatorFor } from "#worker/domain/locale";

/**
 * Rules per page of a list that spans states (everything, or a search): a screenful or two, not 40
 * cards nobody scrolls to (decision 284). A state's own list (at most 21 rules today) is one page.
 */
export const RULES_PAGE_SIZE = 12;

const SLUG_BY_ISO3 = new Map(CATALOGUE_JURISDICTION_INDEX.map((j) => [j.iso3 as string, j.slug]));
const CATALOGUE_NAME = new Map(CATALOGUE_JURISDICTION_INDEX.map((j) => [j.iso3 as string, j.name]));
/** The catalogue page of a state, when it has one. */
export const jurisdictionSlug = (iso3: string) => SLUG_BY_ISO3.get(iso3) ?? null;

export interface RuleValueView {
  from: string;
  fromText: string;
  value: string;
  /** "en" for a rule stated in words whose Turkish is not written yet */
  lang: "en" | undefined;
  /** the value in force today, one that held before it, or one that holds later */
  state: "past" | "current" | "upcoming";
}

export interface RuleView {
  id: string;
  name: string;
  unit: RuleUnit;
  text: string;
  /** "en" when the text is shown in English on a Turkish page (no Turkish written beside it yet) */
  textLang: "en" | undefined;
  values: RuleValueView[];
  reference: { title: string; url: string; publisher: string | null; retrieved: string | null };
}

/** "en" when a text of the rule is shown untranslated on a Turkish page. */
const englishOn = (locale: "en" | "tr", text: unknown) => (locale === "tr" && typeof text === "string" && turkishOf(text) === undefined ? ("en" as const) : undefined);

function view(r: RuleParameter, locale: "en" | "tr", today: string): RuleView {
  const current = r.values.reduce((found, v, i) => (v.from <= today ? i : found), -1);
  return {
    id: r.id,
    name: r.name[locale],
    unit: r.unit,
    text: locale === "tr" ? (turkishOf(r.text) ?? r.text) : r.text,
    textLang: englishOn(locale, r.text),
    values: r.values.map((v, i) => ({
      from: v.from,
      fromText: formatRuleDate(v.from, locale),
      value: formatRuleValue(v.value, r.unit, locale, r.currency),
      lang: r.unit === "text" ? englishOn(locale, v.value) : undefined,
      state: i === current ? "current" : i < current ? "past" : "upcoming",
    })),
    reference: { ...r.reference, retrieved: r.reference.retrieved ? formatRuleDate(r.reference.retrieved, locale) : null },
  };
}

/** Labels of the codes that are not states: INT (international) and EUU (the EU / EEA). */
export interface GroupLabels {
  international: string;
  eu: string;
}
const nameOf = (names: Record<string, string>, code: string, labels: GroupLabels) =>
  code === INTERNATIONAL ? labels.international : code === "EUU" ? labels.eu : names[code] ?? code;

/** One filing rule as the page draws it: when it is due, the fee over time, the penalty, its sources. */
export interface FilingView {
  id: string;
  name: string;
  filingKind: FilingRule["filingKind"];
  frequency: FilingRule["frequency"];
  dueText: string;
  /** the structures it applies to, by name; null = every structure; "companies" = every company structure */
  appliesTo: string[] | "companies" | null;
  foreignOwned: boolean;
  fees: { from: string | null; fromText: string | null; value: string; state: "past" | "current" | "upcoming" }[];
  penalty: string | null;
  effective: { fromText: string | null; toText: string | null } | null;
  reference: { title: string; url: string; publisher: string | null; retrieved: string | null };
  feeReference: { title: string; url: string; publisher: string | null } | null;
  penaltyReference: { title: string; url: string; publisher: string | null } | null;
}

const EVERY_COMPANY = [...COMPANY_STRUCTURES].sort().join();

function filingView(f: FilingRule, locale: "en" | "tr", today: string, structures: Record<string, string>): FilingView {
  const current = f.fees.reduce((found, fee, i) => (fee.from === null || fee.from <= today ? i : found), -1);
  const appliesTo = !f.structures ? null : [...f.structures].sort().join() === EVERY_COMPANY ? ("companies" as const) : f.structures.map((s) => structures[s] ?? s);
  return {
    id: f.id,
    name: f.title[locale],
    filingKind: f.filingKind,
    frequency: f.frequency,
    dueText: dueText(f.due, locale),
    appliesTo,
    foreignOwned: f.foreignOwned,
    fees: f.fees.map((fee, i) => ({
      from: fee.from,
      fromText: fee.from ? formatRuleDate(fee.from, locale) : null,
      value: feeText(fee, locale),
      state: i === current ? "current" : i < current ? "past" : "upcoming",
    })),
    penalty: f.penalty ? f.penalty[locale] : null,
    effective: f.effective ? { fromText: f.effective.from ? formatRuleDate(f.effective.from, locale) : null, toText: f.effective.to ? formatRuleDate(f.effective.to, locale) : null } : null,
    reference: { ...f.reference, retrieved: f.reference.retrieved ? formatRuleDate(f.reference.retrieved, locale) : null },
    feeReference: f.feeReference ? { title: f.feeReference.title, url: f.feeReference.url, publisher: f.feeReference.publisher } : null,
    penaltyReference: f.penaltyReference ? { title: f.penaltyReference.title, url: f.penaltyReference.url, publisher: f.penaltyReference.publisher } : null,
  };
}

/** Which rules the explorer lists: all, the tax engine's parameters, or the filings of the law. */
export type RulesKind = "all" | "parameters" | "filings";
export const RULES_KINDS: readonly RulesKind[] = ["all", "parameters", "filings"];
export const rulesKindOf = (value: string | null): RulesKind => (RULES_KINDS as readonly string[]).includes(value ?? "") ? (value as RulesKind) : "all";

type Entry = { code: string; parameter: RuleParameter; filing?: undefined } | { code: string; filing: FilingRule; parameter?: undefined };

/**
 * What is the same for every request, kept per isolate (decision 284): the engine's rules and the
 * filings are static data, so a language's filter choices, each rule's and filing's formatted view
 * (per language and day: the in-force badge moves with the date) and the ordered list of a filter
 * without words are made once, not per request. Keys are bounded: two languages, the states that
 * have rules (an unknown code is not remembered), three kinds; a day's views are dropped the next day.
 */
const choicesMemo = new Map<string, { jurisdictions: { code: string; name: string }[]; names: Record<string, string> }>();
let viewsDay = "";
const ruleViews = new Map<string, RuleView>();
const filingViews = new Map<string, FilingView>();
const entriesMemo = new Map<string, Entry[]>();

/** Every state with a rule or a filing, its name in the language, and the filter's list in the language's order. */
function choices(locale: "en" | "tr", labels: GroupLabels) {
  const key = `${locale}\u0000${labels.international}\u0000${labels.eu}`;
  let found = choicesMemo.get(key);
  if (!found) {
    const codes = [...new Set([...ruleJurisdictions(allRules()), ...allFilings().map((f) => f.jurisdiction)])].sort();
    // the catalogue's names where it has the state (as on its page), else the language's name of the region
    const names = {
      ...jurisdictionNames(
        codes.filter((c) => c !== INTERNATIONAL && c !== "EUU"),
        locale
      ),
      ...Object.fromEntries(codes.flatMap((c) => (CATALOGUE_NAME.has(c) ? [[c, CATALOGUE_NAME.get(c)![locale]]] : []))),
    };
    const collator = collatorFor(locale);
    const jurisdictions = codes
      .map((code) => ({ code, name: nameOf(names, code, labels) }))
      .sort((a, b) => (a.code === INTERNATIONAL ? 1 : b.code === INTERNATIONAL ? -1 : collator.compare(a.name, b.name)));
    choicesMemo.set(key, (found = { jurisdictions, names }));
  }
  return found;
}

/** The matching rules in page order: a state's parameters (the registry's order), then its filings. */
function entriesOf(query: RulesQuery, kind: RulesKind, known: readonly { code: string }[]): Entry[] {
  const remembered = !query.q && (!query.jurisdiction || known.some((j) => j.code === query.jurisdiction));
  const key = `${query.jurisdiction ?? ""}|${kind}`;
  const found = remembered ? entriesMemo.get(key) : undefined;
  if (found) return found;
  const parameters = kind === "filings" ? [] : findRules(query, allRules());
  const filings = kind === "parameters" ? [] : findFilings(query, allFilings());
  const entries: Entry[] = [
    ...parameters.map((r) => ({ code: query.jurisdiction && r.jurisdictions.includes(query.jurisdiction) ? query.jurisdiction : r.jurisdiction, parameter: r })),
    ...filings.map((f) => ({ code: f.jurisdiction, filing: f })),
  ];
  const position = new Map(entries.map((e, i) => [e, i]));
  entries.sort((a, b) => byJurisdiction(a.code, b.code) || Number(!!a.filing) - Number(!!b.filing) || position.get(a)! - position.get(b)!);
  if (remembered) entriesMemo.set(key, entries);
  return entries;
}

/**
 * A rule's or a filing's view in the language on the day, made once per isolate and day; keyed by
 * `textsKey`, as a state's timeline is, so a Turkish view made before the Turkish texts were read
 * is not kept.
 */
function viewOf(e: Entry, locale: "en" | "tr", today: string): RuleView | FilingView {
  if (viewsDay !== today) {
    ruleViews.clear();
    filingViews.clear();
    viewsDay = today;
  }
  const language = textsKey(locale);
  if (e.parameter) {
    const key = `${language}:${e.parameter.id}`;
    let v = ruleViews.get(key);
    if (!v) ruleViews.set(key, (v = view(e.parameter, locale, today)));
    return v;
  }
  const key = `${language}:${e.filing.id}`;
  let v = filingViews.get(key);
  if (!v) filingViews.set(key, (v = filingView(e.filing, locale, today, structureNames(locale))));
  return v;
}

/**
 * What /rules draws: the filter's choices, and one page of the matching rules — the engine's
 * parameters, then the filings of the law — grouped by state (values formatted in the reader's
 * language, so the page ships text, not the engine's data).
 */
export function rulesPage(query: RulesQuery, page: number, locale: "en" | "tr", today: string, labels: GroupLabels, kind: RulesKind = "all") {
  const { jurisdictions, names } = choices(locale, labels);
  const entries = entriesOf(query, kind, jurisdictions);
  const parameterCount = entries.reduce((n, e) => n + (e.parameter ? 1 : 0), 0);
  const size = query.jurisdiction ? Math.max(1, entries.length) : RULES_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(entries.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const slice = entries.slice((current - 1) * size, current * size);
  const groups: { code: string; name: string; slug: string | null; rules: RuleView[]; filings: FilingView[] }[] = [];
  for (const e of slice) {
    let group = groups.at(-1);
    if (!group || group.code !== e.code) {
      group = { code: e.code, name: nameOf(names, e.code, labels), slug: jurisdictionSlug(e.code), rules: [], filings: [] };
      groups.push(group);
    }
    if (e.parameter) group.rules.push(viewOf(e, locale, today) as RuleView);
    else group.filings.push(viewOf(e, locale, today) as FilingView);
  }
  return { total: entries.length, parameterCount, filingCount: entries.length - parameterCount, kind, page: current, pages, jurisdictions, groups };
}

/** The "What changes" timeline of a jurisdiction page, and how many of the engine's parameters are that state's (0: no section). */
export const whatChanges = (iso3: string, locale: "en" | "tr", today: string): { entries: TimelineEntry[]; ruleCount: number } => ({
  entries: timeline(iso3, locale, today),
  ruleCount: findRules({ jurisdiction: iso3 }).length,
});
