import { baselineStructure, candidatesFor, structureFor } from "./candidates";
import { HEADLINE_RATES_2025, PILLAR_TWO_2025 } from "./data/headline-rates.generated";
import {
  FX_RATES,
  OECD_GLOBE_RULES,
  rulesFor,
  TAX_FOUNDATION_2025,
  TAX_RULES,
  TAX_FOUNDATION_PILLAR_TWO_2025,
  type RuleSource,
} from "./data/rules";
import { PILLAR_TWO_THRESHOLD_EUR, taxInputSchema, type TaxInput } from "./input";

/** Bumped whenever a rule or the arithmetic changes; stored with every report. */
export const ENGINE_VERSION = "2025.1";
export const PILLAR_TWO_MINIMUM_RATE = 15;

export interface CitedSource extends RuleSource {
  asOf: number;
}

export type BreakdownLabel =
  | "corporate-tax"
  | "corporate-tax-band"
  | "distribution-tax"
  | "small-taxpayer-rate"
  | "participation-exemption"
  | "shareholder-refund"
  | "dividend-withholding"
  | "pillar-two-top-up";

export interface BreakdownLine {
  label: BreakdownLabel;
  /** Which rule produced the line (`<kind>:<ISO3>` of a data row, or an engine rule id), for translations. */
  ruleId: string;
  /** Whole USD; negative for a refund, 0 for an exemption that only narrows a base. */
  amount: number;
  /** What the rule says, in the source's terms. */
  rule: string;
  source: CitedSource;
  /** The amount the rate applies to (whole USD) and the rate in percent, when there is one. */
  basis?: number;
  rate?: number;
}

export type OptionFlag =
  | "residence-baseline"
  | "headline-rate-used"
  | "pillar-two-in-scope"
  | "pillar-two-qdmtt"
  | "pillar-two-iir-utpr"
  | "substance-cfc-risk"
  | "withholding-not-modelled"
  | "eu-annex-i"
  | "eu-annex-ii";

export interface Range {
  min: number;
  max: number;
}

export interface TaxOption {
  jurisdiction: string;
  structure: string;
  headlineRate: number;
  effectiveRate: number;
  annualTax: number;
  setupCost: Range;
  annualCost: Range;
  firstYearTotal: number;
  steadyStateTotal: number;
  savingVsBaseline: { amount: number; percent: number };
  flags: OptionFlag[];
  breakdown: BreakdownLine[];
}

export type AssumptionCode =
  | "costs-midpoint"
  | "baseline-no-setup"
  | "personal-tax-not-included"
  | "withholding-non-resident-only"
  | "holding-income-qualifies"
  | "stays-resident"
  | "pillar-two-top-up"
  | "fx-rates"
  | "ip-regimes-not-modelled";

export interface Assumption {
  code: AssumptionCode;
  text: string;
}

export interface TaxReportResult {
  engineVersion: string;
  inputs: TaxInput;
  baseline: TaxOption;
  options: TaxOption[];
  assumptions: Assumption[];
  sources: CitedSource[];
  disclaimer: string;
}

export const DISCLAIMER =
  "This report is general information computed from published rates and rules; it is not legal or tax advice. Confirm every figure with a qualified advisor before acting.";

const cite = (source: RuleSource, asOf: number): CitedSource => ({ ...source, asOf });

/** The engine's own rule texts (data rows carry theirs in rules.ts). */
export const ENGINE_RULES = {
  headline: {
    en: "Headline rate used: standard top statutory corporate income tax rate (no sourced rule for bands or special regimes).",
    tr: "Manşet oran kullanıldı: standart en yüksek yasal kurumlar vergisi oranı (dilimler veya özel rejimler için kaynaklı kural yok).",
  },
  "pillar-two-qdmtt": {
    en: "Top-up to the 15% global minimum, collected here by the jurisdiction's Qualified Domestic Minimum Top-up Tax (QDMTT).",
    tr: "%15 küresel asgari vergiye tamamlama; bu ülkenin Nitelikli Yurt İçi Asgari Tamamlama Vergisi (QDMTT) ile burada alınır.",
  },
  "pillar-two-iir-utpr": {
    en: "Top-up to the 15% global minimum; no QDMTT here, so it is collected elsewhere in the group under the Income Inclusion Rule (IIR) or the Undertaxed Profits Rule (UTPR).",
    tr: "%15 küresel asgari vergiye tamamlama; burada QDMTT yok, bu nedenle grubun başka bir yerinde Gelir Dâhil Etme Kuralı (IIR) veya Az Vergilendirilmiş Kârlar Kuralı (UTPR) ile alınır.",
  },
} as const;
const ruleIdOf = (r: { kind: string; jurisdiction: string }) => `${r.kind}:${r.jurisdiction}`;
const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (amount: number, rate: number) => Math.round((amount * rate) / 100);
const midpoint = (r: Range) => Math.round((r.min + r.max) / 2);

export function headlineRateOf(jurisdiction: string): number {
  return HEADLINE_RATES_2025[jurisdiction]?.rate ?? 0;
}

/** Tax lines at company level (before withholding and Pillar Two). */
function companyTaxLines(jurisdiction: string, input: TaxInput): { lines: BreakdownLine[]; headlineUsed: boolean } {
  const lines: BreakdownLine[] = [];
  let base = input.profit;

  const exemption = input.activity === "holding" ? rulesFor(jurisdiction, "participation-exemption")[0] : undefined;
  if (exemption) {
    const exempt = Math.round(input.profit * exemption.exemptShare);
    lines.push({ label: "participation-exemption", ruleId: ruleIdOf(exemption), amount: 0, basis: exempt, rule: exemption.summary, source: cite(exemption.source, exemption.asOf) });
    base -= exempt;
  }

  const distribution = rulesFor(jurisdiction, "distribution")[0];
  if (distribution) {
    // Gross-up: distributing all profit P as net dividend D costs rate% of P (D = P·(1 − rate)).
    const rate = input.distribute ? distribution.rate : 0;
    lines.push({ label: "distribution-tax", ruleId: ruleIdOf(distribution), amount: pct(base, rate), basis: base, rate, rule: distribution.summary, source: cite(distribution.source, distribution.asOf) });
    return { lines, headlineUsed: false };
  }

  const bands = rulesFor(jurisdiction, "bands")[0];
  if (bands) {
    const fx = FX_RATES[bands.currency].usdPerUnit;
    let lower = 0;
    for (const band of bands.bands) {
      const upper = band.upTo === null ? Infinity : Math.round(band.upTo * fx);
      const slice = Math.max(0, Math.min(base, upper) - lower);
      if (slice > 0 || lower === 0)
        lines.push({ label: "corporate-tax-band", ruleId: ruleIdOf(bands), amount: pct(slice, band.rate), basis: slice, rate: band.rate, rule: bands.summary, source: cite(bands.source, bands.asOf) });
      if (base <= upper) break;
      lower = upper;
    }
    return { lines, headlineUsed: false };
  }

  const small = rulesFor(jurisdiction, "small-taxpayer")[0];
  if (small && input.revenue <= Math.round(small.maxRevenue * FX_RATES[small.currency].usdPerUnit)) {
    lines.push({ label: "small-taxpayer-rate", ruleId: ruleIdOf(small), amount: pct(base, small.rate), basis: base, rate: small.rate, rule: small.summary, source: cite(small.source, small.asOf) });
    return { lines, headlineUsed: false };
  }

  const headline = headlineRateOf(jurisdiction);
  lines.push({
    label: "corporate-tax",
    ruleId: "headline",
    amount: pct(base, headline),
    basis: base,
    rate: headline,
    rule: ENGINE_RULES.headline.en,
    source: cite(TAX_FOUNDATION_2025, 2025),
  });
  return { lines, headlineUsed: true };
}

function buildOption(jurisdiction: string, structureSlug: string, costs: { setup: Range; annual: Range }, input: TaxInput, isBaseline: boolean): TaxOption {
  const flags: OptionFlag[] = [];
  if (isBaseline) flags.push("residence-baseline");
  const { lines, headlineUsed } = companyTaxLines(jurisdiction, input);
  if (headlineUsed) flags.push("headline-rate-used");

  const refund = input.distribute ? rulesFor(jurisdiction, "shareholder-refund")[0] : undefined;
  if (refund) {
    const companyTax = lines.reduce((s, l) => s + l.amount, 0);
    lines.push({ label: "shareholder-refund", ruleId: ruleIdOf(refund), amount: -Math.round(companyTax * refund.refundShare), rule: refund.summary, source: cite(refund.source, refund.asOf) });
  }
  const coveredTax = lines.reduce((s, l) => s + l.amount, 0);

  // Withholding applies when the person stays resident elsewhere and takes dividends out.
  if (input.distribute && !isBaseline && !input.relocate) {
    const wht = rulesFor(jurisdiction, "dividend-withholding")[0];
    if (wht) {
      const dividend = Math.max(0, input.profit - coveredTax);
      lines.push({ label: "dividend-withholding", ruleId: ruleIdOf(wht), amount: pct(dividend, wht.rate), basis: dividend, rate: wht.rate, rule: wht.summary, source: cite(wht.source, wht.asOf) });
    } else flags.push("withholding-not-modelled");
  }

  if (input.groupRevenueEur >= PILLAR_TWO_THRESHOLD_EUR) {
    flags.push("pillar-two-in-scope");
    const minimum = (input.profit * PILLAR_TWO_MINIMUM_RATE) / 100;
    const topUp = Math.max(0, Math.ceil(minimum - coveredTax));
    if (topUp > 0) {
      const qdmtt = PILLAR_TWO_2025[jurisdiction]?.qdmtt === true;
      flags.push(qdmtt ? "pillar-two-qdmtt" : "pillar-two-iir-utpr");
      const ruleId = qdmtt ? "pillar-two-qdmtt" : "pillar-two-iir-utpr";
      lines.push({
        label: "pillar-two-top-up",
        ruleId,
        amount: topUp,
        basis: input.profit,
        rate: PILLAR_TWO_MINIMUM_RATE,
        rule: ENGINE_RULES[ruleId].en,
        source: cite(TAX_FOUNDATION_PILLAR_TWO_2025, 2025),
      });
    }
  }

  if (!isBaseline && !input.relocate) flags.push("substance-cfc-risk");
  for (const listed of rulesFor(jurisdiction, "blacklist")) flags.push(listed.list);

  const annualTax = lines.reduce((s, l) => s + l.amount, 0);
  const steadyStateTotal = annualTax + midpoint(costs.annual);
  return {
    jurisdiction,
    structure: structureSlug,
    headlineRate: round2(headlineRateOf(jurisdiction)),
    effectiveRate: input.profit > 0 ? round2((annualTax / input.profit) * 100) : 0,
    annualTax,
    setupCost: costs.setup,
    annualCost: costs.annual,
    firstYearTotal: steadyStateTotal + midpoint(costs.setup),
    steadyStateTotal,
    savingVsBaseline: { amount: 0, percent: 0 },
    flags,
    breakdown: lines,
  };
}

function assumptionsFor(input: TaxInput, options: TaxOption[]): Assumption[] {
  const residence = HEADLINE_RATES_2025[input.residence]?.name ?? input.residence;
  const list: Assumption[] = [
    { code: "costs-midpoint", text: "Steady-state total = estimated annual tax + the midpoint of the structure's annual running-cost range; first-year total adds the midpoint of the setup-cost range." },
    { code: "baseline-no-setup", text: `The baseline keeps the business in a company in ${residence}, which is assumed to exist already (no setup cost).` },
    { code: "personal-tax-not-included", text: "Personal income tax on salaries or dividends in the country where you live is not included." },
  ];
  if (input.distribute && !input.relocate)
    list.push({ code: "withholding-non-resident-only", text: "Dividend withholding is applied to distributions from a company abroad to you as a non-resident, at the domestic rate before any tax treaty." });
  if (input.activity === "holding")
    list.push({ code: "holding-income-qualifies", text: "For a holding, profit is assumed to be qualifying dividends and gains on shareholdings where a participation exemption exists." });
  if (input.activity === "ip-licensing")
    list.push({ code: "ip-regimes-not-modelled", text: "IP-box and patent-box regimes are not modelled: royalties are taxed at the rules above. An advisor can check whether a regime applies." });
  if (!input.relocate)
    list.push({ code: "stays-resident", text: `You stay resident in ${residence}: its controlled-foreign-company and place-of-management rules may tax a foreign company's profit at home unless it has real substance abroad.` });
  if (input.groupRevenueEur >= PILLAR_TWO_THRESHOLD_EUR)
    list.push({ code: "pillar-two-top-up", text: "Group revenue is at least EUR 750 million, so every option is topped up to a 15% effective rate on its profit (simplified GloBE computation: no substance-based carve-out)." });
  if (options.some((o) => o.breakdown.some((l) => l.label === "corporate-tax-band" || l.label === "small-taxpayer-rate")))
    list.push({ code: "fx-rates", text: "Thresholds set in local currency are converted to USD at the listed reference rates." });
  return list;
}

function sourcesOf(options: TaxOption[], input: TaxInput): CitedSource[] {
  const all = new Map<string, CitedSource>();
  const add = (s: CitedSource) => all.set(`${s.url}|${s.title}`, s);
  add(cite(TAX_FOUNDATION_2025, 2025));
  for (const o of options) for (const l of o.breakdown) add(l.source);
  for (const o of options) for (const r of rulesFor(o.jurisdiction, "blacklist")) add(cite(r.source, r.asOf));
  if (input.groupRevenueEur >= PILLAR_TWO_THRESHOLD_EUR) {
    add(cite(TAX_FOUNDATION_PILLAR_TWO_2025, 2025));
    add(cite(OECD_GLOBE_RULES, 2021));
  }
  const fxUsed = new Set(options.flatMap((o) => o.breakdown.filter((l) => l.label === "corporate-tax-band" || l.label === "small-taxpayer-rate").map((l) => l.source.url)));
  if (fxUsed.size > 0)
    for (const [currency, fx] of Object.entries(FX_RATES)) if (currency !== "USD") add(cite(fx.source, fx.asOf));
  return [...all.values()];
}

const costsOf = (s: { setupCostUsd: Range; annualCostUsd: Range }) => ({ setup: { ...s.setupCostUsd }, annual: { ...s.annualCostUsd } });

/** A rule's text in the UI language: data rows and engine rules; undefined for an unknown id. */
export function ruleText(ruleId: string, locale: "en" | "tr"): string | undefined {
  if (ruleId in ENGINE_RULES) return ENGINE_RULES[ruleId as keyof typeof ENGINE_RULES][locale];
  const row = TAX_RULES.find((r) => ruleIdOf(r) === ruleId);
  return row ? (locale === "tr" ? row.summaryTr : row.summary) : undefined;
}

/** The whole report for one input: deterministic (no clock, no randomness), options ranked by steady-state total. */
export function computeTaxReport(raw: unknown): TaxReportResult {
  const input = taxInputSchema.parse(raw);
  const home = baselineStructure(input.activity);
  const baseline = buildOption(input.residence, home.slug, { setup: { min: 0, max: 0 }, annual: { ...home.annualCostUsd } }, input, true);

  const options = [
    baseline,
    ...candidatesFor(input.residence, input.activity, input.candidates).map((j) => {
      const s = structureFor(j, input.activity);
      return buildOption(j, s.slug, costsOf(s), input, false);
    }),
  ];
  for (const o of options) {
    const amount = baseline.steadyStateTotal - o.steadyStateTotal;
    o.savingVsBaseline = { amount, percent: baseline.steadyStateTotal > 0 ? round2((amount / baseline.steadyStateTotal) * 100) : 0 };
  }
  options.sort((a, b) => a.steadyStateTotal - b.steadyStateTotal || a.effectiveRate - b.effectiveRate || a.jurisdiction.localeCompare(b.jurisdiction));

  return {
    engineVersion: ENGINE_VERSION,
    inputs: input,
    baseline,
    options,
    assumptions: assumptionsFor(input, options),
    sources: sourcesOf(options, input),
    disclaimer: DISCLAIMER,
  };
}
