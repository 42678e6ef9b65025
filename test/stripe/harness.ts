import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, expect } from "vitest";
import { useStripeTransport } from "#worker/domain/billing/provider.server";
import worker from "#worker/index";
import { env, freshIp, ORIGIN, signUpFresh } from "#test/helpers";
import { FakeStripe, SECRET_KEY, signature, WEBHOOK_SECRET } from "./fake-stripe";

/**
 * The Worker in Stripe mode for a test file (issue 29): PAYMENT_PROVIDER=stripe, its Stripe client
 * answering from FakeStripe through the SDK's fetch HTTP client, webhooks signed with the SDK's
 * own test-header helper. Call `useFakeStripe()` at the top of the file.
 */
export const stripeEnv = { ...env, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } as unknown as Env;
export const stripe = new FakeStripe();

export function useFakeStripe() {
  beforeAll(() => useStripeTransport(stripe.fetch));
  afterAll(() => useStripeTransport(undefined));
}

export async function call(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] ??= "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const execution = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body) }),
    stripeEnv,
    execution,
  );
  await waitOnExecutionContext(execution);
  return res;
}

export async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const res = await call("/api/webhooks/stripe", { body: payload, headers: { "Stripe-Signature": await signature(payload) } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<{ outcome: string }>()).outcome;
}

export const newKey = () => `stripe-${crypto.randomUUID()}`;
export const checkout = (token: string, body: Record<string, unknown>) => call("/api/billing/checkout", { token, body, headers: { "Idempotency-Key": newKey() } });

export async function freshUser() {
  const { token, email } = await signUpFresh("Stripe Tester");
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  return { token, id: row!.id };
}
export async function insertReport(userId: string) {
  const id = `rep_${crypto.randomUUID().slice(0, 12)}`;
  await env.DB.prepare("INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) VALUES (?, ?, 'preview', '{}', '{}', 'test', ?)").bind(id, userId, Date.now()).run();
  return id;
}
export const paymentRow = (id: string) => env.DB.prepare("SELECT status, failure_code, provider, provider_ref, card_brand, last4 FROM payments WHERE id = ?").bind(id).first<{ status: string; failure_code: string | null; provider: string; provider_ref: string; card_brand: string | null; last4: string | null }>();
export const ledgerKinds = async (refType: string, refId: string) =>
  (await env.DB.prepare("SELECT kind FROM ledger_transactions WHERE ref_type = ? AND ref_id = ? ORDER BY created_at, kind").bind(refType, refId).all<{ kind: string }>()).results.map((r) => r.kind);
export const milestoneStatus = (id: string) => env.DB.prepare("SELECT status FROM contract_milestones WHERE id = ?").bind(id).first<{ status: string }>().then((r) => r!.status);

/** Checkout in Stripe mode: 202 with the PaymentIntent's client secret; returns our payment and Stripe's intent. */
export async function startCardPayment(token: string, body: Record<string, unknown>) {
  const res = await checkout(token, { method: "card", ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  const answer = await res.json<{ payment: { id: string; status: string; amount: number; currency: string }; clientSecret: string }>();
  expect(answer.payment.status).toBe("processing");
  const intent = [...stripe.intents.values()].find((i) => (i.metadata as Record<string, string>).payment_id === answer.payment.id)!;
  expect(answer.clientSecret).toBe(intent.client_secret);
  return { payment: answer.payment, intent };
}

