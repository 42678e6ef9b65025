import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { api, BASE_URL, fillCard, horizontalOverflow, hydrated, overflowAfterResize, launch, seriousA11yViolations, shoot, signedInPage } from "./browser";

/** Issue 32 §2: a report option's "Track this" → the tracker with the company and its calendar (the UAE return 9 months after year end). */
const PASSWORD = "track-this-browser-123";
const email = `track-${Date.now()}@example.com`;
let browser: Browser;
let reportId: string;

before(async () => {
  browser = await launch();
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await api(path, { method: "POST", headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const text = await res.text();
    assert.ok(res.ok, `${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  await call("/api/auth/sign-up", { name: "Track Tester", email, password: PASSWORD });
  const token = (await call("/api/auth/sign-in", { email, password: PASSWORD })).accessToken as string;
  const input = { residence: "DEU", activity: "software", revenue: 400_000, profit: 150_000, employees: 2, distribute: true, relocate: true, candidates: ["ARE:free-zone-company", "USA:llc"] };
  reportId = (await call("/api/tax/reports", input, token)).id as string;
});
after(async () => {
  await browser?.close();
});

describe("Track this", () => {
  it("a paid report's UAE option → Track this → the tracker shows the company and the UAE return 9 months after year end (en, tr, 390 px)", async () => {
    const { context, page, errors } = await signedInPage(browser, email, "/compliance", { width: 1280, height: 900 }, PASSWORD);
    await page.goto(`${BASE_URL}/checkout?purpose=report&reportId=${reportId}`);
    await hydrated(page);
    await fillCard(page);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((u) => u.pathname === `/tax/reports/${reportId}`);
    await hydrated(page);

    const track = page.getByTestId("track-this-ARE");
    await track.waitFor();
    await track.scrollIntoViewIfNeeded();
    await shoot(track, "track-this-option-1280", { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await track.scrollIntoViewIfNeeded();
    // The report's chart takes its width from a ResizeObserver, a frame or more after the resize.
    assert.ok((await overflowAfterResize(page)) <= 0, "the report has no sideways scroll at 390 px");
    await shoot(track, "track-this-option-390", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await track.getByLabel("Financial year end").selectOption("12-31");
    await track.getByRole("button", { name: "Track this" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/compliance/entities/"));
    await hydrated(page);
    await page.getByTestId("tracked-notice").waitFor();
    await page.getByRole("heading", { name: /United Arab Emirates/ }).waitFor();

    // Tracked today with a 31 Dec year end: the first return is due 30 September of next year.
    const today = new Date().toISOString().slice(0, 10);
    const due = `${Number(today.slice(0, 4)) + 1}-09-30`;
    const uaeReturn = page.locator("[data-filing-id]", { hasText: "UAE corporate tax return (EmaraTax)" });
    await uaeReturn.waitFor();
    assert.equal(await uaeReturn.locator("time").getAttribute("datetime"), due);
    assert.match(await uaeReturn.innerText(), /AED 500 a month/);
    assert.match(await uaeReturn.innerText(), /Source: UAE Federal Tax Authority/);
    assert.deepEqual(await seriousA11yViolations(page), [], "tracked company: no serious a11y violations");
    await shoot(page, "track-this-tracker-1280");

    await page.setViewportSize({ width: 390, height: 844 });
    await uaeReturn.waitFor();
    assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scroll at 390 px");
    await shoot(page, "track-this-tracker-390");

    await page.goto(`${page.url().split("?")[0]}?lng=tr`);
    await hydrated(page);
    const trReturn = page.locator("[data-filing-id]", { hasText: "BAE kurumlar vergisi beyannamesi (EmaraTax)" });
    await trReturn.waitFor();
    assert.match(await trReturn.innerText(), /Gecikme cezası/);
    assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scroll at 390 px (tr)");
    await shoot(page, "track-this-tracker-tr-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, "track-this-tracker-tr-1280");

    // A second click on the report's option finds the same company (one per option).
    await page.goto(`${BASE_URL}/tax/reports/${reportId}?lng=en`);
    await hydrated(page);
    await page.getByTestId("track-this-ARE").getByRole("button", { name: "Track this" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/compliance/entities/"));
    await hydrated(page);
    await page.goto(`${BASE_URL}/compliance`);
    await hydrated(page);
    assert.equal(await page.locator("[data-filing-id]", { hasText: "UAE corporate tax return (EmaraTax)" }).count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
