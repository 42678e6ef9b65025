/**
 * Pillar Two (OECD GloBE Model Rules): a group with consolidated revenue of EUR 750 million or more
 * pays at least 15 % on each jurisdiction's profit. The top-up is collected where the company is
 * resident if that state has a qualified domestic minimum top-up tax, else by the parent's state under
 * the income inclusion rule, else by other group states under the UTPR. Simplified: covered taxes =
 * the company-side tax, no substance-based income exclusion (no payroll or tangible assets are given).
 */
import { line, valueOf } from "./context";
import { PILLAR_TWO_THRESHOLD_EUR } from "./input";
import { COUNTRIES } from "./params";
import { p1, ref } from "./params/types";
import type { BreakdownLine, OptionFlag, Requirement } from "./types";

export const GLOBE_MINIMUM_RATE = 15;

export const GLOBE = p1(
  "globe",
  ref("OECD", "Tax Challenges Arising from the Digitalisation of the Economy – Global Anti-Base Erosion Model Rules (Pillar Two), Art. 1.1 (EUR 750 million), 5.2 (top-up), 10.1 (QDMTT)", "https://www.oecd.org/en/publications/tax-challenges-arising-from-digitalisation-of-the-economy-global-anti-base-erosion-model-rules-pillar-two_782bac33-en.html"),
  "Groups with consolidated revenue of EUR 750 million or more pay a top-up to a 15 % effective rate in each jurisdiction.",
  GLOBE_MINIMUM_RATE,
);

export const inPillarTwoScope = (groupRevenueEur: number) => groupRevenueEur >= PILLAR_TWO_THRESHOLD_EUR;

export interface TopUpResult {
  lines: BreakdownLine[];
  flags: OptionFlag[];
  requires: Requirement[];
}

export function topUp(args: { companyResidence: string; parentState: string; profit: number; coveredTaxes: number; groupRevenueEur: number; year: number }): TopUpResult {
  const out: TopUpResult = { lines: [], flags: [], requires: [] };
  if (!inPillarTwoScope(args.groupRevenueEur) || args.profit <= 0) return out;
  out.flags.push("pillar-two-in-scope");
  out.requires.push("group-in-scope");
  const due = Math.max(0, (args.profit * GLOBE_MINIMUM_RATE) / 100 - args.coveredTaxes);
  if (due < 0.5) return out;
  const c = COUNTRIES[args.companyResidence];
  const qdmtt = c?.company ? valueOf(c, c.company.qdmtt, args.year) : false;
  const parent = COUNTRIES[args.parentState];
  const iir = parent?.company ? valueOf(parent, parent.company.iir, args.year) : false;
  const collectedBy = qdmtt ? args.companyResidence : args.parentState;
  out.flags.push(qdmtt ? "pillar-two-qdmtt" : "pillar-two-iir-utpr");
  const via = qdmtt
    ? `collected by ${args.companyResidence} through its qualified domestic minimum top-up tax (${c!.company!.qdmtt.ref.title})`
    : iir
      ? `${args.companyResidence} has no QDMTT, so the parent's state ${args.parentState} collects it under its income inclusion rule`
      : `${args.companyResidence} has no QDMTT and ${args.parentState} no IIR: other group states collect it under the UTPR (shown against ${args.parentState})`;
  out.lines.push(line({ label: "pillar-two-top-up", param: GLOBE, amount: Math.ceil(due), basis: args.profit, rate: GLOBE_MINIMUM_RATE, side: "top-up", collectedBy, rule: `Top-up to the 15 % minimum on this profit, ${via}.` }, args.year));
  return out;
}
