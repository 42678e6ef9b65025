import { z } from "zod";
import { LAYOUTS, SCHEMES, THEMES } from "./shell-settings";

// Apart from the pure rules in shell-settings.ts, which the root route ships to every browser:
// zod is ≈ 12 KiB of gzip that only the settings endpoints (server) need (issue 15, first-load JS).

/** The settings drawer's body: every field optional, so one choice can be saved alone. */
export const shellSettingsPatch = z
  .object({
    layout: z.enum(LAYOUTS).optional(),
    theme: z.enum(THEMES).optional(),
    scheme: z.enum(SCHEMES).optional(),
  })
  .strict()
  .refine((p) => p.layout !== undefined || p.theme !== undefined || p.scheme !== undefined, { message: "Choose a layout, theme or scheme." });
export type ShellSettingsPatch = z.infer<typeof shellSettingsPatch>;
