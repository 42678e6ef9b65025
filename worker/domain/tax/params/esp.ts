import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const boe = (title: string, url: string, retrieved?: string) => ref("Boletín Oficial del Estado (BOE)", title, url, retrieved);
const lis = boe("Ley 27/2014 del Impuesto sobre Sociedades art. 8 (residence), art. 21 (exemption), art. 29 (rates as amended by Ley 7/2024: micro-companies under EUR 1 million revenue and companies of reduced size, empresas de reducida dimensión of art. 101, under EUR 10 million, with transitional rates to 2028)", "https://www.boe.es/buscar/act.php?id=BOE-A-2014-12328", "2026-12-07");
const irpf = boe("Ley 35/2006 del IRPF art. 66 (savings base scale), art. 91 (international fiscal transparency), art. 95 bis (exit tax)", "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764");

/** Spain: owner residence in full and company location. */
export const ESP: CountryRules = {
  iso3: "ESP",
  currency: "EUR",
  eu: true,
  residence: p1("residence:ESP", lis, "A company incorporated under Spanish law, with its registered office in Spain, or with its place of effective management (sede de dirección efectiva) in Spain is resident.", { incorporation: true, management: true }),
  company: {
    regime: param("cit:ESP", lis, "Corporate tax 25 %; a micro-company (revenue under EUR 1 million) pays 21 % on the first EUR 50,000 and 22 % above in 2025, 19 % / 21 % in 2026, 17 % / 20 % from 2027; a company of reduced size (revenue under EUR 10 million) pays 24 % in 2025, 23 % in 2026, 22 % in 2027, 21 % in 2028 and 20 % from 2029 (Ley 7/2024).", [
      ["2025-01-01", { kind: "bands", bands: [{ upTo: null, rate: 25 }], small: { maxRevenue: 1_000_000, bands: [{ upTo: 50_000, rate: 21 }, { upTo: null, rate: 22 }] }, reduced: { maxRevenue: 10_000_000, bands: [{ upTo: null, rate: 24 }] } }],
      ["2026-01-01", { kind: "bands", bands: [{ upTo: null, rate: 25 }], small: { maxRevenue: 1_000_000, bands: [{ upTo: 50_000, rate: 19 }, { upTo: null, rate: 21 }] }, reduced: { maxRevenue: 10_000_000, bands: [{ upTo: null, rate: 23 }] } }],
      ["2027-01-01", { kind: "bands", bands: [{ upTo: null, rate: 25 }], small: { maxRevenue: 1_000_000, bands: [{ upTo: 50_000, rate: 17 }, { upTo: null, rate: 20 }] }, reduced: { maxRevenue: 10_000_000, bands: [{ upTo: null, rate: 22 }] } }],
      ["2028-01-01", { kind: "bands", bands: [{ upTo: null, rate: 25 }], small: { maxRevenue: 1_000_000, bands: [{ upTo: 50_000, rate: 17 }, { upTo: null, rate: 20 }] }, reduced: { maxRevenue: 10_000_000, bands: [{ upTo: null, rate: 21 }] } }],
      ["2029-01-01", { kind: "bands", bands: [{ upTo: null, rate: 25 }], small: { maxRevenue: 1_000_000, bands: [{ upTo: 50_000, rate: 17 }, { upTo: null, rate: 20 }] }, reduced: { maxRevenue: 10_000_000, bands: [{ upTo: null, rate: 20 }] } }],
    ]),
    participation: p1("participation:ESP", lis, "Dividends and gains from 5 % holdings held one year: 95 % exempt.", 0.95),
    qdmtt: p1("qdmtt:ESP", boe("Ley 7/2024 (impuesto complementario), from 2024", "https://www.boe.es/buscar/act.php?id=BOE-A-2024-26694"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:ESP", boe("Ley 7/2024 (impuesto complementario)", "https://www.boe.es/buscar/act.php?id=BOE-A-2024-26694"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:ESP", boe("Real Decreto Legislativo 5/2004 (IRNR) art. 25 (19 %)", "https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527"), "Dividends to non-residents: 19 %.", 19),
    dividendCompany: p1("wht-co:ESP", boe("IRNR art. 25, art. 14.1.h (Parent-Subsidiary Directive)", "https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527"), "Dividends to non-resident companies: 19 % (0 % to EU parents).", 19),
    parentSubsidiary: p1("psd:ESP", boe("IRNR art. 14.1.h", "https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527"), "No withholding to EU parents of 5 %.", true),
  },
  owner: {
    dividend: p1("dividend:ESP", irpf, "Savings income: 19 % to EUR 6,000, 21 % to 50,000, 23 % to 200,000, 27 % to 300,000, 30 % above.", { inclusion: 1, allowance: 0, bands: [{ upTo: 6_000, rate: 19 }, { upTo: 50_000, rate: 21 }, { upTo: 200_000, rate: 23 }, { upTo: 300_000, rate: 27 }, { upTo: null, rate: 30 }] }),
    corporateDividendExempt: p1("participation-owner:ESP", lis, "95 % exempt.", 0.95),
    cfc: p1("cfc:ESP", irpf, "International fiscal transparency reaches individuals and companies: passive income of a controlled entity taxed below 75 % of the Spanish tax.", { individuals: true, companies: true, lowTaxBelow: 18.75, activities: ["ip-licensing", "crypto", "holding"] }),
    exitTax: EXIT_TAXES.ESP,
  },
};
