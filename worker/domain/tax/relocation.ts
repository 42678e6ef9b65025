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
  CHE_FEDERAL_TARIFF,
  DESTINATION_INCOME_TAX,
  DESTINATION_REGIMES,
  DEU_EXTENDED_LIABILITY,
  DEU_INCOME_TAX,
  ESP_TAX_HAVEN_RULE,
  EU_EEA,
  germanIncomeTax,
  MLT_GRP,
  RESIDENCE_TESTS,
  swissFederalTax,
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
  // SWE: nothing is taxed on leaving; the ten-year rule keeps a later sale's gain taxable (computed here as what a sale would cost).
  if (r.years !== undefined) {
    const rate = r.bands?.[0]?.rate ?? 0;
    const contingent = Math.round(gain * r.inclusion * (rate / 100));
    const part = say("exit-swe-ten-year", { years: r.years, rate, amount: contingent });
    // Nothing is triggered on leaving: no exit-tax flag or assumption (the note says what a sale within the period costs).
    return {
      flags: [],
      assumptions: [],
      finding: {
        ...base,
        applies: false,
        amount: 0,
        contingentAmount: contingent,
        note: noteText([part], "en"),
        noteParts: [part],
        priorResidence: r.priorResidence,
        deferral: { kind: r.deferral.kind, payableOnLeaving: 0, text: r.deferral.text },
      },
    };
  }
  if (r.assets) {
    // POL art. 30da: only when what is taken abroad is worth more than PLN 4 m (the holdings stand for it).
    const inCurrency = holdings.reduce((s, h) => s + h.value, 0) / at(FX[r.assets.currency], year);
    const figures = { value: inCurrency, threshold: r.assets.amount, currency: r.assets.currency };
    if (inCurrency <= r.assets.amount) return none(say("exit-pol-under", figures), r.priorResidence);
    parts.push(say("exit-pol-over", figures));
  }
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
  if (r.schedule === "bands" && (r.bands?.length ?? 0) === 1 && !r.flat) out.assumptions.push("exit-tax-top-rate");

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

/** What the option tells the §2 AStG test: the regime found for the destination (applied or not) and where the company is resident. */
export interface LeavingContext {
  regime: PersonalRegimeFinding | null;
  companyResidence: string;
}

/**
 * Germany's extended limited liability (§2 AStG), tested from the law: a German national (5 of the
 * last 10 years resident: assumed), low taxation in the destination (Nr. 1 computed from the
 * destination's schedule on EUR 77,000 against §32a; Nr. 2 a preferential regime applied), and
 * essential economic interests in Germany (a German company, or holdings taken as a §17 stake in one).
 */
function germanExtendedLiability(input: TaxInput, to: string, ctx: LeavingContext): { applies: boolean; parts: NotePart[] } {
  const year = input.taxYear;
  const v = at(DEU_EXTENDED_LIABILITY, year);
  if (input.citizenship !== "DEU") return { applies: false, parts: [say("astg-not-national", { nationality: input.citizenship })] };
  const parts: NotePart[] = [];
  let low: boolean | null = null;
  const regimeApplied = ctx.regime?.applied === true && ctx.regime.kind !== "ordinary";
  if (regimeApplied || (v.preferential.includes(to) && ctx.regime?.applied)) {
    low = true;
    parts.push(say("astg-preferential", { to }));
  } else {
    const schedule = DESTINATION_INCOME_TAX[to];
    if (schedule) {
      const t = at(schedule, year);
      const german = germanIncomeTax(v.amount, at(DEU_INCOME_TAX, year));
      const eurPerLocal = at(FX[t.currency], year) / at(FX.EUR, year);
      const destination = Math.round(bandTax(v.amount / eurPerLocal, t.bands) * eurPerLocal);
      const threshold = Math.round(german * v.share);
      low = destination < threshold;
      parts.push(say(low ? "astg-low" : "astg-not-low", { to, income: v.amount, destination, german, threshold }));
    } else {
      parts.push(say("astg-not-tested", { to }));
    }
  }
  if (!low) return { applies: false, parts };
  const german = ctx.companyResidence === "DEU";
  const holdings = (input.holdings ?? []).length > 0;
  if (!german && !holdings) return { applies: false, parts: [...parts, say("astg-no-interests")] };
  parts.push(say(german ? "astg-interests-company" : "astg-interests-holdings", { freigrenze: v.freigrenze }));
  return { applies: true, parts };
}

export function leavingFor(input: TaxInput, to: string, ctx: LeavingContext, distribute: boolean): LeavingResult {
  const year = input.taxYear;
  const home = COUNTRIES[input.residence];
  const trailing: TrailingLiability[] = [];
  const flags: OptionFlag[] = [];
  let homeStillTaxes = false;
  if (input.residence === "DEU") {
    const v = at(DEU_EXTENDED_LIABILITY, year);
    const { applies, parts } = germanExtendedLiability(input, to, ctx);
    if (applies) flags.push("extended-limited-liability");
    trailing.push({ ...rule(DEU_EXTENDED_LIABILITY, year), applies, years: v.years, note: noteText(parts, "en"), noteParts: parts });
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
        // CHE (DBG Art. 14): the base is the highest of living expenses, 7 × the rent and the minimum; neither
        // expenses nor rent is an input, so the minimum is the base (a rent above minimum / 7 raises it).
        if (!ctx.foreign) {
          finding.applied = false;
          noted(say("regime-expenditure-working", { to }));
          return ordinary;
        }
        const federalBase = r.minimumBasis ?? 0;
        const cantonalBase = r.cantonal?.threshold ?? federalBase;
        const federalTax = swissFederalTax(federalBase, at(CHE_FEDERAL_TARIFF, day));
        const cantonalTax = (cantonalBase * (r.cantonal?.rate ?? 0)) / 100;
        const lump = usd(federalTax + cantonalTax);
        const ordinaryTax = sumLines(ordinary);
        const figures = { federalBase, cantonalBase, federalTax, cantonalTax, rate: r.cantonal?.rate ?? 0, rent: Math.floor(federalBase / (r.rent ?? 7)), lump, ordinary: ordinaryTax };
        // Control calculation: the dividends of a foreign company are foreign income; no treaty relief is claimed on them (none is withheld), so nothing Swiss-source raises the tax.
        if (ctx.dividend <= 0 || lump >= ordinaryTax) {
          finding.applied = false;
          noted(say("regime-expenditure-not-elected", figures));
          return ordinary;
        }
        finding.applied = true;
        finding.annualCharge = lump;
        noted(say("regime-expenditure-elected", figures));
        return [own(ctx, lump, ctx.dividend, `${r.name}: federal tax on CHF ${fmt(federalBase)} (DBG Art. 36) and Zug tax on CHF ${fmt(cantonalBase)} cover all foreign income.`)];
      }
    }
  };
  return { finding, apply, assumptions };
}
