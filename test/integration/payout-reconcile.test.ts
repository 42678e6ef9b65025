import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { payoutRails, reconcilePayouts, runPayouts } from "#worker/domain/billing/payouts.server";
import { contractBetween } from "#test/contracts";
import { env, signInAs } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";
import { call, deliver, freshUser, startCardPayment, stripe, stripeEnv, useFakeStripe } from "#test/stripe/harness";

/**
 * Payout reconciliation and reversals (issue 29, decision 251), Stripe mode offline: a transfer
 * whose answer never came is resolved against Stripe by its transfer_group and payout id, never
 * transferred twice; `transfer.reversed` makes the reversed part owed again. Trial balance zero after each.
 */
useFakeStripe();
afterEach(expectLedgerSound);

let advisor: { token: string; user: { id: string } };
const rails = () => payoutRails(stripeEnv);
const later = () => new Date(Date.now() + 11 * 60_000);
const count = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>()
    .then((r) => r!.n);
const payable = () => count("SELECT coalesce(sum(amount), 0) AS n FROM ledger_postings WHERE account = ?", `advisor_payable:${advisor.user.id}`);
const payoutOf = (milestoneId: string) =>
  env.DB.prepare("SELECT id, status, amount, provider_ref, reversed_amount FROM advisor_payouts WHERE milestone_id = ?").bind(milestoneId).first<{ id: string; status: string; amount: number; provider_ref: string | null; reversed_amount: number }>();

beforeAll(async () => {
  advisor = await signInAs("advisor");
  // a Stripe Express account, enabled; whatever the demo advisor was owed is paid out first
  await env.DB.prepare("DELETE FROM payout_accounts WHERE user_id = ?").bind(advisor.user.id).run();
  expect((await call("/api/advisor/payouts/onboarding", { method: "POST", token: advisor.token })).status).toBe(200);
  const accountRef = (await env.DB.prepare("SELECT account_ref FROM payout_accounts WHERE user_id = ?").bind(advisor.user.id).first<{ account_ref: string }>())!.account_ref;
  await deliver(stripe.enableAccount(accountRef));
  await runPayouts({ db: createDb(env.DB), now: new Date(), rails: rails() });
});

/** A released milestone whose advisor share is owed; returns its id, share and transfer group. */
async function releasedMilestone(amount: number) {
  const client = await freshUser();
  const contract = await contractBetween(client.token, advisor.token, [{ title: "Work", amount }]);
  const milestoneId = contract.milestones[0].id;
  const { intent } = await startCardPayment(client.token, { purpose: "escrow", milestoneId });
  await deliver(stripe.succeed(intent.id as string));
  expect((await call(`/api/contracts/${contract.id}/milestones/${milestoneId}/submit`, { method: "POST", token: advisor.token })).status).toBe(200);
  expect((await call(`/api/contracts/${contract.id}/milestones/${milestoneId}/approve`, { method: "POST", token: client.token })).status).toBe(200);
  return { milestoneId, group: `contract_${contract.id}` };
}
const transfersIn = (group: string) => [...stripe.transfers.values()].filter((t) => t.transfer_group === group);

describe("payout reconciliation", () => {
  it("a transfer made but its answer lost: the payout stays processing; concurrent reconciliations find it at Stripe and record it paid once, with no second transfer", async () => {
    const { milestoneId, group } = await releasedMilestone(40_000);
    stripe.loseAnswers("POST", "/v1/transfers");
    const run = await call("/api/advisor/payouts/request", { method: "POST", token: advisor.token });
    expect(run.status).toBe(200);
    const claimed = (await payoutOf(milestoneId))!;
    expect(claimed.status).toBe("processing");
    expect(transfersIn(group)).toHaveLength(1);
    // not stale yet: left alone
    expect((await reconcilePayouts({ db: createDb(env.DB), now: new Date(), rails: rails() })).paid).toBe(0);
    const owedBefore = await payable();
    const runs = await Promise.all([1, 2].map(() => reconcilePayouts({ db: createDb(env.DB), now: later(), rails: rails() })));
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
    const paid = (await payoutOf(milestoneId))!;
    expect(paid).toMatchObject({ status: "paid", provider_ref: transfersIn(group)[0].id });
    expect(transfersIn(group)).toHaveLength(1);
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'advisor_payout' AND ref_id = ?", milestoneId)).toBe(1);
    expect(await payable()).toBe(owedBefore - paid.amount);
  });

  it("a transfer that never reached Stripe is sent again under the same idempotency key by the admin's reconcile run: one transfer", async () => {
    const { milestoneId, group } = await releasedMilestone(20_000);
    stripe.dropRequests("POST", "/v1/transfers");
    await call("/api/advisor/payouts/request", { method: "POST", token: advisor.token });
    const claimed = (await payoutOf(milestoneId))!;
    expect(claimed.status).toBe("processing");
    expect(transfersIn(group)).toHaveLength(0);
    await env.DB.prepare("UPDATE advisor_payouts SET created_at = ? WHERE id = ?").bind(Date.now() - 11 * 60_000, claimed.id).run();
    const admin = await signInAs("admin");
    const res = await call("/api/admin/billing/reconcile", { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    expect((await res.json<{ payouts: { paid: number } }>()).payouts.paid).toBe(1);
    expect(transfersIn(group)).toHaveLength(1);
    expect(transfersIn(group)[0].metadata).toEqual({ payout_id: claimed.id });
    expect(stripe.calls.filter((c) => c.path === "/v1/transfers" && c.method === "POST" && c.idempotencyKey === claimed.id).length).toBeGreaterThanOrEqual(1);
    expect(await payoutOf(milestoneId)).toMatchObject({ status: "paid" });
  });
});

describe("transfer.reversed", () => {
  it("a partial then a whole reversal make exactly the reversed amount owed again, once each; a reversed payout is not paid again by the run", async () => {
    const { milestoneId, group } = await releasedMilestone(30_000);
    await call("/api/advisor/payouts/request", { method: "POST", token: advisor.token });
    const paid = (await payoutOf(milestoneId))!;
    expect(paid.status).toBe("paid");
    const transferId = transfersIn(group)[0].id as string;
    const owed = await payable();

    const partial = stripe.reverseTransfer(transferId, 5_000);
    const outcomes = await Promise.all([deliver(partial), deliver(partial)]);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(await payable()).toBe(owed + 5_000);
    expect(await payoutOf(milestoneId)).toMatchObject({ status: "paid", reversed_amount: 5_000 });

    expect(await deliver(stripe.reverseTransfer(transferId, paid.amount - 5_000))).toBe("applied");
    expect(await payable()).toBe(owed + paid.amount);
    expect(await payoutOf(milestoneId)).toMatchObject({ status: "reversed", reversed_amount: paid.amount });

    await runPayouts({ db: createDb(env.DB), now: new Date(), rails: rails() });
    expect(transfersIn(group)).toHaveLength(1);
    const admin = await signInAs("admin");
    const view = await (await call("/api/admin/payouts", { token: admin.token })).json<{ payouts: { id: string; status: string }[] }>();
    expect(view.payouts.find((p) => p.id === paid.id)).toMatchObject({ status: "reversed" });
  });
});
