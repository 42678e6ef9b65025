import Stripe from "stripe";

/**
 * The Stripe SDK on Workers (issue 29, decision 160): its fetch HTTP client and SubtleCrypto for
 * webhook signatures. `fetchFn` is the transport; tests give one that answers recorded Stripe
 * response shapes (test/stripe/), production the runtime's fetch.
 */
export function createStripeClient(secretKey: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    // The intent row's id is the idempotency key of every call, so a retry is safe; one retry keeps
    // a request well inside the Worker's time (the reconciliation job retries the rest).
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: "TaxAtlas" },
  });
}

export const stripeCrypto = Stripe.createSubtleCryptoProvider();

/** Webhook tolerance: Stripe signs with the current time; older signatures are refused (replay). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/** Verifies `Stripe-Signature` over the raw body and parses the event; throws on a bad signature. */
export function verifyStripeEvent(payload: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, signature, secret, STRIPE_SIGNATURE_TOLERANCE_S, stripeCrypto);
}

export type { Stripe };
