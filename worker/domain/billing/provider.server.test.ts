import { describe, expect, it } from "vitest";
import { canonicalJson } from "./idempotency.server";
import { cardExpired, refundWindowOpen } from "./payments.server";
import { cardBrand, luhnValid, TEST_CARDS, testProvider } from "./provider.server";

const request = { paymentId: "pay_1", userId: "u_1", amount: 9900, currency: "USD", description: "x", now: new Date(), idempotencyKey: "pay_1" };
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: "123" });

describe("test payment provider", () => {
  it("4242… succeeds, …0002 is declined, …9995 has insufficient funds; only brand + last 4 come back", async () => {
    expect(await testProvider.createCardPayment(request, card(TEST_CARDS.succeeds))).toEqual({ status: "succeeded", providerRef: "test_ch_pay_1", brand: "visa", last4: "4242" });
    expect(await testProvider.createCardPayment(request, card("4000 0000 0000 0002"))).toMatchObject({ status: "failed", failureCode: "CARD_DECLINED", last4: "0002" });
    expect(await testProvider.createCardPayment(request, card(TEST_CARDS.insufficientFunds))).toMatchObject({ status: "failed", failureCode: "INSUFFICIENT_FUNDS", last4: "9995" });
  });

  it("transfers get instructions ending with a unique reference", async () => {
    const a = await testProvider.createTransfer(request, "wire");
    const b = await testProvider.createTransfer(request, "wire");
    expect(a.instructions.reference).toMatch(/^TA-[A-Z2-9]{10}$/);
    expect(a.instructions.reference).not.toBe(b.instructions.reference);
    expect(a.instructions.lines.at(-1)).toEqual({ label: "reference", value: a.instructions.reference });
  });

  it("Luhn and brand", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });
});

describe("billing rules", () => {
  it("refund window: day 6 and exactly day 7 open, day 8 closed", () => {
    const paid = new Date("2026-01-01T10:00:00Z");
    const after = (days: number) => new Date(paid.getTime() + days * 86_400_000);
    expect(refundWindowOpen(paid, after(6), 7)).toBe(true);
    expect(refundWindowOpen(paid, after(7), 7)).toBe(true);
    expect(refundWindowOpen(paid, after(8), 7)).toBe(false);
  });

  it("a card is valid through the end of its expiry month", () => {
    expect(cardExpired(1, 2026, new Date("2026-01-31T23:59:00Z"))).toBe(false);
    expect(cardExpired(1, 2026, new Date("2026-02-01T00:00:00Z"))).toBe(true);
  });

  it("canonical JSON ignores key order and undefined fields", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(canonicalJson({ a: { d: [1, { x: 1, y: 2 }] }, b: 1 }));
  });
});
