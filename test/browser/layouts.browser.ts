import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, fullTier, horizontalOverflow, hydrated, launch, seriousA11yViolations, shoot, signedInPage, watchConsole } from "./browser";

/** Issue 14: the 11 layouts, 6 themes and light/dark/system scheme, and the settings drawer. */
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const html = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    scheme: document.documentElement.dataset.scheme,
    dark: document.documentElement.classList.contains("dark"),
    layout: document.querySelector("[data-layout]")?.getAttribute("data-layout"),
    background: getComputedStyle(document.body).backgroundColor,
  }));

const overflows = async (page: Page) => (await horizontalOverflow(page)) > 1;

/** Saves a choice the way the drawer does (a form POST), for the screenshot loop. */
const save = (page: Page, form: Record<string, string>) =>
  page.evaluate(async (body) => {
    const res = await fetch("/resources/settings", { method: "POST", body: new URLSearchParams(body) });
    if (!res.ok) throw new Error(`save failed: ${res.status}`);
  }, form);

describe("settings drawer", () => {
  it("a signed-in person picks scheme, theme and layout; the page changes at once and after a reload", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/dashboards/project");
    await save(page, { layout: "classy", theme: "default", scheme: "light" });
    await page.reload();
    await hydrated(page);
    assert.equal((await html(page)).layout, "classy", `${page.url()}: ${await page.locator("h1").first().textContent()}`);
    await page.locator('button[data-panel="settings"]').click();
    const drawer = page.getByRole("dialog", { name: "Appearance" });
    await drawer.waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await drawer.getByText("Dark", { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await drawer.getByText("Teal", { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "teal");
    await drawer.getByText("Thin", { exact: true }).click();
    await page.waitForSelector('[data-layout="thin"]');
    await page.waitForLoadState("networkidle");
    await shoot(page, `layouts-drawer-dark-1280`, { fullPage: false });
    // Keyboard: the choices are one radio group per setting.
    await drawer.getByRole("radio", { name: "Thin" }).focus();
    await page.keyboard.press("ArrowUp");
    await page.waitForSelector('[data-layout="futuristic"]');
    // Picking a horizontal layout redraws the whole shell; the drawer stays open.
    await drawer.getByText("Modern", { exact: true }).click();
    await page.waitForSelector('[data-layout="modern"]');
    await drawer.getByText("Dense", { exact: true }).click();
    await page.waitForSelector('[data-layout="dense"]');
    assert.equal(await drawer.isVisible(), true);
    await page.reload();
    await hydrated(page);
    const after = await html(page);
    assert.deepEqual({ theme: after.theme, scheme: after.scheme, dark: after.dark, layout: after.layout }, { theme: "teal", scheme: "dark", dark: true, layout: "dense" });
    // A product page keeps its own layout, with the chosen colours.
    await page.goto(`${BASE_URL}/jurisdictions`);
    await hydrated(page);
    assert.deepEqual({ ...(await html(page)), background: undefined }, { theme: "teal", scheme: "dark", dark: true, layout: "compact", background: undefined });
    assert.deepEqual(errors, []);
    await save(page, { layout: "classy", theme: "default", scheme: "light" }); // as the other browser files expect
    await context.close();
  });

  it("a guest's choice is kept in a cookie and drawn by the server (no flash)", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${BASE_URL}/structures`);
    await hydrated(page);
    await page.locator('button[data-panel="settings"]').click();
    const drawer = page.getByRole("dialog", { name: "Appearance" });
    // Quick picks, without waiting for each save: they are saved one at a time and the last wins.
    const saves: string[] = [];
    page.on("request", (r) => void (r.url().includes("/resources/settings") && saves.push(r.postData() ?? "")));
    const isFinal = (body: string | null) => /theme=rose/.test(body ?? "") && /scheme=system/.test(body ?? "");
    const finalSaved = page.waitForResponse((r) => r.url().includes("/resources/settings") && isFinal(r.request().postData()) && r.ok());
    finalSaved.catch(() => undefined); // awaited below; no unhandled rejection if the test fails first
    await drawer.getByText("Teal", { exact: true }).click();
    await drawer.getByText("Dark", { exact: true }).click();
    // Two picks in the same task, while the earlier saves may still be in flight: both count.
    await drawer.evaluate((el) => {
      for (const name of ["Rose", "System"]) [...el.querySelectorAll("label")].find((l) => l.textContent?.trim() === name)!.click();
    });
    assert.equal(await page.locator("html").getAttribute("data-theme"), "rose"); // drawn at once
    assert.equal(await page.locator("html").getAttribute("data-scheme"), "system");
    await finalSaved;
    await page.waitForTimeout(300); // nothing is sent after the last choice
    assert.match((await context.cookies()).find((c) => c.name === "ta_shell")?.value ?? "", /^classy\.rose\.system$/);
    assert.ok(saves.length >= 2 && saves.length <= 4, `saves: ${saves.length}`);
    assert.match(saves.at(-1)!, /theme=rose.*scheme=system|scheme=system.*theme=rose/);
    await shoot(drawer, `layouts-drawer-guest-390`, { fullPage: false });
    assert.equal(await overflows(page), false);
    // The server's HTML already carries the choice: read it without running any script.
    const res = await page.request.get(`${BASE_URL}/structures`);
    assert.match(await res.text(), /<html[^>]*data-theme="rose"[^>]*data-scheme="system"/);
    // "system" follows the OS: an emulated dark preference turns the page dark without a reload.
    const light = (await html(page)).background;
    await page.emulateMedia({ colorScheme: "dark" });
    assert.notEqual((await html(page)).background, light);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

const LAYOUTS = ["classy", "classic", "compact", "dense", "thin", "futuristic", "modern", "enterprise", "material", "centered", "empty"];

describe("layouts × schemes (screenshots, axe, no overflow)", () => {
  it("every layout draws the dashboard in light and dark at 1280, axe clean", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/dashboards/project");
    for (const scheme of ["light", "dark"]) {
      await save(page, { scheme, theme: scheme === "dark" ? "purple" : "default" });
      for (const layout of LAYOUTS) {
        await page.goto(`${BASE_URL}/dashboards/project?layout=${layout}`);
        await hydrated(page);
        const state = await html(page);
        assert.equal(state.layout, layout);
        assert.equal(state.dark, scheme === "dark");
        assert.equal(await overflows(page), false, `${layout} ${scheme} overflows`);
        assert.deepEqual(await seriousA11yViolations(page), [], `${layout} ${scheme}`);
        await shoot(page, `layout-${layout}-${scheme}-1280`, { fullPage: false });
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("at 390 px the navigation is the overlay drawer, in every layout, without overflow", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/dashboards/project", { width: 390, height: 844 });
    await save(page, { scheme: "dark", theme: "amber" });
    for (const layout of LAYOUTS.filter((l) => l !== "empty")) {
      await page.goto(`${BASE_URL}/dashboards/project?layout=${layout}`);
      await hydrated(page);
      assert.equal(await overflows(page), false, `${layout} overflows at 390`);
      const sidebar = page.locator("aside");
      if ((await sidebar.count()) > 0) assert.equal(await sidebar.isVisible(), false, `${layout} shows a sidebar on a phone`);
      if (["classy", "dense", "enterprise"].includes(layout)) await shoot(page, `layout-${layout}-dark-390`, { fullPage: false });
    }
    await page.locator('button[data-panel="navigation"]').click();
    await page.getByRole("dialog", { name: "Main navigation" }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await shoot(page, `layout-drawer-dark-390`, { fullPage: false });
    assert.deepEqual(errors, []);
    await save(page, { layout: "classy", theme: "default", scheme: "light" });
    await context.close();
  });
});

describe("horizontal navigation (decision 106)", () => {
  const focused = (page: Page) =>
    page.evaluate(() => ({ id: document.activeElement?.getAttribute("data-nav-id"), role: document.activeElement?.getAttribute("role"), text: document.activeElement?.textContent?.trim() }));

  it("groups open as dropdowns by keyboard, Escape returns focus, a child link is followed; axe clean in light and dark", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/dashboards/project");
    const runs = [
      { scheme: "light", layout: "enterprise", open: "Enter", group: "Explore", first: "Jurisdictions", follow: "Structures", path: "/structures" },
      { scheme: "dark", layout: "modern", open: "Space", group: "Advice", first: "Professionals", follow: "Proposals", path: "/proposals" },
    ];
    for (const run of runs) {
      await save(page, { scheme: run.scheme, theme: "default" });
      await page.goto(`${BASE_URL}/dashboards/project?layout=${run.layout}`);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      const trigger = nav.getByRole("button", { name: run.group });
      // Tab walks the bar: Home link → Explore menu button → Advice menu button.
      await nav.getByRole("link", { name: "Home" }).focus();
      await page.keyboard.press("Tab");
      assert.equal((await focused(page)).id, "group.explore", `${run.layout}: Tab from Home`);
      await trigger.focus();
      assert.equal(await trigger.getAttribute("aria-expanded"), "false");
      // Enter or Space opens the group and puts focus on its first link.
      await page.keyboard.press(run.open);
      const menu = page.getByRole("menu", { name: run.group });
      await menu.waitFor();
      assert.equal(await trigger.getAttribute("aria-expanded"), "true");
      assert.deepEqual(await focused(page), { id: (await menu.getByRole("menuitem").first().getAttribute("data-nav-id")) ?? undefined, role: "menuitem", text: run.first });
      assert.deepEqual(await seriousA11yViolations(page), [], `${run.layout} ${run.scheme} with the menu open`);
      await shoot(page, `layout-${run.layout}-${run.scheme}-menu-1280`, { fullPage: false });
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      // Radix hands focus back in a task after the menu unmounts.
      await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, run.group, { timeout: 2000 });
      // ArrowDown opens it again; arrows move; Enter follows the link.
      await page.keyboard.press("ArrowDown");
      await menu.waitFor();
      await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, run.first, { timeout: 2000 });
      const seen = [run.first];
      for (let i = 0; i < 5 && seen.at(-1) !== run.follow; i++) {
        await page.keyboard.press("ArrowDown");
        await page.waitForFunction((prev) => document.activeElement?.textContent?.trim() !== prev, seen.at(-1), { timeout: 2000 }).catch(() => undefined);
        seen.push((await focused(page)).text ?? "");
      }
      assert.equal(seen.at(-1), run.follow, `${run.layout}: ArrowDown walked ${seen.join(" → ")}`);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === run.path);
      await hydrated(page);
      assert.equal(await page.getByRole("menu").count(), 0);
    }
    assert.deepEqual(errors, []);
    await save(page, { layout: "classy", theme: "default", scheme: "light" });
    await context.close();
  });

  it("between md and lg every horizontal layout shows the whole bar, inside the page, without sideways scroll", { skip: fullTier }, async () => {
    const { context, page, errors } = await signedInPage(browser, "user@taxatlas.test", "/dashboards/project", { width: 960, height: 800 });
    for (const width of [960, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const layout of ["centered", "enterprise", "material", "modern"]) {
        await page.goto(`${BASE_URL}/dashboards/project?layout=${layout}`);
        await hydrated(page);
        assert.equal(await overflows(page), false, `${layout} overflows at ${width}`);
        const entries = page.getByRole("navigation", { name: "Main navigation" }).locator("[data-nav-id]");
        assert.equal(await entries.count(), 4, `${layout} at ${width}: Home, Explore, Advice, Academy`);
        for (const box of await Promise.all((await entries.all()).map((e) => e.boundingBox()))) {
          assert.ok(box && box.width > 0 && box.x >= 0 && box.x + box.width <= width, `${layout} at ${width}: an entry is hidden or clipped`);
        }
        if (width === 960) await shoot(page, `layout-${layout}-light-960`, { fullPage: false });
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
