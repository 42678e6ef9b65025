import type Stripe from "stripe";
import type { CardFailureCode, CardResult, PaymentLookup, PaymentProvider, RefundLookup, RefundResult } from "./provider.server";
import { testProvider } from "./provider.server";

/**
 * The payment boundary on Stripe (issue 29, decision 160). Card data never reaches our server:
 * checkout creates a PaymentIntent (amount from our price table, our intent row's id as Stripe's
 * idempotency key and as metadata.payment_id), the browser confirms it with the Payment Element
 * (3-D Secure included), and the signed webhook settles it (webhooks.server.ts). Amounts are
 * integer minor units on both sides; Stripe wants lower-case currency codes.
 */

const DECLINES: Record<string, CardFailureCode> = { insufficient_funds: "INSUFFICIENT_FUNDS" };

/** Stripe's decline code (or error code) as ours. */
export function stripeFailureCode(error: { decline_code?: string | null; code?: string | null } | null | undefined): CardFailureCode {
  return DECLINES[error?.decline_code ?? ""] ?? DECLINES[error?.code ?? ""] ?? "CARD_DECLINED";
}

/** The card that paid, from a PaymentIntent whose latest_charge was expanded (or a Charge). */
export function cardOf(charge: Stripe.Charge | string | null | undefined): { brand?: string; last4?: string } {
  if (!charge || typeof charge === "string") return {};
  const card = charge.payment_method_details?.card;
  return card ? { brand: card.brand ?? undefined, last4: card.last4 ?? undefined } : {};
}

/** What a PaymentIntent's state means for our intent row. */
export function paymentLookupOf(intent: Stripe.PaymentIntent): PaymentLookup {
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", providerRef: intent.id, ...cardOf(intent.latest_charge) };
    case "canceled":
      return { status: "failed", failureCode: intent.last_payment_error ? stripeFailureCode(intent.last_payment_error) : "CANCELED", providerRef: intent.id };
    case "requires_payment_method":
      // A decline leaves the intent waiting for another method; our row fails (a new checkout retries).
      return intent.last_payment_error ? { status: "failed", failureCode: stripeFailureCode(intent.last_payment_error), providerRef: intent.id } : { status: "processing" };
    default:
      return { status: "processing" };
  }
}

function refundResultOf(refund: Stripe.Refund): RefundResult {
  if (refund.status === "succeeded") return { status: "succeeded", refundRef: refund.id };
  if (refund.status === "failed" || refund.status === "canceled") return { status: "failed", failureCode: `REFUND_${(refund.failure_reason ?? refund.status).toUpperCase()}`, refundRef: refund.id };
  return { status: "pending", refundRef: refund.id };
}

const ABANDONABLE = new Set<string>(["requires_payment_method", "requires_confirmation", "requires_action"]);
const ABANDON_AFTER_S = 60 * 60;

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    cardEntry: "browser",
    async createCardPayment(request): Promise<CardResult> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          description: request.description,
          automatic_payment_methods: { enabled: true },
          metadata: { payment_id: request.paymentId, user_id: request.userId },
          ...(request.transferGroup ? { transfer_group: request.transferGroup } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === "succeeded") return { status: "succeeded", providerRef: intent.id, brand: "card", last4: "" };
      return { status: "requires_action", providerRef: intent.id, clientSecret: intent.client_secret ?? "" };
    },
    // Transfers keep the manual path (instructions + a reference an admin matches), decision 160.
    createTransfer: testProvider.createTransfer,
    async refund(request) {
      // A bank or crypto transfer is returned by hand (the manual path), never through Stripe.
      if (request.method !== "card") return { status: "succeeded", refundRef: `manual_${request.refundId}` };
      if (!request.providerRef) return { status: "failed", failureCode: "NO_PAYMENT_INTENT" };
      const refund = await stripe.refunds.create(
        { payment_intent: request.providerRef, amount: request.amount, metadata: { refund_id: request.refundId, payment_id: request.paymentId } },
        { idempotencyKey: request.idempotencyKey },
      );
      return refundResultOf(refund);
    },
    async confirmTransfer() {
      return { confirmed: true };
    },
    async lookupPayment(payment) {
      if (payment.method !== "card") return { status: "processing" };
      if (payment.providerRef) {
        const intent = await stripe.paymentIntents.retrieve(payment.providerRef, { expand: ["latest_charge"] });
        const lookup = paymentLookupOf(intent);
        // Never confirmed in the browser: after an hour the intent is cancelled so the item can be paid anew.
        if (lookup.status === "processing" && ABANDONABLE.has(intent.status) && Date.now() / 1000 - intent.created > ABANDON_AFTER_S) {
          return paymentLookupOf(await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" }, { idempotencyKey: `${payment.id}:cancel` }));
        }
        return lookup;
      }
      // The create call's answer was lost: find the intent by our id (search is eventually consistent, so "not found" waits a round).
      const found = await stripe.paymentIntents.search({ query: `metadata['payment_id']:'${payment.id}'`, limit: 1 });
      return found.data[0] ? paymentLookupOf(found.data[0]) : { status: "not_found" };
    },
    async cancelPayment(providerRef, idempotencyKey) {
      await stripe.paymentIntents.cancel(providerRef, {}, { idempotencyKey });
    },
    async lookupRefund(refund): Promise<RefundLookup> {
      if (refund.providerRef) {
        const result = refundResultOf(await stripe.refunds.retrieve(refund.providerRef));
        return result.status === "pending" ? { status: "processing" } : result.status === "failed" ? { status: "failed", failureCode: result.failureCode } : result;
      }
      return { status: "not_found" };
    },
  };
}
