import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { paymentProvider } from "#worker/domain/billing/provider.server";
import { reconcileBilling } from "#worker/domain/billing/reconcile.server";
import { contractBetween } from "#test/contracts";
import { env, signInAs } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";
import { call, deliver, freshUser, insertReport, paymentRow, startCardPayment, stripe, stripeEnv, useFakeStripe } from "#test/stripe/harness";

/**
 * Marketplace refunds through the provider (issue 29, decision 250): a cancelled contract's funded
 * milestones and the client's part of a dispute split are refunded at Stripe, the intent claimed
 * by exactly one of concurrent requests, the ledger posted once; a lost answer is finished by the
 * reconciliation job; a partial `charge.refunded` posts only its amount. Trial balance zero after each.
 */
useFakeStripe();
afterEach(expectLedgerSound);

const count = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>()
    .then((r) => r!.n);
const balance = (account: string) => count("SELECT coalesce(sum(amount), 0) AS n FROM ledger_postings WHERE account = ?", account);
const refundRows = (paymentId: string) =>
  env.DB.prepare("SELECT id, kind, amount, status FROM payment_refunds WHERE payment_id = ? ORDER BY created_at").bind(paymentId).all<{ id: string; kind: string; amount: number; status: string }>().then((r) => r.results);
const post = (path: string, token: string, body?: unknown) => call(path, { method: "POST", token, ...(body === undefined ? {} : { body }) });

/** A contract whose milestones are funded by card through Stripe. */
async function fundedContract(amounts: number[]) {
  const client = await freshUser();
  const advisor = await signInAs("advisor");
  const contract = await contractBetween(client.token, advisor.token, amounts.map((amount, i) => ({ title: `Part ${i + 1}`, amount })));
  const fundings = [];
  for (const m of contract.milestones) {
    const { payment, intent } = await startCardPayment(client.token, { purpose: "escrow", milestoneId: m.id });
    await deliver(stripe.succeed(intent.id as string));
    fundings.push({ milestoneId: m.id, paymentId: payment.id, intentId: intent.id as string });
  }
  return { client, advisor, contract, fundings };
}

describe("escrow refunds go through the provider", () => {
  it("a contract cancelled by both parties at once: one cancel wins, each funding is refunded at Stripe once, the payments become refunded", async () => {
    const { client, advisor, contract, fundings } = await fundedContract([40_000, 25_001]);
    const answers = await Promise.all([client.token, advisor.token, client.token, advisor.token].map((token) => post(`/api/contracts/${contract.id}/cancel`, token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const [i, f] of fundings.entries()) {
      const amount = [40_000, 25_001][i];
      const atStripe = stripe.refundsOf(f.intentId);
      expect(atStripe).toHaveLength(1);
      expect(atStripe[0]).toMatchObject({ amount, status: "succeeded" });
      const rows = await refundRows(f.paymentId);
      expect(rows).toEqual([{ id: expect.stringMatching(/^rfd_/), kind: "escrow", amount, status: "succeeded" }]);
      // our intent row's id is Stripe's idempotency key and its metadata
      expect((atStripe[0].metadata as Record<string, string>).refund_id).toBe(rows[0].id);
      expect(stripe.calls.filter((c) => c.path === "/v1/refunds" && c.params.get("payment_intent") === f.intentId).map((c) => c.idempotencyKey)).toEqual([rows[0].id]);
      expect((await paymentRow(f.paymentId))!.status).toBe("refunded");
      expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'escrow_payout' AND ref_id = ?", f.milestoneId)).toBe(1);
    }
    expect(await balance(`escrow:${contract.id}`)).toBe(0);
    expect(await balance(`client_cash:${client.id}`)).toBe(0);
    // the charge.refunded Stripe then sends is nothing new
    expect(await deliver(stripe.refundedEvent(fundings[0].intentId))).toBe("ignored");
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind IN ('escrow_payout', 'refund') AND ref_id IN (?, ?)", fundings[0].milestoneId, fundings[0].paymentId)).toBe(1);
  });

  it("an admin's dispute split refunds only the client's part (a partial refund); concurrent resolutions refund it once", async () => {
    const { client, advisor, contract, fundings } = await fundedContract([90_000]);
    const [f] = fundings;
    expect((await post(`/api/contracts/${contract.id}/milestones/${f.milestoneId}/submit`, advisor.token)).status).toBe(200);
    // Issue 31: a dispute states its reason and the advisor answers before an admin decides.
    const dispute = `/api/contracts/${contract.id}/milestones/${f.milestoneId}/dispute`;
    expect((await post(dispute, client.token, { reason: "Only part of the work was delivered.", evidence: [] })).status).toBe(200);
    expect((await post(`${dispute}/response`, advisor.token, { statement: "Most of it was delivered.", evidence: [] })).status).toBe(200);
    const admin = await signInAs("admin");
    const split = { decision: "split", toAdvisor: 60_000, toClient: 30_000, reasoning: "Two thirds of the work was delivered." };
    const answers = await Promise.all([1, 2, 3].map(() => post(`/api/admin/contracts/${contract.id}/milestones/${f.milestoneId}/resolve`, admin.token, split)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const atStripe = stripe.refundsOf(f.intentId);
    expect(atStripe.map((r) => r.amount)).toEqual([30_000]);
    expect(await refundRows(f.paymentId)).toEqual([expect.objectContaining({ kind: "escrow", amount: 30_000, status: "succeeded" })]);
    // part of the funding went back: the payment stays succeeded
    expect((await paymentRow(f.paymentId))!.status).toBe("succeeded");
    const payout = await env.DB.prepare("SELECT p.account, p.amount FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.kind = 'escrow_payout' AND t.ref_id = ? ORDER BY p.amount").bind(f.milestoneId).all();
    expect(payout.results).toEqual([
      { account: `client_cash:${client.id}`, amount: -30_000 },
      { account: "platform:processor_clearing", amount: 30_000 },
    ]);
    // Stripe's charge.refunded for it: amount_refunded 30,000 of 90,000 is already recorded
    const event = stripe.refundedEvent(f.intentId);
    expect((event.data as { object: { amount_refunded: number; refunded: boolean } }).object).toMatchObject({ amount_refunded: 30_000, refunded: false });
    expect(await deliver(event)).toBe("ignored");
    expect(await balance(`escrow:${contract.id}`)).toBe(0);
  });

  it("a refund whose answer was lost stays processing (the money is the client's cash) and the reconciliation job settles it without a second refund", async () => {
    const { client, contract, fundings } = await fundedContract([12_345]);
    const [f] = fundings;
    stripe.loseAnswers("POST", "/v1/refunds");
    expect((await post(`/api/contracts/${contract.id}/cancel`, client.token)).status).toBe(200);
    expect(await refundRows(f.paymentId)).toEqual([expect.objectContaining({ kind: "escrow", status: "processing" })]);
    expect(stripe.refundsOf(f.intentId)).toHaveLength(1);
    expect(await balance(`client_cash:${client.id}`)).toBe(12_345);
    const run = await reconcileBilling({ db: createDb(env.DB), now: new Date(Date.now() + 11 * 60_000), provider: paymentProvider(stripeEnv) });
    expect(run.refunds.succeeded).toBeGreaterThanOrEqual(1);
    expect(await refundRows(f.paymentId)).toEqual([expect.objectContaining({ kind: "escrow", status: "succeeded" })]);
    expect(stripe.refundsOf(f.intentId)).toHaveLength(1);
    expect(await balance(`client_cash:${client.id}`)).toBe(0);
    expect((await paymentRow(f.paymentId))!.status).toBe("refunded");
  });
});

describe("partial refunds from Stripe", () => {
  it("a partial dashboard refund posts only its amount, once; a second one only the difference; the report stays paid", async () => {
    const { token, id } = await freshUser();
    const reportId = await insertReport(id);
    const { payment, intent } = await startCardPayment(token, { purpose: "report", reportId });
    await deliver(stripe.succeed(intent.id as string));
    const refundsBefore = await balance("platform:refunds");
    const first = stripe.dashboardRefund(intent.id as string, 1_000);
    const outcomes = await Promise.all([deliver(first), deliver(first)]);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(await refundRows(payment.id)).toEqual([expect.objectContaining({ kind: "partial", amount: 1_000, status: "succeeded" })]);
    expect(await balance("platform:refunds")).toBe(refundsBefore - 1_000);
    expect(await deliver(stripe.dashboardRefund(intent.id as string, 500))).toBe("applied");
    expect((await refundRows(payment.id)).map((r) => r.amount)).toEqual([1_000, 500]);
    expect(await balance("platform:refunds")).toBe(refundsBefore - 1_500);
    expect((await paymentRow(payment.id))!.status).toBe("succeeded");
    expect(await env.DB.prepare("SELECT status FROM tax_reports WHERE id = ?").bind(reportId).first()).toEqual({ status: "paid" });
  });
});
