import { beforeAll, describe, expect, it } from "vitest";
import { api, env, errorOf, page, signInAs, expectAllRefuseAnonymous } from "#test/helpers";

type Task = { id: string; type: string; title: string; notes: string | null; completed: boolean; dueDate: string | null; priority: number; tags: string[]; assignedTo: string | null; subTasks: { id: string; title: string; completed: boolean }[]; order: number };
type Tag = { id: string; title: string };

let user: string;
let advisor: string;
const T = "/api/apps/tasks";

const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;
const taskRow = (id: string) => env.DB.prepare("SELECT * FROM tasks WHERE id = ?").bind(id).first<Record<string, unknown>>();

beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
});

describe("who may call", () => {
  it("anonymous → 401 JSON on every endpoint", async () => {
    await expectAllRefuseAnonymous(T, [
      ["GET", "/tags"],
      ["GET", "/tag?id=tag_demo_uae"],
      ["POST", "/tag"],
      ["PATCH", "/tag"],
      ["DELETE", "/tag?id=tag_demo_uae"],
      ["GET", "/all"],
      ["GET", "/search?query=cyprus"],
      ["PATCH", "/order"],
      ["GET", "/task?id=tsk_demo_he32"],
      ["POST", "/task"],
      ["PATCH", "/task"],
      ["DELETE", "/task?id=tsk_demo_he32"],
    ]);
  });
});

describe("tags", () => {
  it("lists the user's tags by title; another user sees none of them", async () => {
    const tags = await (await api(`${T}/tags`, { token: user })).json<Tag[]>();
    expect(tags.map((t) => t.title)).toEqual(["Cyprus", "Filing", "Governance", "Payment", "Personal tax", "UAE"]);
    expect(await (await api(`${T}/tags`, { token: advisor })).json()).toEqual([]);
  });

  it("GET tag?id= returns one tag; unknown or foreign → 404; missing id → 400", async () => {
    expect(await (await api(`${T}/tag?id=tag_demo_uae`, { token: user })).json()).toEqual({ id: "tag_demo_uae", title: "UAE" });
    expect((await api(`${T}/tag?id=tag_demo_uae`, { token: advisor })).status).toBe(404);
    expect((await api(`${T}/tag?id=nope`, { token: user })).status).toBe(404);
    const missing = await api(`${T}/tag`, { token: user });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe("VALIDATION_FAILED");
  });

  it("POST creates with a generated id, PATCH renames, bad bodies are 400 and write nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM task_tags");
    for (const body of [{}, { tag: {} }, { tag: { title: "" } }, { tag: { title: 42 } }, "{oops"]) {
      const res = await api(`${T}/tag`, { token: user, body });
      expect(res.status).toBe(400);
    }
    expect(await count("SELECT count(*) AS n FROM task_tags")).toBe(before);

    const created = await (await api(`${T}/tag`, { token: user, body: { tag: { title: "  Malta  " } } })).json<Tag>();
    expect(created).toEqual({ id: expect.stringMatching(/[0-9a-f-]{36}/), title: "Malta" });
    const renamed = await api(`${T}/tag`, { method: "PATCH", token: user, body: { id: created.id, tag: { title: "Malta (dropped)" } } });
    expect(await renamed.json()).toEqual({ id: created.id, title: "Malta (dropped)" });
    const foreign = await api(`${T}/tag`, { method: "PATCH", token: advisor, body: { id: created.id, tag: { title: "hijack" } } });
    expect(foreign.status).toBe(404);
    expect((await env.DB.prepare("SELECT title FROM task_tags WHERE id = ?").bind(created.id).first())!.title).toBe("Malta (dropped)");
  });

  it("DELETE removes the tag and strips it from every task in one batch", async () => {
    const tag = await (await api(`${T}/tag`, { token: user, body: { tag: { title: "Temp" } } })).json<Tag>();
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_agm", task: { tags: ["tag_demo_cyprus", tag.id, "tag_demo_governance"] } } });
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_trc", task: { tags: [tag.id] } } });
    expect((await api(`${T}/tag?id=${tag.id}`, { method: "DELETE", token: advisor })).status).toBe(404);
    const res = await api(`${T}/tag?id=${tag.id}`, { method: "DELETE", token: user });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
    expect(JSON.parse((await taskRow("tsk_demo_agm"))!.tags as string)).toEqual(["tag_demo_cyprus", "tag_demo_governance"]);
    expect(JSON.parse((await taskRow("tsk_demo_trc"))!.tags as string)).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM tasks WHERE tags LIKE ?", `%${tag.id}%`)).toBe(0);
    expect((await api(`${T}/tag?id=${tag.id}`, { method: "DELETE", token: user })).status).toBe(404);
  });
});

describe("tasks", () => {
  it("GET all returns the user's tasks and sections in order, with the spec fields", async () => {
    const tasks = await (await api(`${T}/all`, { token: user })).json<Task[]>();
    expect(tasks.length).toBeGreaterThanOrEqual(15);
    expect(tasks.map((t) => t.order)).toEqual([...tasks.map((t) => t.order)].sort((a, b) => a - b));
    expect(tasks[0]).toMatchObject({ type: "section", title: "Cyprus · Atlas Holdings Ltd" });
    const he32 = tasks.find((t) => t.id === "tsk_demo_he32")!;
    expect(Object.keys(he32).sort()).toEqual(["assignedTo", "completed", "dueDate", "id", "notes", "order", "priority", "subTasks", "tags", "title", "type"]);
    expect(he32).toMatchObject({ type: "task", priority: 2, completed: false, tags: ["tag_demo_cyprus", "tag_demo_filing"] });
    expect(Date.parse(he32.dueDate!)).toBeGreaterThan(Date.now());
    expect(await (await api(`${T}/all`, { token: advisor })).json()).toEqual([]);
  });

  it("search matches title or notes case-insensitively, keeps the order; empty query → []", async () => {
    const byTitle = await (await api(`${T}/search?query=${encodeURIComponent("he32")}`, { token: user })).json<Task[]>();
    expect(byTitle.map((t) => t.id)).toContain("tsk_demo_he32");
    const byNotes = await (await api(`${T}/search?query=PAYING%20AGENT`, { token: user })).json<Task[]>();
    expect(byNotes.map((t) => t.id)).toEqual(["tsk_demo_trc"]);
    const cyprus = await (await api(`${T}/search?query=cyprus`, { token: user })).json<Task[]>();
    expect(cyprus.length).toBeGreaterThan(3);
    expect(cyprus.map((t) => t.order)).toEqual([...cyprus.map((t) => t.order)].sort((a, b) => a - b));
    expect(await (await api(`${T}/search?query=`, { token: user })).json()).toEqual([]);
    expect(await (await api(`${T}/search?query=%20%20`, { token: user })).json()).toEqual([]);
    expect(await (await api(`${T}/search`, { token: user })).json()).toEqual([]);
    expect(await (await api(`${T}/search?query=cyprus`, { token: advisor })).json()).toEqual([]);
  });

  it("GET task?id= → the task; another user's id → 404", async () => {
    expect(await (await api(`${T}/task?id=tsk_demo_levy`, { token: user })).json()).toMatchObject({ id: "tsk_demo_levy", title: "Pay Cyprus annual government levy" });
    expect((await api(`${T}/task?id=tsk_demo_levy`, { token: advisor })).status).toBe(404);
  });

  it("POST task creates a blank task (or section) at the top and shifts the rest down", async () => {
    const before = await (await api(`${T}/all`, { token: user })).json<Task[]>();
    const res = await api(`${T}/task`, { token: user, body: { type: "section" } });
    expect(res.status).toBe(200);
    const created = await res.json<Task>();
    expect(created).toEqual({ id: expect.any(String), type: "section", title: "", notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0 });
    const after = await (await api(`${T}/all`, { token: user })).json<Task[]>();
    expect(after[0].id).toBe(created.id);
    expect(after.slice(1).map((t) => t.id)).toEqual(before.map((t) => t.id));
    const plain = await (await api(`${T}/task`, { token: user, body: {} })).json<Task>();
    expect(plain.type).toBe("task");
    expect((await api(`${T}/task`, { token: user, body: { type: "epic" } })).status).toBe(400);
  });

  it("PATCH task merges, validates priority/tags/dates, and writes nothing on failure", async () => {
    const ok = await api(`${T}/task`, {
      method: "PATCH",
      token: user,
      body: { id: "tsk_demo_nominee", task: { title: "Renew nominee director agreement (2027)", priority: 0, dueDate: "2027-03-01", subTasks: [{ title: "Draft renewal", completed: false }], order: 99, id: "ignored" } },
    });
    expect(ok.status).toBe(200);
    const task = await ok.json<Task>();
    expect(task).toMatchObject({ id: "tsk_demo_nominee", title: "Renew nominee director agreement (2027)", priority: 0, dueDate: "2027-03-01T00:00:00.000Z", tags: ["tag_demo_cyprus", "tag_demo_governance"] });
    expect(task.subTasks).toEqual([{ id: expect.any(String), title: "Draft renewal", completed: false }]);
    expect(task.order).not.toBe(99);

    const snapshot = await taskRow("tsk_demo_nominee");
    for (const bad of [
      { id: "tsk_demo_nominee", task: { priority: 3 } },
      { id: "tsk_demo_nominee", task: { priority: "high" } },
      { id: "tsk_demo_nominee", task: { dueDate: "next tuesday" } },
      { id: "tsk_demo_nominee", task: { dueDate: "March 7, 2027" } },
      { id: "tsk_demo_nominee", task: { dueDate: "2027-02-30T25:00:00Z" } },
      { id: "tsk_demo_nominee", task: { tags: ["tag_that_does_not_exist"] } },
      { id: "tsk_demo_nominee", task: { completed: "yes" } },
      { id: "tsk_demo_nominee" },
    ]) {
      const res = await api(`${T}/task`, { method: "PATCH", token: user, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    expect(await taskRow("tsk_demo_nominee")).toEqual(snapshot);

    const foreign = await api(`${T}/task`, { method: "PATCH", token: advisor, body: { id: "tsk_demo_nominee", task: { title: "x" } } });
    expect(foreign.status).toBe(404);
    // another user's tag is as unknown as a made-up one
    const advisorTag = await (await api(`${T}/tag`, { token: advisor, body: { tag: { title: "Advisor only" } } })).json<Tag>();
    expect((await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_nominee", task: { tags: [advisorTag.id] } } })).status).toBe(400);
    expect(await taskRow("tsk_demo_nominee")).toEqual(snapshot);
  });

  it("completing a task records an activity in the same write; re-opening records another", async () => {
    const before = await count("SELECT count(*) AS n FROM activities WHERE user_id = 'usr_demo_user'");
    const done = await (await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_levy", task: { completed: true } } })).json<Task>();
    expect(done.completed).toBe(true);
    expect((await taskRow("tsk_demo_levy"))!.completed_at).toEqual(expect.any(Number));
    const feed = await (await api("/api/pages/activities", { token: user })).json<{ description: string; link?: string }[]>();
    expect(feed[0].description).toBe("You completed the task <strong>Pay Cyprus annual government levy</strong>");
    expect(feed[0].link).toBe("/apps/tasks/tsk_demo_levy"); // the task page that exists (issue 14)
    // patching an already completed task records nothing new
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_levy", task: { completed: true, notes: "paid" } } });
    expect(await count("SELECT count(*) AS n FROM activities WHERE user_id = 'usr_demo_user'")).toBe(before + 1);
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_levy", task: { completed: false } } });
    expect((await taskRow("tsk_demo_levy"))!.completed_at).toBeNull();
    expect(await count("SELECT count(*) AS n FROM activities WHERE user_id = 'usr_demo_user' AND kind = 'task.reopened'")).toBe(1);
  });

  it("activity descriptions escape the task title", async () => {
    const t = await (await api(`${T}/task`, { token: user, body: {} })).json<Task>();
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: t.id, task: { title: `<img src=x onerror=alert(1)>` } } });
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: t.id, task: { completed: true } } });
    const feed = await (await api("/api/pages/activities", { token: user })).json<{ description: string }[]>();
    expect(feed[0].description).toBe("You completed the task <strong>&lt;img src=x onerror=alert(1)&gt;</strong>");
  });

  it("PATCH order persists the given order in one batch (ids or task objects); unknown/foreign ids → 404, nothing written", async () => {
    const all = await (await api(`${T}/all`, { token: user })).json<Task[]>();
    const reversed = [...all].reverse();
    const res = await api(`${T}/order`, { method: "PATCH", token: user, body: { tasks: reversed } });
    expect(res.status).toBe(200);
    const after = await res.json<Task[]>();
    expect(after.map((t) => t.id)).toEqual(reversed.map((t) => t.id));
    expect(after.map((t) => t.order)).toEqual(after.map((_, k) => k));

    // a partial list moves those first; the rest keep their relative order
    const partial = await (await api(`${T}/order`, { method: "PATCH", token: user, body: { tasks: ["tsk_demo_he32", "tsk_demo_fs"] } })).json<Task[]>();
    expect(partial.slice(0, 2).map((t) => t.id)).toEqual(["tsk_demo_he32", "tsk_demo_fs"]);
    expect(partial.slice(2).map((t) => t.id)).toEqual(reversed.map((t) => t.id).filter((id) => id !== "tsk_demo_he32" && id !== "tsk_demo_fs"));

    const orders = await env.DB.prepare("SELECT id, sort_order FROM tasks WHERE user_id = 'usr_demo_user' ORDER BY id").all();
    for (const body of [{ tasks: ["tsk_demo_fs", "nope"] }, { tasks: "tsk_demo_fs" }, {}]) {
      const bad = await api(`${T}/order`, { method: "PATCH", token: user, body });
      expect([400, 404]).toContain(bad.status);
    }
    expect((await api(`${T}/order`, { method: "PATCH", token: advisor, body: { tasks: ["tsk_demo_fs"] } })).status).toBe(404);
    expect((await env.DB.prepare("SELECT id, sort_order FROM tasks WHERE user_id = 'usr_demo_user' ORDER BY id").all()).results).toEqual(orders.results);
  });

  it("PATCH order handles hundreds of tasks in one statement (no per-row bound parameters)", async () => {
    const { token } = await signInAs("admin");
    const ids = Array.from({ length: 300 }, (_, k) => `tsk_bulk_${String(k).padStart(3, "0")}`);
    await env.DB.batch(
      ids.map((id, k) =>
        env.DB.prepare("INSERT INTO tasks (id, user_id, type, title, completed, priority, tags, sub_tasks, sort_order, created_at, updated_at) VALUES (?, 'usr_demo_admin', 'task', ?, 0, 1, '[]', '[]', ?, ?, ?)").bind(id, `Bulk ${k}`, k, Date.now(), Date.now()),
      ),
    );
    const reversed = [...ids].reverse();
    const res = await api(`${T}/order`, { method: "PATCH", token, body: { tasks: reversed } });
    expect(res.status).toBe(200);
    expect((await res.json<Task[]>()).map((t) => t.id)).toEqual(reversed);
    expect((await env.DB.prepare("SELECT sort_order FROM tasks WHERE id = 'tsk_bulk_299'").first())!.sort_order).toBe(0);
  });

  it("DELETE task → true; the row is gone; another user's id → 404", async () => {
    const t = await (await api(`${T}/task`, { token: user, body: {} })).json<Task>();
    expect((await api(`${T}/task?id=${t.id}`, { method: "DELETE", token: advisor })).status).toBe(404);
    const res = await api(`${T}/task?id=${t.id}`, { method: "DELETE", token: user });
    expect(await res.json()).toBe(true);
    expect(await taskRow(t.id)).toBeNull();
    expect((await api(`${T}/task?id=${t.id}`, { method: "DELETE", token: user })).status).toBe(404);
  });
});

describe("seeded tasks in Turkish (decision 099)", () => {
  const get = async <R>(path: string, lng?: string, headers?: Record<string, string>) => (await api(`${T}${path}${lng ? `${path.includes("?") ? "&" : "?"}lng=${lng}` : ""}`, { token: user, headers })).json<R>();

  it("GET all / task / tags answer the seed's Turkish twin for ?lng=tr (or Accept-Language), the English otherwise; same wire fields", async () => {
    const [tr, en, plain, header] = [await get<Task[]>("/all", "tr"), await get<Task[]>("/all", "en"), await get<Task[]>("/all"), await get<Task[]>("/all", undefined, { "Accept-Language": "tr-TR,tr;q=0.9" })];
    const fsTr = tr.find((t) => t.id === "tsk_demo_fs")!;
    expect(fsTr).toMatchObject({ title: "Denetlenmiş finansal tabloları Şirketler Sicili'ne sunun", notes: "Denetimi Constantinou & Partners yaptı; imzalı PDF'i HE32 ile birlikte yükleyin." });
    expect(fsTr.subTasks.map((s) => s.title)).toEqual(["Denetçi raporu imzalandı", "Yönetim kurulu raporu onaylandı", "E-beyan portalına yükleyin"]);
    expect(Object.keys(fsTr).sort()).toEqual(Object.keys(en.find((t) => t.id === "tsk_demo_fs")!).sort());
    expect(Object.keys(fsTr.subTasks[0]).sort()).toEqual(["completed", "id", "title"]);
    expect(tr.find((t) => t.id === "tsk_demo_sec_personal")!.title).toBe("Kişisel");
    expect(header.find((t) => t.id === "tsk_demo_fs")!.title).toBe(fsTr.title);
    for (const list of [en, plain]) {
      expect(list.find((t) => t.id === "tsk_demo_fs")).toMatchObject({ title: "Submit audited financial statements to the Registrar of Companies", subTasks: [{ title: "Auditor's report signed" }, {}, {}] });
    }
    expect(await get("/task?id=tsk_demo_he32", "tr")).toMatchObject({ title: "Kıbrıs yıllık beyanını (HE32) verin" });
    // tags sorted in the reader's alphabet (ı before i in Turkish)
    expect((await get<Tag[]>("/tags", "tr")).filter((t) => t.id.startsWith("tag_demo_")).map((t) => t.title)).toEqual(["BAE", "Beyan", "Kıbrıs", "Kişisel vergi", "Ödeme", "Şirket yönetimi"]);
    expect(await get("/tag?id=tag_demo_uae", "tr")).toEqual({ id: "tag_demo_uae", title: "BAE" });
  });

  it("search finds a seeded task by its English or Turkish text and answers in the reader's language", async () => {
    expect((await get<Task[]>("/search?query=Denetlenmi%C5%9F", "tr")).map((t) => [t.id, t.title])).toEqual([["tsk_demo_fs", "Denetlenmiş finansal tabloları Şirketler Sicili'ne sunun"]]);
    expect((await get<Task[]>("/search?query=registrar%20of%20companies", "tr")).map((t) => t.id)).toContain("tsk_demo_fs");
    expect((await get<Task[]>("/search?query=denetlenmi%C5%9F", "en")).map((t) => t.title)).toEqual(["Submit audited financial statements to the Registrar of Companies"]);
  });

  it("the tasks page shows the twin to a Turkish reader and the English to others", async () => {
    const html = async (lng: string) => (await page(`/apps/tasks/tsk_demo_fs?lng=${lng}`, { token: user })).text();
    const [tr, en] = [await html("tr"), await html("en")];
    expect(tr).toContain("Denetlenmiş finansal tabloları Şirketler Sicili&#x27;ne sunun");
    expect(tr).toContain("E-beyan portalına yükleyin");
    expect(tr).not.toContain("Upload to the e-filing portal");
    expect(en).toContain("Upload to the e-filing portal");
  });

  it("a form sending the Turkish text back unchanged keeps both languages; a sub-task ticked off keeps its twin", async () => {
    const fs = (await get<Task[]>("/all", "tr")).find((t) => t.id === "tsk_demo_fs")!;
    const res = await api(`${T}/task?lng=tr`, {
      method: "PATCH",
      token: user,
      body: { id: fs.id, task: { title: fs.title, notes: fs.notes, priority: 1, subTasks: fs.subTasks.map((s) => ({ ...s, completed: true })) } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: fs.title, priority: 1 });
    const row = (await taskRow("tsk_demo_fs"))!;
    expect(row).toMatchObject({ title: "Submit audited financial statements to the Registrar of Companies", title_tr: fs.title, notes_tr: fs.notes, priority: 1 });
    expect(JSON.parse(row.sub_tasks as string)).toEqual([
      { id: "tsk_demo_fs_sub_1", title: "Auditor's report signed", titleTr: "Denetçi raporu imzalandı", completed: true },
      { id: "tsk_demo_fs_sub_2", title: "Directors' report approved", titleTr: "Yönetim kurulu raporu onaylandı", completed: true },
      { id: "tsk_demo_fs_sub_3", title: "Upload to the e-filing portal", titleTr: "E-beyan portalına yükleyin", completed: true },
    ]);
  });

  it("PATCH of the title drops its twin (stored row), keeps the notes' twin until the notes change; an edited sub-task loses its twin", async () => {
    const res = await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_ubo", task: { title: "Update the UBO register" } } });
    expect(res.status).toBe(200);
    expect(await taskRow("tsk_demo_ubo")).toMatchObject({ title: "Update the UBO register", title_tr: null, notes_tr: expect.stringContaining("gerçek faydalanıcı") });
    // a person's words are shown as written to every reader
    expect(await get("/task?id=tsk_demo_ubo", "tr")).toMatchObject({ title: "Update the UBO register", notes: expect.stringContaining("gerçek faydalanıcı") });
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_ubo", task: { notes: "Filed by the secretary." } } });
    expect(await taskRow("tsk_demo_ubo")).toMatchObject({ notes: "Filed by the secretary.", notes_tr: null });
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_ubo", task: { notes: null } } });
    expect(await taskRow("tsk_demo_ubo")).toMatchObject({ notes: null, notes_tr: null });

    const agm = (await get<Task[]>("/all", "tr")).find((t) => t.id === "tsk_demo_agm")!;
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: agm.id, task: { subTasks: [{ ...agm.subTasks[0], title: "Send notice by e-mail" }, agm.subTasks[1]] } } });
    expect(JSON.parse((await taskRow("tsk_demo_agm"))!.sub_tasks as string)).toEqual([
      { id: "tsk_demo_agm_sub_1", title: "Send notice by e-mail", completed: false },
      { id: "tsk_demo_agm_sub_2", title: "Prepare minutes", titleTr: "Tutanağı hazırlayın", completed: false },
    ]);
  });

  it("completing a seeded task names it in Turkish in the Turkish activity sentence", async () => {
    await api(`${T}/task`, { method: "PATCH", token: user, body: { id: "tsk_demo_uae_ct", task: { completed: true } } });
    const feed = await (await api("/api/pages/activities?lng=tr", { token: user })).json<{ description: string }[]>();
    expect(feed[0].description).toBe("<strong>BAE kurumlar vergisi beyannamesini verin</strong> görevini tamamladınız");
  });

  it("renaming a seeded tag drops its twin; the Turkish name sent back unchanged keeps it", async () => {
    const same = await api(`${T}/tag?lng=tr`, { method: "PATCH", token: user, body: { id: "tag_demo_filing", tag: { title: "Beyan" } } });
    expect(await same.json()).toEqual({ id: "tag_demo_filing", title: "Beyan" });
    expect(await env.DB.prepare("SELECT title, title_tr FROM task_tags WHERE id = 'tag_demo_filing'").first()).toEqual({ title: "Filing", title_tr: "Beyan" });
    const renamed = await api(`${T}/tag?lng=tr`, { method: "PATCH", token: user, body: { id: "tag_demo_filing", tag: { title: "Filings" } } });
    expect(await renamed.json()).toEqual({ id: "tag_demo_filing", title: "Filings" });
    expect(await env.DB.prepare("SELECT title, title_tr FROM task_tags WHERE id = 'tag_demo_filing'").first()).toEqual({ title: "Filings", title_tr: null });
  });
});
