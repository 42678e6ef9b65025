import { describe, expect, it } from "vitest";
import { signInLocation } from "#worker/auth/permissions.server";

describe("signInLocation", () => {
  it("names the page, not Remix's single-fetch data URL", () => {
    expect(signInLocation(new URL("http://x/jurisdictions/cyprus.data?_routes=routes%2F_compact.jurisdictions.%24id"))).toBe(
      "/sign-in?redirectURL=%2Fjurisdictions%2Fcyprus",
    );
    expect(signInLocation(new URL("http://x/jurisdictions/compare.data?j=cyprus%2Cireland&_routes=x"))).toBe(
      "/sign-in?redirectURL=%2Fjurisdictions%2Fcompare%3Fj%3Dcyprus%252Cireland",
    );
    expect(signInLocation(new URL("http://x/_root.data"))).toBe("/sign-in?redirectURL=%2F");
  });

  it("keeps ordinary paths and queries", () => {
    expect(signInLocation(new URL("http://x/documents?folder=tax"))).toBe("/sign-in?redirectURL=%2Fdocuments%3Ffolder%3Dtax");
    expect(signInLocation(new URL("http://x/sign-out"))).toBe("/sign-in");
  });
});
