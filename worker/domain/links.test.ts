import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "#worker/auth/permissions.server";
import { isInAppPath, isValidLink } from "./links";

// Issue 18 defect 1: one strict in-app path grammar for redirects and in-app links.
describe("in-app path grammar", () => {
  it("accepts ordinary paths, queries, fragments and valid escapes", () => {
    for (const ok of ["/", "/advisor/mail?page=2", "/jurisdictions/compare?j=cyprus%2Cireland", "/help#faq", "/search?q=a%20b", "/x/%C3%A7ay", "/a:b@c;d=e,f+g!h~i'(j)*k$&"]) {
      expect(isInAppPath(ok), ok).toBe(true);
      expect(safeRedirectPath(ok), ok).toBe(ok);
    }
  });

  it("refuses control characters, backslashes, scheme-relative and encoded variants", () => {
    const bad = [
      "/\t/evil.test",
      "/\n/evil.test",
      "/\r/evil.test",
      "/\0/evil.test",
      "/%09/evil.test",
      "/%0a/evil.test",
      "/%0D/evil.test",
      "/%00",
      "//evil.test",
      "/\\evil.test",
      "/%5Cevil.test",
      "/%2F/evil.test",
      "/%2f%2fevil.test",
      "/ /evil.test",
      "/x\u2028y",
      "/çay",
      "/%zz",
      "/%",
      "https://evil.test",
      "evil.test",
      "",
      "/" + "a".repeat(2100),
    ];
    for (const value of bad) {
      expect(isInAppPath(value), JSON.stringify(value)).toBe(false);
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/signed-in-redirect");
    }
    expect(safeRedirectPath(42)).toBe("/signed-in-redirect");
    expect(safeRedirectPath("/%09/evil.test", "/")).toBe("/");
  });

  it("a link is an in-app path or an http(s) URL, nothing in between", () => {
    expect(isValidLink("/\t/evil.test")).toBe(false);
    expect(isValidLink("https://example.com/x")).toBe(true);
    expect(isValidLink("javascript:alert(1)")).toBe(false);
  });
});
