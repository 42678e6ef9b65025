import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";

const gov = (title: string, url: string) => ref("GOV.UK (HMRC)", title, url);
const leg = (title: string, path: string) => ref("legislation.gov.uk", title, `https://www.legislation.gov.uk/${path}`);

/** United Kingdom: owner residence in full and company location. The UK tax year starts 6 April. */
export const GBR: CountryRules = {
  iso3: "GBR",
  currency: "GBP",
  eu: false,
  yearStart: "04-06",
  residence: p1("residence:GBR", gov("HMRC International Manual INTM120000: company residence (central management and control; De Beers v Howe 1906; CTA 2009 s.14)", "https://www.gov.uk/hmrc-internal-manuals/international-manual/intm120000"), "A company incorporated in the UK is UK-resident (CTA 2009 s.14); a company incorporated elsewhere is UK-resident if its central management and control is exercised in the UK.", { incorporation: true, management: true }),
  company: {
    // Marginal relief (fraction 3/200): the slice between £50,000 and £250,000 costs 26.5 %, so £250,000 pays exactly 25 % (no associated companies).
    regime: p1("cit:GBR", gov("Corporation Tax rates and allowances; Marginal Relief for Corporation Tax", "https://www.gov.uk/guidance/corporation-tax-marginal-relief"), "Small profits rate 19 % up to £50,000, main rate 25 % above £250,000, marginal relief in between.", { kind: "bands", bands: [{ upTo: 50_000, rate: 19 }, { upTo: 250_000, rate: 26.5 }, { upTo: null, rate: 25 }] }),
    participation: p1("participation:GBR", leg("Corporation Tax Act 2009 Part 9A (distributions received exempt)", "ukpga/2009/4/part/9A"), "Dividends a UK company receives are exempt in most cases (CTA 2009 Part 9A).", 1),
    ipBox: p1("ipbox:GBR", gov("Corporation Tax: the Patent Box", "https://www.gov.uk/guidance/corporation-tax-the-patent-box"), "Patent box: 10 % on profits from qualifying patents (nexus fraction).", 10),
    qdmtt: p1("qdmtt:GBR", leg("Finance (No. 2) Act 2023 Part 4 (domestic top-up tax), from 31 Dec 2023", "ukpga/2023/30/part/4"), "Domestic top-up tax from 31 December 2023.", true),
    iir: p1("iir:GBR", leg("Finance (No. 2) Act 2023 Part 3 (multinational top-up tax)", "ukpga/2023/30/part/3"), "Multinational top-up tax (IIR) from 31 December 2023.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:GBR", gov("Tax on dividends", "https://www.gov.uk/tax-on-dividends"), "The UK levies no withholding tax on dividends.", 0),
    dividendCompany: p1("wht-co:GBR", gov("Tax on dividends", "https://www.gov.uk/tax-on-dividends"), "The UK levies no withholding tax on dividends.", 0),
  },
  owner: {
    dividend: param("dividend:GBR", gov("Tax on dividends (dividend allowance £500; 8.75 / 33.75 / 39.35 %); Income Tax rates and Personal Allowances; Budget 2025: dividend ordinary and upper rates +2 points from 6 April 2026", "https://www.gov.uk/tax-on-dividends"), "Dividends above the £500 allowance: 8.75 % in the basic band, 33.75 % in the higher band, 39.35 % above £125,140; the £12,570 personal allowance is withdrawn by £1 for every £2 of income above £100,000. From 6 April 2026 the ordinary and upper rates are 10.75 % and 35.75 %.", [
      ["2025-04-06", { inclusion: 1, allowance: 500, bands: [{ upTo: 37_700, rate: 8.75 }, { upTo: 125_140, rate: 33.75 }, { upTo: null, rate: 39.35 }], personalAllowance: { amount: 12_570, taperFrom: 100_000 } }],
      ["2026-04-06", { inclusion: 1, allowance: 500, bands: [{ upTo: 37_700, rate: 10.75 }, { upTo: 125_140, rate: 35.75 }, { upTo: null, rate: 39.35 }], personalAllowance: { amount: 12_570, taperFrom: 100_000 } }],
    ]),
    corporateDividendExempt: p1("participation-owner:GBR", leg("Corporation Tax Act 2009 Part 9A", "ukpga/2009/4/part/9A"), "A UK company's dividends received are exempt.", 1),
    cfc: p1("cfc:GBR", leg("Taxation (International and Other Provisions) Act 2010 Part 9A (controlled foreign companies)", "ukpga/2010/8/part/9A"), "The CFC charge reaches UK companies only; individuals face the transfer-of-assets-abroad rules (ITA 2007 s.720), which the engine flags but does not compute.", { individuals: false, companies: true, lowTaxBelow: 18.75, activities: ["ip-licensing", "crypto", "holding"] }),
    temporaryNonResidence: p1("tnr:GBR", leg("Finance Act 2013 Sch. 45 Part 4 (temporary non-residence: close-company distributions; inserts ITTOIA 2005 s.401C, s.408A and ITA 2007 s.812A)", "ukpga/2013/29/schedule/45/part/4"), "A person who left the UK and returns within 5 years is taxed, in the year of return, on dividends from a close company taken while away (out of profits earned before leaving).", { years: 5 }),
  },
};
