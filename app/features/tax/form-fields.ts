import { TAX_YEARS, taxYearFor } from "../../../worker/domain/tax/input";

export { TAX_YEARS };

/** The form's fields for engine v2's new inputs (docs/api.md#tax-reports), in form order; issue 32 adds the move and one holding. */
export const PATH_FIELDS = ["taxYear", "owner", "citizenship", "managedFrom", "customers", "relocateTo", "holdingValue", "holdingCost"] as const;

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
    if (k === "holdingValue" || k === "holdingCost") continue;
    out[k] = k === "taxYear" ? wholeNumber(text) : text;
  }
  // One holding on the form (the API takes a list): its value, and its cost basis (blank = 0).
  const value = params.get("holdingValue");
  if (typeof value === "string" && value.trim() !== "") {
    const cost = params.get("holdingCost");
    out.holdings = [{ value: wholeNumber(value.trim()), costBasis: typeof cost === "string" && cost.trim() !== "" ? wholeNumber(cost.trim()) : 0 }];
  }
  return out;
}

/** The same fields back into a query string (the sign-in round trip keeps them). */
export function appendPathFields(query: string, form: FormData): string {
  const out = new URLSearchParams(query);
  for (const k of PATH_FIELDS) {
    const v = form.get(k);
    if (typeof v === "string" && v !== "") out.set(k, v);
  }
  return out.toString();
}
