import { describe, expect, it } from "vitest";
import { assertBalanced } from "#worker/domain/billing/ledger.server";
import { fundMovement, releaseMovement, type EscrowContract } from "./escrow.server";
import { COMMISSION_BP } from "./state";

const contract = (kind: keyof typeof COMMISSION_BP): EscrowContract => ({ id: "ctr1", clientId: "cli1", advisorId: "adv1", currency: "USD", commissionBp: COMMISSION_BP[kind] });
const amountOf = (entries: { account: string; amount: number }[], account: string) => entries.find((e) => e.account === account)?.amount;

describe("escrow movements (decision 091)", () => {
  it("funding moves the payer's cash into the contract's escrow account", () => {
    const m = fundMovement(contract("implementation"), "ms1", "cli1", 12_345);
    expect(m).toMatchObject({ kind: "escrow_fund", refType: "milestone", refId: "ms1" });
    expect(m.entries).toEqual([
      { account: "client_cash:cli1", amount: -12_345, currency: "USD" },
      { account: "escrow:ctr1", amount: 12_345, currency: "USD" },
    ]);
  });

  it("a release splits the gross exactly: commission rounded half up to the platform, the rest to the advisor", () => {
    const cases: [keyof typeof COMMISSION_BP, number, number][] = [
      ["implementation", 300_000, 75_000],
      ["implementation", 1_002, 251],
      ["implementation", 1_001, 250],
      ["implementation", 2, 1],
      ["recurring", 1_005, 101],
      ["recurring", 1_004, 100],
      ["recurring", 99_999_999, 10_000_000],
    ];
    for (const [kind, gross, commission] of cases) {
      const { entries, kind: k } = releaseMovement(contract(kind), "ms1", gross);
      expect(k).toBe("escrow_release");
      assertBalanced(entries);
      expect(amountOf(entries, "escrow:ctr1"), `${kind} ${gross}`).toBe(-gross);
      expect(amountOf(entries, "platform:revenue"), `${kind} ${gross}`).toBe(commission);
      expect(amountOf(entries, "advisor_payable:adv1"), `${kind} ${gross}`).toBe(gross - commission);
    }
  });

  it("a zero commission is left out (ledger entries are non-zero) and the movement still balances", () => {
    const { entries } = releaseMovement(contract("recurring"), "ms1", 4);
    expect(entries).toEqual([
      { account: "escrow:ctr1", amount: -4, currency: "USD" },
      { account: "advisor_payable:adv1", amount: 4, currency: "USD" },
    ]);
    expect(() => assertBalanced(entries)).not.toThrow();
  });
});
