import { describe, expect, it } from "vitest";
import { ageSecondFactor, api, env, errorOf, expectAllRefuseAnonymous, page, signInAs } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";

/**
 * Authorization matrix of the payout and webhook routes (issue 29), with the test provider: the
 * embedded local Connect stand-in behind the same boundary, so onboarding and payouts work offline.
 */
describe("payout routes: who may do what", () => {
  it("anonymous 401; a user 403 everywhere; an advisor their own; an admin any advisor's and the owed-vs-paid view", async () => {
    await expectAllRefuseAnonymous("/api/advisor/payouts", [
      ["GET", ""],
      ["POST", "/onboarding"],
      ["POST", "/request"],
    ]);
    await expectAllRefuseAnonymous("/api/admin/payouts", [
      ["GET", ""],
      ["POST", "/run"],
    ]);
    const user = await signInAs("user");
    for (const [method, path] of [
      ["GET", "/api/advisor/payouts"],
      ["POST", "/api/advisor/payouts/onboarding"],
      ["POST", "/api/advisor/payouts/request"],
      ["GET", "/api/admin/payouts"],
      ["POST", "/api/admin/payouts/run"],
    ] as const) {
      const res = await api(path, { method, token: user.token, body: method === "POST" ? {} : undefined });
      expect(res.status, `user ${method} ${path}`).toBe(403);
      expect((await errorOf(res)).code).toBe("FORBIDDEN");
    }
    const advisor = await signInAs("advisor");
    for (const [method, path] of [
      ["GET", "/api/admin/payouts"],
      ["POST", "/api/admin/payouts/run"],
    ] as const) {
      expect((await api(path, { method, token: advisor.token, body: method === "POST" ? {} : undefined })).status, `advisor ${method} ${path}`).toBe(403);
    }
    const own = await api("/api/advisor/payouts", { token: advisor.token });
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await own.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["account", "owed", "payouts"]));
    // an advisor cannot read another advisor's payouts by naming them: the query is ignored
    const other = await api(`/api/advisor/payouts?advisorId=${user.user.id}`, { token: advisor.token });
    expect(await other.json()).toEqual(body);

    const admin = await signInAs("admin");
    const asAdmin = await api(`/api/advisor/payouts?advisorId=${advisor.user.id}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect((await asAdmin.json<{ owed: unknown }>()).owed).toEqual(body.owed);
    const overview = await api("/api/admin/payouts", { token: admin.token });
    expect(overview.status).toBe(200);
    expect(overview.headers.get("Cache-Control")).toBe("private, no-store");
    // the webhook exists only in Stripe mode
    expect((await api("/api/webhooks/stripe", { body: "{}", headers: { "Stripe-Signature": "t=1,v1=0" } })).status).toBe(404);
  });

  it("onboarding changes where money goes: it needs a recent second factor (step-up); the local stand-in then enables payouts", async () => {
    const advisor = await signInAs("advisor");
    await env.DB.prepare("DELETE FROM payout_accounts WHERE user_id = ?").bind(advisor.user.id).run();
    await ageSecondFactor(advisor.token);
    const stale = await api("/api/advisor/payouts/onboarding", { method: "POST", token: advisor.token, body: {} });
    expect(stale.status).toBe(403);
    const fresh = await signInAs("advisor");
    const res = await api("/api/advisor/payouts/onboarding", { method: "POST", token: fresh.token, body: {} });
    expect(res.status, await res.clone().text()).toBe(200);
    const started = await res.json<{ url: string; account: { status: string } }>();
    expect(started.url).toBe("http://localhost/advisor/payouts?onboarding=return");
    const run = await api("/api/advisor/payouts/request", { method: "POST", token: fresh.token, body: {} });
    expect(run.status, await run.clone().text()).toBe(200);
    const after = await run.json<{ account: { status: string }; run: { blocked: number } }>();
    expect(after.account.status).toBe("payouts_enabled");
    expect(after.run.blocked).toBe(0);
    await expectLedgerSound();
  });

  it("/admin/payouts: admins only (others are sent away), private, per advisor owed/paid/account in en and tr, one advisor's payouts on demand, the run behind the admin's second factor", async () => {
    const advisor = await signInAs("advisor");
    for (const token of [undefined, (await signInAs("user")).token, advisor.token]) {
      const res = await page("/admin/payouts", { token });
      expect(res.status, "non-admin").toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get("Location")).not.toContain("/admin/payouts");
    }
    const admin = await signInAs("admin");
    const res = await page(`/admin/payouts?advisor=${advisor.user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Security-Policy")).not.toContain("stripe.com");
    const html = await res.text();
    expect(html).toContain("Advisor payouts");
    expect(html).toContain('data-testid="admin-payout-advisors"');
    expect(html).toContain('data-testid="admin-advisor-payouts"');
    expect(html).toContain("Payouts that need a look");
    const overview = await (await api("/api/admin/payouts", { token: admin.token })).json<{ advisors: { advisor: { name: string | null } }[]; payouts: unknown[] }>();
    for (const a of overview.advisors) if (a.advisor.name) expect(html).toContain(a.advisor.name);
    const tr = await (await page("/admin/payouts?lng=tr", { token: admin.token })).text();
    expect(tr).toContain("Danışman ödemeleri");
    expect(tr).toContain("İncelenmesi gereken aktarımlar");
    const ran = await page("/admin/payouts", { token: admin.token, form: { intent: "run" } });
    expect(ran.status).toBe(200);
    expect(await ran.text()).toMatch(/Payout run: \d+ paid/);
    await expectLedgerSound();
  });
});
