import { describe, expect, it } from "vitest";
import { api, apiForm, env, errorOf, signInAs, signUpFresh } from "#test/helpers";

type Item = { id: string; folderId: string | null; name: string; createdBy: string; createdAt: string; modifiedAt: string; size: number; type: string; contents: string | null; description: string | null };
type Listing = { folders: Item[]; files: Item[]; path: Item[] };
const BASE = "/api/apps/file-manager";
const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;
const list = async (token: string, folderId?: string) => {
  const res = await api(folderId === undefined ? BASE : `${BASE}?folderId=${folderId}`, { token });
  expect(res.status).toBe(200);
  return res.json<Listing>();
};
const upload = (token: string, name: string, bytes: Uint8Array<ArrayBuffer> | string, folderId?: string) => {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  if (folderId) form.set("folderId", folderId);
  return apiForm(`${BASE}/upload`, form, { token });
};
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

describe("file manager API", () => {
  it("refuses anonymous callers", async () => {
    expect((await api(BASE)).status).toBe(401);
    expect((await api(`${BASE}/download?id=fm_usr_cert`)).status).toBe(401);
    expect((await api(`${BASE}/folder`, { body: { name: "x" } })).status).toBe(401);
    expect((await api(`${BASE}/item`, { method: "PATCH", body: { id: "fm_usr_cert", item: { name: "x.pdf" } } })).status).toBe(401);
    expect((await api(`${BASE}/item?id=fm_usr_cert`, { method: "DELETE" })).status).toBe(401);
    const form = new FormData();
    form.set("file", new Blob([PDF]), "x.pdf");
    expect((await apiForm(`${BASE}/upload`, form)).status).toBe(401);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE id = 'fm_usr_cert'")).toBe(1);
  });

  it("lists the root (absent or 'null' folderId): folders and files each sorted by name, empty path", async () => {
    const { token } = await signInAs("user");
    const root = await list(token);
    expect(root.path).toEqual([]);
    expect(root.folders.map((f) => f.name)).toEqual(["Cyprus Holding Ltd", "Personal tax"]);
    expect(root.files.map((f) => f.name)).toEqual(["Questions for my advisor.txt"]);
    expect(await list(token, "null")).toEqual(root);
    const folder = root.folders[0];
    expect(Object.keys(folder).sort()).toEqual(["contents", "createdAt", "createdBy", "description", "folderId", "id", "modifiedAt", "name", "size", "type"]);
    expect(folder).toMatchObject({ type: "folder", folderId: null, contents: "3 files", createdBy: "Alex Morgan" });
    expect(root.files[0]).toMatchObject({ type: "TXT", contents: null });
    expect(root.files[0].size).toBeGreaterThan(0);
    expect(new Date(folder.createdAt).toISOString()).toBe(folder.createdAt);
  });

  it("lists a nested folder with the ancestor path ending at it; unknown or foreign folders → 404", async () => {
    const { token } = await signInAs("user");
    const board = await list(token, "fm_usr_board");
    expect(board.path.map((p) => p.name)).toEqual(["Cyprus Holding Ltd", "Board minutes"]);
    expect(board.files.map((f) => [f.name, f.type])).toEqual([["Board meeting 2026-Q1.pdf", "PDF"]]);
    const holding = await list(token, "fm_usr_cyhold");
    expect(holding.folders.map((f) => f.name)).toEqual(["Board minutes"]);
    expect(holding.files.map((f) => f.name)).toEqual(["Certificate of incorporation.pdf", "Memorandum and articles of association.pdf", "Tax residency certificate 2026.pdf"]);
    expect(holding.path.map((p) => p.id)).toEqual(["fm_usr_cyhold"]);
    expect((await api(`${BASE}?folderId=nope`, { token })).status).toBe(404);
    expect((await api(`${BASE}?folderId=fm_adv_clients`, { token })).status).toBe(404);
    // A file is not a folder.
    expect((await api(`${BASE}?folderId=fm_usr_cert`, { token })).status).toBe(404);
    const fresh = await signUpFresh();
    expect(await list(fresh.token)).toEqual({ folders: [], files: [], path: [] });
  });

  it("downloads seeded bytes as an attachment with the right type", async () => {
    const { token } = await signInAs("user");
    const res = await api(`${BASE}/download?id=fm_usr_cert`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="Certificate of incorporation.pdf"; filename*=UTF-8''Certificate%20of%20incorporation.pdf`);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(body);
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("Cyprus Holding Ltd");
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect((await api(`${BASE}/download?id=fm_usr_cyhold`, { token })).status).toBe(404);
    const advisor = await signInAs("advisor");
    expect((await api(`${BASE}/download?id=fm_usr_cert`, { token: advisor.token })).status).toBe(404);
  });

  it("uploads into R2 with type by extension and magic bytes, then downloads the same bytes", async () => {
    const { token } = await signInAs("advisor");
    const res = await upload(token, "Şirket sözleşmesi.pdf", PDF, "fm_adv_demir");
    expect(res.status).toBe(201);
    const item = await res.json<Item>();
    expect(item).toMatchObject({ name: "Şirket sözleşmesi.pdf", type: "PDF", size: PDF.length, folderId: "fm_adv_demir", createdBy: "Elif Kaya" });
    const row = await env.DB.prepare("SELECT storage_key, inline_content FROM file_items WHERE id = ?").bind(item.id).first<{ storage_key: string; inline_content: unknown }>();
    expect(row!.storage_key).toBe(`files/usr_demo_advisor/${item.id}`);
    expect(row!.inline_content).toBeNull();
    expect(new Uint8Array(await (await env.FILES.get(row!.storage_key))!.arrayBuffer())).toEqual(PDF);

    const dl = await api(`${BASE}/download?id=${item.id}`, { token });
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(PDF);
    expect(dl.headers.get("Content-Disposition")).toContain("filename*=UTF-8''%C5%9Eirket%20s%C3%B6zle%C5%9Fmesi.pdf");
    expect((await list(token, "fm_adv_demir")).files.map((f) => f.name)).toContain("Şirket sözleşmesi.pdf");

    const csv = await upload(token, "Fees.csv", "service,fee\nFormation,2400\n");
    expect((await csv.json<Item>()).type).toBe("XLS");
    const jpg = await upload(token, "Scan.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
    expect((await jpg.json<Item>()).type).toBe("JPG");
    const docx = await upload(token, "Letter.docx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect((await docx.json<Item>()).type).toBe("DOC");
  });

  it("refuses uploads by type (415), size (413), name clash (409), target folder (404) and bad form (400), storing nothing", async () => {
    const { token } = await signInAs("advisor");
    const before = await count("SELECT count(*) AS n FROM file_items WHERE user_id = 'usr_demo_advisor'");
    const objectsBefore = (await env.FILES.list()).objects.length;
    expect((await upload(token, "evil.pdf", "<html><script>alert(1)</script>")).status).toBe(415);
    expect((await upload(token, "page.html", "<html></html>")).status).toBe(415);
    expect((await upload(token, "binary.txt", new Uint8Array([0x41, 0, 0x42]))).status).toBe(415);
    expect((await upload(token, "noextension", PDF)).status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await upload(token, "big.pdf", big);
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).code).toBe("PAYLOAD_TOO_LARGE");
    const clash = await upload(token, "fee schedule 2026.CSV", "a,b\n", "fm_adv_templates");
    expect(clash.status).toBe(409);
    expect((await upload(token, "x.pdf", PDF, "fm_usr_cyhold")).status).toBe(404);
    const noFile = new FormData();
    noFile.set("folderId", "fm_adv_clients");
    expect((await apiForm(`${BASE}/upload`, noFile, { token })).status).toBe(400);
    expect((await api(`${BASE}/upload`, { token, body: { file: "x" } })).status).toBe(415);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE user_id = 'usr_demo_advisor'")).toBe(before);
    expect((await env.FILES.list()).objects.length).toBe(objectsBefore);
  });

  it("creates folders, renames and moves items; refuses moving a folder into itself or a descendant", async () => {
    const { token } = await signInAs("advisor");
    const created = await api(`${BASE}/folder`, { token, body: { name: "Archive", folderId: null } });
    expect(created.status).toBe(201);
    const archive = await created.json<Item>();
    expect(archive).toMatchObject({ name: "Archive", type: "folder", contents: "0 files", folderId: null });
    expect((await api(`${BASE}/folder`, { token, body: { name: "archive" } })).status).toBe(409);
    expect((await api(`${BASE}/folder`, { token, body: { name: "a/b" } })).status).toBe(400);
    expect((await api(`${BASE}/folder`, { token, body: { name: "X", folderId: "fm_usr_cyhold" } })).status).toBe(404);

    const renamed = await api(`${BASE}/item`, { method: "PATCH", token, body: { id: "fm_adv_alex_plan", item: { name: "Residency plan v2.txt" } } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json<Item>()).name).toBe("Residency plan v2.txt");

    const moved = await api(`${BASE}/item`, { method: "PATCH", token, body: { id: "fm_adv_clients", item: { folderId: archive.id } } });
    expect(moved.status).toBe(200);
    const nested = await list(token, "fm_adv_alex");
    expect(nested.path.map((p) => p.name)).toEqual(["Archive", "Clients", "Alex Morgan"]);

    for (const target of ["fm_adv_clients", "fm_adv_alex"]) {
      const res = await api(`${BASE}/item`, { method: "PATCH", token, body: { id: "fm_adv_clients", item: { folderId: target } } });
      expect(res.status).toBe(400);
    }
    expect((await api(`${BASE}/item`, { method: "PATCH", token, body: { id: "fm_adv_clients", item: { folderId: "fm_adv_tpl_fees" } } })).status).toBe(404);
    expect((await api(`${BASE}/item`, { method: "PATCH", token, body: { id: "fm_adv_clients", item: {} } })).status).toBe(400);
    // Back to the root.
    const back = await api(`${BASE}/item`, { method: "PATCH", token, body: { id: "fm_adv_clients", item: { folderId: null } } });
    expect((await back.json<Item>()).folderId).toBeNull();
    const user = await signInAs("user");
    expect((await api(`${BASE}/item`, { method: "PATCH", token: user.token, body: { id: "fm_adv_clients", item: { name: "Mine" } } })).status).toBe(404);
  });

  it("deletes a file; a folder with contents needs recursive=true (else 409) and takes its subtree and bytes", async () => {
    const { token } = await signInAs("advisor");
    const up = await (await upload(token, "Nordic memo.txt", "memo", "fm_adv_nordic")).json<Item>();
    const key = `files/usr_demo_advisor/${up.id}`;
    expect(await env.FILES.head(key)).not.toBeNull();

    const refused = await api(`${BASE}/item?id=fm_adv_clients`, { method: "DELETE", token });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe("CONFLICT");
    const user = await signInAs("user");
    expect((await api(`${BASE}/item?id=fm_adv_clients&recursive=true`, { method: "DELETE", token: user.token })).status).toBe(404);

    const subtree = await count("SELECT count(*) AS n FROM file_items WHERE id IN ('fm_adv_clients','fm_adv_alex','fm_adv_alex_letter','fm_adv_nordic','fm_adv_nordic_tp','fm_adv_demir', ?)", up.id);
    expect(subtree).toBeGreaterThanOrEqual(6);
    const ok = await api(`${BASE}/item?id=fm_adv_clients&recursive=true`, { method: "DELETE", token });
    expect(await ok.json()).toBe(true);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE id IN ('fm_adv_clients','fm_adv_alex','fm_adv_alex_letter','fm_adv_nordic','fm_adv_nordic_tp','fm_adv_demir', ?)", up.id)).toBe(0);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await count("SELECT count(*) AS n FROM file_items WHERE id = 'fm_adv_templates'")).toBe(1);

    expect(await (await api(`${BASE}/item?id=fm_adv_tpl_letter`, { method: "DELETE", token })).json()).toBe(true);
    const empty = await (await api(`${BASE}/folder`, { token, body: { name: "Empty" } })).json<Item>();
    expect(await (await api(`${BASE}/item?id=${empty.id}`, { method: "DELETE", token })).json()).toBe(true);
    expect((await api(`${BASE}/item?id=${empty.id}`, { method: "DELETE", token })).status).toBe(404);
  });
});
