import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";

// The Tax Department URL cited before (mof.gov.cy …/page10_en) could not be confirmed; PwC Worldwide Tax Summaries (Cyprus, corporate) by topic instead.
const mof = (title: string, section = "taxes-on-corporate-income") => ref("PwC Worldwide Tax Summaries (Cyprus)", title, `https://taxsummaries.pwc.com/cyprus/corporate/${section}`);
const reform = ref("EY Global Tax Alert", "Cyprus enacts major tax reform legislation (7 Jan 2026; laws passed 22 Dec 2025, Official Gazette 31 Dec 2025; most changes from 1 Jan 2026)", "https://taxnews.ey.com/news/2026-0140-cyprus-enacts-major-tax-reform-legislation");

/** Cyprus: company location and owner residence. Reform from 1 January 2026: CIT 15 %, SDC on dividends 5 %. */
export const CYP: CountryRules = {
  iso3: "CYP",
  currency: "EUR",
  eu: true,
  residence: p1("residence:CYP", mof("Income Tax Law 118(I)/2002 s.2 (resident company: management and control exercised in Cyprus)", "corporate-residence"), "A company is resident in Cyprus where its management and control is exercised; incorporation alone does not make it resident (unless it is resident nowhere else).", { incorporation: false, management: true }),
  company: {
    regime: param("cit:CYP", reform, "Corporate income tax 12.5 % (15 % from 1 January 2026).", [
      ["2025-01-01", { kind: "bands", bands: [{ upTo: null, rate: 12.5 }] }],
      ["2026-01-01", { kind: "bands", bands: [{ upTo: null, rate: 15 }] }],
    ]),
    participation: p1("participation:CYP", mof("Income Tax Law s.8(20) (dividends exempt); s.8(22) (gains on securities exempt)", "income-determination"), "Dividends received and gains on securities are exempt from corporate income tax.", 1),
    ipBox: param("ipbox:CYP", mof("Income Tax Law s.9A (IP box: 80 % of qualifying profit deducted)", "tax-credits-and-incentives"), "IP box: 80 % of qualifying profit from qualifying IP is deducted (effective 2.5 %; 3 % at the 15 % rate from 2026).", [["2025-01-01", 2.5], ["2026-01-01", 3]]),
    qdmtt: param("qdmtt:CYP", mof("Law 151(I)/2024 on a global minimum level of taxation of MNE groups and large-scale domestic groups (Gazette 18 Dec 2024): IIR for fiscal years from 31 Dec 2023; DMTT and UTPR from 31 Dec 2024"), "Qualified domestic minimum top-up tax from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
    iir: param("iir:CYP", mof("Law 151(I)/2024 (Pillar Two, Gazette 18 Dec 2024): IIR for fiscal years from 31 Dec 2023"), "Income inclusion rule from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:CYP", mof("Special Defence Contribution Law s.3 (no SDC on dividends paid to non-residents)", "withholding-taxes"), "No withholding on dividends paid to non-resident individuals.", 0),
    dividendCompany: p1("wht-co:CYP", mof("Special Defence Contribution Law s.3", "withholding-taxes"), "No withholding on dividends paid to non-resident companies.", 0),
    parentSubsidiary: p1("psd:CYP", mof("Special Defence Contribution Law s.3", "withholding-taxes"), "No withholding on dividends to EU parents.", true),
  },
  owner: {
    dividend: param("dividend:CYP", reform, "Dividends are exempt from income tax; a Cyprus-domiciled resident pays special defence contribution of 17 % (5 % from 1 January 2026). A resident who is not domiciled in Cyprus (e.g. someone who moves there) pays none. GESY health contribution (2.65 %) is social insurance and not included.", [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], levies: [{ label: "defence-contribution", rate: 17, text: "Special defence contribution 17 % on dividends (Cyprus-domiciled residents).", domiciledOnly: true }] }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], levies: [{ label: "defence-contribution", rate: 5, text: "Special defence contribution 5 % on dividends (Cyprus-domiciled residents), from 1 January 2026.", domiciledOnly: true }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:CYP", mof("Income Tax Law s.8(20)", "income-determination"), "Dividends received are exempt.", 1),
    cfc: p1("cfc:CYP", mof("Income Tax Law s.12A (CFC rules for companies, ATAD)", "group-taxation"), "CFC rules apply to Cyprus companies only.", { individuals: false, companies: true, lowTaxBelow: 6.25, activities: ["ip-licensing", "crypto"] }),
  },
};
