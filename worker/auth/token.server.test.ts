import { env } from "cloudflare:test";
import { sign } from "hono/jwt";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "#db/client";
import { createSession, resolveSession } from "./session.server";
import { isTokenExpired, issueToken, TOKEN_TTL_SECONDS, verifyToken } from "./token.server";

const SECRET = "unit-test-secret-0123456789abcdef0123456789abcdef";
const now = () => Math.floor(Date.now() / 1000);

describe("token rules (spec §5)", () => {
  it("issues HS256 tokens that expire 7 days after issue", async () => {
    const token = await issueToken(SECRET, { sub: "u1", sid: "s1" }, 1_000_000);
    const payload = await verifyToken(SECRET, await issueToken(SECRET, { sub: "u1", sid: "s1" }));
    expect(payload).toMatchObject({ sub: "u1", sid: "s1" });
    expect(JSON.parse(atob(token.split(".")[0]))).toMatchObject({ alg: "HS256" });
    expect(TOKEN_TTL_SECONDS).toBe(604_800);
  });

  it("refuses anything but three parts", async () => {
    const token = await issueToken(SECRET, { sub: "u1", sid: "s1" });
    const [h, p] = token.split(".");
    expect(await verifyToken(SECRET, `${h}.${p}`)).toBeNull();
    expect(await verifyToken(SECRET, `${token}.extra`)).toBeNull();
    expect(isTokenExpired(`${h}.${p}`)).toBe(true);
  });

  it("refuses a bad signature", async () => {
    const forged = await issueToken("another-secret-entirely-0123456789abcdef", { sub: "u1", sid: "s1" });
    expect(await verifyToken(SECRET, forged)).toBeNull();
    const token = await issueToken(SECRET, { sub: "u1", sid: "s1" });
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect(await verifyToken(SECRET, tampered)).toBeNull();
  });

  it("treats a token without exp as expired", async () => {
    const noExp = await sign({ sub: "u1", sid: "s1", iat: now() }, SECRET, "HS256");
    expect(isTokenExpired(noExp)).toBe(true);
    expect(await verifyToken(SECRET, noExp)).toBeNull();
  });

  it("refuses an expired token", async () => {
    const old = await issueToken(SECRET, { sub: "u1", sid: "s1" }, now() - TOKEN_TTL_SECONDS - 10);
    expect(isTokenExpired(old)).toBe(true);
    expect(await verifyToken(SECRET, old)).toBeNull();
  });

  it("applies the offset in seconds (default 0)", async () => {
    const exp = now() + 60;
    const token = await sign({ sub: "u1", sid: "s1", iat: now(), exp }, SECRET, "HS256");
    expect(isTokenExpired(token)).toBe(false);
    expect(isTokenExpired(token, 30)).toBe(false);
    expect(isTokenExpired(token, 120)).toBe(true);
  });
});

describe("remembered verifications (issue 15)", () => {
  it("a token verified once still expires, and is not valid under another secret", async () => {
    const exp = now() + 60;
    const token = await sign({ sub: "u1", sid: "s1", iat: now(), exp }, SECRET, "HS256");
    expect(await verifyToken(SECRET, token)).toMatchObject({ sub: "u1", sid: "s1" });
    expect(await verifyToken(SECRET, token)).toMatchObject({ sub: "u1", sid: "s1" });
    expect(await verifyToken("another-secret-entirely-0123456789abcdef", token)).toBeNull();
    vi.useFakeTimers({ now: (exp + 1) * 1000 });
    try {
      expect(await verifyToken(SECRET, token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("session records", () => {
  it("accepts a token only while its KV record lives; KV failure falls back to D1", async () => {
    const db = createDb(env.DB);
    const deps = { db, kv: env.KV, secret: SECRET };
    const { token, sessionId } = await createSession(deps, "usr_demo_user");
    expect(await resolveSession(deps, token)).toMatchObject({ userId: "usr_demo_user", sessionId, anonymous: false });

    const brokenKv = { ...env.KV, get: () => Promise.reject(new Error("KV GET failed: 503")) } as unknown as KVNamespace;
    expect(await resolveSession({ ...deps, kv: brokenKv }, token)).toMatchObject({ userId: "usr_demo_user" });

    await env.KV.delete(`session:${sessionId}`);
    expect(await resolveSession(deps, token)).toBeNull();
  });
});
