/**
 * What leaves the company's state as withholding on a dividend to the owner: the domestic rate by
 * recipient type (individual / company), domestic exemptions (IRL s.172D), the EU Parent-Subsidiary
 * Directive (and the Swiss–EU agreement) for company owners, and treaty rates for the covered pairs.
 * Pure; v1's per-jurisdiction rows (data/rules.ts) are the fallback for states without v2 parameters.
 */
import { rulesFor } from "./data/rules";
import { line, valueOf } from "./context";
import { COUNTRIES } from "./params";
import { hasTreaty, treatyDividendRateCompany, treatyDividendRateIndividual, TREATY_REF } from "./params/treaties";
import { ref } from "./params/types";
import type { BreakdownLine, OptionFlag } from "./types";

export interface WithholdingArgs {
  /** The company's state of residence (the payer's). */
  from: string;
  /** The owner's state of residence. */
  to: string;
  owner: "individual" | "company";
  /** Gross dividend, whole USD. */
  dividend: number;
  year: number;
}

export interface WithholdingResult {
  lines: BreakdownLine[];
  flags: OptionFlag[];
}

const EU_PLUS_CH = (iso3: string) => COUNTRIES[iso3]?.eu === true || iso3 === "CHE";

export function withholding(a: WithholdingArgs): WithholdingResult {
  const out: WithholdingResult = { lines: [], flags: [] };
  if (a.dividend <= 0 || a.from === a.to) return out;
  const c = COUNTRIES[a.from];
  const w = c?.withholding;
  if (!c || !w) {
    const row = rulesFor(a.from, "dividend-withholding")[0];
    if (!row) {
      out.flags.push("withholding-not-modelled");
      return out;
    }
    const p = { id: `dividend-withholding:${a.from}`, ref: { ...row.source, retrieved: "2025-01-01" }, text: row.summary };
    out.lines.push(line({ label: "dividend-withholding", param: p, amount: (a.dividend * row.rate) / 100, basis: a.dividend, rate: row.rate, side: "withholding", collectedBy: a.from }, a.year));
    return out;
  }
  const v = <T>(p: Parameters<typeof valueOf<T>>[1]) => valueOf(c, p, a.year);
  const domesticParam = a.owner === "company" ? w.dividendCompany : w.dividendIndividual;
  let rate = v(domesticParam);
  let param = domesticParam as { id: string; ref: typeof domesticParam.ref; text: string };

  if (rate > 0 && a.owner === "company" && w.parentSubsidiary && v(w.parentSubsidiary) && EU_PLUS_CH(a.from) && EU_PLUS_CH(a.to)) {
    rate = 0;
    param = {
      id: "parent-subsidiary-directive",
      ref: ref("EUR-Lex", "Council Directive 2011/96/EU (Parent-Subsidiary Directive) Art. 5; for Switzerland the Swiss–EU agreement Art. 9", "https://eur-lex.europa.eu/eli/dir/2011/96/oj"),
      text: `${w.parentSubsidiary.text} Dividends a subsidiary pays to its EU parent (10 % holding) are exempt from withholding tax.`,
    };
    out.flags.push("eu-directive");
  } else if (rate > 0 && a.owner === "individual" && w.treatyResidentIndividualsExempt && v(w.treatyResidentIndividualsExempt) && (COUNTRIES[a.to]?.eu || hasTreaty(a.from, a.to))) {
    rate = 0;
    param = w.treatyResidentIndividualsExempt;
  } else if (rate > 0) {
    const treaty = a.owner === "company" ? treatyDividendRateCompany(a.from, a.to) : treatyDividendRateIndividual(a.from, a.to);
    if (treaty !== null && treaty < rate) {
      rate = treaty;
      param = { id: "treaty-dividend", ref: TREATY_REF, text: `Treaty between ${a.from} and ${a.to}: dividend withholding limited to ${treaty} % (Art. 10).` };
      out.flags.push("treaty-rate");
    }
  }
  out.lines.push(line({ label: "dividend-withholding", param, amount: (a.dividend * rate) / 100, basis: a.dividend, rate, side: "withholding", collectedBy: a.from }, a.year));
  return out;
}
