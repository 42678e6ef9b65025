import { describe, expect, it } from "vitest";
import { catalogueSubset, keysUsedBy } from "#app/i18n";
import { fixedT, i18nFor, trackingI18n } from "#app/i18next.server";

// decision 117: a render's view of the shared i18next instance notes the keys it translates, and
// remembers option-less translations; it must translate exactly as the shared instance does.
describe("the per-render i18next view", () => {
  it("translates as the shared instance does, remembered or not, with and without options", () => {
    for (const lng of ["en", "tr"] as const) {
      const shared = i18nFor(lng).getFixedT(lng);
      const t = trackingI18n(lng).getFixedT(lng);
      for (let i = 0; i < 2; i++) {
        expect(t("auth.signIn.title")).toBe(shared("auth.signIn.title"));
        expect(t("shell.skipToContent")).toBe(shared("shell.skipToContent"));
        expect(t("no.such.key")).toBe("no.such.key");
      }
      expect(t("shell.footer", { year: 2026, name: "TaxAtlas" })).toBe(shared("shell.footer", { year: 2026, name: "TaxAtlas" }));
      expect(t("shell.footer", { year: 2026, name: "TaxAtlas" })).toContain("2026");
      // Remembered per options: counts pick their plural, values their text.
      for (const count of [1, 2, 1, 5]) expect(t("public.jurisdictions.count", { count })).toBe(shared("public.jurisdictions.count", { count }));
      expect(t("shell.footer", { year: 2027, name: "X" })).toContain("2027");
      // Not plain values: never remembered, always i18next's own answer.
      expect(t("workspace.docs.intro.sections", { returnObjects: true })).toEqual(shared("workspace.docs.intro.sections", { returnObjects: true }));
    }
  });

  it("loaders' fixedT is one remembering t per language that answers as i18next does", () => {
    for (const lng of ["en", "tr"] as const) {
      const shared = i18nFor(lng).getFixedT(lng);
      const t = fixedT(lng);
      expect(fixedT(lng)).toBe(t);
      for (let i = 0; i < 2; i++) {
        expect(t("pages.jurisdiction.title")).toBe(shared("pages.jurisdiction.title"));
        for (const name of ["Cyprus", "Malta"]) expect(t("public.jurisdiction.metaDescription", { name, rate: "12.5%" })).toBe(shared("public.jurisdiction.metaDescription", { name, rate: "12.5%" }));
      }
      expect(t("public.jurisdiction.metaDescription", { name: "Malta", rate: "35%" })).toContain("Malta");
    }
    expect(fixedT("tr")("pages.jurisdiction.title")).not.toBe(fixedT("en")("pages.jurisdiction.title"));
  });

  it("notes the keys each render used, separately per render", () => {
    const a = trackingI18n("en");
    const b = trackingI18n("en");
    a.getFixedT("en")("auth.signIn.title");
    a.getFixedT("en", null, "shell")("skipToContent");
    a.t(["nav.home", "nav.fallback"]);
    b.getFixedT("en")("common:errors.notFound");
    expect(keysUsedBy(a)).toEqual(["auth.signIn.title", "nav.fallback", "nav.home", "shell.skipToContent"]);
    expect(keysUsedBy(b)).toEqual(["errors.notFound"]);
    expect(keysUsedBy(i18nFor("en"))).toBeUndefined();
  });

  it("inlining the noted keys gives the browser what those keys translate to", () => {
    const view = trackingI18n("tr");
    const t = view.getFixedT("tr");
    const shown = t("auth.signIn.title");
    const subset = catalogueSubset(view.getResourceBundle("tr", "common"), keysUsedBy(view)!) as { auth: { signIn: { title: string } } };
    expect(subset.auth.signIn.title).toBe(shown);
  });
});
