import { describe, expect, it } from "vitest";
import {
  DEFAULT_SHELL_SETTINGS,
  htmlAppearance,
  LAYOUT_VARIANTS,
  LAYOUTS,
  normaliseSettings,
  resolveLayout,
  settingsCookieHeader,
  settingsFromCookie,
  THEMES,
  withPending,
} from "./shell-settings";
import { shellSettingsPatch } from "./shell-settings-schema";

describe("layout precedence (spec §2)", () => {
  it("a route's own layout beats ?layout= and the configured layout", () => {
    expect(resolveLayout({ routeLayout: "compact", query: "dense", configured: "thin" })).toBe("compact");
  });
  it("?layout= beats the configured layout when the route has none", () => {
    expect(resolveLayout({ routeLayout: null, query: "dense", configured: "thin" })).toBe("dense");
  });
  it("falls back to the configured layout; an unknown ?layout= is ignored", () => {
    expect(resolveLayout({ query: null, configured: "thin" })).toBe("thin");
    expect(resolveLayout({ query: "sideways", configured: "classy" })).toBe("classy");
    expect(resolveLayout({ query: "", configured: "modern" })).toBe("modern");
  });
  it("the configured default is classy, light, default theme", () => {
    expect(DEFAULT_SHELL_SETTINGS).toEqual({ layout: "classy", theme: "default", scheme: "light" });
  });
  it("every one of the 11 layouts is a variant of the one shell", () => {
    expect(LAYOUTS).toHaveLength(11);
    expect(Object.keys(LAYOUT_VARIANTS).sort()).toEqual([...LAYOUTS].sort());
    expect(LAYOUT_VARIANTS.empty.navigation).toBe("none");
    expect(LAYOUT_VARIANTS.dense.sidebar).toBe("dense");
    expect(LAYOUT_VARIANTS.compact.tree).toBe("compact");
    // vertical layouts have a sidebar width, horizontal ones none
    for (const v of Object.values(LAYOUT_VARIANTS)) expect(v.navigation === "vertical").toBe(v.sidebar !== null);
  });
});

describe("theme and scheme resolution", () => {
  it("reads a cookie `layout.theme.scheme` among other cookies", () => {
    expect(settingsFromCookie("a=1; ta_shell=dense.teal.dark; b=2")).toEqual({ layout: "dense", theme: "teal", scheme: "dark" });
  });
  it("no cookie → null; unknown parts fall back one by one", () => {
    expect(settingsFromCookie(null)).toBeNull();
    expect(settingsFromCookie("other=1")).toBeNull();
    expect(settingsFromCookie("ta_shell=sideways.rose.neon")).toEqual({ layout: "classy", theme: "rose", scheme: "light" });
    expect(normaliseSettings({ layout: "thin", theme: 7, scheme: undefined })).toEqual({ layout: "thin", theme: "default", scheme: "light" });
  });
  it("the cookie round-trips and is Secure off localhost only", () => {
    const s = { layout: "modern", theme: "amber", scheme: "system" } as const;
    const header = settingsCookieHeader(s, true);
    expect(header).toMatch(/; Secure$/);
    expect(settingsCookieHeader(s, false)).not.toMatch(/Secure/);
    expect(settingsFromCookie(header.split(";")[0])).toEqual(s);
  });
  it("<html> gets the dark class only for an explicit dark scheme; system is left to the media query", () => {
    expect(htmlAppearance({ theme: "purple", scheme: "dark" })).toEqual({ "data-theme": "purple", "data-scheme": "dark", className: "dark" });
    expect(htmlAppearance({ theme: "default", scheme: "system" }).className).toBeUndefined();
    expect(htmlAppearance({ theme: "default", scheme: "light" }).className).toBeUndefined();
  });
  it("a pending choice is drawn over the saved one; invalid pending values are ignored", () => {
    const pending = new FormData();
    pending.set("theme", "rose");
    pending.set("scheme", "midnight");
    expect(withPending(DEFAULT_SHELL_SETTINGS, pending)).toEqual({ layout: "classy", theme: "rose", scheme: "light" });
    expect(withPending(DEFAULT_SHELL_SETTINGS, undefined)).toBe(DEFAULT_SHELL_SETTINGS);
  });
  it("the patch accepts the 6 themes, refuses unknown values, extra fields and an empty body", () => {
    for (const theme of THEMES) expect(shellSettingsPatch.safeParse({ theme }).success).toBe(true);
    expect(THEMES).toHaveLength(6);
    expect(shellSettingsPatch.safeParse({ theme: "neon" }).success).toBe(false);
    expect(shellSettingsPatch.safeParse({ layout: "thin", admin: true }).success).toBe(false);
    expect(shellSettingsPatch.safeParse({}).success).toBe(false);
  });
});
