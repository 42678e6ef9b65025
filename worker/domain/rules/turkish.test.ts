import { describe, expect, it } from "vitest";
import { isTurkishText, turkishOf, tx } from "#worker/domain/tax/params/turkish";
import { param, ref } from "#worker/domain/tax/params/types";
import { fingerprintOf } from "./notify.server";
import { allRules, ruleById } from "./registry";

/**
 * Issue 32 §3, decision 271: every parameter the explorer lists has its one-line text in Turkish
 * beside the English, and writing the Turkish changed nothing the engine reads or the rule-change
 * job fingerprints.
 */


/** Every string a value holds, at any depth. */
const strings = (v: unknown): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === "object" ? Object.values(v).flatMap(strings) : []);

describe("every rule in Turkish", () => {
  it("every parameter the explorer lists has Turkish beside its one-line text", () => {
    const missing = allRules()
      .filter((r) => turkishOf(r.text) === undefined)
      .map((r) => `${r.id}: ${r.text.slice(0, 60)}`);
    expect(missing).toEqual([]);
    expect(allRules().length).toBeGreaterThan(400);
  });

  it("the texts a breakdown line takes from a value (the levies on dividends) have Turkish too", () => {
    const levyTexts = allRules()
      .filter((r) => r.kind === "dividend")
      .flatMap((r) => r.values.flatMap((v) => ((v.value as { levies?: { text: string }[] }).levies ?? []).map((l) => l.text)));
    expect(levyTexts.length).toBeGreaterThanOrEqual(4);
    expect(levyTexts.filter((t) => turkishOf(t) === undefined)).toEqual([]);
  });

  it("reads the company-tax rules in Turkish terms (kurumlar vergisi, stopaj, iştirak kazancı, KYK, asgari tamamlayıcı vergi)", () => {
    const tr = (id: string) => turkishOf(ruleById(id)!.text);
    expect(tr("cit:CYP")).toBe("Kurumlar vergisi %12,5 (1 Ocak 2026'dan itibaren %15).");
    expect(tr("wht-ind:DEU")).toMatch(/dayanışma vergisi/);
    expect(tr("participation:NLD")).toMatch(/^İştirak kazancı istisnası/);
    expect(tr("cfc:TUR")).toMatch(/Kontrol edilen yabancı kurum/);
    expect(tr("qdmtt:CYP")).toMatch(/nitelikli yurt içi asgari tamamlayıcı vergi/);
    expect(tr("globe")).toMatch(/%15/);
    expect(tr("fx:EUR")).toBe("1 EUR = 1,0824 USD.");
  });
});

describe("adding Turkish changes no fingerprint", () => {
  it("tx gives back the English: a parameter written with Turkish beside it has the fingerprint of the one without", async () => {
    const R = ref("Test", "A rule", "https://example.test/");
    expect(tx("Test rule 271.", "Deneme kuralı 271.")).toBe("Test rule 271.");
    const plain = param("x:AAA", R, "Test rule 271.", [["2025-01-01", { text: "Test rule 271." }]]);
    const withTurkish = param("x:AAA", R, tx("Test rule 271.", "Deneme kuralı 271."), [["2025-01-01", { text: tx("Test rule 271.", "Deneme kuralı 271.") }]]);
    expect(await fingerprintOf(withTurkish.values)).toBe(await fingerprintOf(plain.values));
    expect(withTurkish).toEqual(plain);
  });

  it("no parameter's text or value holds a Turkish text (the engine, the API and the fingerprints read English only)", () => {
    const leaked = allRules().flatMap((r) => [r.text, ...r.values.flatMap((v) => strings(v.value))].filter(isTurkishText).map((s) => `${r.id}: ${s.slice(0, 60)}`));
    expect(leaked).toEqual([]);
  });

  it("the parameters whose values carry a translated text keep the fingerprint they had before the Turkish was written (main at 0f99d14)", async () => {
    // SHA-256 of the canonical values, as the daily rule-change job computes it; a change here is a
    // change of the law's values, which must come with a new dated value, not with a translation.
    expect(await fingerprintOf(ruleById("dividend:CYP")!.values)).toBe("6f3aeb3d7d935d4ffeb33d57b31f3968c60bbf41d5b85e5de430363b21dd03a3");
    expect(await fingerprintOf(ruleById("dividend:FRA")!.values)).toBe("bdc2943e70f9c9186b22262820acc265100cbdb12af1901ad851420b881c36a6");
    expect(await fingerprintOf(ruleById("cit:CYP")!.values)).toBe("43ece44e8e9c9f3b3940b2ee291b84f728ee043c014880398cb5a771b0daa655");
  });
});
