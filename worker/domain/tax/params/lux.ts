import type { CountryRules } from "./country";
import { PWC, p1, param, ref } from "./types";

const acd = ref("Administration des contributions directes (impotsdirects.public.lu)", "Loi concernant l'impôt sur le revenu (L.I.R.) art. 174 (CIT 16 % from 2025, 14 % up to EUR 175,000), art. 166 (participation exemption); solidarity surcharge 7 %; municipal business tax Luxembourg City 6.75 %", "https://impotsdirects.public.lu/fr/baremes.html");

/** Luxembourg. Municipal business tax assumed for Luxembourg City. */
export const LUX: CountryRules = {
  iso3: "LUX",
  currency: "EUR",
  eu: true,
  residence: p1("residence:LUX", acd, "A company whose registered seat or central administration is in Luxembourg is resident.", { incorporation: true, management: true }),
  company: {
    // 14 % up to EUR 175,000; between 175,000 and 200,000 the marginal 30 % slice brings the rate to 16 % on the whole at 200,000.
    regime: param("cit:LUX", acd, "Corporate income tax 16 % (17 % before 2025); 14 % on income up to EUR 175,000 with a transition band to EUR 200,000.", [
      ["2024-01-01", { kind: "bands", bands: [{ upTo: 175_000, rate: 15 }, { upTo: 200_000, rate: 31 }, { upTo: null, rate: 17 }] }],
      ["2025-01-01", { kind: "bands", bands: [{ upTo: 175_000, rate: 14 }, { upTo: 200_000, rate: 30 }, { upTo: null, rate: 16 }] }],
    ]),
    surcharges: p1("surcharges:LUX", acd, "Solidarity surcharge 7 % of the corporate income tax; municipal business tax 6.75 % (Luxembourg City).", [
      { label: "solidarity-surcharge", onTax: 7 },
      { label: "local-surcharge", onProfit: 6.75, assumed: "local-surcharges" },
    ]),
    participation: p1("participation:LUX", acd, "Participation exemption: dividends and gains from shareholdings of 10 % or EUR 1.2 million held 12 months are exempt.", 1),
    // Effective rate = 20 % of the combined rate in Luxembourg City (the regime and surcharges above):
    // 2024: 17 % x 1.07 + 6.75 % = 24.94 % -> 4.988 %; from 2025: 16 % x 1.07 + 6.75 % = 23.87 % -> 4.774 %.
    ipBox: param("ipbox:LUX", acd, "IP regime (art. 50ter): 80 % of qualifying IP income exempt: about 4.8 % at the combined Luxembourg City rate of 23.87 % from 2025 (5 % at 24.94 % before).", [
      ["2024-01-01", 4.988],
      ["2025-01-01", 4.774],
    ]),
    qdmtt: p1("qdmtt:LUX", PWC("luxembourg", "corporate", "taxes-on-corporate-income", "Luxembourg"), "Qualified domestic minimum top-up tax from 2024.", true),
    iir: p1("iir:LUX", PWC("luxembourg", "corporate", "taxes-on-corporate-income", "Luxembourg"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:LUX", PWC("luxembourg", "corporate", "withholding-taxes", "Luxembourg"), "Dividend withholding tax 15 %.", 15),
    dividendCompany: p1("wht-co:LUX", PWC("luxembourg", "corporate", "withholding-taxes", "Luxembourg"), "Dividend withholding tax 15 % (exempt for EU/treaty parents of 10 % or EUR 1.2 million).", 15),
    parentSubsidiary: p1("psd:LUX", acd, "No withholding on dividends to EU/treaty parents (art. 147).", true),
  },
  owner: {
    dividend: p1("dividend:LUX", PWC("luxembourg", "individual", "taxes-on-personal-income", "Luxembourg"), "Half of a dividend from an EU/treaty company is exempt; the rest is taxed at progressive rates up to 42 % plus 9 % solidarity surcharge (top rate applied).", { inclusion: 0.5, allowance: 0, bands: [{ upTo: null, rate: 42 }], surchargeOnTax: 9 }),
    corporateDividendExempt: p1("participation-owner:LUX", acd, "Participation exemption.", 1),
    cfc: p1("cfc:LUX", acd, "CFC rules for companies (ATAD, art. 164ter).", { individuals: false, companies: true, lowTaxBelow: 8.7, activities: ["ip-licensing", "crypto"] }),
  },
};
