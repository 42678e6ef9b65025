import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#worker/index";
import { BOOKMARK_HEADER, bookmarkOf, isReadMostly } from "#worker/d1-replication";
import { freshIp, signInAs } from "#test/helpers";

/**
 * Issue 16: D1 read replication behind one switch (docs/decisions/062). The local runtime
 * implements the Sessions API (withSession, bookmarks) on a single database without replicas, so
 * this proves the plumbing and read-your-writes through the bookmark, not replica lag.
 */
function call(path: string, init: RequestInit & { replication?: boolean } = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", freshIp());
  if (init.body) headers.set("Content-Type", "application/json");
  const bindings = { ...(env as unknown as Env), D1_READ_REPLICATION: init.replication === false ? "off" : "on" };
  return worker.fetch(new Request(`http://localhost${path}`, { ...init, headers }), bindings, createExecutionContext());
}

describe("D1 sessions switch", () => {
  it("off (the default): no bookmark is sent", async () => {
    const res = await call("/api/ui/icons/feather", { replication: false });
    expect(res.status).toBe(200);
    expect(res.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("on: a write answers a bookmark, and a read carrying it sees the write", async () => {
    const { token } = await signInAs("advisor");
    const auth = { Authorization: `Bearer ${token}` };
    const created = await call("/api/common/shortcuts", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ shortcut: { label: "Replicated", icon: "feather:globe", link: "/jurisdictions", useRouter: true } }),
    });
    expect(created.status).toBe(201);
    const bookmark = created.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toBeTruthy();
    const { id } = await created.json<{ id: string }>();
    const read = await call("/api/common/shortcuts", { headers: { ...auth, [BOOKMARK_HEADER]: bookmark! } });
    expect(read.status).toBe(200);
    expect((await read.json<{ id: string }[]>()).map((s) => s.id)).toContain(id);
    // the bookmark moves on (never backwards) and pages carry it in a cookie
    expect(read.headers.get(BOOKMARK_HEADER)! >= bookmark!).toBe(true);
    const page = await call("/pricing", { headers: { Cookie: `d1_bookmark=${bookmark}` } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Set-Cookie")).toMatch(/d1_bookmark=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it("ignores malformed bookmarks and starts read-mostly public GETs on any replica", async () => {
    const odd = new Request("http://localhost/x", { headers: { [BOOKMARK_HEADER]: "x y", Cookie: "d1_bookmark=<script>" } });
    expect(bookmarkOf(odd)).toBeNull();
    expect((await call("/api/jurisdictions", { headers: { [BOOKMARK_HEADER]: "not a bookmark!" } })).status).toBe(200);
    expect(isReadMostly("GET", "/jurisdictions/cyp")).toBe(true);
    expect(isReadMostly("GET", "/api/apps/academy/courses")).toBe(true);
    expect(isReadMostly("GET", "/api/structures")).toBe(true);
    expect(isReadMostly("POST", "/jurisdictions")).toBe(false);
    expect(isReadMostly("GET", "/api/common/shortcuts")).toBe(false);
    expect(isReadMostly("GET", "/advisor/mail")).toBe(false);
  });
});
