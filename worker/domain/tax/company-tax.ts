/**
 * What the state where the company is resident takes from its profit: the regime (bands, small-profit
 * rates, distribution tax, no tax), surcharges, participation exemptions for a holding, IP boxes,
 * UAE free zone and small business relief, territorial exemption, Malta refunds and Bermuda's CIT for
 * in-scope groups. Pure: amounts in whole USD, the country's thresholds converted at dated FX.
 */
import { HEADLINE_RATES_2025 } from "./data/headline-rates.generated";
import { TAX_FOUNDATION_2025 } from "./data/rules";
import { line, toLocal, toUsd, valueOf } from "./context";
import type { TaxInput } from "./input";
import { COUNTRIES } from "./params";
import type { Band, Param } from "./params/types";
import type { AssumptionCode, BreakdownLine, Requirement } from "./types";

export interface CompanyTaxArgs {
  /** The state taxing the company as resident. */
  state: string;
  structure: string;
  input: TaxInput;
  /** Whole USD. */
  profit: number;
  revenue: number;
  distribute: boolean;
  /** Pillar Two scope (group revenue ≥ EUR 750 million). */
  inScope: boolean;
  /** Customers are in the company's own state (territorial systems). */
  customersLocal: boolean;
}

export interface CompanyTaxResult {
  lines: BreakdownLine[];
  headlineOnly: boolean;
  requires: Requirement[];
  assumptions: AssumptionCode[];
}

const headlineParam = (state: string) => ({
  id: "headline",
  ref: { publisher: TAX_FOUNDATION_2025.publisher, title: TAX_FOUNDATION_2025.title, url: TAX_FOUNDATION_2025.url, retrieved: "2025-01-01" },
  text: `Headline rate only: ${state}'s standard top statutory corporate income tax rate (no regime-level rules modelled for this state).`,
});

/** Lines for progressive bands, one per band used. */
function bandLines(state: string, paramRef: Pick<Param<unknown>, "id" | "ref" | "text">, bands: readonly Band[], profitUsd: number, year: number): BreakdownLine[] {
  const c = COUNTRIES[state];
  const local = toLocal(c, profitUsd, year);
  if (bands.length === 1) {
    return [line({ label: "corporate-tax", param: paramRef, amount: (profitUsd * bands[0].rate) / 100, basis: profitUsd, rate: bands[0].rate, side: "company", collectedBy: state }, year)];
  }
  const out: BreakdownLine[] = [];
  let lower = 0;
  for (const b of bands) {
    const upper = b.upTo ?? Infinity;
    const slice = Math.max(0, Math.min(local, upper) - lower);
    if (slice > 0 || lower === 0) {
      const basis = toUsd(c, slice, year);
      out.push(line({ label: "corporate-tax-band", param: paramRef, amount: (basis * b.rate) / 100, basis, rate: b.rate, side: "company", collectedBy: state }, year));
    }
    if (local <= upper) break;
    lower = upper;
  }
  return out;
}

export function companyTax(a: CompanyTaxArgs): CompanyTaxResult {
  const { state, input } = a;
  const year = input.taxYear;
  const c = COUNTRIES[state];
  const res: CompanyTaxResult = { lines: [], headlineOnly: false, requires: [], assumptions: [] };
  const L = res.lines;

  if (!c?.company) {
    const rate = HEADLINE_RATES_2025[state]?.rate ?? 0;
    L.push(line({ label: "corporate-tax", param: headlineParam(state), amount: (a.profit * rate) / 100, basis: a.profit, rate, side: "company", collectedBy: state }, year));
    res.headlineOnly = true;
    res.assumptions.push("headline-only");
    return res;
  }
  const co = c.company;
  const v = <T>(p: Parameters<typeof valueOf<T>>[1]) => valueOf(c, p, year);

  // Bermuda: 15 % CIT for constituent entities of in-scope groups.
  const inScopeRate = co.inScopeRate ? v(co.inScopeRate) : null;
  if (a.inScope && inScopeRate !== null) {
    L.push(line({ label: "corporate-tax", param: co.inScopeRate!, amount: (a.profit * inScopeRate) / 100, basis: a.profit, rate: inScopeRate, side: "company", collectedBy: state }, year));
    res.requires.push("group-in-scope");
    return res;
  }

  // Territorial: profit from operations and customers outside the state is foreign-source.
  if (co.territorial && v(co.territorial) && !a.customersLocal) {
    L.push(line({ label: "foreign-source-exemption", param: co.territorial, amount: 0, basis: a.profit, side: "company", collectedBy: state }, year));
    res.requires.push("substance");
    res.assumptions.push("territorial");
    return res;
  }

  let base = a.profit;
  // UAE qualifying free zone person.
  if (a.structure === "free-zone-company" && co.freeZone) {
    const fz = v(co.freeZone);
    const revenueLocal = toLocal(c, a.revenue, year);
    const qualifying = fz.qualifying.includes(input.activity);
    const nonQualifying = qualifying ? 0 : revenueLocal;
    const deMinimis = Math.min(fz.deMinimisShare * revenueLocal, fz.deMinimisCap);
    res.assumptions.push("free-zone");
    if (nonQualifying <= deMinimis) {
      L.push(line({ label: "qualifying-income-exemption", param: co.freeZone, amount: 0, basis: a.profit, rate: 0, side: "company", collectedBy: state }, year));
      res.requires.push("qualifying-income", "substance");
      return res;
    }
    // Status lost: the whole profit is taxed at the standard rates (and small business relief is not available to a free zone person).
    L.push(line({ label: "qualifying-income-exemption", param: co.freeZone, amount: 0, basis: 0, rate: 0, side: "company", collectedBy: state, rule: `${co.freeZone.text} Here the activity (${input.activity}) is not qualifying and its revenue exceeds the de minimis, so the standard rates apply.` }, year));
  } else if (co.smallBusinessRelief && !a.inScope) {
    const limit = v(co.smallBusinessRelief);
    if (limit !== null && toLocal(c, a.revenue, year) <= limit) {
      L.push(line({ label: "small-business-relief", param: co.smallBusinessRelief, amount: 0, basis: a.profit, rate: 0, side: "company", collectedBy: state }, year));
      return res;
    }
  }

  if (input.activity === "holding" && co.participation) {
    const share = v(co.participation);
    const exempt = a.profit * share;
    L.push(line({ label: "participation-exemption", param: co.participation, amount: 0, basis: exempt, side: "company", collectedBy: state }, year));
    base = a.profit - exempt;
  }

  if (input.activity === "ip-licensing" && co.ipBox) {
    const rate = v(co.ipBox);
    L.push(line({ label: "ip-box", param: co.ipBox, amount: (base * rate) / 100, basis: base, rate, side: "company", collectedBy: state }, year));
    res.requires.push("qualifying-income", "substance");
    res.assumptions.push("ip-box");
    return res;
  }

  const regime = v(co.regime);
  if (regime.kind === "none") {
    L.push(line({ label: "corporate-tax", param: co.regime, amount: 0, basis: base, rate: 0, side: "company", collectedBy: state }, year));
    return res;
  }
  if (regime.kind === "distribution") {
    // Distributing the whole profit P as a net dividend D = P·(1 − r) costs r·P.
    const rate = a.distribute ? regime.rate : 0;
    L.push(line({ label: "distribution-tax", param: co.regime, amount: (base * rate) / 100, basis: base, rate, side: "company", collectedBy: state }, year));
    return res;
  }
  const revenueLocal = toLocal(c, a.revenue, year);
  const small = [regime.small, regime.reduced].find((tier) => tier && revenueLocal <= tier.maxRevenue)?.bands ?? null;
  const cit = bandLines(state, co.regime, small ?? regime.bands, base, year);
  if (small) for (const l of cit) if (l.label === "corporate-tax") l.label = "small-taxpayer-rate";
  L.push(...cit);
  const citTotal = cit.reduce((s, l) => s + l.amount, 0);

  if (co.surcharges)
    for (const s of v(co.surcharges)) {
      const amount = s.onTax !== undefined ? (citTotal * s.onTax) / 100 : (base * (s.onProfit ?? 0)) / 100;
      L.push(line({ label: s.label, param: co.surcharges, amount, basis: s.onTax !== undefined ? citTotal : base, rate: s.onTax ?? s.onProfit, side: "company", collectedBy: state }, year));
      if (s.assumed) res.assumptions.push(s.assumed as AssumptionCode);
    }

  if (a.distribute && co.refund) {
    const share = v(co.refund);
    const tax = L.reduce((s, l) => s + l.amount, 0);
    L.push(line({ label: "shareholder-refund", param: co.refund, amount: -tax * share, side: "company", collectedBy: state }, year));
  }
  if (state === "CHE") res.assumptions.push("swiss-canton");
  return res;
}
