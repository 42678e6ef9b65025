import type { CountryRules } from "./country";
import { NO, PWC, p1, ref } from "./types";

const rs = ref("Revenue Service of Georgia (rs.ge)", "Tax Code of Georgia Art. 98¹ (profit tax on distributed earnings, 15 %); Art. 130 (dividend withholding 5 %)", "https://www.rs.ge/en/");
const pwc = PWC("georgia", "corporate", "taxes-on-corporate-income", "Georgia");

/** Georgia: the Estonian model since 2017. */
export const GEO: CountryRules = {
  iso3: "GEO",
  currency: "GEL",
  eu: false,
  residence: p1("residence:GEO", rs, "A company established in Georgia, or whose place of effective management is in Georgia, is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:GEO", pwc, "Retained profit is not taxed; distributed profit is taxed at 15 % of the gross amount (15/85 of the net dividend).", { kind: "distribution", rate: 15 }),
    participation: p1("participation:GEO", pwc, "Dividends received are not taxed again.", 1),
    qdmtt: NO("GEO", "qdmtt", pwc),
    iir: NO("GEO", "iir", pwc),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:GEO", PWC("georgia", "corporate", "withholding-taxes", "Georgia"), "Dividends are subject to 5 % withholding tax (final for resident individuals).", 5),
    domesticIndividual: p1("wht-dom:GEO", PWC("georgia", "corporate", "withholding-taxes", "Georgia"), "Dividends paid to resident individuals: 5 % withholding tax, final.", 5),
    dividendCompany: p1("wht-co:GEO", PWC("georgia", "corporate", "withholding-taxes", "Georgia"), "Dividends to non-resident companies: 5 % withholding tax.", 5),
  },
  owner: {
    dividend: p1("dividend:GEO", PWC("georgia", "individual", "taxes-on-personal-income", "Georgia"), "Dividends withheld at 5 % are not taxed again; foreign dividends of an individual are not taxed in Georgia (foreign-source passive income exempt).", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:GEO", pwc, "Dividends received are exempt.", 1),
    cfc: p1("cfc:GEO", pwc, "No CFC rules.", null),
  },
};
