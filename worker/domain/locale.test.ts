import { describe, expect, it } from "vitest";
import { editTwin, twin } from "./locale";

describe("twin (decision 099/103)", () => {
  it("answers the Turkish twin to a Turkish reader only when there is one", () => {
    expect(twin("tr", "Tax", "Vergi")).toBe("Vergi");
    expect(twin("en", "Tax", "Vergi")).toBe("Tax");
    expect(twin("tr", "My own words", null)).toBe("My own words");
    expect(twin("tr", null, undefined)).toBeNull();
    // an empty Turkish twin is still the product's text, not a missing one
    expect(twin("tr", "x", "")).toBe("");
  });
});

describe("editTwin", () => {
  it("keeps both when the English or the Turkish text comes back unchanged", () => {
    expect(editTwin("Tax", "Tax", "Vergi")).toEqual({ en: "Tax", tr: "Vergi" });
    expect(editTwin("Vergi", "Tax", "Vergi")).toEqual({ en: "Tax", tr: "Vergi" });
    expect(editTwin(null, null, null)).toEqual({ en: null, tr: null });
  });

  it("stores anything else as the new English text and drops the twin", () => {
    expect(editTwin("Taxes", "Tax", "Vergi")).toEqual({ en: "Taxes", tr: null });
    expect(editTwin(null, "Tax", "Vergi")).toEqual({ en: null, tr: null });
    expect(editTwin("vergi", "Tax", "Vergi")).toEqual({ en: "vergi", tr: null });
    // text without a twin is never mistaken for one
    expect(editTwin("Tax", "Tax", null)).toEqual({ en: "Tax", tr: null });
    expect(editTwin("New", null, null)).toEqual({ en: "New", tr: null });
  });
});
