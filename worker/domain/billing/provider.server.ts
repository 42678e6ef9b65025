/**
 * The payment-provider boundary (docs/decisions/066-payment-provider-boundary.md). A real card
 * processor implements the same interface; the built-in test provider runs locally and in tests.
 * Nothing here touches D1: the caller writes the result and its ledger entries in one batch.
 */

import { createStripeClient } from "./stripe-client.server";
import { stripeProvider } from "./stripe-provider.server";

export type TransferMethod = "wire" | "ach" | "crypto";

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface PaymentRequest {
  paymentId: string;
  userId: string;
  amount: number;
  currency: string;
  description: string;
  now: Date;
  /**
   * Passed to the provider as its idempotency key (the payment id: one intent row, one charge,
   * however often the call is repeated by a retry or the reconciliation job).
   */
  idempotencyKey: string;
  /** Stripe Connect's separate charges and transfers: the contract an escrow funding belongs to */
  transferGroup?: string;
}

export type CardFailureCode = "CARD_DECLINED" | "INSUFFICIENT_FUNDS";

export type CardResult =
  | { status: "succeeded"; providerRef: string; brand: string; last4: string }
  | { status: "failed"; failureCode: CardFailureCode; providerRef: string; brand: string; last4: string }
  /** A processor that confirms in the browser (Stripe's PaymentIntent): settled later by its webhook. */
  | { status: "requires_action"; providerRef: string; clientSecret: string };

export interface TransferInstructions {
  method: TransferMethod;
  reference: string;
  amount: number;
  currency: string;
  /** label → value lines, shown to the payer; labels are i18n keys under billing.instructions */
  lines: { label: string; value: string }[];
  /** what is still due after part of a transfer arrived (Stripe's payment_intent.partially_funded) */
  amountRemaining?: number;
}

export interface RefundRequest {
  refundId: string;
  paymentId: string;
  providerRef: string | null;
  amount: number;
  currency: string;
  method: string;
  /** the refund row's id: a repeated call never returns the money twice */
  idempotencyKey: string;
}

export type RefundResult = { status: "succeeded"; refundRef: string } | { status: "pending"; refundRef: string } | { status: "failed"; failureCode: string; refundRef?: string };

/** What the provider knows of a payment whose intent row is still `processing` (reconciliation). */
export type PaymentLookup =
  | { status: "succeeded"; providerRef: string; brand?: string; last4?: string }
  | { status: "failed"; failureCode: string; providerRef?: string }
  | { status: "processing" }
  /** the provider never saw it: the call did not arrive, nothing was charged */
  | { status: "not_found" };

export type RefundLookup = { status: "succeeded"; refundRef: string } | { status: "failed"; failureCode: string } | { status: "processing" } | { status: "not_found" };

/**
 * The order every implementation relies on (issue 26 item 2): billing writes the intent row
 * (`processing`) first, then calls the provider with the row's id as idempotency key, then settles
 * in one D1 batch. A throw from any method means "outcome unknown": the row stays `processing` and
 * the reconciliation job (reconcile.server.ts) asks `lookupPayment` / `lookupRefund` later.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * "server": the card's details come in the checkout body (the test provider); "browser": they
   * never reach our server, the processor's own form confirms the payment (Stripe's Payment
   * Element) and the API refuses a card body (issue 29).
   */
  readonly cardEntry: "server" | "browser";
  /** Charges a card (a real processor: authorise + capture), or creates the intent the browser confirms (`card` null). Never keeps the number. */
  createCardPayment(request: PaymentRequest, card: CardInput | null): Promise<CardResult>;
  /** A transfer stays pending; the payer gets instructions carrying `reference`. */
  createTransfer(request: PaymentRequest, method: TransferMethod): Promise<{ providerRef: string; instructions: TransferInstructions }>;
  /** Returns money of a payment. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Webhook / manual confirmation that a pending transfer arrived. */
  confirmTransfer(payment: { id: string; reference: string | null }): Promise<{ confirmed: true }>;
  lookupPayment(payment: { id: string; providerRef: string | null; method: string }): Promise<PaymentLookup>;
  lookupRefund(refund: { id: string; paymentId: string; providerRef: string | null }): Promise<RefundLookup>;
  /** A processor whose intents stay payable after a decline (Stripe) cancels one our row failed. */
  cancelPayment?(providerRef: string, idempotencyKey: string): Promise<void>;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}

export const normaliseCardNumber = (value: string) => value.replace(/[\s-]/g, "");

/** Test numbers with a fixed outcome (any other Luhn-valid number succeeds, like real test modes). */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

/** Where the test provider tells payers to send transfers. Fictitious, clearly test values. */
export const TEST_TRANSFER_ACCOUNTS = {
  wire: [
    { label: "beneficiary", value: "TaxAtlas Ltd (test)" },
    { label: "bank", value: "Test Bank plc, London" },
    { label: "iban", value: "GB33 TEST 0000 0000 0000 00" },
    { label: "swift", value: "TESTGB2L" },
  ],
  ach: [
    { label: "beneficiary", value: "TaxAtlas Inc (test)" },
    { label: "bank", value: "Test Bank NA" },
    { label: "routingNumber", value: "110000000" },
    { label: "accountNumber", value: "000123456789" },
  ],
  crypto: [
    { label: "network", value: "USDC on Ethereum (test)" },
    { label: "address", value: "0x000000000000000000000000000000000000dEaD" },
  ],
} as const;

/** A short reference the payer quotes on the transfer: TA- plus 10 unambiguous characters. */
export function transferReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `TA-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export const testProvider: PaymentProvider = {
  name: "test",
  cardEntry: "server",
  async createCardPayment(request, card) {
    if (!card) throw new Error("The test provider charges a card given in the checkout body.");
    const digits = normaliseCardNumber(card.number);
    const brand = cardBrand(digits);
    const last4 = digits.slice(-4);
    const providerRef = `test_ch_${request.paymentId}`;
    if (digits === TEST_CARDS.declined) return { status: "failed", failureCode: "CARD_DECLINED", providerRef, brand, last4 };
    if (digits === TEST_CARDS.insufficientFunds) return { status: "failed", failureCode: "INSUFFICIENT_FUNDS", providerRef, brand, last4 };
    return { status: "succeeded", providerRef, brand, last4 };
  },
  async createTransfer(request, method) {
    const reference = transferReference();
    return {
      providerRef: `test_tr_${request.paymentId}`,
      instructions: {
        method,
        reference,
        amount: request.amount,
        currency: request.currency,
        lines: [...TEST_TRANSFER_ACCOUNTS[method], { label: "reference", value: reference }],
      },
    };
  },
  async refund(request) {
    return { status: "succeeded", refundRef: `test_re_${request.refundId}` };
  },
  async confirmTransfer() {
    return { confirmed: true };
  },
  // The test processor keeps nothing: a call it never answered did not charge or refund, so a
  // stale intent is failed (payment) or sent again with its idempotency key (refund).
  async lookupPayment() {
    return { status: "not_found" };
  },
  async lookupRefund() {
    return { status: "not_found" };
  },
};

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
