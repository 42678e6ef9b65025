import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#worker/index";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { demoEmail, sessionCookieHeader, signInAs } from "#test/helpers";

const brokenD1 = {
  prepare: () => {
    throw new Error("D1_ERROR: Network connection lost.");
  },
  batch: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
} as unknown as D1Database;

function call(path: string, init: RequestInit, bindings: Partial<Env>) {
  return worker.fetch(new Request(`http://localhost${path}`, init), { ...(env as unknown as Env), ...bindings }, createExecutionContext());
}

describe("storage failures", () => {
  it("a D1 failure on the API is 503 JSON with a request id, and nothing is half-written", async () => {
    const res = await call(
      "/api/auth/sign-in",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: demoEmail("user"), password: DEMO_PASSWORD }) },
      { DB: brokenD1 },
    );
    expect(res.status).toBe(503);
    const body = await res.json<{ error: { code: string; requestId: string } }>();
    expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.error.requestId).toMatch(/[0-9a-f-]{36}/);
  });

  it("a D1 failure on a page is a 503 page, not a crash", async () => {
    const { token } = await signInAs("user");
    const res = await call("/documents", { headers: { Cookie: await sessionCookieHeader(token) } }, { DB: brokenD1 });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("D1_ERROR");
  });

  it("sign-up never leaves a user without its welcome mail (one batch)", async () => {
    // The second statement of the sign-up batch fails: D1 batches are atomic, so no user row remains.
    // (The first batch is the sign-up limit's counter, decision 051; it goes through.)
    let batches = 0;
    const failingBatch = {
      prepare: (sql: string) => env.DB.prepare(sql),
      batch: async (statements: D1PreparedStatement[]) => {
        if (++batches === 1) return env.DB.batch(statements);
        await env.DB.batch([statements[0], env.DB.prepare("INSERT INTO no_such_table VALUES (1)")]);
      },
    } as unknown as D1Database;
    const res = await call(
      "/api/auth/sign-up",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Half", email: "half@example.com", password: "half-written-1" }) },
      { DB: failingBatch },
    );
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'half@example.com'").first()).toBeNull();
  });

  it("a misconfigured Worker names the missing secret", async () => {
    const res = await call("/api/health", {}, { JWT_SECRET: "" as string });
    expect(res.status).toBe(500);
  });
});
