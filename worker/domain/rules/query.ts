import { z } from "zod";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** `?jurisdiction=CYP` (ISO3, any case, or INT for international rules) and `?q=` words to find. */
export const rulesQuerySchema = z.object({
  jurisdiction: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, "rules.invalidJurisdiction")
      .transform((s) => s.toUpperCase())
      .optional()
  ),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, "rules.queryTooLong").optional()),
});
export type RulesQuery = z.infer<typeof rulesQuerySchema>;
