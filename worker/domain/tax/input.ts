import { z } from "zod";
import { HEADLINE_RATES_2025 } from "./data/headline-rates.generated";

/** Activities the engine knows (wire names). */
export const TAX_ACTIVITIES = ["consulting", "software", "ecommerce", "trading", "holding", "ip-licensing", "crypto"] as const;
export type TaxActivity = (typeof TAX_ACTIVITIES)[number];

export const MAX_CANDIDATES = 8;
/** Pillar Two applies to groups with consolidated revenue of at least EUR 750 million (GloBE Art. 1.1). */
export const PILLAR_TWO_THRESHOLD_EUR = 750_000_000;
/** Whole USD; far above any real company, low enough that sums stay exact integers. */
const MAX_MONEY = 1_000_000_000_000;

/** Validation messages are translation keys (worker/domain/validation-messages.ts). */
const iso3 = z
  .string({ required_error: "taxReport.errRequired", invalid_type_error: "taxReport.errIso3" })
  .trim()
  .toUpperCase()
  .refine((v) => Object.hasOwn(HEADLINE_RATES_2025, v), "taxReport.errIso3");

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
    candidates: z
      .array(iso3, { invalid_type_error: "taxReport.errCandidates" })
      .max(MAX_CANDIDATES, "taxReport.errTooManyCandidates")
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.profit > v.revenue) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["profit"], message: "taxReport.errProfitAboveRevenue" });
    if (v.candidates && new Set(v.candidates).size !== v.candidates.length)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["candidates"], message: "taxReport.errDuplicateCandidates" });
  });

export type TaxInput = z.infer<typeof taxInputSchema>;
export type TaxInputBody = z.input<typeof taxInputSchema>;
