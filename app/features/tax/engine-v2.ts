import type { BreakdownLine, Obligation, TaxOption, TaxSide } from "#worker/domain/tax/types";
import type { PreviewOption } from "#worker/domain/tax/report-access";

export type { Obligation, TaxSide };

/**
 * The report page reads engine v2's options (worker/domain/tax/types.ts, docs/api.md). A report
 * stored by engine 2025.1 has none of v2's fields at run time although the stored JSON is typed
 * as today's result: `hasPath` tells the two apart, and such a report opens with a notice and the
 * free recomputation, its options rendered as before.
 */
export type V2Option = TaxOption;

/** A breakdown line as stored: v1 lines carry no side and no collector. */
export type PathLine = Omit<BreakdownLine, "side" | "collectedBy" | "label"> & { label: string; side?: TaxSide; collectedBy?: string };

/** True when the option carries the whole path of the money (engine v2), checked at run time. */
export const hasPath = <T extends TaxOption | PreviewOption>(o: T): o is T & TaxOption =>
  "breakdown" in o && typeof (o as Partial<TaxOption>).taxes === "object" && (o as Partial<TaxOption>).netToOwner !== undefined;

/** Every country a report names: residence, citizenship, the options, where their companies reside, who collects each line. */
export function countriesOf(inputs: { residence: string; citizenship?: string }, options: (TaxOption | PreviewOption)[]): Set<string> {
  const codes = new Set([inputs.residence]);
  if (inputs.citizenship) codes.add(inputs.citizenship);
  for (const o of options) {
    codes.add(o.jurisdiction);
    if (!hasPath(o)) continue;
    codes.add(o.companyResidence);
    if (o.residence?.alsoClaimedBy) codes.add(o.residence.alsoClaimedBy);
    for (const l of o.breakdown) if (l.collectedBy) codes.add(l.collectedBy);
  }
  return codes;
}
