import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { api, BASE_URL, enterAdminCode, fullTier, horizontalOverflow, hydrated, launch, screenshotMatrix, seriousA11yViolations, shoot, watchConsole } from "./browser";

const PASSWORD = "taxatlas-demo-2026";
let browser: Browser;

before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const WIDTHS = [1280, 390] as const;

async function signIn(page: Page, email: string, password = PASSWORD) {
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (email === "admin@taxatlas.test") await enterAdminCode(page);
}

describe("public product", () => {
  it("guest: landing → jurisdictions → filter/sort → detail asks for sign-in → signs in → detail with chart → compares three", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);

    await page.goto(BASE_URL + "/advisor");
    await hydrated(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByText("not legal or tax advice").first().waitFor();
    assert.ok(await page.getByText("Tax Foundation, 2025").first().isVisible());
    assert.deepEqual(await seriousA11yViolations(page), [], "landing: no serious a11y violations");

    await page.getByRole("link", { name: "Browse jurisdictions" }).click();
    await page.waitForURL((u) => u.pathname === "/jurisdictions");
    await hydrated(page);
    assert.deepEqual(await seriousA11yViolations(page), [], "jurisdictions: no serious a11y violations");
    await page.getByLabel("Region").selectOption("europe");
    await page.waitForURL((u) => u.searchParams.get("region") === "europe");
    await page.getByLabel("Sort by").selectOption("rate");
    await page.waitForURL((u) => u.searchParams.get("sort") === "rate");
    await page.getByLabel("Order", { exact: true }).selectOption("desc");
    await page.waitForURL((u) => u.searchParams.get("order") === "desc");
    const firstRate = await page.locator("tbody tr").first().locator("td").last().textContent();
    assert.match(firstRate ?? "", /%/);
    // state survives a reload
    await page.reload();
    await hydrated(page);
    assert.equal(await page.getByLabel("Region").inputValue(), "europe");
    assert.equal(await page.getByLabel("Sort by").inputValue(), "rate");
    const rows = await page.locator("tbody tr td:nth-child(3)").allTextContents();
    assert.ok(rows.length > 5 && rows.every((r) => r === "Europe"), "only European rows");

    await page.getByRole("link", { name: "Cyprus" }).click();
    await page.waitForURL((u) => u.pathname === "/sign-in");
    assert.equal(new URL(page.url()).searchParams.get("redirectURL"), "/jurisdictions/cyprus");
    await signIn(page, "user@taxatlas.test");
    await page.waitForURL((u) => u.pathname === "/jurisdictions/cyprus");
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "Cyprus" }).waitFor();
    // drawn once it comes near the viewport
    await page.getByTestId("rate-chart").first().scrollIntoViewIfNeeded();
    await page.locator("[data-testid=rate-chart] svg.recharts-surface").first().waitFor();
    assert.equal(await page.getByTestId("headline-rate").textContent(), "12.5%");
    assert.deepEqual(await seriousA11yViolations(page), [], "detail: no serious a11y violations");

    await page.getByLabel("Compare with (1)").selectOption("ireland");
    await page.getByLabel("Compare with (2)").selectOption("malta");
    await page.getByRole("button", { name: "Compare side by side" }).click();
    await page.waitForURL((u) => u.pathname === "/jurisdictions/compare");
    // the URL changes before the client-side navigation renders: wait for the compare page itself
    await page.getByRole("heading", { level: 1, name: "Compare jurisdictions" }).waitFor();
    await hydrated(page);
    const headers = await page.getByTestId("compare-table").locator("thead th").allTextContents();
    assert.deepEqual(headers, ["Cyprus", "Ireland", "Malta"]);
    await page.getByTestId("rate-chart").first().scrollIntoViewIfNeeded();
    await page.locator("[data-testid=rate-chart] svg.recharts-surface").first().waitFor();
    assert.deepEqual(await seriousA11yViolations(page), [], "compare: no serious a11y violations");
    assert.deepEqual(errors, [], "no console errors");
    await context.close();
  });

  it("academy reader saves progress; support contact form creates a ticket", { skip: fullTier }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(BASE_URL + "/academy/economic-substance-rules");
    await signIn(page, "user@taxatlas.test");
    await page.waitForURL((u) => u.pathname === "/academy/economic-substance-rules");
    await hydrated(page);
    await page.getByText("Step 1 of").first().waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL((u) => u.searchParams.get("step") === "2");
    await page.getByTestId("course-progress").filter({ hasText: "step 2 of" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL((u) => u.searchParams.get("step") === "3");
    // progress is stored on the server: a fresh visit resumes at step 3
    await page.goto(BASE_URL + "/academy/economic-substance-rules");
    await hydrated(page);
    await page.getByTestId("course-progress").filter({ hasText: "step 3 of" }).waitFor();
    await page.goto(BASE_URL + "/academy");
    await hydrated(page);
    assert.ok((await page.getByRole("progressbar").count()) >= 8);

    await page.goto(BASE_URL + "/support");
    await hydrated(page);
    await page.getByLabel("Topic").selectOption("payments");
    await page.getByLabel("Subject").fill("Refund question");
    await page.getByLabel("Message").fill("Can I still get a refund for the report I bought yesterday?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("ticket-ack").waitFor();
    assert.match((await page.getByTestId("ticket-ack").textContent()) ?? "", /24–48 hours/);
    assert.equal(await page.getByLabel("Subject").inputValue(), "", "form is cleared after sending");
    // a guide opens from the help centre, and a link inside its content leads into the product
    await page.getByRole("link", { name: "What TaxAtlas does" }).click();
    await page.waitForURL((u) => u.pathname === "/support/guides/getting-started/what-is-taxatlas");
    await page.getByRole("heading", { name: "What TaxAtlas does" }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), [], "guide: no serious a11y violations");
    await page.getByRole("link", { name: "a report" }).click();
    await page.waitForURL((u) => u.pathname === "/tax");
    await page.goto(BASE_URL + "/support/faqs");
    await hydrated(page);
    const question = page.locator("details", { has: page.locator("summary", { hasText: /report cost/i }) }).first();
    const answer = question.locator("p");
    assert.equal(await answer.isVisible(), false, "answers start closed");
    await question.locator("summary").click();
    await answer.waitFor({ state: "visible" });
    assert.equal(await question.getAttribute("open"), "");
    assert.deepEqual(await seriousA11yViolations(page), [], "faqs: no serious a11y violations");
    assert.deepEqual(errors, [], "no console errors");
    await context.close();
  });

  it("an admin approves an advisor application and the applicant then gets the advisor view", async () => {
    const email = `browser-applicant-${Date.now()}@example.test`;
    const password = "browser-applicant-password";
    const up = await api("/api/auth/sign-up", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Browser Applicant", email, password }) });
    assert.equal(up.status, 201);

    const applicantCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const applicant = await applicantCtx.newPage();
    await applicant.goto(BASE_URL + "/sign-in?redirectURL=%2Ffor-advisors");
    await signIn(applicant, email, password);
    await applicant.waitForURL((u) => u.pathname === "/for-advisors");
    await hydrated(applicant);
    await applicant.getByLabel("Firm").fill("Browser Tax Ltd");
    await applicant.getByLabel("Years of experience").fill("5");
    await applicant.getByLabel("Jurisdictions you serve").fill("Cyprus, Malta");
    await applicant.getByLabel("Languages").fill("en, tr");
    await applicant.getByLabel("Services you offer").fill("Holding company set-up");
    await applicant.getByLabel(/Tell us about your practice/).fill("Chartered accountant with five years of cross-border practice.");
    await applicant.getByRole("button", { name: "Submit application" }).click();
    await applicant.getByTestId("application-status").filter({ hasText: "Pending" }).waitFor();

    const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminCtx.newPage();
    const errors = watchConsole(admin);
    await admin.goto(BASE_URL + "/admin/advisor-applications");
    await signIn(admin, "admin@taxatlas.test");
    await admin.waitForURL((u) => u.pathname === "/admin/advisor-applications");
    await hydrated(admin);
    const card = admin.locator("li", { hasText: email });
    await card.getByRole("button", { name: "Approve" }).click();
    await card.getByText("Approved").waitFor();
    await shoot(admin, "public-admin-applications-1280-en");
    assert.deepEqual(await seriousA11yViolations(admin), [], "admin page: no serious a11y violations");
    assert.deepEqual(errors, [], "no console errors");

    await applicant.goto(BASE_URL + "/for-advisors");
    await hydrated(applicant);
    await applicant.getByTestId("application-status").filter({ hasText: "Approved" }).waitFor();
    await applicant.goto(BASE_URL + "/advisor/mail");
    assert.equal(new URL(applicant.url()).pathname, "/advisor/mail", "the advisor area is open to the new advisor");
    await applicantCtx.close();
    await adminCtx.close();
  });

  it("a file field speaks the page's language, not the browser's, and shows the chosen file's name", async () => {
    // The browser runs in English (locale en-US): its own control would say "Choose File".
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${BASE_URL}/contracts/verify?lng=tr`);
    await hydrated(page);
    const chosen = page.getByTestId("file-input-chosen");
    assert.equal(await chosen.innerText(), "Dosya seçilmedi");
    await page.getByText("Dosya seç", { exact: true }).waitFor();
    const input = page.locator('input[type="file"][name="file"]');
    await input.setInputFiles({ name: "sözleşme.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    assert.equal(await chosen.innerText(), "sözleşme.pdf");
    // The native input is still the control: focusable, labelled, and what the form submits.
    await input.focus();
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), "file");
    assert.deepEqual(await seriousA11yViolations(page), []);
    // The chosen file is what the form sends: an unknown PDF is answered as such.
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.getByText("Bu dosyayla eşleşen kayıt yok", { exact: false }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("screenshots at 1280 and 390 px in en and tr", { skip: screenshotMatrix }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(BASE_URL + "/sign-in");
    await signIn(page, "user@taxatlas.test");
    await page.waitForURL((u) => !u.pathname.startsWith("/sign-in"));
    const pages: [string, string][] = [
      ["landing", "/advisor"],
      ["jurisdictions", "/jurisdictions?sort=rate&order=asc"],
      ["jurisdiction-detail", "/jurisdictions/ireland"],
      ["compare", "/jurisdictions/compare?j=cyprus,ireland,united-arab-emirates"],
      ["structure", "/structures/holding-company"],
      ["professionals", "/professionals"],
      ["professional", "/professionals/elif-kaya"],
      ["pricing", "/pricing"],
      ["for-advisors", "/for-advisors"],
      ["academy", "/academy"],
      ["academy-reader", "/academy/cfc-rules?step=2"],
      ["support", "/support"],
      ["faqs", "/support/faqs"],
      ["guides-category", "/support/guides/payments"],
      ["guide", "/support/guides/payments/funding-and-releasing-milestones"],
    ];
    for (const lng of ["en", "tr"]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of pages) {
          await page.goto(`${BASE_URL}${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
          await hydrated(page);
          assert.equal(await page.getAttribute("html", "lang"), lng);
          // Charts draw when they near the viewport: bring each one there before the full-page shot.
          for (const chart of await page.getByTestId("rate-chart").all()) {
            await chart.scrollIntoViewIfNeeded();
            await chart.locator("svg.recharts-surface").last().waitFor();
          }
          // nothing may be wider than the viewport (no sideways scrolling of the page itself)
          await shoot(page, `public-${name}-${width}-${lng}`);
          const overflow = await horizontalOverflow(page);
          const culprits = await page.evaluate(() =>
            [...document.querySelectorAll("main *")]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest(".overflow-x-auto"))
              .slice(0, 3)
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
          );
          assert.ok(overflow <= 1, `${name} ${width}px ${lng}: page overflows by ${overflow}px (${culprits.join(" | ")})`);
        }
      }
    }
    await context.close();
  });
});
