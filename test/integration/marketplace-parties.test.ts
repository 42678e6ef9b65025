import { beforeAll, describe, expect, it } from "vitest";
import { contractBetween } from "#test/contracts";
import { api, apiForm, demoId, env, errorOf, signInAs, signUpFresh } from "#test/helpers";

/** Issue 26 items 8 and 12: who may act on a contract, and what a cancel takes away. */

const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const post = (path: string, token: string, body?: unknown) => api(path, { token, method: "POST", body });

async function fund(token: string, contractId: string, milestoneId: string) {
  const res = await api(`/api/contracts/${contractId}/milestones/${milestoneId}/fund`, { token, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": `fund-${crypto.randomUUID()}` } });
  expect(res.status, await res.clone().text()).toBe(201);
}

let advisor: string, stranger: string;
beforeAll(async () => {
  advisor = (await signInAs("advisor")).token;
  stranger = (await signUpFresh("A Stranger")).token;
});

describe("the wrong party of a contract (issue 26 item 12)", () => {
  it("a party acting out of role gets 403 WRONG_PARTY naming the party needed; a stranger gets 404", async () => {
    const client = (await signUpFresh("Client Of Roles")).token;
    const c = await contractBetween(client, advisor);
    const m = c.milestones[0].id;
    const act = (action: string, token: string) => post(`/api/contracts/${c.id}/milestones/${m}/${action}`, token);

    // before funding: the client cannot submit, the advisor cannot fund
    const submitByClient = await act("submit", client);
    expect(submitByClient.status).toBe(403);
    expect(await errorOf(submitByClient)).toMatchObject({ code: "WRONG_PARTY", party: "advisor" });
    const fundByAdvisor = await api(`/api/contracts/${c.id}/milestones/${m}/fund`, { token: advisor, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": `fund-${crypto.randomUUID()}` } });
    expect(fundByAdvisor.status).toBe(403);
    expect(await errorOf(fundByAdvisor)).toMatchObject({ code: "WRONG_PARTY", party: "client" });

    await fund(client, c.id, m);
    expect((await act("submit", advisor)).status).toBe(200);
    for (const action of ["approve", "dispute"]) {
      const res = await act(action, advisor);
      expect(res.status, action).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: "WRONG_PARTY", party: "client" });
    }
    // a stranger learns nothing, whatever the action
    for (const action of ["submit", "approve", "dispute"]) expect((await act(action, stranger)).status, action).toBe(404);
    // nothing moved: still submitted
    const row = await env.DB.prepare("SELECT status FROM contract_milestones WHERE id = ?").bind(m).first<{ status: string }>();
    expect(row?.status).toBe("submitted");
  });
});

describe("document shares end with a cancelled contract (issue 26 item 8)", () => {
  async function sharedFolder(client: string) {
    const res = await api("/api/apps/file-manager/folder", { token: client, body: { name: "For my advisor" } });
    expect(res.status).toBe(201);
    const folderId = (await res.json<{ id: string }>()).id;
    const share = await api("/api/documents/shares", { token: client, body: { folderId, advisorId: demoId("advisor"), access: "upload" } });
    expect(share.status).toBe(201);
    return folderId;
  }
  const uploadAs = (token: string, folderId: string) => {
    const form = new FormData();
    form.set("file", new Blob([PDF]), `advice-${crypto.randomUUID().slice(0, 6)}.pdf`);
    form.set("folderId", folderId);
    return apiForm("/api/documents/shared/upload", form, { token });
  };

  it("after POST /api/contracts/:id/cancel the advisor can no longer read or upload", async () => {
    const client = (await signUpFresh("Client Who Cancels")).token;
    const c = await contractBetween(client, advisor);
    const folderId = await sharedFolder(client);
    expect((await api(`/api/documents/shared/folder?id=${folderId}`, { token: advisor })).status).toBe(200);
    expect((await uploadAs(advisor, folderId)).status).toBe(201);

    expect((await post(`/api/contracts/${c.id}/cancel`, client)).status).toBe(200);
    expect((await api(`/api/documents/shared/folder?id=${folderId}`, { token: advisor })).status).toBe(404);
    expect((await uploadAs(advisor, folderId)).status).toBe(404);
    const roots = await (await api("/api/documents/shared", { token: advisor })).json<{ folderId: string }[]>();
    expect(roots.map((r) => r.folderId)).not.toContain(folderId);
    expect((await (await api("/api/documents/shares", { token: client })).json<unknown[]>()).length).toBe(0);
  });

  it("a share stays while another contract between the two is still active", async () => {
    const client = (await signUpFresh("Client With Two")).token;
    const first = await contractBetween(client, advisor);
    await contractBetween(client, advisor);
    const folderId = await sharedFolder(client);
    expect((await post(`/api/contracts/${first.id}/cancel`, advisor)).status).toBe(200);
    expect((await api(`/api/documents/shared/folder?id=${folderId}`, { token: advisor })).status).toBe(200);
  });
});
