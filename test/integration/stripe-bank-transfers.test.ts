import { afterEach, describe, expect, it } from "vitest";
import { env } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";
import { checkout, deliver, freshUser, ledgerKinds, paymentRow, stripe, useFakeStripe } from "#test/stripe/harness";

/**
 * Bank transfers through Stripe (issue 29, decision 252), offline: in Stripe mode a wire or ACH in
 * a currency Stripe's bank transfers take becomes a `customer_balance` PaymentIntent; the payer
 * sees the virtual account Stripe returns (next_action.display_bank_transfer_instructions) and the
 * webhook settles it — an underpayment (`payment_intent.partially_funded`) moves nothing, the
 * covering transfer (`payment_intent.succeeded`) moves the money once. Crypto stays manual.
 */
useFakeStripe();
afterEach(expectLedgerSound);

type Instructions = { method: string; reference: string; amount: number; currency: string; lines: { label: string; value: string }[]; amountRemaining?: number };
const instructionsOf = async (id: string) =>
  JSON.parse((await env.DB.prepare("SELECT instructions FROM payments WHERE id = ?").bind(id).first<{ instructions: string }>())!.instructions) as Instructions;

describe("Stripe bank transfers (customer_balance)", () => {
  it("a VIP membership by wire in USD: Stripe's virtual account and reference are shown; an underpayment moves nothing; the rest settles it once", async () => {
    const { token, id } = await freshUser();
    const res = await checkout(token, { purpose: "vip", method: "wire" });
    expect(res.status, await res.clone().text()).toBe(201);
    const { payment } = await res.json<{ payment: { id: string; status: string; amount: number; instructions: Instructions } }>();
    expect(payment.status).toBe("pending");
    const intent = [...stripe.intents.values()].find((i) => (i.metadata as Record<string, string>).payment_id === payment.id)!;
    const create = stripe.calls.find((c) => c.path === "/v1/payment_intents" && c.params.get("metadata[payment_id]") === payment.id)!;
    expect(create.idempotencyKey).toBe(payment.id);
    expect(create.params.get("allowed_payment_method_types[0]")).toBe("customer_balance");
    expect(create.params.get("payment_method_options[customer_balance][bank_transfer][type]")).toBe("us_bank_transfer");
    expect(create.params.get("customer")).toMatch(/^cus_/);
    const shown = (intent.next_action as { display_bank_transfer_instructions: { reference: string } }).display_bank_transfer_instructions;
    expect(payment.instructions.reference).toBe(shown.reference);
    expect(payment.instructions.lines).toEqual([
      { label: "bank", value: "STRIPE TEST BANK" },
      { label: "routingNumber", value: "999999999" },
      { label: "accountNumber", value: "11115555666677" },
      { label: "reference", value: shown.reference },
    ]);
    expect((await paymentRow(payment.id))!.provider_ref).toBe(intent.id);

    // one live VIP payment per account: a second transfer is refused while this one is awaited
    const again = await checkout(token, { purpose: "vip", method: "wire" });
    expect(again.status).toBe(409); // one live VIP payment per account (decision 127)

    expect(await deliver(stripe.fundBankTransfer(intent.id as string, 5_000))).toBe("applied");
    expect((await paymentRow(payment.id))!.status).toBe("pending");
    expect((await instructionsOf(payment.id)).amountRemaining).toBe(payment.amount - 5_000);
    expect(await ledgerKinds("payment", payment.id)).toEqual([]);

    const succeeded = stripe.fundBankTransfer(intent.id as string, payment.amount - 5_000);
    const outcomes = await Promise.all([deliver(succeeded), deliver(succeeded)]);
    expect(outcomes).toContain("applied");
    expect((await paymentRow(payment.id))!.status).toBe("succeeded");
    expect((await ledgerKinds("payment", payment.id)).filter((k) => k === "payment")).toEqual(["payment"]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM memberships WHERE user_id = ? AND status = 'active'").bind(id).first<{ n: number }>())!.n).toBe(1);
    expect(await deliver(succeeded)).toBe("duplicate");
  });

  it("crypto keeps the manual path in Stripe mode: our instructions, nothing created at Stripe", async () => {
    const { token } = await freshUser();
    const before = stripe.calls.length;
    const res = await checkout(token, { purpose: "vip", method: "crypto" });
    expect(res.status).toBe(201);
    const { payment } = await res.json<{ payment: { status: string; instructions: Instructions } }>();
    expect(payment.status).toBe("pending");
    expect(payment.instructions.lines.map((l) => l.label)).toEqual(["network", "address", "reference"]);
    expect(stripe.calls.length).toBe(before);
  });
});
