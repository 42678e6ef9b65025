/**
 * Tax engine v2 (issue 27): the whole path of the money, as an adviser reasons — where the company is
 * really resident (residence.ts), what that state takes (company-tax.ts), what leaves as withholding
 * (withholding.ts), what the owner's state takes (owner-tax.ts), any Pillar Two top-up
 * (pillar-two.ts) and the filings (obligations.ts). Every figure comes from a dated, sourced
 * parameter (params/*.ts). Deterministic: no clock, no randomness; the caller passes the default year.
 */
import { baselineStructure, candidatesFor, structureOf } from "./candidates";
import { companyTax } from "./company-tax";
import { cite, line, round2, sum, valueOf } from "./context";
import { HEADLINE_RATES_2025 } from "./data/headline-rates.generated";
import { rulesFor, TAX_FOUNDATION_2025, TAX_RULES } from "./data/rules";
import { resolveInput, taxInputSchema, type TaxInput, type TaxYear } from "./input";
import { obligationsFor } from "./obligations";
import { ownerTax, personalTax } from "./owner-tax";
import { destinationOf, exitTaxFor, leavingFor, regimeFor, type ExitResult, type LeavingResult } from "./relocation";
import { COUNTRIES } from "./params";
import { FX } from "./params/fx";
import { hasTreaty, TREATY_REF } from "./params/treaties";
import { at, bandTax } from "./params/types";
import { US_BRANCH_PROFITS, US_ORDINARY } from "./params/usa";
import { GLOBE, inPillarTwoScope, topUp } from "./pillar-two";
import { companyResidence, ownerResidenceFor } from "./residence";
import type { Assumption, AssumptionCode, BreakdownLine, CitedSource, OptionFlag, Range, Requirement, TaxOption, TaxReportResult as GenericReport } from "./types";
import { withholding } from "./withholding";

export type * from "./types";
export type TaxReportResult = GenericReport<TaxInput>;

/**
 * Bumped whenever a rule or the arithmetic changes; stored with every report ("2025.1" = engine v1,
 * "2026.1" = the two-sided engine, "2026.2" = relocation: exit taxes, personal regimes, trailing
 * rules, `taxes.exit`; "2026.3" = decision 171: Swiss lump sum, AT/PL/SE exit rules, §2 AStG tested). A report of an older version is shown as stale with a free recompute.
 */
export const ENGINE_VERSION = "2026.3";
export const PILLAR_TWO_MINIMUM_RATE = 15;

export const DISCLAIMER =
  "This report is general information computed from published rates and rules; it is not legal or tax advice. Confirm every figure with a qualified advisor before acting.";

/** v1 rule texts (kept so v1 reports still translate). */
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

export const headlineRateOf = (jurisdiction: string): number => HEADLINE_RATES_2025[jurisdiction]?.rate ?? 0;
const midpoint = (r: Range) => Math.round((r.min + r.max) / 2);
const uniq = <T>(xs: T[]) => [...new Set(xs)];

interface Built {
  option: TaxOption;
  assumptions: AssumptionCode[];
  sources: CitedSource[];
}

/**
 * The input an option is computed with. When the owner moves to `relocateTo` (issue 32) the option
 * is computed as if they lived there and stayed: a company run from the new home is resident there,
 * real management in the company's state is what `managedFrom: abroad` means, and the new home
 * taxes the owner. The state left only adds the exit tax and what follows the person (relocation.ts).
 */
function optionInput(original: TaxInput, jurisdiction: string, isBaseline: boolean): TaxInput {
  const dest = destinationOf(original, jurisdiction, isBaseline);
  if (!dest || !original.relocateTo) return original;
  return { ...original, residence: dest, relocate: false, managedFrom: dest === jurisdiction ? "home" : original.managedFrom };
}

function buildOption(original: TaxInput, jurisdiction: string, structure: string, costs: { setup: Range; annual: Range }, isBaseline: boolean, homeAnnual: Range): Built {
  const input = optionInput(original, jurisdiction, isBaseline);
  const destination = destinationOf(original, jurisdiction, isBaseline);
  const regime = destination ? regimeFor(original, destination) : null;
  const year = input.taxYear;
  const profit = input.profit;
  const shape = { jurisdiction, structure, isBaseline };
  const residence = companyResidence(input, shape);
  const ownerState = ownerResidenceFor(input, shape);
  const inScope = inPillarTwoScope(input.groupRevenueEur);
  const runFromHome = !isBaseline && input.owner === "individual" && !input.relocate && input.managedFrom === "home";
  const flags: OptionFlag[] = [];
  const requires: Requirement[] = [];
  const assumptions: AssumptionCode[] = [];
  const sources: CitedSource[] = [residence.source];
  const lines: BreakdownLine[] = [];
  if (isBaseline) flags.push("residence-baseline");
  // No regime-level rules for the state of incorporation: its headline rate is all the engine knows.
  if (!COUNTRIES[jurisdiction]?.company) {
    flags.push("headline-only");
    assumptions.push("headline-only");
  }

  const CR = residence.country;
  const customersLocal = input.customers === "home" && ownerState === CR;
  let cfcOff = false;

  if (residence.reason === "disregarded") {
    flags.push("disregarded-entity");
    if (ownerState !== "USA" && input.managedFrom === "abroad" && !input.relocate) {
      // Run from a US office: effectively connected income of a non-resident member, at graduated rates.
      const eci = usGraduated(profit, year);
      lines.push(line({ label: "effectively-connected-income-tax", param: { id: "eci:USA", ref: US_BRANCH_PROFITS.ref, text: "A non-resident member of an LLC run from a US office has effectively connected income, taxed at the graduated rates (IRC §871(b), §875)." }, amount: eci, basis: profit, side: "company", collectedBy: "USA" }, year));
    }
  } else {
    const own = companyTax({ state: CR, structure: CR === jurisdiction ? structure : "private-limited-company", input, profit, revenue: input.revenue, distribute: input.distribute, inScope, customersLocal });
    lines.push(...own.lines);
    requires.push(...own.requires);
    assumptions.push(...own.assumptions);
    if (own.headlineOnly) flags.push("headline-rate-used");
    if (residence.alsoClaimedBy) {
      flags.push("dual-residence");
      assumptions.push("treaty-tie-breaker");
      sources.push(cite(TREATY_REF, year));
      if (residence.tieBreaker !== "poem") {
        const foreign = companyTax({ state: residence.alsoClaimedBy, structure, input, profit, revenue: input.revenue, distribute: input.distribute, inScope, customersLocal: false });
        lines.push(...foreign.lines);
        if (foreign.headlineOnly) flags.push("headline-only");
        const credit = Math.min(sum(foreign.lines), sum(own.lines));
        if (credit > 0) {
          assumptions.push("foreign-tax-credit");
          lines.push(line({ label: "foreign-tax-credit", param: { id: `ftc-company:${CR}`, ref: COUNTRIES[CR].residence.ref, text: `${residence.alsoClaimedBy}'s tax on the same profit is credited against ${CR}'s tax (treaty or unilateral relief assumed), up to ${CR}'s tax.` }, amount: -credit, basis: sum(foreign.lines), side: "company", collectedBy: CR }, year));
        }
      }
    }
  }

  // Management abroad, but the owner is the only worker and does the work at home: a permanent
  // establishment at home, taxed there; the company's state credits that tax (OECD Model Art. 5, 7, 23).
  const homeRules = COUNTRIES[input.residence];
  if (!isBaseline && input.owner === "individual" && !input.relocate && input.managedFrom === "abroad" && input.activity !== "holding" && input.employees <= 1 && homeRules?.company && jurisdiction !== input.residence) {
    const foreignTax = sum(lines, "company");
    const pe = companyTax({ state: input.residence, structure: "private-limited-company", input, profit, revenue: input.revenue, distribute: input.distribute, inScope, customersLocal: false });
    lines.push(...pe.lines);
    const credit = Math.min(foreignTax, sum(pe.lines));
    if (credit > 0)
      lines.push(line({ label: "foreign-tax-credit", param: { id: `ftc-pe:${CR}`, ref: TREATY_REF, text: `${CR} relieves the tax ${input.residence} levies on the permanent establishment's profit (treaty Art. 23 or domestic relief), up to its own tax.` }, amount: -credit, basis: sum(pe.lines), side: "company", collectedBy: CR }, year));
    flags.push("home-permanent-establishment");
    assumptions.push(destination ? "pe-where-you-live" : "home-pe");
    sources.push(cite(TREATY_REF, year));
  }

  // A US resident running a foreign company from the US: effectively connected income and branch profits tax.
  if (runFromHome && input.residence === "USA" && jurisdiction !== "USA") {
    cfcOff = true;
    flags.push("managed-at-home");
    const us = COUNTRIES.USA;
    const foreignTax = sum(lines, "company");
    const eci = (profit * 21) / 100;
    lines.push(line({ label: "effectively-connected-income-tax", param: us.company!.regime, amount: eci, basis: profit, rate: 21, side: "company", collectedBy: "USA", rule: "Run from the US, the foreign company has a US trade or business: its effectively connected income is taxed at 21 % (IRC §882)." }, year));
    const credit = Math.min(foreignTax, eci);
    if (credit > 0) lines.push(line({ label: "foreign-tax-credit", param: us.company!.regime, amount: -credit, basis: foreignTax, side: "company", collectedBy: "USA", rule: "Foreign tax on effectively connected income is credited (IRC §906)." }, year));
    const bptRate = hasTreaty("USA", jurisdiction) ? 5 : at(US_BRANCH_PROFITS, year);
    const afterTax = Math.max(0, profit - sum(lines, "company"));
    lines.push(line({ label: "branch-profits-tax", param: US_BRANCH_PROFITS, amount: (afterTax * bptRate) / 100, basis: afterTax, rate: bptRate, side: "company", collectedBy: "USA" }, year));
  }

  const companyTotal = Math.max(0, sum(lines, "company"));
  const tu = topUp({ companyResidence: CR, parentState: ownerState, profit, coveredTaxes: companyTotal, groupRevenueEur: input.groupRevenueEur, year });
  lines.push(...tu.lines);
  flags.push(...tu.flags);
  requires.push(...tu.requires);
  if (inScope) {
    assumptions.push("pillar-two-top-up", "no-sbie");
    sources.push(cite(GLOBE.ref, year));
  }
  const topUpTotal = sum(tu.lines);

  const dividend = Math.max(0, profit - companyTotal - topUpTotal);
  if (input.distribute && residence.reason !== "disregarded") {
    const w = withholding({ from: CR, to: ownerState, owner: input.owner, dividend, year });
    lines.push(...w.lines);
    flags.push(...w.flags);
    if (w.flags.includes("treaty-rate")) sources.push(cite(TREATY_REF, year));
  }
  const withheld = sum(lines, "withholding");

  const own = ownerTax({ input, ownerState, companyResidence: CR, structure, jurisdiction, profit, companyTax: companyTotal, topUp: topUpTotal, withholding: withheld, companyRate: profit > 0 ? (companyTotal / profit) * 100 : 0, relocating: destination !== null, cfcOff, regime: regime?.apply });
  lines.push(...own.lines);
  flags.push(...own.flags);
  assumptions.push(...own.assumptions);

  // Moving (issue 32): the exit tax on the holdings, what follows the person, the destination's regime.
  let exit: ExitResult | null = null;
  let leaving: LeavingResult | null = null;
  if (destination) {
    exit = exitTaxFor(original, destination);
    flags.push(...exit.flags);
    assumptions.push(...exit.assumptions);
    if (exit.finding) sources.push(exit.finding.source);
    leaving = leavingFor(original, destination, { regime: regime?.finding ?? null, companyResidence: CR }, original.distribute);
    flags.push(...leaving.flags);
    for (const t of leaving.finding.trailing) if (t.applies) sources.push(t.source);
    if (leaving.finding.residenceTest) sources.push(leaving.finding.residenceTest.source);
    if (regime) {
      flags.push("personal-regime");
      assumptions.push(...regime.assumptions);
      sources.push(regime.finding.source);
    }
    // Spain keeps taxing a national who moves to a listed tax haven (art. 8.2 LIRPF): the dividend as a Spanish resident's, the destination's tax credited.
    if (leaving.homeStillTaxes && (original.distribute || flags.includes("cfc-applies"))) {
      const dividend = Math.max(0, profit - companyTotal - topUpTotal);
      const destTax = sum(lines, "owner") + withheld;
      lines.push(...personalTax({ state: original.residence, amount: dividend, domestic: false, domiciled: true, companyTax: 0, qualified: false, label: "personal-dividend-tax", year, credit: destTax }));
    }
  }

  if (residence.reason === "management-at-home") {
    flags.push("managed-at-home");
    assumptions.push(destination ? "managed-where-you-live" : "managed-at-home");
  }
  if (destination) {
    requires.push("relocation");
    assumptions.push("relocation");
    const home = COUNTRIES[original.residence];
    const tnr = home?.owner?.temporaryNonResidence ? valueOf(home, home.owner.temporaryNonResidence, year) : null;
    if (tnr && original.distribute) {
      flags.push("temporary-non-residence");
      assumptions.push("temporary-non-residence");
      sources.push(cite(home!.owner!.temporaryNonResidence!.ref, year));
    }
  }
  if (!isBaseline && input.owner === "individual" && !input.relocate && input.managedFrom === "abroad") {
    requires.push("management-abroad", "local-director", "substance");
    assumptions.push("management-abroad");
    flags.push("substance-cfc-risk");
  }
  if (input.residence === "USA" || input.citizenship === "USA") assumptions.push("us-state-tax");
  for (const listed of rulesFor(jurisdiction, "blacklist")) {
    flags.push(listed.list);
    sources.push({ ...listed.source, asOf: listed.asOf });
  }

  const side = (s: BreakdownLine["side"]) => Math.max(0, sum(lines, s));
  const taxes = { company: side("company"), withholding: side("withholding"), owner: side("owner"), topUp: side("top-up"), exit: exit?.finding?.amount ?? 0 };
  const allInTax = taxes.company + taxes.withholding + taxes.owner + taxes.topUp;
  // A foreign company resident (or with a permanent establishment) at home keeps its registration abroad and files at home too.
  const annualCost = residence.reason === "management-at-home" || flags.includes("home-permanent-establishment") ? { min: costs.annual.min + homeAnnual.min, max: costs.annual.max + homeAnnual.max } : costs.annual;
  const steadyStateTotal = allInTax + midpoint(annualCost);
  const allInRate = profit > 0 ? round2((allInTax / profit) * 100) : 0;
  const option: TaxOption = {
    jurisdiction,
    structure,
    companyResidence: CR,
    residence,
    taxes,
    allInTax,
    allInRate,
    netToOwner: profit - allInTax,
    requires: uniq(requires),
    obligations: obligationsFor(input, { jurisdiction, structure, companyResidence: CR, isBaseline, cfc: flags.includes("cfc-applies"), inScope, ownerState }),
    exitTax: exit?.finding ?? null,
    personalRegime: regime?.finding ?? null,
    leaving: leaving?.finding ?? null,
    headlineRate: round2(headlineRateOf(jurisdiction)),
    effectiveRate: allInRate,
    annualTax: allInTax,
    setupCost: costs.setup,
    annualCost,
    // The first year adds set-up, the whole exit tax triggered and the regime's one-off fees; the steady state has none of them.
    firstYearTotal: steadyStateTotal + midpoint(costs.setup) + taxes.exit + (regime?.finding.oneOffCost ?? 0),
    steadyStateTotal,
    savingVsBaseline: { amount: 0, percent: 0 },
    flags: uniq(flags),
    breakdown: lines,
  };
  for (const l of lines) sources.push(l.source);
  return { option, assumptions, sources };
}

/** Non-resident aliens get no standard deduction: graduated rates from the first dollar. */
const usGraduated = (profit: number, year: number) => bandTax(profit, at(US_ORDINARY, year).bands);

const ASSUMPTION_TEXT: Record<AssumptionCode, (i: TaxInput) => string> = {
  "costs-midpoint": () => "Steady-state total = all-in tax + the midpoint of the structure's annual running-cost range; first-year total adds the midpoint of the setup-cost range.",
  "baseline-no-setup": (i) => `The baseline keeps the business in a company in ${i.residence}, which is assumed to exist already (no setup cost).`,
  "personal-tax-not-included": () => "The owner's state of residence is not modelled at personal level here, so no personal tax is included for it.",
  "withholding-non-resident-only": () => "Withholding applies only when the dividend crosses a border.",
  "holding-income-qualifies": () => "For a holding, profit is assumed to be dividends and gains on participations that qualify for the participation exemption (10 % or more, held long enough).",
  "stays-resident": (i) => `You stay resident in ${i.residence}.`,
  "pillar-two-top-up": () => "Group revenue is at least EUR 750 million: each option is topped up to a 15 % effective rate on its profit.",
  "fx-rates": () => "Thresholds in local currency are converted to USD at the dated reference rates listed in the sources (ECB; pegged rates for AED).",
  "ip-regimes-not-modelled": () => "IP regimes apply only where listed.",
  "owner-dividend-only": (i) =>
    i.owner === "company"
      ? "The owner is a company holding 10 % or more for longer than a year: the dividend is taxed under its participation exemption."
      : "The owner is an individual who takes the whole after-tax profit as a dividend in the same year (no salary, no other income), single, without church tax; social insurance contributions are not included.",
  "retained-no-owner-tax": () => "Profit is kept in the company: no withholding and no personal tax, except where a CFC or pass-through rule taxes the owner anyway.",
  "managed-at-home": (i) => `You stay in ${i.residence} and take the company's decisions there, so a foreign company is resident (and taxed) in ${i.residence} as a ${i.residence} company; its registration abroad adds running costs. Real management abroad (local directors, office, people) or moving would change this.`,
  "management-abroad": () => "Management abroad means the board meets and decides in the company's country, with local directors, an office and people: the figures hold only if that is true.",
  relocation: (i) =>
    i.relocateTo
      ? `You move to ${i.relocateTo} and become resident there (leaving ${i.residence}); each option's company is in its own country, run as its "managed from" answer says.`
      : `You move to the company's country and become resident there (leaving ${i.residence}).`,
  "treaty-tie-breaker": () => "Where two states claim the company, the tie-breaker stated in the option's residence note is applied.",
  "foreign-tax-credit": () => "Foreign tax on the same profit is credited at home up to the home tax (treaty or unilateral relief).",
  "temporary-non-residence": () => "UK temporary non-residence: dividends from a close company taken while away are taxed in the year of return if you come back within 5 years (Finance Act 2013 Sch. 45 Part 4; ITTOIA 2005 s.401C); the figures assume you stay away longer.",
  "exit-tax": (i) =>
    (i.holdings ?? []).length > 0
      ? `Leaving ${i.residence} triggers its exit tax on the holdings you listed (gain = value − cost basis per holding, losses not offset): the whole tax is in the first-year total, never in the steady state; its deferral or instalments are shown beside it.`
      : `Leaving ${i.residence} may trigger an exit tax on shares you hold; no holdings were given, so it is 0 in the figures.`,
  "us-citizenship": () => "A US citizen is taxed by the US on worldwide income wherever they live; a foreign company owned by a US person is a controlled foreign corporation whose income is included each year (no §962 election assumed).",
  "us-state-tax": () => "US state and local income taxes are not included.",
  "trade-tax-multiplier": () => "German trade tax: a municipal multiplier of 400 % is assumed (3.5 % × 400 % = 14 %); actual multipliers range from 200 % to about 580 %.",
  "swiss-canton": () => "Switzerland: canton and city of Zug assumed for company and personal tax.",
  "local-surcharges": () => "Local surcharges are assumed at the rate named in the line (municipality or region not given).",
  "headline-only": () => "For states without regime-level rules the headline corporate rate is used on the whole profit (flag headline-only).",
  cfc: () => "A CFC rule applies: the foreign company's profit is taxed to the owner each year, whether distributed or not (a later dividend is not taxed again).",
  "corporate-owner": () => "The owner is a company.",
  "ip-box": () => "The IP box applies only to qualifying IP income under the nexus approach (own development): it requires qualifying income and substance.",
  "free-zone": () => "UAE free zone: 0 % only for a qualifying free zone person on qualifying income, with adequate substance in the zone and audited accounts.",
  territorial: () => "Territorial system: profit from operations and customers outside the state is foreign-source and not taxed there; this requires that the work is really done and concluded outside it.",
  "law-carried-forward": () => "Where no later value is published, a parameter's latest value is carried forward.",
  "home-pe": (i) => `You are the company's only worker and keep working from ${i.residence}: your home office is a permanent establishment of the company there (OECD Model Art. 5), so ${i.residence} taxes the profit attributable to it — essentially all of it — as company profit; management abroad does not change that while the work stays at home.`,
  "holdings-qualify": () => "Each holding is taken as a founder's stake of more than 50 % in one company, held long enough, and you meet the residence history the exit tax requires (DEU 7 of 12 years; FRA 6 of 10; ESP 10 of 15); none of it was sold before leaving.",
  "exit-tax-top-rate": () => "The exit tax uses the top marginal rate on the taxable part of the gain (the gain is assumed to fall in the top band; Canada: Ontario 53.53 %).",
  "personal-regime": (i) => `The destination's personal regime is applied where it is available and cheaper (an elective regime such as a lump sum is elected only when it costs less than ordinary tax); you meet its conditions (${i.relocateTo ?? "the destination"}: days, prior non-residence, investment) listed with the option.`,
  "regime-not-computed": () => "A regime that is unavailable to your nationality is not used: ordinary taxation is shown and the option says why.",
  "managed-where-you-live": (i) => `You run the company from ${i.relocateTo ?? "where you move"}: a company incorporated elsewhere is resident and taxed there, with its registration abroad adding running costs.`,
  "pe-where-you-live": (i) => `You are the company's only worker and work from ${i.relocateTo ?? "where you move"}: your office there is a permanent establishment that is taxed on the profit (OECD Model Art. 5, 7).`,
  "remittance-not-remitted": () => "Remittance basis: the dividends are kept outside the destination (not remitted); what you bring in is taxed.",
  "no-sbie": () => "Pillar Two simplified: covered taxes = the company-level tax; no substance-based income exclusion (no payroll or tangible assets are given).",
};

function assumptionsFor(input: TaxInput, codes: AssumptionCode[]): Assumption[] {
  const base: AssumptionCode[] = ["costs-midpoint", "baseline-no-setup", "owner-dividend-only"];
  if (!input.distribute) base.push("retained-no-owner-tax");
  if (input.activity === "holding") base.push("holding-income-qualifies");
  base.push("fx-rates");
  return uniq([...base, ...codes]).map((code) => ({ code, text: ASSUMPTION_TEXT[code](input) }));
}

/** A rule's text in the UI language: v1 rows and engine rules in both languages; v2 parameters in English. */
export function ruleText(ruleId: string, locale: "en" | "tr"): string | undefined {
  if (ruleId in ENGINE_RULES) return ENGINE_RULES[ruleId as keyof typeof ENGINE_RULES][locale];
  const row = TAX_RULES.find((r) => `${r.kind}:${r.jurisdiction}` === ruleId);
  return row ? (locale === "tr" ? row.summaryTr : row.summary) : undefined;
}

/** The whole report for one input: deterministic, options ranked by steady-state total. `defaults.taxYear` = the caller's current year. */
export function computeTaxReport(raw: unknown, defaults: { taxYear?: TaxYear } = {}): TaxReportResult {
  const input = resolveInput(taxInputSchema.parse(raw), defaults);
  const home = baselineStructure(input.activity);
  const homeAnnual = { ...home.annualCostUsd };
  const built = [
    buildOption(input, input.residence, home.slug, { setup: { min: 0, max: 0 }, annual: homeAnnual }, true, homeAnnual),
    ...candidatesFor(input.residence, input.activity, input.candidates, input.relocateTo).map(([j, slug]) => {
      const s = structureOf(j, slug, input.activity);
      return buildOption(input, j, s.slug, { setup: { ...s.setupCostUsd }, annual: { ...s.annualCostUsd } }, false, homeAnnual);
    }),
  ];
  const baseline = built[0].option;
  const options = built.map((b) => b.option);
  for (const o of options) {
    const amount = baseline.steadyStateTotal - o.steadyStateTotal;
    o.savingVsBaseline = { amount, percent: baseline.steadyStateTotal > 0 ? round2((amount / baseline.steadyStateTotal) * 100) : 0 };
    if (!input.relocate && o.flags.includes("managed-at-home") && o.savingVsBaseline.percent <= 0) o.flags.push("no-saving-while-you-stay");
  }
  options.sort((a, b) => a.steadyStateTotal - b.steadyStateTotal || a.allInRate - b.allInRate || a.jurisdiction.localeCompare(b.jurisdiction) || a.structure.localeCompare(b.structure));

  const sources = new Map<string, CitedSource>();
  const add = (s: CitedSource) => sources.set(`${s.url}|${s.title}`, s);
  for (const b of built) for (const s of b.sources) add(s);
  add(cite(FX.EUR.ref, input.taxYear));
  if (built.some((b) => b.option.flags.includes("headline-only"))) add({ ...TAX_FOUNDATION_2025, asOf: 2025 });

  return {
    engineVersion: ENGINE_VERSION,
    inputs: input,
    baseline,
    options,
    assumptions: assumptionsFor(input, built.flatMap((b) => b.assumptions)),
    sources: [...sources.values()],
    disclaimer: DISCLAIMER,
  };
}
