import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { totpCode } from "#worker/auth/totp.server";
import { adminTotpCode, ageSecondFactor, api, demoEmail, demoId, env, errorOf, page, signInAs, signUpFresh } from "#test/helpers";

const STEP_MS = 30_000;

/** A fresh account with TOTP switched on: its secret, recovery codes and credentials. */
async function accountWithTotp() {
  const { token, email } = await signUpFresh("Two Factor");
  const setup = await api("/api/auth/2fa/totp/setup", { method: "POST", token });
  expect(setup.status).toBe(200);
  expect(setup.headers.get("Cache-Control")).toBe("private, no-store");
  const { secret, otpauthUrl } = await setup.json<{ secret: string; otpauthUrl: string }>();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(otpauthUrl).toContain("period=30");
  expect(otpauthUrl).toContain("digits=6");
  const enable = await api("/api/auth/2fa/totp/enable", { token, body: { code: totpCode(secret) } });
  expect(enable.status).toBe(200);
  const { recoveryCodes } = await enable.json<{ recoveryCodes: string[] }>();
  return { token, email, secret, recoveryCodes, password: "fresh-password-123" };
}

async function passwordStep(email: string, password: string) {
  const res = await api("/api/auth/sign-in", { body: { email, password } });
  expect(res.status).toBe(200);
  return res.json<{ twoFactorRequired?: boolean; challenge?: string; accessToken?: string }>();
}

describe("TOTP two-factor authentication (issue 30)", () => {
  it("enabling answers ten distinct recovery codes, stored only hashed", async () => {
    const { email, recoveryCodes } = await accountWithTotp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    const stored = await env.DB.prepare("SELECT code_hash FROM recovery_codes WHERE user_id = ?").bind(user!.id).all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const row of stored.results) expect(recoveryCodes).not.toContain(row.code_hash);
  });

  it("a wrong code does not enable TOTP, and the password alone still signs in", async () => {
    const { token, email } = await signUpFresh();
    const { secret } = await (await api("/api/auth/2fa/totp/setup", { method: "POST", token })).json<{ secret: string }>();
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
    const res = await api("/api/auth/2fa/totp/enable", { token, body: { code: wrong } });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("INVALID_CODE");
    const signIn = await passwordStep(email, "fresh-password-123");
    expect(signIn.accessToken).toEqual(expect.any(String));
    expect(signIn.twoFactorRequired).toBeUndefined();
  });

  it("with TOTP on, the password answers a challenge and no token; the code completes the sign-in", async () => {
    const { email, password, secret } = await accountWithTotp();
    const first = await passwordStep(email, password);
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    // The enable step used the current step's code: the next step's code is new (±1 step accepted).
    const res = await api("/api/auth/2fa/verify", { body: { challenge: first.challenge, code: totpCode(secret, Date.now() + STEP_MS) } });
    expect(res.status).toBe(200);
    const body = await res.json<{ user: { email: string }; accessToken: string; tokenType: string }>();
    expect(body.tokenType).toBe("bearer");
    expect(body.user.email).toBe(email);
    expect((await api("/api/common/user", { token: body.accessToken })).status).toBe(200);
  });

  it("a code is never accepted twice, and a challenge works once", async () => {
    const { email, password, secret } = await accountWithTotp();
    const code = totpCode(secret, Date.now() + STEP_MS);
    const one = await passwordStep(email, password);
    expect((await api("/api/auth/2fa/verify", { body: { challenge: one.challenge, code } })).status).toBe(200);
    const again = await api("/api/auth/2fa/verify", { body: { challenge: one.challenge, code: totpCode(secret, Date.now() - STEP_MS) } });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe("INVALID_CHALLENGE");
    const two = await passwordStep(email, password);
    const replay = await api("/api/auth/2fa/verify", { body: { challenge: two.challenge, code } });
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe("CODE_ALREADY_USED");
    // An earlier step's code is refused too once a later one was accepted.
    const older = await api("/api/auth/2fa/verify", { body: { challenge: two.challenge, code: totpCode(secret, Date.now() - STEP_MS) } });
    expect(older.status).toBe(401);
  });

  it("the same code sent twice at once signs in once", async () => {
    const { email, password, secret } = await accountWithTotp();
    const code = totpCode(secret, Date.now() + STEP_MS);
    const [a, b] = [await passwordStep(email, password), await passwordStep(email, password)];
    const results = await Promise.all([a, b].map((s) => api("/api/auth/2fa/verify", { body: { challenge: s.challenge, code } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("a recovery code signs in once; used again it is refused", async () => {
    const { email, password, recoveryCodes } = await accountWithTotp();
    const first = await passwordStep(email, password);
    const ok = await api("/api/auth/2fa/verify", { body: { challenge: first.challenge, code: recoveryCodes[3].toUpperCase() } });
    expect(ok.status).toBe(200);
    const second = await passwordStep(email, password);
    const reused = await api("/api/auth/2fa/verify", { body: { challenge: second.challenge, code: recoveryCodes[3] } });
    expect(reused.status).toBe(401);
    expect((await errorOf(reused)).code).toBe("INVALID_CODE");
    const other = await api("/api/auth/2fa/verify", { body: { challenge: second.challenge, code: recoveryCodes[4] } });
    expect(other.status).toBe(200);
  });

  it("wrong codes are throttled like passwords: the sixth from one client is 429, even with the right code", async () => {
    const { email, password, secret } = await accountWithTotp();
    const headers = { "CF-Connecting-IP": "198.51.100.77" };
    const { challenge } = await passwordStep(email, password);
    for (let i = 0; i < 5; i++) {
      const res = await api("/api/auth/2fa/verify", { headers, body: { challenge, code: "000000" === totpCode(secret) ? "111111" : "000000" } });
      expect(res.status).toBe(401);
    }
    const locked = await api("/api/auth/2fa/verify", { headers, body: { challenge, code: totpCode(secret, Date.now() + STEP_MS) } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("turning TOTP off needs step-up; with it, the password alone signs in again", async () => {
    const { email, password, secret } = await accountWithTotp();
    const { challenge } = await passwordStep(email, password);
    const { accessToken } = await (await api("/api/auth/2fa/verify", { body: { challenge, code: totpCode(secret, Date.now() + STEP_MS) } })).json<{ accessToken: string }>();
    // This session just gave the second factor: it is stepped up.
    expect((await api("/api/auth/2fa/totp", { method: "DELETE", token: accessToken })).status).toBe(200);
    const after = await passwordStep(email, password);
    expect(after.accessToken).toEqual(expect.any(String));
  });

  it("a session whose second factor is older than two hours must step up before turning TOTP off", async () => {
    const { email, password, secret, recoveryCodes } = await accountWithTotp();
    const { challenge } = await passwordStep(email, password);
    const { accessToken } = await (await api("/api/auth/2fa/verify", { body: { challenge, code: totpCode(secret, Date.now() + STEP_MS) } })).json<{ accessToken: string }>();
    await ageSecondFactor(accessToken);
    const refused = await api("/api/auth/2fa/totp", { method: "DELETE", token: accessToken });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("STEP_UP_REQUIRED");
    // A code of a step before the last accepted one is refused (never twice, never older)…
    const stale = await api("/api/auth/step-up", { token: accessToken, body: { code: totpCode(secret, Date.now() - STEP_MS) } });
    expect(stale.status).toBe(401);
    // …a recovery code steps up.
    const stepUp = await api("/api/auth/step-up", { token: accessToken, body: { code: recoveryCodes[0] } });
    expect(stepUp.status).toBe(200);
    expect((await api("/api/auth/2fa/totp", { method: "DELETE", token: accessToken })).status).toBe(200);
  });

  it("the demo admin signs in with the documented secret", async () => {
    const { token } = await signInAs("admin");
    const me = await api("/api/common/user", { token });
    expect((await me.json<{ id: string }>()).id).toBe(demoId("admin"));
    const { challenge } = await passwordStep(demoEmail("admin"), DEMO_PASSWORD);
    expect(challenge).toEqual(expect.any(String));
    expect(adminTotpCode()).toMatch(/^\d{6}$/);
  });

  it("the sign-in page asks for the code after the password and signs in with it", async () => {
    const { email, password, secret } = await accountWithTotp();
    const first = await page("/sign-in", { form: { email, password, redirectURL: "/settings" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("Set-Cookie")).toBeNull();
    const html = await first.text();
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('name="redirectURL" value="/settings"');
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
    expect(challenge).toEqual(expect.any(String));
    const wrong = await page("/sign-in", { form: { intent: "verify", challenge: challenge!, code: "12345", redirectURL: "/settings" } });
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    expect(await wrong.text()).toContain(`value="${challenge}"`);
    const done = await page("/sign-in", { form: { intent: "verify", challenge: challenge!, code: totpCode(secret, Date.now() + STEP_MS), redirectURL: "/settings" } });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/settings");
    expect(done.headers.get("Set-Cookie")).toMatch(/^taxatlas_session=/);
  });
});
