import { CATALOGUE_JURISDICTION_INDEX } from "#worker/domain/catalogue-index.generated";
import { timeline, type TimelineEntry } from "#worker/domain/rules/changes";
import { formatRuleDate, formatRuleValue } from "#worker/domain/rules/format";
import type { RuleUnit } from "#worker/domain/rules/names";
import type { RulesQuery } from "#worker/domain/rules/query";
import { allRules, findRules, INTERNATIONAL, ruleJurisdictions, type RuleParameter } from "#worker/domain/rules/registry";
import { jurisdictionNames } from "#worker/domain/tax/page-data.server";
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

/**
 * What /rules draws: the filter's choices, and one page of the matching parameters grouped by state
 * (values formatted in the reader's language, so the page ships text, not the engine's data).
 */
export function rulesPage(query: RulesQuery, page: number, locale: "en" | "tr", today: string, labels: GroupLabels) {
  const all = allRules();
  const codes = ruleJurisdictions(all);
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
  const found = findRules(query, all);
  const pages = Math.max(1, Math.ceil(found.length / RULES_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const slice = found.slice((current - 1) * RULES_PAGE_SIZE, current * RULES_PAGE_SIZE);
  const groups: { code: string; name: string; slug: string | null; rules: RuleView[] }[] = [];
  for (const r of slice) {
    const code = query.jurisdiction && r.jurisdictions.includes(query.jurisdiction) ? query.jurisdiction : r.jurisdiction;
    let group = groups.at(-1);
    if (!group || group.code !== code) {
      group = { code, name: nameOf(names, code, labels), slug: jurisdictionSlug(code), rules: [] };
      groups.push(group);
    }
    group.rules.push(view(r, locale, today));
  }
  return { total: found.length, page: current, pages, jurisdictions, groups };
}

/** The "What changes" timeline of a jurisdiction page, and how many of the engine's parameters are that state's (0: no section). */
export const whatChanges = (iso3: string, locale: "en" | "tr", today: string): { entries: TimelineEntry[]; ruleCount: number } => ({
  entries: timeline(iso3, locale, today),
  ruleCount: findRules({ jurisdiction: iso3 }).length,
});
