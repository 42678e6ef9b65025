import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, fillCard, fullTier, hydrated, launch, seriousA11yViolations, shoot, signedInPage } from "./browser";
import { fillTaxForm } from "./tax-form";

/**
 * Issue 9 in a real browser: buy VIP with the test card (a declined card first), get a receipt,
 * refund it inside the window; buy a report by card; pay a report by wire and have an admin mark
 * the money received; the ledger stays balanced.
 */
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});


/** A saved (preview) report of the signed-in person, through the /tax form. */
async function newReport(page: Page): Promise<string> {
  await page.goto(BASE_URL + "/tax");
  await hydrated(page);
  await fillTaxForm(page);
  await page.waitForURL((u) => u.pathname.startsWith("/tax/reports/"));
  await hydrated(page);
  await page.getByTestId("tax-locked").waitFor();
  return new URL(page.url()).pathname.split("/").pop()!;
}

describe("billing", () => {
  for (const width of [1280, 390]) {
    it(`VIP at ${width}px: declined card → error; test card → receipt and badge; refund inside 7 days ends it`, { skip: width !== 1280 && fullTier }, async () => {
      const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/billing", { width, height: 900 });
      await page.getByTestId("vip-card").getByRole("link", { name: "Become a VIP member" }).click();
      await page.waitForURL((u) => u.pathname === "/checkout" && u.searchParams.get("purpose") === "vip");
      await hydrated(page);
      assert.match(await page.getByTestId("checkout-total").innerText(), /\$10,000/);
      assert.deepEqual(await seriousA11yViolations(page), [], "checkout: no serious a11y violations");
      await shoot(page, `billing-checkout-${width}`);

      await fillCard(page, "4000 0000 0000 0002");
      await page.getByRole("button", { name: /^Pay / }).click();
      await page.getByText("Your card was declined. Try another card or pay by transfer.").waitFor();
      assert.equal(new URL(page.url()).pathname, "/checkout", "a declined card stays on the form");

      await fillCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: /^Pay / }).click();
      await page.waitForURL((u) => u.pathname.startsWith("/billing/payments/"));
      const receiptUrl = page.url();
      await hydrated(page);
      await page.getByText("Thank you — your payment succeeded.").waitFor();
      assert.equal(await page.getByTestId("payment-status").innerText(), "Paid");
      assert.match(await page.getByTestId("paid-with").innerText(), /4242/);
      assert.match(await page.getByTestId("receipt-total").innerText(), /\$10,000/);
      await page.getByTestId("vip-promises").waitFor();
      assert.deepEqual(await seriousA11yViolations(page), [], "receipt: no serious a11y violations");
      await shoot(page, `billing-receipt-${width}`);

      await page.goto(BASE_URL + "/billing");
      await hydrated(page);
      await page.getByTestId("vip-card").getByText(/^Active until /).waitFor();
      assert.ok((await page.getByTestId("payments-list").getByText("Failed").count()) >= 1, "the declined attempt is listed");
      await shoot(page, `billing-overview-${width}`);

      assert.equal(await page.locator(`[data-testid="payments-list"] a[href="${new URL(receiptUrl).pathname}"]`).count(), 1, "the receipt is listed");
      await page.goto(receiptUrl);
      await hydrated(page);
      await page.getByTestId("refund-card").getByRole("button", { name: /^Refund / }).click();
      await page.getByTestId("refunded-note").waitFor();
      assert.equal(await page.getByTestId("payment-status").innerText(), "Refunded");
      await page.goto(BASE_URL + "/billing");
      await hydrated(page);
      await page.getByTestId("vip-card").getByRole("link", { name: "Become a VIP member" }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("a report bought by card opens in full; one paid by wire opens once an admin marks the money received", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/tax");
    const byCard = await newReport(page);
    await page.goto(`${BASE_URL}/tax/reports/${byCard}`);
    await hydrated(page);
    await page.getByTestId("tax-locked").waitFor();
    await page.getByRole("link", { name: "Buy the full report ($99)" }).click();
    await page.waitForURL((u) => u.pathname === "/checkout" && u.searchParams.get("reportId") === byCard);
    await hydrated(page);
    assert.match(await page.getByTestId("checkout-total").innerText(), /\$99/);
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((u) => u.pathname === `/tax/reports/${byCard}`);
    await hydrated(page);
    await page.getByTestId("breakdown-DEU").waitFor();
    assert.equal(await page.getByTestId("tax-locked").count(), 0);

    const byWire = await newReport(page);
    await page.goto(`${BASE_URL}/checkout?purpose=report&reportId=${byWire}`);
    await hydrated(page);
    await page.getByLabel("Wire transfer").check();
    await page.getByTestId("transfer-note").waitFor();
    await page.getByRole("button", { name: "Get payment instructions" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/billing/payments/"));
    await hydrated(page);
    const paymentId = new URL(page.url()).pathname.split("/").pop()!;
    const instructions = page.getByTestId("transfer-instructions");
    await instructions.getByText("IBAN").waitFor();
    assert.equal(await page.getByTestId("payment-status").innerText(), "Awaiting transfer");
    await shoot(page, "billing-wire-instructions-1280");
    await page.goto(`${BASE_URL}/tax/reports/${byWire}`);
    await hydrated(page);
    await page.getByTestId("tax-locked").waitFor();

    const admin = await signedInPage(browser, "admin@taxatlas.test", "/admin/payments");
    const row = admin.page.getByTestId(`admin-payment-${paymentId}`);
    await row.getByText("Awaiting transfer").waitFor();
    assert.deepEqual(await seriousA11yViolations(admin.page), [], "admin payments: no serious a11y violations");
    await shoot(admin.page, "billing-admin-payments-1280");
    await row.getByRole("button", { name: /^Mark received / }).click();
    await row.getByText("Paid").waitFor();
    await admin.page.goto(BASE_URL + "/admin/ledger");
    await hydrated(admin.page);
    await admin.page.getByText("Balanced: the sum of all accounts is zero in every currency.").waitFor();
    await shoot(admin.page, "billing-admin-ledger-1280");
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    await page.reload();
    await hydrated(page);
    await page.getByTestId("breakdown-DEU").waitFor();
    assert.equal(await page.getByTestId("tax-locked").count(), 0, "the wire payment unlocked the report");
    assert.deepEqual(errors, []);
    await context.close();
  });
});
