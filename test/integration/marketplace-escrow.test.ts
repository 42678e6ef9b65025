import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { roleCacheKey } from "#worker/auth/roles.server";
import { accountMayGoNegative } from "#worker/domain/billing/ledger.server";
import { escrowBalanceOf } from "#worker/domain/marketplace/state";
import { disputeAndAnswer, signBoth } from "#test/contracts";
import { api, demoId, env, errorOf, expectAllRefuseAnonymous, signInAs, signUpFresh } from "#test/helpers";

/** Issue 11: escrow money on the billing rails (docs/api.md "Marketplace escrow", decisions 045, 065, 091). */

type Milestone = { id: string; title: string; amount: number; status: "unfunded" | "funded" | "submitted" | "released" | "disputed" | "resolved" | "refunded"; toAdvisor: number | null; toClient: number | null };
type Movement = { id: string; kind: string; milestoneId: string; entries: { account: string; amount: number; currency: string }[] };
type Contract = { id: string; requestId: string; clientId: string; advisorId: string; status: string; amount: number; currency: string; commissionRate: number; escrowBalance: number; milestones: Milestone[]; movements: Movement[] };
type Payment = { id: string; status: string; amount: number; currency: string; purpose: string; refId: string; method: string; reference?: string };

const M = "/api/marketplace";
const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const DECLINED = { ...VISA_OK, number: "4000 0000 0000 0002" };
const one = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<T>())!;
const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;
const balance = async (account: string) => (await one<{ s: number | null }>("SELECT SUM(amount) AS s FROM ledger_postings WHERE account = ? AND currency = 'USD'", account)).s ?? 0;
const newKey = () => `test-${crypto.randomUUID()}`;
const post = (path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => api(path, { token, method: "POST", body, headers });

let user: string, advisor: string, admin: string, advisor2: string, other: string;
const userId = demoId("user");
const advisorId = demoId("advisor");

beforeAll(async () => {
  [user, advisor, admin] = (await Promise.all([signInAs("user"), signInAs("advisor"), signInAs("admin")])).map((s) => s.token);
  const { email } = await signUpFresh("Escrow Second Advisor");
  await env.DB.prepare("UPDATE users SET role = 'advisor' WHERE email = ?").bind(email).run();
  const { id } = await one<{ id: string }>("SELECT id FROM users WHERE email = ?", email);
  await env.KV.delete(roleCacheKey(id));
  advisor2 = (await (await api("/api/auth/sign-in", { body: { email, password: "fresh-password-123" } })).json<{ accessToken: string }>()).accessToken;
  other = (await signUpFresh("Escrow Stranger")).token;
});

/**
 * The ledger invariant after every money step: every transaction and the trial balance sum to zero
 * per currency, no account that must stay positive is negative, nothing was written to the guard.
 */
async function expectLedgerSound() {
  expect((await env.DB.prepare("SELECT transaction_id, currency, SUM(amount) AS s FROM ledger_postings GROUP BY transaction_id, currency HAVING s <> 0").all()).results, "unbalanced transactions").toEqual([]);
  const totals = await env.DB.prepare("SELECT currency, SUM(amount) AS s FROM ledger_postings GROUP BY currency").all<{ currency: string; s: number }>();
  for (const row of totals.results) expect(row.s, `trial balance ${row.currency}`).toBe(0);
  const balances = await env.DB.prepare("SELECT account, SUM(amount) AS s FROM ledger_postings GROUP BY account, currency").all<{ account: string; s: number }>();
  for (const b of balances.results) if (!accountMayGoNegative(b.account)) expect(b.s, `balance of ${b.account}`).toBeGreaterThanOrEqual(0);
  expect(await count("SELECT count(*) AS n FROM ledger_overdraft_guard")).toBe(0);
}
afterEach(expectLedgerSound);

/**
 * escrowBalance on the wire = the ledger balance of escrow:<id> = funded − released − refunded
 * (from the ledger's movement kinds) = the amounts of milestones that hold money.
 */
async function expectEscrowConsistent(c: Contract) {
  const fresh = await (await api(`/api/contracts/${c.id}`, { token: user })).json<Contract>();
  const sumKind = async (kind: string) =>
    (
      await one<{ s: number | null }>(
        "SELECT SUM(ABS(p.amount)) AS s FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id WHERE t.kind = ? AND p.account = ? AND t.ref_type = 'milestone'",
        kind,
        `escrow:${c.id}`,
      )
    ).s ?? 0;
  const funded = await sumKind("escrow_fund");
  const released = await sumKind("escrow_release");
  const refunded = await sumKind("escrow_refund");
  expect(fresh.escrowBalance).toBe(await balance(`escrow:${c.id}`));
  expect(fresh.escrowBalance).toBe(funded - released - refunded);
  expect(fresh.escrowBalance).toBe(escrowBalanceOf(fresh.milestones));
  await expectLedgerSound();
  return fresh;
}

async function contractFor(opts: { kind?: "implementation" | "recurring"; milestones?: { title: string; amount: number }[]; client?: string; bidder?: string } = {}) {
  const milestones = opts.milestones ?? [
    { title: "Incorporation", amount: 300_000 },
    { title: "Bank account", amount: 200_000 },
  ];
  const amount = milestones.reduce((s, m) => s + m.amount, 0);
  const client = opts.client ?? user;
  const r = await api(`${M}/requests`, {
    token: client,
    body: { title: "Escrow test request", description: "Work paid milestone by milestone through escrow.", jurisdiction: "CYP", kind: opts.kind ?? "implementation", budgetMin: 1, budgetMax: 10_000_000 },
  });
  expect(r.status, await r.clone().text()).toBe(201);
  const requestId = (await r.json<{ id: string }>()).id;
  const b = await api(`${M}/requests/${requestId}/bids`, { token: opts.bidder ?? advisor, body: { amount, timelineDays: 20, message: "Happy to help.", milestones } });
  expect(b.status, await b.clone().text()).toBe(201);
  const a = await post(`${M}/bids/${(await b.json<{ id: string }>()).id}/accept`, client);
  expect(a.status).toBe(200);
  return signBoth<Contract>((await a.json<{ contract: Contract }>()).contract.id, client, opts.bidder ?? advisor);
}

const fundVia = (route: "contract" | "checkout", c: Contract, m: Milestone, token = user, body: Record<string, unknown> = { method: "card", card: VISA_OK }, key: string | null = newKey()) =>
  route === "contract"
    ? post(`/api/contracts/${c.id}/milestones/${m.id}/fund`, token, body, key ? { "Idempotency-Key": key } : {})
    : post("/api/billing/checkout", token, { purpose: "escrow", milestoneId: m.id, ...body }, key ? { "Idempotency-Key": key } : {});

async function fund(c: Contract, m: Milestone, route: "contract" | "checkout" = "contract") {
  const res = await fundVia(route, c, m);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ payment: Payment }>()).payment;
}
const act = (c: Contract, m: Milestone, action: string, token: string) => post(`/api/contracts/${c.id}/milestones/${m.id}/${action}`, token);
async function submitAndApprove(c: Contract, m: Milestone) {
  expect((await act(c, m, "submit", advisor)).status).toBe(200);
  const res = await act(c, m, "approve", user);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<Contract>();
}
const movementsOf = async (milestoneId: string) =>
  (
    await env.DB.prepare("SELECT t.kind, p.account, p.amount FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id WHERE t.ref_type = 'milestone' AND t.ref_id = ? ORDER BY t.created_at, t.kind, p.amount")
      .bind(milestoneId)
      .all<{ kind: string; account: string; amount: number }>()
  ).results;

describe("funding a milestone", () => {
  it("with the test card, through /fund: payment succeeded, milestone funded, client_cash → escrow in the same batch, advisor told", async () => {
    const c = await contractFor();
    const [m1] = c.milestones;
    const revenueBefore = await balance("platform:revenue");
    const res = await fundVia("contract", c, m1);
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { payment } = await res.json<{ payment: Payment }>();
    expect(payment).toMatchObject({ status: "succeeded", amount: 300_000, currency: "USD", purpose: "escrow", refId: m1.id, method: "card" });
    const after = await expectEscrowConsistent(c);
    expect(after.milestones.map((m) => m.status)).toEqual(["funded", "unfunded"]);
    expect(after.escrowBalance).toBe(300_000);
    expect(await one("SELECT status, payment_id FROM contract_milestones WHERE id = ?", m1.id)).toEqual({ status: "funded", payment_id: payment.id });
    expect(await movementsOf(m1.id)).toEqual([
      { kind: "escrow_fund", account: `client_cash:${userId}`, amount: -300_000 },
      { kind: "escrow_fund", account: `escrow:${c.id}`, amount: 300_000 },
    ]);
    // the payer's cash went in from the processor and straight on to escrow: nothing left behind, no revenue yet
    expect(await balance(`client_cash:${userId}`)).toBe(0);
    expect(await balance("platform:revenue")).toBe(revenueBefore);
    expect(after.movements.map((x) => x.kind)).toEqual(["escrow_fund"]);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE milestone_id = ? AND kind = 'funded' AND amount = 300000", m1.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'A milestone was funded%' AND link = ?", advisorId, `/advisor/contracts?contract=${c.id}`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM activities WHERE user_id = ? AND kind = 'marketplace.contract.funded' AND link = ?", userId, `/proposals?contract=${c.id}`)).toBe(1);
  });

  it("through /api/billing/checkout {purpose:'escrow'} too; the same key replays without moving money twice", async () => {
    const c = await contractFor();
    const key = newKey();
    const first = await fundVia("checkout", c, c.milestones[1], user, { method: "card", card: VISA_OK }, key);
    expect(first.status).toBe(201);
    const again = await fundVia("checkout", c, c.milestones[1], user, { method: "card", card: VISA_OK }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await count("SELECT count(*) AS n FROM payments WHERE purpose = 'escrow' AND ref_id = ?", c.milestones[1].id)).toBe(1);
    const after = await expectEscrowConsistent(c);
    expect(after.escrowBalance).toBe(200_000);
    // Idempotency-Key is required on both routes
    expect((await fundVia("contract", c, c.milestones[0], user, { method: "card", card: VISA_OK }, null)).status).toBe(400);
    expect((await fundVia("checkout", c, c.milestones[0], user, { method: "card", card: VISA_OK }, null)).status).toBe(400);
  });

  it("a declined card leaves the milestone unfunded with a 402 and no money moved; bad card data is a 400", async () => {
    const c = await contractFor();
    const res = await fundVia("contract", c, c.milestones[0], user, { method: "card", card: DECLINED });
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toMatchObject({ code: "CARD_DECLINED" });
    const after = await expectEscrowConsistent(c);
    expect(after.milestones[0].status).toBe("unfunded");
    expect(after.escrowBalance).toBe(0);
    expect(await movementsOf(c.milestones[0].id)).toEqual([]);
    const bad = await fundVia("contract", c, c.milestones[0], user, { method: "card", card: { ...VISA_OK, number: "1234" } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fieldErrors ?? {})).toContain("card.number");
    expect((await fundVia("contract", c, c.milestones[0], user, { method: "card" })).status).toBe(400);
    // and it can still be paid afterwards
    await fund(c, c.milestones[0]);
  });

  it("only the contract's client funds (its advisor 403, others 404, whatever route); only unfunded milestones of active contracts (409 naming the state)", async () => {
    const c = await contractFor();
    const [m1, m2] = c.milestones;
    for (const token of [advisor, advisor2, other, admin]) {
      for (const route of ["contract", "checkout"] as const) {
        const res = await fundVia(route, c, m1, token);
        expect(res.status, `${route}`).toBe(token === advisor ? 403 : 404);
      }
    }
    // a milestone of another contract under this contract's path: 404
    const elsewhere = await contractFor();
    expect((await post(`/api/contracts/${c.id}/milestones/${elsewhere.milestones[0].id}/fund`, user, { method: "card", card: VISA_OK }, { "Idempotency-Key": newKey() })).status).toBe(404);
    expect((await fundVia("checkout", c, { ...m1, id: "no-such-milestone" })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM payments WHERE ref_id = ?", m1.id)).toBe(0);
    await fund(c, m1);
    const twice = await fundVia("contract", c, m1);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toContain("funded");
    expect((await act(c, m1, "submit", advisor)).status).toBe(200);
    const submitted = await fundVia("checkout", c, m1);
    expect(submitted.status).toBe(409);
    expect((await errorOf(submitted)).message).toContain("submitted");
    // a cancelled contract takes no money
    const cancelled = await contractFor();
    expect((await post(`/api/contracts/${cancelled.id}/cancel`, user)).status).toBe(200);
    const late = await fundVia("contract", cancelled, cancelled.milestones[0]);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toContain("cancelled");
    expect(await count("SELECT count(*) AS n FROM payments WHERE ref_id = ?", cancelled.milestones[0].id)).toBe(0);
    await expectEscrowConsistent(c);
    expect(m2.status).toBe("unfunded");
  });

  it("concurrent funding of one milestone (different keys): one payment, one 409, escrow funded once", async () => {
    const c = await contractFor();
    const m = c.milestones[0];
    const results = await Promise.all([fundVia("contract", c, m), fundVia("checkout", c, m), fundVia("contract", c, m)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await count("SELECT count(*) AS n FROM payments WHERE ref_id = ? AND status = 'succeeded'", m.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'escrow_fund' AND ref_id = ?", m.id)).toBe(1);
    const after = await expectEscrowConsistent(c);
    expect(after.escrowBalance).toBe(m.amount);
  });

  it("a bank transfer stays pending (milestone unfunded) until an admin marks it received", async () => {
    const c = await contractFor();
    const m = c.milestones[0];
    const res = await fundVia("contract", c, m, user, { method: "wire" });
    expect(res.status).toBe(201);
    const { payment } = await res.json<{ payment: Payment }>();
    expect(payment).toMatchObject({ status: "pending", purpose: "escrow", refId: m.id, amount: 300_000 });
    expect((await expectEscrowConsistent(c)).milestones[0].status).toBe("unfunded");
    // a second attempt while the transfer is awaited: 409 before any card is charged
    const paymentsBefore = await count("SELECT count(*) AS n FROM payments WHERE ref_id = ?", m.id);
    const second = await fundVia("contract", c, m);
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toMatchObject({ code: "PAYMENT_PENDING" });
    expect(await count("SELECT count(*) AS n FROM payments WHERE ref_id = ?", m.id)).toBe(paymentsBefore);
    const received = await post(`/api/admin/payments/${payment.id}/receive`, admin, undefined, { "Idempotency-Key": newKey() });
    expect(received.status, await received.clone().text()).toBe(200);
    const after = await expectEscrowConsistent(c);
    expect(after.milestones[0].status).toBe("funded");
    expect(after.escrowBalance).toBe(300_000);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'A milestone was funded%'", advisorId)).toBeGreaterThan(0);
  });

  it("a transfer received after the contract was cancelled is held (recorded, never applied) and goes back through the admin refund", async () => {
    const c = await contractFor();
    const { payment } = await (await fundVia("contract", c, c.milestones[0], user, { method: "ach" })).json<{ payment: Payment }>();
    expect((await post(`/api/contracts/${c.id}/cancel`, user)).status).toBe(200);
    const cashBefore = await balance(`client_cash:${userId}`);
    const received = await post(`/api/admin/payments/${payment.id}/receive`, admin, undefined, { "Idempotency-Key": newKey() });
    expect(received.status).toBe(409);
    expect((await errorOf(received)).code).toBe("PAYMENT_HELD");
    expect(await one("SELECT status FROM payments WHERE id = ?", payment.id)).toEqual({ status: "held" });
    // the money is the payer's cash, never the contract's escrow
    expect(await balance(`client_cash:${userId}`)).toBe(cashBefore + payment.amount);
    expect(await movementsOf(c.milestones[0].id)).toEqual([]);
    expect(await one("SELECT status FROM contract_milestones WHERE id = ?", c.milestones[0].id)).toEqual({ status: "unfunded" });
    // the admin refund flow gives it back
    const refunded = await post(`/api/admin/payments/${payment.id}/refund`, admin, undefined, { "Idempotency-Key": newKey() });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(await one("SELECT status FROM payments WHERE id = ?", payment.id)).toEqual({ status: "refunded" });
    expect(await balance(`client_cash:${userId}`)).toBe(cashBefore);
    await expectEscrowConsistent(c);
  });

  it("escrow payments cannot be refunded by the payer through billing (the marketplace refunds)", async () => {
    const c = await contractFor();
    const payment = await fund(c, c.milestones[0]);
    const res = await post(`/api/billing/payments/${payment.id}/refund`, user, undefined, { "Idempotency-Key": newKey() });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("NOT_REFUNDABLE");
    await expectEscrowConsistent(c);
  });
});

describe("release on approve", () => {
  it("implementation: 25 % commission to platform revenue, the rest to the advisor, in the approve batch; the contract completes with the last one", async () => {
    const c = await contractFor();
    const [m1, m2] = c.milestones;
    await fund(c, m1);
    const payableBefore = await balance(`advisor_payable:${advisorId}`);
    const revenueBefore = await balance("platform:revenue");
    const after = await submitAndApprove(c, m1);
    expect(after.milestones[0].status).toBe("released");
    expect(after.status).toBe("active");
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'completed'", c.id)).toBe(0);
    expect(await movementsOf(m1.id)).toEqual([
      { kind: "escrow_fund", account: `client_cash:${userId}`, amount: -300_000 },
      { kind: "escrow_fund", account: `escrow:${c.id}`, amount: 300_000 },
      { kind: "escrow_release", account: `escrow:${c.id}`, amount: -300_000 },
      { kind: "escrow_release", account: "platform:revenue", amount: 75_000 },
      { kind: "escrow_release", account: `advisor_payable:${advisorId}`, amount: 225_000 },
    ]);
    expect(await balance(`advisor_payable:${advisorId}`)).toBe(payableBefore + 225_000);
    expect(await balance("platform:revenue")).toBe(revenueBefore + 75_000);
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(0);
    await fund(c, m2);
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(200_000);
    const done = await submitAndApprove(c, m2);
    expect(done.status).toBe("completed");
    expect(done.escrowBalance).toBe(0);
    expect(done.movements.map((x) => x.kind)).toEqual(["escrow_fund", "escrow_release", "escrow_fund", "escrow_release"]);
    // completion is recorded once and announced to both parties
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'completed'", c.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Contract completed%' AND link = ?", userId, `/proposals?contract=${c.id}`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'Contract completed%' AND link = ?", advisorId, `/advisor/contracts?contract=${c.id}`)).toBe(1);
    await expectEscrowConsistent(c);
  });

  it("recurring: 10 %; odd cents round half up to the platform and the two parts always sum to the amount", async () => {
    // 10 % of 1,005 = 100.5 → 101; 25 % of 1,002 = 250.5 → 251; 25 % of 1,001 = 250.25 → 250; 10 % of 1 = 0.1 → 0
    const cases = [
      { kind: "recurring", amount: 1_005, commission: 101 },
      { kind: "recurring", amount: 1_234_567, commission: 123_457 },
      { kind: "implementation", amount: 1_002, commission: 251 },
      { kind: "implementation", amount: 1_001, commission: 250 },
      { kind: "recurring", amount: 1, commission: 0 },
    ] as const;
    for (const t of cases) {
      const c = await contractFor({ kind: t.kind, milestones: [{ title: "Only", amount: t.amount }] });
      expect(c.commissionRate).toBe(t.kind === "recurring" ? 0.1 : 0.25);
      await fund(c, c.milestones[0]);
      const done = await submitAndApprove(c, c.milestones[0]);
      expect(done.status).toBe("completed");
      const release = done.movements.find((x) => x.kind === "escrow_release")!;
      expect(release.entries.find((e) => e.account === "platform:revenue")?.amount ?? 0, JSON.stringify(t)).toBe(t.commission);
      expect(release.entries.find((e) => e.account === `advisor_payable:${advisorId}`)!.amount, JSON.stringify(t)).toBe(t.amount - t.commission);
      expect(release.entries.find((e) => e.account === `escrow:${c.id}`)!.amount).toBe(-t.amount);
      await expectEscrowConsistent(c);
    }
  });

  it("concurrent double approve: exactly one release", async () => {
    const c = await contractFor();
    const m = c.milestones[0];
    await fund(c, m);
    expect((await act(c, m, "submit", advisor)).status).toBe(200);
    const payableBefore = await balance(`advisor_payable:${advisorId}`);
    const results = await Promise.all([1, 2, 3].map(() => act(c, m, "approve", user)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'escrow_release' AND ref_id = ?", m.id)).toBe(1);
    expect(await balance(`advisor_payable:${advisorId}`)).toBe(payableBefore + 225_000);
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(0);
  });
});

describe("cancel and disputes", () => {
  it("cancel refunds every funded milestone: escrow → client_cash in the cancel batch, then → processor clearing through the provider", async () => {
    const c = await contractFor({ milestones: [{ title: "A", amount: 100_000 }, { title: "B", amount: 50_001 }, { title: "C", amount: 7 }] });
    const [a, b] = c.milestones;
    await fund(c, a);
    await fund(c, b, "checkout");
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(150_001);
    const clearingBefore = await balance("platform:processor_clearing");
    const res = await post(`/api/contracts/${c.id}/cancel`, user);
    expect(res.status).toBe(200);
    const cancelled = await res.json<Contract>();
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.milestones.map((m) => m.status)).toEqual(["refunded", "refunded", "unfunded"]);
    expect(cancelled.escrowBalance).toBe(0);
    expect(await movementsOf(b.id)).toEqual([
      { kind: "escrow_fund", account: `client_cash:${userId}`, amount: -50_001 },
      { kind: "escrow_fund", account: `escrow:${c.id}`, amount: 50_001 },
      { kind: "escrow_payout", account: `client_cash:${userId}`, amount: -50_001 },
      { kind: "escrow_payout", account: "platform:processor_clearing", amount: 50_001 },
      { kind: "escrow_refund", account: `escrow:${c.id}`, amount: -50_001 },
      { kind: "escrow_refund", account: `client_cash:${userId}`, amount: 50_001 },
    ]);
    expect(await balance("platform:processor_clearing")).toBe(clearingBefore + 150_001);
    expect(await balance(`client_cash:${userId}`)).toBe(0);
    // each funding was refunded through the provider (decision 250): its refund row, the payment refunded
    expect(await count("SELECT count(*) AS n FROM payments WHERE ref_id IN (?, ?) AND status = 'refunded'", a.id, b.id)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.ref_id IN (?, ?) AND r.kind = 'escrow' AND r.status = 'succeeded'", a.id, b.id)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'refunded'", c.id)).toBe(2);
    await expectEscrowConsistent(c);
  });

  it("concurrent funding and cancelling never strand money: a cancelled contract holds nothing in escrow", async () => {
    for (let i = 0; i < 4; i++) {
      const c = await contractFor();
      await fund(c, c.milestones[0]);
      const [funding, cancel] = await Promise.all([fundVia("contract", c, c.milestones[1]), post(`/api/contracts/${c.id}/cancel`, i % 2 ? user : advisor)]);
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      expect([201, 409]).toContain(funding.status);
      const after = await expectEscrowConsistent(c);
      expect(after.status).toBe("cancelled");
      expect(after.escrowBalance).toBe(0);
      expect(after.milestones.every((m) => m.status === "refunded" || m.status === "unfunded")).toBe(true);
      // a successful funding is refunded, a lost one took no money
      const paid = await count("SELECT count(*) AS n FROM payments WHERE ref_id = ? AND status IN ('succeeded', 'refunded')", c.milestones[1].id);
      expect(paid).toBe(funding.status === 201 ? 1 : 0);
      expect(after.milestones[1].status).toBe(paid ? "refunded" : "unfunded");
    }
  });

  it("a milestone funded between cancel's read and its batch is refunded too (the guard notices and cancel retries)", async () => {
    const { createDb } = await import("#db/client");
    const { cancelContract } = await import("#worker/domain/marketplace/contract-cancel.server");
    const c = await contractFor();
    await fund(c, c.milestones[0]);
    const db = createDb(env.DB);
    let interleaved = false;
    let batches = 0;
    // Cancel's first batch is its read (getContract), the second its write: the funding lands in between.
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return async (statements: Parameters<typeof db.batch>[0]) => {
          if (++batches === 2) {
            interleaved = true;
            await fund(c, c.milestones[1]);
          }
          return target.batch(statements);
        };
      },
    });
    const cancelled = await cancelContract(racing, userId, c.id);
    expect(interleaved).toBe(true);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.milestones.map((m) => m.status)).toEqual(["refunded", "refunded"]);
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(0);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'cancelled'", c.id)).toBe(1);
  });

  it("cancel is refused once work was submitted, and nothing moves", async () => {
    const c = await contractFor();
    await fund(c, c.milestones[0]);
    await act(c, c.milestones[0], "submit", advisor);
    const res = await post(`/api/contracts/${c.id}/cancel`, advisor);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toContain("submitted");
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(300_000);
  });

  it("dispute → admin split: the advisor's part released with commission on that part, the client's part refunded", async () => {
    const c = await contractFor();
    const m = c.milestones[0];
    await fund(c, m);
    await act(c, m, "submit", advisor);
    await disputeAndAnswer(c.id, m.id, user, advisor);
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(300_000);
    const resolve = (token: string, body: object) => post(`/api/admin/contracts/${c.id}/milestones/${m.id}/resolve`, token, { reasoning: "Half of the work was delivered.", ...body });
    for (const bad of [{ toAdvisor: 100_000, toClient: 100_000 }, { toAdvisor: 300_001, toClient: 0 }, { toAdvisor: 0.5, toClient: 299_999.5 }, { toAdvisor: 100_000 }, { toAdvisor: 100_001, toClient: 199_999, reasoning: "" }]) {
      const res = await resolve(admin, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    for (const token of [user, advisor, other]) expect((await resolve(token, { toAdvisor: 100_001, toClient: 199_999 })).status).toBe(403);
    const res = await resolve(admin, { toAdvisor: 100_001, toClient: 199_999 });
    expect(res.status, await res.clone().text()).toBe(200);
    const resolved = await res.json<Contract>();
    expect(resolved.milestones[0]).toMatchObject({ status: "resolved", toAdvisor: 100_001, toClient: 199_999 });
    // 25 % of 100,001 = 25,000.25 → 25,000
    const moves = await movementsOf(m.id);
    expect(moves.filter((x) => x.kind === "escrow_release")).toEqual([
      { kind: "escrow_release", account: `escrow:${c.id}`, amount: -100_001 },
      { kind: "escrow_release", account: "platform:revenue", amount: 25_000 },
      { kind: "escrow_release", account: `advisor_payable:${advisorId}`, amount: 75_001 },
    ]);
    expect(moves.filter((x) => x.kind === "escrow_refund")).toEqual([
      { kind: "escrow_refund", account: `escrow:${c.id}`, amount: -199_999 },
      { kind: "escrow_refund", account: `client_cash:${userId}`, amount: 199_999 },
    ]);
    expect(moves.filter((x) => x.kind === "escrow_payout").map((x) => x.amount).sort((p, q) => p - q)).toEqual([-199_999, 199_999]);
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(0);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'A dispute was decided%' AND link = ?", userId, `/proposals?contract=${c.id}`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title LIKE 'A dispute was decided%' AND link = ?", advisorId, `/advisor/contracts?contract=${c.id}`)).toBe(1);
    expect((await resolve(admin, { toAdvisor: 100_001, toClient: 199_999 })).status).toBe(409);
  });

  it("an all-to-one-side split moves only that side; the contract completes when every milestone is settled", async () => {
    const c = await contractFor({ milestones: [{ title: "One", amount: 40_000 }, { title: "Two", amount: 60_000 }] });
    const [m1, m2] = c.milestones;
    for (const m of [m1, m2]) {
      await fund(c, m);
      await act(c, m, "submit", advisor);
      await disputeAndAnswer(c.id, m.id, user, advisor);
    }
    const r1 = await post(`/api/admin/contracts/${c.id}/milestones/${m1.id}/resolve`, admin, { toAdvisor: 0, toClient: 40_000, reasoning: "Nothing usable was delivered." });
    expect(r1.status).toBe(200);
    expect((await movementsOf(m1.id)).map((x) => x.kind)).not.toContain("escrow_release");
    const r2 = await post(`/api/admin/contracts/${c.id}/milestones/${m2.id}/resolve`, admin, { toAdvisor: 60_000, toClient: 0, reasoning: "Delivered in full." });
    expect((await r2.json<Contract>()).status).toBe("completed");
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'completed'", c.id)).toBe(1);
    expect((await movementsOf(m2.id)).map((x) => x.kind)).not.toContain("escrow_refund");
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(0);
  });
});

describe("who may call the escrow endpoints", () => {
  it("anonymous and guest callers get 401 on every money route", async () => {
    await expectAllRefuseAnonymous("/api/contracts", [["POST", "/x/milestones/y/fund", { method: "card", card: VISA_OK }]]);
    await expectAllRefuseAnonymous("/api/billing", [["POST", "/checkout", { purpose: "escrow", milestoneId: "y", method: "card", card: VISA_OK }]]);
  });

  it("every party check on one contract: strangers and the other advisor see 404 everywhere, the wrong party 403, users 403 on admin", async () => {
    const c = await contractFor();
    const m = c.milestones[0];
    await fund(c, m);
    for (const token of [other, advisor2]) {
      expect((await api(`/api/contracts/${c.id}`, { token })).status).toBe(404);
      expect((await fundVia("contract", c, c.milestones[1], token)).status).toBe(404);
      for (const action of ["submit", "approve", "dispute"]) expect((await act(c, m, action, token)).status).toBe(404);
      expect((await post(`/api/contracts/${c.id}/cancel`, token)).status).toBe(404);
    }
    // the advisor of the contract cannot fund, approve or dispute; the client cannot submit: 403 WRONG_PARTY (issue 26 item 12)
    for (const res of [
      await fundVia("contract", c, c.milestones[1], advisor),
      await fundVia("checkout", c, c.milestones[1], advisor),
      await act(c, m, "approve", advisor),
      await act(c, m, "dispute", advisor),
      await act(c, m, "submit", user),
    ]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("WRONG_PARTY");
    }
    for (const token of [user, advisor, other]) {
      expect((await api("/api/admin/contracts", { token })).status).toBe(403);
      expect((await post(`/api/admin/contracts/${c.id}/milestones/${m.id}/resolve`, token, { toAdvisor: 0, toClient: 300_000 })).status).toBe(403);
    }
    // none of this moved money
    expect((await expectEscrowConsistent(c)).escrowBalance).toBe(300_000);
  });

  it("the contract view carries the ledger movements to both parties, never to anyone else", async () => {
    const c = await contractFor();
    await fund(c, c.milestones[0]);
    for (const token of [user, advisor]) {
      const res = await api(`/api/contracts/${c.id}`, { token });
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const seen = await res.json<Contract>();
      expect(seen.escrowBalance).toBe(300_000);
      expect(seen.movements).toHaveLength(1);
      expect(seen.movements[0]).toMatchObject({ kind: "escrow_fund", milestoneId: c.milestones[0].id });
      const listed = (await (await api("/api/contracts", { token })).json<Contract[]>()).find((x) => x.id === c.id)!;
      expect(listed.escrowBalance).toBe(300_000);
    }
  });
});

describe("advisor earnings", () => {
  it("GET /api/contracts/earnings: payable from the ledger and money held in escrow on active contracts; advisors only", async () => {
    const earnings = async (token: string) => {
      const res = await api("/api/contracts/earnings", { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      return res.json<{ payable: { amount: number; currency: string }[]; inEscrow: { amount: number; currency: string }[] }>();
    };
    expect(await earnings(advisor2)).toEqual({ payable: [], inEscrow: [] });
    const c = await contractFor({ bidder: advisor2, kind: "recurring", milestones: [{ title: "Q1", amount: 33_335 }, { title: "Q2", amount: 10_000 }] });
    await fund(c, c.milestones[0]);
    await fund(c, c.milestones[1]);
    expect(await earnings(advisor2)).toEqual({ payable: [], inEscrow: [{ amount: 43_335, currency: "USD" }] });
    expect((await act(c, c.milestones[0], "submit", advisor2)).status).toBe(200);
    expect((await act(c, c.milestones[0], "approve", user)).status).toBe(200);
    // 10 % of 33,335 = 3,333.5 → 3,334 commission; 30,001 to the advisor
    expect(await earnings(advisor2)).toEqual({ payable: [{ amount: 30_001, currency: "USD" }], inEscrow: [{ amount: 10_000, currency: "USD" }] });
    for (const token of [user, other]) expect((await api("/api/contracts/earnings", { token })).status).toBe(403);
    await expectAllRefuseAnonymous("/api/contracts", [["GET", "/earnings"]]);
    await expectEscrowConsistent(c);
  });
});

describe("accept opens the conversation", () => {
  it("client and advisor share one chat after accept", async () => {
    const c = await contractFor({ bidder: advisor2 });
    const advisor2Id = c.advisorId;
    const rows = await env.DB.prepare("SELECT owner_id, contact_id, conversation_id FROM chats WHERE (owner_id = ?1 AND contact_id = ?2) OR (owner_id = ?2 AND contact_id = ?1)")
      .bind(userId, advisor2Id)
      .all<{ conversation_id: string }>();
    expect(rows.results).toHaveLength(2);
    expect(new Set(rows.results.map((r) => r.conversation_id)).size).toBe(1);
  });
});

describe("the marketplace demo seed", () => {
  it("shows a live marketplace: an open request with two bids, an active contract with money in escrow, a completed one", async () => {
    const { MARKETPLACE_SEED: S } = await import("#db/seed/marketplace");
    const open = await api(`${M}/requests/${S.openRequestId}`);
    expect(open.status).toBe(200);
    expect(await open.json()).toMatchObject({ status: "open", bidCount: 2, jurisdiction: "CYP", kind: "implementation" });
    const bids = await (await api(`${M}/requests/${S.openRequestId}/bids`, { token: user })).json<{ id: string; advisorId: string; status: string; milestones: { amount: number }[]; amount: number }[]>();
    expect(bids.map((b) => b.id).sort()).toEqual([...S.openBidIds].sort());
    for (const b of bids) expect(b.milestones.reduce((s, m) => s + m.amount, 0)).toBe(b.amount);
    // advisor@ sees only their own bid
    expect((await (await api(`${M}/requests/${S.openRequestId}/bids`, { token: advisor })).json<{ id: string }[]>()).map((b) => b.id)).toEqual([S.openBidIds[0]]);

    const active = await (await api(`/api/contracts/${S.activeContractId}`, { token: advisor })).json<Contract>();
    expect(active).toMatchObject({ status: "active", clientId: userId, advisorId, commissionRate: 0.25, amount: 1_200_000, escrowBalance: 500_000 });
    expect(active.milestones.map((m) => m.status)).toEqual(["released", "funded", "unfunded"]);
    expect(active.movements.map((m) => [m.kind, m.milestoneId])).toEqual([
      ["escrow_fund", S.activeMilestoneIds[0]],
      ["escrow_release", S.activeMilestoneIds[0]],
      ["escrow_fund", S.activeMilestoneIds[1]],
    ]);
    const release = active.movements.find((m) => m.kind === "escrow_release")!;
    expect(release.entries).toEqual(expect.arrayContaining([{ account: "platform:revenue", amount: 100_000, currency: "USD" }, { account: `advisor_payable:${advisorId}`, amount: 300_000, currency: "USD" }]));
    await expectEscrowConsistent(active);

    const done = await (await api(`/api/contracts/${S.completedContractId}`, { token: user })).json<Contract>();
    expect(done).toMatchObject({ status: "completed", commissionRate: 0.1, amount: 280_000, escrowBalance: 0 });
    expect(done.milestones.map((m) => m.status)).toEqual(["released", "released"]);
    expect(done.movements.filter((m) => m.kind === "escrow_release").flatMap((m) => m.entries.filter((e) => e.account === "platform:revenue").map((e) => e.amount))).toEqual([18_000, 10_000]);
    await expectEscrowConsistent(done);
    const mine = (await (await api("/api/contracts", { token: user })).json<Contract[]>()).map((c) => c.id);
    expect(mine).toEqual(expect.arrayContaining([S.activeContractId, S.completedContractId]));
    // the seeded funded milestone can be worked on: the advisor submits it
    expect((await post(`/api/contracts/${S.activeContractId}/milestones/${S.activeMilestoneIds[1]}/submit`, advisor)).status).toBe(200);
  });

  it("comes back exactly after tests moved money on it (the per-file reset drops the ledger rows of what it deleted)", async () => {
    const { MARKETPLACE_SEED: S } = await import("#db/seed/marketplace");
    const { resetDemoData } = await import("#test/reset");
    const seeded = await (await api(`/api/contracts/${S.activeContractId}`, { token: user })).json<Contract>();
    const [, m2, m3] = seeded.milestones;
    await fund(seeded, m3);
    if (m2.status === "funded") expect((await act(seeded, m2, "submit", advisor)).status).toBe(200);
    expect((await act(seeded, m2, "approve", user)).status).toBe(200);
    expect((await expectEscrowConsistent(seeded)).escrowBalance).toBe(300_000);
    await resetDemoData();
    [user, advisor, admin] = (await Promise.all([signInAs("user"), signInAs("advisor"), signInAs("admin")])).map((s) => s.token);
    const back = await (await api(`/api/contracts/${S.activeContractId}`, { token: user })).json<Contract>();
    expect(back.milestones.map((m) => m.status)).toEqual(["released", "funded", "unfunded"]);
    expect(back.escrowBalance).toBe(500_000);
    expect(back.movements.map((m) => m.kind)).toEqual(["escrow_fund", "escrow_release", "escrow_fund"]);
    await expectEscrowConsistent(back);
  });

  it("is idempotent: applying it again changes nothing", async () => {
    const { buildSeedStatements } = await import("#db/seed");
    const snapshot = async () => ({
      postings: await count("SELECT count(*) AS n FROM ledger_postings WHERE id LIKE 'ltx_seed_%'"),
      payments: await count("SELECT count(*) AS n FROM payments WHERE id LIKE 'pay_seed_%'"),
      events: await count("SELECT count(*) AS n FROM contract_events WHERE id LIKE 'cev_seed_%'"),
      contracts: await count("SELECT count(*) AS n FROM contracts WHERE id LIKE 'mkt_ctr_demo_%'"),
    });
    const before = await snapshot();
    expect(before).toEqual({ postings: 25, payments: 4, events: 13, contracts: 2 });
    const statements = await buildSeedStatements();
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    expect(await snapshot()).toEqual(before);
  });
});
