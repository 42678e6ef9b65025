import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { api, BASE_URL, fullTier, horizontalOverflow, hydrated, launch, screenshotMatrix, SCREENSHOTS, seriousA11yViolations, shoot, watchConsole } from "./browser";

/** Issue 12: a new user adds a Cyprus holding, files one filing with a document, subscribes, shares a folder. */
const PASSWORD = "compliance-browser-123";
const email = `compliance-${Date.now()}@example.com`;
let browser: Browser;

before(async () => {
  browser = await launch();
  const res = await api("/api/auth/sign-up", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Compliance Tester", email, password: PASSWORD }) });
  assert.equal(res.status, 201, await res.text());
  await becomeClientOfDemoAdvisor();
});

/** Folders are shared only with an advisor one has a contract with (issue 11/12): request → bid → accept over the API. */
async function becomeClientOfDemoAdvisor() {
  const call = async (path: string, token: string | null, body?: unknown) => {
    const r = await api(path, { method: "POST", headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    assert.ok(r.ok, `${path}: ${r.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const client = (await call("/api/auth/sign-in", null, { email, password: PASSWORD })).accessToken as string;
  const advisor = (await call("/api/auth/sign-in", null, { email: "advisor@taxatlas.test", password: "taxatlas-demo-2026" })).accessToken as string;
  const request = await call("/api/marketplace/requests", client, { title: "Annual filings for my Cyprus holding", description: "Keep my Cyprus holding's filings on time.", jurisdiction: "CYP", kind: "recurring", budgetMin: 50_000, budgetMax: 200_000 });
  const bid = await call(`/api/marketplace/requests/${request.id}/bids`, advisor, { amount: 120_000, timelineDays: 365, message: "Yearly compliance package.", milestones: [{ title: "First year", amount: 120_000 }] });
  await call(`/api/marketplace/bids/${bid.id}/accept`, client);
}
after(async () => {
  await browser?.close();
});

async function signIn(address: string, password: string, path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: "en-US", timezoneId: "UTC" });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${BASE_URL}/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(address);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  await hydrated(page);
  return { context, page, errors };
}

const count = async (page: Page, status: string) => Number(await page.getByTestId(`count-${status}`).innerText());

describe("compliance tracker", () => {
  it("add a Cyprus holding → see its filings → mark one filed with an uploaded document → the dashboard counts change", async () => {
    const { context, page, errors } = await signIn(email, PASSWORD, "/compliance");
    assert.equal(await count(page, "filed"), 0);
    assert.equal(await count(page, "upcoming"), 0);

    await page.getByLabel("Name", { exact: true }).fill("Atlas Holdings (Cyprus) Ltd");
    await page.getByLabel("Jurisdiction", { exact: true }).selectOption("CYP");
    await page.getByLabel("Structure", { exact: true }).selectOption("holding-company");
    await page.getByLabel("Incorporation date", { exact: true }).fill("2021-03-15");
    await page.getByLabel("Fiscal-year end (MM-DD)").fill("12-31");
    await page.getByLabel("Registered agent", { exact: true }).fill("Nicosia Corporate Services");
    await page.getByLabel("Uses a nominee director").check();
    await page.getByRole("button", { name: "Add a company or structure" }).last().click();
    await page.waitForURL(/\/compliance\/entities\//);
    await hydrated(page);
    await page.getByRole("heading", { name: "Atlas Holdings (Cyprus) Ltd" }).waitFor();
    const he32 = page.locator("[data-filing-id]", { hasText: "Annual return (HE32)" });
    await he32.waitFor();
    assert.match(await he32.innerText(), /€20/);
    assert.match(await he32.innerText(), /Source: Uniwide/);
    assert.match(await page.locator("[data-filing-id]", { hasText: "Nominee director service renewal" }).innerText(), /Estimate/);

    await page.goto(`${BASE_URL}/compliance`);
    await hydrated(page);
    const open = (await count(page, "upcoming")) + (await count(page, "due_soon")) + (await count(page, "overdue"));
    assert.ok(open > 5, `open filings: ${open}`);
    assert.equal(await count(page, "filed"), 0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await shoot(page, `compliance-dashboard-desktop-en`);
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.goto(`${BASE_URL}/compliance/annual-review`);
    await hydrated(page);
    const row = page.locator("[data-filing-id]", { hasText: "Annual return (HE32)" });
    await row.getByRole("button", { name: /Mark as filed/ }).click();
    const pdf = `${SCREENSHOTS}/../he32-receipt.pdf`;
    writeFileSync(pdf, "%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
    await row.getByLabel("Or upload a new document").setInputFiles(pdf);
    await row.getByRole("button", { name: "Mark filed" }).click();
    await page.locator("[data-filing-id][data-status=filed]", { hasText: "Annual return (HE32)" }).waitFor();
    const filedRow = page.locator("[data-filing-id][data-status=filed]", { hasText: "Annual return (HE32)" });
    await filedRow.getByRole("link", { name: /he32-receipt\.pdf/ }).waitFor();
    await shoot(page, `compliance-section-desktop-en`);
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.goto(`${BASE_URL}/compliance`);
    await hydrated(page);
    assert.equal(await count(page, "filed"), 1);
    assert.equal((await count(page, "upcoming")) + (await count(page, "due_soon")) + (await count(page, "overdue")), open - 1);

    // Subscribe: a secret RFC 5545 feed.
    await page.getByRole("button", { name: "Create calendar link" }).click();
    const url = await page.getByLabel("Your private calendar link").inputValue();
    const ics = await page.request.get(url);
    assert.equal(ics.status(), 200);
    assert.equal(ics.headers()["content-type"], "text/calendar; charset=utf-8");
    assert.match(await ics.text(), /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n[\s\S]*SUMMARY:✓ Atlas Holdings \(Cyprus\) Ltd: Annual return \(HE32\)/);

    // The uploaded document is in Documents › Compliance filings.
    await page.goto(`${BASE_URL}/documents`);
    await hydrated(page);
    await page.locator("[data-item-name='Compliance filings']").waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shares a folder with the advisor, who sees it under /advisor/documents until it is revoked", { skip: fullTier }, async () => {
    const owner = await signIn(email, PASSWORD, "/documents");
    const folder = owner.page.locator("[data-item-name='Compliance filings']");
    await folder.locator("summary").click();
    await folder.getByLabel("Advisor").selectOption("usr_demo_advisor");
    await folder.getByLabel("Access").selectOption("read");
    await folder.getByRole("button", { name: "Share", exact: true }).click();
    await folder.getByText("Shared", { exact: true }).waitFor();
    await shoot(owner.page, `documents-desktop-en`);
    assert.deepEqual(await seriousA11yViolations(owner.page), []);

    const advisor = await signIn("advisor@taxatlas.test", "taxatlas-demo-2026", "/advisor/documents");
    const root = advisor.page.getByTestId("shared-roots").getByRole("link", { name: /Compliance filings/ });
    await root.click();
    await advisor.page.waitForURL(/folder=/);
    await advisor.page.locator("[data-item-name='he32-receipt.pdf']").waitFor();
    await shoot(advisor.page, `advisor-documents-desktop-en`);
    const folderUrl = advisor.page.url();

    await folder.getByRole("button", { name: "Revoke" }).click();
    await folder.getByText("Shared", { exact: true }).waitFor({ state: "detached" });
    const after = await advisor.page.goto(folderUrl);
    assert.equal(after?.status(), 404);
    assert.deepEqual(owner.errors, []);
    await owner.context.close();
    await advisor.context.close();
  });

  it("works on a 390 px phone and in Turkish", { skip: screenshotMatrix }, async () => {
    const phone = await signIn(email, PASSWORD, "/compliance", { width: 390, height: 844 });
    await shoot(phone.page, `compliance-dashboard-390-en`);
    const overflow = await horizontalOverflow(phone.page);
    assert.ok(overflow <= 1, `horizontal overflow ${overflow}px`);
    await phone.page.goto(`${BASE_URL}/compliance/annual-review?lng=tr`);
    await hydrated(phone.page);
    await phone.page.getByRole("heading", { name: "Yıllık beyan (HE32)" }).or(phone.page.getByText("Yıllık beyan (HE32)")).first().waitFor();
    await shoot(phone.page, `compliance-section-390-tr`);
    await phone.page.goto(`${BASE_URL}/compliance?lng=tr`);
    await hydrated(phone.page);
    await phone.page.getByText("Bu yıl ödenecek harçlar").waitFor();
    await shoot(phone.page, `compliance-dashboard-390-tr`);
    await phone.page.goto(`${BASE_URL}/documents?lng=tr`);
    await hydrated(phone.page);
    await shoot(phone.page, `documents-390-tr`);
    const desktop = await signIn(email, PASSWORD, "/compliance?lng=tr");
    await shoot(desktop.page, `compliance-dashboard-desktop-tr`);
    assert.deepEqual(await seriousA11yViolations(desktop.page), []);
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
    await desktop.context.close();
  });
});
