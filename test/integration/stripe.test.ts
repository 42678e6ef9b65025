import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import worker from "#worker/index";
import { contractBetween } from "#test/contracts";
import { env, errorOf, freshIp, ORIGIN, sessionCookieHeader, signInAs } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";
import { signature } from "#test/stripe/fake-stripe";
import { call, checkout, deliver, freshUser, insertReport, ledgerKinds, milestoneStatus, newKey, paymentRow, startCardPayment, stripe, stripeEnv, useFakeStripe } from "#test/stripe/harness";

/**
 * Stripe mode end to end, offline (issue 29): the Worker runs with PAYMENT_PROVIDER=stripe, its
 * Stripe client talks to FakeStripe through the SDK's fetch HTTP client, and webhooks are signed
 * with the SDK's own test-header helper. The trial balance is zero after every test.
 */
useFakeStripe();
afterEach(expectLedgerSound);

describe("Stripe mode: payments through PaymentIntents", () => {
  it("refuses a raw card body (400 CARD_DATA_NOT_ACCEPTED) and creates nothing at Stripe", async () => {
    const { token, id } = await freshUser();
    const reportId = await insertReport(id);
    const before = stripe.calls.length;
    const res = await checkout(token, { purpose: "report", reportId, method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("CARD_DATA_NOT_ACCEPTED");
    expect(stripe.calls.length).toBe(before);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").bind(id).first<{ n: number }>())!.n).toBe(0);
  });

  it("3-D Secure: the intent is created server-side from our price with our key, requires_action, then payment_intent.succeeded settles it once", async () => {
    const { token, id } = await freshUser();
    const reportId = await insertReport(id);
    const { payment, intent } = await startCardPayment(token, { purpose: "report", reportId });
    const create = stripe.calls.find((c) => c.method === "POST" && c.path === "/v1/payment_intents" && c.params.get("metadata[payment_id]") === payment.id)!;
    expect(create.idempotencyKey).toBe(payment.id);
    expect(Number(create.params.get("amount"))).toBe(payment.amount);
    expect(create.params.get("currency")).toBe(payment.currency.toLowerCase());
    expect(Number.isInteger(payment.amount)).toBe(true);

    stripe.requireAction(intent.id as string);
    expect((await paymentRow(payment.id))!.status).toBe("processing");
    expect(await deliver(stripe.succeed(intent.id as string))).toBe("applied");
    const row = (await paymentRow(payment.id))!;
    expect(row).toMatchObject({ status: "succeeded", provider: "stripe", provider_ref: intent.id });
    expect(await ledgerKinds("payment", payment.id)).toContain("payment");
    const report = await env.DB.prepare("SELECT status, payment_id FROM tax_reports WHERE id = ?").bind(reportId).first<{ status: string; payment_id: string }>();
    expect(report).toEqual({ status: "paid", payment_id: payment.id });
    const mine = await call(`/api/billing/payments/${payment.id}`, { token });
    expect((await mine.json<{ payment: { status: string } }>()).payment.status).toBe("succeeded");
  });

  it("a decline: payment_intent.payment_failed fails the row with our code and cancels the intent; the item can be paid again", async () => {
    const { token } = await freshUser();
    const { payment, intent } = await startCardPayment(token, { purpose: "vip" });
    expect(await deliver(stripe.decline(intent.id as string, "insufficient_funds"))).toBe("applied");
    expect(await paymentRow(payment.id)).toMatchObject({ status: "failed", failure_code: "INSUFFICIENT_FUNDS" });
    expect(stripe.intents.get(intent.id as string)!.status).toBe("canceled");
    expect(await ledgerKinds("payment", payment.id)).toEqual([]);
    const again = await startCardPayment(token, { purpose: "vip" });
    expect(again.payment.id).not.toBe(payment.id);
    expect(await deliver(stripe.succeed(again.intent.id as string))).toBe("applied");
    expect((await paymentRow(again.payment.id))!.status).toBe("succeeded");
  });

  it("a duplicate webhook (twice at once, then again) moves the money once", async () => {
    const { token } = await freshUser();
    const { payment, intent } = await startCardPayment(token, { purpose: "vip" });
    const succeeded = stripe.succeed(intent.id as string);
    const outcomes = await Promise.all([deliver(succeeded), deliver(succeeded)]);
    expect(outcomes).toContain("applied");
    expect(await deliver(succeeded)).toBe("duplicate");
    const kinds = await ledgerKinds("payment", payment.id);
    expect(kinds.filter((k) => k === "payment")).toEqual(["payment"]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM processed_webhook_events WHERE id = ?").bind(succeeded.id).first<{ n: number }>())!.n).toBe(1);
  });

  it("a refund through Stripe from the API posts the ledger and the audit event; its charge.refunded is then nothing new", async () => {
    const { token, id } = await freshUser();
    const reportId = await insertReport(id);
    const { payment, intent } = await startCardPayment(token, { purpose: "report", reportId });
    await deliver(stripe.succeed(intent.id as string));
    const res = await call(`/api/billing/payments/${payment.id}/refund`, { method: "POST", token, headers: { "Idempotency-Key": newKey() } });
    expect(res.status, await res.clone().text()).toBe(200);
    const refundCall = stripe.calls.find((c) => c.path === "/v1/refunds" && c.params.get("payment_intent") === intent.id)!;
    expect(refundCall.idempotencyKey).toMatch(/^rfd_/);
    expect((await paymentRow(payment.id))!.status).toBe("refunded");
    expect(await ledgerKinds("payment", payment.id)).toContain("refund");
    const audits = await env.DB.prepare("SELECT action, actor_id, details FROM audit_events WHERE subject = ?").bind(`payment:${payment.id}`).all<{ action: string; actor_id: string; details: string }>();
    expect(audits.results).toHaveLength(1);
    expect(audits.results[0]).toMatchObject({ action: "payment.refunded", actor_id: id });
    expect(JSON.parse(audits.results[0].details)).toMatchObject({ provider: "stripe", via: "api", kind: "owner" });
    expect(await deliver(stripe.refundedEvent(intent.id as string))).toBe("ignored");
    expect((await ledgerKinds("payment", payment.id)).filter((k) => k === "refund")).toEqual(["refund"]);
  });

  it("an out-of-order refund: charge.refunded before payment_intent.succeeded settles then refunds, with an audit event; the late success changes nothing", async () => {
    const { token, id } = await freshUser();
    const reportId = await insertReport(id);
    const { payment, intent } = await startCardPayment(token, { purpose: "report", reportId });
    const succeeded = stripe.succeed(intent.id as string);
    const refunded = stripe.dashboardRefund(intent.id as string);
    expect(await deliver(refunded)).toBe("applied");
    expect((await paymentRow(payment.id))!.status).toBe("refunded");
    const kinds = await ledgerKinds("payment", payment.id);
    expect(kinds).toContain("payment");
    expect(kinds).toContain("refund");
    expect(await deliver(succeeded)).toBe("ignored");
    expect(await ledgerKinds("payment", payment.id)).toEqual(kinds);
    const audit = await env.DB.prepare("SELECT action, user_id, details FROM audit_events WHERE subject = ?").bind(`payment:${payment.id}`).first<{ action: string; user_id: string; details: string }>();
    expect(audit).toMatchObject({ action: "payment.refunded", user_id: id });
    expect(JSON.parse(audit!.details)).toMatchObject({ provider: "stripe", via: "stripe-dashboard" });
    const report = await env.DB.prepare("SELECT status FROM tax_reports WHERE id = ?").bind(reportId).first<{ status: string }>();
    expect(report!.status).not.toBe("paid");
  });

  it("a bad or missing signature is 400 with the error shape, never 500; outside Stripe mode the endpoint is 404", async () => {
    const payload = JSON.stringify({ id: "evt_forged", object: "event", type: "payment_intent.succeeded", data: { object: {} } });
    const missing = await call("/api/webhooks/stripe", { body: payload });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe("WEBHOOK_SIGNATURE_INVALID");
    const forged = await call("/api/webhooks/stripe", { body: payload, headers: { "Stripe-Signature": await signature(payload, "whsec_someone_else") } });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: { code: "WEBHOOK_SIGNATURE_INVALID", message: expect.any(String) } });
    const garbage = await call("/api/webhooks/stripe", { body: payload, headers: { "Stripe-Signature": "t=1,v1=00" } });
    expect(garbage.status).toBe(400);
    const execution = createExecutionContext();
    const off = await worker.fetch(new Request(`${ORIGIN}/api/webhooks/stripe`, { method: "POST", body: payload, headers: { "Stripe-Signature": await signature(payload) } }), env as unknown as Env, execution);
    expect(off.status).toBe(404);
  });
});

describe("Stripe mode: the checkout page", () => {
  it("has no card fields, says the card goes to Stripe, and only /checkout allows Stripe's script and frames; the page's form creates the intent", async () => {
    const { token } = await freshUser();
    const stripeEnvWithKey = { ...stripeEnv, STRIPE_PUBLISHABLE_KEY: "pk_test_taxatlas" } as unknown as Env;
    const get = async (path: string, target = stripeEnvWithKey, init: RequestInit = {}) => {
      const execution = createExecutionContext();
      const headers = new Headers(init.headers);
      headers.set("Cookie", await sessionCookieHeader(token));
      headers.set("CF-Connecting-IP", freshIp());
      headers.set("Host", new URL(ORIGIN).host);
      const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers }), target, execution);
      await waitOnExecutionContext(execution);
      return res;
    };
    const checkoutPage = await get("/checkout?purpose=vip");
    expect(checkoutPage.status).toBe(200);
    const csp = checkoutPage.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    const html = await checkoutPage.text();
    expect(html).toContain('data-testid="stripe-note"');
    expect(html).not.toContain('name="card.number"');
    const elsewhere = (await get("/billing")).headers.get("Content-Security-Policy")!;
    expect(elsewhere).not.toContain("stripe.com");
    const testMode = (await get("/checkout?purpose=vip", env as unknown as Env)).headers.get("Content-Security-Policy")!;
    expect(testMode).not.toContain("stripe.com");

    const before = new Set(stripe.intents.keys());
    const posted = await get("/checkout?purpose=vip", stripeEnvWithKey, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ purpose: "vip", method: "card", idempotencyKey: crypto.randomUUID(), "card.number": "4242424242424242" }).toString(),
    });
    expect(posted.status).toBe(200);
    const created = [...stripe.intents.values()].filter((i) => !before.has(i.id as string));
    expect(created).toHaveLength(1);
    const intent = created[0];
    // the browser gets the intent's client secret (to confirm it with the Payment Element)
    expect(await posted.text()).toContain(intent.client_secret as string);
    // the typed card number never left for Stripe: the page's action drops card fields in Stripe mode
    expect(stripe.calls.some((c) => [...c.params.values()].includes("4242424242424242"))).toBe(false);
    await deliver(stripe.decline(intent.id as string));
  });
});

describe("Stripe mode: escrow, chargebacks and Connect payouts", () => {
  it("a chargeback on an escrow funding freezes the milestone for an admin; lost, the escrow goes back out to the card network", async () => {
    const client = await freshUser();
    const advisor = await signInAs("advisor");
    const contract = await contractBetween(client.token, advisor.token, [{ title: "Setup", amount: 50_000 }]);
    const milestoneId = contract.milestones[0].id;
    const { payment, intent } = await startCardPayment(client.token, { purpose: "escrow", milestoneId });
    expect(intent.transfer_group).toBe(`contract_${contract.id}`);
    await deliver(stripe.succeed(intent.id as string));
    expect(await milestoneStatus(milestoneId)).toBe("funded");

    const { dispute, event } = stripe.chargeback(intent.id as string);
    expect(await deliver(event)).toBe("applied");
    expect(await milestoneStatus(milestoneId)).toBe("disputed");
    const admin = await signInAs("admin");
    const listed = await call("/api/admin/contracts", { token: admin.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(contract.id);
    // frozen: the advisor cannot submit, the client cannot approve
    expect((await call(`/api/contracts/${contract.id}/milestones/${milestoneId}/submit`, { method: "POST", token: advisor.token })).status).toBe(409);

    expect(await deliver(stripe.closeDispute(dispute.id as string, "lost"))).toBe("applied");
    expect(await milestoneStatus(milestoneId)).toBe("refunded");
    expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", failure_code: "CHARGEBACK_LOST" });
    expect(await ledgerKinds("payment", payment.id)).toEqual(expect.arrayContaining(["payment", "chargeback"]));
    const escrow = await env.DB.prepare("SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_postings WHERE account = ?").bind(`escrow:${contract.id}`).first<{ s: number }>();
    expect(escrow!.s).toBe(0);
  });

  it("Connect: onboarding needs step-up-fresh sign-in, payouts are blocked until the account is enabled, then a released milestone is transferred in its contract's group", async () => {
    const { token: advisorToken, user } = await signInAs("advisor");
    // the demo advisor may have onboarded with the local stand-in in another file of this worker
    await env.DB.prepare("DELETE FROM payout_accounts WHERE user_id = ?").bind(user.id).run();
    const onboarding = await call("/api/advisor/payouts/onboarding", { method: "POST", token: advisorToken });
    expect(onboarding.status, await onboarding.clone().text()).toBe(200);
    const started = await onboarding.json<{ url: string; account: { status: string } }>();
    expect(started.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    expect(started.account.status).toBe("details_due");
    const accountRef = (await env.DB.prepare("SELECT account_ref FROM payout_accounts WHERE user_id = ?").bind(user.id).first<{ account_ref: string }>())!.account_ref;
    const create = stripe.calls.find((c) => c.path === "/v1/accounts" && c.method === "POST")!;
    expect(create.params.get("type")).toBe("express");

    // a released milestone, paid through Stripe
    const client = await freshUser();
    const contract = await contractBetween(client.token, advisorToken, [{ title: "Filing", amount: 80_000 }]);
    const milestoneId = contract.milestones[0].id;
    const { intent } = await startCardPayment(client.token, { purpose: "escrow", milestoneId });
    await deliver(stripe.succeed(intent.id as string));
    expect((await call(`/api/contracts/${contract.id}/milestones/${milestoneId}/submit`, { method: "POST", token: advisorToken })).status).toBe(200);
    expect((await call(`/api/contracts/${contract.id}/milestones/${milestoneId}/approve`, { method: "POST", token: client.token })).status).toBe(200);
    const share = (await env.DB.prepare("SELECT p.amount FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.ref_id = ? AND p.account = ?").bind(milestoneId, `advisor_payable:${user.id}`).first<{ amount: number }>())!.amount;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(80_000); // the platform keeps its commission

    const blocked = await call("/api/advisor/payouts/request", { method: "POST", token: advisorToken });
    expect(blocked.status).toBe(409);
    expect((await errorOf(blocked)).code).toBe("PAYOUTS_NOT_ENABLED");
    expect(stripe.transfers.size).toBe(0);

    expect(await deliver(stripe.enableAccount(accountRef))).toBe("applied");
    const currency = (await env.DB.prepare("SELECT currency FROM contracts WHERE id = ?").bind(contract.id).first<{ currency: string }>())!.currency;
    type Overview = { account: { status: string }; owed: { amount: number; currency: string }; owedByCurrency: { amount: number; currency: string }[]; payouts: { milestoneId: string; status: string; amount: number; transferRef: string }[] };
    const owedIn = (o: Overview) => o.owedByCurrency.find((x) => x.currency === currency)?.amount ?? 0;
    const before = await call("/api/advisor/payouts", { token: advisorToken });
    expect(before.headers.get("Cache-Control")).toBe("private, no-store");
    const overview = await before.json<Overview>();
    expect(overview.account.status).toBe("payouts_enabled");
    expect(owedIn(overview)).toBeGreaterThanOrEqual(share);

    const paid = await call("/api/advisor/payouts/request", { method: "POST", token: advisorToken });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const transfer = [...stripe.transfers.values()].find((t) => (t.transfer_group as string) === `contract_${contract.id}`)!;
    expect(transfer).toMatchObject({ amount: share, destination: accountRef, currency: currency.toLowerCase() });
    const after = await (await call("/api/advisor/payouts", { token: advisorToken })).json<Overview>();
    expect(after.payouts.find((p) => p.milestoneId === milestoneId)).toMatchObject({ status: "paid", amount: share, transferRef: transfer.id });
    expect(owedIn(after)).toBeLessThanOrEqual(owedIn(overview) - share);
    expect(await ledgerKinds("milestone", milestoneId)).toContain("advisor_payout");
    // a second request pays nothing twice
    await call("/api/advisor/payouts/request", { method: "POST", token: advisorToken });
    expect([...stripe.transfers.values()].filter((t) => t.transfer_group === `contract_${contract.id}`)).toHaveLength(1);

    const admin = await signInAs("admin");
    const adminView = await (await call("/api/admin/payouts", { token: admin.token })).json<{ advisors: { advisor: { id: string }; paid: { amount: number } }[] }>();
    expect(adminView.advisors.find((a) => a.advisor.id === user.id)!.paid.amount).toBeGreaterThanOrEqual(share);
  });
});
