/**
 * Rules as code (in the manner of OpenFisca / PolicyEngine): every rate, threshold, band and
 * exemption is a parameter with dated values and a reference. The engine asks for the value in
 * force on the first day of the tax year (`at(param, year)`), so the same code computes 2025 and
 * 2026 law. A parameter that is not in these files is not used; the engine says what it assumed.
 */
import type { RuleSource } from "#worker/domain/tax/types";

export interface Ref extends RuleSource {
  /** When the page was read (YYYY-MM-DD). */
  retrieved: string;
}

export interface Param<T> {
  /** Stable id: `<kind>:<ISO3>` — doubles as the breakdown's `ruleId`. */
  id: string;
  /** Oldest first; each value holds from `from` (YYYY-MM-DD) until the next one. */
  values: { from: string; value: T }[];
  ref: Ref;
  /** One line a person can read: what the rule says. */
  text: string;
}

/** The value in force on `date` (YYYY-MM-DD; a tax year N means N-01-01). Throws when the parameter has no value yet. */
export function at<T>(p: Param<T>, date: string | number): T {
  const day = typeof date === "number" ? `${date}-01-01` : date;
  let found: T | undefined;
  let any = false;
  for (const v of p.values)
    if (v.from <= day) {
      found = v.value;
      any = true;
    }
  if (!any) throw new Error(`${p.id}: no value in force on ${day}`);
  return found as T;
}

/** Whether the parameter's latest value is older than the year asked for (the law is carried forward). */
export const carriedForward = (p: Param<unknown>, year: number): boolean => p.values.every((v) => v.from < `${year}-01-01`) && !p.values.some((v) => v.from.startsWith(String(year)));

export const param = <T>(id: string, ref: Ref, text: string, values: [string, T][]): Param<T> => ({
  id,
  ref,
  text,
  values: values.map(([from, value]) => ({ from, value })),
});

/** Progressive bands: `upTo` in the law's currency (null = no upper limit), rate in percent. */
export interface Band {
  upTo: number | null;
  rate: number;
}

export type Currency = "USD" | "EUR" | "GBP" | "SGD" | "HKD" | "AED" | "CHF" | "TRY" | "PLN" | "SEK" | "CAD" | "AUD" | "BGN" | "HUF" | "GEL";

export const PWC = (country: string, area: "corporate" | "individual", section: string, label: string, retrieved = "2026-11-27"): Ref => ({
  publisher: "PwC Worldwide Tax Summaries",
  title: `${label} – ${area === "corporate" ? "Corporate" : "Individual"} – ${section.replace(/-/g, " ")}`,
  url: `https://taxsummaries.pwc.com/${country}/${area}/${section}`,
  retrieved,
});

/** Tax on `amount` by progressive bands (amount and bands in the same currency). */
export function bandTax(amount: number, bands: readonly Band[]): number {
  let tax = 0;
  let lower = 0;
  for (const b of bands) {
    const upper = b.upTo ?? Infinity;
    if (amount > lower) tax += ((Math.min(amount, upper) - lower) * b.rate) / 100;
    if (amount <= upper) break;
    lower = upper;
  }
  return tax;
}

/** A parameter whose value has held since 2025-01-01 (the first tax year the engine computes). */
export const p1 = <T>(id: string, ref: Ref, text: string, value: T): Param<T> => param(id, ref, text, [["2025-01-01", value]]);

export const ref = (publisher: string, title: string, url: string, retrieved = "2026-11-27"): Ref => ({ publisher, title, url, retrieved });

export const NO = (iso3: string, what: "qdmtt" | "iir", r: Ref): Param<boolean> => p1(`${what}:${iso3}`, r, what === "qdmtt" ? "No qualified domestic minimum top-up tax in force." : "No income inclusion rule in force.", false);
