import { beforeAll, describe, expect, it } from "vitest";
import { page, signInAs } from "#test/helpers";

// Decision 302: the icons a task row or an activity repeats are drawn once per page as SVG
// <symbol>s and shown by reference (<use>), with lucide's box and classes at the use-site.

let user: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
});

const html = async (path: string) => {
  const res = await page(path, { token: user });
  expect(res.status).toBe(200);
  return res.text();
};
const count = (text: string, needle: string) => text.split(needle).length - 1;
/** Every `<use href="#x">` of the page, with how often it appears. */
const uses = (text: string) => {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/<use href="#([^"]+)"/g)) out.set(m[1]!, (out.get(m[1]!) ?? 0) + 1);
  return out;
};
/** The `<li>`s carrying `attr`, each as its markup. */
const rows = (text: string, attr: string) => [...text.matchAll(new RegExp(`<li[^>]*${attr}="[^"]+"[^>]*>[\\s\\S]*?</li>`, "g"))].map((m) => m[0]);

describe("task rows", () => {
  it("draw each icon once and reference it from every row; priority arrows keep their label, in both languages", async () => {
    for (const [lng, high, low] of [
      ["en", "High", "Low"],
      ["tr", "Yüksek", "Düşük"],
    ] as const) {
      const text = await html(`/apps/tasks?lng=${lng}`);
      const list = rows(text, "data-task-id");
      expect(list.length).toBeGreaterThan(5);
      // a drag handle per row, through the sprite, and no row draws lucide's paths itself
      for (const row of list) {
        expect(row).toContain('<use href="#tasks-grip-vertical"></use>');
        expect(row).not.toMatch(/<path|<circle/);
      }
      const referenced = uses(text);
      expect(referenced.get("tasks-grip-vertical")).toBe(list.length);
      expect(referenced.get("tasks-calendar-days")).toBeGreaterThan(0);
      for (const id of referenced.keys()) if (id.startsWith("tasks-")) expect({ id, symbols: count(text, `<symbol id="${id}"`) }).toEqual({ id, symbols: 1 });
      expect(text).toMatch(new RegExp(`class="lucide lucide-arrow-up size-4 text-red-600" aria-label="${high}"><use href="#tasks-arrow-up"></use>`));
      expect(text).toMatch(new RegExp(`class="lucide lucide-arrow-down size-4 text-sky-600" aria-label="${low}"><use href="#tasks-arrow-down"></use>`));
    }
  });
});

describe("the activity feed", () => {
  it("draws each icon once, references one per entry, and says when each happened", async () => {
    const text = await html("/pages/activities");
    const entries = rows(text, "data-activity-id");
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatch(/<svg[^>]*class="lucide lucide-[a-z-]+ size-4 text-primary" aria-hidden="true"><use href="#activity-[a-z-]+"><\/use><\/svg>/);
      expect(entry).toMatch(/<time dateTime="[^"]+" title="[^"]+">[^<]*\bago<\/time>/);
    }
    const referenced = uses(text);
    expect([...referenced.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(entries.length);
    for (const id of referenced.keys()) if (id.startsWith("activity-")) expect({ id, symbols: count(text, `<symbol id="${id}"`) }).toEqual({ id, symbols: 1 });
  });

  it("reads the relative times in Turkish to a Turkish reader", async () => {
    const text = await html("/pages/activities?lng=tr");
    expect(text).toMatch(/<time dateTime="[^"]+" title="[^"]+">[^<]* önce<\/time>/);
  });
});
