import type { CountryRules } from "./country";
import { PWC, p1, param, ref } from "./types";

const pwc = PWC("portugal", "corporate", "taxes-on-corporate-income", "Portugal");

/** Portugal. Municipal surcharge assumed at 1.5 %. */
export const PRT: CountryRules = {
  iso3: "PRT",
  currency: "EUR",
  eu: true,
  residence: p1("residence:PRT", pwc, "A company whose head office or place of effective management is in Portugal is resident.", { incorporation: true, management: true }),
  company: {
    regime: param("cit:PRT", ref("Diário da República; PwC Worldwide Tax Summaries", "Lei n.º 64/2025, de 7 de novembro, art. 3 (IRC 19 % in 2026, 18 % in 2027, 17 % from 2028; SMEs 15 % on the first EUR 50,000); CIRC art. 87 for 2025 (20 %, SMEs 16 %)", "https://dre.tretas.org/dre/6338372/lei-64-2025-de-7-de-novembro", "2026-12-07"), "IRC 20 % (2025), 19 % (2026), 18 % (2027), 17 % from 2028 (Law 64/2025); SMEs 16 % on the first EUR 50,000 in 2025, 15 % from 2026.", [
      ["2025-01-01", { kind: "bands", bands: [{ upTo: 50_000, rate: 16 }, { upTo: null, rate: 20 }] }],
      ["2026-01-01", { kind: "bands", bands: [{ upTo: 50_000, rate: 15 }, { upTo: null, rate: 19 }] }],
      // Lei 64/2025 of 7 November 2025, art. 3: 18 % for periods starting in 2027, 17 % from 1 January 2028.
      ["2027-01-01", { kind: "bands", bands: [{ upTo: 50_000, rate: 15 }, { upTo: null, rate: 18 }] }],
      ["2028-01-01", { kind: "bands", bands: [{ upTo: 50_000, rate: 15 }, { upTo: null, rate: 17 }] }],
    ]),
    surcharges: p1("surcharges:PRT", pwc, "Municipal surcharge up to 1.5 % of taxable profit (assumed 1.5 %); state surcharge 3 % above EUR 1.5 million (not modelled below that).", [{ label: "local-surcharge", onProfit: 1.5, assumed: "local-surcharges" }]),
    participation: p1("participation:PRT", pwc, "Participation exemption on dividends from 10 % holdings (art. 51 CIRC).", 1),
    qdmtt: p1("qdmtt:PRT", pwc, "Domestic top-up tax from 2024.", true),
    iir: p1("iir:PRT", pwc, "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:PRT", PWC("portugal", "corporate", "withholding-taxes", "Portugal"), "Dividends to non-resident individuals: 28 %.", 28),
    dividendCompany: p1("wht-co:PRT", PWC("portugal", "corporate", "withholding-taxes", "Portugal"), "Dividends to non-resident companies: 25 %.", 25),
    parentSubsidiary: p1("psd:PRT", PWC("portugal", "corporate", "withholding-taxes", "Portugal"), "No withholding on dividends to EU parents of 10 % held one year.", true),
  },
  owner: {
    dividend: p1("dividend:PRT", PWC("portugal", "individual", "taxes-on-personal-income", "Portugal"), "Dividends: 28 % flat (special rate).", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 28 }] }),
    corporateDividendExempt: p1("participation-owner:PRT", pwc, "Participation exemption.", 1),
    cfc: p1("cfc:PRT", pwc, "CFC rules (art. 66 CIRC) apply to companies and individuals.", { individuals: true, companies: true, lowTaxBelow: 10.5, activities: ["ip-licensing", "crypto", "holding"] }),
  },
};
