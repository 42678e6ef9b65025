import { signBoth } from "#test/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { roleCacheKey } from "#worker/auth/roles.server";
import { anonymousToken, api, demoId, env, errorOf, expectAllRefuseAnonymous, page, signInAs, signUpFresh } from "#test/helpers";

type Req = { id: string; title: string; description: string | null; reportId: string | null; status: string; bidCount: number; budgetMin: number; budgetMax: number; jurisdiction: string; structure: string | null; kind: string; deadline: string | null };
type Bid = { id: string; requestId: string; advisorId: string; amount: number; status: string; milestones: { title: string; amount: number }[]; serviceId: string | null };
type Milestone = { id: string; title: string; amount: number; status: string };
type Contract = { id: string; requestId: string; bidId: string; clientId: string; advisorId: string; status: string; amount: number; currency: string; commissionRate: number; escrowBalance: number; milestones: Milestone[] };

const M = "/api/marketplace";
const one = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<T>())!;
const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;

const requestBody = (over: Record<string, unknown> = {}) => ({
  title: "Set up a Cyprus holding company",
  description: "We need a Cyprus holding for our EU subsidiaries, with substance and a bank account.",
  jurisdiction: "CYP",
  structure: "holding-company",
  kind: "implementation",
  budgetMin: 300_000,
  budgetMax: 800_000,
  deadline: "2027-03-01",
  ...over,
});
const bidBody = (over: Record<string, unknown> = {}) => ({
  amount: 500_000,
  timelineDays: 30,
  message: "We have set up forty of these.",
  milestones: [
    { title: "Incorporation", amount: 300_000 },
    { title: "Bank account", amount: 200_000 },
  ],
  ...over,
});

let user: string, advisor: string, admin: string, advisor2: string, other: string;
let advisor2Id: string;

/** A second advisor account: signs up as a user, is promoted in D1, then signs in again. */
async function freshAdvisor() {
  const { email } = await signUpFresh("Second Advisor");
  const { id } = await one<{ id: string }>("SELECT id FROM users WHERE email = ?", email);
  await env.DB.prepare("UPDATE users SET role = 'advisor' WHERE id = ?").bind(id).run();
  await env.KV.delete(roleCacheKey(id));
  const res = await api("/api/auth/sign-in", { body: { email, password: "fresh-password-123" } });
  return { token: (await res.json<{ accessToken: string }>()).accessToken, id };
}

async function postRequest(token = user, over: Record<string, unknown> = {}) {
  const res = await api(`${M}/requests`, { token, body: requestBody(over) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<Req>();
}
async function bid(requestId: string, token = advisor, over: Record<string, unknown> = {}) {
  const res = await api(`${M}/requests/${requestId}/bids`, { token, body: bidBody(over) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<Bid>();
}
/** Accepts, then both parties sign the engagement letter (issue 31), so the contract is active. */
async function accept(bidId: string, token = user) {
  const res = await api(`${M}/bids/${bidId}/accept`, { token, method: "POST" });
  expect(res.status, await res.clone().text()).toBe(200);
  const accepted = (await res.json<{ contract: Contract }>()).contract;
  expect(accepted.status).toBe("awaiting_signatures");
  return signBoth<Contract>(accepted.id, token, accepted.advisorId === demoId("advisor") ? advisor : advisor2);
}
const post = (path: string, token: string, body?: unknown) => api(path, { token, method: "POST", body });
const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
/** Funds a milestone the real way (test card through billing): the ledger must hold what a release pays out. Money details: marketplace-escrow.test.ts. */
async function markFunded(contractId: string, id: string) {
  const res = await api(`/api/contracts/${contractId}/milestones/${id}/fund`, { token: user, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": `fund-${crypto.randomUUID()}` } });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  [user, advisor, admin] = (await Promise.all([signInAs("user"), signInAs("advisor"), signInAs("admin")])).map((s) => s.token);
  const a2 = await freshAdvisor();
  advisor2 = a2.token;
  advisor2Id = a2.id;
  other = (await signUpFresh("Someone Else")).token;
});

describe("marketplace requests", () => {
  it("creates a request, stores it and records the owner's activity", async () => {
    const r = await postRequest();
    expect(r).toMatchObject({ title: "Set up a Cyprus holding company", jurisdiction: "CYP", structure: "holding-company", kind: "implementation", budgetMin: 300_000, budgetMax: 800_000, deadline: "2027-03-01", status: "open", bidCount: 0 });
    // both names, each from its own table (the batched join once answered the structure's name twice)
    expect(r).toMatchObject({ jurisdictionName: "Cyprus", structureName: "Holding company" });
    const read = await api(`${M}/requests/${r.id}`, { token: user });
    expect(await read.json()).toMatchObject({ jurisdictionName: "Cyprus", structureName: "Holding company" });
    expect(r.description).toContain("Cyprus holding");
    const row = await one<{ owner_id: string; status: string }>("SELECT owner_id, status FROM marketplace_requests WHERE id = ?", r.id);
    expect(row).toEqual({ owner_id: demoId("user"), status: "open" });
    expect(await count("SELECT count(*) AS n FROM activities WHERE user_id = ? AND kind = 'marketplace.request.posted' AND link = ?", demoId("user"), `/marketplace/${r.id}`)).toBe(1);
    // The product writes the entry in both languages (decision 099); the title is the author's own.
    const stored = await one<{ description: string; description_tr: string; extra_content: string | null }>(
      "SELECT description, description_tr, extra_content FROM activities WHERE user_id = ? AND kind = 'marketplace.request.posted' AND link = ?",
      demoId("user"),
      `/marketplace/${r.id}`,
    );
    expect(stored).toEqual({
      description: "You posted a marketplace request: <strong>Set up a Cyprus holding company</strong>",
      description_tr: "Bir pazar yeri talebi yayınladınız: <strong>Set up a Cyprus holding company</strong>",
      extra_content: null,
    });
    type Feed = { description: string; link?: string }[];
    const mine = (feed: Feed) => feed.find((a) => a.link === `/marketplace/${r.id}`)?.description;
    expect(mine(await (await api("/api/pages/activities?lng=tr", { token: user })).json<Feed>())).toBe(stored.description_tr);
    expect(mine(await (await api("/api/pages/activities", { token: user })).json<Feed>())).toBe(stored.description);
  });

  it("validates fields: ISO3 jurisdiction, catalogue structure, own report, budget order, whole cents", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ jurisdiction: "Cyprus" }, "jurisdiction"],
      [{ jurisdiction: "XXX" }, "jurisdiction"],
      [{ structure: "no-such-structure" }, "structure"],
      [{ reportId: "someone-elses-report" }, "reportId"],
      [{ budgetMin: 900_000, budgetMax: 100 }, "budgetMax"],
      [{ budgetMin: 10.5 }, "budgetMin"],
      [{ kind: "forever" }, "kind"],
      [{ title: "" }, "title"],
    ];
    for (const [over, field] of cases) {
      const res = await api(`${M}/requests`, { token: user, body: requestBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys((await errorOf(res)).fieldErrors ?? {}), JSON.stringify(over)).toContain(field);
    }
  });

  it("accepts the owner's own tax report and hides it with the description from guests and users", async () => {
    await env.DB.prepare("INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) VALUES ('rep_mkt_test', ?, 'paid', '{}', '{}', 't', 0)").bind(demoId("user")).run();
    const r = await postRequest(user, { reportId: "rep_mkt_test" });
    expect(r.reportId).toBe("rep_mkt_test");
    const guest = await anonymousToken();
    for (const token of [undefined, guest, other]) {
      const res = await api(`${M}/requests/${r.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const seen = await res.json<Req>();
      expect(seen).toMatchObject({ id: r.id, title: r.title, jurisdiction: "CYP", budgetMin: 300_000, bidCount: 0, description: null, reportId: null });
      const listed = await (await api(`${M}/requests`, { token })).json<Req[]>();
      expect(listed.find((x) => x.id === r.id)).toMatchObject({ description: null, reportId: null });
    }
    for (const token of [advisor, admin, user]) {
      const seen = await (await api(`${M}/requests/${r.id}`, { token })).json<Req>();
      expect(seen.description).toContain("Cyprus holding");
      expect(seen.reportId).toBe("rep_mkt_test");
    }
  });

  it("filters open requests by jurisdiction, structure, kind and budget", async () => {
    const a = await postRequest(user, { jurisdiction: "MLT", structure: null, kind: "recurring", budgetMin: 10_000, budgetMax: 20_000, title: "Malta bookkeeping" });
    const list = async (q: string) => (await (await api(`${M}/requests?${q}`)).json<Req[]>()).map((r) => r.id);
    expect(await list("jurisdiction=MLT")).toContain(a.id);
    expect(await list("jurisdiction=CYP")).not.toContain(a.id);
    expect(await list("kind=recurring")).toContain(a.id);
    expect(await list("kind=implementation")).not.toContain(a.id);
    expect(await list("structure=holding-company")).not.toContain(a.id);
    expect(await list("budgetMin=15000")).toContain(a.id);
    expect(await list("budgetMin=20001")).not.toContain(a.id);
    expect(await list("budgetMax=9999")).not.toContain(a.id);
    expect((await api(`${M}/requests?kind=weekly`)).status).toBe(400);
  });

  it("edits only while open and only by the owner; close declines pending bids and notifies their advisors", async () => {
    const r = await postRequest();
    const patched = await api(`${M}/requests/${r.id}`, { token: user, method: "PATCH", body: { title: "Cyprus holding, revised", budgetMax: 900_000 } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ title: "Cyprus holding, revised", budgetMax: 900_000, budgetMin: 300_000 });
    expect((await api(`${M}/requests/${r.id}`, { token: advisor, method: "PATCH", body: { title: "hijack" } })).status).toBe(403);
    expect((await api(`${M}/requests/${r.id}`, { token: user, method: "PATCH", body: { budgetMin: 950_000 } })).status).toBe(400);
    const b = await bid(r.id);
    expect((await post(`${M}/requests/${r.id}/close`, advisor)).status).toBe(403);
    const closed = await post(`${M}/requests/${r.id}/close`, user);
    expect(closed.status).toBe(200);
    expect((await closed.json<Req>()).status).toBe("closed");
    expect((await one<{ status: string }>("SELECT status FROM marketplace_bids WHERE id = ?", b.id)).status).toBe("declined");
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND kind = 'notification' AND title LIKE 'Request closed%'", demoId("advisor"))).toBeGreaterThan(0);
    for (const [method, path, body] of [["PATCH", "", { title: "again" }], ["POST", "/close", undefined]] as const) {
      const res = await api(`${M}/requests/${r.id}${path}`, { token: user, method, body });
      expect(res.status).toBe(409);
      const e = await errorOf(res);
      expect(e.message).toContain("closed");
      expect((e as unknown as { status: string }).status).toBe("closed");
    }
    // a closed request is no longer public
    expect((await api(`${M}/requests/${r.id}`, { token: other })).status).toBe(404);
    expect((await api(`${M}/requests?mine=true`, { token: user }).then((x) => x.json<Req[]>())).map((x) => x.id)).toContain(r.id);
  });

  it("refuses anonymous writes", async () => {
    await expectAllRefuseAnonymous(M, [
      ["POST", "/requests", requestBody()],
      ["PATCH", "/requests/x", { title: "xyz" }],
      ["POST", "/requests/x/close"],
      ["POST", "/requests/x/bids", bidBody()],
      ["POST", "/bids/x/withdraw"],
      ["POST", "/bids/x/decline"],
      ["POST", "/bids/x/accept"],
      ["GET", "/bids"],
    ]);
    await expectAllRefuseAnonymous("/api/contracts", [["GET", ""], ["GET", "/x"], ["POST", "/x/cancel"], ["POST", "/x/milestones/y/submit"], ["POST", "/x/milestones/y/approve"], ["POST", "/x/milestones/y/dispute"]]);
    await expectAllRefuseAnonymous("/api/admin/contracts", [["GET", ""], ["POST", "/x/milestones/y/resolve", { toAdvisor: 0, toClient: 0 }]]);
  });
});

describe("bids", () => {
  it("an advisor bids; the owner is notified; milestones must sum to the amount", async () => {
    const r = await postRequest();
    const bad = await api(`${M}/requests/${r.id}/bids`, { token: advisor, body: bidBody({ amount: 400_000 }) });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fieldErrors!)).toContain("milestones");
    const before = await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'New proposal received%'", demoId("user"));
    const b = await bid(r.id, advisor, { serviceId: "svc_cy_formation" });
    expect(b).toMatchObject({ requestId: r.id, advisorId: demoId("advisor"), amount: 500_000, timelineDays: 30, status: "pending", serviceId: "svc_cy_formation", milestones: bidBody().milestones });
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'New proposal received%' AND link = '/proposals'", demoId("user"))).toBe(before + 1);
    // One language per column (decision 099): English in title, Turkish in title_tr; the request title is the author's.
    const note = await one<{ id: string; title: string; title_tr: string; description: string; description_tr: string }>(
      "SELECT id, title, title_tr, description, description_tr FROM inbox_items WHERE user_id = ? AND title = 'New proposal received' ORDER BY created_at DESC LIMIT 1",
      demoId("user"),
    );
    expect(note).toMatchObject({ title_tr: "Yeni teklif alındı", description: "<strong>Set up a Cyprus holding company</strong>", description_tr: "<strong>Set up a Cyprus holding company</strong>" });
    type Inbox = { id: string; title: string; description: string | null }[];
    const inTurkish = (await (await api("/api/common/notifications?lng=tr", { token: user })).json<Inbox>()).find((n) => n.id === note.id);
    expect(inTurkish).toMatchObject({ title: "Yeni teklif alındı", description: "<strong>Set up a Cyprus holding company</strong>" });
    expect((await (await api("/api/common/notifications", { token: user })).json<Inbox>()).find((n) => n.id === note.id)?.title).toBe("New proposal received");
    expect((await (await api(`${M}/requests/${r.id}`)).json<Req>()).bidCount).toBe(1);
  });

  it("only effective advisors bid (403), never on their own request (403), once per request (409), on open requests only (409)", async () => {
    const r = await postRequest();
    expect((await api(`${M}/requests/${r.id}/bids`, { token: user, body: bidBody() })).status).toBe(403);
    expect((await api(`${M}/requests/${r.id}/bids`, { token: other, body: bidBody() })).status).toBe(403);
    const own = await postRequest(advisor);
    const self = await api(`${M}/requests/${own.id}/bids`, { token: advisor, body: bidBody() });
    expect(self.status).toBe(403);
    const first = await bid(r.id);
    const again = await api(`${M}/requests/${r.id}/bids`, { token: advisor, body: bidBody() });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toContain("already have an active bid");
    // the unique index is the writing statement's limit: concurrent duplicates → one row
    const r2 = await postRequest();
    const results = await Promise.all([1, 2, 3].map(() => api(`${M}/requests/${r2.id}/bids`, { token: advisor2, body: bidBody() })));
    expect(results.map((x) => x.status).sort()).toEqual([201, 409, 409]);
    expect(await count("SELECT count(*) AS n FROM marketplace_bids WHERE request_id = ? AND advisor_id = ?", r2.id, advisor2Id)).toBe(1);
    // after withdrawing, a new bid is allowed
    expect((await post(`${M}/bids/${first.id}/withdraw`, advisor)).status).toBe(200);
    await bid(r.id);
    // another advisor's service cannot be attached
    const foreign = await api(`${M}/requests/${r.id}/bids`, { token: advisor2, body: bidBody({ serviceId: "svc_cy_formation" }) });
    expect(foreign.status).toBe(400);
    await post(`${M}/requests/${r.id}/close`, user);
    const late = await api(`${M}/requests/${r.id}/bids`, { token: advisor2, body: bidBody() });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toContain("closed");
  });

  it("the owner sees every bid, an advisor only their own, others none", async () => {
    const r = await postRequest();
    const a = await bid(r.id, advisor);
    const b = await bid(r.id, advisor2);
    const ids = async (token?: string) => (await (await api(`${M}/requests/${r.id}/bids`, { token })).json<Bid[]>()).map((x) => x.id);
    expect((await ids(user)).sort()).toEqual([a.id, b.id].sort());
    expect(await ids(advisor)).toEqual([a.id]);
    expect(await ids(advisor2)).toEqual([b.id]);
    expect(await ids(other)).toEqual([]);
    expect(await ids()).toEqual([]);
  });

  it("withdraw (bidder only) and decline (owner only) are pending-only, with 404 for strangers", async () => {
    const r = await postRequest();
    const a = await bid(r.id, advisor);
    const b = await bid(r.id, advisor2);
    expect((await post(`${M}/bids/${a.id}/withdraw`, advisor2)).status).toBe(404);
    expect((await post(`${M}/bids/${a.id}/withdraw`, user)).status).toBe(404);
    expect((await post(`${M}/bids/${a.id}/decline`, advisor)).status).toBe(404);
    expect((await post(`${M}/bids/${a.id}/decline`, other)).status).toBe(404);
    const w = await post(`${M}/bids/${a.id}/withdraw`, advisor);
    expect(await w.json()).toMatchObject({ id: a.id, status: "withdrawn" });
    const d = await post(`${M}/bids/${b.id}/decline`, user);
    expect(await d.json()).toMatchObject({ id: b.id, status: "declined" });
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Your bid was declined%'", advisor2Id)).toBeGreaterThan(0);
    for (const [path, token, status] of [[`/bids/${a.id}/withdraw`, advisor, "withdrawn"], [`/bids/${a.id}/accept`, user, "withdrawn"], [`/bids/${b.id}/decline`, user, "declined"], [`/bids/${b.id}/accept`, user, "declined"]] as const) {
      const res = await post(`${M}${path}`, token);
      expect(res.status, path).toBe(409);
      expect((await errorOf(res)).message).toContain(status);
    }
  });
});

describe("accept and contracts", () => {
  it("accept awards the request, declines the other bids, creates the contract, notifies, records activity and opens a chat", async () => {
    const r = await postRequest();
    const a = await bid(r.id, advisor);
    const b = await bid(r.id, advisor2);
    const contract = await accept(a.id);
    expect(contract).toMatchObject({ requestId: r.id, bidId: a.id, clientId: demoId("user"), advisorId: demoId("advisor"), status: "active", amount: 500_000, currency: "USD", commissionRate: 0.25, escrowBalance: 0 });
    expect(contract.milestones.map(({ title, amount, status }) => ({ title, amount, status }))).toEqual([
      { title: "Incorporation", amount: 300_000, status: "unfunded" },
      { title: "Bank account", amount: 200_000, status: "unfunded" },
    ]);
    expect(Object.keys(contract)).toEqual(expect.arrayContaining(["id", "requestId", "bidId", "clientId", "advisorId", "status", "amount", "currency", "commissionRate", "escrowBalance", "milestones"]));
    expect((await one<{ status: string }>("SELECT status FROM marketplace_requests WHERE id = ?", r.id)).status).toBe("awarded");
    expect((await one<{ status: string }>("SELECT status FROM marketplace_bids WHERE id = ?", b.id)).status).toBe("declined");
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Your bid was accepted%' AND link = ?", demoId("advisor"), `/advisor/contracts?contract=${contract.id}`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM activities WHERE user_id = ? AND kind = 'marketplace.bid.accepted'", demoId("user"))).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM chats WHERE owner_id = ? AND contact_id = ?", demoId("user"), demoId("advisor"))).toBe(1);
    expect(await count("SELECT count(*) AS n FROM chats WHERE owner_id = ? AND contact_id = ?", demoId("advisor"), demoId("user"))).toBe(1);
    const conv = await env.DB.prepare("SELECT DISTINCT conversation_id FROM chats WHERE (owner_id = ?1 AND contact_id = ?2) OR (owner_id = ?2 AND contact_id = ?1)").bind(demoId("user"), demoId("advisor")).all();
    expect(conv.results).toHaveLength(1);
    // recurring work carries 10 %
    const rec = await postRequest(user, { kind: "recurring" });
    expect((await accept((await bid(rec.id)).id)).commissionRate).toBe(0.1);
  });

  it("two concurrent accepts on one request: exactly one 200 and one 409, nothing half-written", async () => {
    for (const sameBid of [false, true]) {
      const r = await postRequest();
      const a = await bid(r.id, advisor);
      const b = await bid(r.id, advisor2);
      const [x, y] = await Promise.all([post(`${M}/bids/${a.id}/accept`, user), post(`${M}/bids/${sameBid ? a.id : b.id}/accept`, user)]);
      expect([x.status, y.status].sort(), `sameBid=${sameBid}`).toEqual([200, 409]);
      const loser = x.status === 409 ? x : y;
      expect((await errorOf(loser)).message).toMatch(/accepted|declined|awarded/);
      expect(await count("SELECT count(*) AS n FROM contracts WHERE request_id = ?", r.id)).toBe(1);
      expect(await count("SELECT count(*) AS n FROM marketplace_bids WHERE request_id = ? AND status = 'accepted'", r.id)).toBe(1);
      const c = await one<{ id: string }>("SELECT id FROM contracts WHERE request_id = ?", r.id);
      expect(await count("SELECT count(*) AS n FROM contract_milestones WHERE contract_id = ?", c.id)).toBe(2);
      expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'accepted'", c.id)).toBe(1);
      expect(await count("SELECT count(*) AS n FROM contract_milestones m WHERE NOT EXISTS (SELECT 1 FROM contracts c WHERE c.id = m.contract_id)")).toBe(0);
    }
  });

  it("accepting is the owner's: others get 404; an awarded request takes no more bids", async () => {
    const r = await postRequest();
    const a = await bid(r.id, advisor);
    for (const token of [advisor, advisor2, other]) expect((await post(`${M}/bids/${a.id}/accept`, token)).status).toBe(404);
    await accept(a.id);
    const late = await api(`${M}/requests/${r.id}/bids`, { token: advisor2, body: bidBody() });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toContain("awarded");
    const edit = await api(`${M}/requests/${r.id}`, { token: user, method: "PATCH", body: { title: "new title" } });
    expect(edit.status).toBe(409);
  });

  it("contracts are visible to their client and advisor only; anyone else → 404", async () => {
    const r = await postRequest();
    const c = await accept((await bid(r.id)).id);
    for (const token of [user, advisor]) {
      const res = await api(`/api/contracts/${c.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect((await res.json<Contract>()).id).toBe(c.id);
      expect((await (await api("/api/contracts", { token })).json<Contract[]>()).map((x) => x.id)).toContain(c.id);
    }
    for (const token of [advisor2, other, admin]) {
      expect((await api(`/api/contracts/${c.id}`, { token })).status).toBe(404);
      expect((await (await api("/api/contracts", { token })).json<Contract[]>()).map((x) => x.id)).not.toContain(c.id);
      for (const action of ["submit", "approve", "dispute"]) expect((await post(`/api/contracts/${c.id}/milestones/${c.milestones[0].id}/${action}`, token)).status).toBe(404);
      expect((await post(`/api/contracts/${c.id}/cancel`, token)).status).toBe(404);
    }
  });

  it("milestone transitions: submit (advisor), approve (client) completes the contract; every illegal one is 409 with the state", async () => {
    const r = await postRequest();
    const c = await accept((await bid(r.id)).id);
    const [m1, m2] = c.milestones;
    const act = (m: Milestone, action: string, token: string) => post(`/api/contracts/${c.id}/milestones/${m.id}/${action}`, token);
    const expectConflict = async (res: Response, state: string) => {
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toContain(state);
    };
    await expectConflict(await act(m1, "submit", advisor), "unfunded");
    await expectConflict(await act(m1, "approve", user), "unfunded");
    await expectConflict(await act(m1, "dispute", user), "unfunded");
    // the other party acting out of role: 403 WRONG_PARTY, whatever the state (issue 26 item 12; strangers: 404 above)
    for (const [action, token] of [["submit", user], ["approve", advisor]] as const) {
      const res = await act(m1, action, token);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("WRONG_PARTY");
    }
    await markFunded(c.id, m1.id);
    await expectConflict(await act(m1, "approve", user), "funded");
    const submitted = await act(m1, "submit", advisor);
    expect(submitted.status).toBe(200);
    expect((await submitted.json<Contract>()).milestones[0].status).toBe("submitted");
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Work submitted for review%' AND link = ?", demoId("user"), `/proposals?contract=${c.id}`)).toBe(1);
    await expectConflict(await act(m1, "submit", advisor), "submitted");
    // cancel is refused once work was submitted
    await expectConflict(await post(`/api/contracts/${c.id}/cancel`, user), "submitted");
    const approved = await act(m1, "approve", user);
    expect(approved.status).toBe(200);
    const after = await approved.json<Contract>();
    expect(after.milestones[0].status).toBe("released");
    expect(after.status).toBe("active");
    await expectConflict(await act(m1, "approve", user), "released");
    await expectConflict(await act(m1, "dispute", user), "released");
    await markFunded(c.id, m2.id);
    expect((await act(m2, "submit", advisor)).status).toBe(200);
    const done = await (await act(m2, "approve", user)).json<Contract>();
    expect(done.status).toBe("completed");
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'released'", c.id)).toBe(2);
    await expectConflict(await post(`/api/contracts/${c.id}/cancel`, user), "completed");
  });

  it("concurrent approvals of one milestone: one 200, one 409, one event", async () => {
    const r = await postRequest();
    const c = await accept((await bid(r.id)).id);
    const m = c.milestones[0];
    await markFunded(c.id, m.id);
    await post(`/api/contracts/${c.id}/milestones/${m.id}/submit`, advisor);
    const results = await Promise.all([1, 2].map(() => post(`/api/contracts/${c.id}/milestones/${m.id}/approve`, user)));
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE milestone_id = ? AND kind = 'released'", m.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Milestone approved%' AND link = ?", demoId("advisor"), `/advisor/contracts?contract=${c.id}`)).toBe(1);
  });

  it("dispute → admin resolve with a split that must add up; only admins resolve", async () => {
    const r = await postRequest();
    const c = await accept((await bid(r.id)).id);
    const m = c.milestones[0];
    await markFunded(c.id, m.id);
    await post(`/api/contracts/${c.id}/milestones/${m.id}/submit`, advisor);
    const resolve = (token: string, body: object) => post(`/api/admin/contracts/${c.id}/milestones/${m.id}/resolve`, token, { reasoning: "One third was delivered.", ...body });
    expect((await resolve(admin, { toAdvisor: 100_000, toClient: 200_000 })).status).toBe(409); // not disputed yet
    const disputed = await post(`/api/contracts/${c.id}/milestones/${m.id}/dispute`, user, { reason: "Only a third was delivered." });
    expect((await disputed.json<Contract>()).milestones[0].status).toBe("disputed");
    expect((await post(`/api/contracts/${c.id}/milestones/${m.id}/dispute/response`, advisor, { statement: "The rest is on its way." })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'A milestone was disputed%'", demoId("advisor"))).toBeGreaterThan(0);
    expect((await api("/api/admin/contracts", { token: admin }).then((x) => x.json<Contract[]>())).map((x) => x.id)).toContain(c.id);
    expect((await resolve(user, { toAdvisor: 100_000, toClient: 200_000 })).status).toBe(403);
    expect((await resolve(advisor, { toAdvisor: 100_000, toClient: 200_000 })).status).toBe(403);
    expect((await resolve(admin, { toAdvisor: 100_000, toClient: 100_000 })).status).toBe(400);
    expect((await resolve(admin, { toAdvisor: -1, toClient: 300_001 })).status).toBe(400);
    const ok = await resolve(admin, { toAdvisor: 100_000, toClient: 200_000 });
    expect(ok.status).toBe(200);
    expect((await ok.json<Contract>()).milestones[0]).toMatchObject({ status: "resolved", toAdvisor: 100_000, toClient: 200_000 });
    expect((await resolve(admin, { toAdvisor: 100_000, toClient: 200_000 })).status).toBe(409);
  });

  it("cancel before any submitted work: either party; funded milestones are refunded; then nothing moves", async () => {
    const r = await postRequest();
    const c = await accept((await bid(r.id)).id);
    await markFunded(c.id, c.milestones[0].id);
    const res = await post(`/api/contracts/${c.id}/cancel`, advisor);
    expect(res.status).toBe(200);
    const cancelled = await res.json<Contract>();
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.milestones.map((m) => m.status)).toEqual(["refunded", "unfunded"]);
    expect(cancelled.escrowBalance).toBe(0);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'A contract was cancelled%'", demoId("user"))).toBeGreaterThan(0);
    const again = await post(`/api/contracts/${c.id}/cancel`, user);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toContain("cancelled");
    const submit = await post(`/api/contracts/${c.id}/milestones/${c.milestones[1].id}/submit`, advisor);
    expect(submit.status).toBe(409);
    expect((await errorOf(submit)).message).toContain("cancelled");
  });
});

describe("the batch guard", () => {
  it("rolls the whole batch back when the guarded UPDATE matched no row, and commits when it matched one", async () => {
    const { createDb } = await import("#db/client");
    const { contracts: contractsTable } = await import("#db/schema");
    const { guardedEvent, isConstraintFailure, notifyStatement } = await import("#worker/domain/marketplace/effects.server");
    const { eq, and } = await import("drizzle-orm");
    const db = createDb(env.DB);
    const r = await postRequest();
    const c = await accept((await bid(r.id)).id);
    const before = await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ?", demoId("admin"));
    const lose = db.batch([
      notifyStatement(db, demoId("admin"), { title: { en: "x", tr: "x" }, subject: { en: "guard", tr: null }, link: "/proposals" }),
      db.update(contractsTable).set({ status: "cancelled" }).where(and(eq(contractsTable.id, c.id), eq(contractsTable.status, "completed"))),
      guardedEvent(db, { contractId: c.id, actorId: null, kind: "cancelled" }),
    ]);
    const error = await lose.then(() => null, (e: unknown) => e);
    expect(isConstraintFailure(error)).toBe(true);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ?", demoId("admin"))).toBe(before);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'cancelled'", c.id)).toBe(0);
    await db.batch([
      db.update(contractsTable).set({ status: "cancelled" }).where(and(eq(contractsTable.id, c.id), eq(contractsTable.status, "active"))),
      guardedEvent(db, { contractId: c.id, actorId: null, kind: "cancelled" }),
    ]);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'cancelled'", c.id)).toBe(1);
  });
});

describe("Turkish twins of seeded marketplace text (decision 107)", () => {
  const OPEN = "mkt_req_demo_open";
  const ACTIVE = "mkt_ctr_demo_active";

  it("?lng=tr answers the seeded request's Turkish title and description, English by default, never both joined", async () => {
    const tr = await (await api(`${M}/requests/${OPEN}?lng=tr`, { token: user })).json<Req>();
    expect(tr.title).toBe("AB iştiraklerimiz için Kıbrıs holding kurulumu");
    expect(tr.description).toMatch(/^Hollanda ve Almanya'daki iştiraklerimiz/);
    const en = await (await api(`${M}/requests/${OPEN}`, { token: user })).json<Req>();
    expect(en.title).toBe("Set up a Cyprus holding for our EU subsidiaries");
    expect(en.description).not.toContain("iştirak");
    const list = await (await api(`${M}/requests?lng=tr`)).json<Req[]>();
    expect(list.find((r) => r.id === OPEN)?.title).toBe(tr.title);
    // same wire fields in both languages
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });

  it("bids answer the Turkish message and milestone titles for ?lng=tr (owner and bidder), English by default", async () => {
    const tr = await (await api(`${M}/requests/${OPEN}/bids?lng=tr`, { token: user })).json<(Bid & { message: string })[]>();
    const mine = tr.find((b) => b.id === "mkt_bid_demo_open_advisor")!;
    expect(mine.message).toBe("Kuruluş, kayıtlı ofis ve banka tanıştırması tek pakette.");
    expect(mine.milestones).toEqual([
      { title: "Kuruluş ve kayıtlı ofis", amount: 400_000 },
      { title: "Banka hesabı ve vergi kaydı", amount: 250_000 },
    ]);
    const en = await (await api(`${M}/requests/${OPEN}/bids`, { token: user })).json<(Bid & { message: string })[]>();
    expect(en.find((b) => b.id === mine.id)!.milestones.map((m) => m.title)).toEqual(["Incorporation and registered office", "Bank account and tax registration"]);
    const own = await (await api(`${M}/bids?lng=tr`, { token: advisor })).json<{ requestId: string; requestTitle: string }[]>();
    expect(own.find((b) => b.requestId === OPEN)?.requestTitle).toBe("AB iştiraklerimiz için Kıbrıs holding kurulumu");
  });

  it("contracts answer the request title and milestone titles in Turkish for ?lng=tr, in lists too", async () => {
    const tr = await (await api(`/api/contracts/${ACTIVE}?lng=tr`, { token: user })).json<Contract & { requestTitle: string }>();
    expect(tr.requestTitle).toBe("Türk grubumuzu Malta holding altına taşıma");
    expect(tr.milestones.map((m) => m.title)).toEqual(["Yapı raporu", "Malta holding kuruluşu", "Hisse devri ve bildirimler"]);
    const en = await (await api(`/api/contracts/${ACTIVE}`, { token: advisor })).json<Contract & { requestTitle: string }>();
    expect(en.requestTitle).toBe("Move our Turkish group under a Malta holding");
    expect(en.milestones[0].title).toBe("Structure memo");
    const list = await (await api("/api/contracts?lng=tr", { token: user })).json<(Contract & { requestTitle: string })[]>();
    expect(list.find((c) => c.id === ACTIVE)?.milestones[1].title).toBe("Malta holding kuruluşu");
  });

  it("the escrow checkout and the contract page speak the reader's language", async () => {
    const tr = await (await page(`/checkout?purpose=escrow&milestoneId=mkt_ms_demo_active_3&lng=tr`, { token: user })).text();
    expect(tr).toContain("Hisse devri ve bildirimler");
    expect(tr).toContain("Türk grubumuzu Malta holding altına taşıma");
    expect(tr).not.toContain("Share transfer and filings");
    const en = await (await page(`/checkout?purpose=escrow&milestoneId=mkt_ms_demo_active_3`, { token: user })).text();
    expect(en).toContain("Share transfer and filings");
    expect(en).not.toContain("Hisse devri");
    const item = await (await page(`/marketplace/${OPEN}?lng=tr`, { token: user })).text();
    expect(item).toMatch(/<title>AB iştiraklerimiz için Kıbrıs holding kurulumu/);
    expect(item).not.toContain("Set up a Cyprus holding for our EU subsidiaries");
  });

  it("what people post has no twin: a new request, its bid and the contract's milestones are stored with null *_tr and read as typed in tr", async () => {
    const r = await postRequest();
    expect(await one(`SELECT title_tr, description_tr FROM marketplace_requests WHERE id = ?`, r.id)).toEqual({ title_tr: null, description_tr: null });
    expect((await (await api(`${M}/requests/${r.id}?lng=tr`, { token: user })).json<Req>()).title).toBe("Set up a Cyprus holding company");
    const b = await bid(r.id);
    expect(await one(`SELECT message_tr, milestone_titles_tr FROM marketplace_bids WHERE id = ?`, b.id)).toEqual({ message_tr: null, milestone_titles_tr: null });
    const c = await accept(b.id);
    const rows = await env.DB.prepare("SELECT title, title_tr FROM contract_milestones WHERE contract_id = ? ORDER BY position").bind(c.id).all();
    expect(rows.results).toEqual([
      { title: "Incorporation", title_tr: null },
      { title: "Bank account", title_tr: null },
    ]);
  });

  it("a bid's Turkish milestone titles go with it into the contract; notices carry the title in both languages", async () => {
    const r = await postRequest();
    await env.DB.prepare("UPDATE marketplace_requests SET title_tr = 'Kıbrıs holding şirketi kurulumu' WHERE id = ?").bind(r.id).run();
    const b = await bid(r.id);
    await env.DB.prepare(`UPDATE marketplace_bids SET milestone_titles_tr = '["Kuruluş","Banka hesabı"]' WHERE id = ?`).bind(b.id).run();
    // a write's answer is in the caller's language too
    const res = await api(`${M}/bids/${b.id}/accept?lng=tr`, { token: user, method: "POST" });
    expect(res.status).toBe(200);
    const c = (await res.json<{ contract: Contract & { requestTitle: string } }>()).contract;
    expect(c.requestTitle).toBe("Kıbrıs holding şirketi kurulumu");
    expect(c.milestones.map((m) => m.title)).toEqual(["Kuruluş", "Banka hesabı"]);
    const rows = await env.DB.prepare("SELECT title_tr FROM contract_milestones WHERE contract_id = ? ORDER BY position").bind(c.id).all();
    expect(rows.results.map((m) => m.title_tr)).toEqual(["Kuruluş", "Banka hesabı"]);
    const notice = await one<{ title: string; title_tr: string; description: string; description_tr: string }>(
      "SELECT title, title_tr, description, description_tr FROM inbox_items WHERE user_id = ? AND link = ? ORDER BY created_at DESC LIMIT 1",
      demoId("advisor"),
      `/advisor/contracts?contract=${c.id}`,
    );
    expect(notice).toEqual({
      title: "Your bid was accepted",
      title_tr: "Teklifiniz kabul edildi",
      description: "<strong>Set up a Cyprus holding company</strong>",
      description_tr: "<strong>Kıbrıs holding şirketi kurulumu</strong>",
    });
  });

  it("an edit of the title drops its twin; the twin sent back unchanged keeps it", async () => {
    const r = await postRequest();
    await env.DB.prepare("UPDATE marketplace_requests SET title_tr = 'Kıbrıs holding şirketi kurulumu' WHERE id = ?").bind(r.id).run();
    const same = await api(`${M}/requests/${r.id}?lng=tr`, { token: user, method: "PATCH", body: { title: "Kıbrıs holding şirketi kurulumu", budgetMax: 850_000 } });
    expect(same.status).toBe(200);
    expect(await one(`SELECT title, title_tr FROM marketplace_requests WHERE id = ?`, r.id)).toEqual({ title: "Set up a Cyprus holding company", title_tr: "Kıbrıs holding şirketi kurulumu" });
    await api(`${M}/requests/${r.id}`, { token: user, method: "PATCH", body: { title: "Cyprus holding with substance" } });
    expect(await one(`SELECT title, title_tr FROM marketplace_requests WHERE id = ?`, r.id)).toEqual({ title: "Cyprus holding with substance", title_tr: null });
  });
});
