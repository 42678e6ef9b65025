import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { totpCode } from "#worker/auth/totp.server";
import { serializeSessionCookie } from "#worker/auth/cookie.server";
import worker from "#worker/index";

export const ORIGIN = "http://localhost";
export type DemoRole = "user" | "advisor" | "admin";
export const demoEmail = (role: DemoRole) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
export const demoId = (role: DemoRole) => DEMO_ACCOUNTS.find((a) => a.role === role)!.id;

/**
 * One request through the Worker's fetch handler, in the test's own isolate — what SELF.fetch
 * does, without the pool's SELF dispatch, whose per-request cost grows with every request a
 * workerd instance has served (cloudflare/workers-sdk#15446: 1 s → 48 s per 150 requests here).
 * Redirects are never followed; background work (waitUntil) is finished before returning.
 */
export async function dispatch(url: string, init?: RequestInit): Promise<Response> {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), env as unknown as Env, execution);
  await waitOnExecutionContext(execution);
  return response;
}

let ipCounter = 0;
/** A fresh client IP per call keeps the sign-in throttle of one test from leaking into another. */
export const freshIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}-${crypto.randomUUID().slice(0, 8)}`;

export function api(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] ??= "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return dispatch(`${ORIGIN}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

/**
 * Signs a demo account in through the API. The demo admin has TOTP on (issue 30: admins must have a
 * second factor), so its sign-in answers a challenge that the current code of the documented seed
 * secret completes. Tests sign the admin in many times within one 30-second step, and a code is
 * never accepted twice, so the helper first forgets the admin's last accepted step (test-only;
 * test/integration/two-factor.test.ts covers the refusal of a reused code).
 */
export async function signInAs(role: DemoRole): Promise<{ token: string; user: { id: string; email: string; role: string } }> {
  const res = await api("/api/auth/sign-in", { body: { email: demoEmail(role), password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
  let body = await res.json<{ accessToken?: string; challenge?: string; user: { id: string; email: string; role: string } }>();
  if (body.challenge) {
    await env.DB.prepare("UPDATE user_totp SET last_step = NULL WHERE user_id = ?").bind(demoId(role)).run();
    const verified = await api("/api/auth/2fa/verify", { body: { challenge: body.challenge, code: adminTotpCode() } });
    if (verified.status !== 200) throw new Error(`2FA for ${role} failed: ${verified.status} ${await verified.text()}`);
    body = await verified.json();
  }
  return { token: body.accessToken!, user: body.user };
}

/** The demo admin's current TOTP code (db/seed/demo-accounts.ts documents the secret). */
export const adminTotpCode = (at = Date.now()) => totpCode(DEMO_ADMIN_TOTP_SECRET, at);

export async function anonymousToken(): Promise<string> {
  const res = await api("/api/auth/sign-in-anonymously", { method: "POST" });
  return (await res.json<{ accessToken: string }>()).accessToken;
}

/** The Cookie header a browser sends after the app set the session cookie. */
export async function sessionCookieHeader(token: string) {
  return (await serializeSessionCookie(token, new URL(ORIGIN))).split(";")[0];
}

/** A page request carrying the session cookie, without following redirects. */
export async function page(path: string, init: { token?: string; method?: string; form?: Record<string, string>; origin?: string | null } = {}) {
  // Browsers always send Host; Remix compares it with Origin on actions.
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), Host: new URL(ORIGIN).host };
  if (init.token) headers.Cookie = await sessionCookieHeader(init.token);
  const method = init.method ?? (init.form ? "POST" : "GET");
  if (method !== "GET" && init.origin !== null) headers.Origin = init.origin ?? ORIGIN;
  return dispatch(`${ORIGIN}${path}`, {
    method,
    headers,
    redirect: "manual",
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
}

export async function errorOf(res: Response) {
  const body = await res.json<{ error: { code: string; message: string; requestId?: string; fieldErrors?: Record<string, string[]> } }>();
  return body.error;
}

export { env };

/** A multipart/form-data API request (the runtime sets the boundary header). */
export function apiForm(path: string, form: FormData, init: { token?: string; method?: string } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp() };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return dispatch(`${ORIGIN}${path}`, { method: init.method ?? "POST", headers, body: form });
}

/** A user who signs up now: an account with nothing in it yet. */
export async function signUpFresh(name = "Fresh Account"): Promise<{ token: string; email: string }> {
  const email = `fresh-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "fresh-password-123";
  const up = await api("/api/auth/sign-up", { body: { name, email, password } });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const res = await api("/api/auth/sign-in", { body: { email, password } });
  return { token: (await res.json<{ accessToken: string }>()).accessToken, email };
}

/** Every call must answer 401 both without a token and with an anonymous guest token. */
export async function expectAllRefuseAnonymous(base: string, calls: readonly (readonly unknown[])[]) {
  const guest = await anonymousToken();
  for (const call of calls) {
    const [method, path, body] = call as [string, string, unknown?];
    for (const token of [undefined, guest]) {
      const res = await api(`${base}${path}`, { method, token, body: body ?? (method === "GET" || method === "DELETE" ? undefined : {}) });
      const label = `${method} ${base}${path} (${token ? "guest token" : "no token"})`;
      expect(res.status, label).toBe(401);
      expect((await errorOf(res)).code, label).toBe("UNAUTHENTICATED");
    }
  }
}

/** Moves the session's last second factor three hours back (D1 and the KV record). */
export async function ageSecondFactor(token: string) {
  const sid = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).sid as string;
  const old = Date.now() - 3 * 60 * 60 * 1000;
  await env.DB.prepare("UPDATE sessions SET verified_at = ? WHERE id = ?").bind(old, sid).run();
  const record = await env.KV.get<Record<string, unknown>>(`session:${sid}`, "json");
  await env.KV.put(`session:${sid}`, JSON.stringify({ ...record, verifiedAt: old }));
}
