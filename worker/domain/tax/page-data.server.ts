import { CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";
import { collatorFor, type ContentLocale } from "#worker/domain/locale";
import { CANDIDATES_BY_ACTIVITY } from "./candidates";
import { HEADLINE_RATES_2025 } from "./data/headline-rates.generated";
import { TAX_ACTIVITIES, type TaxInputBody } from "./input";
import { displayNames } from "#worker/domain/intl";

/** Country names in the UI language (Intl, computed on the server so hydration matches); the dataset's name otherwise. */
export function jurisdictionNames(codes: Iterable<string>, locale: ContentLocale): Record<string, string> {
  const display = displayNames(locale, { type: "region" });
  const out: Record<string, string> = {};
  for (const code of codes) {
    const row = HEADLINE_RATES_2025[code];
    let name: string | undefined;
    try {
      name = row?.iso2 ? display.of(row.iso2) : undefined;
    } catch {
      name = undefined;
    }
    out[code] = name && name !== row?.iso2 ? name : (row?.name ?? code);
  }
  return out;
}

type Option = { code: string; name: string };

/** Names sorted in the locale's order. */
function byName(names: Record<string, string>, locale: ContentLocale): Option[] {
  const collator = collatorFor(locale);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

// Both lists depend on the locale and the bundled data only: built once per isolate and locale
// (issue 28: nothing per request that can be done once), and never mutated by callers.
const residenceLists = new Map<ContentLocale, readonly Option[]>();
const candidateLists = new Map<ContentLocale, readonly Option[]>();

/** Every jurisdiction of the 2025 dataset, by name: the residence choices. */
export function residenceOptions(locale: ContentLocale): readonly Option[] {
  let list = residenceLists.get(locale);
  if (!list) residenceLists.set(locale, (list = byName(jurisdictionNames(Object.keys(HEADLINE_RATES_2025), locale), locale)));
  return list;
}

/** Candidate checkboxes: the places the engine has rules or catalogue structures for. */
export function candidateOptions(locale: ContentLocale): readonly Option[] {
  let list = candidateLists.get(locale);
  if (!list) {
    const codes = new Set<string>([...Object.values(CANDIDATES_BY_ACTIVITY).flat(), ...CATALOGUE_STRUCTURE_INDEX.flatMap((s) => s.typicalJurisdictions)]);
    candidateLists.set(locale, (list = byName(jurisdictionNames(codes, locale), locale)));
  }
  return list;
}

export function structureNames(locale: ContentLocale): Record<string, string> {
  return Object.fromEntries(CATALOGUE_STRUCTURE_INDEX.map((s) => [s.slug, s.name[locale]]));
}

const FIELDS = ["residence", "activity", "revenue", "profit", "employees", "distribute", "relocate", "groupRevenueEur", "taxYear", "owner", "citizenship", "managedFrom", "customers"] as const;

/**
 * Form fields (or the same names in a query string) → the engine's wire input. Blank numbers stay
 * undefined so zod reports "required"; yes/no radios become booleans.
 */
export function taxInputFromParams(params: URLSearchParams | FormData): TaxInputBody {
  const text = (k: string) => {
    const v = params.get(k);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const num = (k: string) => {
    const v = text(k);
    return v === undefined ? undefined : Number(v.replace(/[\s,_]/g, ""));
  };
  const bool = (k: string) => {
    const v = text(k);
    return v === "yes" ? true : v === "no" ? false : undefined;
  };
  const candidates = params.getAll("candidates").filter((c): c is string => typeof c === "string" && c !== "");
  return {
    residence: text("residence") as string,
    activity: text("activity") as TaxInputBody["activity"],
    revenue: num("revenue") as number,
    profit: num("profit") as number,
    employees: num("employees") as number,
    distribute: bool("distribute") as boolean,
    relocate: bool("relocate") as boolean,
    groupRevenueEur: num("groupRevenueEur") ?? 0,
    ...(candidates.length ? { candidates } : {}),
    // v2 fields: absent → the engine's defaults (docs/api.md#tax-reports).
    ...(num("taxYear") !== undefined ? { taxYear: num("taxYear") as TaxInputBody["taxYear"] } : {}),
    ...(text("owner") ? { owner: text("owner") as TaxInputBody["owner"] } : {}),
    ...(text("citizenship") ? { citizenship: text("citizenship") } : {}),
    ...(text("managedFrom") ? { managedFrom: text("managedFrom") as TaxInputBody["managedFrom"] } : {}),
    ...(text("customers") ? { customers: text("customers") as TaxInputBody["customers"] } : {}),
  };
}

/** The inverse, for the sign-in round trip: the form's values as a query string. */
export function paramsFromForm(form: FormData): string {
  const out = new URLSearchParams();
  for (const k of FIELDS) {
    const v = form.get(k);
    if (typeof v === "string" && v !== "") out.set(k, v);
  }
  for (const c of form.getAll("candidates")) if (typeof c === "string" && c) out.append("candidates", c);
  return out.toString();
}

export { TAX_ACTIVITIES };
