import type { CountryRules } from "./country";
import { PWC, p1, ref } from "./types";

const nra = ref("National Revenue Agency of Bulgaria (nap.bg)", "Corporate Income Tax Act Art. 20 (10 %), Art. 194 (5 % withholding on dividends); Personal Income Tax Act Art. 46 (5 % on dividends)", "https://nra.bg/wps/portal/nra/taxes/korporativen-danak");

/** Bulgaria: flat 10 %. The lev was pegged to the euro; thresholds are given in euro. */
export const BGR: CountryRules = {
  iso3: "BGR",
  currency: "EUR",
  eu: true,
  residence: p1("residence:BGR", nra, "A company incorporated in Bulgaria is resident.", { incorporation: true, management: false }),
  company: {
    regime: p1("cit:BGR", nra, "Corporate income tax 10 %.", { kind: "bands", bands: [{ upTo: null, rate: 10 }] }),
    participation: p1("participation:BGR", nra, "Dividends from EU/EEA companies are exempt.", 1),
    qdmtt: p1("qdmtt:BGR", PWC("bulgaria", "corporate", "taxes-on-corporate-income", "Bulgaria"), "Domestic top-up tax and IIR from 2024.", true),
    iir: p1("iir:BGR", PWC("bulgaria", "corporate", "taxes-on-corporate-income", "Bulgaria"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:BGR", nra, "Dividends to non-resident individuals: 5 % withholding tax.", 5),
    dividendCompany: p1("wht-co:BGR", nra, "Dividends to non-resident companies outside the EU/EEA: 5 %.", 5),
    parentSubsidiary: p1("psd:BGR", nra, "No withholding on dividends to EU/EEA companies.", true),
  },
  owner: {
    dividend: p1("dividend:BGR", nra, "Dividends of resident individuals: 5 % final tax.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 5 }] }),
    corporateDividendExempt: p1("participation-owner:BGR", nra, "Dividends from EU/EEA companies are exempt.", 1),
    cfc: p1("cfc:BGR", nra, "CFC rules for companies (ATAD).", { individuals: false, companies: true, lowTaxBelow: 5, activities: ["ip-licensing", "crypto"] }),
  },
};
