import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { ageSecondFactor, api, demoEmail, demoId, env, errorOf, page, signInAs, signUpFresh } from "#test/helpers";

type Event = { id: string; at: string; actorId: string | null; actorEmail: string | null; action: string; subject: string | null; ip: string | null; requestId: string | null };

async function audit(token: string, query = "") {
  const res = await api(`/api/admin/audit${query}`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return (await res.json<{ events: Event[] }>()).events;
}

describe("audit trail (issue 30)", () => {
  it("sign-ins, failed sign-ins and sign-outs are recorded with actor, IP and request id", async () => {
    const { token: admin } = await signInAs("admin");
    const { email, token } = await signUpFresh();
    const failed = await api("/api/auth/sign-in", { body: { email, password: "wrong-password-1" }, headers: { "CF-Connecting-IP": "192.0.2.44" } });
    expect(failed.status).toBe(401);
    expect((await api("/api/auth/sign-out", { method: "POST", token })).status).toBe(200);
    const events = await audit(admin, `?q=${encodeURIComponent(email)}`);
    const actions = events.map((e) => e.action);
    expect(actions).toContain("sign-in");
    expect(actions).toContain("sign-out");
    const signIn = events.find((e) => e.action === "sign-in")!;
    expect(signIn.actorEmail).toBe(email);
    expect(signIn.requestId).toEqual(expect.any(String));
    const failures = await audit(admin, "?action=sign-in.failed&limit=50");
    const mine = failures.find((e) => e.ip === "192.0.2.44");
    expect(mine).toMatchObject({ action: "sign-in.failed", actorId: null });
  });

  it("2FA changes and session ends are recorded; the person sees their own security events", async () => {
    const { token } = await signUpFresh();
    const { secret } = await (await api("/api/auth/2fa/totp/setup", { method: "POST", token })).json<{ secret: string }>();
    const { totpCode } = await import("#worker/auth/totp.server");
    expect((await api("/api/auth/2fa/totp/enable", { token, body: { code: totpCode(secret) } })).status).toBe(200);
    expect((await api("/api/account/sessions", { method: "DELETE", token })).status).toBe(200);
    const own = await api("/api/account/security", { token });
    const body = await own.json<{ totpEnabled: boolean; recoveryCodesLeft: number; events: Event[] }>();
    expect(body.totpEnabled).toBe(true);
    expect(body.recoveryCodesLeft).toBe(10);
    expect(body.events.map((e) => e.action)).toEqual(expect.arrayContaining(["2fa.totp.enabled", "sessions.revoked-others", "sign-in"]));
  });

  it("the table is append-only: UPDATE and DELETE are refused by the database", async () => {
    await signUpFresh();
    await expect(env.DB.prepare("UPDATE audit_events SET action = 'x'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_events").run()).rejects.toThrow(/append-only/);
  });

  it("non-admins get 403, guests 401; the page redirects them", async () => {
    const { token: user } = await signInAs("user");
    const { token: advisor } = await signInAs("advisor");
    for (const token of [user, advisor]) {
      const res = await api("/api/admin/audit", { token });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("FORBIDDEN");
    }
    expect((await api("/api/admin/audit")).status).toBe(401);
    expect((await page("/admin/audit", { token: user })).headers.get("Location")).toBe("/for-advisors");
    const { token: admin } = await signInAs("admin");
    const html = await (await page("/admin/audit?action=sign-in", { token: admin })).text();
    expect(html).toContain("Audit trail");
    expect(html).toContain('data-testid="audit-row"');
  });

  it("an admin action needs step-up, and an admin without 2FA cannot mark a wire received", async () => {
    const { token: admin } = await signInAs("admin");
    const key = { "Idempotency-Key": crypto.randomUUID() };
    await ageSecondFactor(admin);
    const stale = await api("/api/admin/payments/pay_nope/receive", { method: "POST", token: admin, headers: key });
    expect(stale.status).toBe(403);
    expect((await errorOf(stale)).code).toBe("STEP_UP_REQUIRED");
    // Without a second factor at all, the password-only admin session is refused outright.
    await env.DB.prepare("DELETE FROM user_totp WHERE user_id = ?").bind(demoId("admin")).run();
    const res = await api("/api/auth/sign-in", { body: { email: demoEmail("admin"), password: DEMO_PASSWORD } });
    const { accessToken } = await res.json<{ accessToken: string }>();
    expect(accessToken).toEqual(expect.any(String));
    const refused = await api("/api/admin/payments/pay_nope/receive", { method: "POST", token: accessToken, headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("TWO_FACTOR_REQUIRED");
    // Reads stay open to the admin.
    expect((await api("/api/admin/payments", { token: accessToken })).status).toBe(200);
  });
});

describe("audit events in the same batch as the change (issue 30)", () => {
  const events = (userId: string, action: string) => env.DB.prepare("SELECT actor_id, details FROM audit_events WHERE user_id = ? AND action = ?").bind(userId, action).all<{ actor_id: string; details: string }>().then((r) => r.results);

  it("turning off a TOTP that is not on is a 409 and writes no event", async () => {
    const { token, email } = await signUpFresh("No TOTP");
    const id = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
    const res = await api("/api/auth/2fa/totp", { method: "DELETE", token });
    expect(res.status).toBe(409);
    expect(await events(id, "2fa.totp.disabled")).toEqual([]);
  });

  it("a role switch is recorded with from and to", async () => {
    const { token } = await signInAs("advisor");
    const id = demoId("advisor");
    const before = (await events(id, "role.switched")).length;
    expect((await api("/api/common/user/role", { token, body: { role: "user" } })).status).toBe(200);
    expect((await api("/api/common/user/role", { token, body: { role: "advisor" } })).status).toBe(200);
    const after = await events(id, "role.switched");
    expect(after).toHaveLength(before + 2);
    expect(after.map((e) => JSON.parse(e.details).to)).toEqual(expect.arrayContaining(["user", "advisor"]));
  });

});

describe("step-up for refunds (issue 30)", () => {
  it("a refund asks for step-up once the last factor is older than two hours", async () => {
    const { token } = await signInAs("user");
    await ageSecondFactor(token);
    const res = await api("/api/billing/payments/pay_nope/refund", { method: "POST", token, headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("STEP_UP_REQUIRED");
    // The password steps this session up (the demo user has no second factor).
    const step = await api("/api/auth/step-up", { token, body: { password: DEMO_PASSWORD } });
    expect(step.status).toBe(200);
    const after = await api("/api/billing/payments/pay_nope/refund", { method: "POST", token, headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(after.status).toBe(404);
  });
});
