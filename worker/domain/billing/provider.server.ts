/**
 * The payment-provider boundary (docs/decisions/066-payment-provider-boundary.md). A real card
 * processor implements the same interface; the built-in test provider runs locally and in tests.
 * Nothing here touches D1: the caller writes the result and its ledger entries in one batch.
 */

import type { PaymentProvider } from "./payment-provider";
import { createStripeClient } from "./stripe-client.server";
import { stripeProvider } from "./stripe-provider.server";
import { testProvider } from "./test-provider.server";

// The boundary's types and the test provider live in their own modules (Stripe's imports them
// without importing this selector: no cycle); importers keep reading them from here.
export * from "./payment-provider";
export * from "./test-provider.server";

/**
 * The provider in use (decision 066): `PAYMENT_PROVIDER=stripe` with the STRIPE_SECRET_KEY secret
 * selects Stripe (decision 160); anything else, and every local run and test, the test provider.
 */
export function paymentProvider(env?: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY">): PaymentProvider {
  if (env?.PAYMENT_PROVIDER !== "stripe") return testProvider;
  if (!env.STRIPE_SECRET_KEY) throw new Error("PAYMENT_PROVIDER=stripe needs the STRIPE_SECRET_KEY secret (docs/deploy.md).");
  return stripeProvider(stripeClientFor(env.STRIPE_SECRET_KEY));
}

/** One SDK client per key and transport per isolate (the SDK keeps no per-request state). */
const clients = new Map<string, ReturnType<typeof createStripeClient>>();
let stripeTransport: typeof fetch | undefined;

export function stripeClientFor(secretKey: string) {
  let client = clients.get(secretKey);
  if (!client) clients.set(secretKey, (client = createStripeClient(secretKey, stripeTransport)));
  return client;
}

/**
 * The Stripe client's HTTP transport: the runtime's fetch unless a test gives one that answers
 * recorded Stripe responses (test/stripe/); clients built before are dropped.
 */
export function useStripeTransport(fetchFn: typeof fetch | undefined) {
  stripeTransport = fetchFn;
  clients.clear();
}
