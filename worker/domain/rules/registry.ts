/**
 * The rules explorer's registry (issue 32 §3): every parameter the tax engine uses, found by walking
 * the exports of the parameter modules, not by a list kept by hand — a parameter exported from
 * worker/domain/tax/params/index.ts (at any depth: a country's rules, a record of them, an array)
 * is listed the moment it exists. A few parameters live beside the index (US brackets, exchange
 * rates, the GloBE minimum rate); their modules are walked too.
 */
import * as PARAMS from "#worker/domain/tax/params";
import * as FX_PARAMS from "#worker/domain/tax/params/fx";
import * as US_PARAMS from "#worker/domain/tax/params/usa";
import { GLOBE } from "#worker/domain/tax/pillar-two";
import { turkishOf } from "#worker/domain/tax/params/turkish";
import type { Param } from "#worker/domain/tax/params/types";
import { kindOf, kindRank, ruleName, ruleUnit, type RuleUnit } from "./names";

/** Rules that belong to no one state (exchange rates, OECD model rules). */
export const INTERNATIONAL = "INT";

export interface RuleValue {
  /** YYYY-MM-DD: the value holds from this day until the next value's day. */
  from: string;
  value: unknown;
}

export interface RuleParameter {
  id: string;
  kind: string;
  /** ISO3 of the state whose law it is (the first one of a pair), or INT. */
  jurisdiction: string;
  /** Every state the rule is about (both states of a treaty pair). */
  jurisdictions: string[];
  name: { en: string; tr: string };
  unit: RuleUnit;
  /** The currency amounts are stated in (unit `currency` and `bands`), from the state's rules. */
  currency: string | null;
  values: RuleValue[];
  reference: { publisher: string | null; title: string; url: string; retrieved: string | null };
  /** What the rule says, in one line (English, the source's terms). */
  text: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An object of the Param shape: `{id, values:[{from, value}], ref:{title, url}, text}`. */
export function isParam(x: unknown): x is Param<unknown> {
  if (!x || typeof x !== "object") return false;
  const p = x as Partial<Param<unknown>>;
  return (
    typeof p.id === "string" &&
    p.id.length > 0 &&
    typeof p.text === "string" &&
    Array.isArray(p.values) &&
    p.values.length > 0 &&
    p.values.every((v) => !!v && typeof v === "object" && typeof v.from === "string" && DAY.test(v.from) && "value" in v) &&
    !!p.ref &&
    typeof p.ref === "object" &&
    typeof p.ref.title === "string" &&
    typeof p.ref.url === "string"
  );
}

/**
 * Every Param reachable from the roots (objects, arrays, module namespaces), each id once. A Param
 * is not entered (its values are not parameters). Throws when two different parameters share an id.
 */
export function collectParams(roots: readonly unknown[]): Param<unknown>[] {
  const seen = new WeakSet<object>();
  const byId = new Map<string, Param<unknown>>();
  const visit = (x: unknown, depth: number) => {
    if (!x || typeof x !== "object" || depth > 12 || seen.has(x)) return;
    seen.add(x);
    if (isParam(x)) {
      const other = byId.get(x.id);
      if (other && canonical(other.values) !== canonical(x.values)) throw new Error(`Two parameters share the id ${x.id}`);
      if (!other) byId.set(x.id, x);
      return;
    }
    for (const value of Array.isArray(x) ? x : Object.values(x)) visit(value, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return [...byId.values()];
}

/** JSON with object keys sorted: the same value always gives the same text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v
  );
}

/** The states a parameter id names: `cit:CYP` → [CYP], `treaty:DEU-ARE` → [DEU, ARE], `globe` / `fx:EUR` → [INT]. */
export function jurisdictionsOf(id: string): string[] {
  const kind = kindOf(id);
  const suffix = id.slice(kind.length + 1);
  if (kind === "fx" || !suffix) return [INTERNATIONAL];
  const codes = suffix.split(/[-_/:.]/).filter((c) => /^[A-Z]{3}$/.test(c));
  return codes.length > 0 ? [...new Set(codes)] : [INTERNATIONAL];
}

const currencyOf = (iso3: string): string | null => (PARAMS.COUNTRIES as Record<string, { currency?: string } | undefined>)[iso3]?.currency ?? null;

function toRule(p: Param<unknown>): RuleParameter {
  const jurisdictions = jurisdictionsOf(p.id);
  const unit = ruleUnit(p.id, p.values);
  return {
    id: p.id,
    kind: kindOf(p.id),
    jurisdiction: jurisdictions[0],
    jurisdictions,
    name: ruleName(p.id),
    unit,
    currency: unit === "currency" || unit === "bands" || unit === "regime" ? currencyOf(jurisdictions[0]) : null,
    values: p.values.map((v) => ({ from: v.from, value: v.value })),
    reference: { publisher: p.ref.publisher ?? null, title: p.ref.title, url: p.ref.url, retrieved: p.ref.retrieved ?? null },
    text: p.text,
  };
}

/** ISO3 codes in code order, INT last (a locale comparison would put a "~" placeholder first). */
export const byJurisdiction = (a: string, b: string) => (a === b ? 0 : a === INTERNATIONAL ? 1 : b === INTERNATIONAL ? -1 : a < b ? -1 : 1);

/** Builds the registry from the given roots, ordered by jurisdiction (INT last), kind (company tax first) and id. */
export function buildRegistry(roots: readonly unknown[]): RuleParameter[] {
  return collectParams(roots)
    .map(toRule)
    .sort((a, b) => byJurisdiction(a.jurisdiction, b.jurisdiction) || kindRank(a.kind) - kindRank(b.kind) || a.id.localeCompare(b.id));
}

/** The modules whose exports are walked. */
export const PARAM_ROOTS: readonly unknown[] = [PARAMS, US_PARAMS, FX_PARAMS, { GLOBE }];

let registry: RuleParameter[] | null = null;
/** Every parameter of the engine (built once per isolate). */
export const allRules = (): readonly RuleParameter[] => (registry ??= buildRegistry(PARAM_ROOTS));

export const ruleById = (id: string): RuleParameter | undefined => allRules().find((r) => r.id === id);

/** Every state that has at least one parameter (INT included when present), sorted. */
export const ruleJurisdictions = (rules: readonly RuleParameter[] = allRules()): string[] => [...new Set(rules.flatMap((r) => r.jurisdictions))].sort();

/** A text as the search compares it: no accents, dotless ı as i, lower case. */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/ı/g, "i")
    .toLowerCase();

/**
 * The folded text a search looks in, made once per isolate per rule (folding every rule's texts was
 * most of a search request, decision 284). A rule's Turkish text joins it once the isolate has read
 * the Turkish texts (worker/domain/tax/params/turkish.ts).
 */
const haystacks = new WeakMap<object, { hay: string; turkish: boolean }>();
export function haystackOf(item: object, parts: () => string[], turkish?: string): string {
  const known = haystacks.get(item);
  if (known && (known.turkish || turkish === undefined)) return known.hay;
  const hay = fold([...parts(), turkish ?? ""].join(" "));
  haystacks.set(item, { hay, turkish: turkish !== undefined });
  return hay;
}

export interface RuleQuery {
  jurisdiction?: string;
  q?: string;
}

/** The parameters of one state (any of the states it names) whose id, names, text or reference hold every word of `q`. */
export function findRules(query: RuleQuery, rules: readonly RuleParameter[] = allRules()): RuleParameter[] {
  const words = query.q ? fold(query.q).split(/\s+/).filter(Boolean) : [];
  return rules.filter((r) => {
    if (query.jurisdiction && !r.jurisdictions.includes(query.jurisdiction)) return false;
    if (words.length === 0) return true;
    const hay = haystackOf(r, () => [r.id, r.name.en, r.name.tr, r.text, r.reference.title, r.reference.publisher ?? ""], turkishOf(r.text));
    return words.every((w) => hay.includes(w));
  });
}

/** The wire shape of GET /api/rules (docs/api.md#rules). */
export interface RuleWire {
  id: string;
  jurisdiction: string;
  name: string;
  unit: RuleUnit;
  currency: string | null;
  text: string;
  values: RuleValue[];
  reference: { title: string; url: string; publisher: string | null };
}

export const toWire = (r: RuleParameter, locale: "en" | "tr"): RuleWire => ({
  id: r.id,
  jurisdiction: r.jurisdiction,
  name: r.name[locale],
  unit: r.unit,
  currency: r.currency,
  text: r.text,
  values: r.values,
  reference: { title: r.reference.title, url: r.reference.url, publisher: r.reference.publisher },
});
