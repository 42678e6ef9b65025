import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { TAILWIND_MERGE_CONFIG } from "./tailwind-merge-config.generated";

// tailwind-merge's own merger over its default configuration cut to the class groups our classes
// use (scripts/generate-tailwind-merge-config.ts): the same answers as `twMerge` for every class
// the CSS has, ≈ 4 KiB less on every page (docs/decisions/111).
const twMerge = createTailwindMerge(() => TAILWIND_MERGE_CONFIG);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
