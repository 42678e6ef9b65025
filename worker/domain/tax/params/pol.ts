import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, ref } from "./types";

const cit = ref("Internetowy System Aktów Prawnych (isap.sejm.gov.pl)", "Ustawa o podatku dochodowym od osób prawnych art. 3 (residence: seat or management), art. 19 (19 %; 9 % for small taxpayers up to EUR 2 million revenue), art. 22 (dividends), art. 24a (CFC)", "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19920210086");
const pit = ref("Internetowy System Aktów Prawnych (isap.sejm.gov.pl)", "Ustawa o podatku dochodowym od osób fizycznych art. 30a (19 % on dividends), art. 30f (CFC for individuals), art. 30da (exit tax)", "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19910800350");

/** Poland: owner residence in full and company location. */
export const POL: CountryRules = {
  iso3: "POL",
  currency: "EUR",
  eu: true,
  residence: p1("residence:POL", cit, "A company with its seat or its management in Poland is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:POL", cit, "Corporate income tax 19 %; 9 % for a small taxpayer (revenue up to EUR 2 million).", { kind: "bands", bands: [{ upTo: null, rate: 19 }], small: { maxRevenue: 2_000_000, bands: [{ upTo: null, rate: 9 }] } }),
    participation: p1("participation:POL", cit, "Dividends from EU/EEA/Swiss subsidiaries of 10 % held two years are exempt.", 1),
    qdmtt: p1("qdmtt:POL", ref("isap.sejm.gov.pl", "Ustawa o opodatkowaniu wyrównawczym jednostek składowych grup międzynarodowych i krajowych (2024), from 1 January 2025", "https://isap.sejm.gov.pl/"), "Domestic top-up tax from 2025.", true),
    iir: p1("iir:POL", ref("isap.sejm.gov.pl", "Top-up tax act (2024), IIR from 1 January 2025", "https://isap.sejm.gov.pl/"), "Income inclusion rule from 2025.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:POL", pit, "Dividends: 19 % withholding.", 19),
    dividendCompany: p1("wht-co:POL", cit, "Dividends to non-resident companies: 19 % (0 % to EU parents).", 19),
    parentSubsidiary: p1("psd:POL", cit, "No withholding to EU/EEA/Swiss parents of 10 % held two years.", true),
  },
  owner: {
    dividend: p1("dividend:POL", pit, "Dividends: 19 % flat.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 19 }] }),
    corporateDividendExempt: p1("participation-owner:POL", cit, "Participation exemption.", 1),
    cfc: p1("cfc:POL", pit, "CFC rules reach individuals (art. 30f PIT) and companies: passive income of a controlled company taxed below 75 % of the Polish tax.", { individuals: true, companies: true, lowTaxBelow: 14.25, activities: ["ip-licensing", "crypto", "holding"] }),
    exitTax: EXIT_TAXES.POL,
  },
};
