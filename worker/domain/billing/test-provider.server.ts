/**
 * The built-in test provider (decision 066): runs locally and in tests with the documented test
 * cards and transfer accounts; nothing leaves the machine.
 */
import type { CardResult, PaymentProvider, TransferInstructions, TransferMethod } from "./payment-provider";

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
