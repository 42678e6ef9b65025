import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, enterAdminCode, fullTier, hydrated, launch, seriousA11yViolations, shoot, watchConsole } from "./browser";

const PASSWORD = "taxatlas-demo-2026";
let browser: Browser;

before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const accounts = [
  { email: "user@taxatlas.test", protectedPath: "/documents?view=grid&sort=size", heading: "Documents" },
  { email: "advisor@taxatlas.test", protectedPath: "/advisor/mail", heading: "Inbox" },
  { email: "admin@taxatlas.test", protectedPath: "/advisor/services", heading: "Services" },
];

describe("sign in and out through the form", () => {
  for (const account of accounts) {
    it(`${account.email}: guarded page → sign-in → back to the page → sign out`, { skip: account.email !== "user@taxatlas.test" && fullTier }, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(BASE_URL + account.protectedPath);
      assert.equal(new URL(page.url()).pathname, "/sign-in");
      assert.equal(new URL(page.url()).searchParams.get("redirectURL"), account.protectedPath);
      await hydrated(page);
      await page.getByLabel("E-mail address").fill(account.email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      if (account.email === "admin@taxatlas.test") await enterAdminCode(page);
      await page.waitForURL((url) => url.pathname + url.search === account.protectedPath);
      await page.getByRole("heading", { level: 1, name: account.heading }).waitFor();
      const cookies = await context.cookies();
      const session = cookies.find((c) => c.name === "taxatlas_session");
      assert.ok(session?.httpOnly, "session cookie is HttpOnly");
      assert.equal(session?.sameSite, "Lax");

      await page.goto(BASE_URL + "/sign-out");
      await hydrated(page);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.get("signedOut") === "1");
      await page.getByText("You have signed out.").waitFor();
      await page.goto(BASE_URL + account.protectedPath);
      assert.equal(new URL(page.url()).pathname, "/sign-in");
      assert.deepEqual(errors, [], "no console errors (CSP, hydration)");
      await context.close();
    });
  }

  it("shows field errors for an empty form and a message for a wrong password", async () => {
    const page = await browser.newPage();
    await page.goto(BASE_URL + "/sign-in");
    await hydrated(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText("Enter your e-mail address.").waitFor();
    assert.equal(await page.getByLabel("E-mail address").getAttribute("aria-invalid"), "true");
    await page.getByLabel("E-mail address").fill("user@taxatlas.test");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText("The e-mail address or password is incorrect.").waitFor();
    await page.close();
  });
});

describe("the sign-in page in English and Turkish", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`renders, switches language and passes axe at ${viewport.width}px`, { skip: fullTier }, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(BASE_URL + "/sign-in");
      await hydrated(page);
      await shoot(page, `sign-in-en-${viewport.width}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      await page.getByRole("button", { name: /TR/ }).click();
      await page.getByRole("heading", { level: 1, name: "Giriş yap" }).waitFor();
      assert.equal(await page.getAttribute("html", "lang"), "tr");
      await shoot(page, `sign-in-tr-${viewport.width}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      // The choice sticks across pages.
      await page.goto(BASE_URL + "/sign-up");
      await page.getByRole("heading", { level: 1, name: "Hesabınızı oluşturun" }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
