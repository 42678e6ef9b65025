import { CATALOGUE_STRUCTURE_INDEX } from "../catalogue-index.generated";
import type { DueRule, FilingKind } from "./calendar";

/**
 * Compliance obligations as data (issue 12, decision 080). Each rule says what is due, when
 * (relative to the fiscal-year end, the incorporation anniversary, a fixed day or an event), the
 * government fee in minor units, and where that comes from. A rule without `source` is a TaxAtlas
 * estimate and is shown as such. Researched on `asOf`; obligations and fees change — check them.
 *
 * Checked against sources: the Cyprus €350 annual levy of the spec sample was abolished from 2024
 * (Companies (Amendment) Law 2024), so no Cyprus levy rule exists; the €1,500 nominee-director fee
 * is a provider price, not a government fee, and stays an estimate.
 */

export interface RuleSource {
  publisher: string;
  title: string;
  url: string;
}

export interface LocalText {
  en: string;
  tr: string;
}

export interface ComplianceRule {
  id: string;
  /** ISO3, or "*" for TaxAtlas's generic estimates */
  jurisdiction: string;
  /** catalogue structure slugs the rule applies to; absent = every structure */
  structures?: readonly string[];
  kind: FilingKind;
  title: LocalText;
  frequency: "annual" | "event";
  due: DueRule;
  /** minor units */
  fee: { amount: number; currency: string } | null;
  source: RuleSource | null;
  /** where the fee comes from when that is not `source` */
  feeSource?: RuleSource;
  asOf: string;
  /** only for entities that use a nominee director */
  nomineeOnly?: boolean;
  event?: "ownership_change";
}

const AS_OF = "2026-11-23";

const COMPANY_STRUCTURES = [
  "llc",
  "private-limited-company",
  "holding-company",
  "international-business-company",
  "free-zone-company",
  "partnership",
  "branch",
  "protected-cell-company",
  "special-purpose-vehicle",
] as const;
const WEALTH_STRUCTURES = ["trust", "private-foundation"] as const;

const src = (publisher: string, title: string, url: string): RuleSource => ({ publisher, title, url });
const PWC_CY = src("PwC Worldwide Tax Summaries", "Cyprus – Corporate – Tax administration", "https://taxsummaries.pwc.com/cyprus/corporate/tax-administration");
const PWC_UK = src("PwC Worldwide Tax Summaries", "United Kingdom – Corporate – Tax administration", "https://taxsummaries.pwc.com/united-kingdom/corporate/tax-administration");
const GOVUK_ACCOUNTS = src("GOV.UK", "Accounts and tax returns for private limited companies", "https://www.gov.uk/prepare-file-annual-accounts-for-limited-company");
const GOVUK_CS = src("GOV.UK (Companies House)", "Confirmation statement: guidance", "https://www.gov.uk/guidance/confirmation-statement-guidance");
const CY_BO = src("Grant Thornton Cyprus", "Register of Beneficial Owners: implementation of the final solution", "http://www.grantthornton.com.cy/insights/news-alert/Implementation-of-final-solution-electronic-system-Register-Beneficial-Owners/");
const CY_HE32 = src("Uniwide", "Cyprus: penalties for late filing of corporate documents (annual return HE32 by 28 January)", "https://www.uniwide.com/latest-news/cyprus-introduced-penalties-for-late-filing-of-particular-corporate-documents/");
const CY_FEES = src("HMI Accountants", "Cyprus Registrar of Companies fees (annual report €20; annual levy abolished from 2024)", "https://hmiaccountants.com/page.php?id=271");
const CY_FS = src("Cyprus International Businesses Association", "Annual returns (HE32) are accompanied by the previous year's audited financial statements", "https://ciba-cy.org/annual-returns-for-the-year-2019-he32-courtesy-of-areti-charidemou-associates-llc");
const MT_AR = src("Malta Business Registry", "Annual returns", "https://mbr.mt/annual-returns/");
const MT_FS = src("Fenech & Fenech Advocates", "Malta Business Registry announcements: annual returns and financial statements", "https://fenechlaw.com/the-malta-business-registry-mbr-announcements/");
const HK_AR = src("Hong Kong Companies Registry", "Schedule of fees: registration of annual returns (Form NAR1)", "https://www.cr.gov.hk/en/forms/sdetails.htm");
const SG_AR = src("Singapore Secretary Services", "Filing annual returns in Singapore (Companies Act s.175, s.197)", "https://www.singaporesecretaryservices.com/filing-annual-returns-ar-in-singapore-a-step-by-step-guide");
const DE_LLC = src("Agents of Delaware", "Delaware LLC franchise tax ($300, due 1 June)", "https://www.agentsofdelaware.com/delaware-llc-franchise-tax/");
const DE_CORP = src("Cooley GO", "Delaware franchise tax (corporations: annual report due 1 March, minimum tax $175)", "https://www.cooleygo.com/glossary/delaware-franchise-tax/");
const VG_FEE = src("Harneys Fiduciary", "BVI business companies: annual government licence fee payment schedule", "https://resources.harneysfiduciary.com/acton/fs/blocks/showLandingPage/a/45966/p/p-013d/t/page/fm/0");

const t = (en: string, tr: string): LocalText => ({ en, tr });

/** Rules researched for a jurisdiction. Kinds listed in `covers` come only from here (no generic estimate). */
interface JurisdictionRules {
  covers: readonly FilingKind[];
  rules: Omit<ComplianceRule, "jurisdiction" | "asOf">[];
}

const SPECIFIC: Record<string, JurisdictionRules> = {
  CYP: {
    covers: ["annual-review", "payments", "tax-return", "financial-statements", "beneficial-ownership"],
    rules: [
      { id: "CYP.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return (HE32)", "Yıllık beyan (HE32)"), frequency: "annual", due: { basis: "fixed", month: 1, day: 28 }, fee: { amount: 2000, currency: "EUR" }, source: CY_HE32, feeSource: CY_FEES },
      { id: "CYP.financial-statements", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Audited financial statements (filed with the HE32)", "Denetlenmiş finansal tablolar (HE32 ile)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12, days: 28 }, fee: null, source: CY_FS },
      { id: "CYP.tax-return", kind: "tax-return", title: t("Corporate tax return (IR4)", "Kurumlar vergisi beyannamesi (IR4)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 15 }, fee: null, source: PWC_CY },
      { id: "CYP.provisional-tax-1", kind: "payments", title: t("Provisional tax – 1st instalment", "Geçici vergi – 1. taksit"), frequency: "annual", due: { basis: "fixed", month: 7, day: 31 }, fee: null, source: PWC_CY },
      { id: "CYP.provisional-tax-2", kind: "payments", title: t("Provisional tax – 2nd instalment", "Geçici vergi – 2. taksit"), frequency: "annual", due: { basis: "fixed", month: 12, day: 31 }, fee: null, source: PWC_CY },
      { id: "CYP.final-tax", kind: "payments", title: t("Final corporate tax payment (self-assessment)", "Kesin kurumlar vergisi ödemesi (beyan esası)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7, days: 1 }, fee: null, source: PWC_CY },
      { id: "CYP.bo-annual", kind: "beneficial-ownership", title: t("Beneficial owners: annual confirmation (December)", "Gerçek faydalanıcılar: yıllık teyit (Aralık)"), frequency: "annual", due: { basis: "fixed", month: 12, day: 31 }, fee: null, source: CY_BO },
      { id: "CYP.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the register", "Gerçek faydalanıcı değişikliği: sicili güncelleyin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 14 }, fee: null, source: CY_BO },
    ],
  },
  GBR: {
    covers: ["annual-review", "financial-statements", "tax-return", "payments"],
    rules: [
      { id: "GBR.confirmation-statement", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Confirmation statement (CS01)", "Teyit beyanı (CS01)"), frequency: "annual", due: { basis: "anniversary", days: 14 }, fee: null, source: GOVUK_CS },
      { id: "GBR.accounts", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Annual accounts to Companies House", "Companies House'a yıllık hesaplar"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, source: GOVUK_ACCOUNTS },
      { id: "GBR.ct600", kind: "tax-return", title: t("Company tax return (CT600)", "Kurumlar vergisi beyannamesi (CT600)"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, source: PWC_UK },
      { id: "GBR.ct-payment", kind: "payments", title: t("Corporation tax payment", "Kurumlar vergisi ödemesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9, days: 1 }, fee: null, source: GOVUK_ACCOUNTS },
    ],
  },
  MLT: {
    covers: ["annual-review", "financial-statements"],
    rules: [
      { id: "MLT.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return with registry fee (authorised capital ≤ €1,500, online)", "Yıllık beyan ve sicil harcı (kayıtlı sermaye ≤ 1.500 €, çevrim içi)"), frequency: "annual", due: { basis: "anniversary", days: 42 }, fee: { amount: 8500, currency: "EUR" }, source: MT_AR },
      { id: "MLT.financial-statements", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Financial statements to the Business Registry", "Finansal tabloların sicile verilmesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 10, days: 42 }, fee: null, source: MT_FS },
    ],
  },
  HKG: {
    covers: ["annual-review"],
    rules: [
      { id: "HKG.nar1", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return (NAR1)", "Yıllık beyan (NAR1)"), frequency: "annual", due: { basis: "anniversary", days: 42 }, fee: { amount: 10500, currency: "HKD" }, source: HK_AR },
    ],
  },
  SGP: {
    covers: ["annual-review", "agm"],
    rules: [
      { id: "SGP.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting", "Olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: SG_AR },
      { id: "SGP.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return to ACRA", "ACRA'ya yıllık beyan"), frequency: "annual", due: { basis: "fiscal_year_end", months: 7 }, fee: null, source: SG_AR },
    ],
  },
  USA: {
    // The catalogue's USA structures are assumed to be Delaware entities.
    covers: ["payments", "annual-review"],
    rules: [
      { id: "USA.de-llc-tax", structures: ["llc", "partnership"], kind: "payments", title: t("Delaware annual tax (LLC/partnership)", "Delaware yıllık vergisi (LLC/ortaklık)"), frequency: "annual", due: { basis: "fixed", month: 6, day: 1 }, fee: { amount: 30000, currency: "USD" }, source: DE_LLC },
      { id: "USA.de-annual-report", structures: COMPANY_STRUCTURES.filter((s) => s !== "llc" && s !== "partnership"), kind: "annual-review", title: t("Delaware annual report and franchise tax (minimum)", "Delaware yıllık rapor ve franchise vergisi (asgari)"), frequency: "annual", due: { basis: "fixed", month: 3, day: 1 }, fee: { amount: 17500, currency: "USD" }, source: DE_CORP },
    ],
  },
  VGB: {
    covers: ["payments"],
    rules: [
      { id: "VGB.licence-fee", structures: COMPANY_STRUCTURES, kind: "payments", title: t("Annual government licence fee", "Yıllık devlet lisans ücreti"), frequency: "annual", due: { basis: "incorporation_half", firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } }, fee: null, source: VG_FEE },
    ],
  },
};

/** TaxAtlas estimates used where no researched rule covers a kind (shown as "estimate"). */
const GENERIC: Omit<ComplianceRule, "jurisdiction" | "asOf">[] = [
  { id: "*.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return / annual review", "Yıllık beyan / yıllık gözden geçirme"), frequency: "annual", due: { basis: "anniversary", days: 30 }, fee: null, source: null },
  { id: "*.trust-review", structures: WEALTH_STRUCTURES, kind: "annual-review", title: t("Annual trustee / council review", "Yıllık yediemin / konsey incelemesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 3 }, fee: null, source: null },
  { id: "*.financial-statements", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Financial statements", "Finansal tablolar"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, source: null },
  { id: "*.tax-return", kind: "tax-return", title: t("Tax return", "Vergi beyannamesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, source: null },
  { id: "*.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting", "Olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: null },
  { id: "*.government-fee", kind: "payments", title: t("Annual government / registered agent fee", "Yıllık devlet / kayıtlı temsilci ücreti"), frequency: "annual", due: { basis: "anniversary", days: 0 }, fee: null, source: null },
  { id: "*.tax-certificate", kind: "tax-certificate", title: t("Tax residency certificate (renew for treaty claims)", "Vergi mukimlik belgesi (anlaşma talepleri için yenileyin)"), frequency: "annual", due: { basis: "fixed", month: 1, day: 31 }, fee: null, source: null },
  { id: "*.nominee-renewal", kind: "nominee-renewal", nomineeOnly: true, title: t("Nominee director service renewal", "Vekil yönetici hizmeti yenilemesi"), frequency: "annual", due: { basis: "anniversary", days: 0 }, fee: null, source: null },
  { id: "*.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the register", "Gerçek faydalanıcı değişikliği: sicili güncelleyin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 14 }, fee: null, source: null },
];

/** The spec's sample nominee fee, kept as an estimate in the currency of the EU jurisdictions that use nominees most. */
const NOMINEE_FEE_EUR = new Set(["CYP", "MLT", "IRL", "LUX", "NLD", "EST", "BGR", "LVA", "AUT", "ESP", "DEU", "POL"]);

/** Jurisdictions that have structures in the catalogue (db/seed/data/structures.ts). */
export const CATALOGUE_JURISDICTIONS: readonly string[] = [...new Set(CATALOGUE_STRUCTURE_INDEX.flatMap((s) => s.typicalJurisdictions))].sort();
export const CATALOGUE_STRUCTURES: readonly string[] = CATALOGUE_STRUCTURE_INDEX.map((s) => s.slug);

const applies = (rule: { structures?: readonly string[] }, structure: string) => !rule.structures || rule.structures.includes(structure);

/** Every rule for one jurisdiction + structure: researched ones first, generic estimates for the rest. */
export function rulesFor(jurisdiction: string, structure: string): ComplianceRule[] {
  const specific = SPECIFIC[jurisdiction];
  const covered = new Set(specific?.covers ?? []);
  const own = (specific?.rules ?? []).filter((r) => applies(r, structure)).map((r) => ({ ...r, jurisdiction, asOf: AS_OF }));
  const generic = GENERIC.filter((r) => applies(r, structure) && !covered.has(r.kind))
    // The event rule is needed even where the annual BO rule is researched.
    .concat(GENERIC.filter((r) => r.event && covered.has(r.kind) && !own.some((o) => o.event === r.event)))
    .map((r) => ({
      ...r,
      id: `${jurisdiction}.${r.id.slice(2)}`,
      jurisdiction,
      asOf: AS_OF,
      fee: r.kind === "nominee-renewal" ? { amount: 150000, currency: NOMINEE_FEE_EUR.has(jurisdiction) ? "EUR" : "USD" } : r.fee,
    }));
  return [...own, ...generic];
}

/** The rule behind a stored filing (ids are stable: "<ISO3>.<name>"). */
export function ruleById(id: string, structure: string): ComplianceRule | undefined {
  const jurisdiction = id.split(".")[0];
  return rulesFor(jurisdiction, structure).find((r) => r.id === id);
}

export const isEstimate = (rule: Pick<ComplianceRule, "source">) => rule.source === null;

/**
 * English → Turkish title of every rule: a stored filing keeps the English title (`title`), and
 * reminders written in SQL look the Turkish one up from here (decision 099).
 */
export const RULE_TITLES_TR: ReadonlyMap<string, string> = new Map([...Object.values(SPECIFIC).flatMap((j) => j.rules), ...GENERIC].map((r) => [r.title.en, r.title.tr]));
