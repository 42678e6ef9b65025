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
    name: "German GmbH, calendar year, no tax adviser",
    why: "§149(2) AO: corporate and trade tax returns by 31 July of the following year; 31 July 2027 is a Saturday, so the deadline ends on the next working day, Monday 2 August 2027 (the tax authority's own dates move the same way: 2 September 2024, 2 June 2025). §325(1a) HGB: the 2025 accounts reach the Unternehmensregister within one year, 31 December 2026. §20 GwG: a new beneficial owner is notified without delay, shown as the day of the change.",
    entity: { jurisdiction: "DEU", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "DEU.publication", dueDate: "2026-12-31", sourced: true, penalty: "€25,000" },
      { ruleId: "DEU.cit-return", dueDate: "2027-08-02", sourced: true },
      { ruleId: "DEU.trade-tax-return", dueDate: "2027-08-02" },
    ],
    absent: ["DEU.tax-return"],
    ownershipChange: { on: "2027-01-11", due: [{ ruleId: "DEU.transparency-change", dueDate: "2027-01-11" }] },
  },
  {
    name: "Singapore private company: ECI, Form C-S and the register of controllers",
    why: "IRAS: the ECI within 3 months of the financial year end (31 March 2027 for 2026); Form C-S / C by 30 November of the year of assessment, so the 2025 accounts (YA 2026) are due 30 November 2026. ACRA: annual return within 7 months (31 July), AGM within 6 months. A controller change is filed with ACRA within two business days: Friday 8 January 2027 → Tuesday 12 January.",
    entity: { jurisdiction: "SGP", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "SGP.form-cs", dueDate: "2026-11-30", sourced: true },
      { ruleId: "SGP.eci", dueDate: "2027-03-31" },
      { ruleId: "SGP.agm", dueDate: "2027-06-30" },
      { ruleId: "SGP.annual-return", dueDate: "2027-07-31", penalty: "S$600" },
    ],
    absent: ["SGP.tax-return"],
    ownershipChange: { on: "2027-01-08", due: [{ ruleId: "SGP.rorc-change", dueDate: "2027-01-12" }] },
  },
  {
    name: "Singapore company with a 30 June year end files Form C-S in the following year",
    why: "The year of assessment follows the calendar year the financial year ends in: the year ending 30 June 2025 is YA 2026 (Form C-S by 30 November 2026); the year ending 30 June 2026 is YA 2027 (30 November 2027, past this calendar's 12 months). The ECI for the year ending 30 June 2027 is due 30 September 2027.",
    entity: { jurisdiction: "SGP", structure: "holding-company", fiscalYearEnd: "06-30", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "SGP.form-cs", dueDate: "2026-11-30" },
      { ruleId: "SGP.eci", dueDate: "2027-09-30" },
    ],
  },
  {
    name: "Hong Kong private company with a 31 March year end (M code)",
    why: "Profits tax return under the block extension scheme: year ends 1 January – 31 March are due 15 November of the same year (31 March 2027 → 15 November 2027). NAR1 within 42 days after the anniversary, HK$105. A significant-controller change needs a notice and register update within 7 days. The one-year business registration certificate starts on the incorporation day and is renewed on each anniversary (20 May 2027) for HK$2,200 (certificates from 1 April 2024), HK$300 more a month late.",
    entity: { jurisdiction: "HKG", structure: "private-limited-company", fiscalYearEnd: "03-31", incorporationDate: "2024-05-20" },
    today: "2026-11-27",
    expect: [
      { ruleId: "HKG.br-renewal", dueDate: "2027-05-20", fee: { amount: 220000, currency: "HKD" }, penalty: "HK$300", sourced: true },
      { ruleId: "HKG.profits-tax-return", dueDate: "2027-11-15", penalty: "HK$10,000", sourced: true },
      { ruleId: "HKG.nar1", dueDate: "2027-07-01", fee: { amount: 10500, currency: "HKD" }, penalty: "HK$870" },
    ],
    ownershipChange: { on: "2027-01-05", due: [{ ruleId: "HKG.scr-change", dueDate: "2027-01-12" }] },
  },
  {
    name: "Hong Kong company with a December year end (D code) and one with a June year end (N code)",
    why: "D code (year ends in December): 15 August of the next year. N code (1 April – 30 November): 2 May of the next year, no extension.",
    entity: { jurisdiction: "HKG", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-02-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "HKG.profits-tax-return", dueDate: "2027-08-15" }],
  },
  {
    name: "Hong Kong company with a 30 June year end (N code)",
    why: "N code: a year ending 30 June 2026 is due 2 May 2027.",
    entity: { jurisdiction: "HKG", structure: "private-limited-company", fiscalYearEnd: "06-30", incorporationDate: "2025-02-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "HKG.profits-tax-return", dueDate: "2027-05-02" }],
  },
  {
    name: "Portuguese Lda, 31 Dec year end: Modelo 22 on 31 May even on a Sunday",
    why: "Art. 120(1) CIRC: the Modelo 22 is sent by the last day of May 'whether or not that day is a working day' — 31 May 2026 is a Sunday and stays the deadline (not the last working day). The IES is due 15 July. RCBE: annual confirmation by 31 December; a change updated within 30 days (2 March → 1 April), fine €1,000–€50,000.",
    entity: { jurisdiction: "PRT", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-01-10",
    expect: [
      { ruleId: "PRT.modelo-22", dueDate: "2026-05-31", sourced: true },
      { ruleId: "PRT.ies", dueDate: "2026-07-15" },
      { ruleId: "PRT.rcbe-confirm", dueDate: "2026-12-31" },
    ],
    absent: ["PRT.tax-return", "PRT.financial-statements"],
    ownershipChange: { on: "2026-03-02", due: [{ ruleId: "PRT.rcbe-change", dueDate: "2026-04-01" }] },
  },
  {
    name: "Portuguese company with a 30 September year end",
    why: "Art. 120(2) CIRC: a period other than the calendar year files by the last day of the 5th month after it ends: 30 September 2026 → 28 February 2027.",
    entity: { jurisdiction: "PRT", structure: "holding-company", fiscalYearEnd: "09-30", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "PRT.modelo-22", dueDate: "2027-02-28" }],
  },
  {
    name: "Spanish SL, calendar year: Modelo 200 moves off a Saturday",
    why: "Art. 124.1 LIS: 25 calendar days after the six months following the period, i.e. 1–25 July; the Tax Agency's own example: 25 July 2026 is not a working day, so the return is due 27 July 2026. Accounts approved within 6 months and deposited within the following month (31 July); fines €1,200–€60,000.",
    entity: { jurisdiction: "ESP", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-01-10",
    expect: [
      { ruleId: "ESP.modelo-200", dueDate: "2026-07-27", sourced: true },
      { ruleId: "ESP.agm", dueDate: "2026-06-30" },
      { ruleId: "ESP.accounts-deposit", dueDate: "2026-07-31", penalty: "€60,000" },
    ],
  },
  {
    name: "Spanish company with a 30 June year end counts six months date to date",
    why: "The Tax Agency: for a period ending 30 June the six months end on 30 December and the 25 days end on 24 January; 24 January 2027 is a Sunday, so the deadline is Monday 25 January 2027.",
    entity: { jurisdiction: "ESP", structure: "holding-company", fiscalYearEnd: "06-30", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "ESP.modelo-200", dueDate: "2027-01-25" }],
  },
  {
    name: "French SAS, calendar year",
    why: "CIT return: the second working day after 1 May plus 15 days online. 1 May 2027 is a Saturday: Monday 3 and Tuesday 4 May are the working days after it, so 4 May + 15 = 19 May 2027. The AGM approves the accounts within 6 months (30 June) and they reach the registry within 2 months online (31 August).",
    entity: { jurisdiction: "FRA", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "FRA.cit-return", dueDate: "2027-05-19", sourced: true },
      { ruleId: "FRA.agm", dueDate: "2027-06-30" },
      { ruleId: "FRA.accounts", dueDate: "2027-08-31" },
    ],
    // Code monétaire et financier (RBE): a change is filed with the greffe within 30 days (15 January → 14 February).
    ownershipChange: { on: "2027-01-15", due: [{ ruleId: "FRA.rbe-change", dueDate: "2027-02-14" }] },
  },
  {
    name: "French company with a 30 September year end",
    why: "A year end other than 31 December: the return is due within three months (31 December), plus 15 days online: 15 January 2027.",
    entity: { jurisdiction: "FRA", structure: "holding-company", fiscalYearEnd: "09-30", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "FRA.cit-return", dueDate: "2027-01-15" }],
  },
  {
    name: "Italian Srl with a 30 June year end",
    why: "Revenue Agency: Redditi SC by the last day of the 10th month after the period (30 June 2026 → 30 April 2027). Art. 2364 c.c.: accounts approved within 120 days; art. 2435: filed within 30 days. For 30 June 2026: approval by 28 October 2026, deposit by Friday 27 November 2026. The IRES balance is due by the end of the sixth month (31 December 2026).",
    entity: { jurisdiction: "ITA", structure: "private-limited-company", fiscalYearEnd: "06-30", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "ITA.redditi-sc", dueDate: "2027-04-30", sourced: true },
      { ruleId: "ITA.bilancio", dueDate: "2026-11-27" },
      { ruleId: "ITA.ires-balance", dueDate: "2026-12-31" },
    ],
  },
  {
    name: "Italian company, calendar year: accounts deposit moves off a Sunday",
    why: "120 days after 31 December 2026 is 30 April 2027 (approval); 30 days later is Sunday 30 May 2027, so the deposit is due Monday 31 May. The IRES balance is due by the end of the sixth month (30 June 2027).",
    entity: { jurisdiction: "ITA", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "ITA.agm", dueDate: "2027-04-30" },
      { ruleId: "ITA.bilancio", dueDate: "2027-05-31" },
      { ruleId: "ITA.ires-balance", dueDate: "2027-06-30" },
    ],
  },
  {
    name: "Luxembourg Sàrl",
    why: "2023 Budget Law: the CIT return of a year is filed by 31 December of the following year (2025 → 31 December 2026). Accounts approved within 6 months and filed with the RCS within 7 months (late: €50 in the 8th month). RBE: a change declared within one month (31 January → 28 February).",
    entity: { jurisdiction: "LUX", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "LUX.cit-return", dueDate: "2026-12-31", sourced: true },
      { ruleId: "LUX.agm", dueDate: "2027-06-30" },
      { ruleId: "LUX.accounts", dueDate: "2027-07-31", penalty: "€50" },
    ],
    ownershipChange: { on: "2027-01-31", due: [{ ruleId: "LUX.rbe-change", dueDate: "2027-02-28" }] },
  },
  {
    name: "Turkish limited company, calendar year",
    why: "Corporate tax return and payment by the end of the 4th month after the period (30 April); ordinary general meeting within 3 months (TTK 409: 31 March).",
    entity: { jurisdiction: "TUR", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "TUR.cit-return", dueDate: "2027-04-30", sourced: true },
      { ruleId: "TUR.cit-payment", dueDate: "2027-04-30" },
      { ruleId: "TUR.agm", dueDate: "2027-03-31" },
    ],
  },
  {
    name: "Turkish company with a special accounting period ending 30 June",
    why: "The return for 1 July – 30 June is filed within the 4th month after the period: 1–31 October.",
    entity: { jurisdiction: "TUR", structure: "free-zone-company", fiscalYearEnd: "06-30", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "TUR.cit-return", dueDate: "2027-10-31" }],
  },
  {
    name: "Bulgarian EOOD",
    why: "Corporate Income Tax Act: the annual return and the tax by 30 June of the following year; the financial statements disclosed in the Commercial Register by 30 September.",
    entity: { jurisdiction: "BGR", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "BGR.cit-return", dueDate: "2027-06-30", sourced: true },
      { ruleId: "BGR.cit-payment", dueDate: "2027-06-30" },
      { ruleId: "BGR.accounts", dueDate: "2027-09-30" },
    ],
    absent: ["BGR.tax-return", "BGR.financial-statements"],
  },
  {
    name: "Canadian federal corporation, calendar year",
    why: "CRA: the T2 is due 6 months after the year end, the last day of the sixth month (30 June 2027); late: 5 % plus 1 % a month. CBCA: the annual return, with the individuals with significant control since 22 January 2024, within 60 days after the anniversary (15 March → 14 May).",
    entity: { jurisdiction: "CAN", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-03-15" },
    today: "2026-11-27",
    expect: [
      { ruleId: "CAN.t2", dueDate: "2027-06-30", penalty: "1 % a month", sourced: true },
      { ruleId: "CAN.annual-return", dueDate: "2027-05-14" },
      { ruleId: "CAN.isc-filing", dueDate: "2027-05-14" },
    ],
    // CBCA (Bill C-42): a change in the ISC register is filed within 15 days (1 February → 16 February).
    ownershipChange: { on: "2027-02-01", due: [{ ruleId: "CAN.isc-change", dueDate: "2027-02-16" }] },
  },
  {
    name: "Canadian corporation, 2028 calendar year: the T2 lands on Canada Day observed",
    why: "T2 six months after 31 December 2028 = 30 June 2029, a Saturday. Sunday 1 July is not Canada Day that year: the Holidays Act makes 2 July the holiday when 1 July is a Sunday. The next business day is Tuesday 3 July 2029 (weekends alone would give Monday 2 July).",
    entity: { jurisdiction: "CAN", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-03-15" },
    today: "2028-12-01",
    expect: [{ ruleId: "CAN.t2", dueDate: "2029-07-03" }],
  },
  {
    name: "Canadian corporation with a 31 August year end",
    why: "CRA's own example: a tax year ending 31 August is due 28 February; 28 February 2027 is a Sunday, and a return filed the next business day (1 March) is on time.",
    entity: { jurisdiction: "CAN", structure: "holding-company", fiscalYearEnd: "08-31", incorporationDate: "2025-03-15" },
    today: "2026-11-27",
    expect: [{ ruleId: "CAN.t2", dueDate: "2027-03-01" }],
  },
  {
    name: "Australian proprietary company lodging its own return: 28 February 2027 is a Sunday and 1 March is WA Labour Day",
    why: "ASIC: the annual review date is the registration anniversary and the fee is paid within two months (15 March → 15 May); 2025–26 fee A$329, late A$98 then A$411. ATO: a self-preparing company with a 30 June year end, not due earlier, lodges and pays by 28 February (year to 30 June 2026 → 28 February 2027). That is a Sunday; Monday 1 March 2027 is Labour Day in Western Australia (the first Monday of March), a public holiday for the whole of a state, which the ATO counts for every taxpayer — so the first business day after is Tuesday 2 March 2027.",
    entity: { jurisdiction: "AUS", structure: "private-limited-company", fiscalYearEnd: "06-30", incorporationDate: "2024-03-15" },
    today: "2026-11-27",
    expect: [
      { ruleId: "AUS.asic-annual-review", dueDate: "2027-05-15", fee: { amount: 32900, currency: "AUD" }, penalty: "A$411", sourced: true },
      { ruleId: "AUS.company-tax-return", dueDate: "2027-03-02", sourced: true },
    ],
    absent: ["AUS.tax-return"],
  },
  {
    name: "Australian company with a 31 December year end keeps the estimated tax return",
    why: "The ATO's 28 February date is for 30 June balancers; a substituted accounting period has other dates the stored pages do not give, so the labelled estimate (12 months, no source) stays.",
    entity: { jurisdiction: "AUS", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2024-03-15" },
    today: "2026-11-27",
    expect: [{ ruleId: "AUS.tax-return", dueDate: "2026-12-31", sourced: false }],
    absent: ["AUS.company-tax-return"],
  },
  {
    name: "Swiss holding AG in Zug",
    why: "Art. 699(2) CO: the ordinary general meeting within six months of the year end (30 June). Canton of Zug: the tax return for a business year is returned by 30 September of the following year.",
    entity: { jurisdiction: "CHE", structure: "holding-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "CHE.agm", dueDate: "2027-06-30", sourced: true },
      { ruleId: "CHE.tax-return", dueDate: "2027-09-30", sourced: true },
    ],
    // Art. 697j CO: the acquirer of 25 % gives the company notice within one month (31 January → 28 February 2027).
    ownershipChange: { on: "2027-01-31", due: [{ ruleId: "CHE.bo-notice", dueDate: "2027-02-28" }] },
  },
  {
    name: "Polish sp. z o.o., calendar year",
    why: "CIT-8 and the tax by the end of the third month after the fiscal year (31 March 2027). The financial statements are approved within 6 months (30 June) and submitted to the KRS within 15 days of approval (15 July).",
    entity: { jurisdiction: "POL", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "POL.cit-8", dueDate: "2027-03-31", sourced: true },
      { ruleId: "POL.cit-payment", dueDate: "2027-03-31" },
      { ruleId: "POL.agm", dueDate: "2027-06-30" },
      { ruleId: "POL.accounts", dueDate: "2027-07-15" },
    ],
    // AML act art. 61: a change in the beneficial owners is reported to the CRBR within 7 days (1 February → 8 February).
    ownershipChange: { on: "2027-02-01", due: [{ ruleId: "POL.crbr-change", dueDate: "2027-02-08" }] },
  },
  {
    name: "Polish CIT-8 for 2023: 31 March 2024 is Easter Sunday and 1 April Easter Monday",
    why: "CIT-8 by the end of the third month (31 March 2024). Ordynacja podatkowa art. 12 §5: a last day on a Saturday or statutory holiday moves to the next working day; Easter Sunday and Easter Monday are both holidays (ustawa o dniach wolnych od pracy), so the return was due Tuesday 2 April 2024 — the date Koda Advisory gives. Weekends alone would have given Monday 1 April.",
    entity: { jurisdiction: "POL", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2020-01-01" },
    today: "2023-11-27",
    expect: [
      { ruleId: "POL.cit-8", dueDate: "2024-04-02" },
      { ruleId: "POL.cit-payment", dueDate: "2024-04-02" },
    ],
  },
  {
    name: "Polish company with a 31 July year end: the CIT-8 passes All Saints' Day",
    why: "Year to 31 July 2027 → end of the third month, 31 October 2027, a Sunday; Monday 1 November is All Saints' Day (statutory holiday), so the next working day is Tuesday 2 November 2027.",
    entity: { jurisdiction: "POL", structure: "holding-company", fiscalYearEnd: "07-31", incorporationDate: "2020-01-01" },
    today: "2027-01-01",
    expect: [{ ruleId: "POL.cit-8", dueDate: "2027-11-02" }],
  },
  {
    name: "Bermuda exempted company: economic substance declaration six months after year end",
    why: "Economic Substance Act 2018: the declaration is filed within six months of the last day of the financial year (31 December 2026 → 30 June 2027). The annual return and fee were not re-checked and stay on the labelled estimate.",
    entity: { jurisdiction: "BMU", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "BMU.es-declaration", dueDate: "2027-06-30", sourced: true },
      { ruleId: "BMU.annual-return", dueDate: "2027-01-31", sourced: false },
    ],
  },
  {
    name: "Cayman exempted company: ESN and annual return by 31 January; ES return 12 months after year end",
    why: "The Registrar: economic substance notification, annual return and fee in January, good standing lost after 31 January. DITC: the ES return within 12 months of the year end (2025 → 31 December 2026), late US$6,098 plus US$610 a day.",
    entity: { jurisdiction: "CYM", structure: "international-business-company", fiscalYearEnd: "12-31", incorporationDate: "2025-03-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "CYM.es-return", dueDate: "2026-12-31", penalty: "US$610", sourced: true },
      { ruleId: "CYM.annual-return", dueDate: "2027-01-31", penalty: "33.33 %" },
    ],
    // The register is updated within one month of a change (31 January → 28 February).
    ownershipChange: { on: "2027-01-31", due: [{ ruleId: "CYM.bo-change", dueDate: "2027-02-28" }] },
  },
  {
    name: "Swedish aktiebolag, calendar year: the annual report and INK2 move off the weekend",
    why: "ABL 7:10: the AGM within six months (30 June). Bolagsverket: the annual report within seven months (31 July 2027, a Saturday → Monday 2 August: a last day on a holiday moves to the next weekday); SEK 5,000 late. Skatteverket: a September–December year end files INK2 digitally by 1 August (2027: a Sunday → 2 August); late-filing charge SEK 6,250.",
    entity: { jurisdiction: "SWE", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "SWE.agm", dueDate: "2027-06-30", sourced: true },
      { ruleId: "SWE.annual-report", dueDate: "2027-08-02", penalty: "SEK 5,000" },
      { ruleId: "SWE.ink2", dueDate: "2027-08-02", penalty: "SEK 6,250", sourced: true },
    ],
    absent: ["SWE.tax-return"],
  },
  {
    name: "Swedish aktiebolag with a 31 August year end: INK2 on Easter Monday 2024 moves to 2 April",
    why: "Skatteverket: a July–August year end files INK2 digitally by 1 April of the following year (year to 31 August 2023 → 1 April 2024). 1 April 2024 is Easter Monday (lag 1989:253), and lag 1930:173 moves a last day on a holiday to the next weekday: Tuesday 2 April 2024. Weekends alone would have left 1 April.",
    entity: { jurisdiction: "SWE", structure: "private-limited-company", fiscalYearEnd: "08-31", incorporationDate: "2020-01-01" },
    today: "2023-11-01",
    expect: [{ ruleId: "SWE.ink2", dueDate: "2024-04-02" }],
  },
  {
    name: "Panamanian sociedad anónima registered in March pays the tasa única by 15 July",
    why: "Código Fiscal art. 318-A: B/.300 a year; registered 1 January – 30 June → by 15 July of the following years.",
    entity: { jurisdiction: "PAN", structure: "international-business-company", fiscalYearEnd: "12-31", incorporationDate: "2025-03-10" },
    today: "2026-11-27",
    expect: [{ ruleId: "PAN.tasa-unica", dueDate: "2027-07-15", fee: { amount: 30000, currency: "USD" }, penalty: "B/.300", sourced: true }],
  },
  {
    name: "Panamanian foundation registered in September pays B/.400 by 15 January",
    why: "Art. 318-A: a private interest foundation pays B/.400 in the years after registration; registered 1 July – 31 December → by 15 January.",
    entity: { jurisdiction: "PAN", structure: "private-foundation", fiscalYearEnd: "12-31", incorporationDate: "2025-09-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "PAN.tasa-unica-foundation", dueDate: "2027-01-15", fee: { amount: 40000, currency: "USD" } }],
    absent: ["PAN.tasa-unica"],
  },
  {
    name: "Austrian GmbH: Firmenbuch, corporate tax return and WiEReG",
    why: "§277 UGB: the annual accounts are disclosed at the Firmenbuch within nine months of the balance-sheet date (30 September); coercive fines from €700 for the company and each managing director. §134(1) BAO: the corporate tax return for 2026 is filed through FinanzOnline by 30 June 2027. WiEReG §5(1): four weeks after the yearly review falls due (taken as the anniversary, 1 January 2027) the data are confirmed or changed — 29 January 2027; a change is reported within four weeks of knowing of it (31 January → 28 February 2027); up to €200,000 for an intentional breach.",
    entity: { jurisdiction: "AUT", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "AUT.firmenbuch", dueDate: "2027-09-30", penalty: "€700", sourced: true },
      { ruleId: "AUT.kst-return", dueDate: "2027-06-30", sourced: true },
      { ruleId: "AUT.wiereg-annual", dueDate: "2027-01-29", penalty: "€200,000", sourced: true },
    ],
    absent: ["AUT.tax-return"],
    ownershipChange: { on: "2027-01-31", due: [{ ruleId: "AUT.wiereg-change", dueDate: "2027-02-28" }] },
  },
  {
    name: "Belgian BV",
    why: "NBB: the accounts are filed within 30 days of approval and at the latest seven months after the year end (31 July). UBO register: a change within one month (31 January → 28 February), fines up to €50,000.",
    entity: { jurisdiction: "BEL", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "BEL.nbb-accounts", dueDate: "2027-07-31", sourced: true },
      // SPF Finances: 7 months counted from 1 January → 31 July 2027, a Saturday → Monday 2 August.
      { ruleId: "BEL.cit-return", dueDate: "2027-08-02", sourced: true },
    ],
    absent: ["BEL.tax-return"],
    ownershipChange: { on: "2027-01-31", due: [{ ruleId: "BEL.ubo-change", dueDate: "2027-02-28" }] },
  },
  {
    name: "Belgian BV with a 31 March year end: the return's last day is a Sunday before All Saints' Day",
    why: "SPF Finances: 7 months from the balance-sheet date, counted from the first day of the next month (1 April–31 October 2027). 31 October 2027 is a Sunday and Monday 1 November is All Saints' Day (law of 4 January 1974), so the first working day after is Tuesday 2 November 2027.",
    entity: { jurisdiction: "BEL", structure: "private-limited-company", fiscalYearEnd: "03-31", incorporationDate: "2025-01-01" },
    today: "2027-01-01",
    expect: [{ ruleId: "BEL.cit-return", dueDate: "2027-11-02" }],
  },
  {
    name: "Hungarian Kft: 31 May on a Sunday moves to Monday",
    why: "The return, the tax and the annual report are due 31 May; a deadline on a non-working day expires on the next working day, so 31 May 2026 (Sunday) → 1 June 2026.",
    entity: { jurisdiction: "HUN", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-01-10",
    expect: [
      { ruleId: "HUN.cit-return", dueDate: "2026-06-01", penalty: "HUF 500,000", sourced: true },
      { ruleId: "HUN.cit-payment", dueDate: "2026-06-01" },
      { ruleId: "HUN.annual-report", dueDate: "2026-06-01" },
    ],
  },
  {
    name: "Hungarian Kft in 2020: 31 May a Sunday, 1 June Whit Monday",
    why: "The return, the tax and the annual report for 2019 were due 31 May 2020, a Sunday; Monday 1 June 2020 was Whit Monday, a public holiday (Act I of 2012 §102(1)), so the next working day is Tuesday 2 June 2020.",
    entity: { jurisdiction: "HUN", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2015-01-01" },
    today: "2020-01-10",
    expect: [
      { ruleId: "HUN.cit-return", dueDate: "2020-06-02" },
      { ruleId: "HUN.annual-report", dueDate: "2020-06-02" },
    ],
  },
  {
    name: "Latvian SIA (small company)",
    why: "Art. 97(1): a small company or micro-enterprise submits the annual report to the SRS by 31 May (five months) of the following year.",
    entity: { jurisdiction: "LVA", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "LVA.annual-report", dueDate: "2027-05-31", sourced: true }],
  },
  {
    name: "Montenegrin LLC",
    why: "PwC (reviewed March 2025): the return is filed and the tax paid by the end of March of the following year.",
    entity: { jurisdiction: "MNE", structure: "llc", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "MNE.cit-return", dueDate: "2027-03-31", sourced: true },
      { ruleId: "MNE.cit-payment", dueDate: "2027-03-31" },
    ],
  },
  {
    name: "Georgian LLC: SARAS statements by 1 October; the annual tax return keeps the estimate",
    why: "The 2025 statements go to SARAS by 1 October 2026 (past); the 2026 ones by 1 October 2027, fines GEL 500–10,000. Georgia taxes distributed profit monthly, which the annual calendar does not generate: the tax return stays TaxAtlas's labelled estimate (no source).",
    entity: { jurisdiction: "GEO", structure: "llc", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [
      { ruleId: "GEO.saras", dueDate: "2027-10-01", penalty: "GEL 500", sourced: true },
      { ruleId: "GEO.tax-return", dueDate: "2026-12-31", sourced: false },
    ],
  },
  {
    name: "A jurisdiction without researched rules keeps the generic estimate",
    why: "Mauritius has no rules from the law here: the calendar shows TaxAtlas's estimate, labelled as such (no source).",
    entity: { jurisdiction: "MUS", structure: "private-limited-company", fiscalYearEnd: "12-31", incorporationDate: "2025-01-01" },
    today: "2026-11-27",
    expect: [{ ruleId: "MUS.tax-return", dueDate: "2026-12-31", sourced: false }],
  },
];
