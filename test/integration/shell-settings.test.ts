import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { shellSettings } from "#db/schema";
import { api, env, errorOf, freshIp, ORIGIN, dispatch, page, sessionCookieHeader, signInAs, signUpFresh } from "#test/helpers";

/** The `<html>` and shell attributes a page was drawn with. */
function appearanceOf(html: string) {
  const tag = html.match(/<html[^>]*>/)![0];
  return {
    theme: tag.match(/data-theme="([^"]+)"/)?.[1],
    scheme: tag.match(/data-scheme="([^"]+)"/)?.[1],
    dark: /class="dark"/.test(tag),
    layout: html.match(/data-layout="([^"]+)"/)?.[1],
  };
}

const storedRow = async (userId: string) => (await createDb(env.DB).select().from(shellSettings).where(eq(shellSettings.userId, userId)))[0];

async function saveAsForm(form: Record<string, string>, init: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), Host: new URL(ORIGIN).host, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" };
  const cookies = [init.token ? await sessionCookieHeader(init.token) : null, init.cookie].filter(Boolean);
  if (cookies.length) headers.Cookie = cookies.join("; ");
  return dispatch(`${ORIGIN}/resources/settings`, { method: "POST", headers, body: new URLSearchParams(form) });
}

async function pageWithCookie(path: string, cookie: string) {
  return dispatch(`${ORIGIN}${path}`, { headers: { Cookie: cookie, "CF-Connecting-IP": freshIp(), Host: new URL(ORIGIN).host }, redirect: "manual" });
}

describe("shell settings: defaults and SSR (issue 14)", () => {
  it("a guest without a cookie gets light, default theme; product pages keep the compact layout", async () => {
    const res = await page("/jurisdictions");
    expect(res.status).toBe(200);
    expect(appearanceOf(await res.text())).toEqual({ theme: "default", scheme: "light", dark: false, layout: "compact" });
  });

  it("a route's own layout beats ?layout= (product routes stay compact)", async () => {
    const res = await page("/pricing?layout=thin");
    expect(appearanceOf(await res.text()).layout).toBe("compact");
  });

  it("template routes have no layout of their own: configured classy by default, ?layout= changes it", async () => {
    const { token } = await signInAs("admin");
    expect(appearanceOf(await (await page("/dashboards/project", { token })).text()).layout).toBe("classy");
    expect(appearanceOf(await (await page("/dashboards/project?layout=dense", { token })).text()).layout).toBe("dense");
    expect(appearanceOf(await (await page("/apps/notes?layout=empty", { token })).text()).layout).toBe("empty");
    // an unknown value is ignored, not an error
    const res = await page("/docs/changelog?layout=sideways", { token });
    expect(res.status).toBe(200);
    expect(appearanceOf(await res.text()).layout).toBe("classy");
  });
});

describe("shell settings: a guest's choice lives in a cookie", () => {
  it("the drawer's POST answers the settings and a cookie; the next page is drawn with it", async () => {
    const res = await saveAsForm({ scheme: "dark", theme: "teal" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ settings: { layout: "classy", theme: "teal", scheme: "dark" } });
    const setCookie = res.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^ta_shell=classy\.teal\.dark; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const html = await (await pageWithCookie("/structures", setCookie.split(";")[0])).text();
    expect(appearanceOf(html)).toEqual({ theme: "teal", scheme: "dark", dark: true, layout: "compact" });
  });

  it("a later save keeps the cookie's other fields", async () => {
    const res = await saveAsForm({ layout: "modern" }, { cookie: "ta_shell=classy.rose.system" });
    expect((await res.json<{ settings: unknown }>()).settings).toEqual({ layout: "modern", theme: "rose", scheme: "system" });
  });

  it("the API does the same: PATCH sets the cookie, GET reads it", async () => {
    const res = await api("/api/common/settings", { method: "PATCH", body: { theme: "amber" } });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0];
    expect(cookie).toBe("ta_shell=classy.amber.light");
    const read = await api("/api/common/settings", { headers: { Cookie: cookie } });
    expect(read.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await read.json()).toEqual({ settings: { layout: "classy", theme: "amber", scheme: "light" } });
  });

  it("unknown values, unknown fields and an empty body are 400 with the error shape, and nothing is set", async () => {
    for (const body of [{ theme: "neon" }, { layout: "thin", role: "admin" }, {}]) {
      const res = await api("/api/common/settings", { method: "PATCH", body });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    const form = await saveAsForm({ scheme: "midnight" });
    expect(form.status).toBe(400);
    expect((await errorOf(form)).code).toBe("VALIDATION_FAILED");
  });

  it("a rejected token is 401 (spec §8), not a guest save", async () => {
    const res = await api("/api/common/settings", { method: "PATCH", body: { theme: "rose" }, token: "not.a.token" });
    expect(res.status).toBe(401);
  });
});

describe("shell settings: a signed-in person's choice lives in D1", () => {
  it("is stored per user, drawn on their pages, not on anyone else's, and wins over a stale cookie", async () => {
    const fresh = await signUpFresh("Settings Person");
    const me = await api("/api/common/user", { token: fresh.token });
    const { id } = await me.json<{ id: string }>();
    expect(await storedRow(id)).toBeUndefined();

    const res = await saveAsForm({ layout: "thin", scheme: "dark", theme: "purple" }, { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await storedRow(id)).toMatchObject({ layout: "thin", theme: "purple", scheme: "dark" });

    const html = await (await page("/dashboards/project", { token: fresh.token })).text();
    expect(appearanceOf(html)).toEqual({ theme: "purple", scheme: "dark", dark: true, layout: "thin" });
    // the product page keeps its own layout but takes the theme and scheme
    expect(appearanceOf(await (await page("/advisor", { token: fresh.token })).text())).toMatchObject({ theme: "purple", layout: "compact" });
    // another account is not affected
    const { token: other } = await signInAs("user");
    expect(appearanceOf(await (await page("/dashboards/project", { token: other })).text())).toMatchObject({ theme: "default", scheme: "light", layout: "classy" });
    // a guest cookie left in the browser does not override the account's choice
    const cookie = `${await sessionCookieHeader(fresh.token)}; ta_shell=modern.rose.light`;
    expect(appearanceOf(await (await pageWithCookie("/dashboards/project", cookie)).text())).toMatchObject({ theme: "purple", layout: "thin" });
    // the API reads the same row
    expect(await (await api("/api/common/settings", { token: fresh.token })).json()).toEqual({ settings: { layout: "thin", theme: "purple", scheme: "dark" } });
  });

  it("two saves of different fields at the same time both stick (one upsert each, no read-modify-write)", async () => {
    const fresh = await signUpFresh("Racing Settings");
    const { id } = await (await api("/api/common/user", { token: fresh.token })).json<{ id: string }>();
    const results = await Promise.all([
      api("/api/common/settings", { method: "PATCH", body: { theme: "rose" }, token: fresh.token }),
      api("/api/common/settings", { method: "PATCH", body: { scheme: "system" }, token: fresh.token }),
      api("/api/common/settings", { method: "PATCH", body: { layout: "modern" }, token: fresh.token }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await storedRow(id)).toMatchObject({ layout: "modern", theme: "rose", scheme: "system" });
  });
});
