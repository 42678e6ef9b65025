import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { localeCookie, localeOf } from "./i18next.server";

const request = (url: string, headers: Record<string, string> = {}) => new Request(`https://taxatlas.test${url}`, { headers });

describe("the one locale rule (issue 28): ?lng=, then the lng cookie, then Accept-Language, else en", () => {
  it("takes ?lng= over a cookie and a header", async () => {
    const cookie = await localeCookie.serialize("en");
    expect(await localeOf(request("/advisor?lng=tr", { Cookie: cookie, "Accept-Language": "en-US" }))).toBe("tr");
  });

  it("takes the cookie the language switch writes over Accept-Language", async () => {
    const cookie = (await localeCookie.serialize("tr")).split(";")[0];
    expect(await localeOf(request("/api/jurisdictions", { Cookie: cookie, "Accept-Language": "en-GB,en;q=0.9" }))).toBe("tr");
  });

  it("takes the client's preferred language from Accept-Language when we have it", async () => {
    expect(await localeOf(request("/", { "Accept-Language": "tr-TR,en;q=0.5" }))).toBe("tr");
    expect(await localeOf(request("/", { "Accept-Language": "en;q=0.4,tr;q=0.9" }))).toBe("tr");
    expect(await localeOf(request("/", { "Accept-Language": "en-GB,tr;q=0.9" }))).toBe("en");
    // remix-i18next decides on the first language the client names: German is not ours → en
    expect(await localeOf(request("/", { "Accept-Language": "de-DE,tr;q=0.8" }))).toBe("en");
  });

  it("falls back to en for an unknown language, a foreign cookie or nothing at all", async () => {
    expect(await localeOf(request("/?lng=xx"))).toBe("en");
    expect(await localeOf(request("/", { Cookie: (await createCookie("other").serialize("tr")).split(";")[0] }))).toBe("en");
    expect(await localeOf(request("/"))).toBe("en");
  });
});
