import { beforeAll, describe, expect, it } from "vitest";
import { addBusinessDays } from "#worker/domain/marketplace/business-days";
import { contractBetween, fundWithCard } from "#test/contracts";
import { api, apiForm, demoId, env, errorOf, signInAs, signUpFresh } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";

/** Disputes with evidence (issue 31, decision 241): reason, answer within 5 business days, an admin's decision. */

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
let advisor: string, admin: string, stranger: string;
beforeAll(async () => {
  advisor = (await signInAs("advisor")).token;
  admin = (await signInAs("admin")).token;
  stranger = (await signUpFresh("Dispute Stranger")).token;
});

type Evidence = { kind: string; text?: string; attachment?: { id: string; name: string; url: string } | null };
type Dispute = {
  milestoneId: string;
  phase: string;
  reason: string;
  evidence: Evidence[];
  openedAt: string;
  respondBy: string;
  response: { statement: string; evidence: Evidence[] } | null;
  decision: { decision: string; toAdvisor: number; toClient: number; reasoning: string } | null;
};
type Contract = { id: string; status: string; milestones: { id: string; status: string; toAdvisor: number | null; toClient: number | null }[]; disputes: Dispute[] };

const post = (path: string, token: string, body?: unknown) => api(path, { token, method: "POST", body });
const one = (sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args).first<{ n: number }>().then((r) => r!.n);
const balance = (account: string) => one("SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_postings WHERE account = ?", account);

async function uploadAs(token: string, contractId: string, name: string) {
  const form = new FormData();
  form.set("file", new Blob([PDF]), name);
  const res = await apiForm(`/api/contracts/${contractId}/attachments`, form, { token });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

/** A contract whose one milestone (450,000 cents) is funded and submitted. */
async function submitted() {
  const client = (await signUpFresh("Disputing Client")).token;
  const c = await contractBetween(client, advisor, [{ title: "Annual filings", amount: 450_000 }]);
  const m = c.milestones[0].id;
  await fundWithCard(client, c.id, m);
  expect((await post(`/api/contracts/${c.id}/milestones/${m}/submit`, advisor)).status).toBe(200);
  const base = `/api/contracts/${c.id}/milestones/${m}/dispute`;
  const decide = (token: string, body: unknown) => post(`/api/admin/contracts/${c.id}/milestones/${m}/resolve`, token, body);
  return { client, c, m, base, decide };
}

describe("opening and answering a dispute", () => {
  it("needs a reason; cites text and files; the advisor answers within 5 business days; both and admins see the timeline", async () => {
    const { client, c, m, base, decide } = await submitted();
    // who may open it: a stranger 404, the advisor 403 WRONG_PARTY; a missing reason 400 (nothing moved)
    expect((await post(base, stranger, { reason: "x" })).status).toBe(404);
    const byAdvisor = await post(base, advisor, { reason: "x" });
    expect(byAdvisor.status).toBe(403);
    expect(await errorOf(byAdvisor)).toMatchObject({ code: "WRONG_PARTY", party: "client" });
    const noReason = await post(base, client, { evidence: ["text only"] });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fieldErrors?.reason).toBeDefined();
    // someone else's file cannot be cited
    const advisorFile = await uploadAs(advisor, c.id, "advisor-draft.pdf");
    expect((await post(base, client, { reason: "Incomplete", evidence: [{ attachmentId: advisorFile }] })).status).toBe(400);
    expect(await one("SELECT count(*) AS n FROM contract_milestones WHERE id = ? AND status = 'submitted'", m)).toBe(1);

    const file = await uploadAs(client, c.id, "missing-return.pdf");
    const opened = await post(base, client, { reason: "The annual return is missing.", evidence: ["Only the accounts were filed.", { attachmentId: file }] });
    expect(opened.status, await opened.clone().text()).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    const after = await opened.json<Contract>();
    expect(after.milestones[0].status).toBe("disputed");
    const d = after.disputes[0];
    expect(d).toMatchObject({ milestoneId: m, phase: "awaiting_response", reason: "The annual return is missing.", response: null, decision: null });
    expect(d.evidence[0]).toEqual({ kind: "text", text: "Only the accounts were filed." });
    expect(d.evidence[1]).toMatchObject({ kind: "file", attachment: { id: file, name: "missing-return.pdf" } });
    expect(d.respondBy).toBe(addBusinessDays(new Date(d.openedAt), 5).toISOString());
    // a second dispute of the same milestone: 409 naming the state
    const twice = await post(base, client, { reason: "Again" });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toContain("disputed");

    // the admin cannot decide while the advisor may still answer
    const early = await decide(admin, { decision: "release", reasoning: "Too early" });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: "CONFLICT", status: "awaiting_response" });
    // only the advisor answers; a statement is required
    expect((await post(`${base}/response`, stranger, { statement: "x" })).status).toBe(404);
    const byClient = await post(`${base}/response`, client, { statement: "x" });
    expect(byClient.status).toBe(403);
    expect(await errorOf(byClient)).toMatchObject({ code: "WRONG_PARTY", party: "advisor" });
    expect((await post(`${base}/response`, advisor, { evidence: ["no statement"] })).status).toBe(400);
    const answered = await post(`${base}/response`, advisor, { statement: "The return was filed on time.", evidence: [{ text: "Receipt no. 4711" }, { attachmentId: advisorFile }] });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const timeline = (await answered.json<Contract>()).disputes[0];
    expect(timeline.phase).toBe("responded");
    expect(timeline.response).toMatchObject({ statement: "The return was filed on time.", evidence: [{ kind: "text", text: "Receipt no. 4711" }, { kind: "file", attachment: { id: advisorFile } }] });
    const again = await post(`${base}/response`, advisor, { statement: "Once more" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ status: "responded" });
    // the client was told in the app and by mail
    expect(await one("SELECT count(*) AS n FROM inbox_items i JOIN contracts c ON c.client_id = i.user_id WHERE c.id = ? AND i.title LIKE 'Your dispute was answered%'", c.id)).toBe(1);
    expect(await one("SELECT count(*) AS n FROM mail_outbox o JOIN contracts c ON c.client_id = o.user_id WHERE c.id = ? AND o.kind = 'dispute-response'", c.id)).toBe(1);

    // both parties and the admin see the same timeline; the admin may download the evidence, a stranger not
    for (const token of [client, advisor]) expect((await (await api(`/api/contracts/${c.id}`, { token })).json<Contract>()).disputes[0].phase).toBe("responded");
    const listed = (await (await api("/api/admin/contracts", { token: admin })).json<Contract[]>()).find((x) => x.id === c.id)!;
    expect(listed.disputes[0].response?.statement).toBe("The return was filed on time.");
    const url = listed.disputes[0].evidence[1].attachment!.url;
    expect((await api(url, { token: admin })).status).toBe(200);
    expect((await api(url, { token: stranger })).status).toBe(404);
  });

  it("after 5 business days without an answer the answer is refused (409 naming response_overdue) and the admin decides", async () => {
    const { client, c, m, base, decide } = await submitted();
    expect((await post(base, client, { reason: "Nothing was delivered." })).status).toBe(200);
    await env.DB.prepare("UPDATE contract_disputes SET respond_by = ? WHERE milestone_id = ?").bind(Date.now() - 1000, m).run();
    const late = await post(`${base}/response`, advisor, { statement: "Sorry, late." });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ status: "response_overdue" });
    // refund: everything back to the client, nothing to the advisor or the platform
    const revenue = await balance("platform:revenue");
    const res = await decide(admin, { decision: "refund", reasoning: "No answer and no delivery." });
    expect(res.status, await res.clone().text()).toBe(200);
    const decided = await res.json<Contract>();
    expect(decided.milestones[0]).toMatchObject({ status: "resolved", toAdvisor: 0, toClient: 450_000 });
    expect(decided.disputes[0]).toMatchObject({ phase: "decided", decision: { decision: "refund", toAdvisor: 0, toClient: 450_000, reasoning: "No answer and no delivery." } });
    expect(decided.status).toBe("completed");
    expect(await balance(`escrow:${c.id}`)).toBe(0);
    expect(await balance("platform:revenue")).toBe(revenue);
    await expectLedgerSound();
  });
});

describe("the admin's decision", () => {
  it("a split sums exactly to the escrow, commission on the advisor's part only, in one batch; both told; reasoning required", async () => {
    const { client, c, m, base, decide } = await submitted();
    expect((await post(base, client, { reason: "Half done." })).status).toBe(200);
    expect((await post(`${base}/response`, advisor, { statement: "Two thirds done." })).status).toBe(200);
    for (const token of [client, advisor, stranger]) expect((await decide(token, { decision: "release", reasoning: "x" })).status).toBe(403);
    for (const bad of [
      { decision: "split", toAdvisor: 300_000, toClient: 100_000, reasoning: "Does not add up" },
      { decision: "split", toAdvisor: 300_000, reasoning: "One part missing" },
      { decision: "split", toAdvisor: 300_000.5, toClient: 149_999.5, reasoning: "Fractions" },
      { decision: "split", toAdvisor: 300_000, toClient: 150_000, reasoning: " " },
      { decision: "halve", reasoning: "Unknown decision" },
    ]) {
      expect((await decide(admin, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const [advisorPayable, revenue] = [await balance(`advisor_payable:${demoId("advisor")}`), await balance("platform:revenue")];
    const ok = await decide(admin, { decision: "split", toAdvisor: 300_001, toClient: 149_999, reasoning: "Two thirds of the work was delivered." });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
    // 25 % of 300,001 = 75,000.25 → 75,000 commission; 225,001 to the advisor; 149,999 back to the client
    expect((await balance(`advisor_payable:${demoId("advisor")}`)) - advisorPayable).toBe(225_001);
    expect((await balance("platform:revenue")) - revenue).toBe(75_000);
    const refunded = "SELECT COALESCE(SUM(p.amount), 0) AS n FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.ref_id = ? AND t.kind = 'escrow_refund' AND p.account LIKE 'client_cash:%'";
    expect(await one(refunded, m)).toBe(149_999);
    expect(await balance(`escrow:${c.id}`)).toBe(0);
    expect(await one("SELECT count(*) AS n FROM inbox_items i JOIN contracts c ON i.user_id IN (c.client_id, c.advisor_id) WHERE c.id = ? AND i.title = 'A dispute was decided' AND i.link LIKE '%' || c.id", c.id)).toBe(2);
    expect(await one("SELECT count(*) AS n FROM mail_outbox o JOIN contracts c ON o.user_id IN (c.client_id, c.advisor_id) WHERE c.id = ? AND o.kind = 'dispute-decided' AND o.props LIKE '%' || c.id || '%'", c.id)).toBe(2);
    // decided: nothing further (409 naming the state: its only milestone settled, the contract completed)
    const after = await decide(admin, { decision: "release", reasoning: "Changed my mind" });
    expect(after.status).toBe(409);
    expect(await errorOf(after)).toMatchObject({ status: "completed" });
    await expectLedgerSound();
  });

  it("two simultaneous decisions: exactly one wins, the money moves once, the trial balance stays zero", async () => {
    const { client, c, m, base, decide } = await submitted();
    expect((await post(base, client, { reason: "Not finished." })).status).toBe(200);
    expect((await post(`${base}/response`, advisor, { statement: "Finished." })).status).toBe(200);
    const [a, b] = await Promise.all([
      decide(admin, { decision: "release", reasoning: "The work was finished." }),
      decide(admin, { decision: "refund", reasoning: "The work was not finished." }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await errorOf(loser)).toMatchObject({ code: "CONFLICT", status: "completed" });
    expect(await one("SELECT count(*) AS n FROM ledger_transactions WHERE ref_id = ? AND kind IN ('escrow_release', 'escrow_refund')", m)).toBe(1);
    expect(await one("SELECT count(*) AS n FROM contract_events WHERE milestone_id = ? AND kind = 'resolved'", m)).toBe(1);
    expect(await balance(`escrow:${c.id}`)).toBe(0);
    await expectLedgerSound();
  });
});
