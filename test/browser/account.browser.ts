/**
 * Issue 30 in a real browser: turn on TOTP from /settings/security with a generated code, sign
 * out, sign in with password + code, then with a recovery code (which cannot be used twice); end
 * another session and see its next request refused. Screenshots of the security settings, desktop
 * and 390 px, English and Turkish.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { totpCode } from "#worker/auth/totp.server";
import { BASE_URL, fullTier, horizontalOverflow, hydrated, launch, seriousA11yViolations, shoot, signUpAndSignIn as signUpAndSignInAs, watchConsole } from "./browser";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const password = "browser-password-123";

/** Sign-up, then sign-in landing on /settings/security. */
const signUpAndSignIn = (page: Page, email: string) => signUpAndSignInAs(page, { name: "Browser Account", email, password, path: "/settings/security" });

async function passwordStep(page: Page, email: string) {
  await page.goto(`${BASE_URL}/sign-in?redirectURL=${encodeURIComponent("/settings/security")}`);
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Authentication code").waitFor();
}

async function signOut(page: Page) {
  await page.context().clearCookies();
}

describe("account security", () => {
  it("TOTP on, then sign-in with password + code and with a recovery code (once)", { skip: fullTier }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "UTC" });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const email = `browser-${Date.now()}@example.com`;
    await signUpAndSignIn(page, email);
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await shoot(page, "account-security-setup-1280-en");
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByTestId("recovery-codes").waitFor();
    const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
    assert.equal(codes.length, 10);
    await shoot(page, "account-security-enabled-1280-en");
    assert.deepEqual(await seriousA11yViolations(page), []);

    // Sign out; password + the next code.
    await signOut(page);
    await passwordStep(page, email);
    await page.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/settings/security");

    // Sign out; password + a recovery code; the same recovery code a second time is refused.
    await signOut(page);
    await passwordStep(page, email);
    await page.getByLabel("Authentication code").fill(codes[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/settings/security");
    await signOut(page);
    await passwordStep(page, email);
    await page.getByLabel("Authentication code").fill(codes[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That code is not right.").waitFor();
    assert.equal(new URL(page.url()).pathname, "/sign-in");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("ends another session, whose next request is refused; screenshots en/tr, desktop and phone", { skip: fullTier }, async () => {
    const email = `browser-sessions-${Date.now()}@example.com`;
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US", timezoneId: "UTC", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1" });
    const phonePage = await phone.newPage();
    await signUpAndSignIn(phonePage, email);
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "UTC" });
    const page = await desktop.newPage();
    const errors = watchConsole(page);
    await page.goto(`${BASE_URL}/sign-in?redirectURL=/settings/security`);
    await hydrated(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/settings/security");
    await hydrated(page);
    await page.getByRole("button", { name: "Sign out Safari on iOS" }).waitFor();
    assert.equal(await page.getByTestId("session-row").count(), 2);
    await shoot(page, "account-security-1280-en");
    await page.getByRole("button", { name: "Sign out Safari on iOS" }).click();
    await page.getByText("Signed out.").waitFor();
    // The message comes with the action's answer; the list follows with the revalidation.
    await page.getByRole("button", { name: "Sign out Safari on iOS" }).waitFor({ state: "detached" });
    assert.equal(await page.getByTestId("session-row").count(), 1);
    await phonePage.goto(`${BASE_URL}/settings/security`);
    assert.equal(new URL(phonePage.url()).pathname, "/sign-in");

    await phonePage.goto(`${BASE_URL}/sign-in?redirectURL=/settings/security`);
    await hydrated(phonePage);
    await phonePage.getByLabel("E-mail address").fill(email);
    await phonePage.getByLabel("Password").fill(password);
    await phonePage.getByRole("button", { name: "Sign in", exact: true }).click();
    await phonePage.waitForURL((url) => url.pathname === "/settings/security");
    await hydrated(phonePage);
    assert.ok((await horizontalOverflow(phonePage)) <= 0, "no sideways scroll at 390 px");
    await shoot(phonePage, "account-security-390-en");

    for (const [ctxPage, width] of [[page, 1280], [phonePage, 390]] as const) {
      await ctxPage.goto(`${BASE_URL}/settings/security?lng=tr`);
      await hydrated(ctxPage);
      await ctxPage.getByRole("heading", { name: "Güvenlik", level: 1 }).waitFor();
      await shoot(ctxPage, `account-security-${width}-tr`);
    }
    assert.deepEqual(errors, []);
    await desktop.close();
    await phone.close();
  });
});
