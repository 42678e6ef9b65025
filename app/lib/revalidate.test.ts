import { describe, expect, it } from "vitest";
import { revalidateAfterSubmissionOrLanguage as should } from "./revalidate";

const args = (from: string, to: string, formMethod?: string) =>
  ({
    currentUrl: new URL(from, "http://localhost"),
    nextUrl: new URL(to, "http://localhost"),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof should>[0];

describe("layout loaders re-run only with a reason", () => {
  it("not on a plain navigation between child pages", () => {
    expect(should(args("/documents", "/jurisdictions"))).toBe(false);
    expect(should(args("/jurisdictions", "/jurisdictions?sort=rate"))).toBe(false);
    expect(should(args("/apps/mailbox", "/apps/mailbox", "GET"))).toBe(true); // same URL = reload
  });
  it("after any submission, including its redirect", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) expect(should(args("/sign-in", "/home", method))).toBe(true);
    expect(should(args("/jurisdictions", "/jurisdictions?q=cy", "GET"))).toBe(false);
  });
  it("when the language changes", () => {
    expect(should(args("/documents", "/documents?lng=tr"))).toBe(true);
    expect(should(args("/documents?lng=tr", "/jurisdictions?lng=tr"))).toBe(false);
  });
});
