import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const irc = (title: string, section: string) => ref("U.S. Code, Title 26 (Cornell LII)", title, `https://www.law.cornell.edu/uscode/text/26/${section}`);
const irs = (title: string, url: string, retrieved?: string) => ref("Internal Revenue Service", title, url, retrieved);

/** United States: C-corporation and single-member LLC; owner residence; citizenship taxation. State taxes are not included. */
export const USA: CountryRules = {
  iso3: "USA",
  currency: "USD",
  eu: false,
  residence: p1("residence:USA", irc("IRC §7701(a)(4) (domestic corporation: created or organised in the United States)", "7701"), "A corporation is domestic if organised in the United States; management elsewhere does not change that, and a foreign corporation managed from the US is taxed on its effectively connected income (§882).", { incorporation: true, management: false }),
  company: {
    regime: p1("cit:USA", irc("IRC §11 (21 %)", "11"), "Federal corporate income tax 21 % (state tax not included).", { kind: "bands", bands: [{ upTo: null, rate: 21 }] }),
    participation: p1("participation:USA", irc("IRC §245A (100 % deduction for the foreign-source part of dividends from 10 %-owned foreign corporations)", "245A"), "Dividends from 10 %-owned foreign corporations are deductible (100 %).", 1),
    qdmtt: p1("qdmtt:USA", irs("The US has not enacted Pillar Two (no QDMTT, IIR or UTPR)", "https://www.irs.gov/businesses/international-businesses"), "No QDMTT.", false),
    iir: p1("iir:USA", irs("The US has not enacted Pillar Two", "https://www.irs.gov/businesses/international-businesses"), "No IIR.", false),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:USA", irs("NRA withholding (IRC §1441: 30 % on US-source dividends)", "https://www.irs.gov/individuals/international-taxpayers/nra-withholding"), "30 % withholding on dividends to non-resident aliens (before treaty).", 30),
    dividendCompany: p1("wht-co:USA", irs("NRA withholding (IRC §1442: 30 %)", "https://www.irs.gov/individuals/international-taxpayers/nra-withholding"), "30 % withholding on dividends to foreign corporations (before treaty).", 30),
  },
  owner: {
    // Qualified dividends (§1(h)): 0 % / 15 % / 20 % brackets on taxable income of a single filer after the standard deduction.
    dividend: param("dividend:USA", irs("Rev. Proc. 2024-40 (2025; its standard deduction raised to USD 15,750 by P.L. 119-21 §70102) and Rev. Proc. 2025-32 (2026): qualified dividend brackets and standard deduction, single filer; IRC §1(h)", "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf", "2026-12-07"), "Qualified dividends of a single filer: 0 % up to USD 48,350 of taxable income (2026: 49,450), 15 % up to USD 533,400 (2026: 545,500), 20 % above, after the standard deduction (USD 15,750 for 2025 under P.L. 119-21; USD 16,100 for 2026). Net investment income tax separately.", [
      ["2025-01-01", { inclusion: 1, allowance: 15_750, bands: [{ upTo: 48_350, rate: 0 }, { upTo: 533_400, rate: 15 }, { upTo: null, rate: 20 }] }],
      ["2026-01-01", { inclusion: 1, allowance: 16_100, bands: [{ upTo: 49_450, rate: 0 }, { upTo: 545_500, rate: 15 }, { upTo: null, rate: 20 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:USA", irc("IRC §245A", "245A"), "Dividends from 10 %-owned foreign corporations: 100 % deduction (a CFC's income is reached by subpart F / NCTI instead).", 1),
    cfc: p1("cfc:USA", irc("IRC §§951, 951A, 957 (controlled foreign corporations: subpart F and GILTI / net CFC tested income)", "951A"), "A US shareholder of a controlled foreign corporation includes its income each year (subpart F and GILTI/NCTI), whatever the activity; an individual pays ordinary rates without the corporate deduction or credit unless electing §962.", { individuals: true, companies: true, lowTaxBelow: 100, activities: "all" }),
    exitTax: EXIT_TAXES.USA,
    citizenshipTaxation: true,
  },
  obligations: [
    {
      name: "Form 5472 with pro forma Form 1120 (foreign-owned single-member LLC)",
      due: "15 April (with the pro forma Form 1120; extension to 15 October with Form 7004)",
      penalty: "USD 25,000 per form and per year not filed (IRC §6038A(d))",
      source: { title: "IRS: Instructions for Form 5472; IRC §6038A(d)", url: "https://www.irs.gov/forms-pubs/about-form-5472" },
    },
  ],
};

/** US ordinary income brackets (single), for pass-through income and CFC inclusions of individuals. */
export const US_ORDINARY = param("ordinary:USA", irs("Rev. Proc. 2024-40 (2025; its standard deduction raised to USD 15,750 by P.L. 119-21 §70102) and Rev. Proc. 2025-32 (2026): tax rate schedules, single filer", "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf", "2026-12-07"), "Ordinary income of a single filer: 10 / 12 / 22 / 24 / 32 / 35 / 37 %.", [
  ["2025-01-01", { allowance: 15_750, bands: [{ upTo: 11_925, rate: 10 }, { upTo: 48_475, rate: 12 }, { upTo: 103_350, rate: 22 }, { upTo: 197_300, rate: 24 }, { upTo: 250_525, rate: 32 }, { upTo: 626_350, rate: 35 }, { upTo: null, rate: 37 }] }],
  ["2026-01-01", { allowance: 16_100, bands: [{ upTo: 12_400, rate: 10 }, { upTo: 50_400, rate: 12 }, { upTo: 105_700, rate: 22 }, { upTo: 201_775, rate: 24 }, { upTo: 256_225, rate: 32 }, { upTo: 640_600, rate: 35 }, { upTo: null, rate: 37 }] }],
]);

/** Net investment income tax: 3.8 % above USD 200,000 (single), not indexed. */
export const US_NIIT = p1("niit:USA", irs("Net Investment Income Tax (IRC §1411)", "https://www.irs.gov/individuals/net-investment-income-tax"), "3.8 % on net investment income above USD 200,000 of modified adjusted gross income (single).", { rate: 3.8, threshold: 200_000 });

/** Branch profits tax on a foreign corporation's effectively connected earnings. */
export const US_BRANCH_PROFITS = p1("bpt:USA", irc("IRC §884 (branch profits tax 30 %)", "884"), "A foreign corporation with a US trade or business pays 30 % branch profits tax on its effectively connected earnings not reinvested (before treaty).", 30);
