import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "#worker/index";
import { routeOf, userTag } from "#worker/request-log";
import { freshIp, sessionCookieHeader, signInAs } from "#test/helpers";

/** Issue 16: one structured JSON log line per request (docs/operations.md). */
type Line = { level: string; msg: string; requestId: string; method: string; route: string; status: number; durationMs: number; user: string | null; d1Statements: number; d1Batches: number };

function call(path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", freshIp());
  return worker.fetch(new Request(`http://localhost${path}`, { ...init, headers }), { ...(env as unknown as Env), ...bindings }, createExecutionContext());
}

function capture() {
  const lines: Line[] = [];
  const grab = (...args: unknown[]) => {
    if (typeof args[0] !== "string") return;
    try {
      const parsed = JSON.parse(args[0]) as Line;
      if (parsed.msg === "request") lines.push(parsed);
    } catch {
      /* not a log line */
    }
  };
  vi.spyOn(console, "log").mockImplementation(grab);
  vi.spyOn(console, "error").mockImplementation(grab);
  return lines;
}
afterEach(() => vi.restoreAllMocks());

const brokenD1 = {
  prepare: () => {
    throw new Error("D1_ERROR: Network connection lost.");
  },
  batch: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
} as unknown as D1Database;

describe("request log", () => {
  it("writes exactly one line per request with id, route, status, duration, a user hash and the D1 statement count", async () => {
    const { token, user } = await signInAs("user");
    const lines = capture();
    const res = await call("/api/common/shortcuts", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: "info", method: "GET", route: "/api/common/shortcuts", status: 200, user: await userTag(user.id) });
    expect(res.headers.get("X-Request-Id")).toBe(line.requestId);
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    // the session check and the list are real statements
    expect(line.d1Statements).toBeGreaterThanOrEqual(1);
    // the line never carries the user id or e-mail
    expect(JSON.stringify(line)).not.toContain(user.id);
    expect(JSON.stringify(line)).not.toContain(user.email);
  });

  it("counts D1 batches: a signed-in page reads everything in one round trip (issue 15)", async () => {
    const { token } = await signInAs("user");
    const cookie = await sessionCookieHeader(token);
    for (const path of ["/advisor", "/settings", "/jurisdictions/cyprus"]) {
      const lines = capture();
      const res = await call(path, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(lines).toHaveLength(1);
      // root (user, VIP, appearance), layout (the header's two badge counts, decision 136) and page reads together
      expect(lines[0]).toMatchObject({ route: path, d1Batches: 1 });
      expect(lines[0].d1Statements).toBeGreaterThanOrEqual(5);
      vi.restoreAllMocks();
    }
  });

  it("a guest page has no user; a 404 is a warn line; ids in paths are folded", async () => {
    const lines = capture();
    expect((await call("/pricing")).status).toBe(200);
    expect((await call("/api/nowhere")).status).toBe(404);
    expect(lines.map((l) => [l.route, l.status, l.level, l.user])).toEqual([
      ["/pricing", 200, "info", null],
      ["/api/nowhere", 404, "warn", null],
    ]);
    expect(routeOf("/apps/tasks/tsk_demo_provisional")).toBe("/apps/tasks/:id");
    expect(routeOf("/api/files/3f1c2b8e-7a6d-4e5f-9a0b-1c2d3e4f5a6b/download")).toBe("/api/files/:id/download");
  });

  it("a failing request's id is in its 503 body, its header and its error line", async () => {
    const { token } = await signInAs("user");
    const lines = capture();
    const res = await call("/api/common/shortcuts", { headers: { Authorization: `Bearer ${token}` } }, { DB: brokenD1 });
    expect(res.status).toBe(503);
    const body = await res.json<{ error: { requestId: string } }>();
    expect(body.error.requestId).toBe(res.headers.get("X-Request-Id"));
    expect(lines.at(-1)).toMatchObject({ level: "error", status: 503, requestId: body.error.requestId });
  });

  it("a page that fails shows the request id to the person (error page and header agree)", async () => {
    const lines = capture();
    const res = await call("/jurisdictions", {}, { DB: brokenD1 });
    expect(res.status).toBe(503);
    const id = res.headers.get("X-Request-Id")!;
    const html = await res.text();
    expect(html).toContain(`<meta name="request-id" content="${id}"/>`);
    expect(html).toMatch(new RegExp(`data-testid="error-reference">Reference: (<!-- -->)?${id}<`));
    expect(lines.at(-1)).toMatchObject({ requestId: id, status: 503, level: "error" });
  });
});
