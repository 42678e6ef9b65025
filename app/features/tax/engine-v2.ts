import type { BreakdownLine, TaxOption } from "../../../worker/domain/tax/engine";
import type { PreviewOption } from "../../../worker/domain/tax/report-access";

/**
 * What the report page reads of engine v2 (docs/api.md, /work/wt/ENGINE-CONTRACT.md). Every field
 * is optional here because a report stored by engine 2025.1 has none of them: such a report opens
 * with a notice and a free recomputation, and its options render as before.
 */
export type TaxSide = "company" | "withholding" | "owner" | "top-up";
export const TAX_SIDES: readonly TaxSide[] = ["company", "withholding", "owner", "top-up"];

export type Requirement = "relocation" | "management-abroad" | "qualifying-income" | "substance" | "local-director" | "group-in-scope";

export interface Obligation {
  name: string;
  due: string;
  penalty: string;
  source: { title: string; url: string };
}

export interface PathLine extends Omit<BreakdownLine, "label"> {
  label: string;
  side?: TaxSide;
  /** ISO3 of the state that collects the line. */
  collectedBy?: string;
}

export interface PathTaxes {
  company: number;
  withholding: number;
  owner: number;
  topUp: number;
}

/** Why the company is resident where it is (engine v2's `residence`). */
export interface ResidenceFinding {
  country: string;
  reason: "incorporation" | "management-at-home" | "management-abroad" | "disregarded";
  alsoClaimedBy: string | null;
  tieBreaker: "mli-map" | "poem" | "none" | null;
  text: string;
  source: { publisher: string; title: string; url: string; asOf: number };
}

/** An option as engine v2 sends it (a superset of engine 2025.1's option). */
export interface PathOption extends Omit<TaxOption, "breakdown" | "flags"> {
  flags: string[];
  breakdown: PathLine[];
  companyResidence?: string;
  residence?: ResidenceFinding;
  taxes?: PathTaxes;
  allInTax?: number;
  allInRate?: number;
  netToOwner?: number;
  requires?: string[];
  obligations?: Obligation[];
}

export type V2Option = PathOption & Required<Pick<PathOption, "companyResidence" | "taxes" | "allInTax" | "allInRate" | "netToOwner">>;

/** True when the option carries the whole path of the money (engine v2). */
export const hasPath = <T extends PathOption | PreviewOption | TaxOption>(o: T): o is T & V2Option =>
  "breakdown" in o && "taxes" in o && typeof (o as PathOption).taxes === "object" && (o as PathOption).netToOwner !== undefined;

/** Every country a report names: residence, citizenship, the options, where their companies reside, who collects each line. */
export function countriesOf(inputs: { residence: string; citizenship?: string }, options: (PathOption | PreviewOption | TaxOption)[]): Set<string> {
  const codes = new Set([inputs.residence]);
  if (inputs.citizenship) codes.add(inputs.citizenship);
  for (const o of options) {
    codes.add(o.jurisdiction);
    if (!hasPath(o)) continue;
    codes.add(o.companyResidence);
    for (const l of o.breakdown) if (l.collectedBy) codes.add(l.collectedBy);
  }
  return codes;
}
