/**
 * The payment-provider boundary (docs/decisions/066-payment-provider-boundary.md). A real card
 * processor implements the same interface; the built-in test provider runs locally and in tests.
 * Nothing here touches D1: the caller writes the result and its ledger entries in one batch.
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
  amount: number;
  currency: string;
  description: string;
  now: Date;
}

export type CardResult =
  | { status: "succeeded"; providerRef: string; brand: string; last4: string }
  | { status: "failed"; failureCode: "CARD_DECLINED" | "INSUFFICIENT_FUNDS"; providerRef: string; brand: string; last4: string };

export interface TransferInstructions {
  method: TransferMethod;
  reference: string;
  amount: number;
  currency: string;
  /** label → value lines, shown to the payer; labels are i18n keys under billing.instructions */
  lines: { label: string; value: string }[];
}

export interface PaymentProvider {
  readonly name: string;
  /** Charges a card (a real processor: authorise + capture). Never keeps the number. */
  createCardPayment(request: PaymentRequest, card: CardInput): Promise<CardResult>;
  /** A transfer stays pending; the payer gets instructions carrying `reference`. */
  createTransfer(request: PaymentRequest, method: TransferMethod): Promise<{ providerRef: string; instructions: TransferInstructions }>;
  /** Returns money of a succeeded payment. */
  refund(payment: { id: string; providerRef: string | null; amount: number; currency: string; method: string }): Promise<{ refundRef: string }>;
  /** Webhook / manual confirmation that a pending transfer arrived. */
  confirmTransfer(payment: { id: string; reference: string | null }): Promise<{ confirmed: true }>;
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
  async createCardPayment(request, card) {
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
  async refund(payment) {
    return { refundRef: `test_re_${payment.id}` };
  },
  async confirmTransfer() {
    return { confirmed: true };
  },
};

/** The provider in use. One place to swap in a real processor (decision 066). */
export function paymentProvider(_env?: Env): PaymentProvider {
  return testProvider;
}
