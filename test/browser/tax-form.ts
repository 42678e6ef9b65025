import assert from "node:assert/strict";
import type { Page } from "playwright-core";

/** Walks the enhanced form: one step at a time, Next after each. */
export async function fillTaxForm(page: Page, { prefilled = false } = {}) {
  if (!prefilled) {
    await page.getByLabel("Country where you are tax resident").selectOption("DEU");
    await page.getByLabel("Yes, I can move or build real substance abroad").check();
  }
  assert.equal(await page.getByLabel("Main activity").isVisible(), false, "step 2 is hidden while on step 1");
  await page.getByRole("button", { name: "Next" }).click();
  if (!prefilled) {
    await page.getByLabel("Main activity").selectOption("software");
    await page.getByLabel("Annual revenue (USD)").fill("400000");
    await page.getByLabel("Annual profit before tax (USD)").fill("150000");
    await page.getByLabel("Employees").fill("2");
  }
  await page.getByRole("button", { name: "Next" }).click();
  if (!prefilled) await page.getByLabel("It is paid out to me as dividends").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Leave all unticked").waitFor();
  await page.getByRole("button", { name: "Run the comparison" }).click();
}
