import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, enterAdminCode, fullTier, hydrated, launch, seriousA11yViolations, shoot, signedInPage, watchConsole } from "./browser";

/** Issue 18: the admin entry and the admin's way back from the advisor view; the open-redirect fallback. */
const PASSWORD = "taxatlas-demo-2026";
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe("admin navigation and view switch (decision 050)", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`an admin sees the admin entry and switches advisor view on and back off (${viewport.width} px)`, { skip: fullTier }, async () => {
      const context = await browser.newContext({ viewport, locale: "en-US", timezoneId: "UTC" });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(`${BASE_URL}/sign-in?redirectURL=${encodeURIComponent("/advisor/mail")}`);
      await hydrated(page);
      await page.getByLabel("E-mail address").fill("admin@taxatlas.test");
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await enterAdminCode(page);
      await page.waitForURL((u) => u.pathname === "/advisor/mail");
      await hydrated(page);
      const entry = page.locator('a[href="/admin/advisor-applications"]').first();
      await entry.waitFor({ state: "attached" });
      await shoot(page, `hardening-admin-nav-${viewport.width}`, { fullPage: false });
      if (viewport.width >= 1024) {
        await entry.click();
        await page.waitForURL((u) => u.pathname === "/admin/advisor-applications");
        await hydrated(page);
        assert.deepEqual(await seriousA11yViolations(page), []);
      }
      const toggle = page.getByRole("switch", { name: "Advisor view" });
      if (await toggle.isVisible()) {
        await toggle.click();
        await page.waitForURL((u) => u.pathname === "/advisor/mail");
        await hydrated(page);
        await page.getByRole("switch", { name: "Advisor view" }).click();
        await page.waitForURL((u) => u.pathname === "/admin/advisor-applications");
        await hydrated(page);
        await shoot(page, `hardening-admin-back-${viewport.width}`, { fullPage: false });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("open redirect", () => {
  it("a sign-in link with /%09/evil.test lands inside the app", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/sign-in?redirectURL=/%09/evil.test`);
    await hydrated(page);
    await page.getByLabel("E-mail address").fill("user@taxatlas.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((u) => u.pathname !== "/sign-in");
    assert.equal(new URL(page.url()).host, new URL(BASE_URL).host);
    await context.close();
  });
});

describe("double submits in Documents (issue 26 item 7)", () => {
  it("a double-clicked upload and a double-clicked folder create each leave exactly one item", async () => {
    const { context, page } = await signedInPage(browser, "user@taxatlas.test", "/documents");
    const suffix = crypto.randomUUID().slice(0, 8);
    const fileName = `double-${suffix}.txt`;
    const folderName = `Twice ${suffix}`;
    let choosers = 0;
    page.on("filechooser", (chooser) => {
      choosers++;
      void chooser.setFiles({ name: fileName, mimeType: "text/plain", buffer: Buffer.from("one upload, clicked twice") });
    });
    const posts = { upload: 0, folder: 0 };
    page.on("request", (r) => {
      if (r.method() !== "POST" || !r.url().includes("/resources/documents")) return;
      if ((r.headers()["content-type"] ?? "").startsWith("multipart/")) posts.upload++;
      else posts.folder++;
    });
    await page.locator("button", { hasText: "Upload file" }).dblclick();
    // The listing, not the toast: whichever of the two answers (201 or the 409 name clash) lands last
    // writes the message, so waiting for "Uploaded …" raced the server.
    await page.locator(`[data-item-name='${fileName}']`).first().waitFor();
    // Both clicks reached the server: two file choosers, two upload requests.
    assert.equal(choosers, 2);
    assert.equal(posts.upload, 2);

    await page.getByPlaceholder("Folder name").fill(folderName);
    await page.getByRole("button", { name: "New folder" }).dblclick();
    await page.locator(`[data-item-name='${folderName}']`).first().waitFor();

    assert.equal(posts.folder, 2);
    // What the server kept, not what the page happened to show: reload and count.
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator(`[data-item-name='${fileName}']`).count(), 1);
    assert.equal(await page.locator(`[data-item-name='${folderName}']`).count(), 1);
    await shoot(page, `hardening-double-submit`);
    await context.close();
  });
});
