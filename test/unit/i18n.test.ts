import { describe, expect, it } from "vitest";
import en from "../../public/i18n/en.json";
import tr from "../../public/i18n/tr.json";

function keys(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string) {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
}

describe("translations", () => {
  it("en and tr have exactly the same keys", () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });

  it("every tr string keeps the placeholders of its en twin, and none is empty", () => {
    const lookup = (obj: unknown, path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(en)) {
      const e = lookup(en, key) as string;
      const t = lookup(tr, key) as string;
      expect(t.trim().length, key).toBeGreaterThan(0);
      expect(placeholders(t), key).toEqual(placeholders(e));
    }
  });
});
