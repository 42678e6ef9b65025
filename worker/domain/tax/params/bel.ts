import type { CountryRules } from "./country";
import { p1, ref } from "./types";

const fin = (title: string) => ref("SPF Finances (finances.belgium.be)", title, "https://finances.belgium.be/fr/entreprises/impot_des_societes");

/** Belgium: owner residence in full and company location. */
export const BEL: CountryRules = {
  iso3: "BEL",
  currency: "EUR",
  eu: true,
  residence: p1("residence:BEL", fin("CIR 92 art. 2 §1 5° (principal establishment or seat of management in Belgium)"), "A company with its principal establishment or seat of management in Belgium is resident.", { incorporation: true, management: true }),
  company: {
    // The 20 % SME rate needs a director's pay of EUR 45,000 or more; the convention (no salary) rules it out.
    regime: p1("cit:BEL", fin("CIR 92 art. 215 (25 %; 20 % SME rate on the first EUR 100,000 only if a director earns at least EUR 45,000)"), "Corporate income tax 25 % (the 20 % SME rate needs a director's remuneration of at least EUR 45,000, which this report does not assume).", { kind: "bands", bands: [{ upTo: null, rate: 25 }] }),
    participation: p1("participation:BEL", fin("CIR 92 art. 202–203 (dividends received deduction 100 %)"), "Dividends received deduction: 100 % of qualifying dividends.", 1),
    qdmtt: p1("qdmtt:BEL", fin("Law of 19 December 2023 (minimum tax, QDMTT) from 2024"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:BEL", fin("Law of 19 December 2023 (IIR) from 2024"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:BEL", fin("CIR 92 art. 269 (précompte mobilier 30 %)"), "Dividends: 30 % withholding.", 30),
    dividendCompany: p1("wht-co:BEL", fin("CIR 92 art. 269; AR/CIR 92 art. 106 (EU parents exempt)"), "Dividends to non-resident companies: 30 % (0 % to EU parents).", 30),
    parentSubsidiary: p1("psd:BEL", fin("AR/CIR 92 art. 106 §5"), "No withholding to EU parents of 10 % held one year.", true),
  },
  owner: {
    dividend: p1("dividend:BEL", fin("CIR 92 art. 171 (dividends 30 %, final)"), "Dividends: 30 % (withholding is final).", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 30 }] }),
    corporateDividendExempt: p1("participation-owner:BEL", fin("CIR 92 art. 202–203"), "100 % dividends received deduction.", 1),
    cfc: p1("cfc:BEL", fin("CIR 92 art. 5/1 (Cayman tax: look-through for legal arrangements taxed below 15 %); art. 185/2 (CFC for companies)"), "The 'Cayman tax' makes a founder of a low-taxed legal arrangement (foreign entity taxed below 15 %) taxable on its income as if received directly.", { individuals: true, companies: true, lowTaxBelow: 15, activities: "all" }),
  },
};
