import type { FilingKind } from "./calendar";
import type { ComplianceRule, LocalText, RuleSource } from "./rules-types";

/**
 * Filings that come from the law (issue 32 §2, decision 190): for the jurisdictions the tax engine
 * recommends most, each rule's deadline, fee and late penalty as a dated parameter with the page
 * it was read on (`retrieved`). A rule nobody could source is left out, and the kind stays on
 * TaxAtlas's labelled estimate (rules.ts GENERIC). Where the law differs by entity type, the rule
 * lists the structures it applies to; rules that depend on who owns the company say so
 * (`foreignOwned`). Checked 2026-11-27 against the stored pages named here.
 */

const RETRIEVED = "2026-11-27";
/** `retrieved: null` = the page was not re-read in this session (no date is claimed). */
const src = (publisher: string, title: string, url: string, retrieved: string | null = RETRIEVED): RuleSource => ({ publisher, title, url, ...(retrieved ? { retrieved } : {}) });
const t = (en: string, tr: string): LocalText => ({ en, tr });

export const COMPANY_STRUCTURES = [
  "llc",
  "private-limited-company",
  "holding-company",
  "international-business-company",
  "free-zone-company",
  "partnership",
  "branch",
  "protected-cell-company",
  "special-purpose-vehicle",
  "c-corporation",
] as const;
export const WEALTH_STRUCTURES = ["trust", "private-foundation"] as const;

/** Delaware taxes an LLC or partnership a flat annual tax; everything else files as a corporation. */
const DE_FLAT = ["llc", "partnership"] as const;
const DE_CORPORATIONS = COMPANY_STRUCTURES.filter((s) => !(DE_FLAT as readonly string[]).includes(s));

// --- sources (the page each parameter was read on) ---------------------------------------------
const UAE_FTA = src("UAE Federal Tax Authority (via Gulf News)", "FTA: corporate tax returns and payment within 9 months of the end of the tax period (Federal Decree-Law No. 47 of 2022)", "https://gulfnews.com/business/corporate-tax/fta-urges-uae-businesses-to-file-corporate-tax-returns-on-time-1.500268732");
const UAE_PENALTY = src("TaxStar", "UAE corporate tax penalties (Cabinet Decision No. 75 of 2023, as amended): late return AED 500 a month for 12 months, then AED 1,000", "https://www.taxstar.app/pentalties");
const UAE_FZ = src("UAE Ministry of Finance", "Ministerial Decision No. 82 of 2023: audited financial statements for qualifying free zone persons", "https://tax.gov.ae/en/taxes/corporate.tax.aspx", null);
const UAE_UBO = src("BSA Ahmad Bin Hezeem & Associates", "Real beneficiary registers: changes within 15 days (Cabinet Decision No. 58 of 2020, carried into Cabinet Decision No. 109 of 2023)", "https://bsabh.com/knowledge-hub/news/brief-on-the-new-uae-cabinet-decision-no-58-2020-on-the-regulation-of-the-procedures-of-real-beneficiary");
const UAE_UBO_109 = src("British Business Group Dubai", "Cabinet Decision No. 109 of 2023 replaces No. 58 of 2020; disclosure requirements unchanged", "https://bbgdubai.org/news-details/3293");

const DE_LLC = src("Agents of Delaware", "Delaware LLC and partnership annual tax: $300 by 1 June; late: $200 penalty and 1.5 % interest a month", "https://www.agentsofdelaware.com/delaware-llc-franchise-tax/");
const DE_CORP = src("UpCounsel", "Delaware corporations: annual report and franchise tax by 1 March; $50 filing fee, minimum tax $175", "https://www.upcounsel.com/delaware-llc-annual-report");
const DE_CORP_PENALTY = src("Delaware LLC Registration", "Delaware annual report and franchise tax: $200 penalty when late, plus 1.5 % interest a month", "https://delawarellcregistration.com/how-to-pay-delaware-llc-taxes-and-file-annual-reports");
const IRS_5472 = src("Compliance Radar (citing the IRS Instructions for Form 5472)", "Form 5472 with pro forma Form 1120 for a foreign-owned US single-member LLC: 15th day of the 4th month; $25,000 penalty (IRC §6038A)", "https://compliance.dropwatchhq.com/obligation/irs-5472");
const IRS_5472_RSM = src("RSM US", "Foreign-owned disregarded entities file pro forma 1120 + Form 5472; penalty $25,000 per form since the TCJA", "https://rsmus.com/insights/tax-alerts/2019/reporting-requirement-of-a-foreign-owned-disregarded-entity.html");
const FINCEN_IFR = src("Federal Register", "FinCEN interim final rule (90 FR 13688, effective 26 March 2025): domestic companies exempt from BOI reporting", "http://www.federalregister.com/Browse/Document/usa/na/fr/2025/3/26/2025-05199");

const IE_REVENUE = src("Revenue (Ireland)", "Corporation Tax payment and filing: CT1 and balance by the 23rd of the 9th month; late surcharge 5 % / 10 %", "https://revenue.ie/en/companies-and-charities/corporation-tax-for-companies/corporation-tax-payment-and-filing/payment-and-filing.aspx");
const IE_B1 = src("Cooney Carey", "CRO annual return (B1): annual return date up to 9 months after year end; filed within 56 days of it", "https://www.cooneycarey.ie/2022/12/07/cro-annual-returns/");
const IE_B1_FEE = src("Companies Registration Office", "CRO ezine: the filing fee for an e-B1 is €20", "http://www.cro.ie/en-ie/tabid/1016/ArtMID/1847/ArticleID/1263/mid/1847/dnnprintmode/true/Default.aspx?SkinSrc=[G]Skins%2f_default%2fNo+Skin&ContainerSrc=[G]Containers%2f_default%2fNo+Container");
const IE_B1_PENALTY = src("Incorpro", "CRO late filing: €100 plus €3 a day up to €1,200; loss of audit exemption for 2 years", "https://www.incorpro.ie/free-irish-annual-return-late-filing-penalty-calculator/");
const IE_RBO = src("MC2 Accountants", "Register of Beneficial Ownership: changes notified to the RBO within 14 days (S.I. No. 110 of 2019)", "https://mc2accountants.ie/register-of-beneficial-ownership/");

const EE_RIK = src("Estonian e-Business Register (RIK)", "Annual reports: due 6 months after the financial year (the last day of June for a calendar year)", "https://ariregister.rik.ee/eng/statistics/annual_reports");
const EE_FINE = src("Estonia Company", "Annual report within six months; the registrar may fine the board repeatedly and delete the company", "https://www.estonia-company.ee/annual-report/");
const EE_BO = src("Lexology (Estonia)", "Beneficial owners: changes filed within 30 days; confirmed with the annual report; fine up to €32,000 for a legal person", "https://www.lexology.com/library/detail.aspx?g=ffff66bb-37f1-4939-a73d-e133a0fc1cfc");

const UK_CS = src("Legal Clarity", "Confirmation statement: within 14 days of the end of the 12-month review period", "https://legalclarity.org/how-to-file-a-companies-house-confirmation-statement");
const UK_CS_FEE_2024 = src("legislation.gov.uk", "The Registrar of Companies (Fees) (Amendment) Regulations 2024 (S.I. 2024/155), in force 1 May 2024", "https://www.legislation.gov.uk/uksi/2024/155/note/2024-05-01/data.htm");
const UK_CS_FEE_2026 = src("The Accounts", "Confirmation statement: from 1 February 2026 the fee is £50 online, £110 on paper", "https://theaccounts.uk/guides/confirmation-statement/");
const UK_ACCOUNTS = src("GOV.UK", "Accounts and tax returns for private limited companies", "https://www.gov.uk/prepare-file-annual-accounts-for-limited-company", "2026-11-23");
const UK_ACCOUNTS_PENALTY = src("GOV.UK", "Late filing penalties (private company: £150 to £1,500; doubled if late two years running)", "https://www.gov.uk/annual-accounts/late-filing-penalties", null);
const UK_CT = src("PwC Worldwide Tax Summaries", "United Kingdom – Corporate – Tax administration", "https://taxsummaries.pwc.com/united-kingdom/corporate/tax-administration", "2026-11-23");
const UK_PSC = src("Accupe", "PSC changes: 14 days to update the register, then 14 days to notify Companies House", "https://www.accupe.com/blog/psc-register-changes-when-to-file-psc01-psc02-psc04-psc07");

const CY_HE32 = src("Uniwide", "Cyprus: penalties for late filing of corporate documents (annual return HE32 by 28 January)", "https://www.uniwide.com/latest-news/cyprus-introduced-penalties-for-late-filing-of-particular-corporate-documents/", "2026-11-23");
const CY_FEES = src("HMI Accountants", "Cyprus Registrar of Companies fees (annual report €20; annual levy abolished from 2024)", "https://hmiaccountants.com/page.php?id=271", "2026-11-23");
const CY_FS = src("Cyprus International Businesses Association", "Annual returns (HE32) are accompanied by the previous year's audited financial statements", "https://ciba-cy.org/annual-returns-for-the-year-2019-he32-courtesy-of-areti-charidemou-associates-llc", "2026-11-23");
const CY_PWC = src("PwC Worldwide Tax Summaries", "Cyprus – Corporate – Tax administration", "https://taxsummaries.pwc.com/cyprus/corporate/tax-administration", "2026-11-23");
const CY_BO_CONFIRM = src("Mondaq (Cyprus Registrar announcement)", "Beneficial owners: confirm between 1 October and 31 December; €100 then €50 a day, up to €5,000", "https://www.mondaq.com/cyprus/corporate-and-company-law/1676090/confirmation-of-beneficial-owners-information-ubo-register-alert");
const CY_BO_CHANGE = src("ACC Cyprus", "The Cyprus UBO register: directors update the record within 14 days of a change", "https://acccyp.com/the-cyprus-ubo-register-22-03-2021/");

const MT_AR = src("Malta Business Registry", "Annual returns", "https://mbr.mt/annual-returns/", "2026-11-23");
const MT_PWC = src("PwC Malta", "Companies' compliance obligations with the MBR: annual return within 42 days; beneficial-ownership changes within 14 days", "https://pwc.com/mt/en/publications/tax-legal/companies-compliance-obligations-with-the-mbr.html");
const MT_DEADLINES = src("Borg Galea", "Malta filing deadlines: financial statements 10 months + 42 days; tax return 9 months after year end", "https://www.borggalea.com/keeping-a-maltese-company-in-good-standing/chapter-2-filing-deadlines");
const MT_BO_RETURN = src("Orbitax", "Legal Notice 247 of 2020: a beneficial-owner return upon each anniversary, within 42 days", "https://orbitax.com/news/archive.php/Malta-Amends-Regulations-for-R-42674");

const NL_CIT = src("TaxShop", "Dutch corporate income tax return due before 1 June for a calendar year (5 months; extension possible)", "https://www.taxshop.nl/administratieve-verplichtingen/");
const NL_ACCOUNTS = src("Answers for Business (Netherlands government)", "Filing annual accounts with the KVK by 31 July of the following year; extension up to 6 months in exceptional cases", "http://www.answersforbusiness.nl/regulation/filing-annual-accounts");
const NL_UBO = src("KVK", "UBO-opgave: changes to UBO data within 7 days after they take effect", "https://www.kvk.nl/ubo/opgave-doen/");
const NL_UBO_FINE = src("Van Tunen + Partners", "Late UBO registration is an economic offence (fine up to €21,750 in 2020, plus penalty payments)", "https://www.tunen.nl/2022/05/03/ubo-vergeten-regel-het-direct/");

const DE_PUBLISH = src("UHY Wahlen", "§325(1a) HGB: annual accounts filed with the Unternehmensregister within one year of the balance-sheet date", "https://www.uhy-wahlen.de/aktuelles/news.html?/200/praxisfragen_zu_sanktionen_bei_der_offenlegung_von_jahresabschl%C3%BCssen");
const DE_PUBLISH_FINE = src("eBilanz+", "Missing the filing deadline: fine proceedings by the Federal Office of Justice, fines up to €25,000", "https://ebilanzplus.de/faq/unternehmensregister-und-bundesanzeiger/was-passiert-wenn-die-offenlegungsfrist-versaeumt-oder-gegen-die-offenlegungspflicht-verstossen-wird");

const SG_AR = src("ACRA", "File your annual lodgments on time: annual return within 7 months of year end (non-listed); late S$300, or S$600 after 3 months", "https://acra.gov.sg/announcements/file-your-annual-lodgments-on-time");
const SG_AGM = src("Singapore Secretary Services", "Filing annual returns in Singapore (Companies Act s.175, s.197)", "https://www.singaporesecretaryservices.com/filing-annual-returns-ar-in-singapore-a-step-by-step-guide", "2026-11-23");

const HK_AR = src("Hong Kong Companies Registry", "Schedule of fees: registration of annual returns (Form NAR1)", "https://www.cr.gov.hk/en/forms/sdetails.htm", "2026-11-23");
const HK_AR_LATE = src("Centreo", "NAR1 within 42 days of the return date; late registration fees HK$870 to HK$3,480", "https://editor.centreo.hk/?p=1379");

const VG_FEE = src("Harneys Fiduciary", "BVI business companies: annual government licence fee payment schedule", "https://resources.harneysfiduciary.com/acton/fs/blocks/showLandingPage/a/45966/p/p-013d/t/page/fm/0", "2026-11-23");

type LawRule = Omit<ComplianceRule, "jurisdiction" | "asOf">;

/** Rules researched for a jurisdiction. Kinds listed in `covers` come only from here (no generic estimate). */
export interface JurisdictionRules {
  covers: readonly FilingKind[];
  rules: LawRule[];
  /** what is assumed for this jurisdiction (shown in decision 190 and the case corpus) */
  assumes?: string;
}

const usd = (amount: number) => ({ amount, currency: "USD" });
const eur = (amount: number) => ({ amount, currency: "EUR" });

export const LAW: Record<string, JurisdictionRules> = {
  ARE: {
    covers: ["tax-return", "payments", "financial-statements", "beneficial-ownership"],
    assumes: "Economic-substance notifications are not listed: Cabinet Resolution No. 98 of 2024 ended them for periods after 2022 (not re-checked here). Trade-licence renewals vary by licensing authority and stay on the estimate.",
    rules: [
      { id: "ARE.ct-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("UAE corporate tax return (EmaraTax)", "BAE kurumlar vergisi beyannamesi (EmaraTax)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, penalty: t("AED 500 a month for the first 12 months, then AED 1,000 a month", "İlk 12 ay için aylık 500 AED, sonra aylık 1.000 AED"), source: UAE_FTA, penaltySource: UAE_PENALTY },
      { id: "ARE.ct-payment", structures: COMPANY_STRUCTURES, kind: "payments", title: t("UAE corporate tax payment", "BAE kurumlar vergisi ödemesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, penalty: t("14 % a year on unpaid tax, charged monthly", "Ödenmeyen vergiye yıllık %14, aylık işler"), source: UAE_FTA, penaltySource: UAE_PENALTY },
      { id: "ARE.qfzp-audited-accounts", structures: ["free-zone-company"], kind: "financial-statements", title: t("Audited financial statements (qualifying free zone person)", "Denetlenmiş finansal tablolar (nitelikli serbest bölge kişisi)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, penalty: t("Loss of the 0 % free-zone rate for the period and the next four", "Dönem ve sonraki dört dönem için %0 serbest bölge oranının kaybı"), source: UAE_FZ },
      { id: "ARE.ubo-change", kind: "beneficial-ownership", title: t("Real beneficiary change: update the registrar", "Gerçek faydalanıcı değişikliği: sicile bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 15 }, fee: null, source: UAE_UBO, penaltySource: UAE_UBO_109 },
    ],
  },
  USA: {
    covers: ["payments", "annual-review", "tax-return", "beneficial-ownership"],
    assumes: "A US company in the catalogue is a Delaware entity. An LLC is a single-member LLC, disregarded for US tax; it files Form 5472 with a pro forma 1120 only when a foreign person owns it. State income tax and registered-agent fees are not included.",
    rules: [
      { id: "USA.de-llc-tax", structures: DE_FLAT, kind: "payments", title: t("Delaware annual tax (LLC/partnership)", "Delaware yıllık vergisi (LLC/ortaklık)"), frequency: "annual", due: { basis: "fixed", month: 6, day: 1 }, fee: usd(30000), penalty: t("$200 plus 1.5 % interest a month", "200 $ ve aylık %1,5 faiz"), source: DE_LLC },
      { id: "USA.de-annual-report", structures: DE_CORPORATIONS, kind: "annual-review", title: t("Delaware annual report (filing fee)", "Delaware yıllık raporu (başvuru harcı)"), frequency: "annual", due: { basis: "fixed", month: 3, day: 1 }, fee: usd(5000), penalty: t("$200 plus 1.5 % interest a month", "200 $ ve aylık %1,5 faiz"), source: DE_CORP, penaltySource: DE_CORP_PENALTY },
      { id: "USA.de-franchise-tax", structures: DE_CORPORATIONS, kind: "payments", title: t("Delaware franchise tax (minimum, authorised-shares method)", "Delaware franchise vergisi (asgari, yetkili pay yöntemi)"), frequency: "annual", due: { basis: "fixed", month: 3, day: 1 }, fee: usd(17500), penalty: t("$200 plus 1.5 % interest a month", "200 $ ve aylık %1,5 faiz"), source: DE_CORP, penaltySource: DE_CORP_PENALTY },
      { id: "USA.form-5472", structures: ["llc"], foreignOwned: true, kind: "tax-return", title: t("Form 5472 with pro forma Form 1120 (foreign-owned LLC)", "Form 5472 ve proforma Form 1120 (yabancı sahipli LLC)"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 4, day: 15 }, fee: null, penalty: t("$25,000 per form and year; a further $25,000 for every 30 days after 90 days from an IRS notice", "Form ve yıl başına 25.000 $; IRS bildiriminden 90 gün sonra her 30 gün için ek 25.000 $"), source: IRS_5472, penaltySource: IRS_5472_RSM },
      { id: "USA.form-1120", structures: DE_CORPORATIONS.filter((s) => s !== "branch"), kind: "tax-return", title: t("Form 1120 (US corporation income tax return)", "Form 1120 (ABD kurumlar vergisi beyannamesi)"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 4, day: 15 }, fee: null, penalty: t("$25,000 per missing Form 5472 when 25 % foreign-owned", "%25 yabancı sahiplikte eksik her Form 5472 için 25.000 $"), source: IRS_5472 },
      { id: "USA.boi-report-change", kind: "beneficial-ownership", title: t("FinCEN BOI report update (domestic companies: no longer required)", "FinCEN BOI güncellemesi (yerli şirketler: artık gerekmiyor)"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 30 }, fee: null, effective: { to: "2025-03-25" }, source: FINCEN_IFR },
    ],
  },
  IRL: {
    covers: ["tax-return", "payments", "annual-review", "financial-statements", "beneficial-ownership"],
    assumes: "The annual return date is aligned 9 months after the year end (the usual alignment); the first annual return, 6 months after incorporation and without accounts, is not generated. The accounts go with the B1.",
    rules: [
      { id: "IRL.ct1", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporation tax return (CT1) via ROS", "Kurumlar vergisi beyannamesi (CT1), ROS ile"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 9, day: 23 }, fee: null, penalty: t("Surcharge 5 % of the tax (max €12,695) within 2 months, then 10 % (max €63,485); reliefs restricted", "Vergi üzerinden %5 ek (en çok 12.695 €) 2 ay içinde, sonra %10 (en çok 63.485 €); indirimler kısıtlanır"), source: IE_REVENUE },
      { id: "IRL.ct-balance", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporation tax balance payment", "Kurumlar vergisi bakiye ödemesi"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 9, day: 23 }, fee: null, penalty: t("Interest 0.0219 % a day", "Günlük %0,0219 faiz"), source: IE_REVENUE },
      { id: "IRL.b1", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("CRO annual return (B1) with financial statements", "CRO yıllık beyanı (B1) ve finansal tablolar"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9, days: 56 }, fee: eur(2000), penalty: t("€100 plus €3 a day, up to €1,200; audit exemption lost for two years", "100 € artı günlük 3 €, en çok 1.200 €; denetim muafiyeti iki yıl kaybedilir"), source: IE_B1, feeSource: IE_B1_FEE, penaltySource: IE_B1_PENALTY },
      { id: "IRL.rbo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: notify the RBO", "Gerçek faydalanıcı değişikliği: RBO'ya bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 14 }, fee: null, penalty: t("A criminal offence", "Suç teşkil eder"), source: IE_RBO },
    ],
  },
  EST: {
    covers: ["financial-statements", "annual-review", "tax-return", "beneficial-ownership"],
    assumes: "Estonia has no annual corporate income tax return: tax is declared on form TSD by the 10th of the month after a distribution, so no annual tax return is generated.",
    rules: [
      { id: "EST.annual-report", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual report to the e-Business Register", "e-Ticaret Siciline yıllık rapor"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, penalty: t("Repeated fines on the board; the registrar may delete the company", "Yönetim kuruluna tekrarlanan para cezaları; sicil şirketi silebilir"), source: EE_RIK, penaltySource: EE_FINE },
      { id: "EST.bo-confirm", structures: COMPANY_STRUCTURES, kind: "beneficial-ownership", title: t("Beneficial owners: confirm with the annual report", "Gerçek faydalanıcılar: yıllık raporla teyit"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, penalty: t("Fine up to €32,000 for the company", "Şirkete 32.000 €'ya kadar para cezası"), source: EE_BO },
      { id: "EST.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the register (30 days)", "Gerçek faydalanıcı değişikliği: sicili güncelleyin (30 gün)"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 30 }, fee: null, penalty: t("Fine up to €32,000 for the company", "Şirkete 32.000 €'ya kadar para cezası"), source: EE_BO },
    ],
  },
  GBR: {
    covers: ["annual-review", "financial-statements", "tax-return", "payments", "beneficial-ownership"],
    rules: [
      {
        id: "GBR.confirmation-statement",
        structures: COMPANY_STRUCTURES,
        kind: "annual-review",
        title: t("Confirmation statement (CS01)", "Teyit beyanı (CS01)"),
        frequency: "annual",
        due: { basis: "anniversary", days: 14 },
        fee: { amount: 5000, currency: "GBP" },
        fees: [
          { from: "2024-05-01", amount: 3400, currency: "GBP", source: UK_CS_FEE_2024 },
          { from: "2026-02-01", amount: 5000, currency: "GBP", source: UK_CS_FEE_2026 },
        ],
        penalty: t("Prosecution and striking off the register", "Kovuşturma ve sicilden silinme"),
        source: UK_CS,
        feeSource: UK_CS_FEE_2026,
      },
      { id: "GBR.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts to Companies House", "Companies House'a yıllık hesaplar"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, penalty: t("£150 up to one month late, rising to £1,500 after six months; doubled if late two years running", "Bir aya kadar gecikmede 150 £, altı aydan sonra 1.500 £'a çıkar; iki yıl üst üste gecikmede iki katı"), source: UK_ACCOUNTS, penaltySource: UK_ACCOUNTS_PENALTY },
      { id: "GBR.ct600", kind: "tax-return", title: t("Company tax return (CT600)", "Kurumlar vergisi beyannamesi (CT600)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, penalty: t("£100 the day after, another £100 after 3 months; 10 % of unpaid tax after 18 months", "Ertesi gün 100 £, 3 ay sonra 100 £ daha; 18 ay sonra ödenmeyen verginin %10'u"), source: UK_CT },
      { id: "GBR.ct-payment", kind: "payments", title: t("Corporation tax payment", "Kurumlar vergisi ödemesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9, days: 1 }, fee: null, source: UK_ACCOUNTS },
      { id: "GBR.psc-change", kind: "beneficial-ownership", title: t("PSC change: update the register and notify Companies House", "Önemli kontrol sahibi (PSC) değişikliği: sicili güncelleyin ve Companies House'a bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 28 }, fee: null, source: UK_PSC },
    ],
  },
  CYP: {
    covers: ["annual-review", "payments", "tax-return", "financial-statements", "beneficial-ownership"],
    assumes: "The Cyprus €350 annual levy was abolished from 2024, so no levy rule exists.",
    rules: [
      { id: "CYP.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return (HE32)", "Yıllık beyan (HE32)"), frequency: "annual", due: { basis: "fixed", month: 1, day: 28 }, fee: eur(2000), source: CY_HE32, feeSource: CY_FEES },
      { id: "CYP.financial-statements", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Audited financial statements (filed with the HE32)", "Denetlenmiş finansal tablolar (HE32 ile)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12, days: 28 }, fee: null, source: CY_FS },
      { id: "CYP.tax-return", kind: "tax-return", title: t("Corporate tax return (IR4)", "Kurumlar vergisi beyannamesi (IR4)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 15 }, fee: null, source: CY_PWC },
      { id: "CYP.provisional-tax-1", kind: "payments", title: t("Provisional tax – 1st instalment", "Geçici vergi – 1. taksit"), frequency: "annual", due: { basis: "fixed", month: 7, day: 31 }, fee: null, source: CY_PWC },
      { id: "CYP.provisional-tax-2", kind: "payments", title: t("Provisional tax – 2nd instalment", "Geçici vergi – 2. taksit"), frequency: "annual", due: { basis: "fixed", month: 12, day: 31 }, fee: null, source: CY_PWC },
      { id: "CYP.final-tax", kind: "payments", title: t("Final corporate tax payment (self-assessment)", "Kesin kurumlar vergisi ödemesi (beyan esası)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7, days: 1 }, fee: null, source: CY_PWC },
      { id: "CYP.bo-annual", kind: "beneficial-ownership", title: t("Beneficial owners: annual confirmation (1 October – 31 December)", "Gerçek faydalanıcılar: yıllık teyit (1 Ekim – 31 Aralık)"), frequency: "annual", due: { basis: "fixed", month: 12, day: 31 }, fee: null, penalty: t("€100, then €50 a day, up to €5,000", "100 €, sonra günlük 50 €, en çok 5.000 €"), source: CY_BO_CONFIRM },
      { id: "CYP.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the register", "Gerçek faydalanıcı değişikliği: sicili güncelleyin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 14 }, fee: null, source: CY_BO_CHANGE },
    ],
  },
  MLT: {
    covers: ["annual-review", "financial-statements", "tax-return", "beneficial-ownership"],
    assumes: "The registry fee shown is the lowest band (authorised capital up to €1,500, filed online); it rises with the authorised capital.",
    rules: [
      { id: "MLT.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return with registry fee (authorised capital ≤ €1,500, online)", "Yıllık beyan ve sicil harcı (kayıtlı sermaye ≤ 1.500 €, çevrim içi)"), frequency: "annual", due: { basis: "anniversary", days: 42 }, fee: eur(8500), source: MT_PWC, feeSource: MT_AR },
      { id: "MLT.financial-statements", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Financial statements to the Business Registry", "Finansal tabloların sicile verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 10, days: 42 }, fee: null, source: MT_DEADLINES },
      { id: "MLT.tax-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Company income tax return", "Şirket gelir vergisi beyannamesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, source: MT_DEADLINES },
      { id: "MLT.bo-return", structures: COMPANY_STRUCTURES, kind: "beneficial-ownership", title: t("Beneficial-owner return with the annual return", "Yıllık beyanla gerçek faydalanıcı beyanı"), frequency: "annual", due: { basis: "anniversary", days: 42 }, fee: null, source: MT_BO_RETURN },
      { id: "MLT.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: notify the Registrar", "Gerçek faydalanıcı değişikliği: sicile bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 14 }, fee: null, source: MT_PWC },
    ],
  },
  NLD: {
    covers: ["tax-return", "financial-statements", "beneficial-ownership"],
    assumes: "No extension of the corporate tax return or of the accounts is assumed.",
    rules: [
      { id: "NLD.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (vennootschapsbelasting)", "Kurumlar vergisi beyannamesi (vennootschapsbelasting)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 5 }, fee: null, source: NL_CIT },
      { id: "NLD.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts filed with the KVK", "KVK'ya yıllık hesaplar"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7 }, fee: null, penalty: t("A fine, and directors may be personally liable in a bankruptcy", "Para cezası; iflasta yöneticiler kişisel olarak sorumlu olabilir"), source: NL_ACCOUNTS },
      { id: "NLD.ubo-change", kind: "beneficial-ownership", title: t("UBO change: file with the KVK within 7 days", "UBO değişikliği: 7 gün içinde KVK'ya bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 7 }, fee: null, penalty: t("An economic offence: fine and penalty payments", "Ekonomik suç: para cezası ve zorlama cezası"), source: NL_UBO, penaltySource: NL_UBO_FINE },
    ],
  },
  DEU: {
    covers: ["financial-statements"],
    assumes: "The corporate tax return deadline (§149 AO) and the transparency register's 'without delay' were not re-checked in this session; they stay on the estimate.",
    rules: [
      { id: "DEU.publication", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts to the Unternehmensregister (§325 HGB)", "Yıllık hesapların Unternehmensregister'e verilmesi (§325 HGB)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, penalty: t("Fine proceedings by the Federal Office of Justice, up to €25,000", "Federal Adalet Dairesi para cezası süreci, 25.000 €'ya kadar"), source: DE_PUBLISH, penaltySource: DE_PUBLISH_FINE },
    ],
  },
  SGP: {
    covers: ["annual-review", "agm"],
    rules: [
      { id: "SGP.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting", "Olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: SG_AGM },
      { id: "SGP.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return to ACRA", "ACRA'ya yıllık beyan"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7 }, fee: null, penalty: t("S$300, or S$600 if more than 3 months late", "300 SGD; 3 aydan fazla gecikmede 600 SGD"), source: SG_AR },
    ],
  },
  HKG: {
    covers: ["annual-review"],
    rules: [
      { id: "HKG.nar1", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return (NAR1)", "Yıllık beyan (NAR1)"), frequency: "annual", due: { basis: "anniversary", days: 42 }, fee: { amount: 10500, currency: "HKD" }, penalty: t("Higher registration fee: HK$870 up to HK$3,480", "Daha yüksek tescil harcı: 870 HKD'den 3.480 HKD'ye"), source: HK_AR, penaltySource: HK_AR_LATE },
    ],
  },
  VGB: {
    covers: ["payments"],
    rules: [
      { id: "VGB.licence-fee", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Annual government licence fee", "Yıllık devlet lisans ücreti"), frequency: "annual", due: { basis: "incorporation_half", firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } }, fee: null, source: VG_FEE },
    ],
  },
};
