/**
 * Filing cases written from the law (issue 32 §2, decision 190). Each case is one company on one
 * day; `expect` lists filings its 12-month calendar must hold (rule, due date, fee in minor units,
 * words of the penalty) and `absent` rules it must not hold. `why` is the reasoning from the
 * source, so a failing case says which reading of the law broke.
 */
export interface FilingCase {
  name: string;
  why: string;
  entity: { jurisdiction: string; structure: string; fiscalYearEnd: string; incorporationDate: string; foreignOwned?: boolean; nomineeDirector?: boolean };
  today: string;
  expect: { ruleId: string; dueDate: string; fee?: { amount: number; currency: string } | null; penalty?: string; sourced?: boolean }[];
  absent?: string[];
  /** an ownership change on `on` brings these event filings (rule, due date); [] = none */
  ownershipChange?: { on: string; due: { ruleId: string; dueDate: string }[] };
}

export const FILING_CASES: FilingCase[] = [
  {
    name: "UAE free-zone company, 31 Dec year end, tracked on the day it is decided",
    why: "Federal Decree-Law 47/2022: the return and the tax are due within 9 months of the end of the tax period, so 2026-12-31 → 2027-09-30. A qualifying free zone person files audited statements with it (Ministerial Decision 82/2023). Late filing: AED 500 a month for 12 months (Cabinet Decision 75/2023).",
    entity: { jurisdiction: "ARE", structure: "free-zone-company", fiscalYearEnd: "12-31", incorporationDate: "2026-11-27" },
    today: "2026-11-27",
    expect: [
      { ruleId: "ARE.ct-return", dueDate: "2027-09-30", fee: null, penalty: "AED 500 a month", sourced: true },
      { ruleId: "ARE.ct-payment", dueDate: "2027-09-30" },
      { ruleId: "ARE.qfzp-audited-accounts", dueDate: "2027-09-30" },
    ],
    absent: ["ARE.tax-return", "ARE.financial-statements"],
    ownershipChange: { on: "2027-02-01", due: [{ ruleId: "ARE.ubo-change", dueDate: "2027-02-16" }] },
  },
  {
    name: "UAE mainland LLC with a 30 June year end",
    why: "9 months after 30 June is 31 March (a month-end year end stays at month end); no free-zone audited statements rule for a mainland company.",
    entity: { jurisdiction: "ARE", structure: "llc", fiscalYearEnd: "06-30", incorporationDate: "2026-01-10" },
    today: "2026-11-27",
    expect: [{ ruleId: "ARE.ct-return", dueDate: "2027-03-31" }],
    absent: ["ARE.qfzp-audited-accounts"],
  },
  {
    name: "Delaware LLC owned by a non-US person",
    why: "A foreign-owned single-member LLC files Form 5472 with a pro forma 1120 by the 15th day of the 4th month (15 April for a calendar year); $25,000 per missing form (IRC §6038A(d)). Delaware charges LLCs a flat $300 by 1 June. Domestic companies are exempt from FinCEN BOI reporting since 26 March 2025, so an ownership change brings no BOI update.",
    entity: { jurisdiction: "USA", structure: "llc", fiscalYearEnd: "12-31", incorporationDate: "2026-02-01", foreignOwned: true },
    today: "2026-11-27",
    expect: [
      { ruleId: "USA.form-5472", dueDate: "2027-04-15", penalty: "$25,000", sourced: true },
      { ruleId: "USA.de-llc-tax", dueDate: "2027-06-01", fee: { amount: 30000, currency: "USD" }, penalty: "$200" },
    ],
    absent: ["USA.de-annual-report", "USA.form-1120", "USA.tax-return"],
    ownershipChange: { on: "2026-11-01", due: [] },
  },
  {
    name: "Delaware LLC owned by a US person",
    why: "Form 5472 is for foreign-owned disregarded entities only; the LLC still pays the $300 annual tax.",
    entity: { jurisdiction: "USA", structure: "llc", fiscalYearEnd: "12-31", incorporationDate: "2026-02-01", foreignOwned: false },
    today: "2026-11-27",
    expect: [{ ruleId: "USA.de-llc-tax", dueDate: "2027-06-01" }],
    absent: ["USA.form-5472"],
  },
  {
    name: "Delaware C-corporation",
    why: "A corporation files its annual report and pays franchise tax by 1 March ($50 filing fee, $175 minimum tax) and Form 1120 by the 15th day of the 4th month.",
    entity: { jurisdiction: "USA", structure: "c-corporation", fiscalYearEnd: "12-31", incorporationDate: "2026-02-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "USA.de-annual-report", dueDate: "2027-03-01", fee: { amount: 5000, currency: "USD" } },
      { ruleId: "USA.de-franchise-tax", dueDate: "2027-03-01", fee: { amount: 17500, currency: "USD" } },
      { ruleId: "USA.form-1120", dueDate: "2027-04-15" },
    ],
    absent: ["USA.de-llc-tax", "USA.form-5472"],
  },
  {
    name: "Irish private company, 31 Dec year end",
    why: "Revenue: CT1 and the balance of tax by the 23rd of the 9th month after the period (23 September). CRO: annual return date 9 months after year end, filed within 56 days (25 November), €20 online.",
    entity: { jurisdiction: "IRL", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2026-01-15" },
    today: "2026-11-27",
    expect: [
      { ruleId: "IRL.ct1", dueDate: "2027-09-23", penalty: "5 %" },
      { ruleId: "IRL.ct-balance", dueDate: "2027-09-23" },
      { ruleId: "IRL.b1", dueDate: "2027-11-25", fee: { amount: 2000, currency: "EUR" }, penalty: "€3 a day" },
    ],
    ownershipChange: { on: "2027-01-10", due: [{ ruleId: "IRL.rbo-change", dueDate: "2027-01-24" }] },
  },
  {
    name: "Irish company with a 30 June year end",
    why: "The 23rd of the 9th month after 30 June is 23 March.",
    entity: { jurisdiction: "IRL", structure: "holding-company", fiscalYearEnd: "06-30", incorporationDate: "2025-03-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "IRL.ct1", dueDate: "2027-03-23" }],
  },
  {
    name: "Estonian OÜ, calendar year",
    why: "Annual report to the e-Business Register within 6 months (30 June), beneficial owners confirmed with it; changes within 30 days. No annual corporate tax return (TSD only after a distribution).",
    entity: { jurisdiction: "EST", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2026-05-05" },
    today: "2026-11-27",
    expect: [
      { ruleId: "EST.annual-report", dueDate: "2027-06-30" },
      { ruleId: "EST.bo-confirm", dueDate: "2027-06-30" },
    ],
    absent: ["EST.tax-return", "EST.annual-return"],
    ownershipChange: { on: "2027-03-01", due: [{ ruleId: "EST.bo-change", dueDate: "2027-03-31" }] },
  },
  {
    name: "UK private company: confirmation statement at today's fee",
    why: "Companies House: a confirmation statement within 14 days after the review period (12 months from incorporation); the fee rose to £34 on 1 May 2024 and to £50 on 1 February 2026. PSC changes: 14 days for the register, 14 more to notify.",
    entity: { jurisdiction: "GBR", structure: "private-limited-company", fiscalYearEnd: "03-31", incorporationDate: "2025-04-10" },
    today: "2026-11-27",
    expect: [
      { ruleId: "GBR.confirmation-statement", dueDate: "2027-04-24", fee: { amount: 5000, currency: "GBP" } },
      { ruleId: "GBR.accounts", dueDate: "2026-12-31", penalty: "£1,500" },
      { ruleId: "GBR.ct600", dueDate: "2027-03-31" },
    ],
    ownershipChange: { on: "2026-11-20", due: [{ ruleId: "GBR.psc-change", dueDate: "2026-12-18" }] },
  },
  {
    name: "Cyprus holding company: windows differ from the UK's",
    why: "Cyprus: beneficial-ownership changes within 14 days, and an annual confirmation between 1 October and 31 December (€100 then €50 a day); HE32 by 28 January, €20.",
    entity: { jurisdiction: "CYP", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-06-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "CYP.bo-annual", dueDate: "2026-12-31", penalty: "€50 a day" },
      { ruleId: "CYP.annual-return", dueDate: "2027-01-28", fee: { amount: 2000, currency: "EUR" } },
    ],
    ownershipChange: { on: "2026-11-20", due: [{ ruleId: "CYP.bo-change", dueDate: "2026-12-04" }] },
  },
  {
    name: "Maltese company",
    why: "MBR: annual return and the beneficial-owner return within 42 days of the anniversary; statements 10 months + 42 days after year end (2025 accounts: 12 December 2026); tax return 9 months after year end; BO changes within 14 days.",
    entity: { jurisdiction: "MLT", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-03-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "MLT.annual-return", dueDate: "2027-04-12" },
      { ruleId: "MLT.bo-return", dueDate: "2027-04-12" },
      { ruleId: "MLT.tax-return", dueDate: "2027-09-30" },
      { ruleId: "MLT.financial-statements", dueDate: "2026-12-12" },
    ],
    ownershipChange: { on: "2027-01-05", due: [{ ruleId: "MLT.bo-change", dueDate: "2027-01-19" }] },
  },
  {
    name: "Dutch BV",
    why: "Corporate tax return within 5 months (31 May); accounts at the KVK by 31 July; UBO changes within 7 days.",
    entity: { jurisdiction: "NLD", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "NLD.cit-return", dueDate: "2027-05-31" },
      { ruleId: "NLD.accounts", dueDate: "2027-07-31" },
    ],
    ownershipChange: { on: "2027-01-05", due: [{ ruleId: "NLD.ubo-change", dueDate: "2027-01-12" }] },
  },
  {
    name: "German GmbH: accounts published within a year; the rest is labelled an estimate",
    why: "§325(1a) HGB: filed within one year of the balance-sheet date. The tax return and the transparency register were not re-checked, so they stay on the estimate.",
    entity: { jurisdiction: "DEU", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "DEU.publication", dueDate: "2026-12-31", sourced: true },
      { ruleId: "DEU.tax-return", dueDate: "2026-12-31", sourced: false },
    ],
  },
  {
    name: "Singapore private company",
    why: "ACRA: annual return within 7 months of year end (31 July), late S$300 or S$600; AGM within 6 months.",
    entity: { jurisdiction: "SGP", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "SGP.agm", dueDate: "2027-06-30" },
      { ruleId: "SGP.annual-return", dueDate: "2027-07-31", penalty: "S$600" },
    ],
  },
  {
    name: "Hong Kong private company",
    why: "NAR1 within 42 days after each anniversary of incorporation, HK$105; late: higher fees from HK$870.",
    entity: { jurisdiction: "HKG", structure: "private-limited-company", fiscalYearEnd: "03-31", incorporationDate: "2024-05-20" },
    today: "2026-11-27",
    expect: [{ ruleId: "HKG.nar1", dueDate: "2027-07-01", fee: { amount: 10500, currency: "HKD" }, penalty: "HK$870" }],
  },
  {
    name: "A jurisdiction without researched rules keeps the generic estimate",
    why: "Bulgaria's rules were not researched: the calendar shows TaxAtlas's estimate, labelled as such (no source).",
    entity: { jurisdiction: "BGR", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "BGR.tax-return", dueDate: "2026-12-31", sourced: false }],
  },
];
