import { describe, expect, it } from "vitest";
import { contractBetween } from "#test/contracts";
import { api, apiForm, demoId, env, errorOf, signInAs, signUpFresh } from "#test/helpers";

type Share = { id: string; folderId: string; folderName: string; advisorId: string; advisorName: string; access: string };
type Listing = { folders: { id: string; name: string }[]; files: { id: string; name: string; createdBy: string }[]; path: { id: string; name: string }[]; access: string };
const FM = "/api/apps/file-manager";
const DOCS = "/api/documents";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;

async function folder(token: string, name: string, folderId?: string) {
  const res = await api(`${FM}/folder`, { token, body: { name, folderId } });
  expect(res.status).toBe(201);
  return (await res.json<{ id: string }>()).id;
}
function upload(path: string, token: string, name: string, folderId: string) {
  const form = new FormData();
  form.set("file", new Blob([PDF]), name);
  form.set("folderId", folderId);
  return apiForm(path, form, { token });
}

/** A client of the demo advisor (a contract between them) with a shared folder (Client/Company/Board) and a private folder. */
async function setup(access: "read" | "upload" = "read") {
  const owner = await signUpFresh("Client Owner");
  const advisor = await signInAs("advisor");
  await contractBetween(owner.token, advisor.token);
  const company = await folder(owner.token, "Company");
  const board = await folder(owner.token, "Board", company);
  const privateFolder = await folder(owner.token, "Private");
  const secret = await (await upload(`${FM}/upload`, owner.token, "secret.pdf", privateFolder)).json<{ id: string }>();
  const minutes = await (await upload(`${FM}/upload`, owner.token, "minutes.pdf", board)).json<{ id: string }>();
  const res = await api(`${DOCS}/shares`, { token: owner.token, body: { folderId: company, advisorId: demoId("advisor"), access } });
  expect(res.status).toBe(201);
  const share = await res.json<Share>();
  return { owner, advisor, company, board, privateFolder, secret: secret.id, minutes: minutes.id, share };
}

describe("document sharing", () => {
  it("shares a folder with an advisor, who reads it and its subfolders but nothing else", async () => {
    const s = await setup();
    expect(s.share).toMatchObject({ folderId: s.company, folderName: "Company", advisorId: demoId("advisor"), access: "read" });
    const roots = await (await api(`${DOCS}/shared`, { token: s.advisor.token })).json<{ folderId: string; ownerName: string; access: string }[]>();
    expect(roots).toContainEqual(expect.objectContaining({ folderId: s.company, ownerName: "Client Owner", access: "read" }));

    const company = await api(`${DOCS}/shared/folder?id=${s.company}`, { token: s.advisor.token });
    expect(company.status).toBe(200);
    expect(company.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await company.json<Listing>()).folders.map((f) => f.name)).toEqual(["Board"]);
    const board = await (await api(`${DOCS}/shared/folder?id=${s.board}`, { token: s.advisor.token })).json<Listing>();
    expect(board.path.map((p) => p.name)).toEqual(["Company", "Board"]);
    expect(board.files.map((f) => f.name)).toEqual(["minutes.pdf"]);
    const download = await api(`${DOCS}/shared/download?id=${s.minutes}`, { token: s.advisor.token });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    // Outside the share: not found, whether it exists or not.
    expect((await api(`${DOCS}/shared/folder?id=${s.privateFolder}`, { token: s.advisor.token })).status).toBe(404);
    expect((await api(`${DOCS}/shared/download?id=${s.secret}`, { token: s.advisor.token })).status).toBe(404);
    expect((await api(`${DOCS}/shared/folder?id=nope`, { token: s.advisor.token })).status).toBe(404);
    // Read-only: no upload.
    const refused = await upload(`${DOCS}/shared/upload`, s.advisor.token, "advice.pdf", s.board);
    expect(refused.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM file_items WHERE name = 'advice.pdf' AND folder_id = ?", s.board)).toBe(0);
  });

  it("read + upload lets the advisor add files to the client's folder, owned by the client", async () => {
    const s = await setup("upload");
    const res = await upload(`${DOCS}/shared/upload`, s.advisor.token, "advice.pdf", s.board);
    expect(res.status).toBe(201);
    const item = await res.json<{ id: string; createdBy: string }>();
    const owned = await env.DB.prepare("SELECT user_id, created_by FROM file_items WHERE id = ?").bind(item.id).first<{ user_id: string; created_by: string }>();
    const advisorName = (await env.DB.prepare("SELECT name FROM users WHERE id = ?").bind(demoId("advisor")).first<{ name: string }>())!.name;
    expect(item.createdBy).toBe(advisorName);
    expect(owned?.created_by).toBe(advisorName);
    expect(owned?.user_id).not.toBe(demoId("advisor"));
    const ownerView = await (await api(`${FM}?folderId=${s.board}`, { token: s.owner.token })).json<Listing>();
    expect(ownerView.files.map((f) => f.name)).toEqual(["advice.pdf", "minutes.pdf"]);
    // Upload into a folder that is not shared is refused.
    expect((await upload(`${DOCS}/shared/upload`, s.advisor.token, "x.pdf", s.privateFolder)).status).toBe(404);
  });

  it("revoking removes access at once", async () => {
    const s = await setup("upload");
    expect((await api(`${DOCS}/shared/folder?id=${s.company}`, { token: s.advisor.token })).status).toBe(200);
    const revoke = await api(`${DOCS}/shares/${s.share.id}`, { token: s.owner.token, method: "DELETE" });
    expect(revoke.status).toBe(200);
    expect((await api(`${DOCS}/shared/folder?id=${s.company}`, { token: s.advisor.token })).status).toBe(404);
    expect((await api(`${DOCS}/shared/download?id=${s.minutes}`, { token: s.advisor.token })).status).toBe(404);
    expect((await upload(`${DOCS}/shared/upload`, s.advisor.token, "late.pdf", s.board)).status).toBe(404);
    const roots = await (await api(`${DOCS}/shared`, { token: s.advisor.token })).json<{ folderId: string }[]>();
    expect(roots.some((r) => r.folderId === s.company)).toBe(false);
    expect((await api(`${DOCS}/shares/${s.share.id}`, { token: s.owner.token, method: "DELETE" })).status).toBe(404);
  });

  it("only the owner manages shares, only with advisors, only of their own folders; users cannot use the advisor side", async () => {
    const s = await setup();
    const other = await signUpFresh("Someone Else");
    expect(await (await api(`${DOCS}/shares`, { token: other.token })).json()).toEqual([]);
    expect((await api(`${DOCS}/shares/${s.share.id}`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM document_shares WHERE id = ?", s.share.id)).toBe(1);
    // Sharing someone else's folder: 404; sharing with a non-advisor: 400.
    expect((await api(`${DOCS}/shares`, { token: other.token, body: { folderId: s.company, advisorId: demoId("advisor"), access: "read" } })).status).toBe(404);
    const otherFolder = await folder(other.token, "Mine");
    const notAdvisor = await api(`${DOCS}/shares`, { token: other.token, body: { folderId: otherFolder, advisorId: demoId("user"), access: "read" } });
    expect(notAdvisor.status).toBe(400);
    expect((await errorOf(notAdvisor)).code).toBe("VALIDATION_FAILED");
    expect((await api(`${DOCS}/shares`, { token: other.token, body: { folderId: otherFolder, advisorId: demoId("advisor"), access: "admin" } })).status).toBe(400);
    // A file is not a folder.
    expect((await api(`${DOCS}/shares`, { token: s.owner.token, body: { folderId: s.minutes, advisorId: demoId("advisor"), access: "read" } })).status).toBe(404);
    // The advisor side is for advisors only.
    expect((await api(`${DOCS}/shared`, { token: other.token })).status).toBe(403);
    expect((await api(`${DOCS}/shared/folder?id=${s.company}`, { token: other.token })).status).toBe(403);
    // Another advisor sees nothing of this share.
    const second = await signUpFresh("Second Advisor");
    await env.DB.prepare("UPDATE users SET role = 'advisor' WHERE email = ?").bind(second.email).run();
    const secondSignIn = await api("/api/auth/sign-in", { body: { email: second.email, password: "fresh-password-123" } });
    const secondToken = (await secondSignIn.json<{ accessToken: string }>()).accessToken;
    expect(await (await api(`${DOCS}/shared`, { token: secondToken })).json()).toEqual([]);
    expect((await api(`${DOCS}/shared/folder?id=${s.company}`, { token: secondToken })).status).toBe(404);
    // Targets list the advisors one may share with.
    const targets = await (await api(`${DOCS}/share-targets`, { token: s.owner.token })).json<{ id: string }[]>();
    expect(targets.map((t) => t.id)).toContain(demoId("advisor"));
    expect(targets.map((t) => t.id)).not.toContain(demoId("user"));
  });

  it("shares only with an advisor of an active or completed contract of the owner (issue 11/12)", async () => {
    const owner = await signUpFresh("Contract Owner");
    const advisor = await signInAs("advisor");
    const mine = await folder(owner.token, "For my advisor");
    const share = () => api(`${DOCS}/shares`, { token: owner.token, body: { folderId: mine, advisorId: demoId("advisor"), access: "read" } });
    // an advisor account alone is not enough
    const refused = await share();
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fieldErrors?.advisorId?.[0]).toContain("advisor you work with");
    expect(await (await api(`${DOCS}/share-targets`, { token: owner.token })).json()).toEqual([]);
    // a cancelled contract does not count
    const cancelled = await contractBetween(owner.token, advisor.token);
    expect((await api(`/api/contracts/${cancelled.id}/cancel`, { token: owner.token, method: "POST" })).status).toBe(200);
    expect((await share()).status).toBe(400);
    // an active one does, and the advisor becomes a target
    await contractBetween(owner.token, advisor.token);
    expect((await share()).status).toBe(201);
    const targets = await (await api(`${DOCS}/share-targets`, { token: owner.token })).json<{ id: string }[]>();
    expect(targets.map((t) => t.id)).toEqual([demoId("advisor")]);
    // the contract's direction matters: the advisor cannot share their own folder with their client
    const advisorFolder = await folder(advisor.token, `Advisor notes ${crypto.randomUUID().slice(0, 6)}`);
    const { id: ownerId } = (await env.DB.prepare("SELECT u.id FROM users u JOIN contracts c ON c.client_id = u.id WHERE c.id = ?").bind(cancelled.id).first<{ id: string }>())!;
    expect((await api(`${DOCS}/shares`, { token: advisor.token, body: { folderId: advisorFolder, advisorId: ownerId, access: "read" } })).status).toBe(400);
  });

  it("deleting the shared folder deletes the share", async () => {
    const s = await setup();
    expect((await api(`${FM}/item?id=${s.company}&recursive=true`, { token: s.owner.token, method: "DELETE" })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM document_shares WHERE id = ?", s.share.id)).toBe(0);
  });
});
