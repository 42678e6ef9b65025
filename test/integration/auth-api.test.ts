import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { api, demoEmail, errorOf, signInAs } from "#test/helpers";

const row = (sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args).first<Record<string, unknown>>();

describe("POST /api/auth/sign-in", () => {
  it("returns the user, a three-part bearer token and stores the session in D1 and KV", async () => {
    const res = await api("/api/auth/sign-in", { body: { email: "User@TaxAtlas.test", password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    const body = await res.json<{ user: Record<string, unknown>; accessToken: string; tokenType: string }>();
    expect(body.tokenType).toBe("bearer");
    expect(body.user).toMatchObject({ id: "usr_demo_user", email: "user@taxatlas.test", role: "user", status: "online" });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.accessToken.split(".")).toHaveLength(3);
    const payload = JSON.parse(atob(body.accessToken.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    expect(await row("SELECT id FROM sessions WHERE id = ?", payload.sid)).toBeTruthy();
    expect(await env.KV.get(`session:${payload.sid}`)).toContain("usr_demo_user");
  });

  it("answers wrong credentials with 401 JSON, the same for unknown e-mails", async () => {
    const wrong = await api("/api/auth/sign-in", { body: { email: demoEmail("user"), password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ code: "INVALID_CREDENTIALS" });
    const unknown = await api("/api/auth/sign-in", { body: { email: "nobody@taxatlas.test", password: "whatever123" } });
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).message).toBe((await errorOf(await api("/api/auth/sign-in", { body: { email: demoEmail("user"), password: "x" } }))).message);
  });

  it("rejects bad bodies with 4xx JSON, never 500", async () => {
    const malformed = await api("/api/auth/sign-in", { body: "{not json" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe("BAD_REQUEST");

    const wrongTypes = await api("/api/auth/sign-in", { body: { email: 42, password: ["x"] } });
    expect(wrongTypes.status).toBe(400);
    const err = await errorOf(wrongTypes);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(err.fieldErrors!)).toEqual(expect.arrayContaining(["email", "password"]));

    const notJson = await api("/api/auth/sign-in", { body: "email=a", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);

    const huge = await api("/api/auth/sign-in", { body: JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("throttles after 5 failures per e-mail and IP with 429 and Retry-After, even for the right password", async () => {
    const ip = "198.51.100.77";
    const headers = { "CF-Connecting-IP": ip };
    for (let i = 0; i < 5; i++) {
      const res = await api("/api/auth/sign-in", { body: { email: demoEmail("advisor"), password: `wrong-${i}` }, headers });
      expect(res.status).toBe(401);
    }
    const blocked = await api("/api/auth/sign-in", { body: { email: demoEmail("advisor"), password: DEMO_PASSWORD }, headers });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await errorOf(blocked)).code).toBe("TOO_MANY_REQUESTS");
    // Another IP is not affected, and success clears that key's failures.
    const other = await api("/api/auth/sign-in", { body: { email: demoEmail("advisor"), password: DEMO_PASSWORD }, headers: { "CF-Connecting-IP": "198.51.100.78" } });
    expect(other.status).toBe(200);
    // The failures are counted in D1 (decision 051), under the e-mail+IP key.
    const stored = await row("SELECT count AS n FROM rate_limits WHERE key = ?", `sign-in:pair:${demoEmail("advisor")}|${ip}`);
    expect(stored!.n).toBe(5);
  });
});

describe("POST /api/auth/sign-up", () => {
  it("creates a user with role user, hashed password, and a welcome mail", async () => {
    const res = await api("/api/auth/sign-up", { body: { name: "Ada Lovelace", email: "Ada@Example.com", password: "analytical-engine" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toBe(true);
    const user = await row("SELECT * FROM users WHERE email = ?", "ada@example.com");
    expect(user).toMatchObject({ name: "Ada Lovelace", role: "user", current_role: null, password_iterations: 100000 });
    expect(user!.password_hash).not.toContain("analytical");
    expect(await row("SELECT kind FROM mail_outbox WHERE to_email = ?", "ada@example.com")).toMatchObject({ kind: "welcome" });
    const signIn = await api("/api/auth/sign-in", { body: { email: "ada@example.com", password: "analytical-engine" } });
    expect(signIn.status).toBe(200);
  });

  it("answers a duplicate e-mail, whatever its case, like a new one (201) without creating a second account (decision 053)", async () => {
    const before = await row("SELECT count(*) AS n FROM users");
    const attempts = "SELECT count(*) AS n FROM mail_outbox WHERE to_email = ? AND kind = 'sign-up-attempt'";
    const attemptsBefore = (await row(attempts, "user@taxatlas.test")) as { n: number };
    const res = await api("/api/auth/sign-up", { body: { name: "Copy", email: "USER@taxatlas.test", password: "long-enough-1" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toBe(true);
    expect(await row("SELECT count(*) AS n FROM users")).toEqual(before);
    // Counted, not "the newest row": clock-injected tests elsewhere write later-dated mail to this address.
    expect(await row(attempts, "user@taxatlas.test")).toEqual({ n: attemptsBefore.n + 1 });
    expect((await api("/api/auth/sign-in", { body: { email: "user@taxatlas.test", password: "long-enough-1" } })).status).toBe(401);
  });

  it("requires a name, a valid e-mail and an 8-character password", async () => {
    const res = await api("/api/auth/sign-up", { body: { name: "", email: "not-an-email", password: "short" } });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.fieldErrors).toMatchObject({
      name: ["Enter your name."],
      email: ["Enter a valid e-mail address."],
      password: ["The password must be at least 8 characters."],
    });
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    const res = await api("/api/auth/forgot-password", { body: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
    const mail = await row("SELECT body FROM mail_outbox WHERE to_email = ? AND kind = 'password-reset' ORDER BY created_at DESC LIMIT 1", email);
    return mail ? decodeURIComponent(String(mail.body).match(/token=([^\s]+)/)![1]) : null;
  }

  it("answers true for unknown e-mails without writing any mail", async () => {
    expect(await requestReset("ghost@taxatlas.test")).toBeNull();
  });

  it("delivers a single-use token through the outbox, changes the password and revokes sessions", async () => {
    await api("/api/auth/sign-up", { body: { name: "Reset Me", email: "reset@example.com", password: "first-password" } });
    const before = await api("/api/auth/sign-in", { body: { email: "reset@example.com", password: "first-password" } });
    const oldToken = (await before.json<{ accessToken: string }>()).accessToken;

    const token = await requestReset("reset@example.com");
    expect(token).toBeTruthy();
    const stored = await row("SELECT token_hash FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?", "reset@example.com");
    expect(stored!.token_hash).not.toBe(token); // only the hash is stored

    const tooShort = await api("/api/auth/reset-password", { body: { token, password: "short" } });
    expect(tooShort.status).toBe(400);

    const ok = await api("/api/auth/reset-password", { body: { token, password: "second-password" } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toBe(true);

    const reuse = await api("/api/auth/reset-password", { body: { token, password: "third-password" } });
    expect(reuse.status).toBe(400);
    expect((await errorOf(reuse)).code).toBe("INVALID_TOKEN");

    expect((await api("/api/auth/sign-in", { body: { email: "reset@example.com", password: "first-password" } })).status).toBe(401);
    expect((await api("/api/auth/sign-in", { body: { email: "reset@example.com", password: "second-password" } })).status).toBe(200);
    // The session from before the reset no longer works.
    expect((await api("/api/auth/sign-in-with-token", { body: { accessToken: oldToken } })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const token = await requestReset(demoEmail("user"));
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = ?").bind(Date.now() - 1000).run();
    const res = await api("/api/auth/reset-password", { body: { token, password: "brand-new-password" } });
    expect(res.status).toBe(400);
  });
});

describe("token sign-in, unlock and sign-out", () => {
  it("sign-in-with-token returns the user for a live token and 401 'Invalid token' otherwise", async () => {
    const { token } = await signInAs("user");
    const ok = await api("/api/auth/sign-in-with-token", { body: { accessToken: token } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ user: { id: "usr_demo_user" }, accessToken: token, tokenType: "bearer" });

    const bad = await api("/api/auth/sign-in-with-token", { body: { accessToken: "a.b.c" } });
    expect(bad.status).toBe(401);
    expect(await errorOf(bad)).toEqual({ code: "INVALID_TOKEN", message: "Invalid token" });
  });

  it("unlock-session checks the password of the session's own account", async () => {
    const { token } = await signInAs("user");
    const ok = await api("/api/auth/unlock-session", { token, body: { email: demoEmail("user"), password: DEMO_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ user: { email: demoEmail("user") }, tokenType: "bearer" });
    const wrong = await api("/api/auth/unlock-session", { token, body: { email: demoEmail("user"), password: "nope-nope" } });
    expect(wrong.status).toBe(401);
    const otherAccount = await api("/api/auth/unlock-session", { token, body: { email: demoEmail("admin"), password: DEMO_PASSWORD } });
    expect(otherAccount.status).toBe(401);
    const noSession = await api("/api/auth/unlock-session", { body: { email: demoEmail("user"), password: DEMO_PASSWORD } });
    expect(noSession.status).toBe(401);
  });

  it("sign-out revokes the session in D1 and KV; the token is then refused", async () => {
    const { token } = await signInAs("user");
    const sid = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).sid;
    const out = await api("/api/auth/sign-out", { token, method: "POST" });
    expect(out.status).toBe(200);
    expect(await env.KV.get(`session:${sid}`)).toBeNull();
    // The D1 row stays, marked revoked (decision 052), so the D1 fallback refuses it too.
    expect((await row("SELECT revoked_at FROM sessions WHERE id = ?", sid))!.revoked_at).toEqual(expect.any(Number));
    expect((await api("/api/auth/sign-in-with-token", { body: { accessToken: token } })).status).toBe(401);
    expect((await api("/api/auth/sign-out", { token, method: "POST" })).status).toBe(401);
  });

  it("anonymous initialisation gives a guest token that is not an account", async () => {
    const res = await api("/api/auth/sign-in-anonymously", { method: "POST" });
    expect(res.status).toBe(201);
    const body = await res.json<{ user: { role: string; anonymous: boolean }; accessToken: string }>();
    expect(body.user).toMatchObject({ role: "guest", anonymous: true });
    expect((await api("/api/auth/sign-in-with-token", { body: { accessToken: body.accessToken } })).status).toBe(401);
  });
});

describe("API errors", () => {
  it("unknown /api paths are 404 NOT FOUND in the JSON error shape", async () => {
    const res = await api("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "NOT FOUND" } });
  });
});
