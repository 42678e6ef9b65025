import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";

const iras = ref("Inland Revenue Authority of Singapore", "Corporate income tax rate, rebates and tax exemption schemes (17 %; partial tax exemption)", "https://www.iras.gov.sg/taxes/corporate-income-tax/basics-of-corporate-income-tax/corporate-income-tax-rate-rebates-tax-exemption-schemes");
const irasRes = ref("Inland Revenue Authority of Singapore", "Tax residency of a company (control and management exercised in Singapore)", "https://www.iras.gov.sg/taxes/corporate-income-tax/basics-of-corporate-income-tax/tax-residency-of-a-company-or-individual");
const mtt = ref("Inland Revenue Authority of Singapore", "Multinational Enterprise (Minimum Tax) Act 2024: domestic top-up tax and IIR from 1 January 2025", "https://www.iras.gov.sg/taxes/corporate-income-tax/multinational-enterprise-minimum-tax");

/** Singapore: 17 % with partial exemption; one-tier dividends. */
export const SGP: CountryRules = {
  iso3: "SGP",
  currency: "SGD",
  eu: false,
  residence: p1("residence:SGP", irasRes, "A company is resident where its control and management (the board's strategic decisions) is exercised.", { incorporation: false, management: true }),
  company: {
    // Partial tax exemption: 75 % of the first S$10,000 and 50 % of the next S$190,000 are exempt from 17 %.
    regime: p1("cit:SGP", iras, "17 % with partial exemption: 75 % of the first S$10,000 and 50 % of the next S$190,000 exempt.", { kind: "bands", bands: [{ upTo: 10_000, rate: 4.25 }, { upTo: 200_000, rate: 8.5 }, { upTo: null, rate: 17 }] }),
    participation: p1("participation:SGP", iras, "Foreign dividends received are exempt when taxed abroad at 15 % or more (s.13(8)); one-tier dividends are exempt.", 1),
    qdmtt: param("qdmtt:SGP", mtt, "Domestic top-up tax from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
    iir: param("iir:SGP", mtt, "Income inclusion rule from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:SGP", iras, "No withholding tax on dividends (one-tier system).", 0),
    dividendCompany: p1("wht-co:SGP", iras, "No withholding tax on dividends.", 0),
  },
  owner: {
    dividend: p1("dividend:SGP", ref("Inland Revenue Authority of Singapore", "Dividends (one-tier, exempt); foreign-sourced income received by individuals exempt", "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/what-is-taxable-what-is-not/dividends"), "One-tier dividends and foreign dividends received by individuals are exempt.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:SGP", iras, "Foreign dividends exempt when taxed abroad at 15 % or more.", 1),
    cfc: p1("cfc:SGP", iras, "No CFC rules.", null),
  },
};

const ird = ref("Inland Revenue Department, Hong Kong", "Two-tiered profits tax rates; territorial source principle (DIPN 21)", "https://www.ird.gov.hk/eng/tax/bus_pft_tprt.htm");
const hkmtt = ref("Inland Revenue Department, Hong Kong", "Inland Revenue (Amendment) (Minimum Tax for Multinational Enterprise Groups) Ordinance 2025: HKMTT and IIR from 1 January 2025", "https://www.ird.gov.hk/eng/tax/gmt.htm");

/** Hong Kong: territorial two-tier profits tax. */
export const HKG: CountryRules = {
  iso3: "HKG",
  currency: "HKD",
  eu: false,
  residence: p1("residence:HKG", ird, "Territorial: profits tax is charged on Hong Kong-source profits of a business carried on in Hong Kong; incorporation alone creates no charge, and profits from operations carried out abroad are offshore.", { incorporation: false, management: true }),
  company: {
    regime: p1("cit:HKG", ird, "Two-tiered profits tax: 8.25 % on the first HK$2 million, 16.5 % above (one entity per connected group).", { kind: "bands", bands: [{ upTo: 2_000_000, rate: 8.25 }, { upTo: null, rate: 16.5 }] }),
    participation: p1("participation:HKG", ird, "Dividends are not taxable.", 1),
    qdmtt: param("qdmtt:HKG", hkmtt, "Hong Kong minimum top-up tax from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
    iir: param("iir:HKG", hkmtt, "Income inclusion rule from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:HKG", ird, "No withholding tax on dividends.", 0),
    dividendCompany: p1("wht-co:HKG", ird, "No withholding tax on dividends.", 0),
  },
  owner: {
    dividend: p1("dividend:HKG", ird, "Dividends are not taxed (salaries tax covers employment income only).", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:HKG", ird, "Dividends are not taxable.", 1),
    cfc: p1("cfc:HKG", ird, "No CFC rules.", null),
  },
};
