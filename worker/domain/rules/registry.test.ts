import { describe, expect, it } from "vitest";
import * as PARAMS from "#worker/domain/tax/params";
import { param, ref } from "#worker/domain/tax/params/types";
import { changesOf, jurisdictionChanges, timeline } from "./changes";
import { formatRuleValue } from "./format";
import { RULE_UNITS } from "./names";
import { turkishOf } from "#worker/domain/tax/params/turkish";
import { allRules, buildRegistry, collectParams, findRules, INTERNATIONAL, jurisdictionsOf, PARAM_ROOTS, ruleById, ruleJurisdictions } from "./registry";

const rule = (id: string) => {
  const r = ruleById(id);
  if (!r) throw new Error(`${id} is not in the registry`);
  return r;
};
const R = ref("Test", "A test rule", "https://example.test/rule");

describe("the registry walks every export", () => {
  it("finds parameters at any depth (records, arrays, nested sections) and lists each id once", () => {
    const a = param("cit:AAA", R, "A.", [["2025-01-01", 10]]);
    const b = param("wht-ind:BBB", R, "B.", [["2025-01-01", 5]]);
    const found = collectParams([{ A: { company: { regime: a } }, list: [[{ deep: { deeper: b } }]], again: a, notAParam: { id: "x", values: "no" } }]);
    expect(found.map((p) => p.id).sort()).toEqual(["cit:AAA", "wht-ind:BBB"]);
  });

  it("refuses two different parameters with one id", () => {
    expect(() => collectParams([[param("cit:AAA", R, "A.", [["2025-01-01", 10]]), param("cit:AAA", R, "A.", [["2025-01-01", 11]])]])).toThrow(/cit:AAA/);
  });

  it("a parameter newly exported beside the index's (e.g. a relocation regime) is listed without touching the registry", () => {
    const added = param("nondom-regime:CYP", R, "17 years.", [["2025-01-01", { years: 17 }]]);
    const rules = buildRegistry([...PARAM_ROOTS, { RELOCATION: { CYP: [added] } }]);
    const found = rules.find((r) => r.id === "nondom-regime:CYP");
    expect(found).toMatchObject({ jurisdiction: "CYP", name: { en: "Nondom regime", tr: "Nondom regime" }, unit: "regime" });
    expect(rules.length).toBe(allRules().length + 1);
  });

  it("holds every parameter of every country the engine models, beside the US brackets, exchange rates and the GloBE rate", () => {
    const ids = new Set(allRules().map((r) => r.id));
    for (const [iso3, c] of Object.entries(PARAMS.COUNTRIES)) {
      expect(ids.has(c.residence.id), iso3).toBe(true);
      if (c.company) expect(ids.has(c.company.regime.id), iso3).toBe(true);
      if (c.owner) expect(ids.has(c.owner.dividend.id), iso3).toBe(true);
    }
    for (const id of ["ordinary:USA", "niit:USA", "bpt:USA", "fx:EUR", "fx:AED", "globe", "sbr:ARE", "exit:DEU"]) expect(ids.has(id), id).toBe(true);
    expect(ids.size).toBe(allRules().length);
  });

  it("gives every parameter a jurisdiction, an English and Turkish name, a unit and a reference", () => {
    for (const r of allRules()) {
      expect(r.jurisdiction, r.id).toMatch(/^[A-Z]{3}$/);
      expect(r.name.en.length, r.id).toBeGreaterThan(2);
      expect(r.name.tr.length, r.id).toBeGreaterThan(2);
      expect(RULE_UNITS).toContain(r.unit);
      expect(r.reference.url, r.id).toMatch(/^https:\/\//);
      expect(r.values.length).toBeGreaterThan(0);
    }
  });

  it("reads the jurisdiction from the id; exchange rates and model rules are international; a pair names both states", () => {
    expect(jurisdictionsOf("cit:CYP")).toEqual(["CYP"]);
    expect(jurisdictionsOf("treaty:DEU-ARE")).toEqual(["DEU", "ARE"]);
    expect(jurisdictionsOf("fx:EUR")).toEqual([INTERNATIONAL]);
    expect(jurisdictionsOf("globe")).toEqual([INTERNATIONAL]);
    expect(ruleJurisdictions()).toContain("CYP");
    expect(ruleJurisdictions()).toContain(INTERNATIONAL);
  });

  it("names and units by kind", () => {
    expect(rule("cit:CYP")).toMatchObject({ name: { en: "Corporate income tax", tr: "Kurumlar vergisi" }, unit: "bands", currency: "EUR" });
    expect(rule("cit:EST").unit).toBe("regime"); // tax on distribution
    expect(rule("qdmtt:CYP").unit).toBe("flag");
    expect(rule("wht-ind:USA").unit).toBe("percent");
    expect(rule("participation:CYP").unit).toBe("share");
    expect(rule("sbr:ARE")).toMatchObject({ unit: "currency", currency: "AED" });
    expect(rule("fx:EUR")).toMatchObject({ unit: "exchange-rate", jurisdiction: INTERNATIONAL, name: { en: "Exchange rate: USD per EUR" } });
  });

  it("a kind whose values change shape is read from the values (exit taxes as rules, not codes)", () => {
    const rules = buildRegistry([{ x: param("exit:FRA", R, "Exit tax.", [["2025-01-01", { rate: 30, deferral: true }]]) }]);
    expect(rules[0]).toMatchObject({ unit: "regime", name: { en: "Exit tax on shareholdings" } });
  });
});

describe("finding rules", () => {
  it("filters by state and by every word of the query, in English or Turkish", () => {
    const cyp = findRules({ jurisdiction: "CYP" });
    expect(cyp.length).toBeGreaterThan(5);
    expect(cyp.every((r) => r.jurisdictions.includes("CYP"))).toBe(true);
    expect(findRules({ jurisdiction: "CYP", q: "corporate income" }).map((r) => r.id)).toContain("cit:CYP");
    expect(findRules({ q: "kurumlar vergisi" }).map((r) => r.id)).toContain("cit:IRL");
    expect(findRules({ q: "cit:cyp" }).map((r) => r.id)).toEqual(["cit:CYP"]);
    expect(findRules({ q: "no such rule anywhere" })).toEqual([]);
    expect(findRules({ jurisdiction: "ZZZ" })).toEqual([]);
  });
});

describe("values as people read them", () => {
  it("formats rates, bands, amounts and a rule that ends", () => {
    const cit = rule("cit:CYP");
    expect(cit.values.map((v) => formatRuleValue(v.value, cit.unit, "en", cit.currency))).toEqual(["12.5%", "15%"]);
    expect(formatRuleValue(cit.values[1].value, cit.unit, "tr", cit.currency)).toBe("%15");
    const are = rule("cit:ARE");
    const plain = (s: string) => s.replace(/\u00a0/g, " ");
    expect(plain(formatRuleValue(are.values[0].value, are.unit, "en", are.currency))).toBe("0% up to AED 375,000; 9% above");
    const sbr = rule("sbr:ARE");
    expect(sbr.values.map((v) => plain(formatRuleValue(v.value, sbr.unit, "en", sbr.currency)))).toEqual(["AED 3,000,000", "Not in force"]);
    expect(formatRuleValue(true, "flag", "tr")).toBe("Evet");
  });
});

describe("rules in Turkish (issue 32)", () => {
  /** Every string a value holds, at any depth (a regime's conditions, an exit tax's deferral). */
  const strings = (v: unknown): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === "object" ? Object.values(v).flatMap(strings) : []);
  const MOVING = ["regime", "regime-grp", "exit", "trailing", "tnr", "residence-test", "eu-eea", "income-tax"];

  it("every text a moving rule carries — its one line, a regime's name, conditions and what keeps it, an exit tax's deferral — has Turkish beside it", () => {
    const missing = allRules()
      .filter((r) => MOVING.includes(r.kind))
      .flatMap((r) => [r.text, ...r.values.flatMap((v) => strings(v.value))].filter((s) => s.includes(" ") && turkishOf(s) === undefined).map((s) => `${r.id}: ${s.slice(0, 60)}`));
    // exit:AUT / POL / SWE are codes (not computed); their one-line texts are the only English left
    expect(missing.filter((m) => !/^exit:(AUT|POL|SWE): /.test(m))).toEqual([]);
  });

  it("reads a structured rule field by field in Turkish: days as days, years as years, amounts in the currency, the law's sentences in Turkish", () => {
    const plain = (s: string) => s.replace(/\u00a0/g, " ");
    const ita = rule("regime:ITA");
    const tr = plain(formatRuleValue(ita.values[2].value, ita.unit, "tr", ita.currency));
    expect(tr).toContain("statü: Yeni mukimler için sabit vergi (TUIR md. 24-bis)");
    expect(tr).toContain("türü: yıllık götürü tutar");
    expect(tr).toContain("yıllık götürü tutar: €300.000");
    expect(tr).toContain("bulunma günü: 183 gün");
    expect(tr).toContain("önceden mukim olmama süresi: 9 yıl");
    expect(tr).toContain("koşullar: Önceki 10 vergi yılının en az 9'unda İtalya'da mukim olmamak.");
    const en = plain(formatRuleValue(ita.values[2].value, ita.unit, "en", ita.currency));
    expect(en).toContain("days of presence: 183 days");
    expect(en).toContain("conditions: Not resident in Italy in at least 9 of the 10 previous tax years.");
    const de = rule("exit:DEU");
    expect(plain(formatRuleValue(de.values[0].value, de.unit, "tr", de.currency))).toMatch(/tarife: artan oranlı gelir vergisi formülü \(EStG §32a\).*erteleme: türü: taksitler; taksit: 7; nasıl: Başvuru üzerine/);
    const rt = rule("residence-test:GBR");
    expect(formatRuleValue(rt.values[0].value, rt.unit, "tr")).toMatch(/^Yasal mukimlik testi/);
  });

  it("leaves no field name of the engine (camelCase keys) in any Turkish value", () => {
    const raw = allRules().flatMap((r) => r.values.map((v) => [r.id, formatRuleValue(v.value, r.unit, "tr", r.currency)] as const)).filter(([, s]) => /\b[a-z]+[A-Z][a-zA-Z]*:/.test(s));
    expect(raw).toEqual([]);
  });

  it("finds a rule by the words of its Turkish text", () => {
    expect(findRules({ q: "götürü vergilendirme" }).map((r) => r.id)).toContain("regime:CHE");
  });
});

describe("what changes", () => {
  it("lists each dated value that differs from the one before it", () => {
    expect(changesOf(rule("cit:CYP"))).toMatchObject([{ id: "cit:CYP", date: "2026-01-01" }]);
    expect(changesOf(rule("wht-ind:CYP"))).toEqual([]);
    const cyp = jurisdictionChanges("CYP").map((c) => `${c.date} ${c.id}`);
    expect(cyp).toContain("2026-01-01 cit:CYP");
    expect(cyp).toEqual([...cyp].sort());
  });

  it("Cyprus 12.5 % → 15 % on 1 January 2026 (past on 27 Nov 2026); UAE small business relief ends with 2026 (upcoming)", () => {
    const cyp = timeline("CYP", "en", "2026-11-27").find((c) => c.id === "cit:CYP");
    expect(cyp).toMatchObject({ date: "2026-01-01", dateText: "1 January 2026", before: "12.5%", after: "15%", upcoming: false });
    const are = timeline("ARE", "tr", "2026-11-27").find((c) => c.id === "sbr:ARE");
    expect(are).toMatchObject({ date: "2027-01-01", dateText: "1 Ocak 2027", after: "Yürürlükte değil", upcoming: true });
    expect(are!.before).toMatch(/3\.000\.000/);
  });

  it("a state's timeline is formatted once per language; whether an entry is upcoming follows the day asked", () => {
    for (const locale of ["en", "tr"] as const) {
      const before = timeline("ARE", locale, "2026-11-27");
      const after = timeline("ARE", locale, "2027-06-01");
      expect(after.map(({ upcoming: _, ...e }) => e)).toEqual(before.map(({ upcoming: _, ...e }) => e));
      expect(before.find((c) => c.id === "sbr:ARE")!.upcoming).toBe(true);
      expect(after.find((c) => c.id === "sbr:ARE")!.upcoming).toBe(false);
      // each call has entries of its own: one caller's change is not another's
      expect(after[0]).not.toBe(before[0]);
    }
    expect(timeline("ARE", "tr", "2026-11-27").find((c) => c.id === "sbr:ARE")!.dateText).toBe("1 Ocak 2027");
    expect(timeline("ARE", "en", "2026-11-27").find((c) => c.id === "sbr:ARE")!.dateText).toBe("1 January 2027");
  });
});
