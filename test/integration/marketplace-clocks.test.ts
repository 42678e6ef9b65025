import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { runMarketplaceClocks } from "#worker/domain/marketplace/clocks.server";
import { contractBetween } from "#test/contracts";
import { api, demoId, env, errorOf, page, signInAs, signUpFresh } from "#test/helpers";

/**
 * Issue 31 clocks (decision 146). The clock is injected: tests move their own rows back in time
 * (submitted_at, expires_at) and run the clocks at a `now` of their choosing. They never move
 * `now` far ahead: the storage is shared with other test files, whose rows must not expire.
 */

const DAY = 24 * 60 * 60 * 1000;
const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const post = (path: string, token: string, body?: unknown) => api(path, { token, method: "POST", body });
const db = () => createDb(env.DB);
const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;
const one = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<T>())!;

let advisor: string;
beforeAll(async () => {
  advisor = (await signInAs("advisor")).token;
});

/** A fresh client's contract with one milestone, funded and submitted; its submission moved `daysAgo` back. */
async function submitted(daysAgo: number, amount = 200_000) {
  const { token: client } = await signUpFresh("Silent Client");
  const c = await contractBetween(client, advisor, [{ title: "The work", amount }]);
  const m = c.milestones[0].id;
  const fund = await api(`/api/contracts/${c.id}/milestones/${m}/fund`, { token: client, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": `fund-${crypto.randomUUID()}` } });
  expect(fund.status, await fund.clone().text()).toBe(201);
  expect((await post(`/api/contracts/${c.id}/milestones/${m}/submit`, advisor)).status).toBe(200);
  const row = await one<{ submitted_at: number; reminders_sent: number }>("SELECT submitted_at, reminders_sent FROM contract_milestones WHERE id = ?", m);
  expect(row.reminders_sent).toBe(0);
  expect(Math.abs(row.submitted_at - Date.now())).toBeLessThan(60_000);
  await env.DB.prepare("UPDATE contract_milestones SET submitted_at = submitted_at - ? WHERE id = ?").bind(daysAgo * DAY, m).run();
  const { client_id: clientUserId } = await one<{ client_id: string }>("SELECT client_id FROM contracts WHERE id = ?", c.id);
  return { client, clientId: clientUserId, contractId: c.id, milestoneId: m, amount };
}

const reminders = (clientId: string, contractId: string) =>
  count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND link = ? AND title LIKE 'Review the submitted work%'", clientId, `/proposals?contract=${contractId}`);
const milestoneStatus = async (id: string) => (await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", id)).status;
const releases = (milestoneId: string) => count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'escrow_release' AND ref_type = 'milestone' AND ref_id = ?", milestoneId);

describe("submitted work: 14 days to approve or dispute", () => {
  it("sends nothing before day 7, one reminder on day 7, one more on day 12, each once", async () => {
    const s = await submitted(6);
    await runMarketplaceClocks(db(), new Date());
    expect(await reminders(s.clientId, s.contractId)).toBe(0);

    // day 7 (the clock is injected: one more day from now)
    await runMarketplaceClocks(db(), new Date(Date.now() + DAY));
    expect(await reminders(s.clientId, s.contractId)).toBe(1);
    const notice = await one<{ title: string; title_tr: string }>("SELECT title, title_tr FROM inbox_items WHERE user_id = ? AND link = ? AND title LIKE 'Review the submitted work%'", s.clientId, `/proposals?contract=${s.contractId}`);
    const releaseDay = new Date((await one<{ submitted_at: number }>("SELECT submitted_at FROM contract_milestones WHERE id = ?", s.milestoneId)).submitted_at + 14 * DAY).toISOString().slice(0, 10);
    expect(notice.title).toContain(releaseDay);
    expect(notice.title_tr).toContain("otomatik olarak onaylanacak");
    // the same day again, and two runs at once: still one
    await Promise.all([runMarketplaceClocks(db(), new Date(Date.now() + DAY)), runMarketplaceClocks(db(), new Date(Date.now() + DAY))]);
    expect(await reminders(s.clientId, s.contractId)).toBe(1);

    await runMarketplaceClocks(db(), new Date(Date.now() + 6 * DAY)); // day 12
    expect(await reminders(s.clientId, s.contractId)).toBe(2);
    await runMarketplaceClocks(db(), new Date(Date.now() + 6 * DAY));
    expect(await reminders(s.clientId, s.contractId)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE milestone_id = ? AND kind = 'reminded'", s.milestoneId)).toBe(2);
    expect(await milestoneStatus(s.milestoneId)).toBe("submitted");
  });

  it("releases the escrow on day 14 with the same ledger postings as an approval, once", async () => {
    const s = await submitted(14, 300_001);
    await Promise.all([runMarketplaceClocks(db(), new Date()), runMarketplaceClocks(db(), new Date())]);
    expect(await milestoneStatus(s.milestoneId)).toBe("released");
    expect(await releases(s.milestoneId)).toBe(1);
    // escrow → advisor payable (75 %) + platform revenue (25 %, rounded half up), as decision 091
    const postings = await env.DB.prepare(
      "SELECT p.account, p.amount FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.kind = 'escrow_release' AND t.ref_id = ? ORDER BY p.amount",
    )
      .bind(s.milestoneId)
      .all<{ account: string; amount: number }>();
    expect(postings.results).toEqual([
      { account: `escrow:${s.contractId}`, amount: -300_001 },
      { account: "platform:revenue", amount: 75_000 },
      { account: `advisor_payable:${demoId("advisor")}`, amount: 225_001 },
    ]);
    const contract = await (await api(`/api/contracts/${s.contractId}`, { token: s.client })).json<{ status: string; escrowBalance: number; history: { kind: string; actorId: string | null }[] }>();
    expect(contract.status).toBe("completed");
    expect(contract.escrowBalance).toBe(0);
    expect(contract.history.filter((h) => h.kind === "released")).toEqual([expect.objectContaining({ actorId: null })]);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Submitted work was approved automatically%' AND link = ?", s.clientId, `/proposals?contract=${s.contractId}`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Payment released automatically%' AND link = ?", demoId("advisor"), `/advisor/contracts?contract=${s.contractId}`)).toBe(1);
    // the client can no longer dispute or approve it: 409 naming the state (the contract completed with it)
    for (const action of ["approve", "dispute"]) {
      const res = await post(`/api/contracts/${s.contractId}/milestones/${s.milestoneId}/${action}`, s.client);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toContain("completed");
    }
  });

  it("day 13 releases nothing; a disputed milestone is never released by the clock", async () => {
    const early = await submitted(13);
    const disputed = await submitted(20);
    // the dispute was opened in time (its row is moved back after the fact)
    expect((await post(`/api/contracts/${disputed.contractId}/milestones/${disputed.milestoneId}/dispute`, disputed.client, { reason: "Not what we agreed." })).status).toBe(200);
    await runMarketplaceClocks(db(), new Date());
    expect(await milestoneStatus(early.milestoneId)).toBe("submitted");
    expect(await milestoneStatus(disputed.milestoneId)).toBe("disputed");
    expect(await releases(disputed.milestoneId)).toBe(0);
  });

  it("an approval and the auto-release at the same moment: one release, one set of postings", async () => {
    const s = await submitted(14);
    const [approve] = await Promise.all([post(`/api/contracts/${s.contractId}/milestones/${s.milestoneId}/approve`, s.client), runMarketplaceClocks(db(), new Date())]);
    expect([200, 409]).toContain(approve.status);
    expect(await milestoneStatus(s.milestoneId)).toBe("released");
    expect(await releases(s.milestoneId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE milestone_id = ? AND kind = 'released'", s.milestoneId)).toBe(1);
    expect(await count("SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_postings WHERE account = ?", `escrow:${s.contractId}`)).toBe(0);
  });

});

const REQUEST = { title: "Malta holding", description: "A Malta holding for our group companies.", jurisdiction: "MLT", kind: "implementation", budgetMin: 100_000, budgetMax: 900_000 };
const BID = { amount: 100_000, timelineDays: 10, message: "Happy to help.", milestones: [{ title: "All of it", amount: 100_000 }] };

describe("requests close after 30 days without an accepted bid", () => {
  it("a new request expires 30 days after posting; the owner extends it by 30 days; others cannot", async () => {
    const { token: owner } = await signUpFresh("Request Owner");
    const created = await (await post("/api/marketplace/requests", owner, REQUEST)).json<{ id: string; expiresAt: string; createdAt: string }>();
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(30 * DAY);
    const extended = await post(`/api/marketplace/requests/${created.id}/extend`, owner);
    expect(extended.status).toBe(200);
    expect(Date.parse((await extended.json<{ expiresAt: string }>()).expiresAt) - Date.parse(created.createdAt)).toBe(60 * DAY);
    const byAdvisor = await post(`/api/marketplace/requests/${created.id}/extend`, advisor);
    expect(byAdvisor.status).toBe(403);
    expect((await post(`/api/marketplace/requests/${created.id}/close`, owner)).status).toBe(200);
    const late = await post(`/api/marketplace/requests/${created.id}/extend`, owner);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toContain("closed");
  });

  it("an expired request takes no bids, closes on the next run with its pending bids declined, and tells everyone once", async () => {
    const { token: owner } = await signUpFresh("Patient Owner");
    const r = await (await post("/api/marketplace/requests", owner, REQUEST)).json<{ id: string }>();
    const ownerId = (await one<{ owner_id: string }>("SELECT owner_id FROM marketplace_requests WHERE id = ?", r.id)).owner_id;
    const bid = await (await post(`/api/marketplace/requests/${r.id}/bids`, advisor, BID)).json<{ id: string }>();
    await env.DB.prepare("UPDATE marketplace_requests SET expires_at = ? WHERE id = ?").bind(Date.now() - 1000, r.id).run();

    // past its expiry but not yet closed: no new bids
    const { token: advisor2 } = await signInAs("admin");
    const tooLate = await post(`/api/marketplace/requests/${r.id}/bids`, advisor2, BID);
    expect(tooLate.status).toBe(409);

    await Promise.all([runMarketplaceClocks(db(), new Date()), runMarketplaceClocks(db(), new Date())]);
    expect(await one("SELECT status, expires_at FROM marketplace_requests WHERE id = ?", r.id)).toEqual({ status: "closed", expires_at: null });
    expect((await one<{ status: string }>("SELECT status FROM marketplace_bids WHERE id = ?", bid.id)).status).toBe("declined");
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND link = ? AND title LIKE 'Your request closed after 30 days%'", ownerId, `/marketplace/${r.id}`)).toBe(1);
    await runMarketplaceClocks(db(), new Date());
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND link = ? AND title LIKE 'Your request closed after 30 days%'", ownerId, `/marketplace/${r.id}`)).toBe(1);
    const closedBid = await post(`/api/marketplace/requests/${r.id}/bids`, advisor2, BID);
    expect(closedBid.status).toBe(409);
    expect((await errorOf(closedBid)).message).toContain("closed");
  });

  it("an extended or awarded request is left alone", async () => {
    const { token: owner } = await signUpFresh("Busy Owner");
    const extended = await (await post("/api/marketplace/requests", owner, REQUEST)).json<{ id: string }>();
    await env.DB.prepare("UPDATE marketplace_requests SET expires_at = ? WHERE id = ?").bind(Date.now() - 1000, extended.id).run();
    expect((await post(`/api/marketplace/requests/${extended.id}/extend`, owner)).status).toBe(200);
    const c = await contractBetween(owner, advisor);
    await runMarketplaceClocks(db(), new Date());
    expect((await one<{ status: string }>("SELECT status FROM marketplace_requests WHERE id = ?", extended.id)).status).toBe("open");
    expect((await one<{ status: string }>("SELECT r.status FROM marketplace_requests r JOIN contracts c ON c.request_id = r.id WHERE c.id = ?", c.id)).status).toBe("awarded");
  });
});

describe("the owner edits and extends a request on its page", () => {
  it("edits through the form while no bid is accepted; afterwards the page says why instead of the form, and a late save is a 409 on it", async () => {
    const { token: owner } = await signUpFresh("Editing Owner");
    const r = await (await post("/api/marketplace/requests", owner, REQUEST)).json<{ id: string }>();
    const form = await page(`/marketplace/${r.id}/edit`, { token: owner });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('value="Malta holding"');
    expect((await page(`/marketplace/${r.id}/edit`, { token: advisor })).status).toBe(404);
    const fields = { title: "Malta holding, edited", description: "A Malta holding for our three group companies.", jurisdiction: "MLT", structure: "", reportId: "", kind: "implementation", budgetMin: "1,500", budgetMax: "9000", deadline: "" };
    const saved = await page(`/marketplace/${r.id}/edit`, { token: owner, form: fields });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/marketplace/${r.id}`);
    expect(await one("SELECT title, budget_min FROM marketplace_requests WHERE id = ?", r.id)).toEqual({ title: "Malta holding, edited", budget_min: 150_000 });
    const invalid = await page(`/marketplace/${r.id}/edit`, { token: owner, form: { ...fields, budgetMin: "90000" } });
    expect(invalid.status).toBe(200);
    expect(await invalid.text()).toContain("Please correct the highlighted fields.");

    const bid = await (await post(`/api/marketplace/requests/${r.id}/bids`, advisor, BID)).json<{ id: string }>();
    expect((await post(`/api/marketplace/bids/${bid.id}/accept`, owner)).status).toBe(200);
    const awarded = await page(`/marketplace/${r.id}/edit`, { token: owner });
    expect(awarded.status).toBe(200);
    const awardedHtml = await awarded.text();
    expect(awardedHtml).toContain("That is not possible any more: it is now Awarded.");
    expect(awardedHtml).not.toContain('name="title"');
    const late = await page(`/marketplace/${r.id}/edit`, { token: owner, form: fields });
    expect(late.status).toBe(200);
    expect(await late.text()).toContain("That is not possible any more: it is now Awarded.");
  });

  it("shows when an open request closes and extends it from the page (tr too)", async () => {
    const { token: owner } = await signUpFresh("Extending Owner");
    const r = await (await post("/api/marketplace/requests", owner, REQUEST)).json<{ id: string; expiresAt: string }>();
    const before = await (await page(`/marketplace/${r.id}`, { token: owner })).text();
    expect(before).toContain('data-testid="request-expiry"');
    expect(before).toContain("Keep open 30 more days");
    expect((await page(`/marketplace/${r.id}`, { token: owner, form: { intent: "extend" } })).status).toBe(302);
    const expires = (await one<{ expires_at: number }>("SELECT expires_at FROM marketplace_requests WHERE id = ?", r.id)).expires_at;
    expect(expires - Date.parse(r.expiresAt)).toBe(30 * DAY);
    const tr = await (await page(`/marketplace/${r.id}?lng=tr`, { token: owner })).text();
    expect(tr).toContain("30 gün daha açık tut");
  });
});
