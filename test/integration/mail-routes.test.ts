import { describe, expect, it } from "vitest";
import { api, env, errorOf, expectAllRefuseAnonymous, page, signInAs } from "#test/helpers";

/** Authorization matrix of the mail routes (issue 29): admin-only mail log, own preferences. */
describe("mail routes: who may do what", () => {
  it("GET /api/admin/mail, one message, replay: anonymous 401, user and advisor 403, admin 200 with the documented shape", async () => {
    await expectAllRefuseAnonymous("/api/admin/mail", [
      ["GET", ""],
      ["GET", "/some-id"],
      ["POST", "/some-id/replay"],
    ]);
    for (const role of ["user", "advisor"] as const) {
      const { token } = await signInAs(role);
      for (const [method, path] of [
        ["GET", "/api/admin/mail"],
        ["GET", "/api/admin/mail/some-id"],
        ["POST", "/api/admin/mail/some-id/replay"],
      ] as const) {
        const res = await api(path, { method, token, body: method === "POST" ? {} : undefined });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect((await errorOf(res)).code).toBe("FORBIDDEN");
      }
    }
    const admin = await signInAs("admin");
    await api("/api/auth/forgot-password", { body: { email: "user@taxatlas.test" } });
    const res = await api("/api/admin/mail", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { messages } = await res.json<{ messages: Record<string, unknown>[] }>();
    expect(messages.length).toBeGreaterThan(0);
    expect(Object.keys(messages[0]).sort()).toEqual(["attempts", "createdAt", "id", "status", "subject", "template", "to"]);
    // Other files' clock-injected runs (compliance reminders) write later-dated mail in the shared test
    // storage, which can fill the newest-first page: the reset this test asked for is found by its row.
    const reset = await env.DB.prepare("SELECT id FROM mail_outbox WHERE kind = 'password-reset' AND to_email = ? ORDER BY created_at DESC LIMIT 1")
      .bind("user@taxatlas.test")
      .first<{ id: string }>();
    expect(reset).not.toBeNull();
    const one = await api(`/api/admin/mail/${reset!.id}`, { token: admin.token });
    expect(one.status).toBe(200);
    const { message } = await one.json<{ message: { html: string; text: string } }>();
    expect(message.html).toContain("<html");
    expect(message.text).toContain("/reset-password?token=");
    expect((await api("/api/admin/mail/no-such-mail", { token: admin.token })).status).toBe(404);
    expect((await api("/api/admin/mail?status=lost", { token: admin.token })).status).toBe(400);
  });

  it("/admin/mail page: admin 200 and private; user and signed-out turned away", async () => {
    const admin = await signInAs("admin");
    const ok = await page("/admin/mail", { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
    const user = await signInAs("user");
    expect((await page("/admin/mail", { token: user.token })).status).toBe(302);
    expect((await page("/admin/mail")).status).toBe(302);
    expect((await page("/admin/mail", { token: user.token, form: { intent: "replay", id: "x" } })).status).toBe(302);
  });

  it("preferences: own only; anonymous 401; a patch changes only what it names; the page saves them", async () => {
    await expectAllRefuseAnonymous("/api/mail", [
      ["GET", "/preferences"],
      ["PATCH", "/preferences"],
    ]);
    const { token } = await signInAs("advisor");
    const get = await api("/api/mail/preferences", { token });
    expect(get.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get.json<{ preferences: unknown }>()).preferences).toEqual({ locale: null, email: { bids: true, escrow: true, complianceReminders: true, ruleChanges: true } });
    // Two tabs switching different topics at the same moment: both changes stay.
    await Promise.all([
      api("/api/mail/preferences", { method: "PATCH", token, body: { email: { bids: false } } }),
      api("/api/mail/preferences", { method: "PATCH", token, body: { email: { ruleChanges: false }, locale: "tr" } }),
    ]);
    const after = await (await api("/api/mail/preferences", { token })).json<{ preferences: unknown }>();
    expect(after.preferences).toEqual({ locale: "tr", email: { bids: false, escrow: true, complianceReminders: true, ruleChanges: false } });
    expect((await api("/api/mail/preferences", { method: "PATCH", token, body: { email: { bids: "no" } } })).status).toBe(400);
    // The settings page writes every topic of its form.
    const saved = await page("/settings/notifications", { token, form: { locale: "en", bids: "on", escrow: "on", complianceReminders: "on", ruleChanges: "on" } });
    expect(saved.status).toBe(200);
    expect((await (await api("/api/mail/preferences", { token })).json<{ preferences: unknown }>()).preferences).toEqual({ locale: "en", email: { bids: true, escrow: true, complianceReminders: true, ruleChanges: true } });
    expect((await page("/settings/notifications")).status).toBe(302);
  });

  it("unsubscribe: a GET never unsubscribes, it leads to the confirmation page; a bad signature is refused", async () => {
    const get = await api("/api/mail/unsubscribe?u=x&t=bids&s=abc");
    expect(get.status).toBe(303);
    expect(get.headers.get("Location")).toBe("/unsubscribe?u=x&t=bids&s=abc");
    const bad = await api("/api/mail/unsubscribe?u=x&t=bids&s=abc", { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(bad.status).toBe(400);
    const invalid = await page("/unsubscribe?u=x&t=bids&s=abc");
    expect(invalid.status).toBe(200);
    expect(await invalid.text()).toContain("This unsubscribe link is not valid.");
  });
});
