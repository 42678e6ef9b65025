import type { DueRule, FilingKind } from "./calendar";

export interface RuleSource {
  publisher: string;
  title: string;
  url: string;
  /** the day the page was read ("YYYY-MM-DD"); absent when it was not re-checked */
  retrieved?: string;
}

export interface LocalText {
  en: string;
  tr: string;
}

export interface Money {
  /** minor units */
  amount: number;
  currency: string;
}

/** A fee in force from `from` (a due date on or after it pays this amount). */
export interface DatedFee extends Money {
  from: string;
  source?: RuleSource;
}

export interface ComplianceRule {
  id: string;
  /** ISO3, or "*" for TaxAtlas's generic estimates */
  jurisdiction: string;
  /** structure slugs the rule applies to; absent = every structure */
  structures?: readonly string[];
  kind: FilingKind;
  title: LocalText;
  frequency: "annual" | "event";
  due: DueRule;
  /** the fee in force now (minor units); `fees` has its history */
  fee: Money | null;
  /** dated fee values; an occurrence pays the one in force on its due date */
  fees?: readonly DatedFee[];
  /** what a late filing costs, in words */
  penalty?: LocalText;
  source: RuleSource | null;
  /** where the fee comes from when that is not `source` */
  feeSource?: RuleSource;
  /** where the penalty comes from when that is not `source` */
  penaltySource?: RuleSource;
  /** further pages read for the rule (a second reading, another year end, the authority's own page) */
  seeAlso?: readonly RuleSource[];
  /** the rule binds only for due (or event) dates in this range */
  effective?: { from?: string; to?: string };
  /**
   * only for these fiscal-year ends ("MM-DD"; the ATO's dates are for 30 June balancers); another
   * year end falls back to the labelled estimate for the kind
   */
  yearEnds?: readonly string[];
  /** only for a company owned by a foreign person (true) */
  foreignOwned?: boolean;
  asOf: string;
  /** only for entities that use a nominee director */
  nomineeOnly?: boolean;
  event?: "ownership_change";
}
