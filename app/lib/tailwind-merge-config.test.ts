import { extendTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { KEPT_CLASS_GROUPS } from "./tailwind-merge-config.generated";
import { cn } from "./utils";

// Every word of the app's string literals (class names among them), as Tailwind's scanner reads them.
const sources = import.meta.glob(["/app/**/*.{ts,tsx}", "!/app/lib/tailwind-merge-config.generated.ts"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const words = [...new Set(Object.values(sources).flatMap((text) => [...text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].flatMap((m) => (m[1] ?? m[2] ?? m[3]).split(/\s+/))))].filter((w) => /^[!-~]{1,80}$/.test(w) && !w.includes("${"));
// The class names the full merger knows (it deduplicates a known class, keeps an unknown one twice).
const known = words.filter((w) => twMerge(`${w} ${w}`) === w);

describe("cn's cut-down tailwind-merge configuration", () => {
  it("knows the app's class names", () => {
    expect(words.length).toBeGreaterThan(1000);
    expect(known.length).toBeGreaterThan(300);
    expect(known).toEqual(expect.arrayContaining(["px-3", "hover:bg-accent", "text-sm", "size-9", "md:flex"]));
  });

  it("merges every pair of them exactly as twMerge does", () => {
    const differ: string[] = [];
    for (const a of words) if (cn(`${a} ${a}`) !== twMerge(`${a} ${a}`)) differ.push(a);
    for (const a of known) for (const b of known) if (cn(`${a} ${b}`) !== twMerge(`${a} ${b}`)) differ.push(`${a} ${b}`);
    expect(differ).toEqual([]);
  });

  it("would tell a class group it dropped", () => {
    // A merger without one of the kept groups answers differently for some pair of our classes: the
    // comparison above can fail.
    const dropped = KEPT_CLASS_GROUPS.find((g) => g === "p")!;
    const without = extendTailwindMerge({ override: { classGroups: { [dropped]: [] } } });
    expect(known.some((a) => known.some((b) => without(`${a} ${b}`) !== twMerge(`${a} ${b}`)))).toBe(true);
  });
});
