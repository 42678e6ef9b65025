import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { effectiveRole, normalizeRole, resolveRole, ROLE_CACHE_TTL_SECONDS, roleCacheKey } from "#worker/auth/roles.server";
import { demoId } from "#test/helpers";

const deps = () => ({ db: createDb(env.DB), kv: env.KV });

describe("roles (spec §6)", () => {
  it("effective role is currentRole, else role; unknown or missing is guest", () => {
    expect(effectiveRole({ role: "advisor", currentRole: "user" })).toBe("user");
    expect(effectiveRole({ role: "advisor", currentRole: null })).toBe("advisor");
    expect(effectiveRole({ role: "superuser" })).toBe("guest");
    expect(effectiveRole(null)).toBe("guest");
    expect(normalizeRole(undefined)).toBe("guest");
    expect(ROLE_CACHE_TTL_SECONDS).toBe(300);
  });

  it("caches user and advisor roles in KV", async () => {
    await env.KV.delete(roleCacheKey(demoId("advisor")));
    expect(await resolveRole(deps(), demoId("advisor"))).toBe("advisor");
    expect(await env.KV.get(roleCacheKey(demoId("advisor")))).toBe("advisor");
    // While cached, KV answers (D1 is not the one deciding).
    await env.DB.prepare("UPDATE users SET current_role = 'user' WHERE id = ?").bind(demoId("advisor")).run();
    expect(await resolveRole(deps(), demoId("advisor"))).toBe("advisor");
    await env.KV.delete(roleCacheKey(demoId("advisor")));
    expect(await resolveRole(deps(), demoId("advisor"))).toBe("user");
    await env.DB.prepare("UPDATE users SET current_role = NULL WHERE id = ?").bind(demoId("advisor")).run();
    await env.KV.delete(roleCacheKey(demoId("advisor")));
  });

  it("never caches admin, and reads D1 every time", async () => {
    expect(await resolveRole(deps(), demoId("admin"))).toBe("admin");
    expect(await env.KV.get(roleCacheKey(demoId("admin")))).toBeNull();
    await env.DB.prepare("UPDATE users SET role = 'user' WHERE id = ?").bind(demoId("admin")).run();
    expect(await resolveRole(deps(), demoId("admin"))).toBe("user");
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(demoId("admin")).run();
    await env.KV.delete(roleCacheKey(demoId("admin")));
    expect(await resolveRole(deps(), demoId("admin"))).toBe("admin");
    expect(await env.KV.get(roleCacheKey(demoId("admin")))).toBeNull();
  });

  it("falls back to D1 when KV fails, and to guest (never higher) when D1 fails too", async () => {
    const brokenKv = {
      get: () => Promise.reject(new Error("KV GET failed")),
      put: () => Promise.reject(new Error("KV PUT failed")),
    } as unknown as KVNamespace;
    expect(await resolveRole({ db: createDb(env.DB), kv: brokenKv }, demoId("admin"))).toBe("admin");
    const brokenD1 = { prepare: () => { throw new Error("D1_ERROR: storage unavailable"); } } as unknown as D1Database;
    expect(await resolveRole({ db: createDb(brokenD1), kv: brokenKv }, demoId("admin"))).toBe("guest");
  });

  it("an unknown user id is a guest", async () => {
    expect(await resolveRole(deps(), "usr_does_not_exist")).toBe("guest");
  });
});
