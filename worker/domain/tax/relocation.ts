/**
 * Moving (issue 32 §1), pure and deterministic: the exit tax the state left levies on the owner's
 * holdings, what follows the person afterwards (trailing liabilities), the residence test they must
 * pass to leave, and the destination's personal regime applied to the owner's dividends. Every
 * figure comes from params/relocation.ts (dated, sourced); a rule without a sourced figure is
 * described and not used, and the report says so.
 */
import { cite, line, toLocal, toUsd, valueOf } from "./context";
import type { TaxInput } from "./input";
import { COUNTRIES } from "./params";
import { FX } from "./params/fx";
import {
  DESTINATION_REGIMES,
  DEU_EXTENDED_LIABILITY,
  DEU_INCOME_TAX,
  ESP_TAX_HAVEN_RULE,
  EU_EEA,
  germanIncomeTax,
  MLT_GRP,
  RESIDENCE_TESTS,
  type ExitTaxRule,
  type PersonalRegime,
} from "./params/relocation";
import { at, bandTax, type Param } from "./params/types";
import { noteText, say, type NotePart } from "./relocation-notes";
import type { AssumptionCode, BreakdownLine, CitedRule, ExitTaxFinding, LeavingFinding, OptionFlag, PersonalRegimeFinding, TrailingLiability } from "./types";

/** Where the owner lives in an option: `relocateTo`, else (legacy `relocate`) the company's state; null when the owner stays. */
export function destinationOf(input: TaxInput, jurisdiction: string, isBaseline: boolean): string | null {
  if (isBaseline || input.owner !== "individual" || !input.relocate) return null;
  return input.relocateTo ?? jurisdiction;
}

const rule = (p: Pick<Param<unknown>, "id" | "ref" | "text">, year: number, text = p.text): CitedRule => ({ ruleId: p.id, text, source: cite(p.ref, year) });
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const EU_EEA_ON = (iso3: string, year: number) => at(EU_EEA, year).includes(iso3);

// ─── Exit tax ────────────────────────────────────────────────────────────────────────────────────

export interface ExitResult {
  finding: ExitTaxFinding | null;
  flags: OptionFlag[];
  assumptions: AssumptionCode[];
}

/** Tax on the included gain (local currency) by the rule's schedule, plus the surcharge on the tax. */
function scheduleTax(r: ExitTaxRule, included: number, day: string): number {
  if (r.schedule === "de-32a") {
    const t = at(DEU_INCOME_TAX, day);
    const it = germanIncomeTax(Math.floor(included), t);
    // Solidarity surcharge: nil up to the exemption limit, then at most 11.9 % of the excess (SolZG §4), 5.5 % of the tax.
    const soli = it <= t.soliFreigrenze ? 0 : Math.min((it * (r.surchargeOnTax ?? 0)) / 100, ((it - t.soliFreigrenze) * 11.9) / 100);
    return it + soli;
  }
  const tax = bandTax(Math.max(0, included - (r.allowance ?? 0)), r.bands ?? []);
  return tax + (tax * (r.surchargeOnTax ?? 0)) / 100;
}

/** The exit tax of the state the owner leaves, on `input.holdings` (null when the state has no exit tax rule). */
export function exitTaxFor(input: TaxInput, to: string): ExitResult {
  const out: ExitResult = { finding: null, flags: [], assumptions: [] };
  const home = COUNTRIES[input.residence];
  const p = home?.owner?.exitTax;
  if (!home || !p) return out;
  const year = input.taxYear;
  const r = valueOf(home, p, year);
  if (r === null) return out;
  out.flags.push("exit-tax");
  out.assumptions.push("exit-tax");
  const holdings = input.holdings ?? [];
  const gains = holdings.map((h) => Math.max(0, h.value - h.costBasis));
  const gain = gains.reduce((s, g) => s + g, 0);
  const base = { from: input.residence, gain: Math.round(gain), ...rule(p, year) };
  const none = (part: NotePart, priorResidence = ""): ExitResult => ({ ...out, finding: { ...base, applies: false, amount: 0, note: noteText([part], "en"), noteParts: [part], priorResidence, deferral: null } });

  if (typeof r === "string") return none(say("exit-not-computed", { text: p.text }));
  if (holdings.length === 0) return none(say("exit-no-holdings"), r.priorResidence);
  if (input.residence === "USA" && input.citizenship === "USA") return none(say("exit-us-citizen"), r.priorResidence);

  const day = `${year}-${home.yearStart ?? "01-01"}`;
  const local = (usd: number) => toLocal(home, usd, year);
  const totalValue = local(holdings.reduce((s, h) => s + h.value, 0));
  // Which holdings the law reaches (FRA: a majority stake is caught whatever its value; ESP: total over EUR 4 m, else each stake worth over EUR 1 m).
  let taxedGain = gain;
  const parts: NotePart[] = [];
  if (r.coveredNetWorth !== undefined) {
    if (totalValue < r.coveredNetWorth) return none(say("exit-not-covered", { value: totalValue, threshold: r.coveredNetWorth }), r.priorResidence);
    out.assumptions.push("holdings-qualify");
    parts.push(say("exit-covered", { value: totalValue, threshold: r.coveredNetWorth, exclusion: r.exclusion ?? 0 }));
    taxedGain = Math.max(0, gain - toUsd(home, r.exclusion ?? 0, year));
  } else if (r.minTotalValue !== undefined && input.residence === "FRA") {
    parts.push(say(totalValue >= r.minTotalValue ? "exit-fra-over" : "exit-fra-majority", { value: totalValue, threshold: r.minTotalValue }));
  } else if (r.minTotalValue !== undefined) {
    const figures = { value: totalValue, threshold: r.minTotalValue, holding: r.minHoldingValue ?? 0 };
    if (totalValue <= r.minTotalValue) {
      const reached = holdings.map((h, i) => (local(h.value) > (r.minHoldingValue ?? Infinity) ? gains[i] : 0));
      taxedGain = reached.reduce((s, g) => s + g, 0);
      if (taxedGain <= 0) return none(say("exit-esp-none", figures), r.priorResidence);
      parts.push(say("exit-esp-stakes", figures));
    } else parts.push(say("exit-esp-all", figures));
  }
  out.assumptions.push("holdings-qualify");
  if (r.schedule === "bands" && (r.bands?.length ?? 0) === 1) out.assumptions.push("exit-tax-top-rate");

  const includedLocal = local(taxedGain) * r.inclusion;
  let taxLocal = scheduleTax(r, includedLocal, day);
  if (r.levies) taxLocal += (local(taxedGain) * r.levies) / 100;
  const amount = Math.round(toUsd(home, taxLocal, year));
  const withinEu = EU_EEA_ON(to, year) && EU_EEA_ON(input.residence, year);
  const kind = r.deferral.euEeaOnly && !withinEu ? (r.deferral.otherwise ?? "none") : r.deferral.kind;
  const perInstalment = r.deferral.instalments ? Math.round(amount / r.deferral.instalments) : undefined;
  const payableOnLeaving = kind === "instalments" ? (perInstalment ?? amount) : kind === "none" ? amount : 0;
  const where = r.deferral.euEeaOnly ? say(withinEu ? "exit-within-eu" : kind === "none" ? "exit-outside-eu-none" : "exit-outside-eu-request", { to }) : undefined;
  parts.push(say("exit-taxable-gain", { gain: taxedGain, ...(r.inclusion < 1 ? { inclusion: r.inclusion * 100 } : {}) }));
  return {
    ...out,
    finding: {
      ...base,
      applies: amount > 0,
      amount,
      note: noteText(parts, "en"),
      noteParts: parts,
      priorResidence: r.priorResidence,
      deferral: { kind, instalments: r.deferral.instalments, perInstalment, payableOnLeaving, text: where ? `${r.deferral.text} ${noteText([where], "en")}` : r.deferral.text, ...(where ? { where } : {}) },
    },
  };
}

// ─── Leaving: residence test and trailing liabilities ───────────────────────────────────────────

export interface LeavingResult {
  finding: LeavingFinding;
  flags: OptionFlag[];
  /** ESP art. 8.2: the state left still taxes the person as resident this year. */
  homeStillTaxes: boolean;
}

export function leavingFor(input: TaxInput, to: string, hasRegime: boolean, distribute: boolean): LeavingResult {
  const year = input.taxYear;
  const home = COUNTRIES[input.residence];
  const trailing: TrailingLiability[] = [];
  const flags: OptionFlag[] = [];
  let homeStillTaxes = false;
  if (input.residence === "DEU") {
    const v = at(DEU_EXTENDED_LIABILITY, year);
    const destRegime = DESTINATION_REGIMES[to];
    const lowTax = hasRegime && destRegime !== undefined;
    const applies = input.citizenship === "DEU" && lowTax;
    if (applies) flags.push("extended-limited-liability");
    trailing.push({ ...rule(DEU_EXTENDED_LIABILITY, year), applies, years: v.years });
  }
  const tnr = home?.owner?.temporaryNonResidence ? valueOf(home, home.owner.temporaryNonResidence, year) : null;
  if (home?.owner?.temporaryNonResidence && tnr) trailing.push({ ...rule(home.owner.temporaryNonResidence, year), applies: distribute, years: tnr.years });
  if (input.residence === "ESP") {
    const v = at(ESP_TAX_HAVEN_RULE, year);
    homeStillTaxes = input.citizenship === "ESP" && v.list.includes(to);
    if (homeStillTaxes) flags.push("home-still-taxes");
    trailing.push({ ...rule(ESP_TAX_HAVEN_RULE, year), applies: homeStillTaxes, years: v.years });
  }
  const test = RESIDENCE_TESTS[input.residence];
  return { finding: { from: input.residence, to, residenceTest: test ? rule(test, year) : null, trailing }, flags, homeStillTaxes };
}

// ─── Destination regime ──────────────────────────────────────────────────────────────────────────

export interface RegimeContext {
  /** The dividend (or CFC inclusion) the destination would tax, whole USD. */
  dividend: number;
  /** The company is resident outside the destination (foreign income there). */
  foreign: boolean;
  companyResidence: string;
}

export interface RegimeApplication {
  finding: PersonalRegimeFinding;
  /** Replaces the destination's ordinary lines by the regime's; fills in `applied`, `note`, `annualCharge`. */
  apply: (ordinary: BreakdownLine[], ctx: RegimeContext) => BreakdownLine[];
  assumptions: AssumptionCode[];
}

const sumLines = (ls: BreakdownLine[]) => ls.reduce((s, l) => s + l.amount, 0);

/** The destination's regime for this person, or null when the engine knows none for it. */
export function regimeFor(input: TaxInput, to: string): RegimeApplication | null {
  const d = DESTINATION_REGIMES[to];
  if (!d) return null;
  const year = input.taxYear;
  const day = `${year}-${COUNTRIES[to]?.yearStart ?? "01-01"}`;
  const r: PersonalRegime = at(d.regime, day);
  const rate = at(FX[d.currency], year);
  const usd = (local: number) => Math.round(local * rate);
  const excluded = (r.excludedNationals ?? []).includes(input.citizenship);
  const assumptions: AssumptionCode[] = ["personal-regime"];
  const finding: PersonalRegimeFinding = {
    country: to,
    ...rule(d.regime, year),
    name: r.name,
    kind: r.kind,
    applied: r.kind === "ordinary" && !excluded,
    note: "",
    years: r.years,
    minimumDays: r.minimumDays,
    priorNonResidentYears: r.priorNonResidentYears,
    minimumInvestment: r.minimumInvestment === null ? null : usd(r.minimumInvestment),
    annualCharge: 0,
    oneOffCost: usd(r.oneOffCost),
    conditions: r.conditions,
    keep: r.keep,
  };
  if (to === "MLT") finding.alternative = rule(MLT_GRP, year);
  const own = (ctx: RegimeContext, amount: number, basis: number, text: string, ratePct?: number): BreakdownLine =>
    line({ label: "personal-dividend-tax", param: d.regime, amount, basis, rate: ratePct, rule: text, side: "owner", collectedBy: to }, year);
  /** The destination's ordinary tax when the engine has no owner rules for it (GRC 5 %, MCO 0 %). */
  const ordinaryOf = (ordinary: BreakdownLine[], ctx: RegimeContext) =>
    COUNTRIES[to]?.owner || r.ordinaryDividendRate === undefined || ctx.dividend <= 0
      ? ordinary
      : [own(ctx, (ctx.dividend * r.ordinaryDividendRate) / 100, ctx.dividend, `Ordinary tax on dividends: ${r.ordinaryDividendRate} %.`, r.ordinaryDividendRate)];

  /** The finding's note from its parts (the English is stored; the parts say it in Turkish). */
  const noted = (...parts: NotePart[]) => {
    finding.noteParts = parts;
    finding.note = noteText(parts, "en");
  };
  const apply = (ordinaryIn: BreakdownLine[], ctx: RegimeContext): BreakdownLine[] => {
    const ordinary = ordinaryOf(ordinaryIn, ctx);
    if (excluded) {
      finding.applied = false;
      noted(say("regime-excluded", { nationality: input.citizenship }), ...(to === "MCO" ? [say("regime-excluded-mco")] : []));
      assumptions.push("regime-not-computed");
      return ordinary;
    }
    switch (r.kind) {
      case "ordinary":
        noted(say("regime-ordinary"));
        return ordinary;
      case "foreign-exempt": {
        if (!ctx.foreign) {
          finding.applied = false;
          noted(say("regime-domestic-exempt", { to }));
          return ordinary;
        }
        finding.applied = true;
        if ((r.listed ?? []).includes(ctx.companyResidence)) {
          noted(say("regime-listed", { company: ctx.companyResidence, to, rate: r.listedRate ?? 0 }));
          return ctx.dividend > 0 ? [own(ctx, (ctx.dividend * (r.listedRate ?? 0)) / 100, ctx.dividend, finding.note, r.listedRate)] : [];
        }
        noted(say("regime-foreign-exempt", { company: ctx.companyResidence, ...(r.years ? { years: r.years } : {}) }));
        return ctx.dividend > 0 ? [own(ctx, 0, ctx.dividend, finding.note, 0)] : [];
      }
      case "lump-sum": {
        const lump = usd(r.lumpSum ?? 0);
        if (!ctx.foreign) {
          finding.applied = false;
          noted(say("regime-lump-domestic", { to }));
          return ordinary;
        }
        const ordinaryTax = sumLines(ordinary);
        if (ctx.dividend <= 0 || lump >= ordinaryTax) {
          finding.applied = false;
          noted(say("regime-lump-not-elected", { ordinary: ordinaryTax, lump }));
          return ordinary;
        }
        finding.applied = true;
        finding.annualCharge = lump;
        noted(say("regime-lump-elected", { lump, ordinary: ordinaryTax }));
        return [own(ctx, lump, ctx.dividend, `${r.name}: a fixed ${fmt(r.lumpSum ?? 0)} ${d.currency} a year covers all foreign income.`)];
      }
      case "remittance": {
        if (!ctx.foreign) {
          finding.applied = false;
          noted(say("regime-remittance-domestic", { to }));
          return ordinary;
        }
        finding.applied = true;
        assumptions.push("remittance-not-remitted");
        const foreignLocal = ctx.dividend / rate;
        if (ctx.dividend > 0 && foreignLocal >= (r.minimumTaxFrom ?? Infinity)) {
          const min = usd(r.minimumTax ?? 0);
          finding.annualCharge = min;
          noted(say("regime-remittance-minimum", { to, foreign: foreignLocal, from: r.minimumTaxFrom ?? 0, minimum: r.minimumTax ?? 0, currency: d.currency }));
          return [own(ctx, min, ctx.dividend, finding.note)];
        }
        noted(say("regime-remittance-kept", { to }));
        return ctx.dividend > 0 ? [own(ctx, 0, ctx.dividend, finding.note, 0)] : [];
      }
      case "expenditure": {
        finding.applied = false;
        noted(say("regime-expenditure", { basis: r.minimumBasis ?? 0, currency: d.currency, to }));
        assumptions.push("regime-not-computed");
        return ordinary;
      }
    }
  };
  return { finding, apply, assumptions };
}
