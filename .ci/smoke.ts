/**
 * CI smoke in a real browser against the production build as `npm start` serves it (scripts/serve.ts:
 * the built Worker bundled by wrangler, production React, no inspector), with its own seeded state:
 * the landing page as a guest, a jurisdiction page and the advisor page signed in, each hydrated with
 * no console error, and the header widgets opening (they mount their Radix parts on first open).
 * Run after `npm run build`: `npx tsx .ci/smoke.ts`.
 */
import assert from "node:assert/strict";
import { startApp } from "../bench/server";

const server = await startApp("smoke");
process.env.BASE_URL = server.baseUrl;
const { hydrated, launch, signedInPage, watchConsole } = await import("../test/browser/browser");
const browser = await launch();
const checks: string[] = [];
try {
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US", timezoneId: "UTC" });
  const page = await guest.newPage();
  const errors = watchConsole(page);
  const res = await page.goto(`${server.baseUrl}/`);
  assert.equal(res?.status(), 200);
  await hydrated(page);
  await page.locator('button[data-panel="navigation"]').click();
  await page.getByRole("dialog").waitFor();
  assert.deepEqual(errors, []);
  checks.push("/ (guest, 390 px): hydrated, navigation drawer opens");
  await guest.close();

  const user = await signedInPage(browser, "user@taxatlas.test", "/jurisdictions/cyprus");
  assert.match((await user.page.getByTestId("headline-rate").textContent()) ?? "", /\d/);
  await user.page.locator('button[data-panel="notifications"]').click();
  await user.page.getByRole("dialog", { name: "Notifications" }).waitFor();
  await user.page.keyboard.press("Escape");
  await user.page.goto(`${server.baseUrl}/advisor`);
  await hydrated(user.page);
  await user.page.locator('button[data-panel="user"]').click();
  await user.page.getByRole("menuitem", { name: "Sign out" }).waitFor();
  assert.deepEqual(user.errors, []);
  checks.push("/jurisdictions/cyprus and /advisor (signed in, 1280 px): hydrated, notifications panel and user menu open");
  await user.context.close();
} finally {
  await browser.close();
  await server.stop();
}
for (const c of checks) console.log(`✔ ${c}`);
process.exit(0);
