import type { CountryRules } from "./country";
import { NO, PWC, p1 } from "./types";

const pwc = PWC("montenegro", "corporate", "taxes-on-corporate-income", "Montenegro");

/** Montenegro: progressive corporate tax. */
export const MNE: CountryRules = {
  iso3: "MNE",
  currency: "EUR",
  eu: false,
  residence: p1("residence:MNE", pwc, "A company incorporated, or with its place of effective management, in Montenegro is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:MNE", pwc, "Progressive: 9 % up to EUR 100,000, 12 % up to EUR 1.5 million, 15 % above.", { kind: "bands", bands: [{ upTo: 100_000, rate: 9 }, { upTo: 1_500_000, rate: 12 }, { upTo: null, rate: 15 }] }),
    participation: p1("participation:MNE", pwc, "Dividends from resident companies are not taxed again.", 1),
    qdmtt: NO("MNE", "qdmtt", pwc),
    iir: NO("MNE", "iir", pwc),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:MNE", PWC("montenegro", "corporate", "withholding-taxes", "Montenegro"), "Dividends to non-residents: 15 % withholding.", 15),
    dividendCompany: p1("wht-co:MNE", PWC("montenegro", "corporate", "withholding-taxes", "Montenegro"), "Dividends to non-resident companies: 15 % withholding.", 15),
  },
  owner: {
    dividend: p1("dividend:MNE", PWC("montenegro", "individual", "taxes-on-personal-income", "Montenegro"), "Dividends of residents: 15 % final tax.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 15 }] }),
    corporateDividendExempt: p1("participation-owner:MNE", pwc, "Dividends from residents exempt.", 1),
    cfc: p1("cfc:MNE", pwc, "No CFC rules.", null),
  },
};
