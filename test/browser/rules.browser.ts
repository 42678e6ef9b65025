import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, fullTier, horizontalOverflow, hydrated, launch, seriousA11yViolations, shoot, signedInPage, watchConsole } from "./browser";

/** Issue 32 §3: the rules explorer (guest) with the filings of the law, and Cyprus's "What changes" (signed in), 1280 and 390 px, en and tr. */
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const WIDTHS = [1280, 390];

describe("rules explorer", () => {
  it("a guest searches, filters by Cyprus and reads cit:CYP's values and source; axe-clean, no sideways scroll, en and tr", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "UTC" });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${BASE_URL}/rules`);
    await hydrated(page);
    await shoot(page, "rules-explorer-all-en-1280");
    await page.getByLabel("Jurisdiction").selectOption("CYP");
    await page.waitForURL((u) => u.searchParams.get("jurisdiction") === "CYP");
    await page.getByLabel("Search").fill("corporate income");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "corporate income");
    const card = page.locator('[data-rule="cit:CYP"]');
    await card.waitFor();
    assert.match(await card.innerText(), /1 January 2026[\s\S]*15%/);
    assert.equal(await card.getByRole("link").getAttribute("href"), "https://taxnews.ey.com/news/2026-0140-cyprus-enacts-major-tax-reform-legislation");
    // the filings of the law are rules too (decision 271): the kind filter shows only them
    await page.getByLabel("Search").fill("");
    await page.getByLabel("Kind of rule").selectOption("filings");
    await page.waitForURL((u) => u.searchParams.get("kind") === "filings");
    await page.locator('[data-filing^="CYP."]').first().waitFor();
    assert.equal(await page.locator("[data-rule]").count(), 0);

    for (const lng of ["en", "tr"]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${BASE_URL}/rules?jurisdiction=CYP&lng=${lng}`);
        await hydrated(page);
        assert.equal(await page.getAttribute("html", "lang"), lng);
        assert.ok((await horizontalOverflow(page)) <= 0, `/rules ${lng} ${width} scrolls sideways`);
        assert.match(await page.locator('[data-filing="CYP.annual-return"]').innerText(), lng === "en" ? /Annual return[\s\S]*If late/ : /Gecikirse/);
        // axe once per language (the crawl runs it on /rules for every role as well)
        if ((lng === "en") === (width === 1280)) assert.deepEqual(await seriousA11yViolations(page), [], `/rules ${lng} ${width}`);
        await shoot(page, `rules-explorer-${lng}-${width}`);
      }
    }
    // every rule, unfiltered, on a phone in Turkish
    await page.goto(`${BASE_URL}/rules?lng=tr`);
    await hydrated(page);
    assert.ok((await horizontalOverflow(page)) <= 0, "/rules tr 390 scrolls sideways");
    await shoot(page, "rules-explorer-all-tr-390");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("Cyprus's page shows What changes (12.5% → 15% on 1 January 2026) and links to its rules, en and tr", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/jurisdictions/cyprus");
    for (const lng of ["en", "tr"]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${BASE_URL}/jurisdictions/cyprus?lng=${lng}`);
        await hydrated(page);
        const section = page.getByTestId("what-changes");
        assert.match(await section.innerText(), lng === "en" ? /1 January 2026[\s\S]*12\.5%[\s\S]*15%/ : /1 Ocak 2026[\s\S]*%12,5[\s\S]*%15/);
        assert.ok((await horizontalOverflow(page)) <= 0, `cyprus ${lng} ${width} scrolls sideways`);
        if ((lng === "en") === (width === 1280)) assert.deepEqual(await seriousA11yViolations(page), [], `cyprus ${lng} ${width}`);
        await section.scrollIntoViewIfNeeded();
        await shoot(section, `rules-what-changes-cyprus-${lng}-${width}`);
      }
    }
    await page
      .getByTestId("what-changes")
      .getByRole("link", { name: /Kıbrıs|Cyprus/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === "/rules" && u.searchParams.get("jurisdiction") === "CYP");
    assert.deepEqual(errors, []);
    await context.close();
  });
});
