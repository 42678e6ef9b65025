import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const ato = (title: string, url: string, retrieved?: string) => ref("Australian Taxation Office / Federal Register of Legislation", title, url, retrieved);
const itaa = ato("Income Tax Assessment Act 1936 s.6(1) (resident company: incorporated in Australia, or carrying on business with central management and control in Australia); Part X (CFC)", "https://www.legislation.gov.au/C1936A00027/latest/text");

/** Australia: owner residence in full and company location. The income year starts 1 July. */
export const AUS: CountryRules = {
  iso3: "AUS",
  currency: "AUD",
  eu: false,
  yearStart: "07-01",
  residence: p1("residence:AUS", itaa, "A company incorporated in Australia is resident; a foreign company carrying on business in Australia with its central management and control there is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:AUS", ato("Company tax rates (30 %; 25 % for a base rate entity: turnover under AUD 50 million and at most 80 % passive income)", "https://www.ato.gov.au/tax-rates-and-codes/company-tax-rates"), "Company tax 30 %; a base rate entity (turnover under AUD 50 million, at most 80 % passive income) pays 25 %.", { kind: "bands", bands: [{ upTo: null, rate: 30 }], small: { maxRevenue: 50_000_000, bands: [{ upTo: null, rate: 25 }] } }),
    participation: p1("participation:AUS", ato("ITAA 1997 s.768-5 (foreign equity distributions on participation interests of 10 % are non-assessable)", "https://www.legislation.gov.au/C2004A05138/latest/text"), "Foreign dividends on participations of 10 % or more are non-assessable.", 1),
    qdmtt: p1("qdmtt:AUS", ato("Taxation (Multinational—Global and Domestic Minimum Tax) Act 2024", "https://www.legislation.gov.au/C2024A00134/latest/text"), "Domestic minimum tax from 2024.", true),
    iir: p1("iir:AUS", ato("Taxation (Multinational—Global and Domestic Minimum Tax) Act 2024", "https://www.legislation.gov.au/C2024A00134/latest/text"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:AUS", ato("Withholding from dividends paid to foreign residents (unfranked: 30 %; franked: none)", "https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/withholding-from-payments-to-foreign-residents"), "Unfranked dividends to non-residents: 30 %; franked dividends: none.", 30),
    dividendCompany: p1("wht-co:AUS", ato("Withholding from dividends paid to foreign residents", "https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/withholding-from-payments-to-foreign-residents"), "Unfranked dividends to non-resident companies: 30 %.", 30),
  },
  owner: {
    // Resident individual rates incl. 2 % Medicare levy; a franked dividend is grossed up and the company tax credited.
    dividend: param("dividend:AUS", ato("Individual income tax rates (residents) 2025–26 and 2026–27 (16 % bracket cut to 15 % from 1 July 2026 and 14 % from 1 July 2027: Treasury Laws Amendment (More Cost of Living Relief) Act 2025); Medicare levy 2 %; franking credits (ITAA 1997 Div. 207)", "https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents", "2026-12-07"), "Resident rates 0 / 16 / 30 / 37 / 45 % (16 % → 15 % from 1 July 2026, 14 % from 1 July 2027) plus 2 % Medicare levy; a franked dividend is grossed up by the company tax, which is credited (refundable).", [
      ["2025-07-01", { inclusion: 1, allowance: 0, imputation: true, bands: [{ upTo: 18_200, rate: 0 }, { upTo: 45_000, rate: 18 }, { upTo: 135_000, rate: 32 }, { upTo: 190_000, rate: 39 }, { upTo: null, rate: 47 }] }],
      ["2026-07-01", { inclusion: 1, allowance: 0, imputation: true, bands: [{ upTo: 18_200, rate: 0 }, { upTo: 45_000, rate: 17 }, { upTo: 135_000, rate: 32 }, { upTo: 190_000, rate: 39 }, { upTo: null, rate: 47 }] }],
      ["2027-07-01", { inclusion: 1, allowance: 0, imputation: true, bands: [{ upTo: 18_200, rate: 0 }, { upTo: 45_000, rate: 16 }, { upTo: 135_000, rate: 32 }, { upTo: 190_000, rate: 39 }, { upTo: null, rate: 47 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:AUS", ato("ITAA 1997 s.768-5", "https://www.legislation.gov.au/C2004A05138/latest/text"), "Non-assessable foreign equity distributions.", 1),
    cfc: p1("cfc:AUS", itaa, "CFC rules (Part X) attribute tainted (passive) income of a controlled foreign company to Australian residents, individuals and companies.", { individuals: true, companies: true, lowTaxBelow: 30, activities: ["holding", "ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.AUS,
  },
};
