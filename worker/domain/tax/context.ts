/** Shared helpers of the engine's modules: dates, currency conversion, citing parameters, building lines. */
import type { CountryRules } from "./params/country";
import { FX } from "./params/fx";
import { at, type Param, type Ref } from "./params/types";
import type { BreakdownLabel, BreakdownLine, CitedSource, TaxSide } from "./types";

/** The date a country's rules are read at for a tax year (its tax year's first day). */
export const dayOf = (c: Pick<CountryRules, "yearStart">, year: number) => `${year}-${c.yearStart ?? "01-01"}`;

/** The value of a country's parameter in force for the tax year. */
export const valueOf = <T>(c: Pick<CountryRules, "yearStart">, p: Param<T>, year: number): T => at(p, dayOf(c, year));

/** USD per unit of the country's currency in the tax year. */
export const usdPer = (c: CountryRules, year: number) => at(FX[c.currency], year);

export const toLocal = (c: CountryRules, usd: number, year: number) => usd / usdPer(c, year);
export const toUsd = (c: CountryRules, local: number, year: number) => local * usdPer(c, year);

export const cite = (r: Ref, year: number): CitedSource => ({ publisher: r.publisher, title: r.title, url: r.url, asOf: year });

export const round = (n: number) => Math.round(n);
export const round2 = (n: number) => Math.round(n * 100) / 100;

export interface LineSpec {
  label: BreakdownLabel;
  param: Pick<Param<unknown>, "id" | "ref" | "text">;
  amount: number;
  side: TaxSide;
  collectedBy: string;
  basis?: number;
  rate?: number;
  /** Replaces the parameter's text (e.g. a computed explanation). */
  rule?: string;
}

export function line(spec: LineSpec, year: number): BreakdownLine {
  const l: BreakdownLine = {
    label: spec.label,
    ruleId: spec.param.id,
    amount: Math.round(spec.amount),
    rule: spec.rule ?? spec.param.text,
    source: cite(spec.param.ref, year),
    side: spec.side,
    collectedBy: spec.collectedBy,
  };
  if (spec.basis !== undefined) l.basis = Math.round(spec.basis);
  if (spec.rate !== undefined) l.rate = round2(spec.rate);
  return l;
}

export const sum = (lines: readonly BreakdownLine[], side?: TaxSide) => lines.reduce((s, l) => (side === undefined || l.side === side ? s + l.amount : s), 0);
