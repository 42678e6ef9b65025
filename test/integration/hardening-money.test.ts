import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { checkout, refundPayment, type BillingContext } from "#worker/domain/billing/payments.server";
import { testProvider, type PaymentProvider } from "#worker/domain/billing/provider.server";
import { BILLING_RECONCILE_CRON, reconcileBilling } from "#worker/domain/billing/reconcile.server";
import worker from "#worker/index";
import { api, env, errorOf, page, signInAs, signUpFresh } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";

/** Issue 26 items 1, 2 and 5: one VIP per account, intent before the provider, reconciliation, checkout form errors. */

const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const SECRET = "test-only-signing-key-0123456789abcdef0123456789";
afterEach(expectLedgerSound);

async function freshUser() {
  const { token, email } = await signUpFresh("Money Tester");
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  return { token, id: row!.id };
}
const newKey = () => `test-${crypto.randomUUID()}`;
const pay = (token: string, body: unknown, key = newKey()) => api("/api/billing/checkout", { token, body, headers: { "Idempotency-Key": key } });
const postWithKey = (path: string, token: string, key = newKey()) => api(path, { method: "POST", token, headers: { "Idempotency-Key": key } });
const count = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>()
    .then((r) => r!.n);
const memberships = (userId: string) => count("SELECT count(*) AS n FROM memberships WHERE user_id = ? AND status = 'active'", userId);
const balanceOf = (account: string) => count("SELECT coalesce(sum(amount), 0) AS n FROM ledger_postings WHERE account = ?", account);
async function insertReport(userId: string) {
  const id = `rep_${crypto.randomUUID().slice(0, 12)}`;
  await env.DB.prepare("INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) VALUES (?, ?, 'preview', '{}', '{}', 'test', ?)").bind(id, userId, Date.now()).run();
  return id;
}

describe("one VIP membership per account (item 1)", () => {
  it("20 parallel VIP card checkouts, each with its own key: one payment, one membership, trial balance zero", async () => {
    const u = await freshUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(u.token, { purpose: "vip", method: "card", card: VISA_OK })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count("SELECT count(*) AS n FROM payments WHERE user_id = ? AND status = 'succeeded'", u.id)).toBe(1);
    expect(await memberships(u.id)).toBe(1);
    expect(await balanceOf(`client_cash:${u.id}`)).toBe(0);
    await expectLedgerSound();
  });

  it("wire pending, then a card, then the wire received: the card is refused and one membership results", async () => {
    const u = await freshUser();
    const { token: admin } = await signInAs("admin");
    const wire = await pay(u.token, { purpose: "vip", method: "wire" });
    expect(wire.status).toBe(201);
    const { payment } = await wire.json<{ payment: { id: string; status: string } }>();
    expect(payment.status).toBe("pending");
    const card = await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK });
    expect(card.status).toBe(409);
    expect((await errorOf(card)).code).toBe("PAYMENT_PENDING");
    const ach = await pay(u.token, { purpose: "vip", method: "ach" });
    expect(ach.status).toBe(409);
    const received = await postWithKey(`/api/admin/payments/${payment.id}/receive`, admin);
    expect(received.status).toBe(200);
    expect(await memberships(u.id)).toBe(1);
    const again = await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK });
    expect((await errorOf(again)).code).toBe("ALREADY_MEMBER");
    expect(await count("SELECT count(*) AS n FROM payments WHERE user_id = ? AND status = 'succeeded'", u.id)).toBe(1);
    await expectLedgerSound();
  });

  it("a transfer received for an account that is already VIP is held (not applied), then refunded by an admin", async () => {
    const u = await freshUser();
    const { token: admin } = await signInAs("admin");
    expect((await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK })).status).toBe(201);
    // A transfer awaited from before the one-live-payment rule (or any other path): it arrives anyway.
    const legacy = `pay_${crypto.randomUUID()}`;
    await env.DB.prepare(
      "INSERT INTO payments (id, user_id, purpose, ref_id, description, amount, currency, method, status, provider, reference, idempotency_key, created_at) VALUES (?, ?, 'vip', ?, 'VIP membership (1 year)', 1000000, 'USD', 'wire', 'pending', 'test', ?, ?, ?)",
    )
      .bind(legacy, u.id, u.id, `TA-${legacy.slice(4, 14).toUpperCase()}`, newKey(), Date.now())
      .run();
    const received = await postWithKey(`/api/admin/payments/${legacy}/receive`, admin);
    expect(received.status).toBe(409);
    expect((await errorOf(received)).code).toBe("PAYMENT_HELD");
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(legacy).first()).toEqual({ status: "held" });
    expect(await memberships(u.id)).toBe(1);
    // The money is the payer's, waiting to go back; never revenue.
    expect(await balanceOf(`client_cash:${u.id}`)).toBe(1_000_000);
    await expectLedgerSound();
    // Receiving it again moves nothing.
    expect((await postWithKey(`/api/admin/payments/${legacy}/receive`, admin)).status).toBe(409);
    const refunded = await postWithKey(`/api/admin/payments/${legacy}/refund`, admin);
    expect(refunded.status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(legacy).first()).toEqual({ status: "refunded" });
    expect(await balanceOf(`client_cash:${u.id}`)).toBe(0);
    expect(await memberships(u.id)).toBe(1);
  });
});

/** A provider that records every call; `fail` makes a method throw (a timeout: outcome unknown). */
function recordingProvider(fail: { charge?: "after" | "before"; refund?: number } = {}) {
  const charged = new Map<string, string>();
  const refunded = new Map<string, string>();
  let refundFailures = fail.refund ?? 0;
  const calls = { charge: 0, refund: 0 };
  const provider: PaymentProvider = {
    ...testProvider,
    async createCardPayment(request, card) {
      calls.charge++;
      if (fail.charge === "before") throw new Error("network: the request never arrived");
      const result = await testProvider.createCardPayment(request, card);
      if (result.status === "succeeded") charged.set(request.idempotencyKey, result.providerRef);
      if (fail.charge === "after") throw new Error("network: timed out waiting for the answer");
      return result;
    },
    async refund(request) {
      calls.refund++;
      if (refundFailures > 0) {
        refundFailures--;
        throw new Error("network: the refund request never arrived");
      }
      refunded.set(request.idempotencyKey, `re_${request.refundId}`);
      return { status: "succeeded", refundRef: `re_${request.refundId}` };
    },
    async lookupPayment(payment) {
      const ref = charged.get(payment.id);
      return ref ? { status: "succeeded", providerRef: ref, brand: "visa", last4: "4242" } : { status: "not_found" };
    },
    async lookupRefund(refund) {
      const ref = refunded.get(refund.id);
      return ref ? { status: "succeeded", refundRef: ref } : { status: "not_found" };
    },
  };
  return { provider, calls };
}

describe("provider calls only after the guarded write (item 2)", () => {
  const context = (provider: PaymentProvider, now = new Date()): BillingContext => ({ db: createDb(env.DB), secret: SECRET, now, provider });

  it("10 parallel owner refunds with 10 keys call the provider once and move the money back once", async () => {
    const u = await freshUser();
    const paid = await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK });
    const { payment } = await paid.json<{ payment: { id: string } }>();
    const { provider, calls } = recordingProvider();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => refundPayment(context(provider), u.id, newKey(), payment.id)));
    expect(calls.refund).toBe(1);
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 409)).toHaveLength(9);
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'refund' AND ref_id = ?", payment.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM payment_refunds WHERE payment_id = ? AND status = 'succeeded'", payment.id)).toBe(1);
    expect(await memberships(u.id)).toBe(0);
  });

  it("the intent row exists before the charge: a charge whose answer was lost stays processing, is never charged twice, and reconciliation settles it", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const { provider, calls } = recordingProvider({ charge: "after" });
    const key = newKey();
    const body = { purpose: "report" as const, method: "card" as const, card: VISA_OK, reportId };
    const first = await checkout(context(provider), u.id, key, body);
    expect(first.status).toBe(202);
    const paymentId = (first.body as { payment: { id: string; status: string } }).payment.id;
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(paymentId).first()).toEqual({ status: "processing" });
    // The same key replays; another key finds the live intent: no second charge either way.
    const retries = await Promise.all([checkout(context(provider), u.id, key, body), checkout(context(provider), u.id, newKey(), body)]);
    expect(retries.map((r) => r.status).sort()).toEqual([202, 409]);
    expect(calls.charge).toBe(1);
    // Not yet stale: left alone.
    expect((await reconcileBilling({ db: createDb(env.DB), now: new Date(), provider })).payments.succeeded).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    const run = await reconcileBilling({ db: createDb(env.DB), now: later, provider });
    expect(run.payments.succeeded).toBe(1);
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(paymentId).first()).toEqual({ status: "succeeded" });
    expect(await env.DB.prepare("SELECT status FROM tax_reports WHERE id = ?").bind(reportId).first()).toEqual({ status: "paid" });
    // The key now replays the final answer.
    const replay = await checkout(context(provider), u.id, key, body);
    expect(replay).toMatchObject({ status: 201, replayed: true });
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'payment' AND ref_id = ?", paymentId)).toBe(1);
    // A second run finds nothing to do.
    expect((await reconcileBilling({ db: createDb(env.DB), now: later, provider })).payments).toEqual({ succeeded: 0, failed: 0, returned: 0, waiting: 0 });
  });

  it("a charge the provider never saw is failed by reconciliation and the report can be bought again", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const { provider } = recordingProvider({ charge: "before" });
    const first = await checkout(context(provider), u.id, newKey(), { purpose: "report", method: "card", card: VISA_OK, reportId });
    expect(first.status).toBe(202);
    await reconcileBilling({ db: createDb(env.DB), now: new Date(Date.now() + 11 * 60_000), provider });
    expect(await env.DB.prepare("SELECT status, failure_code FROM payments WHERE user_id = ?").bind(u.id).first()).toEqual({ status: "failed", failure_code: "PROVIDER_NO_ANSWER" });
    expect((await pay(u.token, { purpose: "report", method: "card", card: VISA_OK, reportId })).status).toBe(201);
  });

  it("a refund whose provider call was lost is sent again with its idempotency key and settled once", async () => {
    const u = await freshUser();
    const { payment } = await (await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK })).json<{ payment: { id: string } }>();
    const { provider, calls } = recordingProvider({ refund: 1 });
    const key = newKey();
    const first = await refundPayment(context(provider), u.id, key, payment.id);
    expect(first.status).toBe(202);
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(payment.id).first()).toEqual({ status: "succeeded" });
    expect((await refundPayment(context(provider), u.id, newKey(), payment.id)).status).toBe(409);
    const run = await reconcileBilling({ db: createDb(env.DB), now: new Date(Date.now() + 11 * 60_000), provider });
    expect(run.refunds.succeeded).toBe(1);
    expect(calls.refund).toBe(2);
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(payment.id).first()).toEqual({ status: "refunded" });
    expect(await memberships(u.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'refund' AND ref_id = ?", payment.id)).toBe(1);
    expect(await refundPayment(context(provider), u.id, key, payment.id)).toMatchObject({ status: 200, replayed: true });
  });

  it("the reconciliation Cron Trigger resolves stale processing payments; the admin route runs it too", async () => {
    const u = await freshUser();
    const stale = `pay_${crypto.randomUUID()}`;
    await env.DB.prepare(
      "INSERT INTO payments (id, user_id, purpose, ref_id, description, amount, currency, method, status, provider, idempotency_key, created_at) VALUES (?, ?, 'vip', ?, 'VIP membership (1 year)', 1000000, 'USD', 'card', 'processing', 'test', ?, ?)",
    )
      .bind(stale, u.id, u.id, newKey(), Date.now() - 60 * 60_000)
      .run();
    const controller = createScheduledController({ scheduledTime: new Date(), cron: BILLING_RECONCILE_CRON });
    const execution = createExecutionContext();
    await worker.scheduled(controller, env as unknown as Env, execution);
    await waitOnExecutionContext(execution);
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(stale).first()).toEqual({ status: "failed" });
    const { token: admin } = await signInAs("admin");
    const res = await api("/api/admin/billing/reconcile", { method: "POST", token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { token: user } = await signInAs("user");
    expect((await api("/api/admin/billing/reconcile", { method: "POST", token: user })).status).toBe(403);
  });
});

describe("checkout page: a bad reportId / milestoneId is a form error, never a 500 (item 5)", () => {
  it("missing, empty and over-long ids answer the form with an error", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const base = { purpose: "report", method: "card", "card.number": "4242424242424242", "card.expMonth": "12", "card.expYear": "2099", "card.cvc": "123" };
    for (const bad of [{}, { reportId: "" }, { reportId: "r".repeat(101) }] as Record<string, string>[]) {
      const res = await page(`/checkout?purpose=report&reportId=${reportId}`, { token: u.token, form: { ...base, ...bad, idempotencyKey: crypto.randomUUID() } });
      expect(res.status, JSON.stringify(bad)).toBe(200);
      expect(await res.text()).toContain("What you are paying for is missing or not valid.");
    }
    for (const bad of [{ milestoneId: "" }, { milestoneId: "m".repeat(101) }, {}] as Record<string, string>[]) {
      const res = await page("/checkout?purpose=vip", { token: u.token, form: { ...base, purpose: "escrow", ...bad, idempotencyKey: crypto.randomUUID() } });
      expect(res.status, JSON.stringify(bad)).toBe(200);
    }
    expect(await count("SELECT count(*) AS n FROM payments WHERE user_id = ?", u.id)).toBe(0);
  });

  it("the API answers the same input with 400 and field errors", async () => {
    const u = await freshUser();
    for (const body of [{ purpose: "report", method: "wire" }, { purpose: "report", method: "wire", reportId: "" }, { purpose: "escrow", method: "wire", milestoneId: "m".repeat(101) }]) {
      const res = await pay(u.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await errorOf(res)).fieldErrors ?? {})).not.toHaveLength(0);
    }
  });
});
