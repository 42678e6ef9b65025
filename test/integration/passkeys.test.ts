import { describe, expect, it } from "vitest";
import { ageSecondFactor, api, env, errorOf, signUpFresh } from "#test/helpers";
import { SoftAuthenticator, type CeremonyOptions } from "#test/webauthn";

type RegOptions = { challenge: string; rp: { id: string; name: string }; user: { name: string }; excludeCredentials?: { id: string }[] };
type AuthOptions = { challenge: string; rpId: string };

async function registrationOptions(token: string) {
  const res = await api("/api/auth/passkeys/registration-options", { method: "POST", token });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return res.json<RegOptions>();
}

async function authenticationOptions() {
  const res = await api("/api/auth/passkeys/authentication-options", { method: "POST" });
  expect(res.status).toBe(200);
  return res.json<AuthOptions>();
}

/** A fresh account (its sign-up session counts as stepped up) with one registered passkey. */
async function accountWithPasskey() {
  const account = await signUpFresh("Passkey Person");
  const key = await SoftAuthenticator.create();
  const options = await registrationOptions(account.token);
  const res = await api("/api/auth/passkeys/register", { token: account.token, body: { name: "Laptop", response: await key.register(options) } });
  expect(res.status).toBe(201);
  const passkey = await res.json<{ id: string; name: string }>();
  return { ...account, key, passkey };
}

const signInWith = async (key: SoftAuthenticator, o: CeremonyOptions & { credentialId?: string; keepCounter?: boolean } = {}) =>
  api("/api/auth/passkeys/authenticate", { body: { response: await key.authenticate(await authenticationOptions(), o) } });

describe("passkeys (issue 30)", () => {
  it("registers a passkey after step-up, lists it and audits the change", async () => {
    const { token, email, passkey } = await accountWithPasskey();
    expect(passkey.name).toBe("Laptop");
    const list = await api("/api/account/passkeys", { token });
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await list.json<{ passkeys: { id: string; name: string }[] }>()).passkeys).toEqual([expect.objectContaining({ id: passkey.id, name: "Laptop" })]);
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    const audit = await env.DB.prepare("SELECT subject FROM audit_events WHERE user_id = ? AND action = 'passkey.added'").bind(user!.id).all();
    expect(audit.results).toEqual([{ subject: `passkey:${passkey.id}` }]);
  });

  it("registration asks for step-up, and the options exclude passkeys the account already has", async () => {
    const { token, key } = await accountWithPasskey();
    expect((await registrationOptions(token)).excludeCredentials?.map((c) => c.id)).toEqual([key.id]);
    await ageSecondFactor(token);
    const res = await api("/api/auth/passkeys/registration-options", { method: "POST", token });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("STEP_UP_REQUIRED");
  });

  it("refuses a registration signed for another origin or RP ID, and a challenge used twice", async () => {
    const { token } = await signUpFresh();
    const key = await SoftAuthenticator.create();
    for (const crafted of [{ origin: "https://evil.example" }, { rpId: "evil.example" }]) {
      const res = await api("/api/auth/passkeys/register", { token, body: { response: await key.register(await registrationOptions(token), crafted) } });
      expect(res.status, JSON.stringify(crafted)).toBe(401);
      expect((await errorOf(res)).code).toBe("INVALID_PASSKEY");
    }
    const options = await registrationOptions(token);
    expect((await api("/api/auth/passkeys/register", { token, body: { response: await key.register(options) } })).status).toBe(201);
    const replay = await api("/api/auth/passkeys/register", { token, body: { response: await (await SoftAuthenticator.create()).register(options) } });
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe("INVALID_CHALLENGE");
    // A challenge the server never issued.
    const madeUp = await api("/api/auth/passkeys/register", { token, body: { response: await key.register(options, { challenge: "bm90LWlzc3VlZC1ieS10aGUtc2VydmVy" }) } });
    expect((await errorOf(madeUp)).code).toBe("INVALID_CHALLENGE");
  });

  it("another account's registration challenge is not this account's", async () => {
    const one = await signUpFresh();
    const two = await signUpFresh();
    const options = await registrationOptions(one.token);
    const res = await api("/api/auth/passkeys/register", { token: two.token, body: { response: await (await SoftAuthenticator.create()).register(options) } });
    expect((await errorOf(res)).code).toBe("INVALID_CHALLENGE");
  });

  it("a passkey alone signs in; the counter must grow", async () => {
    const { email, key } = await accountWithPasskey();
    const res = await signInWith(key);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await res.json<{ user: { email: string }; accessToken: string; tokenType: string }>();
    expect(body).toMatchObject({ tokenType: "bearer", user: { email } });
    expect((await api("/api/common/user", { token: body.accessToken })).status).toBe(200);
    const stored = await env.DB.prepare("SELECT counter, last_used_at FROM passkeys WHERE credential_id = ?").bind(key.id).first<{ counter: number; last_used_at: number }>();
    expect(stored).toMatchObject({ counter: 1, last_used_at: expect.any(Number) });
    // A cloned authenticator (same counter again) is refused.
    const cloned = await signInWith(key, { keepCounter: true });
    expect(cloned.status).toBe(401);
    expect((await errorOf(cloned)).code).toBe("INVALID_PASSKEY");
  });

  it("refuses a replayed assertion, an unknown credential and a wrong origin or RP ID", async () => {
    const { key } = await accountWithPasskey();
    const options = await authenticationOptions();
    const response = await key.authenticate(options);
    expect((await api("/api/auth/passkeys/authenticate", { body: { response } })).status).toBe(200);
    const replay = await api("/api/auth/passkeys/authenticate", { body: { response } });
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe("INVALID_CHALLENGE");

    const stranger = await SoftAuthenticator.create();
    const unknown = await signInWith(stranger);
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).code).toBe("INVALID_PASSKEY");

    for (const crafted of [{ origin: "https://evil.example" }, { rpId: "evil.example" }]) {
      const res = await signInWith(key, crafted);
      expect(res.status, JSON.stringify(crafted)).toBe(401);
      expect((await errorOf(res)).code).toBe("INVALID_PASSKEY");
    }
  });

  it("two concurrent uses of one assertion: one signs in", async () => {
    const { key } = await accountWithPasskey();
    const response = await key.authenticate(await authenticationOptions());
    const results = await Promise.all([0, 1].map(() => api("/api/auth/passkeys/authenticate", { body: { response } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("steps up with the account's own passkey, not another's", async () => {
    const { token, key } = await accountWithPasskey();
    const other = await accountWithPasskey();
    await ageSecondFactor(token);
    const foreign = await api("/api/auth/step-up", { token, body: { passkey: await other.key.authenticate(await authenticationOptions()) } });
    expect(foreign.status).toBe(401);
    const res = await api("/api/auth/step-up", { token, body: { passkey: await key.authenticate(await authenticationOptions()) } });
    expect(res.status).toBe(200);
    expect((await api("/api/auth/passkeys/registration-options", { method: "POST", token })).status).toBe(200);
  });

  it("removal needs step-up, is the owner's only (a stranger gets 404) and ends sign-in with that passkey", async () => {
    const owner = await accountWithPasskey();
    const stranger = await signUpFresh();
    const foreign = await api(`/api/account/passkeys/${owner.passkey.id}`, { method: "DELETE", token: stranger.token });
    expect(foreign.status).toBe(404);
    await ageSecondFactor(owner.token);
    expect((await errorOf(await api(`/api/account/passkeys/${owner.passkey.id}`, { method: "DELETE", token: owner.token }))).code).toBe("STEP_UP_REQUIRED");
    const fresh = await (await signInWith(owner.key)).json<{ accessToken: string }>();
    const removed = await api(`/api/account/passkeys/${owner.passkey.id}`, { method: "DELETE", token: fresh.accessToken });
    expect(removed.status).toBe(200);
    expect((await signInWith(owner.key)).status).toBe(401);
  });
});
