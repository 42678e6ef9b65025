import { beforeAll, describe, expect, it } from "vitest";
import en from "../../public/i18n/en.json";
import tr from "../../public/i18n/tr.json";
import { api, dispatch, ORIGIN, page, signInAs } from "#test/helpers";

// Issue 18 defect 8 / issue 15: every response states how it may be cached (decision 058).
let user: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
});

const PRIVATE = "private, no-store";

describe("Cache-Control of pages", () => {
  it.each(["/advisor", "/jurisdictions", "/documents", "/home", "/sign-in"])("%s signed in is private, no-store", async (path) => {
    const res = await page(path, { token: user });
    expect([200, 302]).toContain(res.status);
    expect(res.headers.get("Cache-Control"), path).toBe(PRIVATE);
  });

  it.each(["/advisor", "/jurisdictions", "/sign-in", "/no-such-page"])("%s signed out is private, no-store too (per-response CSP nonce)", async (path) => {
    const res = await page(path);
    expect(res.headers.get("Cache-Control"), path).toBe(PRIVATE);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/'nonce-[^']+'/);
  });

  it("form actions and data requests are private, no-store", async () => {
    const action = await page("/sign-in", { form: { email: "nobody@example.com", password: "wrong-password" } });
    expect(action.headers.get("Cache-Control")).toBe(PRIVATE);
    const data = await page("/documents.data", { token: user });
    expect(data.headers.get("Cache-Control")).toBe(PRIVATE);
  });
});

describe("Cache-Control of the API", () => {
  it("authenticated answers are private, no-store — errors included", async () => {
    for (const path of ["/api/common/user", "/api/common/messages", "/api/apps/contacts/all", "/api/jurisdictions/cyprus", "/api/no-such-route"]) {
      const res = await api(path, { token: user });
      expect(res.headers.get("Cache-Control"), path).toBe(PRIVATE);
    }
    expect((await api("/api/common/user")).headers.get("Cache-Control")).toBe(PRIVATE); // 401
    const signIn = await api("/api/auth/sign-in", { body: { email: "user@taxatlas.test", password: "taxatlas-demo-2026" } });
    expect(signIn.headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("public catalogue lists are publicly cacheable for a short time, varying by language", async () => {
    for (const path of ["/api/jurisdictions", "/api/structures", "/api/professionals"]) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("public, max-age=60, stale-while-revalidate=300");
      expect(res.headers.get("Vary"), path).toContain("Accept-Language");
    }
  });

  it("the same catalogue asked with credentials is private (a shared cache never stores it)", async () => {
    const res = await api("/api/jurisdictions", { token: user });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("a catalogue request that fails validation is not cached", async () => {
    const res = await api("/api/jurisdictions?sort=nonsense");
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
  });
});

describe("Cache-Control of static files", () => {
  it("hashed build assets are immutable for a year; other files revalidate", async () => {
    const html = await (await page("/sign-in")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js(?=")/)?.[0];
    expect(asset).toBeTruthy();
    const res = await dispatch(`${ORIGIN}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    for (const path of ["/favicon.svg", "/i18n/en.json"]) {
      const file = await dispatch(`${ORIGIN}${path}`);
      expect(file.status, path).toBe(200);
      expect(file.headers.get("Cache-Control"), path).toBe("public, max-age=0, must-revalidate");
    }
  });
});

describe("first load", () => {
  const inline = (html: string) => {
    const json = html.match(/<script id="i18n-resources" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
    expect(json, "inline translations").toBeTruthy();
    return JSON.parse(json!);
  };

  // Every inlined entry, at its path, is the catalogue's own.
  const expectPartOf = (part: unknown, whole: unknown, path = ""): void => {
    if (part && typeof part === "object" && !Array.isArray(part)) {
      expect(whole, path).toBeTypeOf("object");
      for (const [key, value] of Object.entries(part)) expectPartOf(value, (whole as Record<string, unknown>)[key], `${path}.${key}`);
    } else expect(part, path).toEqual(whole);
  };

  it("the page inlines the catalogue entries its HTML used, exactly as the catalogue has them (hydration needs no request)", async () => {
    const signInEn = inline(await (await page("/sign-in")).text());
    const signInTr = inline(await (await page("/sign-in?lng=tr")).text());
    const documents = inline(await (await page("/documents", { token: user })).text());
    expectPartOf(signInEn, en);
    expectPartOf(signInTr, tr);
    expectPartOf(documents, en);
    // The sign-in form's own text is there; the signed-in workspace's is not (decision 117).
    expect(signInEn.auth.signIn.title).toBe(en.auth.signIn.title);
    expect(signInTr.auth.signIn.title).toBe(tr.auth.signIn.title);
    expect(signInEn).not.toHaveProperty("workspace");
    expect(documents.shell.skipToContent).toBe(en.shell.skipToContent);
    expect(JSON.stringify(signInEn).length).toBeLessThan(JSON.stringify(en).length / 10);
  });

  it("the whole catalogue is a hashed, immutable file preloaded in the head", async () => {
    for (const [query, catalogue] of [["", en], ["?lng=tr", tr]] as const) {
      const html = await (await page(`/sign-in${query}`)).text();
      const href = html.match(/<link rel="preload" as="fetch" href="(\/assets\/i18n-(en|tr)-\w+\.json)" crossorigin="anonymous"\/>/)?.[1];
      expect(href, `preload in ${query || "en"}`).toBeTruthy();
      expect(html.indexOf(href!)).toBeLessThan(html.indexOf("</head>"));
      const res = await dispatch(`${ORIGIN}${href}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await res.json()).toEqual(catalogue);
    }
  });

  it("/sign-in has a meta description", async () => {
    expect(await (await page("/sign-in")).text()).toMatch(/<meta name="description" content="[^"]{50,}"/);
  });

  it("jurisdiction pages send the data table, not the chart markup (recharts loads in the browser)", async () => {
    const html = await (await page("/jurisdictions/cyprus", { token: user })).text();
    expect(html).toContain('data-testid="rate-chart"');
    expect(html).not.toContain("recharts-surface");
    expect(html).toMatch(/<table>[\s\S]*<caption>/);
  });
});
