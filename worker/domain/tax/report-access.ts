import { ENGINE_VERSION, type TaxOption, type TaxReportResult } from "./engine";

/** How many options a preview shows. */
export const PREVIEW_OPTIONS = 3;

/**
 * The one gate between a preview and the full report (decision 045): a paid report, or any
 * report of a person with an active VIP membership. Nothing else decides what a preview hides.
 */
export function fullReportUnlocked({ status, vipActive }: { status: "preview" | "paid"; vipActive: boolean }): boolean {
  return status === "paid" || vipActive;
}

export type PreviewOption = Pick<TaxOption, "jurisdiction" | "structure" | "headlineRate" | "effectiveRate">;

export interface TaxReportView {
  id: string | null;
  createdAt: string | null;
  status: "preview" | "paid";
  full: boolean;
  /** How many options the full report ranks (the preview shows at most PREVIEW_OPTIONS). */
  optionCount: number;
  inputs: TaxReportResult["inputs"];
  baseline: TaxOption | PreviewOption;
  options: (TaxOption | PreviewOption)[];
  assumptions: TaxReportResult["assumptions"];
  sources: TaxReportResult["sources"];
  disclaimer: string;
  engineVersion: string;
  /** Computed by an older engine (`engineVersion` ≠ the current one): POST /tax/reports/:id/recompute refreshes it for free. */
  stale: boolean;
}

const previewOf = ({ jurisdiction, structure, headlineRate, effectiveRate }: TaxOption): PreviewOption => ({ jurisdiction, structure, headlineRate, effectiveRate });

/** The wire shape of a report: everything when unlocked, else the top options' rates only. */
export function reportView(
  report: { id: string | null; createdAt: Date | null; status: "preview" | "paid"; result: TaxReportResult },
  unlocked: boolean,
): TaxReportView {
  const { result } = report;
  return {
    id: report.id,
    createdAt: report.createdAt ? report.createdAt.toISOString() : null,
    status: report.status,
    full: unlocked,
    optionCount: result.options.length,
    inputs: result.inputs,
    baseline: unlocked ? result.baseline : previewOf(result.baseline),
    options: unlocked ? result.options : result.options.slice(0, PREVIEW_OPTIONS).map(previewOf),
    assumptions: result.assumptions,
    sources: result.sources,
    disclaimer: result.disclaimer,
    engineVersion: result.engineVersion,
    stale: isStale(result.engineVersion),
  };
}

export const isFullOption = (o: TaxOption | PreviewOption): o is TaxOption => "breakdown" in o;

/** A report computed by another engine version than the current one. */
export const isStale = (engineVersion: string | null | undefined) => engineVersion !== ENGINE_VERSION;
