import { describe, expect, it } from "vitest";
import { MAX_FOLDER_DEPTH } from "#worker/domain/file-manager.server";
import { api, apiForm, dispatch, env, errorOf, ORIGIN, sessionCookieHeader, signUpFresh } from "#test/helpers";

/** Issue 26 items 3, 4, 6 and 7: folder cycles, bounded recursion, unique names, compliance attachments. */

const FM = "/api/apps/file-manager";
const count = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>()
    .then((r) => r!.n);
async function freshUser() {
  const { token, email } = await signUpFresh("Documents Tester");
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  return { token, id: row!.id };
}
async function folder(token: string, name: string, folderId: string | null = null) {
  const res = await api(`${FM}/folder`, { token, body: { name, folderId } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ id: string }>()).id;
}
const move = (token: string, id: string, folderId: string | null) => api(`${FM}/item`, { method: "PATCH", token, body: { id, item: { folderId } } });
const textFile = (name: string) => new File([`content of ${name}`], name, { type: "text/plain" });
function upload(token: string, name: string, folderId?: string) {
  const form = new FormData();
  form.set("file", textFile(name));
  if (folderId) form.set("folderId", folderId);
  return apiForm(`${FM}/upload`, form, { token });
}

describe("folders cannot be moved into each other (item 3)", () => {
  it("two parallel moves A→B and B→A: one wins, no cycle, both folders stay reachable", async () => {
    const u = await freshUser();
    const a = await folder(u.token, "A");
    const b = await folder(u.token, "B");
    const [ab, ba] = await Promise.all([move(u.token, a, b), move(u.token, b, a)]);
    expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
    expect([ab.status, ba.status].filter((s) => s === 400 || s === 409)).toHaveLength(1);
    const rows = await env.DB.prepare("SELECT id, folder_id FROM file_items WHERE user_id = ? ORDER BY name").bind(u.id).all<{ id: string; folder_id: string | null }>();
    expect(rows.results.filter((r) => r.folder_id === null)).toHaveLength(1);
    const root = await (await api(FM, { token: u.token })).json<{ folders: { id: string }[] }>();
    expect(root.folders).toHaveLength(1);
  });

  it("a recursive delete ends even on a cycle a past race left behind", async () => {
    const u = await freshUser();
    const a = await folder(u.token, "Loop A");
    const b = await folder(u.token, "Loop B", a);
    await env.DB.prepare("UPDATE file_items SET folder_id = ? WHERE id = ?").bind(b, a).run();
    const res = await api(`${FM}/item?id=${a}&recursive=true`, { method: "DELETE", token: u.token });
    expect(res.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = ?", u.id)).toBe(0);
  });

  it(`folders nest at most ${MAX_FOLDER_DEPTH} levels deep, for creates and moves`, async () => {
    const u = await freshUser();
    // A chain written directly: the limit, not the request count, is under test.
    const ids = Array.from({ length: MAX_FOLDER_DEPTH + 1 }, (_, i) => `deep_${u.id.slice(-6)}_${i}`);
    const now = Date.now();
    await env.DB.batch(
      ids.map((id, i) =>
        env.DB.prepare("INSERT INTO file_items (id, user_id, folder_id, name, type, size, created_by, created_at, modified_at) VALUES (?, ?, ?, ?, 'folder', 0, 'x', ?, ?)").bind(id, u.id, i === 0 ? null : ids[i - 1], `Level ${i}`, now, now),
      ),
    );
    const deepest = ids.at(-1)!;
    const tooDeep = await api(`${FM}/folder`, { token: u.token, body: { name: "One more", folderId: deepest } });
    expect(tooDeep.status).toBe(409);
    expect((await upload(u.token, "fits.txt", deepest)).status).toBe(409);
    const other = await folder(u.token, "Other");
    await folder(u.token, "Child", other);
    expect((await move(u.token, other, ids[MAX_FOLDER_DEPTH - 1])).status).toBe(409);
    expect((await move(u.token, other, ids[MAX_FOLDER_DEPTH - 2])).status).toBe(200);
  });
});

describe("unique names per folder under concurrency (item 7)", () => {
  it("15 parallel uploads of one name store one file; the others get 409", async () => {
    const u = await freshUser();
    const answers = await Promise.all(Array.from({ length: 15 }, () => upload(u.token, "Invoice.txt")));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect((await errorOf(r)).code).toBe("CONFLICT");
    }
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = ? AND lower(name) = 'invoice.txt'", u.id)).toBe(1);
    const listed = await env.FILES.list({ prefix: `files/${u.id}/` });
    expect(listed.objects).toHaveLength(1);
  });

  it("10 parallel folder creates of one name make one folder; renaming onto a taken name is 409", async () => {
    const u = await freshUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api(`${FM}/folder`, { token: u.token, body: { name: "Receipts" } })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = ? AND name = 'Receipts'", u.id)).toBe(1);
    const x = await folder(u.token, "X");
    const y = await folder(u.token, "Y");
    const renames = await Promise.all([x, y].map((id) => api(`${FM}/item`, { method: "PATCH", token: u.token, body: { id, item: { name: "Shared" } } })));
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await api(`${FM}/folder`, { token: u.token, body: { name: "shared" } })).status).toBe(409);
  });
});

/** A compliance page form POST (multipart when it carries a file), as the browser sends it. */
async function complianceForm(token: string, fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("file", file);
  return dispatch(`${ORIGIN}/compliance`, { method: "POST", headers: { Cookie: await sessionCookieHeader(token), Origin: ORIGIN, Host: new URL(ORIGIN).host }, body: form, redirect: "manual" });
}
const CYPRUS = { name: "Kyrenia Holdings Ltd", jurisdiction: "CYP", structure: "holding-company", incorporationDate: "2020-03-15", fiscalYearEnd: "12-31" };

async function entityWithFilings(token: string) {
  const res = await api("/api/compliance/entities", { token, body: CYPRUS });
  expect(res.status, await res.clone().text()).toBe(201);
  const entity = await res.json<{ id: string }>();
  const filings = await (await api(`/api/compliance/filings?entityId=${entity.id}`, { token })).json<{ id: string; kind: string; status: string; documentIds: string[] }[]>();
  return { entity, filings };
}

describe("compliance filings keep their attachments and reminder history (items 4 and 6)", () => {
  it("renaming an entity keeps its open filings' documents and reminder marks", async () => {
    const u = await freshUser();
    const { entity, filings } = await entityWithFilings(u.token);
    const open = filings.find((f) => f.status !== "filed")!;
    const doc = (await (await upload(u.token, "return.txt")).json<{ id: string }>()).id;
    expect((await api(`/api/compliance/filings/${open.id}`, { method: "PATCH", token: u.token, body: { documentIds: [doc] } })).status).toBe(200);
    await env.DB.prepare("UPDATE compliance_filings SET due_soon_notified_at = 1700000000000 WHERE id = ?").bind(open.id).run();
    const renamed = await api(`/api/compliance/entities/${entity.id}`, { method: "PATCH", token: u.token, body: { name: "Kyrenia Holdings Group Ltd" } });
    expect(renamed.status).toBe(200);
    const after = await (await api(`/api/compliance/filings?entityId=${entity.id}`, { token: u.token })).json<{ id: string; documentIds: string[] }[]>();
    expect(after.find((f) => f.id === open.id)?.documentIds).toEqual([doc]);
    expect(after.map((f) => f.id).sort()).toEqual(filings.map((f) => f.id).sort());
    expect(await env.DB.prepare("SELECT due_soon_notified_at AS at FROM compliance_filings WHERE id = ?").bind(open.id).first()).toEqual({ at: 1700000000000 });
  });

  it("mark filed with a file on an unknown, filed or foreign filing stores no file and creates no folder", async () => {
    const u = await freshUser();
    const stranger = await freshUser();
    const { filings } = await entityWithFilings(u.token);
    const foreign = (await entityWithFilings(stranger.token)).filings[0];
    const filed = filings[0];
    expect((await api(`/api/compliance/filings/${filed.id}`, { method: "PATCH", token: u.token, body: { status: "filed" } })).status).toBe(200);
    for (const id of ["no-such-filing", filed.id, foreign.id]) {
      const res = await complianceForm(u.token, { intent: "mark-filed", id }, textFile(`proof-${id.slice(0, 8)}.txt`));
      expect(res.status, id).toBeLessThan(500);
      expect(await res.text()).not.toContain('"ok":true');
    }
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = ?", u.id)).toBe(0);
    expect((await env.FILES.list({ prefix: `files/${u.id}/` })).objects).toHaveLength(0);
    // The open one still takes its file, in the "Compliance filings" folder.
    const ok = await complianceForm(u.token, { intent: "mark-filed", id: filings[1].id }, textFile("proof.txt"));
    expect(ok.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = ? AND type = 'folder' AND name = 'Compliance filings'", u.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = ? AND type <> 'folder'", u.id)).toBe(1);
  });
});
