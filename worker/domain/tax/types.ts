/**
 * Wire shapes of the tax engine v2 (issue 27, /work/wt/ENGINE-CONTRACT.md, docs/api.md#tax-reports).
 * Every field of engine v1 keeps its name; v2 adds the path of the money from company profit to the
 * owner: where the company is resident, what that state takes, what leaves as withholding, what the
 * owner's state takes, and any Pillar Two top-up.
 */
import type { NotePart } from "./relocation-notes";

/** A reference for a rule: the law or the authority's page (PwC only where no primary page is reachable). */
export interface RuleSource {
  publisher: string;
  title: string;
  url: string;
}

/** A source as cited in a report: `asOf` = the year the rule describes (the tax year for v2 parameters). */
export interface CitedSource extends RuleSource {
  asOf: number;
}

/** Which leg of the path a tax line belongs to. */
export type TaxSide = "company" | "withholding" | "owner" | "top-up";

export type BreakdownLabel =
  // v1 labels (still produced)
  | "corporate-tax"
  | "corporate-tax-band"
  | "distribution-tax"
  | "small-taxpayer-rate"
  | "participation-exemption"
  | "shareholder-refund"
  | "dividend-withholding"
  | "pillar-two-top-up"
  // v2 company side
  | "trade-tax"
  | "solidarity-surcharge"
  | "local-surcharge"
  | "qualifying-income-exemption"
  | "small-business-relief"
  | "ip-box"
  | "foreign-source-exemption"
  | "effectively-connected-income-tax"
  | "branch-profits-tax"
  | "foreign-tax-credit"
  // v2 owner side
  | "personal-dividend-tax"
  | "pass-through-income-tax"
  | "cfc-inclusion"
  | "net-investment-income-tax"
  | "defence-contribution"
  | "social-levy-on-dividends"
  | "high-income-contribution"
  | "corporate-owner-dividend-tax";

export interface BreakdownLine {
  label: BreakdownLabel;
  /** Which rule produced the line (a parameter id such as `cit:CYP` or an engine rule id), for translations. */
  ruleId: string;
  /** Whole USD; negative for a refund or a credit, 0 for an exemption that only narrows a base. */
  amount: number;
  /** What the rule says, in the source's terms (English). */
  rule: string;
  source: CitedSource;
  /** The amount the rate applies to (whole USD) and the rate in percent, when there is one. */
  basis?: number;
  rate?: number;
  /** v2: the leg of the path, and the ISO3 code of the state that collects the amount. */
  side: TaxSide;
  collectedBy: string;
}

export type OptionFlag =
  // v1
  | "residence-baseline"
  | "headline-rate-used"
  | "pillar-two-in-scope"
  | "pillar-two-qdmtt"
  | "pillar-two-iir-utpr"
  | "substance-cfc-risk"
  | "withholding-not-modelled"
  | "eu-annex-i"
  | "eu-annex-ii"
  // v2
  | "us-citizenship-taxation"
  | "headline-only"
  | "managed-at-home"
  | "cfc-applies"
  | "temporary-non-residence"
  | "treaty-rate"
  | "no-saving-while-you-stay"
  | "dual-residence"
  | "exit-tax"
  | "eu-directive"
  | "disregarded-entity"
  | "home-permanent-establishment"
  // issue 32: moving
  | "personal-regime"
  | "home-still-taxes"
  | "extended-limited-liability";

/** What must be true for an option's figures to hold. */
export type Requirement = "relocation" | "management-abroad" | "qualifying-income" | "substance" | "local-director" | "group-in-scope";

/** A filing the option brings (e.g. "Form 5472 with pro forma Form 1120"). */
export interface Obligation {
  name: string;
  due: string;
  penalty: string;
  source: { title: string; url: string };
}

export interface Range {
  min: number;
  max: number;
}

/** Whole USD, each ≥ 0; `company` is net of shareholder refunds. `exit` (issue 32) is the one-off exit tax when the owner moves: not part of `allInTax`. */
export interface Taxes {
  company: number;
  withholding: number;
  owner: number;
  topUp: number;
  exit: number;
}

/** A rule cited in a relocation block: its parameter id (for translations), text and source. */
export interface CitedRule {
  ruleId: string;
  text: string;
  source: CitedSource;
}

/** The exit tax the state left levies on the owner's holdings (issue 32), whole USD. */
export interface ExitTaxFinding extends CitedRule {
  /** ISO3 of the state left. */
  from: string;
  /** False when the law does not reach the holdings (below a threshold, none given, no rule computed). */
  applies: boolean;
  /** Unrealised gain on the holdings (value − cost basis, losses not offset). */
  gain: number;
  /** The whole tax triggered (= taxes.exit). */
  amount: number;
  /** SWE ten-year rule: what a sale within the period would cost (nothing is due on leaving), whole USD. */
  contingentAmount?: number;
  /** Why it applies or not, in a sentence (threshold, exclusion, citizenship). */
  note: string;
  /** What `note` was made of (codes and figures), to say it in Turkish (relocation-notes.ts); absent on older reports. */
  noteParts?: NotePart[];
  /** The residence history the law requires (assumed met). */
  priorResidence: string;
  /** Deferral or instalments beside the amount. */
  deferral: {
    kind: "instalments" | "deferred" | "on-request" | "election" | "none";
    /** Equal annual instalments (DEU: 7), and the first one, whole USD. */
    instalments?: number;
    perInstalment?: number;
    /** What is payable on leaving if the deferral is used, whole USD. */
    payableOnLeaving: number;
    text: string;
    /** The sentence about where the person moves that ends `text` (EU/EEA or not), as a note part. */
    where?: NotePart;
  } | null;
}

/** A liability that follows the person after leaving (DEU §2 AStG, UK temporary non-residence, ESP art. 8.2). */
export interface TrailingLiability extends CitedRule {
  /** True when the facts given bring the person within it. */
  applies: boolean;
  /** How many years it lasts. */
  years: number;
  /** Why it applies or not (DEU §2 AStG: the low-tax test and the economic interests), and its parts for Turkish. */
  note?: string;
  noteParts?: NotePart[];
}

/** What leaving the state of residence involves (issue 32). */
export interface LeavingFinding {
  from: string;
  to: string;
  /** What ends residence in the state left (e.g. UK statutory residence test). */
  residenceTest: CitedRule | null;
  trailing: TrailingLiability[];
}

/** The destination's personal regime applied to the owner (issue 32). */
export interface PersonalRegimeFinding extends CitedRule {
  /** ISO3 of the destination. */
  country: string;
  name: string;
  kind: "ordinary" | "foreign-exempt" | "lump-sum" | "remittance" | "expenditure";
  /** True when the figures use the regime; false when ordinary taxation is cheaper, unavailable or the regime is not computed. */
  applied: boolean;
  /** Why (elected because cheaper; not available to nationals; not computed; …). */
  note: string;
  /** What `note` was made of (codes and figures), to say it in Turkish. */
  noteParts?: NotePart[];
  /** Tax years the status lasts (null = while resident). */
  years: number | null;
  minimumDays: number | null;
  priorNonResidentYears: number | null;
  /** Whole USD. */
  minimumInvestment: number | null;
  /** The regime's own annual charge (lump sum or minimum tax) when applied, whole USD. */
  annualCharge: number;
  /** One-off fees for the status, whole USD (part of the first year). */
  oneOffCost: number;
  conditions: string[];
  keep: string[];
  /** Another status in the same country worth knowing (Malta's Global Residence Programme). */
  alternative?: CitedRule;
}

/** Why the company is resident where it is (the rule, and the treaty tie-breaker when two states claim it). */
export interface CompanyResidenceFinding {
  /** ISO3 of the state that taxes the company as resident after the tie-breaker. */
  country: string;
  /** `incorporation` | `management-at-home` | `management-abroad` … see residence.ts. */
  reason: "incorporation" | "management-at-home" | "management-abroad" | "disregarded";
  /** The other state that also claims the company by incorporation, if any. */
  alsoClaimedBy: string | null;
  /** How a treaty settles dual residence: `mli-map` (competent authorities), `poem` (place of effective management), `none` (no treaty). */
  tieBreaker: "mli-map" | "poem" | "none" | null;
  text: string;
  source: CitedSource;
}

export interface TaxOption {
  jurisdiction: string;
  structure: string;
  headlineRate: number;
  /** v1 name: equals `allInRate`. */
  effectiveRate: number;
  /** v1 name: equals `allInTax`. */
  annualTax: number;
  setupCost: Range;
  annualCost: Range;
  firstYearTotal: number;
  /** allInTax + midpoint of the annual running-cost range. */
  steadyStateTotal: number;
  savingVsBaseline: { amount: number; percent: number };
  flags: OptionFlag[];
  breakdown: BreakdownLine[];
  // v2
  companyResidence: string;
  residence: CompanyResidenceFinding;
  taxes: Taxes;
  allInTax: number;
  allInRate: number;
  netToOwner: number;
  requires: Requirement[];
  obligations: Obligation[];
  // issue 32: moving (null on the baseline and when the owner does not move)
  exitTax: ExitTaxFinding | null;
  personalRegime: PersonalRegimeFinding | null;
  leaving: LeavingFinding | null;
}

export type AssumptionCode =
  | "costs-midpoint"
  | "baseline-no-setup"
  | "personal-tax-not-included"
  | "withholding-non-resident-only"
  | "holding-income-qualifies"
  | "stays-resident"
  | "pillar-two-top-up"
  | "fx-rates"
  | "ip-regimes-not-modelled"
  // v2
  | "owner-dividend-only"
  | "retained-no-owner-tax"
  | "managed-at-home"
  | "management-abroad"
  | "relocation"
  | "treaty-tie-breaker"
  | "foreign-tax-credit"
  | "temporary-non-residence"
  | "exit-tax"
  | "us-citizenship"
  | "us-state-tax"
  | "trade-tax-multiplier"
  | "swiss-canton"
  | "local-surcharges"
  | "headline-only"
  | "cfc"
  | "corporate-owner"
  | "ip-box"
  | "free-zone"
  | "territorial"
  | "law-carried-forward"
  | "no-sbie"
  | "home-pe"
  // issue 32
  | "holdings-qualify"
  | "exit-tax-top-rate"
  | "personal-regime"
  | "regime-not-computed"
  | "managed-where-you-live"
  | "pe-where-you-live"
  | "remittance-not-remitted";

export interface Assumption {
  code: AssumptionCode;
  text: string;
}

export interface TaxReportResult<Input = unknown> {
  engineVersion: string;
  inputs: Input;
  baseline: TaxOption;
  options: TaxOption[];
  assumptions: Assumption[];
  sources: CitedSource[];
  disclaimer: string;
}
