import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#worker/index";
import { api, freshIp, signUpFresh } from "#test/helpers";

// Issue 18 defect 7: sign-out and password reset report success only once revocation took effect.
function kvWith(overrides: Partial<Record<"get" | "put" | "delete", (...args: never[]) => Promise<unknown>>>): KVNamespace {
  const kv = env.KV as unknown as Record<string, (...args: unknown[]) => unknown>;
  const pass = (name: string) => (...args: unknown[]) => kv[name](...args);
  return { get: pass("get"), put: pass("put"), delete: pass("delete"), list: pass("list"), getWithMetadata: pass("getWithMetadata"), ...overrides } as unknown as KVNamespace;
}
const failing = (what: string) => () => Promise.reject(new Error(`KV ${what} failed: 503 Service Unavailable`));

function call(path: string, init: { token?: string; body?: unknown }, bindings: Partial<Env>) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), "Content-Type": "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const request = new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(init.body ?? {}) });
  return worker.fetch(request, { ...(env as unknown as Env), ...bindings }, createExecutionContext());
}
const sidOf = (token: string) => JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).sid as string;
const stillValid = async (token: string) => (await api("/api/auth/sign-in-with-token", { body: { accessToken: token } })).status === 200;
const sessionRow = (sid: string) => env.DB.prepare("SELECT revoked_at FROM sessions WHERE id = ?").bind(sid).first<{ revoked_at: number | null }>();

describe("sign-out when KV fails", () => {
  it("a KV delete that keeps failing is 503 (not success); the D1 row is marked revoked; a retry with KV back succeeds", async () => {
    const { token } = await signUpFresh();
    const res = await call("/api/auth/sign-out", { token }, { KV: kvWith({ delete: failing("DELETE") }) });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBeTruthy();
    expect((await sessionRow(sidOf(token)))!.revoked_at).toBeGreaterThan(0);
    // Retry once KV works: now it is revoked everywhere.
    expect((await call("/api/auth/sign-out", { token }, {})).status).toBe(200);
    expect(await stillValid(token)).toBe(false);
    expect(await env.KV.get(`session:${sidOf(token)}`)).toBeNull();
  });

  it("a KV delete that fails once is retried, and sign-out succeeds", async () => {
    const { token } = await signUpFresh();
    let calls = 0;
    const flaky = kvWith({ delete: ((key: string) => (++calls === 1 ? failing("DELETE")() : env.KV.delete(key))) as never });
    expect((await call("/api/auth/sign-out", { token }, { KV: flaky })).status).toBe(200);
    expect(calls).toBe(2);
    expect(await stillValid(token)).toBe(false);
  });
});

describe("session check when KV fails", () => {
  it("falls back to D1: a live session is accepted, a revoked one refused", async () => {
    const live = await signUpFresh();
    const revoked = await signUpFresh();
    expect((await api("/api/auth/sign-out", { token: revoked.token, method: "POST" })).status).toBe(200);
    const brokenGet = kvWith({ get: failing("GET") });
    expect((await call("/api/auth/sign-in-with-token", { body: { accessToken: live.token } }, { KV: brokenGet })).status).toBe(200);
    expect((await call("/api/auth/sign-in-with-token", { body: { accessToken: revoked.token } }, { KV: brokenGet })).status).toBe(401);
  });
});

describe("password reset when KV fails", () => {
  it("is 503 until every old session is gone from KV; the link keeps working for the retry; then old tokens are refused", async () => {
    const { token: oldToken, email } = await signUpFresh();
    await api("/api/auth/forgot-password", { body: { email } });
    const mail = await env.DB.prepare("SELECT body FROM mail_outbox WHERE to_email = ? AND kind = 'password-reset'").bind(email).first<{ body: string }>();
    const resetToken = decodeURIComponent(mail!.body.match(/token=([^\s]+)/)![1]);

    const failed = await call("/api/auth/reset-password", { body: { token: resetToken, password: "second-password" } }, { KV: kvWith({ delete: failing("DELETE") }) });
    expect(failed.status).toBe(503);
    expect((await sessionRow(sidOf(oldToken)))!.revoked_at).toBeGreaterThan(0);

    const ok = await call("/api/auth/reset-password", { body: { token: resetToken, password: "second-password" } }, {});
    expect(ok.status).toBe(200);
    expect(await stillValid(oldToken)).toBe(false);
    expect((await call("/api/auth/reset-password", { body: { token: resetToken, password: "third-password" } }, {})).status).toBe(400);
    expect((await api("/api/auth/sign-in", { body: { email, password: "second-password" } })).status).toBe(200);
  });
});
