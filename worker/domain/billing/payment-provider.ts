/**
 * The payment-provider boundary's types (docs/decisions/066-payment-provider-boundary.md): what a
 * card processor, bank transfers and refunds look like to the rest of the app. The test provider
 * (test-provider.server.ts) and Stripe (stripe-provider.server.ts) implement `PaymentProvider`;
 * provider.server.ts picks one.
 */
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
