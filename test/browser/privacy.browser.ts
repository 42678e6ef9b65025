/**
 * Issue 30 in a real browser, one lean journey: register a passkey with Chromium's virtual
 * authenticator, sign out, sign in with the passkey alone; ask for the account's deletion (signed
 * out, locked), sign in with the passkey again and cancel. Screenshots of /settings/security and
 * /settings/privacy at 1280 and 390 px, English and Turkish (full tier only).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, horizontalOverflow, hydrated, launch, shoot, signUpAndSignIn, watchConsole } from "./browser";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const password = "browser-password-123";

describe("privacy and passkeys", () => {
  it("passkey sign-in; deletion locks the account; a passkey sign-in offers only cancelling", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "UTC" });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const email = `privacy-${Date.now()}@example.com`;

    // Sign up, sign in, add a passkey (the fresh session counts as stepped up).
    await signUpAndSignIn(page, { name: "Privacy Browser", email, password, path: "/settings/security" });
    const passkeys = page.getByTestId("passkeys");
    await passkeys.getByLabel("Name").fill("Virtual key");
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await passkeys.getByText("Passkey added.").waitFor();
    await page.getByTestId("passkey-row").filter({ hasText: "Virtual key" }).waitFor();

    // Sign out, then sign in with the passkey alone.
    await context.clearCookies();
    await page.goto(`${BASE_URL}/sign-in?redirectURL=/settings/privacy`);
    await hydrated(page);
    await page.getByTestId("passkey-sign-in").click();
    await page.waitForURL((url) => url.pathname === "/settings/privacy");
    await hydrated(page);

    // Screenshots of both settings pages, 1280 and 390 px, English and Turkish.
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      for (const lng of ["en", "tr"] as const) {
        for (const path of ["/settings/security", "/settings/privacy"]) {
          await page.goto(`${BASE_URL}${path}?lng=${lng}`);
          await hydrated(page);
          assert.ok((await horizontalOverflow(page)) <= 0, `${path} ${width} ${lng} overflows`);
          await shoot(page, `settings-${path.split("/").pop()}-${width}-${lng}`);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${BASE_URL}/settings/privacy?lng=en`);
    await hydrated(page);
    assert.ok(await page.getByRole("link", { name: "Download my data (zip)" }).isVisible());

    // Delete: locked and signed out at once.
    await page.getByLabel("Type your e-mail address to confirm").fill(email);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.has("deletionRequested"));
    await page.getByText("Your account is locked and will be erased in 30 days.").waitFor();
    await hydrated(page);

    // The passkey is right, but the only way on is cancelling; that signs in again.
    await page.getByTestId("passkey-sign-in").click();
    await page.getByText("This account is being deleted.").waitFor();
    await page.getByRole("button", { name: "Cancel deletion and sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/settings/privacy" && url.searchParams.has("deletionCancelled"));
    await page.getByText("The deletion was cancelled.").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
