import { describe, expect, it } from "vitest";
import { allFilings } from "#worker/domain/rules/filings";
import { allRules } from "#worker/domain/rules/registry";
import { tx } from "#worker/domain/tax/params/turkish";
import { RULES_PAGE_SIZE, rulesPage, whatChanges } from "./rules.server";

const labels = { international: "International", eu: "EU / EEA" };
const TODAY = "2026-11-27";
const ids = (page: ReturnType<typeof rulesPage>) => page.groups.flatMap((g) => [...g.rules.map((r) => r.id), ...g.filings.map((f) => f.id)]);

/** Decision 284: what the explorer lists, page by page, and what it makes once per isolate. */
describe("rulesPage", () => {
  it("pages a list across states by RULES_PAGE_SIZE, every rule once, in order", () => {
    const first = rulesPage({}, 1, "en", TODAY, labels);
    expect(first.total).toBe(allRules().length + allFilings().length);
    expect(first.pages).toBe(Math.ceil(first.total / RULES_PAGE_SIZE));
    const seen = Array.from({ length: first.pages }, (_, i) => ids(rulesPage({}, i + 1, "en", TODAY, labels))).flat();
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect(ids(first)).toHaveLength(RULES_PAGE_SIZE);
    // a page past the end shows the last page
    expect(rulesPage({}, 10_000, "en", TODAY, labels).page).toBe(first.pages);
  });

  it("shows a state's rules on one page, parameters then filings (Cyprus: 13 + 8)", () => {
    const cyprus = rulesPage({ jurisdiction: "CYP" }, 1, "en", TODAY, labels);
    expect(cyprus.pages).toBe(1);
    expect(cyprus.total).toBeGreaterThan(RULES_PAGE_SIZE);
    expect(ids(cyprus)).toHaveLength(cyprus.total);
    expect(cyprus.groups.map((g) => g.code)).toEqual(["CYP"]);
    expect(cyprus.groups[0].rules.map((r) => r.id)).toContain("cit:CYP");
    expect(cyprus.groups[0].filings.map((f) => f.id)).toContain("CYP.annual-return");
  });

  it("remembers a view per language and day: the same object on the next request, a new one the next day or in Turkish", () => {
    const cit = (lng: "en" | "tr", today: string) => rulesPage({ jurisdiction: "CYP" }, 1, lng, today, labels).groups[0].rules.find((r) => r.id === "cit:CYP")!;
    const a = cit("en", TODAY);
    expect(cit("en", TODAY)).toBe(a);
    expect(a.values.map((v) => [v.fromText, v.value, v.state])).toEqual([
      ["1 January 2025", "12.5%", "past"],
      ["1 January 2026", "15%", "current"],
    ]);
    expect(cit("tr", TODAY)).not.toBe(a);
    expect(cit("tr", TODAY).values.map((v) => v.fromText)).toContain("1 Ocak 2026");
    // the in-force badge follows the day
    expect(cit("en", "2025-06-01").values.map((v) => v.state)).toEqual(["current", "upcoming"]);
  });

  it("a Turkish view is kept only for the Turkish texts it was made with", () => {
    const cit = () => rulesPage({ jurisdiction: "CYP" }, 1, "tr", TODAY, labels).groups[0].rules.find((r) => r.id === "cit:CYP")!;
    const first = cit();
    expect(cit()).toBe(first);
    // The isolate reads more Turkish texts (as when the table arrives after a view was made): the
    // view is made again rather than served from before.
    tx(`test-only English ${crypto.randomUUID()}`, "yalnızca test için Türkçe");
    const again = cit();
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(cit()).toBe(again);
  });

  it("searches words as before (not remembered: the words are the reader's)", () => {
    const found = rulesPage({ q: "corporate income", jurisdiction: "CYP" }, 1, "en", TODAY, labels);
    expect(ids(found)).toContain("cit:CYP");
    expect(found.filingCount).toBe(0);
    expect(rulesPage({ q: "zzzz-no-such-rule" }, 1, "en", TODAY, labels).total).toBe(0);
  });

  it("orders the state filter by the language's names, International last", () => {
    const { jurisdictions } = rulesPage({}, 1, "tr", TODAY, labels);
    expect(jurisdictions.at(-1)?.code).toBe("INT");
    const names = jurisdictions.slice(0, -1).map((j) => j.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "tr")));
  });
});

/** A jurisdiction page's "What changes": enacted law that takes effect later is shown as upcoming. */
describe("whatChanges", () => {
  const upcoming = (iso3: string, id: string) => whatChanges(iso3, "en", TODAY).entries.filter((e) => e.id === id && e.upcoming).map((e) => [e.date, e.after]);

  it("lists Germany's enacted corporation-tax cuts, one point a year from 2028 to 10 % in 2032", () => {
    expect(upcoming("DEU", "cit:DEU")).toEqual([
      ["2028-01-01", expect.stringContaining("14")],
      ["2029-01-01", expect.stringContaining("13")],
      ["2030-01-01", expect.stringContaining("12")],
      ["2031-01-01", expect.stringContaining("11")],
      ["2032-01-01", expect.stringContaining("10")],
    ]);
  });

  it("lists Portugal's IRC at 18 % for 2027 and 17 % from 2028 (Law 64/2025)", () => {
    expect(upcoming("PRT", "cit:PRT").map(([date]) => date)).toEqual(["2027-01-01", "2028-01-01"]);
    expect(upcoming("PRT", "cit:PRT").map(([, after]) => after).join(" | ")).toMatch(/18.*\|.*17/);
  });
  it("shows Spain's two reduced tiers in one value: the micro-company bands and the reduced-size rate", () => {
    const next = whatChanges("ESP", "en", TODAY).entries.find((e) => e.id === "cit:ESP" && e.upcoming);
    expect(next?.date).toBe("2027-01-01");
    expect(next?.after).toMatch(/small companies: .*17.*20.*; reduced rate: .*22/);
    expect(whatChanges("ESP", "tr", TODAY).entries.find((e) => e.id === "cit:ESP" && e.upcoming)?.after).toMatch(/indirimli oran: .*22/);
  });
  it("lists Austria's 2026 income-tax brackets as the change of 1 January 2026", () => {
    const change = whatChanges("AUT", "en", TODAY).entries.find((e) => e.id === "income-tax:AUT" && e.date === "2026-01-01");
    expect(change?.upcoming).toBe(false);
    expect(change?.after).toMatch(/13,539/);
    expect(change?.before).toMatch(/13,308/);
  });
  it("shows only what changed in a personal regime: Portugal's IFICI list without Hong Kong from 2026, not the whole regime", () => {
    const change = whatChanges("PRT", "en", TODAY).entries.find((e) => e.id === "regime:PRT" && e.date === "2026-01-01");
    expect(change?.before).toMatch(/HKG/);
    expect(change?.after).toMatch(/ARE/);
    expect(change?.after).not.toMatch(/HKG/);
    // the fields that did not change (the regime's name, its years) are left out
    expect(change?.after).not.toMatch(/IFICI/);
  });
});
