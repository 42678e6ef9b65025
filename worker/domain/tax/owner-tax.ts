/**
 * What the owner's state takes: personal tax on the dividend (allowances, bands, surcharges, social
 * levies that are taxes, imputation credits), pass-through income of a disregarded US LLC, CFC
 * inclusions for individuals and companies, a company owner's participation exemption, credits for
 * foreign withholding, and US citizenship taxation. Pure; whole USD.
 */
import { companyTax } from "./company-tax";
import { line, toLocal, toUsd, valueOf } from "./context";
import type { TaxInput } from "./input";
import { COUNTRIES } from "./params";
import type { PersonalDividendRules } from "./params/country";
import { hasTreaty } from "./params/treaties";
import { bandTax } from "./params/types";
import { US_NIIT, US_ORDINARY } from "./params/usa";
import type { AssumptionCode, BreakdownLabel, BreakdownLine, OptionFlag } from "./types";

export interface PersonalTaxArgs {
  state: string;
  /** Whole USD. */
  amount: number;
  /** Paid by a company resident in the same state. */
  domestic: boolean;
  /** Domiciled there (Cyprus SDC); false for someone who moves in. */
  domiciled: boolean;
  /** Company tax on the profit behind a domestic dividend (imputation credit), USD. */
  companyTax: number;
  /** US: a qualified dividend (US or treaty-country corporation); ordinary income otherwise. */
  qualified: boolean;
  label: BreakdownLabel;
  year: number;
  /** Foreign tax on this income credited against the income tax (before any surcharge on it), USD. */
  credit?: number;
  /** Profit of the company behind a domestic dividend (CAN: eligible vs non-eligible dividends), USD. */
  profit?: number;
}

/** Personal tax on a dividend (or a CFC inclusion / pass-through income) in one state. */
export function personalTax(a: PersonalTaxArgs): BreakdownLine[] {
  const c = COUNTRIES[a.state];
  const o = c?.owner;
  if (!c || !o || a.amount <= 0) return [];
  const rules: PersonalDividendRules = valueOf(c, o.dividend, a.year);
  const out: BreakdownLine[] = [];
  const push = (label: BreakdownLabel, param: Parameters<typeof line>[0]["param"], amount: number, basis?: number, rate?: number, rule?: string) =>
    out.push(line({ label, param, amount, basis, rate, rule, side: "owner", collectedBy: a.state }, a.year));

  if ((a.domestic && rules.exemptDomestic) || (!a.domestic && rules.foreignExempt)) {
    push(a.label, o.dividend, 0, a.amount, 0);
    return out;
  }

  const ordinary = a.state === "USA" && (!a.qualified || a.label !== "personal-dividend-tax");
  const local = toLocal(c, a.amount, a.year);
  if (ordinary) {
    const us = valueOf(c, US_ORDINARY, a.year);
    const tax = bandTax(Math.max(0, local - us.allowance), us.bands);
    push(a.label, US_ORDINARY, tax, a.amount);
    return out;
  }

  const inclusion = a.domestic && rules.domesticInclusion !== undefined ? rules.domesticInclusion : rules.inclusion;
  const franking = a.domestic && rules.imputation ? toLocal(c, a.companyTax, a.year) : 0;
  let taxable = Math.max(0, (local + franking) * inclusion - rules.allowance);
  if (rules.personalAllowance) {
    const pa = Math.max(0, rules.personalAllowance.amount - Math.max(0, (local - rules.personalAllowance.taperFrom) / 2));
    taxable = Math.max(0, taxable - pa);
  }
  let tax = bandTax(taxable, rules.bands);
  // Canada: a dividend paid out of income taxed at the general rate is eligible (lower personal rate).
  if (a.domestic && rules.eligible && a.profit !== undefined) {
    const e = rules.eligible;
    const generalIncome = Math.max(0, toLocal(c, a.profit, a.year) - e.smallBusinessLimit);
    const eligibleDividend = Math.min(local, generalIncome * (1 - e.generalRate / 100));
    tax = (eligibleDividend * e.rate) / 100 + ((local - eligibleDividend) * rules.bands[0].rate * inclusion) / 100;
  }
  if (rules.credit) tax = Math.max(0, tax - rules.credit);
  tax = Math.max(0, tax - franking);
  const effective = local > 0 ? (tax / local) * 100 : 0;
  const taxUsd = toUsd(c, tax, a.year);
  push(a.label, o.dividend, taxUsd, a.amount, effective);
  const credit = Math.min(taxUsd, a.credit ?? 0);
  if (credit > 0)
    out.push(line({ label: "foreign-tax-credit", param: { id: `ftc:${a.state}`, ref: o.dividend.ref, text: "Foreign withholding tax on the dividend is credited against the income tax on it, up to that tax." }, amount: -credit, basis: a.credit, side: "owner", collectedBy: a.state }, a.year));
  const afterCredit = taxUsd - credit;
  if (rules.surchargeOnTax) push("solidarity-surcharge", o.dividend, (afterCredit * rules.surchargeOnTax) / 100, afterCredit, rules.surchargeOnTax, `Surcharge of ${rules.surchargeOnTax} % on the income tax.`);
  for (const lv of rules.levies ?? [])
    if (!lv.domiciledOnly || a.domiciled) push(lv.label, o.dividend, (a.amount * lv.rate) / 100, a.amount, lv.rate, lv.text);
  if (o.highIncome) {
    const bands = valueOf(c, o.highIncome, a.year);
    const cehr = bandTax(local, bands);
    if (cehr > 0) push("high-income-contribution", o.highIncome, toUsd(c, cehr, a.year), a.amount);
  }
  if (a.state === "USA") {
    const niit = valueOf(c, US_NIIT, a.year);
    const over = Math.max(0, a.amount - niit.threshold);
    if (over > 0) push("net-investment-income-tax", US_NIIT, (over * niit.rate) / 100, over, niit.rate);
  }
  return out;
}

export interface OwnerArgs {
  input: TaxInput;
  /** The owner's state for this option. */
  ownerState: string;
  companyResidence: string;
  structure: string;
  jurisdiction: string;
  profit: number;
  /** Company-side tax (net) and top-up, whole USD. */
  companyTax: number;
  topUp: number;
  withholding: number;
  /** A foreign company's effective rate (for the CFC low-tax test), percent. */
  companyRate: number;
  relocating: boolean;
  /** The income is effectively connected with a US trade or business (excluded from subpart F / GILTI). */
  cfcOff?: boolean;
  /** Issue 32: the destination's personal regime, replacing the owner state's ordinary lines (relocation.ts). */
  regime?: (ordinary: BreakdownLine[], ctx: { dividend: number; foreign: boolean; companyResidence: string }) => BreakdownLine[];
}

export interface OwnerResult {
  lines: BreakdownLine[];
  flags: OptionFlag[];
  assumptions: AssumptionCode[];
}

const usdLineSum = (ls: BreakdownLine[]) => ls.reduce((s, l) => s + l.amount, 0);

function ftc(state: string, tax: number, foreign: number, year: number): BreakdownLine[] {
  const credit = Math.min(tax, foreign);
  if (credit <= 0) return [];
  const c = COUNTRIES[state];
  return [line({ label: "foreign-tax-credit", param: { id: `ftc:${state}`, ref: c.owner!.dividend.ref, text: "Foreign withholding tax on the dividend is credited, up to the home tax on it." }, amount: -credit, basis: foreign, side: "owner", collectedBy: state }, year)];
}

export function ownerTax(a: OwnerArgs): OwnerResult {
  const { input } = a;
  const year = input.taxYear;
  const res: OwnerResult = { lines: [], flags: [], assumptions: [] };
  const R = COUNTRIES[a.ownerState];
  const regime = input.owner === "individual" ? a.regime : undefined;
  if (!R?.owner && !regime) {
    res.assumptions.push("personal-tax-not-included");
    return res;
  }
  const dividend = Math.max(0, a.profit - a.companyTax - a.topUp);
  const foreignCompany = a.companyResidence !== a.ownerState;
  const cfcRules = R?.owner ? valueOf(R, R.owner.cfc, year) : null;
  const cfcHits =
    !!cfcRules &&
    !a.cfcOff &&
    foreignCompany &&
    (input.owner === "company" ? cfcRules.companies : cfcRules.individuals) &&
    (cfcRules.activities === "all" || cfcRules.activities.includes(input.activity)) &&
    a.companyRate < cfcRules.lowTaxBelow;

  if (input.owner === "company" && R?.owner) {
    if (!input.distribute && !cfcHits) return res;
    const exempt = cfcHits ? 0 : valueOf(R, R.owner.corporateDividendExempt, year);
    const taxable = dividend * (1 - exempt);
    const t = companyTax({ state: a.ownerState, structure: "private-limited-company", input: { ...input, activity: "trading" }, profit: taxable, revenue: input.revenue, distribute: false, inScope: false, customersLocal: true });
    const lines = t.lines.map((l) => ({ ...l, side: "owner" as const, label: l.label === "corporate-tax" || l.label === "corporate-tax-band" ? ("corporate-owner-dividend-tax" as const) : l.label }));
    res.lines.push(
      line({ label: "participation-exemption", param: R.owner.corporateDividendExempt, amount: 0, basis: dividend * exempt, side: "owner", collectedBy: a.ownerState }, year),
      ...lines,
    );
    if (cfcHits) {
      res.flags.push("cfc-applies");
      res.assumptions.push("cfc");
    }
    res.lines.push(...ftc(a.ownerState, usdLineSum(lines), a.withholding, year));
    return res;
  }

  const domiciled = !a.relocating && input.citizenship === a.ownerState;
  const qualified = a.companyResidence === "USA" || hasTreaty(a.companyResidence, "USA");

  // A disregarded LLC of a US person: its profit is the owner's business income.
  if (a.jurisdiction === "USA" && a.structure === "llc" && a.ownerState === "USA") {
    res.lines.push(...personalTax({ state: "USA", amount: a.profit - a.companyTax, domestic: true, domiciled, companyTax: 0, qualified: false, label: "pass-through-income-tax", year }));
    return res;
  }

  let dest: BreakdownLine[] = [];
  if (cfcHits) {
    res.flags.push("cfc-applies");
    res.assumptions.push("cfc");
    dest = personalTax({ state: a.ownerState, amount: dividend, domestic: false, domiciled, companyTax: 0, qualified: false, label: "cfc-inclusion", year });
  } else if (input.distribute) {
    dest = personalTax({ state: a.ownerState, amount: dividend, domestic: !foreignCompany, domiciled, companyTax: a.companyTax, qualified, label: "personal-dividend-tax", year, credit: a.withholding, profit: a.profit });
  }
  if (regime) dest = regime(dest, { dividend: cfcHits || input.distribute ? dividend : 0, foreign: foreignCompany, companyResidence: a.companyResidence });
  res.lines.push(...dest);

  // US citizens are taxed by the US wherever they live: a foreign company is a CFC (subpart F / GILTI), a US one pays taxable dividends.
  if (input.citizenship === "USA" && a.ownerState !== "USA") {
    res.flags.push("us-citizenship-taxation");
    res.assumptions.push("us-citizenship");
    const usCompany = a.companyResidence === "USA";
    if (usCompany && !input.distribute) return res;
    const us = personalTax({ state: "USA", amount: dividend, domestic: usCompany, domiciled: false, companyTax: 0, qualified: usCompany, label: usCompany ? "personal-dividend-tax" : "cfc-inclusion", year });
    const usTax = usdLineSum(us);
    const homeTax = usdLineSum(res.lines);
    res.lines.push(...us.map((l) => ({ ...l, collectedBy: "USA" })));
    const credit = Math.min(usTax, homeTax);
    if (credit > 0)
      res.lines.push(line({ label: "foreign-tax-credit", param: { id: "ftc:USA", ref: US_ORDINARY.ref, text: "The US credits the income tax paid to the state of residence on the same income (IRC §901), up to the US tax on it." }, amount: -credit, basis: homeTax, side: "owner", collectedBy: "USA" }, year));
    if (!usCompany && !cfcHits) res.flags.push("cfc-applies");
  }
  return res;
}
