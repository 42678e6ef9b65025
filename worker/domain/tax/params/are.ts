import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";

const fta = (title: string, url = "https://tax.gov.ae/en/taxes/corporate.tax.aspx") => ref("UAE Federal Tax Authority / Ministry of Finance", title, url);

/** United Arab Emirates: mainland and qualifying free zone person; owner residence (no personal income tax). */
export const ARE: CountryRules = {
  iso3: "ARE",
  currency: "AED",
  eu: false,
  residence: p1("residence:ARE", fta("Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses, Art. 11 (resident person)"), "A company incorporated in the UAE is resident; a foreign company is resident if it is effectively managed and controlled in the UAE.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:ARE", fta("Federal Decree-Law No. 47 of 2022 Art. 3; Cabinet Decision No. 116 of 2022 (AED 375,000)"), "0 % on taxable income up to AED 375,000, 9 % above.", { kind: "bands", bands: [{ upTo: 375_000, rate: 0 }, { upTo: null, rate: 9 }] }),
    smallBusinessRelief: param("sbr:ARE", fta("Ministerial Decision No. 73 of 2023 on Small Business Relief"), "Small business relief: no corporate tax for a resident person with revenue up to AED 3 million in the period and every earlier one, for tax periods ending by 31 December 2026 (not for a qualifying free zone person or a member of an MNE group in Pillar Two scope).", [
      ["2025-01-01", 3_000_000],
      ["2027-01-01", null],
    ]),
    freeZone: p1("freezone:ARE", fta("Cabinet Decision No. 100 of 2023; Ministerial Decision No. 265 of 2023 (qualifying activities, de minimis)"), "A qualifying free zone person pays 0 % on qualifying income (e.g. holding shares, trading qualifying commodities, qualifying IP under the nexus rule); services to third parties are not qualifying. Non-qualifying revenue above the lower of 5 % of revenue and AED 5 million loses the status: the whole profit is then taxed at 0 % / 9 %.", {
      qualifying: ["holding", "trading", "ip-licensing"],
      deMinimisShare: 0.05,
      deMinimisCap: 5_000_000,
    }),
    participation: p1("participation:ARE", fta("Federal Decree-Law No. 47 of 2022 Art. 23 (participation exemption)"), "Dividends and gains from shareholdings of 5 % or more held 12 months are exempt.", 1),
    qdmtt: param("qdmtt:ARE", fta("Federal Decree-Law No. 60 of 2023; Cabinet Decision No. 142 of 2024 (domestic minimum top-up tax from 1 January 2025)"), "Domestic minimum top-up tax for in-scope groups from 2025.", [["2024-01-01", false], ["2025-01-01", true]]),
    iir: p1("iir:ARE", fta("Cabinet Decision No. 142 of 2024 (DMTT only; no IIR/UTPR)"), "No income inclusion rule.", false),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:ARE", fta("Federal Decree-Law No. 47 of 2022 Art. 45 (withholding tax at 0 %)"), "Withholding tax on UAE-source payments to non-residents is 0 %.", 0),
    dividendCompany: p1("wht-co:ARE", fta("Federal Decree-Law No. 47 of 2022 Art. 45 (withholding tax at 0 %)"), "Withholding tax on UAE-source payments to non-residents is 0 %.", 0),
  },
  owner: {
    dividend: p1("dividend:ARE", fta("No personal income tax on individuals' dividends (Federal Decree-Law No. 47 of 2022 applies to natural persons only for business income)"), "No personal income tax on dividends.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }] }),
    corporateDividendExempt: p1("participation-owner:ARE", fta("Federal Decree-Law No. 47 of 2022 Art. 23"), "Participation exemption for shareholdings of 5 % or more.", 1),
    cfc: p1("cfc:ARE", fta("Federal Decree-Law No. 47 of 2022 (no controlled foreign company rules)"), "No CFC rules.", null),
  },
};
