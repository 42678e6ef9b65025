import type { CountryRules } from "./country";
import { PWC, p1, ref } from "./types";

const nav = ref("Hungarian Tax and Customs Administration (nav.gov.hu)", "Act LXXXI of 1996 on Corporate Tax §19 (9 %); Act CXVII of 1995 on Personal Income Tax §66 (15 % on dividends)", "https://nav.gov.hu/en/taxation/taxinfo");

/** Hungary: 9 % corporate tax. */
export const HUN: CountryRules = {
  iso3: "HUN",
  currency: "HUF",
  eu: true,
  residence: p1("residence:HUN", nav, "A company established in Hungary, or whose place of management is in Hungary, is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:HUN", nav, "Corporate tax 9 %.", { kind: "bands", bands: [{ upTo: null, rate: 9 }] }),
    surcharges: p1("surcharges:HUN", PWC("hungary", "corporate", "other-taxes", "Hungary"), "Local business tax up to 2 % (municipal; on adjusted revenue, approximated on profit).", [{ label: "local-surcharge", onProfit: 2, assumed: "local-surcharges" }]),
    participation: p1("participation:HUN", nav, "Dividends received are exempt.", 1),
    ipBox: p1("ipbox:HUN", nav, "50 % of qualifying royalty income is deducted (effective 4.5 %).", 4.5),
    qdmtt: p1("qdmtt:HUN", PWC("hungary", "corporate", "taxes-on-corporate-income", "Hungary"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:HUN", PWC("hungary", "corporate", "taxes-on-corporate-income", "Hungary"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:HUN", nav, "Dividends to non-resident individuals: 15 % personal income tax withheld (before treaty relief).", 15),
    dividendCompany: p1("wht-co:HUN", nav, "No withholding on dividends to foreign companies.", 0),
    parentSubsidiary: p1("psd:HUN", nav, "No withholding on dividends to companies.", true),
  },
  owner: {
    dividend: p1("dividend:HUN", nav, "Dividends: 15 % personal income tax (the 13 % social contribution tax is not included).", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 15 }] }),
    corporateDividendExempt: p1("participation-owner:HUN", nav, "Dividends received are exempt.", 1),
    cfc: p1("cfc:HUN", nav, "CFC rules for companies (ATAD).", { individuals: false, companies: true, lowTaxBelow: 4.5, activities: ["ip-licensing", "crypto"] }),
  },
};
