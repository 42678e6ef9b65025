import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, horizontalOverflow, hydrated, launch, seriousA11yViolations, shoot, signedInPage } from "./browser";

/**
 * Issue 29 in a real browser, with the test provider: the advisor sets up payouts through the
 * embedded Connect stand-in (back on /advisor/payouts, payouts enabled), en and tr, 1280 and 390 px.
 */
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe("advisor payouts", () => {
  it("set up payouts (local stand-in) at 1280 px, then the page in Turkish at 390 px", async () => {
    const { context, page, errors } = await signedInPage(browser, "advisor@taxatlas.test", "/advisor/payouts", { width: 1280, height: 900 });
    await hydrated(page);
    await page.getByRole("heading", { name: "Payouts", level: 1 }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), [], "payouts: no serious a11y violations");
    await shoot(page, "payouts-1280-en");
    await page.getByTestId("payout-status").getByText("Not set up").waitFor();
    await page.getByRole("button", { name: "Set up payouts" }).click();
    await page.waitForURL((u) => u.pathname === "/advisor/payouts" && u.searchParams.get("onboarding") === "return");
    await page.getByTestId("payout-status").getByText("Payouts enabled").waitFor();
    // the seeded released milestones are owed: paid out through the stand-in's transfers
    await page.getByRole("button", { name: "Pay out now" }).click();
    await page.getByText(/payout\(s\) sent/).waitFor();
    // the page's data is revalidated after the action: the history fills in
    await page.locator("#payout-history + div tbody tr").first().waitFor();
    await shoot(page, "payouts-1280-en-paid");

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${BASE_URL}/advisor/payouts?lng=tr`);
    await hydrated(page);
    await page.getByTestId("payout-status").getByText("Ödemeler etkin").waitFor();
    assert.ok((await horizontalOverflow(page)) <= 0, "no horizontal scroll at 390 px");
    await shoot(page, "payouts-390-tr");
    await page.goto(`${BASE_URL}/advisor/payouts?lng=en`);
    await hydrated(page);
    await shoot(page, "payouts-390-en");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${BASE_URL}/advisor/payouts?lng=tr`);
    await hydrated(page);
    await shoot(page, "payouts-1280-tr");
    assert.deepEqual(errors, []);
    await context.close();
  });
});
