import type { CountryRules } from "./country";
import { NO, p1, ref } from "./types";

const vid = ref("State Revenue Service of Latvia (vid.gov.lv)", "Corporate Income Tax Law (20 % of gross distributed profit, 20/80 of the net)", "https://www.vid.gov.lv/en/corporate-income-tax");

/** Latvia: profit is taxed only when distributed. */
export const LVA: CountryRules = {
  iso3: "LVA",
  currency: "EUR",
  eu: true,
  residence: p1("residence:LVA", vid, "A company registered in Latvia is resident.", { incorporation: true, management: false }),
  company: {
    regime: p1("cit:LVA", vid, "Retained profit is not taxed; distributed profit is taxed at 20 % of the gross amount (20/80 of the net dividend).", { kind: "distribution", rate: 20 }),
    participation: p1("participation:LVA", vid, "Dividends received may be redistributed without further corporate income tax.", 1),
    qdmtt: NO("LVA", "qdmtt", ref("EUR-Lex", "Council Directive (EU) 2022/2523 Art. 50 (Latvia defers the IIR and UTPR)", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
    iir: NO("LVA", "iir", ref("EUR-Lex", "Council Directive (EU) 2022/2523 Art. 50", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:LVA", vid, "No withholding on dividends to non-residents (other than to entities in listed low-tax jurisdictions).", 0),
    dividendCompany: p1("wht-co:LVA", vid, "No withholding on dividends to non-resident companies.", 0),
    parentSubsidiary: p1("psd:LVA", vid, "No withholding on dividends to EU parents.", true),
  },
  owner: {
    dividend: p1("dividend:LVA", vid, "A resident individual pays no personal income tax on dividends out of profit taxed under the CIT law; other dividends 20 %.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 20 }], exemptDomestic: true }),
    corporateDividendExempt: p1("participation-owner:LVA", vid, "Dividends received are not taxed again on redistribution.", 1),
    cfc: p1("cfc:LVA", vid, "CFC rules for companies (ATAD).", { individuals: false, companies: true, lowTaxBelow: 10, activities: ["ip-licensing", "crypto"] }),
  },
};
