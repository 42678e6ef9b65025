import type { TaxActivity } from "#worker/domain/tax/input";
import type { Obligation } from "#worker/domain/tax/types";
import type { ExitTaxRule } from "./relocation";
import type { Band, Currency, Param, Ref } from "./types";

/** How a state taxes a resident company's profit. Amounts in `CountryRules.currency`. */
export type CompanyRegime =
  /** Progressive or flat bands on taxable profit. */
  | {
      kind: "bands";
      bands: Band[];
      /** Bands for a company whose revenue is at most `maxRevenue` (a micro or small company). */
      small?: { maxRevenue: number; bands: Band[] };
      /** A second, wider reduced tier, checked after `small` (Spain's empresa de reducida dimensión, revenue under EUR 10 million). */
      reduced?: { maxRevenue: number; bands: Band[] };
    }
  /** Tax only on distribution: `rate` percent of the gross distribution (EST, LVA, GEO). */
  | { kind: "distribution"; rate: number }
  /** No corporate income tax. */
  | { kind: "none" };

/** A tax computed on top of the corporate tax: on the tax itself (DEU solidarity surcharge) or on profit (DEU trade tax, LUX municipal business tax). */
export interface Surcharge {
  label: "solidarity-surcharge" | "trade-tax" | "local-surcharge";
  onTax?: number;
  onProfit?: number;
  /** True when the figure depends on a place the person did not give (a municipality, a canton): the report prints the assumption. */
  assumed?: string;
}

/** Personal tax on a dividend received by a resident individual (local currency). */
export interface PersonalDividendRules {
  /** Share of the dividend that is taxable (CHE partial taxation, TUR 50 % for domestic dividends). */
  inclusion: number;
  /** Allowance deducted before the bands (DEU Sparer-Pauschbetrag, GBR dividend allowance). */
  allowance: number;
  bands: Band[];
  /** A surcharge on the income tax (DEU solidarity surcharge), percent of the tax. */
  surchargeOnTax?: number;
  /** Flat levies on the whole dividend (FRA prélèvements sociaux) — taxes, not social insurance. */
  levies?: { label: "social-levy-on-dividends" | "defence-contribution"; rate: number; text: string; domiciledOnly?: boolean }[];
  /** A domestic dividend carries this share as inclusion instead (TUR: only dividends of resident companies are half-exempt). */
  domesticInclusion?: number;
  /** GBR: personal allowance withdrawn by 1 for every 2 of income above `taperFrom`. */
  personalAllowance?: { amount: number; taperFrom: number };
  /** A tax credit deducted from the tax (IRL personal credit). */
  credit?: number;
  /** Imputation: the company's tax on a domestic dividend is credited to the owner (AUS franking). */
  imputation?: boolean;
  /** Dividends are fully taxed at the company level; the person pays nothing more (EST, LVA). */
  exemptDomestic?: boolean;
  /** CAN: dividends out of income taxed at the general rate are eligible dividends, taxed at `rate`. */
  eligible?: { smallBusinessLimit: number; generalRate: number; rate: number };
  /** Foreign dividends (from a company resident elsewhere) are not taxed (territorial: PAN, HKG, SGP one-tier). */
  foreignExempt?: boolean;
}

export interface CfcRules {
  individuals: boolean;
  companies: boolean;
  /** The foreign company is low-taxed below this effective rate (percent). */
  lowTaxBelow: number;
  /** Activities whose income the rule treats as passive / tainted. `all` = every activity (US GILTI/NCTI). */
  activities: readonly TaxActivity[] | "all";
}

/** Everything the engine knows about one state. Sections are optional: a state without `company` is headline-only as a company location. */
export interface CountryRules {
  iso3: string;
  currency: Currency;
  eu: boolean;
  /** First day of the tax year when it is not 1 January (MM-DD: GBR 04-06, AUS 07-01). */
  yearStart?: string;
  /** Company residence: by incorporation, by (effective) management, or both. */
  residence: Param<{ incorporation: boolean; management: boolean }>;
  company?: {
    regime: Param<CompanyRegime>;
    surcharges?: Param<Surcharge[]>;
    /** Exempt share of dividends and gains on qualifying shareholdings (holding activity; a corporate owner's dividends). */
    participation?: Param<number>;
    /** Share of the company's tax refunded to the shareholder on distribution (Malta 6/7). */
    refund?: Param<number>;
    /** IP box: effective rate on qualifying IP income (percent). */
    ipBox?: Param<number>;
    /** Small business relief: no tax while revenue (local currency) is at most this. */
    smallBusinessRelief?: Param<number | null>;
    /** UAE qualifying free zone person. */
    freeZone?: Param<{ qualifying: readonly TaxActivity[]; deMinimisShare: number; deMinimisCap: number }>;
    /** Territorial: foreign-source profit is exempt (PAN). */
    territorial?: Param<boolean>;
    /** Corporate income tax for groups in Pillar Two scope (BMU CIT Act 2023), percent. */
    inScopeRate?: Param<number | null>;
    qdmtt: Param<boolean>;
    iir: Param<boolean>;
  };
  withholding?: {
    /** On dividends to a non-resident individual, percent (domestic law). */
    dividendIndividual: Param<number>;
    /** On dividends to a non-resident company holding ≥ 10 % (domestic law; EU parents under the directive separately). */
    dividendCompany: Param<number>;
    /** Domestic exemption for individuals resident in an EU state or a treaty partner (IRL TCA 1997 s.172D). */
    treatyResidentIndividualsExempt?: Param<boolean>;
    /** Final withholding on dividends to resident individuals (GEO 5 %): the owner's tax, collected at source. */
    domesticIndividual?: Param<number>;
    /** Parent-Subsidiary Directive implemented (EU members). */
    parentSubsidiary?: Param<boolean>;
  };
  owner?: {
    dividend: Param<PersonalDividendRules>;
    /** A company owner: exempt share of dividends from a ≥ 10 % subsidiary (KStG §8b: 95 %). */
    corporateDividendExempt: Param<number>;
    cfc: Param<CfcRules | null>;
    /** A person who leaves and returns within `years` is taxed on dividends taken meanwhile (GBR ITA 2007 s.812A). */
    temporaryNonResidence?: Param<{ years: number } | null>;
    /** Exit tax on shareholdings: a computed rule (params/relocation.ts), or a summary the engine flags without computing. */
    exitTax?: Param<ExitTaxRule | string | null>;
    /** A surtax on high income by bands of the taxable amount (FRA CEHR). */
    highIncome?: Param<Band[]>;
    /** Taxes its citizens wherever they live (USA). */
    citizenshipTaxation?: boolean;
  };
  /** Filings a company of this state brings (for owners abroad). */
  obligations?: Obligation[];
  /** Sources of rules the code applies without a number (e.g. residence tests); listed for the report. */
  refs?: Ref[];
}
