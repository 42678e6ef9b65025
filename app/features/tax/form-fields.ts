import { TAX_YEARS, taxYearFor } from "#worker/domain/tax/input-limits";

export { TAX_YEARS };

/** The form's fields for engine v2's new inputs (docs/api.md#tax-reports), in form order; issue 32 adds the move. */
export const PATH_FIELDS = ["taxYear", "owner", "citizenship", "managedFrom", "customers", "relocateTo"] as const;

/** A holding's two fields, repeated once per row of the form (paired by position). */
export const HOLDING_FIELDS = ["holdingValue", "holdingCost"] as const;

/** Destinations with a modelled personal regime (issue 32), offered first in the "move to" select. */
export const REGIME_DESTINATIONS = ["ARE", "BGR", "CHE", "CYP", "GBR", "GRC", "HKG", "ITA", "MCO", "MLT", "PRT", "SGP"] as const;

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);

/** Candidates that name a structure (`ISO3:slug`), offered beside the plain jurisdictions. */
export const STRUCTURE_CANDIDATES = ["ARE:free-zone-company", "ARE:llc", "USA:llc", "USA:c-corporation"] as const;

/** The default tax year: the current calendar year within the years the engine knows. */
export const defaultTaxYear = (now: Date) => taxYearFor(now.getUTCFullYear());

/**
 * The new fields of a form or query string as wire input. Blank fields are left out, so the
 * engine applies its documented defaults (citizenship = residence, managedFrom from relocate and
 * owner, customers = mixed); a number that is not one stays a string for zod to reject.
 */
export function pathFieldsFromParams(params: URLSearchParams | FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of PATH_FIELDS) {
    const v = params.get(k);
    if (typeof v !== "string" || v.trim() === "") continue;
    const text = v.trim();
    out[k] = k === "taxYear" ? wholeNumber(text) : text;
  }
  const holdings = holdingRows(params)
    .filter(([value, cost]) => value !== "" || cost !== "")
    // A blank cost basis is 0; a blank value with a cost stays "" for zod to name that row's field.
    .map(([value, cost]) => ({ value: value === "" ? "" : wholeNumber(value), costBasis: cost === "" ? 0 : wholeNumber(cost) }));
  if (holdings.length) out.holdings = holdings;
  return out;
}

/** The form's holding rows as [value, cost basis] text pairs, in order (a row may be blank). */
export function holdingRows(params: URLSearchParams | FormData): [string, string][] {
  const text = (k: string) => params.getAll(k).map((v) => (typeof v === "string" ? v.trim() : ""));
  const values = text("holdingValue");
  const costs = text("holdingCost");
  return Array.from({ length: Math.max(values.length, costs.length) }, (_, i) => [values[i] ?? "", costs[i] ?? ""]);
}

/** The same fields back into a query string (the sign-in round trip keeps them). */
export function appendPathFields(query: string, form: FormData): string {
  const out = new URLSearchParams(query);
  for (const k of PATH_FIELDS) {
    const v = form.get(k);
    if (typeof v === "string" && v !== "") out.set(k, v);
  }
  for (const [value, cost] of holdingRows(form)) {
    if (value === "" && cost === "") continue;
    out.append("holdingValue", value);
    out.append("holdingCost", cost);
  }
  return out.toString();
}
