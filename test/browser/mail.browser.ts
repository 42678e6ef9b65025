import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { api, BASE_URL, fullTier, horizontalOverflow, hydrated, launch, nextAdminCode, seriousA11yViolations, shoot, signedInPage } from "./browser";

/**
 * The local mail viewer (issue 29): a password reset asked for in English and one in Turkish go
 * through the local Queue to the embedded provider; /admin/mail shows each as it would arrive.
 */
let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});


async function adminToken() {
  const json = { "Content-Type": "application/json" };
  const res = await api("/api/auth/sign-in", { method: "POST", headers: json, body: JSON.stringify({ email: "admin@taxatlas.test", password: "taxatlas-demo-2026" }) });
  // The demo admin has TOTP on (issue 30): the password step answers a challenge, the code finishes it.
  const { challenge } = (await res.json()) as { challenge: string };
  const verified = await api("/api/auth/2fa/verify", { method: "POST", headers: json, body: JSON.stringify({ challenge, code: await nextAdminCode() }) });
  return ((await verified.json()) as { accessToken: string }).accessToken;
}

/** Asks for a reset in a language; the id of its mail once the local consumer has sent it. */
async function resetMail(lng: "en" | "tr", token: string): Promise<string> {
  const asked = await api(`/api/auth/forgot-password?lng=${lng}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "user@taxatlas.test" }) });
  assert.equal(asked.status, 200);
  const subject = lng === "tr" ? "TaxAtlas şifrenizi sıfırlayın" : "Reset your TaxAtlas password";
  // The Queue delivers in the background (wrangler's local queue, batch timeout 5 s).
  for (;;) {
    const list = (await (await api("/api/admin/mail", { headers: { Authorization: `Bearer ${token}` } })).json()) as { messages: { id: string; subject: string; status: string }[] };
    const sent = list.messages.find((m) => m.subject === subject && m.status === "sent");
    if (sent) return sent.id;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe("local mail viewer", () => {
  it("shows a password reset as it arrives, in English and Turkish, desktop and 390 px", { skip: fullTier }, async () => {
    const token = await adminToken();
    const ids = { en: await resetMail("en", token), tr: await resetMail("tr", token) };
    for (const lng of ["en", "tr"] as const) {
      for (const [label, viewport] of [
        ["desktop", { width: 1280, height: 900 }],
        ["390", { width: 390, height: 844 }],
      ] as const) {
        const { context, page, errors } = await signedInPage(browser, "admin@taxatlas.test", `/admin/mail?id=${ids[lng]}&lng=${lng}`, viewport);
        await hydrated(page);
        const viewer = page.getByTestId("mail-viewer");
        await viewer.getByRole("heading", { level: 2, name: lng === "tr" ? "TaxAtlas şifrenizi sıfırlayın" : "Reset your TaxAtlas password" }).waitFor();
        const frame = page.locator("iframe[sandbox]");
        assert.equal(await frame.getAttribute("sandbox"), "", "the HTML part runs with every sandbox restriction");
        const body = page.frameLocator("iframe[sandbox]").locator("body");
        await body.getByText(lng === "tr" ? "Şifrenizi sıfırlayın" : "Reset your password", { exact: true }).waitFor();
        await body.getByRole("link", { name: lng === "tr" ? "Yeni şifre belirle" : "Choose a new password" }).waitFor();
        assert.match(await page.getByTestId("mail-text").innerText(), /\/reset-password\?token=/);
        assert.ok((await horizontalOverflow(page)) <= 0, `no sideways scroll (${lng}, ${label})`);
        assert.deepEqual(await seriousA11yViolations(page), [], `a11y (${lng}, ${label})`);
        await shoot(page, `mail-viewer-${label}-${lng}`);
        assert.deepEqual(errors, [], "no console errors");
        await context.close();
      }
    }
  });

  it("a user is turned away from /admin/mail and its API", async () => {
    const { context, page } = await signedInPage(browser, "user@taxatlas.test", "/settings/notifications");
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await shoot(page, "mail-preferences-desktop-en");
    await page.goto(`${BASE_URL}/admin/mail`);
    assert.notEqual(new URL(page.url()).pathname, "/admin/mail");
    await context.close();
  });
});
