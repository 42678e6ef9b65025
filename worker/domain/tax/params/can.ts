import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, ref } from "./types";

const cra = (title: string, url: string) => ref("Canada Revenue Agency / Justice Laws", title, url);
const ita = cra("Income Tax Act s.250(4) (incorporated in Canada: resident), s.125 (small business deduction), s.82 / s.121 (dividend gross-up and credit), s.91 (FAPI), s.128.1 (departure tax)", "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/");
const rates = cra("Corporation tax rates (federal 9 % small business / 15 % general; Ontario 3.2 % / 11.5 %)", "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/corporations/corporation-tax-rates.html");

/** Canada. Province assumed: Ontario. */
export const CAN: CountryRules = {
  iso3: "CAN",
  currency: "CAD",
  eu: false,
  residence: p1("residence:CAN", ita, "A company incorporated in Canada is resident; a foreign company whose central management and control is in Canada is resident under the common law.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:CAN", rates, "Canadian-controlled private corporation, Ontario: 12.2 % on the first CAD 500,000 of active business income, 26.5 % above.", { kind: "bands", bands: [{ upTo: 500_000, rate: 12.2 }, { upTo: null, rate: 26.5 }] }),
    participation: p1("participation:CAN", ita, "Dividends from foreign affiliates out of exempt surplus (active income in treaty countries) are deductible (s.113).", 1),
    qdmtt: p1("qdmtt:CAN", cra("Global Minimum Tax Act (2024): domestic minimum top-up tax", "https://laws-lois.justice.gc.ca/eng/acts/G-3.5/"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:CAN", cra("Global Minimum Tax Act (2024): IIR", "https://laws-lois.justice.gc.ca/eng/acts/G-3.5/"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:CAN", cra("Income Tax Act Part XIII s.212(2) (25 %)", "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/"), "Dividends to non-residents: 25 % (before treaty).", 25),
    dividendCompany: p1("wht-co:CAN", cra("Income Tax Act Part XIII s.212(2) (25 %)", "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/"), "Dividends to non-resident companies: 25 % (before treaty).", 25),
  },
  owner: {
    // Ontario top combined rates after gross-up and dividend tax credit: non-eligible 47.74 %, eligible 39.34 %; foreign dividends are ordinary income (53.53 %).
    dividend: p1("dividend:CAN", cra("Combined federal and Ontario top marginal rates 2025: non-eligible dividends 47.74 %, eligible 39.34 %, ordinary income 53.53 %", "https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/canadian-income-tax-rates-individuals-current-previous-years.html"), "Dividends of a Canadian company out of income taxed at the small business rate are non-eligible (Ontario top rate 47.74 %), out of income taxed at the general rate eligible (39.34 %); foreign dividends are ordinary income (53.53 %), with credit for foreign tax.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 53.53 }], domesticInclusion: 47.74 / 53.53, eligible: { smallBusinessLimit: 500_000, generalRate: 26.5, rate: 39.34 } }),
    corporateDividendExempt: p1("participation-owner:CAN", ita, "Exempt surplus dividends deductible.", 1),
    cfc: p1("cfc:CAN", ita, "Foreign accrual property income (passive income) of a controlled foreign affiliate is taxed to Canadian shareholders, individuals and companies, each year.", { individuals: true, companies: true, lowTaxBelow: 25, activities: ["holding", "ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.CAN,
  },
};
