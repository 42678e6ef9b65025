import { z } from "zod";
import { REQUEST_KINDS } from "#db/schema/marketplace";

/** Wire schemas of the marketplace API (docs/api.md#marketplace). Money: integer minor units (USD cents). */

const cents = z.number().int("Expected whole minor units (cents)").min(0).max(1_000_000_000);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date like 2027-03-01")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Expected a date like 2027-03-01");

const requestFields = z.object({
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().min(10).max(5000),
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Expected an ISO 3166 alpha-3 code"),
  structure: z.string().trim().min(1).max(100).nullable().optional(),
  reportId: z.string().trim().min(1).max(100).nullable().optional(),
  kind: z.enum(REQUEST_KINDS),
  budgetMin: cents,
  budgetMax: cents,
  deadline: isoDate.nullable().optional(),
});

const budgetOrdered = (v: { budgetMin?: number; budgetMax?: number }) => v.budgetMin === undefined || v.budgetMax === undefined || v.budgetMin <= v.budgetMax;
const budgetIssue = { message: "budgetMin must not exceed budgetMax", path: ["budgetMax"] };

export const requestInputSchema = requestFields.refine(budgetOrdered, budgetIssue);
export type RequestInput = z.infer<typeof requestInputSchema>;
export const requestPatchSchema = requestFields.partial().refine(budgetOrdered, budgetIssue);
export type RequestPatch = z.infer<typeof requestPatchSchema>;

export const requestsQuerySchema = z.object({
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  structure: z.string().trim().max(100).optional(),
  kind: z.enum(REQUEST_KINDS).optional().or(z.literal("").transform(() => undefined)),
  /** requests whose budget range reaches at least this much / starts at most this much */
  budgetMin: z.coerce.number().int().min(0).optional(),
  budgetMax: z.coerce.number().int().min(0).optional(),
  /** only the caller's own requests, in every status */
  mine: z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1").optional(),
});
export type RequestsQuery = z.infer<typeof requestsQuerySchema>;

export const MAX_MILESTONES = 12;
export const bidInputSchema = z
  .object({
    amount: cents.min(1),
    timelineDays: z.number().int().min(1).max(3650),
    message: z.string().trim().min(1).max(5000),
    serviceId: z.string().trim().min(1).max(100).nullable().optional(),
    milestones: z
      .array(z.object({ title: z.string().trim().min(1).max(160), amount: cents.min(1) }))
      .min(1)
      .max(MAX_MILESTONES),
  })
  .refine((b) => b.milestones.reduce((s, m) => s + m.amount, 0) === b.amount, { message: "Milestones must sum to the amount", path: ["milestones"] });
export type BidInput = z.infer<typeof bidInputSchema>;
