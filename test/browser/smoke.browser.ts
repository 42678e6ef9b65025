import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, hydrated, launch, signedInPage, watchConsole } from "./browser";

/**
 * The CI smoke (issue 28), in both tiers: the production build (`npm run build`, served with
 * NODE_ENV=production, so production React, as `npm start` and the deploy use it) hydrates with no
 * console error — the landing page as a guest at 390 px, a jurisdiction page and the advisor page
 * signed in at 1280 px — and the header widgets open (they mount their Radix parts on first open).
 * It was .ci/smoke.ts with a server of its own; on the shard's server it saves CI a migrate, a seed,
 * a server start and a Chromium launch (decision 213).
 */
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe("smoke: the production build hydrates and its header widgets open", () => {
  it("/ as a guest at 390 px: hydrated, the navigation drawer opens", async () => {
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US", timezoneId: "UTC" });
    const page = await guest.newPage();
    const errors = watchConsole(page);
    const res = await page.goto(`${BASE_URL}/`);
    assert.equal(res?.status(), 200);
    await hydrated(page);
    await page.locator('button[data-panel="navigation"]').click();
    await page.getByRole("dialog").waitFor();
    assert.deepEqual(errors, []);
    await guest.close();
  });

  it("/jurisdictions/cyprus and /advisor signed in at 1280 px: hydrated, the notifications panel and the user menu open", async () => {
    const user = await signedInPage(browser, "user@taxatlas.test", "/jurisdictions/cyprus");
    assert.match((await user.page.getByTestId("headline-rate").textContent()) ?? "", /\d/);
    await user.page.locator('button[data-panel="notifications"]').click();
    await user.page.getByRole("dialog", { name: "Notifications" }).waitFor();
    await user.page.keyboard.press("Escape");
    await user.page.goto(`${BASE_URL}/advisor`);
    await hydrated(user.page);
    await user.page.locator('button[data-panel="user"]').click();
    await user.page.getByRole("menuitem", { name: "Sign out" }).waitFor();
    assert.deepEqual(user.errors, []);
    await user.context.close();
  });

  it("a closed widget's Radix code is not requested before the pointer or focus reaches its trigger", async () => {
    const user = await signedInPage(browser, "user@taxatlas.test", "/profile");
    const requested: string[] = [];
    user.page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    // A fresh document, so the chunks of the sign-in's pages are not in the list.
    await user.page.reload();
    await hydrated(user.page);
    const openedParts = () => requested.filter((p) => /\/assets\/(?:[\w-]+-opened|search-panel)-[\w-]+\.js$/.test(p));
    assert.deepEqual(openedParts(), [], "no opened part during the first load and hydration");
    assert.deepEqual(requested.filter((p) => /\/assets\/(?:popover|dropdown-menu|sheet)-[\w-]+\.js$/.test(p)), [], "no Radix popover, menu or sheet code either");
    const loading = user.page.waitForRequest((r) => /\/assets\/shortcuts-panel-opened-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await user.page.locator('button[data-panel="shortcuts"]').hover();
    await loading;
    assert.equal(openedParts().length, 1, "pointing at the shortcuts button loads its part only");
    await user.page.locator('button[data-panel="shortcuts"]').click();
    await user.page.getByRole("dialog", { name: "Shortcuts" }).waitFor();
    // Focus (keyboard users) loads it too, and Enter opens the menu.
    await user.page.keyboard.press("Escape");
    await user.page.locator('button[data-panel="user"]').focus();
    await user.page.keyboard.press("Enter");
    await user.page.getByRole("menuitem", { name: "Sign out" }).waitFor();
    assert.ok(openedParts().some((p) => /user-menu-opened/.test(p)));
    assert.deepEqual(user.errors, []);
    await user.context.close();
  });
});
