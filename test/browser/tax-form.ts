import assert from "node:assert/strict";
import type { Page } from "playwright-core";

interface Answers {
  residence: string;
  relocate: boolean;
  activity: string;
  revenue: string;
  profit: string;
  employees: string;
  /** Issue 32: the country moved to and one holding (value, cost basis), on step 1. */
  relocateTo?: string;
  holdingValue?: string;
  holdingCost?: string;
}
const DEFAULT: Answers = { residence: "DEU", relocate: true, activity: "software", revenue: "400000", profit: "150000", employees: "2" };

/** Walks the enhanced form: one step at a time, Next after each (the v2 fields keep their defaults). */
export async function fillTaxForm(page: Page, { prefilled = false, ...answers }: { prefilled?: boolean } & Partial<Answers> = {}) {
  const a = { ...DEFAULT, ...answers };
  if (!prefilled) {
    await page.getByLabel("Country where you are tax resident").selectOption(a.residence);
    await page.getByLabel(a.relocate ? "Yes, I can move or build real substance abroad" : "No, I stay resident where I am").check();
    if (a.relocateTo) await page.getByLabel("Country you move to").selectOption(a.relocateTo);
    if (a.holdingValue) await page.getByLabel("Value of the shares (USD)").fill(a.holdingValue);
    if (a.holdingCost) await page.getByLabel("Cost basis (USD)").fill(a.holdingCost);
  }
  assert.equal(await page.getByLabel("Main activity").isVisible(), false, "step 2 is hidden while on step 1");
  await page.getByRole("button", { name: "Next" }).click();
  if (!prefilled) {
    await page.getByLabel("Main activity").selectOption(a.activity);
    await page.getByLabel("Annual revenue (USD)").fill(a.revenue);
    await page.getByLabel("Annual profit before tax (USD)").fill(a.profit);
    await page.getByLabel("Employees").fill(a.employees);
  }
  await page.getByRole("button", { name: "Next" }).click();
  if (!prefilled) await page.getByLabel("It is paid out to me as dividends").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Leave all unticked").waitFor();
  await page.getByRole("button", { name: "Run the comparison" }).click();
}
