import { describe, expect, it } from "vitest";
import { accountMayGoNegative, assertBalanced, LedgerError, move, parseAccountKey } from "./ledger.server";

describe("ledger rules", () => {
  it("accepts balanced entries and reports the per-currency sums", () => {
    const sums = assertBalanced([...move("client_cash:u1", "platform:revenue", 9900, "USD"), ...move("escrow:c1", "advisor_payable:a1", 500, "EUR")]);
    expect(Object.fromEntries(sums)).toEqual({ USD: 0, EUR: 0 });
  });

  it("refuses unbalanced, single-entry, zero, fractional and lower-case-currency entries", () => {
    expect(() => assertBalanced([{ account: "platform:revenue", amount: 1, currency: "USD" }, { account: "platform:refunds", amount: -2, currency: "USD" }])).toThrow(/USD sums to -1/);
    expect(() => assertBalanced([{ account: "platform:revenue", amount: 1, currency: "USD" }])).toThrow(LedgerError);
    expect(() => assertBalanced(move("platform:revenue", "platform:refunds", 0, "USD"))).toThrow(/non-zero/);
    expect(() => assertBalanced(move("platform:revenue", "platform:refunds", 1.5, "USD"))).toThrow(/integers/);
    expect(() => assertBalanced(move("platform:revenue", "platform:refunds", 1, "usd"))).toThrow(/ISO 4217/);
    // Balanced across currencies is still unbalanced per currency.
    expect(() => assertBalanced([{ account: "platform:revenue", amount: 5, currency: "USD" }, { account: "platform:refunds", amount: -5, currency: "EUR" }])).toThrow(/sum to zero/);
  });

  it("knows the decision-045 account keys and which may go negative", () => {
    expect(parseAccountKey("client_cash:usr_1")).toEqual({ key: "client_cash:usr_1", kind: "client_cash", ownerId: "usr_1" });
    expect(parseAccountKey("platform:revenue")).toMatchObject({ kind: "platform", ownerId: null });
    expect(() => parseAccountKey("platform:bonus")).toThrow(LedgerError);
    expect(() => parseAccountKey("escrow:")).toThrow(LedgerError);
    expect(accountMayGoNegative("platform:processor_clearing")).toBe(true);
    expect(accountMayGoNegative("platform:refunds")).toBe(true);
    expect(accountMayGoNegative("platform:revenue")).toBe(false);
    expect(accountMayGoNegative("escrow:c1")).toBe(false);
  });
});
