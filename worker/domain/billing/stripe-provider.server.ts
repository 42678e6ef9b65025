import type Stripe from "stripe";
import type { CardFailureCode, CardResult, PaymentLookup, PaymentProvider, PaymentRequest, RefundLookup, RefundResult, TransferInstructions, TransferMethod } from "./payment-provider";
import { testProvider } from "./test-provider.server";

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

/**
 * Stripe's bank transfers (the `customer_balance` payment method, decision 252): the bank-transfer
 * type per currency; other currencies (and crypto) keep the manual path.
 * docs.stripe.com/payments/bank-transfers/accept-a-payment?payment-ui=direct-api
 */
export const STRIPE_BANK_TRANSFER_TYPES: Record<string, Stripe.PaymentIntentCreateParams.PaymentMethodOptions.CustomerBalance.BankTransfer.Type> = {
  EUR: "eu_bank_transfer",
  GBP: "gb_bank_transfer",
  USD: "us_bank_transfer",
  JPY: "jp_bank_transfer",
  MXN: "mx_bank_transfer",
};
/** The country of the EU virtual IBAN (Stripe asks for one of its EU bank-transfer countries). */
const EU_BANK_TRANSFER_COUNTRY = "IE";

type Lines = TransferInstructions["lines"];
type FinancialAddress = Stripe.FundingInstructions.BankTransfer.FinancialAddress;

/** A virtual bank account Stripe returned, as the label → value lines the checkout shows. */
export function bankLinesOf(address: FinancialAddress | undefined): Lines {
  if (!address) return [];
  const line = (label: string, value: string | null | undefined): Lines => (value ? [{ label, value }] : []);
  const a = address as FinancialAddress & Record<string, Record<string, string | null | undefined> | undefined>;
  switch (address.type) {
    case "iban":
      return [...line("beneficiary", a.iban?.account_holder_name), ...line("iban", a.iban?.iban), ...line("swift", a.iban?.bic)];
    case "sort_code":
      return [...line("beneficiary", a.sort_code?.account_holder_name), ...line("accountNumber", a.sort_code?.account_number), ...line("sortCode", a.sort_code?.sort_code)];
    case "aba":
      return [...line("bank", a.aba?.bank_name), ...line("routingNumber", a.aba?.routing_number), ...line("accountNumber", a.aba?.account_number)];
    case "swift":
      return [...line("bank", a.swift?.bank_name), ...line("swift", a.swift?.swift_code), ...line("accountNumber", a.swift?.account_number)];
    case "zengin":
      return [...line("bank", a.zengin?.bank_name), ...line("branch", a.zengin?.branch_name), ...line("accountNumber", a.zengin?.account_number), ...line("beneficiary", a.zengin?.account_holder_name)];
    case "spei":
      return [...line("bank", a.spei?.bank_name), ...line("clabe", a.spei?.clabe)];
    default:
      return [];
  }
}

/** The instructions of a bank-transfer PaymentIntent (next_action.display_bank_transfer_instructions). */
export function bankInstructionsOf(intent: Stripe.PaymentIntent, method: TransferMethod, fallbackReference: string): TransferInstructions {
  const shown = intent.next_action?.display_bank_transfer_instructions;
  const reference = shown?.reference ?? fallbackReference;
  return {
    method,
    reference,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    lines: [...bankLinesOf(shown?.financial_addresses?.[0]), { label: "reference", value: reference }],
  };
}

/** The payer's Stripe Customer (a bank transfer needs one: its virtual account is the customer's). */
async function customerFor(stripe: Stripe, userId: string): Promise<string> {
  const found = await stripe.customers.search({ query: `metadata['user_id']:'${userId}'`, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const created = await stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey: `customer:${userId}` });
  return created.id;
}

async function createBankTransfer(stripe: Stripe, request: PaymentRequest, method: TransferMethod, type: Stripe.PaymentIntentCreateParams.PaymentMethodOptions.CustomerBalance.BankTransfer.Type) {
  const customer = await customerFor(stripe, request.userId);
  const intent = await stripe.paymentIntents.create(
    {
      amount: request.amount,
      currency: request.currency.toLowerCase(),
      customer,
      description: request.description,
      allowed_payment_method_types: ["customer_balance"],
      payment_method_data: { type: "customer_balance" },
      payment_method_options: {
        customer_balance: { funding_type: "bank_transfer", bank_transfer: { type, ...(type === "eu_bank_transfer" ? { eu_bank_transfer: { country: EU_BANK_TRANSFER_COUNTRY } } : {}) } },
      },
      confirm: true,
      metadata: { payment_id: request.paymentId, user_id: request.userId },
      ...(request.transferGroup ? { transfer_group: request.transferGroup } : {}),
    },
    { idempotencyKey: request.idempotencyKey },
  );
  return { providerRef: intent.id, instructions: bankInstructionsOf(intent, method, request.paymentId) };
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
    // Wire / ACH in a currency Stripe's bank transfers take: a customer_balance PaymentIntent, its
    // virtual account shown to the payer and the webhook settling it (decision 252). Crypto and
    // other currencies keep the manual path (instructions + a reference an admin matches).
    async createTransfer(request, method) {
      const type = method === "crypto" ? undefined : STRIPE_BANK_TRANSFER_TYPES[request.currency.toUpperCase()];
      return type ? createBankTransfer(stripe, request, method, type) : testProvider.createTransfer(request, method);
    },
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
