import { beforeAll, describe, expect, it } from "vitest";
import { search } from "#worker/domain/search.server";
import type { RequestContext } from "#worker/context.server";
import { api, env, errorOf, signInAs } from "#test/helpers";

/** Issue 3: `api/common/*` over D1 — shape, status, per-user isolation, bad bodies, nothing written on failure. */
let user: string;
let advisor: string;
let admin: string;

beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
  admin = (await signInAs("admin")).token;
});

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

type NavNode = { id: string; type: string; title?: string; subtitle?: string; icon?: string; link?: string; children?: NavNode[] };
type NavTrees = Record<"default" | "compact" | "futuristic" | "horizontal", NavNode[]>;
const linksOf = (nodes: NavNode[]): string[] => nodes.flatMap((n) => (n.children ? linksOf(n.children) : n.link ? [n.link] : []));

describe("GET api/common/navigation", () => {
  it("serves the guest/user navigation as four trees with stable ids and English titles", async () => {
    const guest = await api("/api/common/navigation");
    expect(guest.status).toBe(200);
    const trees = await guest.json<NavTrees>();
    expect(Object.keys(trees).sort()).toEqual(["compact", "default", "futuristic", "horizontal"]);
    // every tree reaches the same pages in the same order; they differ in grouping and depth
    for (const tree of Object.values(trees)) expect(linksOf(tree)).toEqual(["/advisor", "/jurisdictions", "/structures", "/rules", "/professionals", "/marketplace", "/proposals", "/academy"]);
    expect(trees.default[1]).toMatchObject({ id: "group.explore", type: "group", title: "Explore", subtitle: "Jurisdictions and structures" });
    expect(trees.default[1].children![0]).toEqual({ id: "jurisdictions", title: "Jurisdictions", type: "basic", icon: "heroicons_outline:globe", link: "/jurisdictions" });
    expect(trees.compact.map((n) => n.type)).toEqual(["basic", "aside", "aside", "aside"]);
    expect(trees.futuristic.every((n) => !n.children)).toBe(true);
    expect(trees.futuristic.filter((n) => n.type === "divider")).toHaveLength(3);
    // a one-link section is that link in the top bar
    expect(trees.horizontal.map((n) => n.id)).toEqual(["advisor", "group.explore", "group.advice", "academy"]);
    const asUser = await (await api("/api/common/navigation", { token: user })).json<NavTrees>();
    expect(asUser).toEqual(trees);
  });

  it("serves the advisor navigation to advisors and admins", async () => {
    const desk = {
      id: "group.desk",
      type: "group",
      title: "Advisor desk",
      subtitle: "Mail, services and documents",
      children: [
        { id: "advisor.mail", title: "Inbox", type: "basic", icon: "heroicons_outline:inbox", link: "/advisor/mail" },
        { id: "advisor.services", title: "Services", type: "basic", icon: "heroicons_outline:briefcase", link: "/advisor/services" },
        { id: "advisor.documents", title: "Documents", type: "basic", icon: "heroicons_outline:folder", link: "/advisor/documents" },
      ],
    };
    // issue 11: the advisor's marketplace work in the Advice section
    const advice = {
      id: "group.advice",
      type: "group",
      title: "Advice",
      subtitle: "Advisors, requests and proposals",
      children: [
        { id: "advisor.marketplace", title: "Marketplace", type: "basic", icon: "heroicons_outline:store", link: "/marketplace" },
        { id: "advisor.bids", title: "My bids", type: "basic", icon: "heroicons_outline:file-text", link: "/advisor/bids" },
        { id: "advisor.contracts", title: "My contracts", type: "basic", icon: "heroicons_outline:handshake", link: "/advisor/contracts" },
        { id: "advisor.payouts", title: "Payouts", type: "basic", icon: "heroicons_outline:wallet", link: "/advisor/payouts" },
      ],
    };
    const asAdvisor = await (await api("/api/common/navigation", { token: advisor })).json<NavTrees>();
    expect(asAdvisor.default).toEqual([desk, advice]);
    expect(linksOf(asAdvisor.horizontal)).toEqual(["/advisor/mail", "/advisor/services", "/advisor/documents", "/marketplace", "/advisor/bids", "/advisor/contracts", "/advisor/payouts"]);
    // admins get the same desk first (items only admins see follow it as top-level links)
    const asAdmin = await (await api("/api/common/navigation", { token: admin })).json<NavTrees>();
    expect(asAdmin.default.slice(0, 2)).toEqual([desk, advice]);
    expect(linksOf(asAdmin.futuristic).slice(0, 3)).toEqual(["/advisor/mail", "/advisor/services", "/advisor/documents"]);
    // and the admin area (decision 050), in every tree
    for (const tree of ["default", "compact", "futuristic", "horizontal"] as const) expect(linksOf(asAdmin[tree])).toContain("/admin/advisor-applications");
    expect(linksOf(asAdvisor.default)).not.toContain("/admin/advisor-applications");
  });

  it("retitles the same ids in Turkish (?lng= and Accept-Language)", async () => {
    const en = await (await api("/api/common/navigation", { token: advisor })).json<NavTrees>();
    const tr = await (await api("/api/common/navigation?lng=tr", { token: advisor })).json<NavTrees>();
    const header = await (await api("/api/common/navigation", { token: advisor, headers: { "Accept-Language": "tr-TR,tr;q=0.9" } })).json<NavTrees>();
    expect(tr.futuristic.map((i) => i.id)).toEqual(en.futuristic.map((i) => i.id));
    expect(tr.futuristic[0].title).toBe("Gelen kutusu");
    expect(tr.default[0].title).toBe("Danışman masası");
    expect(header.futuristic[0].title).toBe("Gelen kutusu");
  });

  it("refuses a rejected token with 401", async () => {
    const res = await api("/api/common/navigation", { token: "a.b.c" });
    expect(res.status).toBe(401);
  });
});

for (const kind of ["messages", "notifications"] as const) {
  const field = kind === "messages" ? "message" : "notification";
  const dbKind = field;
  describe(`api/common/${kind}`, () => {
    it("requires sign-in (401 JSON)", async () => {
      const res = await api(`/api/common/${kind}`);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe("UNAUTHENTICATED");
    });

    it("lists the caller's own items, newest first, with the spec's fields", async () => {
      const res = await api(`/api/common/${kind}`, { token: user });
      expect(res.status).toBe(200);
      const items = await res.json<Record<string, unknown>[]>();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(["description", "icon", "id", "image", "link", "read", "seen", "time", "title", "useRouter"]);
        expect(String(item.id)).toMatch(kind === "messages" ? /^msg_user_/ : /^ntf_user_/);
      }
      const times = items.map((i) => Date.parse(String(i.time)));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const advisorItems = await (await api(`/api/common/${kind}`, { token: advisor })).json<{ id: string }[]>();
      expect(advisorItems.every((i) => !i.id.includes("_user_"))).toBe(true);
    });

    it("creates (201), sanitizing title and description before storing", async () => {
      const res = await api(`/api/common/${kind}`, {
        token: user,
        body: { [field]: { title: `<b>Hi</b><script>alert(1)</script>`, description: `<img src=x onerror="alert(2)"><em>ok</em>`, link: "/compliance", icon: "calendar" } },
      });
      expect(res.status).toBe(201);
      const created = await res.json<{ id: string; title: string; description: string; read: boolean; useRouter: boolean }>();
      expect(created).toMatchObject({ title: "<b>Hi</b>", description: "<em>ok</em>", read: false, useRouter: true });
      const stored = await env.DB.prepare("SELECT title, description, user_id, kind FROM inbox_items WHERE id = ?").bind(created.id).first<Record<string, string>>();
      expect(stored).toEqual({ title: "<b>Hi</b>", description: "<em>ok</em>", user_id: "usr_demo_user", kind: dbKind });
    });

    it("rejects bad bodies with 400 JSON and writes nothing", async () => {
      const before = await count("SELECT count(*) AS n FROM inbox_items WHERE kind = ?", dbKind);
      for (const body of [
        {},
        { [field]: {} },
        { [field]: { title: "" } },
        { [field]: { title: "x", link: "javascript:alert(1)" } },
        { [field]: { title: "x", link: "https://example.com", useRouter: true } },
        { [field]: { title: "x", icon: "not-an-icon" } },
        { [field]: { title: 5 } },
      ]) {
        const res = await api(`/api/common/${kind}`, { token: user, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
      }
      const malformed = await api(`/api/common/${kind}`, { token: user, body: "{not json" });
      expect(malformed.status).toBe(400);
      const wrongType = await api(`/api/common/${kind}`, { token: user, body: "title=x", headers: { "Content-Type": "text/plain" } });
      expect(wrongType.status).toBe(415);
      expect(await count("SELECT count(*) AS n FROM inbox_items WHERE kind = ?", dbKind)).toBe(before);
    });

    it("updates by id (merged, sanitized) and never another user's item", async () => {
      const { id } = await (await api(`/api/common/${kind}`, { token: user, body: { [field]: { title: "Before", description: "keep" } } })).json<{ id: string }>();
      const res = await api(`/api/common/${kind}`, { method: "PATCH", token: user, body: { id, [field]: { title: "After<script>x</script>", read: true } } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, title: "After", description: "keep", read: true });

      const foreign = await api(`/api/common/${kind}`, { method: "PATCH", token: advisor, body: { id, [field]: { title: "Hijack" } } });
      expect(foreign.status).toBe(404);
      const unknown = await api(`/api/common/${kind}`, { method: "PATCH", token: user, body: { id: "nope", [field]: { read: true } } });
      expect(unknown.status).toBe(404);
      const bad = await api(`/api/common/${kind}`, { method: "PATCH", token: user, body: { id, [field]: { read: "yes" } } });
      expect(bad.status).toBe(400);
      const row = await env.DB.prepare("SELECT title, read FROM inbox_items WHERE id = ?").bind(id).first();
      expect(row).toEqual({ title: "After", read: 1 });
    });

    it("toggles read status both ways and returns the item", async () => {
      const { id } = await (await api(`/api/common/${kind}`, { token: user, body: { [field]: { title: "Toggle me" } } })).json<{ id: string }>();
      const first = await api(`/api/common/${kind}/toggle-read-status`, { token: user, body: { id } });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ id, read: true });
      expect(await (await api(`/api/common/${kind}/toggle-read-status`, { token: user, body: { id } })).json()).toMatchObject({ id, read: false });
      expect((await api(`/api/common/${kind}/toggle-read-status`, { token: advisor, body: { id } })).status).toBe(404);
      expect((await api(`/api/common/${kind}/toggle-read-status`, { token: user, body: {} })).status).toBe(400);
      expect(await env.DB.prepare("SELECT read FROM inbox_items WHERE id = ?").bind(id).first()).toEqual({ read: 0 });
    });

    it("marks all as read for the caller only", async () => {
      const advisorUnreadBefore = await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = 'usr_demo_advisor' AND kind = ? AND read = 0", dbKind);
      const res = await api(`/api/common/${kind}/mark-all-as-read`, { token: user });
      expect(res.status).toBe(200);
      expect(await res.json()).toBe(true);
      expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = 'usr_demo_user' AND kind = ? AND read = 0", dbKind)).toBe(0);
      expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = 'usr_demo_advisor' AND kind = ? AND read = 0", dbKind)).toBe(advisorUnreadBefore);
    });

    it("deletes by id; another user's id is 404 and stays", async () => {
      const { id } = await (await api(`/api/common/${kind}`, { token: user, body: { [field]: { title: "Delete me" } } })).json<{ id: string }>();
      expect((await api(`/api/common/${kind}?id=${id}`, { method: "DELETE", token: advisor })).status).toBe(404);
      expect(await count("SELECT count(*) AS n FROM inbox_items WHERE id = ?", id)).toBe(1);
      expect((await api(`/api/common/${kind}`, { method: "DELETE", token: user })).status).toBe(400);
      const res = await api(`/api/common/${kind}?id=${id}`, { method: "DELETE", token: user });
      expect(res.status).toBe(200);
      expect(await res.json()).toBe(true);
      expect(await count("SELECT count(*) AS n FROM inbox_items WHERE id = ?", id)).toBe(0);
      expect((await api(`/api/common/${kind}?id=${id}`, { method: "DELETE", token: user })).status).toBe(404);
    });
  });
}

describe("api/common/shortcuts", () => {
  const valid = { label: "Tasks", description: "My tasks", icon: "check-square", link: "/apps/tasks", useRouter: true };

  it("lists the caller's shortcuts", async () => {
    const res = await api("/api/common/shortcuts", { token: user });
    expect(res.status).toBe(200);
    const list = await res.json<{ id: string; label: string }[]>();
    expect(list.map((s) => s.id)).toEqual(["sc_user_1", "sc_user_2", "sc_user_3", "sc_user_4"]);
    expect(list[0]).toEqual({ id: "sc_user_1", label: "Compliance", description: "Filings and due dates", icon: "calendar", link: "/compliance", useRouter: true });
    expect((await api("/api/common/shortcuts")).status).toBe(401);
  });

  it("seeded shortcuts answer their Turkish twin for ?lng=tr; an edit drops it, the Turkish sent back unchanged keeps it (decision 099)", async () => {
    const list = async (lng: string, token = user) => (await (await api(`/api/common/shortcuts?lng=${lng}`, { token })).json<{ id: string; label: string; description: string | null }[]>()).reduce<Record<string, { label: string; description: string | null }>>((m, s) => ({ ...m, [s.id]: s }), {});
    expect((await list("tr")).sc_user_1).toMatchObject({ label: "Uyum", description: "Beyanlar ve son tarihler" });
    expect((await list("en")).sc_user_1).toMatchObject({ label: "Compliance", description: "Filings and due dates" });
    expect((await list("tr", advisor)).sc_adv_3).toMatchObject({ label: "Pazar yeri", description: "Açık talepler" });
    const row = (id: string) => env.DB.prepare("SELECT label, label_tr, description, description_tr FROM shortcuts WHERE id = ?").bind(id).first();
    // the panel's edit form sends every field back in the language it showed
    const same = await api("/api/common/shortcuts?lng=tr", { method: "PATCH", token: user, body: { id: "sc_user_2", shortcut: { label: "Belgeler", description: "Dosyalarınız", icon: "folder", link: "/documents", useRouter: true } } });
    expect(await same.json()).toMatchObject({ label: "Belgeler", description: "Dosyalarınız" });
    expect(await row("sc_user_2")).toEqual({ label: "Documents", label_tr: "Belgeler", description: "Your files", description_tr: "Dosyalarınız" });
    const edited = await api("/api/common/shortcuts?lng=tr", { method: "PATCH", token: user, body: { id: "sc_user_2", shortcut: { label: "Evraklar" } } });
    expect(await edited.json()).toMatchObject({ label: "Evraklar", description: "Dosyalarınız" });
    expect(await row("sc_user_2")).toEqual({ label: "Evraklar", label_tr: null, description: "Your files", description_tr: "Dosyalarınız" });
    await api("/api/common/shortcuts", { method: "PATCH", token: user, body: { id: "sc_user_2", shortcut: { description: "" } } });
    expect(await row("sc_user_2")).toEqual({ label: "Evraklar", label_tr: null, description: null, description_tr: null });
    expect((await list("tr")).sc_user_2).toMatchObject({ label: "Evraklar", description: null });
  });

  it("creates, updates and deletes; validates label, icon, link; isolates users", async () => {
    const created = await api("/api/common/shortcuts", { token: user, body: { shortcut: valid } });
    expect(created.status).toBe(201);
    const shortcut = await created.json<{ id: string }>();
    expect(shortcut).toMatchObject(valid);

    const before = await count("SELECT count(*) AS n FROM shortcuts");
    for (const bad of [
      { ...valid, label: "" },
      { ...valid, icon: "not-an-icon" },
      { ...valid, link: "" },
      { ...valid, link: "ftp://x" },
      { ...valid, link: "https://example.com", useRouter: true },
      { label: "x", icon: "home", link: "/x" },
    ]) {
      const res = await api("/api/common/shortcuts", { token: user, body: { shortcut: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(res)).fieldErrors).toBeDefined();
    }
    expect(await count("SELECT count(*) AS n FROM shortcuts")).toBe(before);

    const patched = await api("/api/common/shortcuts", { method: "PATCH", token: user, body: { id: shortcut.id, shortcut: { label: "All tasks", description: "" } } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: shortcut.id, label: "All tasks", description: null, link: "/apps/tasks" });
    const externalWithRouter = await api("/api/common/shortcuts", { method: "PATCH", token: user, body: { id: shortcut.id, shortcut: { link: "https://example.com" } } });
    expect(externalWithRouter.status).toBe(400);
    expect((await api("/api/common/shortcuts", { method: "PATCH", token: advisor, body: { id: shortcut.id, shortcut: { label: "x" } } })).status).toBe(404);
    expect((await api(`/api/common/shortcuts?id=${shortcut.id}`, { method: "DELETE", token: advisor })).status).toBe(404);
    expect(await env.DB.prepare("SELECT label, link FROM shortcuts WHERE id = ?").bind(shortcut.id).first()).toEqual({ label: "All tasks", link: "/apps/tasks" });

    const deleted = await api(`/api/common/shortcuts?id=${shortcut.id}`, { method: "DELETE", token: user });
    expect(deleted.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM shortcuts WHERE id = ?", shortcut.id)).toBe(0);
  });
});

describe("api/common/user", () => {
  it("GET returns the caller without password fields", async () => {
    const res = await api("/api/common/user", { token: user });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: "usr_demo_user",
      email: "user@taxatlas.test",
      name: "Alex Morgan",
      avatar: null,
      status: "online",
      role: "user",
      currentRole: null,
    });
    expect((await api("/api/common/user")).status).toBe(401);
  });

  it("PATCH changes name, avatar and status; role, currentRole, email and id never (ignored, or 400 for bad values)", async () => {
    const res = await api("/api/common/user", { method: "PATCH", token: user, body: { user: { status: "busy", name: "Alex M." } } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "busy", name: "Alex M.", role: "user" });
    // read-only keys are dropped, never applied: no escalation, no e-mail change (decision 061)
    for (const sneaky of [{ user: { role: "admin" } }, { user: { currentRole: "advisor" } }, { user: { email: "boss@taxatlas.test", id: "usr_demo_admin" } }]) {
      const r = await api("/api/common/user", { method: "PATCH", token: user, body: sneaky });
      expect(r.status, JSON.stringify(sneaky)).toBe(200);
      expect(await r.json()).toMatchObject({ id: "usr_demo_user", email: "user@taxatlas.test", role: "user", currentRole: null });
    }
    for (const bad of [{ user: { status: "sleeping" } }, { user: { name: "" } }, { user: { name: 42 } }, { user: { avatar: "javascript:alert(1)" } }, { status: "away" }]) {
      const r = await api("/api/common/user", { method: "PATCH", token: user, body: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await env.DB.prepare("SELECT email FROM users WHERE id = 'usr_demo_user'").first()).toEqual({ email: "user@taxatlas.test" });
    expect(await env.DB.prepare("SELECT name, status, role, current_role FROM users WHERE id = 'usr_demo_user'").first()).toEqual({
      name: "Alex M.",
      status: "busy",
      role: "user",
      current_role: null,
    });
    await api("/api/common/user", { method: "PATCH", token: user, body: { user: { status: "online", name: "Alex Morgan" } } });
  });

  it("can-switch-roles is true for advisor and admin accounts only", async () => {
    expect(await (await api("/api/common/user/can-switch-roles", { token: user })).json()).toEqual({ canSwitchRoles: false });
    expect(await (await api("/api/common/user/can-switch-roles", { token: advisor })).json()).toEqual({ canSwitchRoles: true });
    expect(await (await api("/api/common/user/can-switch-roles", { token: admin })).json()).toEqual({ canSwitchRoles: true });
  });

  it("switches an advisor to the user view and back, dropping the cached role", async () => {
    await env.KV.put("role:usr_demo_advisor", "advisor");
    const off = await api("/api/common/user/role", { token: advisor, body: { role: "user" } });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ role: "advisor", currentRole: "user" });
    expect(await env.KV.get("role:usr_demo_advisor")).toBeNull();
    const nav = await (await api("/api/common/navigation", { token: advisor })).json<NavTrees>();
    expect(nav.futuristic[0].link).toBe("/advisor");

    const on = await api("/api/common/user/role", { token: advisor, body: { role: "advisor" } });
    expect(await on.json()).toMatchObject({ currentRole: "advisor" });
    const nav2 = await (await api("/api/common/navigation", { token: advisor })).json<NavTrees>();
    expect(nav2.futuristic[0].link).toBe("/advisor/mail");
  });

  it("refuses a plain user (403) and bad roles (400), writing nothing", async () => {
    const res = await api("/api/common/user/role", { token: user, body: { role: "advisor" } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("FORBIDDEN");
    expect((await api("/api/common/user/role", { token: advisor, body: { role: "admin" } })).status).toBe(400);
    expect((await api("/api/common/user/role", { token: advisor, body: {} })).status).toBe(400);
    expect(await env.DB.prepare("SELECT current_role FROM users WHERE id = 'usr_demo_user'").first()).toEqual({ current_role: null });
  });
});

describe("POST api/common/search", () => {
  type Sets = { id: string; label: string; results: { title?: string; link: string; value: string }[] }[];

  it("finds pages of the caller's role by translated title", async () => {
    const res = await api("/api/common/search", { token: user, body: { query: "juris" } });
    expect(res.status).toBe(200);
    const sets = await res.json<Sets>();
    expect(sets).toEqual([{ id: "pages", label: "Pages", results: [{ id: "jurisdictions", title: "Jurisdictions", link: "/jurisdictions", value: "Jurisdictions" }] }]);
    const advisorSets = await (await api("/api/common/search", { token: advisor, body: { query: "inbox" } })).json<Sets>();
    expect(advisorSets[0].results.map((r) => r.link)).toEqual(["/advisor/mail"]);
    const userInbox = await (await api("/api/common/search", { token: user, body: { query: "inbox" } })).json<Sets>();
    expect(userInbox).toEqual([]);
  });

  it("searches in Turkish with ?lng=tr", async () => {
    const sets = await (await api("/api/common/search?lng=tr", { token: user, body: { query: "ülke" } })).json<Sets>();
    expect(sets[0]).toMatchObject({ id: "pages", label: "Sayfalar" });
    expect(sets[0].results[0].link).toBe("/jurisdictions");
  });

  it("returns nothing under 2 characters and for no match; validates the body", async () => {
    expect(await (await api("/api/common/search", { token: user, body: { query: "j" } })).json()).toEqual([]);
    expect(await (await api("/api/common/search", { token: user, body: { query: "zzzzqq" } })).json()).toEqual([]);
    expect((await api("/api/common/search", { token: user, body: {} })).status).toBe(400);
    expect((await api("/api/common/search", { token: user, body: { query: 5 } })).status).toBe(400);
    expect((await api("/api/common/search", { token: user, body: { query: "x".repeat(101) } })).status).toBe(400);
  });

  it("finds the caller's own contacts, never another user's", async () => {
    const sets = await (await api("/api/common/search", { token: advisor, body: { query: "MURAT" } })).json<Sets>();
    expect(sets).toEqual([
      { id: "contacts", label: "Contacts", results: [{ id: "ct_adv_murat", name: "Murat Demir", avatar: null, link: "/apps/contacts/ct_adv_murat", value: "Murat Demir" }] },
    ]);
    expect(await (await api("/api/common/search", { token: user, body: { query: "murat" } })).json()).toEqual([]);
    const mixed = await (await api("/api/common/search", { token: user, body: { query: "elif" } })).json<Sets>();
    // the user's contact Elif, then the public professional of that name (issue 14)
    expect(mixed.map((s) => s.id)).toEqual(["contacts", "professionals"]);
  });

  it("finds the caller's tasks by title or notes, leaves sections out, marks completed ones", async () => {
    type TaskSets = { id: string; results: { id: string; title: string; completed: boolean; link: string }[] }[];
    const sets = await (await api("/api/common/search", { token: user, body: { query: "TAX RETURN" } })).json<TaskSets>();
    expect(sets.map((s) => s.id)).toEqual(["tasks"]);
    const tasks = sets[0].results;
    expect(tasks.map((t) => t.title).sort()).toEqual(["File UAE corporate tax return", "File corporate income tax return (TD4)"]);
    expect(tasks.find((t) => t.id === "tsk_demo_td4")).toMatchObject({ completed: true, link: "/apps/tasks/tsk_demo_td4" });
    const byNotes = await (await api("/api/common/search", { token: user, body: { query: "flexi-desk" } })).json<TaskSets>();
    expect(byNotes[0].results.map((t) => t.title)).toEqual(["Renew RAKEZ trade licence"]);
    const sections = await (await api("/api/common/search", { token: user, body: { query: "Atlas Holdings" } })).json<TaskSets>();
    expect(sections).toEqual([]);
    expect(await (await api("/api/common/search", { token: advisor, body: { query: "tax return" } })).json()).toEqual([]);
  });

  it("orders groups Contacts, Pages, Tasks and passes tasks through from their source", async () => {
    const sets = await search(
      {
        ctx: {} as RequestContext,
        userId: "usr_demo_user",
        role: "user",
        t: (k) => ({ "nav.academy": "Academy", "search.contacts": "Contacts", "search.pages": "Pages", "search.tasks": "Tasks" })[k] ?? k,
        sources: {
          contacts: async () => [{ id: "c1", name: "Academic Ada", avatar: null, link: "/apps/contacts/c1" }],
          tasks: async () => [{ id: "t1", title: "Read the academy course", completed: true, link: "/apps/tasks/t1" }],
        },
      },
      " acad ",
    );
    expect(sets.map((s) => [s.id, s.label, s.results.map((r) => r.value)])).toEqual([
      ["contacts", "Contacts", ["Academic Ada"]],
      ["pages", "Pages", ["Academy"]],
      ["tasks", "Tasks", ["Read the academy course"]],
    ]);
    expect(sets[2].results[0]).toMatchObject({ completed: true, link: "/apps/tasks/t1" });
  });

  it("lets a guest search the open pages only", async () => {
    const sets = await (await api("/api/common/search", { body: { query: "doc" } })).json<Sets>();
    expect(sets).toEqual([]);
    const pricing = await (await api("/api/common/search", { body: { query: "pricing" } })).json<Sets>();
    expect(pricing[0].results[0].link).toBe("/pricing");
  });
});
