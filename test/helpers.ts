import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { serializeSessionCookie } from "../worker/auth/cookie.server";
import worker from "../worker/index";

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

export async function signInAs(role: DemoRole): Promise<{ token: string; user: { id: string; email: string; role: string } }> {
  const res = await api("/api/auth/sign-in", { body: { email: demoEmail(role), password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
  const body = await res.json<{ accessToken: string; user: { id: string; email: string; role: string } }>();
  return { token: body.accessToken, user: body.user };
}

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
