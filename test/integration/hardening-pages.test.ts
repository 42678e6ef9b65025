import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { demoEmail, freshIp, ORIGIN, page, sessionCookieHeader, signInAs } from "#test/helpers";

// Issue 18 defects 1 and 6 on pages: redirects stay in the app, non-form bodies are 4xx.
let userToken: string;
beforeAll(async () => {
  userToken = (await signInAs("user")).token;
});

// What a browser's form post turns `redirectURL=/%09/evil.test` (etc.) into after decoding.
const HOSTILE = ["/\t/evil.test", "/\n/evil.test", "/\r/evil.test", "/\0/x", "/%09/evil.test", "//evil.test", "/\\evil.test", "/%5C%5Cevil.test", "https://evil.test"];

describe("open redirect", () => {
  it("sign-in falls back to /signed-in-redirect for any target outside the path grammar, never 500", async () => {
    for (const redirectURL of HOSTILE) {
      const res = await page("/sign-in", { form: { email: demoEmail("user"), password: DEMO_PASSWORD, redirectURL } });
      expect(res.status, JSON.stringify(redirectURL)).toBe(302);
      expect(res.headers.get("Location"), JSON.stringify(redirectURL)).toBe("/signed-in-redirect");
    }
    const ok = await page("/sign-in", { form: { email: demoEmail("user"), password: DEMO_PASSWORD, redirectURL: "/documents?folder=tax" } });
    expect(ok.headers.get("Location")).toBe("/documents?folder=tax");
  });

  it("unlock-session and the language switch fall back too", async () => {
    for (const target of HOSTILE) {
      const unlock = await page("/unlock-session", { token: userToken, form: { email: demoEmail("user"), password: DEMO_PASSWORD, redirectURL: target } });
      expect(unlock.status, JSON.stringify(target)).toBe(302);
      expect(unlock.headers.get("Location")).toBe("/signed-in-redirect");
      const locale = await page("/resources/locale", { form: { locale: "tr", redirectTo: target } });
      expect(locale.status, JSON.stringify(target)).toBe(302);
      expect(locale.headers.get("Location")).toBe("/");
    }
  });

  it("a raw %0a in the form body (a newline once decoded) is a fallback, not an invalid header", async () => {
    const res = await SELF.fetch(`${ORIGIN}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: ORIGIN, Host: "localhost", "CF-Connecting-IP": freshIp(), "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(demoEmail("user"))}&password=${DEMO_PASSWORD}&redirectURL=/%0a/evil.test%0d%00`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signed-in-redirect");
  });
});

describe("form actions refuse non-form bodies with 400/415, never 500", () => {
  const ACTIONS = [
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/reset-password?token=x",
    "/unlock-session",
    "/sign-out",
    "/settings",
    "/support",
    "/for-advisors",
    "/admin/advisor-applications",
    "/academy/intro",
    "/jurisdictions/cyprus",
    "/jurisdictions",
    "/resources/chat",
    "/resources/inbox",
    "/resources/locale",
    "/resources/shortcuts",
    "/resources/user",
  ];
  const BODIES: { label: string; headers: Record<string, string>; body: string; status: number }[] = [
    { label: "JSON", headers: { "Content-Type": "application/json" }, body: '{"email":"a@b.co"}', status: 415 },
    { label: "text/plain", headers: { "Content-Type": "text/plain" }, body: "email=a@b.co", status: 415 },
    { label: "no content type", headers: {}, body: "email=a@b.co", status: 415 },
    { label: "broken multipart", headers: { "Content-Type": "multipart/form-data; boundary=xyz" }, body: "--xyz\r\nContent-Disposition: form-da", status: 400 },
  ];
  it.each(BODIES)("$label", async ({ headers, body, status }) => {
    const cookie = await sessionCookieHeader(userToken);
    for (const path of ACTIONS) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp(), Cookie: cookie, ...headers },
        body,
      });
      expect(res.status, path).toBe(status);
    }
  });

  it("a form post without a body reaches the action as an empty form (validation, not a crash)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/sign-in`, { method: "POST", redirect: "manual", headers: { Origin: ORIGIN, Host: "localhost", "CF-Connecting-IP": freshIp() } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Enter your e-mail address.");
  });
});
