import { CATALOGUE_JURISDICTION_INDEX } from "#worker/domain/catalogue-index.generated";
import { timeline, type TimelineEntry } from "#worker/domain/rules/changes";
import { formatRuleDate, formatRuleValue } from "#worker/domain/rules/format";
import type { RuleUnit } from "#worker/domain/rules/names";
import type { RulesQuery } from "#worker/domain/rules/query";
import { allFilings, dueText, feeText, findFilings, type FilingRule } from "#worker/domain/rules/filings";
import { allRules, byJurisdiction, findRules, INTERNATIONAL, ruleJurisdictions, type RuleParameter } from "#worker/domain/rules/registry";
import { COMPANY_STRUCTURES } from "#worker/domain/compliance/law";
import { jurisdictionNames, structureNames } from "#worker/domain/tax/page-data.server";
import { turkishOf } from "#worker/domain/tax/params/turkish";

/** Parameters per page of the explorer. */
export const RULES_PAGE_SIZE = 40;

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
 * What /rules draws: the filter's choices, and one page of the matching rules — the engine's
 * parameters, then the filings of the law — grouped by state (values formatted in the reader's
 * language, so the page ships text, not the engine's data).
 */
export function rulesPage(query: RulesQuery, page: number, locale: "en" | "tr", today: string, labels: GroupLabels, kind: RulesKind = "all") {
  const all = allRules();
  const filingsAll = allFilings();
  const codes = [...new Set([...ruleJurisdictions(all), ...filingsAll.map((f) => f.jurisdiction)])].sort();
  // the catalogue's names where it has the state (as on its page), else the language's name of the region
  const names = {
    ...jurisdictionNames(
      codes.filter((c) => c !== INTERNATIONAL && c !== "EUU"),
      locale
    ),
    ...Object.fromEntries(codes.flatMap((c) => (CATALOGUE_NAME.has(c) ? [[c, CATALOGUE_NAME.get(c)![locale]]] : []))),
  };
  const jurisdictions = codes
    .map((code) => ({ code, name: nameOf(names, code, labels) }))
    .sort((a, b) => (a.code === INTERNATIONAL ? 1 : b.code === INTERNATIONAL ? -1 : a.name.localeCompare(b.name, locale)));
  const parameters = kind === "filings" ? [] : findRules(query, all);
  const filings = kind === "parameters" ? [] : findFilings(query, filingsAll);
  // one list: a state's parameters, then its filings (the parameters keep the registry's order)
  const entries: Entry[] = [
    ...parameters.map((r) => ({ code: query.jurisdiction && r.jurisdictions.includes(query.jurisdiction) ? query.jurisdiction : r.jurisdiction, parameter: r })),
    ...filings.map((f) => ({ code: f.jurisdiction, filing: f })),
  ];
  const position = new Map(entries.map((e, i) => [e, i]));
  entries.sort((a, b) => byJurisdiction(a.code, b.code) || Number(!!a.filing) - Number(!!b.filing) || position.get(a)! - position.get(b)!);
  const pages = Math.max(1, Math.ceil(entries.length / RULES_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const slice = entries.slice((current - 1) * RULES_PAGE_SIZE, current * RULES_PAGE_SIZE);
  const structures = structureNames(locale);
  const groups: { code: string; name: string; slug: string | null; rules: RuleView[]; filings: FilingView[] }[] = [];
  for (const e of slice) {
    let group = groups.at(-1);
    if (!group || group.code !== e.code) {
      group = { code: e.code, name: nameOf(names, e.code, labels), slug: jurisdictionSlug(e.code), rules: [], filings: [] };
      groups.push(group);
    }
    if (e.parameter) group.rules.push(view(e.parameter, locale, today));
    else group.filings.push(filingView(e.filing, locale, today, structures));
  }
  return { total: entries.length, parameterCount: parameters.length, filingCount: filings.length, kind, page: current, pages, jurisdictions, groups };
}

/** The "What changes" timeline of a jurisdiction page, and how many of the engine's parameters are that state's (0: no section). */
export const whatChanges = (iso3: string, locale: "en" | "tr", today: string): { entries: TimelineEntry[]; ruleCount: number } => ({
  entries: timeline(iso3, locale, today),
  ruleCount: findRules({ jurisdiction: iso3 }).length,
});
