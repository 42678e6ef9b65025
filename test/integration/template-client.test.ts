import { beforeAll, describe, expect, it } from "vitest";
import { loadIconNames } from "#worker/domain/icon-names.server";
import { isKnownIconRef } from "#worker/domain/icon-validation";
import { api, env, errorOf, signInAs } from "#test/helpers";

/**
 * Issue 17 (+ issue 18 defect 10): the template's own client against TaxAtlas. Each test sends a
 * request in the exact shape the client's services send and asserts the fields its components
 * read (docs/decisions/060–064).
 */
let user: string;
let advisor: string;

beforeAll(async () => {
  await loadIconNames(env, "https://taxatlas.test/");
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
});

const json = async <T>(res: Response | Promise<Response>) => (await res).json<T>();
const row = (sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds).first<Record<string, unknown>>();

type NavNode = { id: string; type: string; title?: string; icon?: string; link?: string; children?: NavNode[] };

describe("navigation: navigation.default / compact / futuristic / horizontal", () => {
  it("answers one tree per layout family; every node has an id and a type, every icon is namespace:name", async () => {
    const navigation = await json<Record<string, NavNode[]>>(api("/api/common/navigation", { token: user }));
    for (const layout of ["default", "compact", "futuristic", "horizontal"]) expect(Array.isArray(navigation[layout]), layout).toBe(true);
    const walk = (nodes: NavNode[], depth = 1): number =>
      Math.max(
        0,
        ...nodes.map((n) => {
          expect(n.id).toBeTruthy();
          expect(["basic", "group", "aside", "divider"]).toContain(n.type);
          if (n.type === "basic") expect(n.link).toMatch(/^\//);
          if (n.icon) expect(isKnownIconRef(n.icon), n.icon).toBe(true);
          if (n.icon) expect(n.icon).toMatch(/^[a-z_]+:[a-z0-9-]+$/);
          return n.children ? walk(n.children, depth + 1) : depth;
        }),
      );
    // the trees differ in depth as the layouts do
    expect(walk(navigation.default)).toBe(2);
    expect(walk(navigation.compact)).toBe(2);
    expect(walk(navigation.futuristic)).toBe(1);
    expect(navigation.compact.filter((n) => n.type === "aside").every((n) => n.icon && n.children!.length > 0)).toBe(true);
  });
});

describe("one body rule: whole objects sent back, read-only and unknown keys ignored, wrong types 400", () => {
  it("PATCH api/common/user {user:{...user, status}} changes the status and never role, currentRole or email", async () => {
    const me = await json<Record<string, unknown>>(api("/api/common/user", { token: user }));
    const res = await api("/api/common/user", { method: "PATCH", token: user, body: { user: { ...me, status: "away", role: "admin", currentRole: "advisor", email: "root@taxatlas.test" } } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...me, status: "away" });
    expect(await row("SELECT role, current_role, email, status FROM users WHERE id = ?", me.id)).toEqual({ role: "user", current_role: null, email: me.email, status: "away" });
    // the escalation attempt left no trace in what the API lets the account do
    expect((await api("/api/common/user/role", { token: user, body: { role: "advisor" } })).status).toBe(403);
    expect((await api("/api/common/user", { method: "PATCH", token: user, body: { user: { ...me, status: 3 } } })).status).toBe(400);
    await api("/api/common/user", { method: "PATCH", token: user, body: { user: { status: "online" } } });
  });

  for (const [kind, field] of [
    ["messages", "message"],
    ["notifications", "notification"],
  ] as const) {
    it(`PATCH ${kind} {id, ${field}:{...item}} with the item's own id inside`, async () => {
      const [item] = await json<Record<string, unknown>[]>(api(`/api/common/${kind}`, { token: user }));
      const res = await api(`/api/common/${kind}`, { method: "PATCH", token: user, body: { id: item.id, [field]: { ...item, id: "someone-elses", read: !item.read } } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...item, read: !item.read });
      expect((await row("SELECT read FROM inbox_items WHERE id = ?", item.id))!.read).toBe(item.read ? 0 : 1);
      const wrong = await api(`/api/common/${kind}`, { method: "PATCH", token: user, body: { id: item.id, [field]: { ...item, read: "yes" } } });
      expect(wrong.status).toBe(400);
      expect((await errorOf(wrong)).fieldErrors).toHaveProperty([`${field}.read`]);
    });
  }

  it("POST shortcuts with id: null creates (server id); PATCH with the shortcut's id inside updates", async () => {
    const shortcut = { id: null, label: "Reports", description: "Sourced reports", icon: "heroicons_outline:document", link: "/tax", useRouter: true };
    const created = await api("/api/common/shortcuts", { token: user, body: { shortcut } });
    expect(created.status).toBe(201);
    const saved = await created.json<Record<string, unknown>>();
    expect(saved).toMatchObject({ ...shortcut, id: expect.stringMatching(/.+/) });
    const patched = await api("/api/common/shortcuts", { method: "PATCH", token: user, body: { id: saved.id, shortcut: { ...saved, label: "Tax reports" } } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({ ...saved, label: "Tax reports" });
    expect((await api("/api/common/shortcuts", { method: "PATCH", token: user, body: { id: saved.id, shortcut: { ...saved, label: 7 } } })).status).toBe(400);
    await api(`/api/common/shortcuts?id=${saved.id}`, { method: "DELETE", token: user });
  });

  it("PATCH api/apps/chat/chat with the whole chat merges muted/unreadCount only", async () => {
    const [first] = await json<{ id: string }[]>(api("/api/apps/chat/chats", { token: user }));
    const chat = await json<Record<string, unknown> & { messages: unknown[] }>(api(`/api/apps/chat/chat?id=${first.id}`, { token: user }));
    const res = await api("/api/apps/chat/chat", { method: "PATCH", token: user, body: { id: chat.id, chat: { ...chat, muted: true, unreadCount: 0, lastMessage: "forged", contactId: "usr_demo_admin" } } });
    expect(res.status).toBe(200);
    const merged = await res.json<Record<string, unknown>>();
    expect(merged).toMatchObject({ id: chat.id, muted: true, unreadCount: 0, lastMessage: chat.lastMessage, contactId: chat.contactId });
    expect(await row("SELECT muted, last_message FROM chats WHERE id = ?", chat.id)).toEqual({ muted: 1, last_message: chat.lastMessage });
    expect((await api("/api/apps/chat/chat", { method: "PATCH", token: user, body: { id: chat.id, chat: { ...chat, muted: "no" } } })).status).toBe(400);
    await api("/api/apps/chat/chat", { method: "PATCH", token: user, body: { id: chat.id, chat: { muted: false } } });
  });
});

describe("chat contact: full detail on the chat", () => {
  type Contact = {
    details: { emails: { email: string; label: string }[]; phoneNumbers: unknown[]; title: string; company: string; birthday: string | null; address: string | null };
    attachments: { media: unknown[]; docs: unknown[]; links: string[] };
  };
  it("GET chat joins contact.details and contact.attachments, links shared in the thread included", async () => {
    const [first] = await json<{ id: string }[]>(api("/api/apps/chat/chats", { token: user }));
    const sent = await api("/api/apps/chat/messages", { token: user, body: { chatId: first.id, value: "The register is at https://www.companies.gov.cy/en/search, see you there." } });
    expect(sent.status).toBe(201);
    const { contact } = await json<{ contact: Contact }>(api(`/api/apps/chat/chat?id=${first.id}`, { token: user }));
    expect(Object.keys(contact.details).sort()).toEqual(["address", "birthday", "company", "emails", "phoneNumbers", "title"]);
    expect(contact.details.emails[0]).toEqual({ email: "advisor@taxatlas.test", label: "Work" });
    expect(contact.details.company).toBe("Kaya Cross-Border Tax Advisory");
    expect(contact.details.phoneNumbers).toEqual([]);
    expect(contact.attachments).toEqual({ media: [], docs: [], links: ["https://www.companies.gov.cy/en/search"] });
    // the list carries the same contact shape (arrays present, never missing)
    const chats = await json<{ contact: Contact }[]>(api("/api/apps/chat/chats", { token: user }));
    expect(chats.every((c) => Array.isArray(c.contact.details.emails) && Array.isArray(c.contact.attachments.links))).toBe(true);
  });
});

describe("contacts: top-level title/company and job:{title, company}", () => {
  type Contact = { id: string; name: string; title: string | null; company: string | null; job: { title: string | null; company: string | null } };
  it("accepts the client's top-level title and company, answers both forms, keeps them on re-read", async () => {
    const created = await json<Contact>(api("/api/apps/contacts/contact", { method: "POST", token: user }));
    const edited = { ...created, name: "Maria Ioannou", title: "Audit partner", company: "Limassol Audit Ltd" };
    const res = await api("/api/apps/contacts/contact", { method: "PATCH", token: user, body: { id: created.id, contact: edited } });
    expect(res.status).toBe(200);
    const saved = await res.json<Contact>();
    expect(saved).toMatchObject({ title: "Audit partner", company: "Limassol Audit Ltd", job: { title: "Audit partner", company: "Limassol Audit Ltd" } });
    expect(await json<Contact>(api(`/api/apps/contacts/contact?id=${created.id}`, { token: user }))).toMatchObject({ title: "Audit partner", company: "Limassol Audit Ltd" });
    // a whole-object echo: the form edited one spelling, the other is stale; the edit wins either way
    const viaTop = await json<Contact>(api("/api/apps/contacts/contact", { method: "PATCH", token: user, body: { id: created.id, contact: { ...saved, title: "Managing partner" } } }));
    expect(viaTop.job.title).toBe("Managing partner");
    const viaJob = await json<Contact>(api("/api/apps/contacts/contact", { method: "PATCH", token: user, body: { id: created.id, contact: { ...viaTop, job: { ...viaTop.job, company: "Nicosia Audit Ltd" } } } }));
    expect(viaJob).toMatchObject({ company: "Nicosia Audit Ltd", job: { title: "Managing partner", company: "Nicosia Audit Ltd" } });
    expect(await row("SELECT job_title, company FROM contacts WHERE id = ?", created.id)).toEqual({ job_title: "Managing partner", company: "Nicosia Audit Ltd" });
    expect((await api("/api/apps/contacts/contact", { method: "PATCH", token: user, body: { id: created.id, contact: { title: 12 } } })).status).toBe(400);
  });

  it("every country has flagImagePos (the client's sprite) and a flag emoji", async () => {
    const countries = await json<{ iso: string; flagImagePos: string; flag: string }[]>(api("/api/apps/contacts/countries", { token: user }));
    expect(countries.every((c) => /^-1px -\d+px$/.test(c.flagImagePos))).toBe(true);
    expect(countries.find((c) => c.iso === "tr")).toMatchObject({ flagImagePos: "-1px -2126px", flag: "🇹🇷" });
    expect(countries.find((c) => c.iso === "us")!.flagImagePos).toBe("-1px -69px");
    // distinct countries sit on distinct rows, except the Crown Dependencies that share the UK's
    const rows = new Map<string, string[]>();
    for (const c of countries) rows.set(c.flagImagePos, [...(rows.get(c.flagImagePos) ?? []), c.iso]);
    for (const [, isos] of rows) if (isos.length > 1) expect(isos.sort()).toEqual(expect.arrayContaining(["gb"]));
  });
});

describe("notes: labels as {id, title}; tasks: null", () => {
  type Note = { id: string; tasks: unknown[]; labels: { id: string; title: string }[] };
  it("GET notes/all answers label objects; POST with tasks: null is a note without a checklist", async () => {
    const notes = await json<Note[]>(api("/api/apps/notes/all", { token: user }));
    const labelled = notes.find((n) => n.labels.length > 0)!;
    expect(labelled.labels.every((l) => typeof l.id === "string" && typeof l.title === "string" && l.title.length > 0)).toBe(true);
    const res = await api("/api/apps/notes", { token: user, body: { note: { title: "Call the bank", content: "", tasks: null, labels: [{ id: "nlb_demo_ideas", title: "Ideas" }], image: null, reminder: null, archived: false } } });
    expect(res.status).toBe(200);
    const note = await res.json<Note>();
    expect(note).toMatchObject({ tasks: [], labels: [{ id: "nlb_demo_ideas", title: "Ideas" }] });
    const updated = await api("/api/apps/notes", { method: "PATCH", token: user, body: { updatedNote: { ...note, tasks: null } } });
    expect(updated.status).toBe(200);
    expect((await api("/api/apps/notes", { token: user, body: { note: { title: "x", tasks: "none" } } })).status).toBe(400);
  });
});

describe("academy: progress.completed is a count", () => {
  type Course = { id: string; totalSteps: number; progress: { currentStep: number; completed: number } };
  it("counts each finished run once, even when Finish is sent twice or concurrently", async () => {
    const courses = await json<Course[]>(api("/api/apps/academy/courses", { token: advisor }));
    expect(courses.every((c) => typeof c.progress.completed === "number")).toBe(true);
    const course = courses.find((c) => c.progress.completed === 0)!;
    const patch = (body: object) => api("/api/apps/academy/courses/progress", { method: "PATCH", token: advisor, body: { courseId: course.id, ...body } });
    const finish = () => patch({ currentStep: course.totalSteps, finished: true });
    const finishes = await Promise.all([finish(), finish(), finish(), finish()]);
    expect(finishes.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const progressOf = async () => (await json<Course[]>(api("/api/apps/academy/courses", { token: advisor }))).find((c) => c.id === course.id)!.progress;
    expect(await progressOf()).toMatchObject({ completed: 1 });
    expect((await patch({ currentStep: 1, finished: false })).status).toBe(200);
    expect(await progressOf()).toMatchObject({ currentStep: 1, completed: 1 });
    // the count echoed back is read-only; the old boolean spelling still finishes a run
    expect(await json(patch({ currentStep: course.totalSteps, completed: true }))).toMatchObject({ completed: 2, finished: true });
    expect(await json(patch({ currentStep: course.totalSteps, completed: 99, finished: true }))).toMatchObject({ completed: 2 });
  });
});

describe("help centre: visibleGuides and the guide inside its category", () => {
  type Category = { slug: string; title: string; totalGuides: number; visibleGuides: number; guides: { slug: string; title: string; subtitle: string; content?: string }[] };
  it("GET guides answers visibleGuides per category; one category lists all its guides", async () => {
    const all = await json<Category[]>(api("/api/apps/help-center/guides", { token: user }));
    expect(all.every((c) => c.visibleGuides === 5 && c.guides.length === Math.min(5, c.totalGuides))).toBe(true);
    const big = all.find((c) => c.totalGuides > c.visibleGuides)!;
    const [one] = await json<Category[]>(api(`/api/apps/help-center/guides?slug=${big.slug}`, { token: user }));
    expect(one.guides).toHaveLength(big.totalGuides);
    expect(one.visibleGuides).toBe(big.totalGuides);
  });

  it("GET guide answers the category with guides[0] holding the guide", async () => {
    const [first] = await json<Category[]>(api("/api/apps/help-center/guides", { token: user }));
    const guide = first.guides[0];
    const res = await json<Category>(api(`/api/apps/help-center/guide?categorySlug=${first.slug}&guideSlug=${guide.slug}`, { token: user }));
    expect(res.title).toBe(first.title);
    expect(res.guides).toHaveLength(1);
    expect(res.guides[0]).toMatchObject({ slug: guide.slug, title: guide.title, subtitle: guide.subtitle });
    expect(res.guides[0].content).toMatch(/<p>/);
  });
});

describe("icons in the spec's namespace:name format (issue 18, defect 10)", () => {
  const specIcons = ["heroicons_outline:document", "heroicons_solid:star", "feather:calendar", "mat_outline:account_circle", "heroicons_mini:check-circle", "mat_solid:home", "mat_twotone:receipt_long"];

  it("shortcuts, messages and notifications store them as sent", async () => {
    for (const icon of specIcons) {
      const sc = await api("/api/common/shortcuts", { token: advisor, body: { shortcut: { label: "Icon", icon, link: "/advisor", useRouter: true } } });
      expect(sc.status, icon).toBe(201);
      const saved = await sc.json<{ id: string; icon: string }>();
      expect(saved.icon).toBe(icon);
      await api(`/api/common/shortcuts?id=${saved.id}`, { method: "DELETE", token: advisor });
      for (const [kind, field] of [["messages", "message"], ["notifications", "notification"]] as const) {
        const res = await api(`/api/common/${kind}`, { token: advisor, body: { [field]: { title: "Icon", icon } } });
        expect(res.status, `${kind} ${icon}`).toBe(201);
        expect((await res.json<{ icon: string }>()).icon).toBe(icon);
      }
    }
  });

  it("accepts names every icon set serves and refuses what no set serves", async () => {
    for (const set of ["feather", "heroicons-outline", "heroicons-solid", "heroicons-mini", "material-solid", "material-outline", "material-twotone"]) {
      const { namespace, list } = await json<{ namespace: string; list: string[] }>(api(`/api/ui/icons/${set}`));
      for (const name of [list[0], list[Math.floor(list.length / 2)], list[list.length - 1]]) {
        const res = await api("/api/common/notifications", { token: advisor, body: { notification: { title: "Set", icon: `${namespace}:${name}` } } });
        expect(res.status, `${namespace}:${name}`).toBe(201);
      }
    }
    const before = await row("SELECT count(*) AS n FROM shortcuts");
    for (const icon of ["not-an-icon", "heroicons_outline:not-an-icon", "fontawesome:star", "heroicons_outline:", ":star", "heroicons_outline:Star", "heroicons_outline:star:x"]) {
      const res = await api("/api/common/shortcuts", { token: advisor, body: { shortcut: { label: "Bad", icon, link: "/advisor", useRouter: true } } });
      expect(res.status, icon).toBe(400);
      expect((await errorOf(res)).fieldErrors).toHaveProperty(["shortcut.icon"]);
      expect((await api("/api/common/messages", { token: advisor, body: { message: { title: "Bad", icon } } })).status, icon).toBe(400);
    }
    expect(await row("SELECT count(*) AS n FROM shortcuts")).toEqual(before);
  });

  it("stored activity icons are names TaxAtlas draws", async () => {
    const items = await json<{ icon: string }[]>(api("/api/pages/activities", { token: user }));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(isKnownIconRef(item.icon), item.icon).toBe(true);
  });
});
