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

const DE_TAX_RETURNS = src("Steuerportal Mecklenburg-Vorpommern (Finanzministerium)", "Abgabefristen: Körperschaftsteuer- und Gewerbesteuererklärungen bis 31. Juli des Folgejahres (§149 Abs. 2 AO); mit Steuerberater Ende Februar des übernächsten Jahres", "https://www.steuerportal-mv.de/Service/Termine-und-Fristen");
const DE_TAX_PWC = src("PwC Worldwide Tax Summaries", "Germany – Corporate – Tax administration: returns due 31 July of the following year; with a tax adviser the last day of February of the subsequent year", "https://taxsummaries.pwc.com/germany/corporate/tax-administration");
const DE_TRANSPARENCY = src("Bayern-Portal (Bavarian State Government)", "Transparency register: the beneficial owner is notified electronically without delay (§20 GwG)", "https://www.eap.bayern.de/informationen/dienstleistungen/themen/560623666431335/leistungsbeschreibung/678517789814?anliegen=1333254171&dienstleistung=9221901692&nationalitaet=8111031172");

const SG_IRAS = src("Inland Revenue Authority of Singapore", "New companies: ECI within 3 months after the financial year end; Form C-S / C by 30 November from YA 2021", "https://www.iras.gov.sg/irashome/NewCompanies/");
const SG_ECI_WAIVER = src("Ceres Pacific (citing IRAS)", "ECI waiver: annual revenue not more than S$5 million and ECI nil (from July 2018)", "https://www.cerespacific.com/corporate-tax-filing");
const SG_RORC = src("The Straits Times (ACRA announcement)", "Central Register of Controllers: changes filed with ACRA within two business days; fine up to S$5,000", "https://www.straitstimes.com/business/companies-markets/companies-to-file-controllers-details-in-new-acra-central-register-from");

const HK_PTR = src("Hong Kong Company Formation (citing the IRD block extension scheme)", "Profits tax returns: N code (year ends 1 April – 30 November) 2 May; D code (December) 15 August; M code (January – March) 15 November", "https://www.hongkongcompanyformation.hk/when-does-tax-filing-in-hong-kong-start-in-2024/");
const HK_PTR_BLOCK = src("RegFollower (IRD circular letter to tax representatives)", "Block extension scheme: D code 15 August, M code 15 November, N code no extension", "https://regfollower.com/hong-kong-block-extension-scheme-for-lodgement-of-2022-23-tax-returns");
const HK_PTR_LATE = src("CLG Group", "Late profits tax return: prosecution under s.80(2) IRO, fine up to HK$10,000 plus three times the tax undercharged; estimated assessment", "http://clggroup.com.hk/en/blog/consequences-of-late-tax-return-submission-for-hong-kong-companies");
const HK_SCR = src("Vistra", "Companies (Amendment) Ordinance 2018: significant controllers register kept up to date; notice within 7 days of a registrable change", "https://www.vistra.com/hong-kong-companies-amendment-ordinance-2018-introducing-significant-controllers-register-scr");

const PT_M22 = src("Portal das Finanças (Autoridade Tributária)", "Código do IRC, artigo 120.º: declaração periódica (Modelo 22) até ao último dia do mês de maio, ou do 5.º mês após o fim do período, independentemente de esse dia ser útil ou não útil", "http://info.portaldasfinancas.gov.pt:80/pt/informacao_fiscal/codigos_tributarios/circ_rep/Pages/irc120.aspx");
const PT_IES = src("Portal das Finanças (Autoridade Tributária)", "Calendário fiscal 2026: Informação Empresarial Simplificada (IES) em julho, dia 15", "https://info.portaldasfinancas.gov.pt/pt/apoio_contribuinte/calendario_fiscal/Pages/Quadro_res_Decl_2026.aspx");
const PT_RCBE = src("Justiça.gov.pt (Registo Central do Beneficiário Efetivo)", "RCBE: atualização no prazo de 30 dias a contar do facto; confirmação anual até 31 de dezembro (desde 2021)", "https://justica.gov.pt/en-gb/Servicos/Registo-de-Beneficiario-Efetivo/Quando-registar-um-beneficiario-efetivo");
const PT_RCBE_FINE = src("The Portugal News", "RCBE updates within 30 days of the change, under a fine of €1,000 to €50,000", "https://amp.theportugalnews.com/news/2022-07-26/rcbe-declaration-what-is-it-and-how-to-proceed/68972");

const ES_IS = src("Agencia Tributaria", "Manual práctico Sociedades 2025: the return is filed within the 25 calendar days following the six months after the end of the tax period (art. 124.1 LIS), six months counted date to date; a non-working last day moves to the next working day", "https://sede.agenciatributaria.gob.es/Sede/en_gb/ayuda/manuales-videos-folletos/manuales-practicos/manual-sociedades-2025/capitulo-01-cuestiones-generales/presentacion-declaracion-impuesto-sobre-sociedades/plazo-presentar-declaracion.html");
const ES_ACCOUNTS = src("Indicator (Ley de Sociedades de Capital arts. 164, 253, 279)", "Cuentas anuales: formuladas en 3 meses, aprobadas por la junta en los 6 primeros meses, depositadas en el Registro Mercantil dentro del mes siguiente a su aprobación", "https://modelosyherramientas.indicator.es/main/go_element/query_models/kt_53164_389224_389223?topic=53164");
const ES_ACCOUNTS_FINE = src("Mondaq (Spain)", "Depósito de cuentas: cierre registral y multas de €1.200 a €60.000 (hasta €300.000 con facturación superior a €6 millones)", "http://webiis06.mondaq.com/corporate-and-company-law/909762/importancia-del-depsito-de-las-cuentas-anuales-y-medidas-para-evitar-el-cierre-registral");

const FR_PWC = src("PwC Worldwide Tax Summaries", "France – Corporate – Tax administration: for 31 December year ends the CIT return is due the second working day after 1 May, plus 15 calendar days when filed electronically", "https://taxsummaries.pwc.com/france/corporate/tax-administration", "2026-11-27");
const FR_OTHER_YE = src("Mondaq Comparative Guides (France)", "Form 2065-SD: the second business day after 1 May for a calendar year, otherwise within three months of the year end", "https://www.mondaq.com/Guides/results/3/73/all/6/France-Corporate-Tax-Compliance");
const FR_ACCOUNTS = src("Greffe du tribunal de commerce de Nanterre", "Dépôt des comptes annuels: assemblée dans les 6 mois de la clôture; dépôt dans le mois de l'approbation, 2 mois par voie électronique (art. R.123-111 C. com.)", "https://www.greffe-tc-nanterre.fr/actualites/locale/index.php?pg=rcs_comptes");

const IT_REDDITI = src("Agenzia delle Entrate", "When the corporate income tax return must be filed: by the last day of the 10th month after the end of the tax period (31 October for a calendar year); page updated 8 August 2024", "https://agenziaentrate.gov.it/portale/web/english/when-the-corporate-income-tax-return-must-be-filed");
const IT_PWC = src("PwC Worldwide Tax Summaries", "Italy – Corporate – Tax administration: settlement payments by the end of the sixth month after the year end", "https://taxsummaries.pwc.com/italy/corporate/tax-administration");
const IT_BILANCIO = src("Camera di Commercio di Lucca", "Deposito bilanci: entro 30 giorni dal verbale di approvazione; sanzioni per deposito tardivo", "https://www.lu.camcom.it/content/deposito-bilanci-termini-e-sanzioni");
const IT_APPROVAL = src("Davide Favia (art. 2364 c.c.)", "Approvazione del bilancio entro 120 giorni dalla chiusura (fino a 180 se lo statuto lo prevede); deposito entro 30 giorni (art. 2435 c.c.)", "http://davidefavia.it/deposito");

const LU_CIT = src("PwC Worldwide Tax Summaries", "Luxembourg – Corporate – Significant developments: 2023 Budget Law, CIT and municipal business tax returns of a year filed by 31 December of the following year (from the 2022 returns)", "https://taxsummaries.pwc.com/luxembourg/corporate/significant-developments");
const LU_FEES = src("PwC Luxembourg", "Newly imposed increased filing fees for RCS and RBE (from 24 March 2025): accounts within seven months; late €50 / €200 / €500; RBE declarations one month after the event", "https://www.pwc.lu/en/newsletter/2025/newly-imposed-increased-filing-fees-for-rcs-and-rbe.html");
const LU_AGM = src("Fiduciaire Expert", "Annual accounts approved within six months of the year end; filed with the RCS within one month of approval and at the latest seven months after the year end", "https://fiduciaire-expert.lu/en/articles/annual-accounts-filing-luxembourg-rcs-deadlines-penalties");

const TR_CIT = src("RegFollower (Revenue Administration announcement)", "Türkiye: the standard deadline for the corporate tax return of the 2023 calendar-year period was 30 April", "https://regfollower.com/turkey-grants-short-extension-for-2023-tax-return-submissions/");
const TR_SPECIAL = src("Muhasebe News", "Special accounting period 01.07.2023–30.06.2024: the corporate tax return is filed within the 4th month after the period ends (1–31 October 2024)", "https://muhasebenews.com/?p=153495");
const TR_PAY = src("Eyuboğlu & Eyuboğlu", "Turkish tax calendar: corporate tax return by 30 April; the tax is paid by the end of the month the return is filed", "http://www.eyuboglu-eyuboglu.com/english/default.asp?page=");
const TR_AGM = src("Erdem & Erdem", "TTK m. 409(1): olağan genel kurul her faaliyet dönemi sonundan itibaren üç ay içinde yapılır", "https://www.erdem-erdem.av.tr/bilgi-bankasi/olagan-genel-kurulun-ne-zaman-toplanacagi-sorunsali");

const BG_CIT = src("BNT Attorneys (Corporate Income Tax Act)", "Bulgaria: the annual corporate tax return is due by 30 June of the following year; financial statements are disclosed in the Commercial Register by 30 September", "https://bnt.eu/legal-news/yearly-tax-return-deadline-under-the-act-on-corporate-taxation/");
const BG_LPG = src("LPG Bulgarie", "Corporate tax returns filed and tax paid between 1 March and 30 June; financial statements to the trade register by 30 September", "https://www.lpg-bulgarie.bg/en/publications/corporate-taxation/summary-accounting-and-tax-deadlines-bulgarian-companies");

const CA_T2 = src("British Columbia Ministry of Finance (citing the CRA)", "T2 return: six months after the end of the tax year; the last day of the sixth month for a month-end year end; a weekend or holiday moves it to the next business day", "http://www.rev.gov.bc.ca/business/Income_Taxes/Corporation_Income_Tax/filing_information.htm");
const CA_T2_PENALTY = src("All About Tax", "Late T2: 5 % of the unpaid tax plus 1 % a month up to 12 months (10 % + 2 % a month for repeat failures after a demand)", "http://allabouttax.ca/what-is-the-penalty-if-i-file-my-corporate-income-tax-return-late/");
const CA_BALANCE = src("TurboTax Canada", "T2 return within 6 months; payment due within 2 or 3 months after the taxation year end", "https://turbotax.intuit.ca/tips/what-happens-if-you-file-your-corporate-income-tax-return-late-1355");
const CA_CBCA = src("Corporations Canada", "Policy on annual filings (CBCA): annual return within 60 days after the anniversary date; individuals with significant control filed with it since 22 January 2024", "http://www.ic.gc.ca/eic/site/cd-dgc.nsf/eng/cs02544.html");

const AU_ASIC = src("ASIC", "Annual statements and late fees: the annual review date is usually the registration anniversary; the fee is paid within two months of it", "http://www.asic.gov.au/asic/asic.nsf/byheadline/Annual+statements+and+late+fees");
const AU_FEE_2025 = src("Nanak Accountants", "ASIC annual review fees 2025–26: proprietary company about $329; late $98 within one month, $411 after", "https://nanakaccountants.com.au/?p=11185");

const CH_AGM = src("Lawbrary (Swiss Code of Obligations, as in force 2025)", "Art. 699(2) CO (and art. 805(2) for a GmbH): the ordinary general meeting is held within six months of the end of the financial year", "https://lawbrary.ch/law/art/OR-v2025.01-en-art-699");
const CH_ZUG_RETURN = src("Kanton Zug (copy of the iZug business tax page)", "Tax return for every business year: returned by 30 September of the following year; extension to 31 March online", "https://zgchtest.webcloud7.ch/izug/platform/english/business/tax/tax-return-1");

const PL_CIT = src("podatki.gov.pl (Ministry of Finance)", "Corporate income tax – tax filings: the CIT-8 and the tax due by the end of the third month of the year following the fiscal year", "https://www.podatki.gov.pl/en/corporate-income-tax/tax-filings/");
const PL_CLOSING = src("Koda Advisory", "Closing the 2023 financial year: CIT-8 by 2 April 2024 (31 March fell on Easter); financial statements approved by 30 June, submitted by 15 July", "https://koda-advisory.pl/blog/2024/03/07/tax-deadlines-for-closing-the-2023-financial-year/");

const BM_ES = src("Conyers (via JD Supra)", "Bermuda economic substance declaration: filed annually within six months of the last day of the financial year by entities with a relevant activity or claiming non-resident status", "https://www.jdsupra.com/legalnews/bermuda-economic-substance-declaration-2957703/");

const KY_ANNUAL = src("Solomon Harris", "Cayman Islands: economic substance notification, annual return and annual fees to the Registrar in January; not in good standing after 31 January; late penalties from 31 March", "http://www.solomonharris.com/knowledge/briefings/end-of-year-obligations-and-annual-fees-for-cayman-islands-entities/");
const KY_PENALTIES = src("Maples Group (via vLex)", "Cayman year-end obligations: ES return within 12 months of the year end, late US$6,098 plus US$610 a day; annual return penalty 33.33 % of the annual fee", "https://vlex.com/vid/cayman-islands-year-end-915689265");
const KY_ES = src("Citco", "Cayman Islands regulatory calendar 2024: economic substance returns to the DITC within 12 months of the year end", "https://citco.com/insights/cayman-islands-regulatory-calendar-2024");

const SE_ACCOUNTS = src("Bolagsverket", "Late filing penalties – limited companies: the annual report must reach Bolagsverket within seven months; SEK 5,000 from 7 months, SEK 5,000 from 9, SEK 10,000 from 11 (private company)", "https://bolagsverket.se/en/foretag/aktiebolag/arsredovisningforaktiebolag/forseningsavgifteraktiebolag.797.html");
const SE_AGM = src("FAR", "Aktiebolagslagen 7 kap. 10 §: the annual report is presented at the annual general meeting within six months of the end of the financial year", "https://www.faronline.se/dokument/e/etiku10/");

const PA_TASA = src("Código Fiscal de Panamá, art. 318-A (Wikisource)", "Tasa única anual B/.300 (fundaciones de interés privado B/.400 en los años subsiguientes); pagadera hasta el 15 de julio o el 15 de enero según la fecha de inscripción", "https://es.m.wikisource.org/wiki/C%C3%B3digo_Fiscal_de_Panam%C3%A1/Libro_II:_De_los_servicios_nacionales");
const PA_TASA_LATE = src("PASA CPA", "Ley 52 de 2016: mora de la tasa única, multa anual de B/.50, B/.300 al acumular dos períodos; tres períodos suspenden los derechos corporativos (multa B/.1.000)", "https://pasacpa.com/mantengase-al-dia-con-la-dgi-evite-multas-y-contratiempos/");

const AT_FIRMENBUCH = src("Lehner (citing §277 and §283 UGB)", "Jahresabschluss: Offenlegung beim Firmenbuch binnen neun Monaten nach dem Bilanzstichtag; Zwangsstrafen €700 bis €3.600 (Kleinstkapitalgesellschaften €350 bis €1.800) je Gesellschaft und Geschäftsführer", "https://www.lehner.org/news/3310");

const BE_NBB = src("National Bank of Belgium", "Annual accounts are filed with the Central Balance Sheet Office within 30 days of approval and no later than seven months after the end of the financial year", "https://www.nbb.be/en/term-approval-and-payment?language=en");
const BE_UBO = src("Loyens & Loeff", "Belgian UBO register: any change notified within one month; accuracy confirmed annually; fines up to €50,000", "https://www.loyensloeff.com/be/en/news/articles-and-newsflashes/ubo-register-deadline-for-registration-postponed-n11564/");

const HU_CIT = src("Hungarian Government (ekozigazgatas.mo.hu)", "Corporate tax: the annual return is due 31 May following the fiscal year; default penalty up to HUF 500,000", "https://ekozigazgatas.mo.hu/map/c2a7da87-a186-4132-8e95-664236dd00d5");
const HU_OTHER_YE = src("Orbitax", "Hungary: return and tax by 31 May; for another business year, the last day of the fifth month after it ends", "https://www.orbitax.com/taxhub/countrychapters/HU/Hungary/a278dbd6693a40549c61b6eb719ea42c/Calendar-of-Important-Complian-174");
const HU_REPORT = src("Forvis Mazars Hungary", "31 May: corporate income tax return and the deposit of the annual report; a deadline on a non-working day expires on the next working day", "https://forvismazars.com/hu/en/insights/newsletters/legal-newsletters/our-previous-legal-newsletters/legal-newsletters-2014/legal-news-2014-10-31-05-2014-important-date");

const LV_REPORT = src("TGS Baltic", "Latvia: the 2023 annual report is submitted to the State Revenue Service by 31 May 2024 for small companies and micro-enterprises, 31 July 2024 for medium-sized, large and group parent companies (art. 97(1) Law on Annual Statements)", "https://www.tgsbaltic.com/en/publications/submission-of-annual-reports-and-other-registration-obligations/");
const LV_REPORT_MONTHS = src("Mercator", "Latvia: the approved annual report is filed within one month of approval and no later than five months (micro and small) or seven months (medium and large) after the year end", "https://mercator.net/our-thinking/latest-news/latvia-change-of-applicable-due-dates-for-annual-obligations/");
const ME_PWC = src("PwC Worldwide Tax Summaries", "Montenegro – Corporate – Tax administration (reviewed 25 March 2025): the tax year is the calendar year; returns filed and CIT paid by the end of March of the following year", "https://taxsummaries.pwc.com/montenegro/corporate/tax-administration");
const GE_SARAS = src("Tax & Legal Advisory (Georgia tax calendar 2025)", "SARAS financial reporting for fiscal year 2024 by 1 October 2025; monthly profit tax returns by the 15th", "https://taxadvisory.ge/georgia-tax-calendar");
const GE_SARAS_FINE = src("Legal.ge", "Failure to submit annual financial statements to SARAS: fines of GEL 500 to 10,000 by enterprise category and public listing as non-compliant", "https://legal.ge/en/service/tax-law-en/tax-reporting-requirements-en");

// --- decision 261: the estimates decision 260 still listed ---------------------------------------
const AU_ATO_FEB = src("Australian Taxation Office", "Due dates by month – February: 28 February, lodgment and payment due date for self-preparing entities that were not due at an earlier date (31 October if the previous year's return was late)", "https://www.ato.gov.au/Business/Reports-and-returns/Due-dates-for-lodging-and-paying/Due-dates-by-month/February/");
const AU_ATO_DATES = src("ATO Tax Rates (guide to the ATO lodgment program)", "Company lodgment due dates: small companies generally by 28 February (lodgment and payment); a due date on a weekend or public holiday moves to the next business day", "https://atotaxrates.info/lodgement-dates/");
const AU_ATO_BUSINESS_DAY = src("Australian Taxation Office", "Key lodgment dates for businesses: a due date on a Saturday, Sunday or public holiday (one for the whole of any state or territory) moves to the first business day after, for every taxpayer", "http://www.ato.gov.au/Business/Bus/Key-lodgment-dates-for-businesses/");

const AT_KST = src("Unternehmensserviceportal (Austrian federal government)", "Körperschaftsteuererklärung: bis 30. April des Folgejahres, bei elektronischer Übermittlung über FinanzOnline bis 30. Juni des Folgejahres (§134 Abs. 1 BAO); mit steuerlicher Vertretung in der Regel länger", "https://www.usp.gv.at/steuern-finanzen/koerperschaftsteuer/koerperschaftsteuererklaerung.html");
const AT_BAO_134 = src("Rechtsinformationssystem des Bundes (RIS)", "Bundesabgabenordnung §134 (version in force 2009–2023): returns by the end of April, by the end of June when filed electronically", "https://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10003940&FassungVom=2012-12-20&Artikel=&Paragraf=134&Anlage=&Uebergangsrecht=");
const AT_WIEREG = src("Schindhelm (§§3, 5, 16 WiEReG)", "WiEReG: changes reported within four weeks of knowing of them; within four weeks after the annual review falls due, the changes found are reported or the data confirmed; coercive fines after a six-week notice", "https://at.schindhelm.com/news-jusful/scwp-schindhelm-covid-19-unit/meldungen-nach-dem-wirtschaftliche-eigentuemer-registergesetz-e168087");
const AT_WIEREG_CYCLE = src("Uniconsult", "Jährliche Meldepflicht (WiEReG, from 10 January 2020): 12 months + 4 weeks from the last report; companies owned only by natural persons stay exempt", "https://uniconsult.at/insights/print/jaehrliche-meldepflicht-als-neuerung-im-wirtschaftlichen-eigentuemer-registergesetz-wiereg");
const AT_WIEREG_FINE = src("ECA Schreiner Stiefler", "WiEReG: an intentional breach of the reporting duty is a financial offence with a fine up to €200,000; gross negligence up to €100,000", "https://www.eca-schreiner-stiefler.at/aktuelles/news-tipps/melde-dokumentations-und-kontrollpflichten-nach-dem-wiereg/");

const BE_BIZTAX = src("SPF Finances (FPS Finance)", "Biztax – deadline for filing the returns: 7 months from the balance-sheet date, counted from the first day of the following month, regardless of the general meeting; a deadline on a Saturday, Sunday or public holiday moves to the first working day after", "https://finance.belgium.be/en/E-services/biztax/deadline-filing-returns");
const BE_BIZTAX_2025 = src("ClearTax Belgium", "Corporate income tax return: the last day of the seventh month after the year end; year ends 31 December 2024 – 28 February 2025 exceptionally by 30 September 2025", "https://www.cleartax.com/be/corporate-income-tax-return-belgium");

const SE_INK2 = src("Årsredovisning Online", "Inkomstdeklaration 2 (filed digitally): year ends January–April by 1 December, May–June by 15 January, July–August by 1 April, September–December by 1 August of the following year; a last day on a holiday moves to the next weekday; the annual report within seven months, moved the same way", "https://www.arsredovisning-online.se/arsredovisning_inkomstdeklaration_datum");
const SE_INK2_SKV = src("Skatteverket", "Deklarera för ett aktiebolag (Inkomstdeklaration 2): the financial year decides the filing date (year ends January–April 2023: 1 December 2023)", "https://www.skatteverket.se/foretagochorganisationer/inkomstdeklaration/deklareraforettforetag.4.46ae6b26141980f1e2d1261.html");
const SE_INK2_LATE = src("Driva Eget", "Late income tax return of an aktiebolag: late-filing charge SEK 6,250, SEK 12,500 in total after 3 months", "https://driva-eget.se/nyheter/skatt/checklistan-viktiga-datum-att-ha-koll-pa/");

const PL_CRBR = src("Sobota Jachira (ustawa AML art. 61, 153)", "CRBR: the beneficial owners are reported within 7 days of the KRS entry or of a change in their data; a late or untrue report is fined up to PLN 1,000,000", "https://www.sobotajachira.pl/kary-za-brak-zgloszenia-do-centralnego-rejestru-beneficjentow-rzeczywistych");
const PL_CRBR_2021 = src("Lewczuk (amendment in force 31 October 2021)", "CRBR: reports and updates no later than 7 days; fine up to PLN 1,000,000 for a late report or untrue data", "https://lewczuk-jakimprawem.pl/zmiany-w-centralnym-rejestrze-beneficjentow-rzeczywistych/");

const CA_ISC = src("BLG (Canada Business Corporations Act, Bill C-42)", "From 22 January 2024 a private CBCA corporation files its individuals with significant control with Corporations Canada on incorporation, annually with the annual return and within 15 days of a change in the ISC register", "http://blg.com/fr/insights/2024/02/cbca-transparency-register-goes-public");
const CA_ISC_GOV = src("Corporations Canada", "Individuals with significant control – file your information (as of 22 January 2024)", "https://ised-isde.canada.ca/site/corporations-canada/en/individuals-significant-control-file-your-information");

const HK_BR = src("Statrys", "Hong Kong business registration renewal (Business Registration Ordinance, Cap. 310): every 1 or 3 years as shown on the certificate; HK$2,200 for a one-year certificate", "https://www.statrys.com/guides/hong-kong/annual-compliance/renew-business-registration");
const HK_BR_LATE = src("Company-secretary annual return calculator (Hong Kong)", "Business registration fee HK$2,200 for certificates from 1 April 2024 (HK$2,150 from 1 April 2023); HK$2,500 when paid a month or more after the start of the certificate", "https://xn--55qx5dh3uwylelp5s7b.com/companysecretary_annual-return-calculator");

const FR_RBE = src("Noé Compta", "Registre des bénéficiaires effectifs: filed with the greffe within 15 days of registration; any change updated within 30 days", "https://www.noecompta.fr/registre-des-beneficiaires-effectifs/");
const KY_BO = src("Kensington Trust", "Cayman Islands beneficial ownership register (from 1 July 2017): kept at the registered office through the corporate service provider; updated within one month of any change", "https://www.kensington-trust.com/cayman-islands-introduces-beneficial-ownership-register/");
const KY_BOTA = src("Conyers (via Mondaq)", "Beneficial Ownership Transparency Act 2023 and Regulations 2024: the corporate service provider keeps the register and uploads it to the General Registry", "https://www.mondaq.com/caymanislands/corporate-and-company-law/1551162/beneficial-ownership-register-requirements");
const CH_BO = src("Lawbrary (Swiss Code of Obligations, as in force 2025)", "Art. 697j CO: whoever reaches or exceeds 25 % of the share capital or votes of an unlisted company gives the company notice of the beneficial owner within one month; a change of name or address within three months", "https://lawbrary.ch/law/art/OR-v2025.01-en-art-697j");
const CH_BO_GMBH = src("Lawbrary (Swiss Code of Obligations)", "Art. 790a CO: the same notice for a GmbH's capital contributions, within one month", "https://lawbrary.ch/law/art/OR-v2024.01-en-art-790a");
const CH_BO_SANCTION = src("Lawbrary (Swiss Code of Obligations, as in force 2025)", "Art. 697m CO: membership rights are suspended while notice is not given; property rights lapse if it is not given within one month", "https://lawbrary.ch/law/art/OR-v2025.01-en-art-697m");
const DE_AO_108 = src("Steuerberater München (BFH III B 135/17)", "§108 Abs. 3 AO: a deadline on a Saturday, Sunday or statutory public holiday of the authority's Land ends on the next working day; New Year's Eve is not a holiday", "https://xn--steuerberater-mnchen-3ec.de/de/privatperson/steuertipps/2018/08/24/vorsicht-keine-fristverlangerung-fur-silvester");

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
    covers: ["financial-statements", "tax-return", "beneficial-ownership"],
    assumes: "The returns are filed without a tax adviser (31 July of the following year, moved to the next working day when it is a weekend or a public holiday kept in every Land (§108(3) AO; the tax authority's own dates show 2 September 2024, 2 June 2025); a holiday of one Land only is not known; with one the general extension runs to the end of February of the second year (for 2024: 30 April 2026) and is not used. 'Without delay' (unverzüglich) for the transparency register is shown as due on the day of the change. No registry fee is known for the filings.",
    rules: [
      { id: "DEU.publication", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts to the Unternehmensregister (§325 HGB)", "Yıllık hesapların Unternehmensregister'e verilmesi (§325 HGB)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, penalty: t("Fine proceedings by the Federal Office of Justice, up to €25,000", "Federal Adalet Dairesi para cezası süreci, 25.000 €'ya kadar"), source: DE_PUBLISH, penaltySource: DE_PUBLISH_FINE },
      // The tax year is the calendar year: a fiscal year ending in year Y is declared for Y, due 31 July of Y+1 (the 2020–2023 special dates are over).
      { id: "DEU.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Körperschaftsteuererklärung), without a tax adviser", "Kurumlar vergisi beyannamesi (Körperschaftsteuererklärung), vergi danışmanı olmadan"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 7, day: 31 }], workingDay: "next" }, fee: null, effective: { from: "2025-07-31" }, source: DE_TAX_RETURNS, seeAlso: [DE_TAX_PWC, DE_AO_108] },
      { id: "DEU.trade-tax-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Trade tax return (Gewerbesteuererklärung), without a tax adviser", "Ticari vergi beyannamesi (Gewerbesteuererklärung), vergi danışmanı olmadan"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 7, day: 31 }], workingDay: "next" }, fee: null, effective: { from: "2025-07-31" }, source: DE_TAX_RETURNS },
      { id: "DEU.transparency-change", kind: "beneficial-ownership", title: t("Beneficial-owner change: notify the transparency register without delay (§20 GwG)", "Gerçek faydalanıcı değişikliği: şeffaflık siciline gecikmeksizin bildirin (§20 GwG)"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 0 }, fee: null, source: DE_TRANSPARENCY },
    ],
  },
  SGP: {
    covers: ["annual-review", "agm", "tax-return", "beneficial-ownership"],
    assumes: "The ECI is shown for every company; it is not needed when the year's revenue is at most S$5 million and the ECI is nil. The Form C-S / C deadline is 30 November of the year of assessment (the year after the financial year ends).",
    rules: [
      { id: "SGP.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting", "Olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: SG_AGM },
      { id: "SGP.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return to ACRA", "ACRA'ya yıllık beyan"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7 }, fee: null, penalty: t("S$300, or S$600 if more than 3 months late", "300 SGD; 3 aydan fazla gecikmede 600 SGD"), source: SG_AR },
      { id: "SGP.eci", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Estimated Chargeable Income (ECI) to IRAS (waived if revenue ≤ S$5m and ECI nil)", "IRAS'a tahmini vergiye tabi gelir (ECI) (gelir ≤ 5 milyon SGD ve ECI sıfırsa gerekmez)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 3 }, fee: null, source: SG_IRAS, seeAlso: [SG_ECI_WAIVER] },
      { id: "SGP.form-cs", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Form C-S / C)", "Kurumlar vergisi beyannamesi (Form C-S / C)"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 11, day: 30 }] }, fee: null, effective: { from: "2021-11-30" }, source: SG_IRAS },
      { id: "SGP.rorc-change", kind: "beneficial-ownership", title: t("Controller change: update the register and ACRA's central register (2 business days)", "Kontrol eden kişi değişikliği: sicili ve ACRA merkezi sicilini güncelleyin (2 iş günü)"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 2, businessDays: true }, fee: null, penalty: t("Fine up to S$5,000 on conviction", "Mahkûmiyet hâlinde 5.000 SGD'ye kadar para cezası"), source: SG_RORC },
    ],
  },
  HKG: {
    covers: ["annual-review", "tax-return", "beneficial-ownership", "payments"],
    assumes: "The business registration certificate is a one-year one that starts on the incorporation day (one-stop registration), renewed on each anniversary. The profits tax return follows the IRD's block extension scheme (a tax representative files it): N code 2 May, D code 15 August, M code 15 November; without a representative it is due one month after the return is issued (early May). The first return, issued about 18 months after commencement, is treated like the others. ",
    rules: [
      { id: "HKG.nar1", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return (NAR1)", "Yıllık beyan (NAR1)"), frequency: "annual", due: { basis: "anniversary", days: 42 }, fee: { amount: 10500, currency: "HKD" }, penalty: t("Higher registration fee: HK$870 up to HK$3,480", "Daha yüksek tescil harcı: 870 HKD'den 3.480 HKD'ye"), source: HK_AR, penaltySource: HK_AR_LATE },
      {
        id: "HKG.profits-tax-return",
        structures: COMPANY_STRUCTURES,
        kind: "tax-return",
        title: t("Profits tax return (block extension through a tax representative)", "Kâr vergisi beyannamesi (vergi temsilcisi aracılığıyla toplu uzatma)"),
        frequency: "annual",
        due: {
          basis: "year_end_table",
          bands: [
            { to: "03-31", years: 0, month: 11, day: 15 },
            { to: "11-30", years: 1, month: 5, day: 2 },
            { to: "12-31", years: 1, month: 8, day: 15 },
          ],
        },
        fee: null,
        penalty: t("Estimated assessment; fine up to HK$10,000 plus up to three times the tax undercharged", "Re'sen tarhiyat; 10.000 HKD'ye kadar para cezası ve eksik verginin üç katına kadar"),
        source: HK_PTR,
        seeAlso: [HK_PTR_BLOCK],
        penaltySource: HK_PTR_LATE,
      },
      { id: "HKG.br-renewal", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Business registration renewal (one-year certificate, fee and levy)", "İşletme tescil yenilemesi (bir yıllık belge, harç ve katkı payı)"), frequency: "annual", due: { basis: "anniversary", days: 0 }, fee: { amount: 220000, currency: "HKD" }, fees: [{ from: "2024-04-01", amount: 220000, currency: "HKD", source: HK_BR_LATE }], penalty: t("HK$300 more when paid a month or more late", "Bir ay veya daha fazla gecikmede 300 HKD fazla"), source: HK_BR, penaltySource: HK_BR_LATE },
      { id: "HKG.scr-change", kind: "beneficial-ownership", title: t("Significant controller change: notice and register update (7 days)", "Önemli kontrol sahibi değişikliği: bildirim ve sicil güncellemesi (7 gün)"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 7 }, fee: null, source: HK_SCR },
    ],
  },
  PRT: {
    covers: ["tax-return", "financial-statements", "beneficial-ownership"],
    assumes: "The Modelo 22 is due on the last day of the 5th month after the year end whether or not it is a working day (art. 120 CIRC); one-off extensions by order (e.g. 30 June 2026 for 2025) are not modelled. The IES is due on the 15th of the 7th month (15 July for a calendar year). The RCBE annual confirmation is not needed when the year's IES or an update already confirmed the data.",
    rules: [
      { id: "PRT.modelo-22", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Modelo 22) and payment", "Kurumlar vergisi beyannamesi (Modelo 22) ve ödeme"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 5, day: 31 }, fee: null, source: PT_M22 },
      { id: "PRT.ies", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Simplified business information (IES) with the annual accounts", "Basitleştirilmiş işletme bilgisi (IES) ve yıllık hesaplar"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 7, day: 15 }, fee: null, source: PT_IES },
      { id: "PRT.rcbe-confirm", structures: COMPANY_STRUCTURES, kind: "beneficial-ownership", title: t("Beneficial owners: annual RCBE confirmation", "Gerçek faydalanıcılar: yıllık RCBE teyidi"), frequency: "annual", due: { basis: "fixed", month: 12, day: 31 }, fee: null, effective: { from: "2021-01-01" }, source: PT_RCBE },
      { id: "PRT.rcbe-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the RCBE (30 days)", "Gerçek faydalanıcı değişikliği: RCBE'yi güncelleyin (30 gün)"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 30 }, fee: null, penalty: t("Fine of €1,000 to €50,000", "1.000 € ile 50.000 € arası para cezası"), source: PT_RCBE, penaltySource: PT_RCBE_FINE },
    ],
  },
  ESP: {
    covers: ["tax-return", "financial-statements", "agm"],
    assumes: "The accounts are approved on the last day allowed (6 months) and deposited within the following month. A weekend or a national holiday moves a deadline; a holiday of one autonomous community does not (not stored). Beneficial ownership is declared with the accounts deposit and keeps the estimate for changes.",
    rules: [
      { id: "ESP.modelo-200", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Modelo 200)", "Kurumlar vergisi beyannamesi (Modelo 200)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6, days: 25, dateToDate: true, workingDay: "next" }, fee: null, source: ES_IS },
      { id: "ESP.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Ordinary general meeting approving the accounts", "Hesapları onaylayan olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: ES_ACCOUNTS },
      { id: "ESP.accounts-deposit", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts deposited at the Registro Mercantil", "Yıllık hesapların Registro Mercantil'e tevdii"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7, workingDay: "next" }, fee: null, penalty: t("Registry closed to new filings; fines of €1,200 to €60,000", "Sicil yeni tescillere kapanır; 1.200 € ile 60.000 € arası para cezası"), source: ES_ACCOUNTS, penaltySource: ES_ACCOUNTS_FINE },
    ],
  },
  FRA: {
    covers: ["tax-return", "financial-statements", "agm", "beneficial-ownership"],
    assumes: "The return is filed electronically (15 more days). Public holidays other than 1 May are not known to the calendar. The accounts are approved on the last day allowed (6 months) and filed electronically within 2 months. A beneficial-owner change is filed with the greffe within 30 days.",
    rules: [
      {
        id: "FRA.cit-return",
        structures: COMPANY_STRUCTURES,
        kind: "tax-return",
        title: t("Corporate income tax return (liasse fiscale, 2065-SD), filed online", "Kurumlar vergisi beyannamesi (liasse fiscale, 2065-SD), çevrim içi"),
        frequency: "annual",
        due: {
          basis: "year_end_table",
          bands: [
            { to: "11-30", months: 3, days: 15 },
            { to: "12-31", years: 1, month: 5, day: 1, businessDays: 2, days: 15 },
          ],
        },
        fee: null,
        source: FR_PWC,
        seeAlso: [FR_OTHER_YE],
      },
      { id: "FRA.rbe-change", kind: "beneficial-ownership", title: t("Beneficial-owner change: update the RBE at the greffe within 30 days", "Gerçek faydalanıcı değişikliği: 30 gün içinde sicilde (RBE) güncelleyin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 30 }, fee: null, source: FR_RBE },
      { id: "FRA.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting approving the accounts", "Hesapları onaylayan olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: FR_ACCOUNTS },
      { id: "FRA.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts filed at the commercial court registry (online)", "Yıllık hesapların ticaret mahkemesi siciline verilmesi (çevrim içi)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 8 }, fee: null, penalty: t("Court order to file under a daily penalty; criminal fine on prosecution", "Günlük zorlama cezasıyla tevdi emri; kovuşturmada adli para cezası"), source: FR_ACCOUNTS },
    ],
  },
  ITA: {
    covers: ["tax-return", "payments", "financial-statements", "agm"],
    assumes: "The accounts are approved within 120 days (a longer 180-day term allowed by the articles is not assumed) and filed within 30 days. The nine-month deadline of Legislative Decree 1/2024 is not used: the Revenue Agency page (updated 8 August 2024) gives the 10th month. A tax deadline on a weekend or holiday is not moved (the stored pages do not say so); the accounts deposit is (the Chamber of Commerce counts Saturday as a holiday).",
    rules: [
      { id: "ITA.redditi-sc", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Redditi SC) and IRAP return", "Kurumlar vergisi beyannamesi (Redditi SC) ve IRAP beyannamesi"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 10, day: 31 }, fee: null, effective: { from: "2024-10-31" }, source: IT_REDDITI },
      { id: "ITA.ires-balance", structures: COMPANY_STRUCTURES, kind: "payments", title: t("IRES/IRAP balance and first advance payment", "IRES/IRAP bakiye ve ilk peşin ödeme"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 6, day: 31 }, fee: null, source: IT_PWC },
      { id: "ITA.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Shareholders' meeting approving the accounts (120 days)", "Hesapları onaylayan ortaklar kurulu (120 gün)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 0, days: 120 }, fee: null, source: IT_APPROVAL },
      { id: "ITA.bilancio", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts filed with the Registro delle Imprese", "Yıllık hesapların Registro delle Imprese'ye verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 0, days: 150, workingDay: "next" }, fee: null, penalty: t("Administrative penalty per legal representative, higher after 60 days", "Her yasal temsilci için idari para cezası, 60 günden sonra daha yüksek"), source: IT_BILANCIO, penaltySource: IT_BILANCIO },
    ],
  },
  LUX: {
    covers: ["tax-return", "financial-statements", "agm", "beneficial-ownership"],
    assumes: "The regular RCS filing fee is not shown (not re-checked); only the late surcharges from 24 March 2025 are.",
    rules: [
      { id: "LUX.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income and municipal business tax returns", "Kurumlar vergisi ve belediye ticari vergi beyannameleri"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 12, day: 31 }] }, fee: null, effective: { from: "2023-12-31" }, source: LU_CIT },
      { id: "LUX.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Approval of the annual accounts", "Yıllık hesapların onayı"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: LU_AGM },
      { id: "LUX.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts filed with the RCS", "Yıllık hesapların RCS'ye verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7 }, fee: null, penalty: t("Late fee (from 24 March 2025): €50 in the 8th month, €200 in the 9th–11th, €500 from the 12th", "Gecikme harcı (24 Mart 2025'ten): 8. ayda 50 €, 9.–11. ayda 200 €, 12. aydan itibaren 500 €"), source: LU_AGM, penaltySource: LU_FEES },
      { id: "LUX.rbe-change", kind: "beneficial-ownership", title: t("Beneficial-owner change: declare to the RBE within one month", "Gerçek faydalanıcı değişikliği: bir ay içinde RBE'ye bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", months: 1, days: 0 }, fee: null, penalty: t("Late fee (from 24 March 2025): €50 in the 2nd month, €200 in the 3rd–4th, €500 from the 5th", "Gecikme harcı (24 Mart 2025'ten): 2. ayda 50 €, 3.–4. ayda 200 €, 5. aydan itibaren 500 €"), source: LU_FEES },
    ],
  },
  TUR: {
    covers: ["tax-return", "payments", "agm"],
    assumes: "Quarterly provisional tax returns are not generated. The ordinary general meeting window (3 months) is for joint-stock companies (A.Ş.) and is applied to every company form. A one-off extension (e.g. 6 May 2024) is not modelled.",
    rules: [
      { id: "TUR.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate tax return (Kurumlar Vergisi Beyannamesi)", "Kurumlar vergisi beyannamesi"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 4, day: 31 }, fee: null, source: TR_CIT, seeAlso: [TR_SPECIAL] },
      { id: "TUR.cit-payment", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporate tax payment", "Kurumlar vergisi ödemesi"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 4, day: 31 }, fee: null, source: TR_PAY },
      { id: "TUR.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Ordinary general meeting (TTK art. 409)", "Olağan genel kurul (TTK m. 409)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 3 }, fee: null, source: TR_AGM },
    ],
  },
  BGR: {
    covers: ["tax-return", "payments", "financial-statements"],
    assumes: "The tax year is the calendar year. Late-filing fines are not shown (the stored pages give amounts in leva from before the euro).",
    rules: [
      { id: "BGR.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Annual corporate tax return to the National Revenue Agency", "Ulusal Gelir Ajansı'na yıllık kurumlar vergisi beyannamesi"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 6, day: 30 }] }, fee: null, source: BG_CIT },
      { id: "BGR.cit-payment", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporate tax payment", "Kurumlar vergisi ödemesi"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 6, day: 30 }] }, fee: null, source: BG_LPG },
      { id: "BGR.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual financial statements disclosed in the Commercial Register", "Yıllık finansal tabloların Ticaret Siciline açıklanması"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 9, day: 30 }] }, fee: null, source: BG_CIT, seeAlso: [BG_LPG] },
    ],
  },
  CAN: {
    covers: ["tax-return", "payments", "annual-review", "beneficial-ownership"],
    assumes: "A federal (CBCA) corporation. The balance is shown 2 months after the year end (3 months for a Canadian-controlled private corporation that qualifies). Provincial returns and the Corporations Canada fee are not included (not sourced here). A T2 or balance date on a weekend or federal holiday moves to the next business day; provincial holidays are not known.",
    rules: [
      { id: "CAN.t2", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("T2 corporation income tax return", "T2 kurumlar gelir vergisi beyannamesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6, workingDay: "next" }, fee: null, penalty: t("5 % of the unpaid tax plus 1 % a month, up to 12 months", "Ödenmemiş verginin %5'i artı ayda %1, en çok 12 ay"), source: CA_T2, penaltySource: CA_T2_PENALTY },
      { id: "CAN.balance", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporate tax balance due (3 months for a qualifying CCPC)", "Kurumlar vergisi bakiyesi (nitelikli CCPC için 3 ay)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 2, workingDay: "next" }, fee: null, source: CA_BALANCE },
      { id: "CAN.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return to Corporations Canada", "Corporations Canada'ya yıllık beyan"), frequency: "annual", due: { basis: "anniversary", days: 60 }, fee: null, source: CA_CBCA },
      { id: "CAN.isc-change", kind: "beneficial-ownership", title: t("ISC change: file with Corporations Canada within 15 days", "Önemli kontrol sahibi değişikliği: 15 gün içinde Corporations Canada'ya bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 15 }, fee: null, effective: { from: "2024-01-22" }, source: CA_ISC, seeAlso: [CA_ISC_GOV] },
      { id: "CAN.isc-filing", structures: COMPANY_STRUCTURES, kind: "beneficial-ownership", title: t("Individuals with significant control: file with the annual return", "Önemli kontrol sahibi bireyler: yıllık beyanla bildirin"), frequency: "annual", due: { basis: "anniversary", days: 60 }, fee: null, effective: { from: "2024-01-22" }, source: CA_CBCA },
    ],
  },
  AUS: {
    covers: ["annual-review", "tax-return"],
    assumes: "The company lodges its own return (no tax agent), balances on 30 June, lodged its previous return on time and is not a large or medium new registrant: the ATO's date is then 28 February, lodgment and payment (a tax agent's program runs to 15 May or 31 March, a late lodger's to 31 October — not used). Another year end (a substituted accounting period) keeps the estimate. A due date on a weekend or a whole-state public holiday moves to the next business day. Australia has no public beneficial-ownership register.",
    rules: [
      { id: "AUS.company-tax-return", structures: COMPANY_STRUCTURES, yearEnds: ["06-30"], kind: "tax-return", title: t("Company tax return and payment (self-lodger, 30 June year end)", "Şirket vergi beyannamesi ve ödemesi (kendi beyan eden, 30 Haziran hesap dönemi sonu)"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 2, day: 28 }], workingDay: "next" }, fee: null, source: AU_ATO_FEB, seeAlso: [AU_ATO_DATES, AU_ATO_BUSINESS_DAY] },
      { id: "AUS.asic-annual-review", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("ASIC annual review fee (proprietary company) and solvency resolution", "ASIC yıllık inceleme ücreti (özel şirket) ve ödeme gücü kararı"), frequency: "annual", due: { basis: "anniversary", months: 2, days: 0 }, fee: { amount: 32900, currency: "AUD" }, fees: [{ from: "2025-07-01", amount: 32900, currency: "AUD", source: AU_FEE_2025 }], penalty: t("Late fee A$98 up to one month late, A$411 after", "Bir aya kadar gecikmede 98 AUD, sonrasında 411 AUD"), source: AU_ASIC, feeSource: AU_FEE_2025, penaltySource: AU_FEE_2025 },
    ],
  },
  CHE: {
    covers: ["agm", "tax-return", "beneficial-ownership"],
    assumes: "The canton is Zug (as the tax engine assumes); other cantons set other dates. The online extension to 31 March is not used. Switzerland has no central beneficial-ownership register in force here: the acquirer of 25 % notifies the company within one month (art. 697j / 790a CO) and the company records it in its own register.",
    rules: [
      { id: "CHE.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Ordinary general meeting (art. 699 / 805 CO)", "Olağan genel kurul (OR m. 699 / 805)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: CH_AGM },
      { id: "CHE.bo-notice", kind: "beneficial-ownership", title: t("Beneficial owner: the acquirer of 25 % notifies the company within one month; record it in the register", "Gerçek faydalanıcı: %25'i edinen kişi bir ay içinde şirkete bildirir; pay defterine kaydedin"), frequency: "event", event: "ownership_change", due: { basis: "event", months: 1, days: 0 }, fee: null, penalty: t("Membership rights suspended; dividend rights lapse if notice is not given within one month", "Üyelik hakları askıya alınır; bir ay içinde bildirilmezse kâr payı hakları düşer"), source: CH_BO, seeAlso: [CH_BO_GMBH], penaltySource: CH_BO_SANCTION },
      { id: "CHE.tax-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Cantonal and federal tax return (canton of Zug)", "Kanton ve federal vergi beyannamesi (Zug kantonu)"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 9, day: 30 }] }, fee: null, source: CH_ZUG_RETURN },
    ],
  },
  POL: {
    covers: ["tax-return", "payments", "financial-statements", "agm", "beneficial-ownership"],
    assumes: "A tax deadline on a Saturday, Sunday or statutory holiday moves to the next working day (Easter Monday moved the 2023 return to 2 April 2024). The accounts are approved on the last day allowed (6 months). The CRBR's 7 days are counted in calendar days and not moved (the stored pages do not say they are).",
    rules: [
      { id: "POL.cit-8", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (CIT-8)", "Kurumlar vergisi beyannamesi (CIT-8)"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 3, day: 31, workingDay: "next" }, fee: null, source: PL_CIT, seeAlso: [PL_CLOSING] },
      { id: "POL.cit-payment", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporate income tax balance", "Kurumlar vergisi bakiyesi"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 3, day: 31, workingDay: "next" }, fee: null, source: PL_CIT },
      { id: "POL.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Approval of the financial statements (shareholders' meeting)", "Finansal tabloların onayı (ortaklar kurulu)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: PL_CLOSING },
      { id: "POL.crbr-change", kind: "beneficial-ownership", title: t("Beneficial-owner change: report to the CRBR within 7 days", "Gerçek faydalanıcı değişikliği: 7 gün içinde CRBR'ye bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 7 }, fee: null, penalty: t("Fine up to PLN 1,000,000", "1.000.000 PLN'ye kadar para cezası"), source: PL_CRBR, seeAlso: [PL_CRBR_2021] },
      { id: "POL.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Financial statements submitted to the National Court Register (KRS)", "Finansal tabloların Ulusal Mahkeme Siciline (KRS) verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6, days: 15 }, fee: null, source: PL_CLOSING },
    ],
  },
  BMU: {
    covers: [],
    assumes: "The economic substance declaration is shown for every company; only entities with a relevant activity (or claiming non-resident status) must file it. The annual government fee and the beneficial-ownership window were not re-checked and stay on the estimate.",
    rules: [
      { id: "BMU.es-declaration", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Economic substance declaration (relevant activity or non-resident claim)", "Ekonomik öz beyanı (ilgili faaliyet veya yerleşik olmama iddiası)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: BM_ES },
    ],
  },
  CYM: {
    covers: ["annual-review", "beneficial-ownership"],
    assumes: "The annual fee depends on the authorised capital and is not shown. The economic substance return is only for relevant entities carrying on a relevant activity. The one-month window for a beneficial-ownership change is from the 2017 regime; the stored page on the 2023 Act (in force 2024) confirms the corporate service provider keeps and uploads the register but its window was not read.",
    rules: [
      { id: "CYM.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Economic substance notification, annual return and annual fee to the Registrar", "Ekonomik öz bildirimi, yıllık beyan ve yıllık harç (Sicil)"), frequency: "annual", due: { basis: "fixed", month: 1, day: 31 }, fee: null, penalty: t("Not in good standing from 1 February; penalty of 33.33 % of the annual fee from 31 March", "1 Şubat'tan itibaren iyi durumda sayılmaz; 31 Mart'tan itibaren yıllık harcın %33,33'ü ceza"), source: KY_ANNUAL, penaltySource: KY_PENALTIES },
      { id: "CYM.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the register through the corporate service provider (one month)", "Gerçek faydalanıcı değişikliği: kurumsal hizmet sağlayıcı aracılığıyla sicili güncelleyin (bir ay)"), frequency: "event", event: "ownership_change", due: { basis: "event", months: 1, days: 0 }, fee: null, source: KY_BO, seeAlso: [KY_BOTA] },
      { id: "CYM.es-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Economic substance return to the DITC (relevant entities)", "DITC'ye ekonomik öz beyannamesi (ilgili işletmeler)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, penalty: t("US$6,098, plus US$610 for each day it remains outstanding", "6.098 ABD doları, ayrıca gecikilen her gün için 610 ABD doları"), source: KY_ES, penaltySource: KY_PENALTIES },
    ],
  },
  SWE: {
    covers: ["financial-statements", "agm", "tax-return"],
    assumes: "The income tax return (INK2) is filed digitally in full (a month later than on paper). A last day on a Saturday, Sunday, public holiday, Midsummer, Christmas or New Year's Eve moves to the next weekday (lag 1930:173). Beneficial-owner changes keep the estimate (no window was found in the stored pages).",
    rules: [
      { id: "SWE.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting (årsstämma)", "Olağan genel kurul (årsstämma)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: SE_AGM },
      { id: "SWE.annual-report", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual report to Bolagsverket", "Bolagsverket'e yıllık rapor"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7, workingDay: "next" }, fee: null, penalty: t("SEK 5,000 after 7 months, another SEK 5,000 after 9, SEK 10,000 after 11; then liquidation risk", "7 aydan sonra 5.000 SEK, 9 aydan sonra 5.000 SEK daha, 11 aydan sonra 10.000 SEK; ardından tasfiye riski"), source: SE_ACCOUNTS, seeAlso: [SE_INK2] },
      {
        id: "SWE.ink2",
        structures: COMPANY_STRUCTURES,
        kind: "tax-return",
        title: t("Income tax return (Inkomstdeklaration 2), filed digitally", "Gelir vergisi beyannamesi (Inkomstdeklaration 2), dijital"),
        frequency: "annual",
        due: {
          basis: "year_end_table",
          bands: [
            { to: "04-30", years: 0, month: 12, day: 1 },
            { to: "06-30", years: 1, month: 1, day: 15 },
            { to: "08-31", years: 1, month: 4, day: 1 },
            { to: "12-31", years: 1, month: 8, day: 1 },
          ],
          workingDay: "next",
        },
        fee: null,
        penalty: t("Late-filing charge SEK 6,250; SEK 12,500 in total after 3 months", "Gecikme harcı 6.250 SEK; 3 aydan sonra toplam 12.500 SEK"),
        source: SE_INK2,
        seeAlso: [SE_INK2_SKV],
        penaltySource: SE_INK2_LATE,
      },
    ],
  },
  PAN: {
    covers: ["payments"],
    assumes: "Economic substance and the beneficial-owner system (Law 129 of 2020, kept by the resident agent) were not re-checked and keep the estimate; income tax applies only to Panamanian-source income and is not generated beyond the estimate.",
    rules: [
      { id: "PAN.tasa-unica", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Annual franchise tax (tasa única)", "Yıllık franchise vergisi (tasa única)"), frequency: "annual", due: { basis: "incorporation_half", firstHalf: { month: 7, day: 15 }, secondHalf: { month: 1, day: 15 } }, fee: usd(30000), penalty: t("B/.50 a year late, B/.300 after two periods; corporate rights suspended after three (B/.1,000)", "Gecikmede yılda 50 B/., iki dönemde 300 B/.; üç dönemde şirket hakları askıya alınır (1.000 B/.)"), source: PA_TASA, penaltySource: PA_TASA_LATE },
      { id: "PAN.tasa-unica-foundation", structures: ["private-foundation"], kind: "payments", title: t("Annual fee of a private interest foundation (tasa única)", "Özel menfaat vakfı yıllık harcı (tasa única)"), frequency: "annual", due: { basis: "incorporation_half", firstHalf: { month: 7, day: 15 }, secondHalf: { month: 1, day: 15 } }, fee: usd(40000), source: PA_TASA },
    ],
  },
  AUT: {
    covers: ["financial-statements", "tax-return", "beneficial-ownership"],
    assumes: "The corporate tax return is filed electronically through FinanzOnline (30 June of the following year) without a tax representative (whose quota system gives more time); the stored pages do not move it off a weekend. The WiEReG annual review is taken to fall due on the anniversary of incorporation (the first report is assumed on that day; in law it is the anniversary of the last report), and the confirmation or change report is due four weeks later; a company owned only by natural persons whose data the register takes from the Firmenbuch is exempt from it.",
    rules: [
      { id: "AUT.kst-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Körperschaftsteuererklärung) via FinanzOnline", "Kurumlar vergisi beyannamesi (Körperschaftsteuererklärung), FinanzOnline ile"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 6, day: 30 }] }, fee: null, source: AT_KST, seeAlso: [AT_BAO_134] },
      { id: "AUT.wiereg-annual", structures: COMPANY_STRUCTURES, kind: "beneficial-ownership", title: t("Beneficial owners: WiEReG annual confirmation or change report (4 weeks after the yearly review)", "Gerçek faydalanıcılar: WiEReG yıllık teyit veya değişiklik bildirimi (yıllık incelemeden 4 hafta sonra)"), frequency: "annual", due: { basis: "anniversary", days: 28 }, fee: null, effective: { from: "2020-01-10" }, penalty: t("Coercive fines; an intentional breach up to €200,000, gross negligence up to €100,000", "Zorlama cezaları; kasıtlı ihlalde 200.000 €'ya, ağır ihmalde 100.000 €'ya kadar"), source: AT_WIEREG, seeAlso: [AT_WIEREG_CYCLE], penaltySource: AT_WIEREG_FINE },
      { id: "AUT.wiereg-change", kind: "beneficial-ownership", title: t("Beneficial-owner change: report to the WiEReG register within four weeks", "Gerçek faydalanıcı değişikliği: dört hafta içinde WiEReG siciline bildirin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 28 }, fee: null, penalty: t("An intentional breach up to €200,000, gross negligence up to €100,000", "Kasıtlı ihlalde 200.000 €'ya, ağır ihmalde 100.000 €'ya kadar"), source: AT_WIEREG, penaltySource: AT_WIEREG_FINE },
      { id: "AUT.firmenbuch", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts filed with the Firmenbuch", "Yıllık hesapların Firmenbuch'a verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, penalty: t("Coercive fine €700 to €3,600 (micro companies €350 to €1,800) for the company and each managing director, repeated every two months", "Şirkete ve her müdüre €700–€3.600 (mikro şirketler €350–€1.800) zorlama cezası, iki ayda bir yinelenir"), source: AT_FIRMENBUCH },
    ],
  },
  BEL: {
    covers: ["financial-statements", "beneficial-ownership", "tax-return"],
    assumes: "The accounts are approved in time to file within seven months. The corporate tax return follows SPF Finances' general rule (the last day of the 7th month after the balance-sheet date, moved off weekends and public holidays); the one-off extensions the administration announces for some year ends (30 September 2025 for year ends 31 December 2024 – 28 February 2025) are not modelled. The annual UBO confirmation has no fixed day and is not generated.",
    rules: [
      { id: "BEL.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (Biztax)", "Kurumlar vergisi beyannamesi (Biztax)"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 7, day: 31, workingDay: "next" }, fee: null, source: BE_BIZTAX, seeAlso: [BE_BIZTAX_2025] },
      { id: "BEL.nbb-accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts filed with the National Bank (Central Balance Sheet Office)", "Yıllık hesapların Ulusal Banka'ya (Merkezi Bilanço Ofisi) verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7 }, fee: null, source: BE_NBB },
      { id: "BEL.ubo-change", kind: "beneficial-ownership", title: t("UBO change: update the UBO register within one month", "UBO değişikliği: bir ay içinde UBO sicilini güncelleyin"), frequency: "event", event: "ownership_change", due: { basis: "event", months: 1, days: 0 }, fee: null, penalty: t("Fine up to €50,000", "50.000 €'ya kadar para cezası"), source: BE_UBO },
    ],
  },
  HUN: {
    covers: ["tax-return", "payments", "financial-statements"],
    assumes: "A deadline on a weekend or a public holiday (Act I of 2012 §102) moves to the next working day; the Saturdays the yearly decree makes working days are not known.",
    rules: [
      { id: "HUN.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return (NAV)", "Kurumlar vergisi beyannamesi (NAV)"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 5, day: 31, workingDay: "next" }, fee: null, penalty: t("Default penalty up to HUF 500,000", "500.000 HUF'a kadar usulsüzlük cezası"), source: HU_CIT, seeAlso: [HU_OTHER_YE, HU_REPORT] },
      { id: "HUN.cit-payment", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporate income tax balance", "Kurumlar vergisi bakiyesi"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 5, day: 31, workingDay: "next" }, fee: null, source: HU_OTHER_YE },
      { id: "HUN.annual-report", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual report deposited and published", "Yıllık raporun tevdii ve yayımlanması"), frequency: "annual", due: { basis: "fiscal_year_end_day", months: 5, day: 31, workingDay: "next" }, fee: null, source: HU_REPORT },
    ],
  },
  LVA: {
    covers: ["financial-statements"],
    assumes: "The company is small or a micro-enterprise (5 months); a medium or large company has 7. Latvian corporate income tax is declared monthly on distributions and is not generated beyond the estimate; beneficial-owner changes keep the estimate.",
    rules: [
      { id: "LVA.annual-report", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual report to the State Revenue Service (small company)", "Devlet Gelir Servisi'ne yıllık rapor (küçük şirket)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 5 }, fee: null, source: LV_REPORT, seeAlso: [LV_REPORT_MONTHS] },
    ],
  },
  MNE: {
    covers: ["tax-return", "payments"],
    assumes: "The tax year is the calendar year. Deferred payment in six instalments (on request by 31 March) is not modelled.",
    rules: [
      { id: "MNE.cit-return", structures: COMPANY_STRUCTURES, kind: "tax-return", title: t("Corporate income tax return", "Kurumlar vergisi beyannamesi"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 3, day: 31 }] }, fee: null, source: ME_PWC },
      { id: "MNE.cit-payment", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Corporate income tax payment", "Kurumlar vergisi ödemesi"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 3, day: 31 }] }, fee: null, source: ME_PWC },
    ],
  },
  GEO: {
    covers: ["financial-statements"],
    assumes: "Profit tax is declared monthly (by the 15th) on distributed profits; monthly returns are not generated and the annual tax return stays on the estimate.",
    rules: [
      { id: "GEO.saras", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual financial statements to SARAS", "SARAS'a yıllık finansal tablolar"), frequency: "annual", due: { basis: "year_end_table", bands: [{ to: "12-31", years: 1, month: 10, day: 1 }] }, fee: null, penalty: t("GEL 500 to 10,000 by enterprise category; listed publicly as non-compliant", "İşletme kategorisine göre 500–10.000 GEL; uyumsuz olarak kamuya açık listelenir"), source: GE_SARAS, penaltySource: GE_SARAS_FINE },
    ],
  },
  VGB: {
    covers: ["payments"],
    rules: [
      { id: "VGB.licence-fee", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Annual government licence fee", "Yıllık devlet lisans ücreti"), frequency: "annual", due: { basis: "incorporation_half", firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } }, fee: null, source: VG_FEE },
    ],
  },
};
