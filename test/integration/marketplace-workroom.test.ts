import { beforeAll, describe, expect, it } from "vitest";
import { contractBetween } from "#test/contracts";
import { api, apiForm, demoId, env, errorOf, page, signInAs, signUpFresh } from "#test/helpers";

/** The contract workroom (issue 31, decision 240): messages and files between the two parties only. */

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

let advisor: string, admin: string, stranger: string;
beforeAll(async () => {
  advisor = (await signInAs("advisor")).token;
  admin = (await signInAs("admin")).token;
  stranger = (await signUpFresh("Workroom Stranger")).token;
});

const upload = (token: string, contractId: string, name = "engagement-notes.pdf", bytes: Uint8Array<ArrayBuffer> = PDF) => {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  return apiForm(`/api/contracts/${contractId}/attachments`, form, { token });
};
const send = (token: string, contractId: string, body: unknown) => api(`/api/contracts/${contractId}/messages`, { token, body });
const read = (token: string, contractId: string) => api(`/api/contracts/${contractId}/messages`, { token });

type Message = { id: string; side: string; body: string; author: { name: string }; attachments: { id: string; name: string; url: string }[] };
type Unread = { id: string; unread: number }[];

async function unreadOf(token: string, contractId: string) {
  const list = await (await api("/api/contracts", { token })).json<Unread>();
  return list.find((c) => c.id === contractId)?.unread;
}

describe("workroom messages", () => {
  it("the parties write with files; the other party's unread count, notice and mail; strangers 404, admins read only", async () => {
    const client = await signUpFresh("Workroom Client");
    const c = await contractBetween(client.token, advisor);

    // a file is uploaded first (same rules as documents), then attached to a message
    const bad = await upload(client.token, c.id, "notes.exe", new TextEncoder().encode("MZ"));
    expect(bad.status).toBe(415);
    const up = await upload(client.token, c.id);
    expect(up.status, await up.clone().text()).toBe(201);
    expect(up.headers.get("Cache-Control")).toBe("private, no-store");
    const file = await up.json<{ id: string; name: string }>();
    expect(file.name).toBe("engagement-notes.pdf");

    expect((await send(client.token, c.id, { body: "  " })).status).toBe(400);
    const posted = await send(client.token, c.id, { body: "Here are the notes from our call.", attachmentIds: [file.id] });
    expect(posted.status, await posted.clone().text()).toBe(201);
    expect(posted.headers.get("Cache-Control")).toBe("private, no-store");
    const message = await posted.json<Message>();
    expect(message).toMatchObject({ side: "client", body: "Here are the notes from our call.", attachments: [{ id: file.id, name: "engagement-notes.pdf" }] });
    // a file goes with one message only
    const again = await send(client.token, c.id, { body: "Once more", attachmentIds: [file.id] });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).fieldErrors?.attachmentIds).toBeDefined();

    // the advisor sees one unread message in the list, reads it (and the count drops), downloads the file
    expect(await unreadOf(advisor, c.id)).toBe(1);
    expect(await unreadOf(client.token, c.id)).toBe(0);
    const advisorRead = await read(advisor, c.id);
    expect(advisorRead.headers.get("Cache-Control")).toBe("private, no-store");
    const workroom = await advisorRead.json<{ unread: number; messages: Message[] }>();
    expect(workroom.unread).toBe(1);
    expect(workroom.messages.map((m) => m.body)).toEqual(["Here are the notes from our call."]);
    expect(await unreadOf(advisor, c.id)).toBe(0);
    const download = await api(workroom.messages[0].attachments[0].url, { token: advisor });
    expect(download.status).toBe(200);
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(download.headers.get("Content-Disposition")).toContain("engagement-notes.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    // the advisor was told in the app and by mail (through the mail queue)
    expect(await env.DB.prepare("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'New message from Workroom Client%' AND link = ?").bind(demoId("advisor"), `/advisor/contracts?contract=${c.id}#workroom`).first("n")).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE user_id = ? AND kind = 'contract-message' AND props LIKE ?").bind(demoId("advisor"), `%${c.id}%`).first("n")).toBe(1);

    // strangers learn nothing; the admin reads but does not write; the stranger cannot download
    for (const res of [await read(stranger, c.id), await send(stranger, c.id, { body: "Hi" }), await upload(stranger, c.id), await api(message.attachments[0].url, { token: stranger })]) expect(res.status).toBe(404);
    expect((await read(admin, c.id)).status).toBe(200);
    const adminWrite = await send(admin, c.id, { body: "Hello from TaxAtlas" });
    expect(adminWrite.status).toBe(403);
    expect((await upload(admin, c.id)).status).toBe(403);
    // a message's file is the parties' only (admins see dispute evidence, decision 241)
    expect((await api(message.attachments[0].url, { token: admin })).status).toBe(404);
    // the other party's unsent upload is not theirs to attach or download
    const advisorUpload = await (await upload(advisor, c.id, "draft.pdf")).json<{ id: string; url: string }>();
    expect((await send(client.token, c.id, { body: "Mine?", attachmentIds: [advisorUpload.id] })).status).toBe(400);
    expect((await api(advisorUpload.url, { token: client.token })).status).toBe(404);

    // the contract page shows the workroom; the list shows the badge until the page is read
    expect((await send(advisor, c.id, { body: "Thanks, I will review them." })).status).toBe(201);
    expect(await (await page("/proposals", { token: client.token })).text()).toContain('data-testid="unread-badge"');
    const view = await (await page(`/proposals?contract=${c.id}`, { token: client.token })).text();
    expect(view).toContain("Thanks, I will review them.");
    expect(view).toContain(`href="/contracts/${c.id}/attachments/${file.id}"`);
    expect(await unreadOf(client.token, c.id)).toBe(0);
    const pageDownload = await page(`/contracts/${c.id}/attachments/${file.id}`, { token: client.token });
    expect(pageDownload.status).toBe(200);
    expect((await page(`/contracts/${c.id}/attachments/${file.id}`, { token: stranger })).status).toBe(404);
  });

  it("a message to someone who turned contract mail off is dropped at dispatch; the notice stays", async () => {
    const client = await signUpFresh("Quiet Client");
    const c = await contractBetween(client.token, advisor);
    expect((await api("/api/mail/preferences", { method: "PATCH", token: client.token, body: { email: { escrow: false } } })).status).toBe(200);
    expect((await send(advisor, c.id, { body: "A question about your accounts." })).status).toBe(201);
    expect((await send(client.token, c.id, { body: "Ask away." })).status).toBe(201);
    // the request hands its mail to the queue after the response: the quiet client's is dropped, the advisor's goes out
    const mailTo = (side: "client_id" | "advisor_id") =>
      env.DB.prepare(`SELECT count(*) AS n FROM mail_outbox m JOIN contracts c ON c.${side} = m.user_id WHERE c.id = ? AND m.kind = 'contract-message' AND m.props LIKE '%' || c.id || '%'`).bind(c.id).first("n");
    expect(await mailTo("client_id")).toBe(0);
    expect(await mailTo("advisor_id")).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM inbox_items i JOIN contracts c ON c.client_id = i.user_id WHERE c.id = ? AND i.link = ?").bind(c.id, `/proposals?contract=${c.id}#workroom`).first("n")).toBe(1);
  });

  it("a cancelled contract's workroom is read-only (409 naming the state); its folder shares are gone (issue 26 item 8)", async () => {
    const client = await signUpFresh("Cancelling Client");
    const c = await contractBetween(client.token, advisor);
    expect((await send(client.token, c.id, { body: "Before cancelling" })).status).toBe(201);
    expect((await api(`/api/contracts/${c.id}/cancel`, { token: client.token, method: "POST" })).status).toBe(200);
    const late = await send(advisor, c.id, { body: "After cancelling" });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toContain("cancelled");
    expect((await upload(advisor, c.id)).status).toBe(409);
    expect(((await (await read(client.token, c.id)).json<{ messages: Message[] }>()).messages).map((m) => m.body)).toEqual(["Before cancelling"]);
  });
});
