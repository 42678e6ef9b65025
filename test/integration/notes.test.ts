import { beforeAll, describe, expect, it } from "vitest";
import { api, env, errorOf, page, signInAs, expectAllRefuseAnonymous } from "#test/helpers";

type Note = { id: string; title: string; content: string; tasks: { id: string; content: string; completed: boolean }[]; image: string | null; reminder: string | null; labels: { id: string; title: string }[]; archived: boolean; createdAt: string; updatedAt: string };
type Label = { id: string; title: string };

let user: string;
let advisor: string;
const N = "/api/apps/notes";
const noteRow = (id: string) => env.DB.prepare("SELECT * FROM notes WHERE id = ?").bind(id).first<Record<string, unknown>>();
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
});

describe("who may call", () => {
  it("anonymous → 401 on every endpoint", async () => {
    await expectAllRefuseAnonymous(N, [
      ["GET", "/labels"],
      ["POST", "/labels"],
      ["PATCH", "/labels"],
      ["DELETE", "/labels?id=nlb_demo_uae"],
      ["POST", "/tasks"],
      ["GET", "/all"],
      ["POST", ""],
      ["PATCH", ""],
      ["DELETE", "?id=nte_demo_dubai"],
    ]);
  });
});

describe("labels", () => {
  it("GET lists the user's labels in creation order; another user has none", async () => {
    expect(await (await api(`${N}/labels`, { token: user })).json()).toEqual([
      { id: "nlb_demo_cyprus", title: "Cyprus" },
      { id: "nlb_demo_uae", title: "UAE" },
      { id: "nlb_demo_meetings", title: "Meetings" },
      { id: "nlb_demo_ideas", title: "Ideas" },
    ]);
    expect(await (await api(`${N}/labels`, { token: advisor })).json()).toEqual([]);
  });

  it("POST {title} adds a label and returns the whole list; PATCH {label} renames; bad bodies → 400", async () => {
    const list = await (await api(`${N}/labels`, { token: user, body: { title: "Banking" } })).json<Label[]>();
    expect(list.at(-1)).toEqual({ id: expect.any(String), title: "Banking" });
    const banking = list.at(-1)!;
    const renamed = await (await api(`${N}/labels`, { method: "PATCH", token: user, body: { label: { id: banking.id, title: "Banks" } } })).json<Label[]>();
    expect(renamed.find((l) => l.id === banking.id)!.title).toBe("Banks");
    expect((await api(`${N}/labels`, { method: "PATCH", token: advisor, body: { label: { id: banking.id, title: "x" } } })).status).toBe(404);
    for (const body of [{}, { title: "" }, { title: ["x"] }, "nope{"]) expect((await api(`${N}/labels`, { token: user, body })).status).toBe(400);
    expect((await api(`${N}/labels`, { method: "PATCH", token: user, body: { label: { id: banking.id } } })).status).toBe(400);
  });

  it("DELETE strips the label from every note atomically and returns the remaining labels", async () => {
    const before = await count("SELECT count(*) AS n FROM notes WHERE labels LIKE '%nlb_demo_cyprus%'");
    expect(before).toBeGreaterThanOrEqual(3);
    expect((await api(`${N}/labels?id=nlb_demo_cyprus`, { method: "DELETE", token: advisor })).status).toBe(404);
    const res = await api(`${N}/labels?id=nlb_demo_cyprus`, { method: "DELETE", token: user });
    expect(res.status).toBe(200);
    const labels = await res.json<Label[]>();
    expect(labels.map((l) => l.id)).not.toContain("nlb_demo_cyprus");
    expect(await count("SELECT count(*) AS n FROM notes WHERE labels LIKE '%nlb_demo_cyprus%'")).toBe(0);
    expect(JSON.parse((await noteRow("nte_demo_substance"))!.labels as string)).toEqual(["nlb_demo_meetings"]);
    expect((await api(`${N}/labels?id=nlb_demo_cyprus`, { method: "DELETE", token: user })).status).toBe(404);
  });
});

describe("notes", () => {
  it("GET all returns the user's notes newest first with the spec fields", async () => {
    const notes = await (await api(`${N}/all`, { token: user })).json<Note[]>();
    expect(notes.length).toBe(6);
    expect(notes.map((n) => Date.parse(n.createdAt))).toEqual([...notes.map((n) => Date.parse(n.createdAt))].sort((a, b) => b - a));
    expect(Object.keys(notes[0]).sort()).toEqual(["archived", "content", "createdAt", "id", "image", "labels", "reminder", "tasks", "title", "updatedAt"]);
    expect(notes.find((n) => n.id === "nte_demo_old")!.archived).toBe(true);
    expect(notes.find((n) => n.id === "nte_demo_bank")!.tasks).toHaveLength(4);
    expect(await (await api(`${N}/all`, { token: advisor })).json()).toEqual([]);
  });

  it("POST {note} creates a note with server ids and timestamps; unknown labels or bad fields → 400, nothing written", async () => {
    const res = await api(N, { token: user, body: { note: { title: "Pension transfer", content: "QROPS or keep in the UK?", labels: ["nlb_demo_ideas"], tasks: [{ content: "Ask Elif", completed: false }], reminder: "2027-01-15T09:00:00Z" } } });
    expect(res.status).toBe(200);
    const note = await res.json<Note>();
    expect(note).toMatchObject({ title: "Pension transfer", labels: [{ id: "nlb_demo_ideas", title: "Ideas" }], archived: false, image: null, reminder: "2027-01-15T09:00:00.000Z" });
    expect(note.tasks).toEqual([{ id: expect.any(String), content: "Ask Elif", completed: false }]);
    expect(note.createdAt).toBe(note.updatedAt);
    expect(await noteRow(note.id)).toMatchObject({ user_id: "usr_demo_user", title: "Pension transfer" });

    const empty = await (await api(N, { token: user, body: { note: {} } })).json<Note>();
    expect(empty).toMatchObject({ title: "", content: "", tasks: [], labels: [] });

    const before = await count("SELECT count(*) AS n FROM notes");
    for (const body of [
      {},
      { note: { labels: ["nlb_unknown"] } },
      { note: { title: 5 } },
      { note: { reminder: "soon" } },
      { note: { image: "javascript:alert(1)" } },
      { note: { image: "data:text/html;base64,PGgxPg==" } },
    ]) {
      const bad = await api(N, { token: user, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(bad)).code).toBe("VALIDATION_FAILED");
    }
    // another user's label is refused like an unknown one
    expect((await api(N, { token: advisor, body: { note: { labels: ["nlb_demo_ideas"] } } })).status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM notes")).toBe(before);
    const png = await api(N, { token: user, body: { note: { title: "scan", image: "data:image/png;base64,iVBORw0KGgo=" } } });
    expect((await png.json<Note>()).image).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it("accepts labels as ids or as label objects; refuses non-JSON (415) and oversized (413) bodies", async () => {
    const note = await (await api(N, { token: user, body: { note: { title: "objects", labels: [{ id: "nlb_demo_uae", title: "UAE" }, "nlb_demo_ideas", "nlb_demo_uae"] } } })).json<Note>();
    expect(note.labels).toEqual([
      { id: "nlb_demo_uae", title: "UAE" },
      { id: "nlb_demo_ideas", title: "Ideas" },
    ]);
    const before = await count("SELECT count(*) AS n FROM notes");
    const notJson = await api(N, { token: user, body: "note=1", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
    const huge = await api(N, { token: user, body: { note: { content: "x".repeat(1_100_000) } } });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe("PAYLOAD_TOO_LARGE");
    expect(await count("SELECT count(*) AS n FROM notes")).toBe(before);
  });

  it("PATCH {updatedNote} merges the fields sent and bumps updatedAt; foreign id → 404", async () => {
    const before = (await noteRow("nte_demo_dubai"))!;
    const res = await api(N, { method: "PATCH", token: user, body: { updatedNote: { id: "nte_demo_dubai", archived: true, createdAt: "1999-01-01T00:00:00Z" } } });
    expect(res.status).toBe(200);
    const note = await res.json<Note>();
    expect(note).toMatchObject({ id: "nte_demo_dubai", title: "Dubai trip", archived: true, labels: [{ id: "nlb_demo_uae", title: "UAE" }, { id: "nlb_demo_meetings", title: "Meetings" }] });
    expect(Date.parse(note.createdAt)).toBe(before.created_at);
    expect(Date.parse(note.updatedAt)).toBeGreaterThanOrEqual(before.updated_at as number);
    const snapshot = await noteRow("nte_demo_dubai");
    expect((await api(N, { method: "PATCH", token: advisor, body: { updatedNote: { id: "nte_demo_dubai", title: "x" } } })).status).toBe(404);
    expect((await api(N, { method: "PATCH", token: user, body: { updatedNote: { id: "nte_demo_dubai", labels: ["nope"] } } })).status).toBe(400);
    expect((await api(N, { method: "PATCH", token: user, body: { updatedNote: { title: "no id" } } })).status).toBe(400);
    expect(await noteRow("nte_demo_dubai")).toEqual(snapshot);
  });

  it("POST tasks {note, task} appends an unchecked checklist item and returns the note", async () => {
    const res = await api(`${N}/tasks`, { token: user, body: { note: { id: "nte_demo_questions", title: "whatever the client sent" }, task: "Ask about the SDC deemed distribution" } });
    expect(res.status).toBe(200);
    const note = await res.json<Note>();
    expect(note.title).toBe("Questions for the accountant");
    expect(note.tasks.map((t) => t.content)).toEqual(["Send list by email", "Ask about the SDC deemed distribution"]);
    expect(note.tasks[1]).toEqual({ id: expect.any(String), content: "Ask about the SDC deemed distribution", completed: false });
    const byId = await (await api(`${N}/tasks`, { token: user, body: { note: "nte_demo_questions", task: "Third" } })).json<Note>();
    expect(byId.tasks).toHaveLength(3);
    expect((await api(`${N}/tasks`, { token: advisor, body: { note: "nte_demo_questions", task: "x" } })).status).toBe(404);
    expect((await api(`${N}/tasks`, { token: user, body: { note: "nte_demo_questions", task: "" } })).status).toBe(400);
    expect(JSON.parse((await noteRow("nte_demo_questions"))!.tasks as string)).toHaveLength(3);
  });

  it("DELETE ?id= → true; another user's note → 404 and stays", async () => {
    expect((await api(`${N}?id=nte_demo_ip`, { method: "DELETE", token: advisor })).status).toBe(404);
    expect(await noteRow("nte_demo_ip")).not.toBeNull();
    const res = await api(`${N}?id=nte_demo_ip`, { method: "DELETE", token: user });
    expect(await res.json()).toBe(true);
    expect(await noteRow("nte_demo_ip")).toBeNull();
    expect((await api(`${N}?id=nte_demo_ip`, { method: "DELETE", token: user })).status).toBe(404);
    expect((await api(`${N}`, { method: "DELETE", token: user })).status).toBe(400);
  });
});

describe("seeded notes in Turkish (decision 099)", () => {
  const all = async (lng?: string) => (await (await api(`${N}/all${lng ? `?lng=${lng}` : ""}`, { token: user })).json<Note[]>()).reduce<Record<string, Note>>((m, n) => ({ ...m, [n.id]: n }), {});

  it("GET all and labels answer the seed's Turkish twin for ?lng=tr, the English otherwise; same wire fields", async () => {
    const [tr, en, plain] = [await all("tr"), await all("en"), await all()];
    expect(tr.nte_demo_bank).toMatchObject({ title: "Banka hesabı için belgeler (Hellenic Bank)", content: "Atlas Holdings Ltd. için kurumsal hesap." });
    expect(tr.nte_demo_bank.tasks.map((t) => t.content)).toEqual(["Kuruluş belgesi (apostilli)", "Yönetici ve ortaklar defteri", "3 aydan yeni adres belgesi", "Fonların kaynağı yazısı"]);
    expect(Object.keys(tr.nte_demo_bank.tasks[0]).sort()).toEqual(["completed", "content", "id"]);
    expect(tr.nte_demo_dubai.labels).toEqual([{ id: "nlb_demo_uae", title: "BAE" }, { id: "nlb_demo_meetings", title: "Toplantılar" }]);
    expect(en.nte_demo_dubai.labels).toEqual([{ id: "nlb_demo_uae", title: "UAE" }, { id: "nlb_demo_meetings", title: "Meetings" }]);
    expect(tr.nte_demo_old.labels).toEqual([{ id: "nlb_demo_ideas", title: "Fikirler" }]);
    for (const list of [en, plain]) expect(list.nte_demo_bank).toMatchObject({ title: "Documents for the bank account (Hellenic Bank)", tasks: [{ content: "Certificate of incorporation (apostilled)" }, {}, {}, {}] });
    expect(Object.keys(tr.nte_demo_bank).sort()).toEqual(Object.keys(en.nte_demo_bank).sort());
    const labels = await (await api(`${N}/labels?lng=tr`, { token: user })).json<Label[]>();
    expect(labels.find((l) => l.id === "nlb_demo_meetings")).toEqual({ id: "nlb_demo_meetings", title: "Toplantılar" });
  });

  it("the notes page shows the twin to a Turkish reader and the English to others", async () => {
    const html = async (lng: string) => (await page(`/apps/notes?lng=${lng}`, { token: user })).text();
    const [tr, en] = [await html("tr"), await html("en")];
    expect(tr).toContain("Muhasebeciye sorular");
    expect(tr).not.toContain("Questions for the accountant");
    expect(en).toContain("Questions for the accountant");
  });

  it("the dialog sending the Turkish text back unchanged keeps both; an edit drops that twin only (stored row)", async () => {
    const shown = (await all("tr")).nte_demo_bank;
    const same = await api(`${N}?lng=tr`, { method: "PATCH", token: user, body: { updatedNote: { id: shown.id, title: shown.title, content: shown.content, tasks: shown.tasks.map((t) => ({ ...t, completed: true })) } } });
    expect(same.status).toBe(200);
    const row = (await noteRow("nte_demo_bank"))!;
    expect(row).toMatchObject({ title: "Documents for the bank account (Hellenic Bank)", title_tr: shown.title, content_tr: shown.content });
    expect(JSON.parse(row.tasks as string)[2]).toEqual({ id: "nte_demo_bank_task_3", content: "Proof of address < 3 months", contentTr: "3 aydan yeni adres belgesi", completed: true });

    const edited = await api(N, { method: "PATCH", token: user, body: { updatedNote: { id: shown.id, title: "Bank documents", tasks: [{ ...shown.tasks[0], content: "Certificate of incorporation" }, shown.tasks[1]] } } });
    expect(edited.status).toBe(200);
    const after = (await noteRow("nte_demo_bank"))!;
    expect(after).toMatchObject({ title: "Bank documents", title_tr: null, content: "Corporate account for Atlas Holdings Ltd.", content_tr: shown.content });
    expect(JSON.parse(after.tasks as string)).toEqual([
      { id: "nte_demo_bank_task_1", content: "Certificate of incorporation", completed: true },
      { id: "nte_demo_bank_task_2", content: "Register of directors and shareholders", contentTr: "Yönetici ve ortaklar defteri", completed: true },
    ]);
    // the person's words shown as written to every reader
    expect((await all("tr")).nte_demo_bank).toMatchObject({ title: "Bank documents", content: shown.content });
  });

  it("renaming a seeded label drops its twin; the Turkish name sent back unchanged keeps it", async () => {
    const same = await api(`${N}/labels?lng=tr`, { method: "PATCH", token: user, body: { label: { id: "nlb_demo_meetings", title: "Toplantılar" } } });
    expect((await same.json<Label[]>()).find((l) => l.id === "nlb_demo_meetings")!.title).toBe("Toplantılar");
    expect(await env.DB.prepare("SELECT title, title_tr FROM note_labels WHERE id = 'nlb_demo_meetings'").first()).toEqual({ title: "Meetings", title_tr: "Toplantılar" });
    await api(`${N}/labels?lng=tr`, { method: "PATCH", token: user, body: { label: { id: "nlb_demo_meetings", title: "Calls" } } });
    expect(await env.DB.prepare("SELECT title, title_tr FROM note_labels WHERE id = 'nlb_demo_meetings'").first()).toEqual({ title: "Calls", title_tr: null });
  });
});
