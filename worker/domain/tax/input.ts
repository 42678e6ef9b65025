import { z } from "zod";
import { CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";
import { HEADLINE_RATES_2025 } from "./data/headline-rates.generated";

import { MAX_CANDIDATES, MAX_HOLDINGS, TAX_ACTIVITIES, type TaxYear } from "./input-limits";

export * from "./input-limits";

/** Structures the engine knows beyond the catalogue's (a US C-corporation is not a catalogue entry). */
export const ENGINE_STRUCTURES = ["c-corporation"] as const;
const STRUCTURE_SLUGS = new Set<string>([...CATALOGUE_STRUCTURE_INDEX.map((s) => s.slug), ...ENGINE_STRUCTURES]);

/** Whole USD; far above any real company, low enough that sums stay exact integers. */
const MAX_MONEY = 1_000_000_000_000;

/** Validation messages are translation keys (worker/domain/validation-messages.ts). */
const iso3 = z
  .string({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errIso3" })
  .trim()
  .toUpperCase()
  .refine((v) => Object.hasOwn(HEADLINE_RATES_2025, v), "taxReport.errIso3");

/** A candidate: `ISO3` (the activity's default structure there) or `ISO3:structure-slug` (`ARE:free-zone-company`, `USA:llc`). */
const candidate = z
  .string({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errIso3" })
  .trim()
  .transform((v) => {
    const [code, slug] = v.split(":");
    return slug === undefined ? code.toUpperCase() : `${code.toUpperCase()}:${slug.toLowerCase()}`;
  })
  .refine((v) => {
    const [code, slug] = v.split(":");
    return Object.hasOwn(HEADLINE_RATES_2025, code) && (slug === undefined || STRUCTURE_SLUGS.has(slug));
  }, "taxReport.errIso3");

const money = z
  .number({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errNumber" })
  .int("taxReport.errWholeNumber")
  .min(0, "taxReport.errNegative")
  .max(MAX_MONEY, "taxReport.errTooLarge");

/** The engine's input (docs/api.md#tax-reports): money in whole USD, group revenue in EUR. */
export const taxInputSchema = z
  .object({
    residence: iso3,
    activity: z.enum(TAX_ACTIVITIES, { errorMap: () => ({ message: "taxReport.errActivity" }) }),
    revenue: money,
    profit: money,
    employees: z
      .number({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errNumber" })
      .int("taxReport.errWholeNumber")
      .min(0, "taxReport.errNegative")
      .max(10_000_000, "taxReport.errTooLarge"),
    distribute: z.boolean({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errBoolean" }),
    relocate: z.boolean({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errBoolean" }),
    groupRevenueEur: money.default(0),
    taxYear: z.union([z.literal(2025), z.literal(2026)], { errorMap: () => ({ message: "taxReport.errTaxYear" }) }).optional(),
    owner: z.enum(["individual", "company"], { errorMap: () => ({ message: "taxReport.errOwner" }) }).default("individual"),
    citizenship: iso3.optional(),
    managedFrom: z.enum(["home", "abroad"], { errorMap: () => ({ message: "taxReport.errManagedFrom" }) }).optional(),
    customers: z.enum(["home", "abroad", "mixed"], { errorMap: () => ({ message: "taxReport.errCustomers" }) }).default("mixed"),
    /** Issue 32: the country the owner moves to (options compare "stay" with "move to X, company in Y"); implies relocate. */
    relocateTo: iso3.optional(),
    /** Issue 32: existing shareholdings an exit tax would reach, whole USD. */
    holdings: z
      .array(z.object({ value: money, costBasis: money }).strict(), { invalid_type_error: "taxReport.errHoldings" })
      .max(MAX_HOLDINGS, "taxReport.errTooManyHoldings")
      .default([]),
    candidates: z
      .array(candidate, { invalid_type_error: "taxReport.errCandidates" })
      .max(MAX_CANDIDATES, "taxReport.errTooManyCandidates")
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.profit > v.revenue) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["profit"], message: "taxReport.errProfitAboveRevenue" });
    if (v.relocateTo && v.relocateTo === v.residence) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["relocateTo"], message: "taxReport.errRelocateToHome" });
    if (v.relocateTo && v.owner === "company") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["relocateTo"], message: "taxReport.errRelocateCompanyOwner" });
    if (v.candidates && new Set(v.candidates).size !== v.candidates.length)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["candidates"], message: "taxReport.errDuplicateCandidates" });
  });

/** The input as parsed (optional fields still open). */
export type ParsedTaxInput = z.infer<typeof taxInputSchema>;
/** The input the engine computes with: every default resolved (stored as the report's `inputs`). */
export type TaxInput = Omit<ParsedTaxInput, "taxYear" | "citizenship" | "managedFrom"> & {
  taxYear: TaxYear;
  citizenship: string;
  managedFrom: "home" | "abroad";
};

/**
 * Defaults of the contract: citizenship = residence; managed from home for an individual who stays,
 * abroad when relocating or for a company owner. `relocateTo` implies `relocate` (issue 32); with it,
 * "home" means the new home (the owner runs the company from where they now live).
 */
export function resolveInput(parsed: ParsedTaxInput, defaults: { taxYear?: TaxYear } = {}): TaxInput {
  const relocate = parsed.relocate || parsed.relocateTo !== undefined;
  return {
    ...parsed,
    relocate,
    taxYear: parsed.taxYear ?? defaults.taxYear ?? 2026,
    citizenship: parsed.citizenship ?? parsed.residence,
    managedFrom: parsed.managedFrom ?? (parsed.owner === "company" || relocate ? "abroad" : "home"),
  };
}
export type TaxInputBody = z.input<typeof taxInputSchema>;
