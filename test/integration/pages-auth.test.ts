import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { demoEmail, dispatch, ORIGIN, page, signInAs } from "#test/helpers";

function cookieToken(res: Response) {
  const header = res.headers.get("Set-Cookie") ?? "";
  return { header, value: header.match(/taxatlas_session=([^;]*)/)?.[1] ?? null };
}

describe("sign-in page", () => {
  it("signs in through the form, sets an HttpOnly SameSite=Lax cookie and honours redirectURL", async () => {
    const res = await page("/sign-in", { form: { email: demoEmail("advisor"), password: DEMO_PASSWORD, redirectURL: "/advisor/mail?page=2" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/advisor/mail?page=2");
    const { header, value } = cookieToken(res);
    expect(value).toBeTruthy();
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i); // localhost only
    const mail = await SELF_fetch("/advisor/mail", header.split(";")[0]);
    expect(mail.status).toBe(200);
  });

  it("marks the cookie Secure outside localhost", async () => {
    const res = await SELF_fetch("/sign-in", null, {
      method: "POST",
      origin: "https://taxatlas.example",
      url: "https://taxatlas.example/sign-in",
      body: new URLSearchParams({ email: demoEmail("user"), password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/Secure/);
  });

  it("never redirects off-site", async () => {
    const res = await page("/sign-in", { form: { email: demoEmail("user"), password: DEMO_PASSWORD, redirectURL: "//evil.example/x" } });
    expect(res.headers.get("Location")).toBe("/signed-in-redirect");
  });

  it("shows field errors and a credentials error without setting a cookie", async () => {
    const empty = await page("/sign-in", { form: { email: "", password: "" } });
    expect(empty.status).toBe(200);
    const html = await empty.text();
    expect(html).toContain("Enter your e-mail address.");
    expect(html).toContain("Enter your password.");
    const wrong = await page("/sign-in", { form: { email: demoEmail("user"), password: "wrong-password" } });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("The e-mail address or password is incorrect.");
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it("speaks Turkish when asked", async () => {
    const res = await SELF_fetch("/sign-in?lng=tr", null);
    const html = await res.text();
    expect(html).toContain('lang="tr"');
    expect(html).toContain("Giriş yap");
  });
});

describe("sign-up, sign-out and a dead session", () => {
  it("sign-up creates the account and goes to confirmation-required; a duplicate goes there too, creating nothing (decision 053)", async () => {
    const res = await page("/sign-up", { form: { name: "Form Person", email: "form.person@example.com", password: "long-enough-pw" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/confirmation-required?email=form.person%40example.com");
    expect(await env.DB.prepare("SELECT role FROM users WHERE email = ?").bind("form.person@example.com").first()).toEqual({ role: "user" });
    const dup = await page("/sign-up", { form: { name: "Form Person", email: "FORM.person@example.com", password: "long-enough-pw" } });
    expect(dup.status).toBe(302);
    expect(dup.headers.get("Location")).toBe("/confirmation-required?email=form.person%40example.com");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind("form.person@example.com").first()).toEqual({ n: 1 });
    expect(await env.DB.prepare("SELECT kind FROM mail_outbox WHERE to_email = ? ORDER BY created_at").bind("form.person@example.com").all().then((r) => r.results)).toEqual([
      { kind: "welcome" },
      { kind: "sign-up-attempt" },
    ]);
  });

  it("GET /sign-out changes nothing; POST revokes the session and clears the cookie", async () => {
    const { token } = await signInAs("user");
    expect((await page("/sign-out", { token })).status).toBe(200);
    expect((await page("/documents", { token })).status).toBe(200);
    const out = await page("/sign-out", { token, method: "POST" });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/sign-in?signedOut=1");
    expect(out.headers.get("Set-Cookie")).toMatch(/taxatlas_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    // The revoked cookie now signs the browser out on any page.
    const after = await page("/documents", { token });
    expect(after.headers.get("Location")).toBe("/sign-in?redirectURL=%2Fdocuments");
    expect(after.headers.get("Set-Cookie")).toMatch(/taxatlas_session=;/);
  });

  it("refuses cross-origin and origin-less form posts", async () => {
    const foreign = await page("/sign-in", { form: { email: demoEmail("user"), password: DEMO_PASSWORD }, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const none = await page("/sign-in", { form: { email: demoEmail("user"), password: DEMO_PASSWORD }, origin: null });
    expect(none.status).toBe(403);
  });
});

describe("security headers", () => {
  it("pages carry a nonce CSP that matches their scripts, nosniff, referrer policy and no HSTS on localhost", async () => {
    const res = await page("/sign-in");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    const html = await res.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    const again = (await page("/sign-in")).headers.get("Content-Security-Policy")!;
    expect(again).not.toBe(csp); // a new nonce per request
  });

  it("API responses and non-localhost hosts get the headers too, with HSTS", async () => {
    const res = await SELF_fetch("/api/health", null, { url: "https://taxatlas.example/api/health" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});


function SELF_fetch(path: string, cookie: string | null, init: { method?: string; origin?: string; url?: string; body?: BodyInit } = {}) {
  const headers: Record<string, string> = { Host: new URL(init.url ?? ORIGIN).host };
  if (cookie) headers.Cookie = cookie;
  if (init.origin) headers.Origin = init.origin;
  return dispatch(init.url ?? `${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
}
