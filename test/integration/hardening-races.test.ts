import { describe, expect, it } from "vitest";
import { api, env, signInAs, signUpFresh } from "#test/helpers";

// Issue 18 defects 4 and 5: limits and computed values hold under concurrent requests.
const count = async (sql: string, ...args: unknown[]) => Number((await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n);
const userIdOf = async (email: string) => String((await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id);

describe("limits enforced inside the INSERT", () => {
  it("60 concurrent shortcut creates leave exactly 24 (the limit), the rest 409", async () => {
    const { token, email } = await signUpFresh();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api("/api/common/shortcuts", { token, body: { shortcut: { label: `S${i}`, icon: "calendar", link: "/apps/tasks", useRouter: true } } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(24);
    expect(statuses.filter((s) => s === 409)).toHaveLength(36);
    expect(await count("SELECT count(*) AS n FROM shortcuts WHERE user_id = ?", await userIdOf(email))).toBe(24);
  });

  it("concurrent message creates near the 500 limit stop at exactly 500", async () => {
    const { token, email } = await signUpFresh();
    const userId = await userIdOf(email);
    // 480 existing messages, then 60 creates at once: 20 may pass.
    const now = Date.now();
    const fill = Array.from({ length: 480 }, (_, i) =>
      env.DB.prepare("INSERT INTO inbox_items (id, user_id, kind, title, time, created_at) VALUES (?, ?, 'message', 'old', ?, ?)").bind(`fill_${userId}_${i}`, userId, now, now),
    );
    await env.DB.batch(fill);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => api("/api/common/messages", { token, body: { message: { title: `New ${i}` } } })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND kind = 'message'", userId)).toBe(500);
  });
});

describe("no lost updates", () => {
  it("100 concurrent read toggles of one message leave it as it started", async () => {
    const { token } = await signInAs("user");
    const created = await api("/api/common/messages", { token, body: { message: { title: "Toggle me", read: false } } });
    const { id } = await created.json<{ id: string }>();
    const results = await Promise.all(Array.from({ length: 100 }, () => api("/api/common/messages/toggle-read-status", { token, body: { id } })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const reads = await Promise.all(results.map((r) => r.json<{ read: boolean }>()));
    // Every answer is the state that toggle produced: 50 read, 50 unread.
    expect(reads.filter((r) => r.read)).toHaveLength(50);
    expect(await env.DB.prepare("SELECT read FROM inbox_items WHERE id = ?").bind(id).first()).toEqual({ read: 0 });
    const missing = await api("/api/common/messages/toggle-read-status", { token, body: { id: "msg_nope" } });
    expect(missing.status).toBe(404);
  });

  it("60 cards created at once in one list get 60 distinct positions", async () => {
    const { token } = await signInAs("user");
    const list = await (await api("/api/apps/scrumboard/board/list", { token, body: { list: { boardId: "brd_demo_cyprus", title: "Race" } } })).json<{ id: string }>();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api("/api/apps/scrumboard/board/card", { method: "PUT", token, body: { card: { boardId: "brd_demo_cyprus", listId: list.id, title: `c${i}` } } }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const answered = await Promise.all(results.map((r) => r.json<{ id: string; position: number }>()));
    const stored = await env.DB.prepare("SELECT id, position FROM scrumboard_cards WHERE list_id = ?").bind(list.id).all<{ id: string; position: number }>();
    expect(new Set(stored.results.map((r) => r.position)).size).toBe(60);
    // The answer names the position that was stored.
    const byId = new Map(stored.results.map((r) => [r.id, r.position]));
    for (const card of answered) expect(byId.get(card.id)).toBe(card.position);
  });
});
