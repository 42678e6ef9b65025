import { describe, expect, it } from "vitest";
import { AppError } from "#worker/errors";
import { assertBid, assertCancel, assertMilestone, canMilestone, assertRequest, escrowBalanceOf, isComplete, splitCommission } from "./state";

const conflictOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    return { status: e.status, message: e.message, details: e.details };
  }
  throw new Error("expected a conflict");
};

describe("marketplace state machines", () => {
  it("requests: only open requests are edited, bid on, closed or awarded", () => {
    expect(assertRequest("open", "close")).toBe("closed");
    expect(assertRequest("open", "award")).toBe("awarded");
    expect(assertRequest("open", "edit")).toBe("open");
    for (const status of ["awarded", "closed"] as const) {
      for (const action of ["edit", "close", "award", "bid"] as const) {
        const c = conflictOf(() => assertRequest(status, action));
        expect(c.status).toBe(409);
        expect(c.message).toContain(status);
        expect(c.details).toEqual({ status });
      }
    }
  });

  it("bids: pending → accepted | declined | withdrawn, nothing else", () => {
    expect(assertBid("pending", "accept")).toBe("accepted");
    expect(assertBid("pending", "decline")).toBe("declined");
    expect(assertBid("pending", "withdraw")).toBe("withdrawn");
    for (const status of ["accepted", "declined", "withdrawn"] as const) {
      for (const action of ["accept", "decline", "withdraw"] as const) expect(conflictOf(() => assertBid(status, action)).message).toBe(`Cannot ${action} a bid that is ${status}.`);
    }
  });

  it("milestones: unfunded → funded → submitted → released | disputed → resolved", () => {
    expect(assertMilestone("active", "unfunded", "fund")).toBe("funded");
    expect(assertMilestone("active", "funded", "submit")).toBe("submitted");
    expect(assertMilestone("active", "submitted", "approve")).toBe("released");
    expect(assertMilestone("active", "submitted", "dispute")).toBe("disputed");
    expect(assertMilestone("active", "disputed", "resolve")).toBe("resolved");
    expect(conflictOf(() => assertMilestone("active", "unfunded", "submit")).message).toBe("Cannot submit a milestone that is unfunded.");
    expect(conflictOf(() => assertMilestone("active", "funded", "approve")).message).toBe("Cannot approve a milestone that is funded.");
    expect(conflictOf(() => assertMilestone("active", "released", "dispute")).message).toBe("Cannot dispute a milestone that is released.");
    expect(conflictOf(() => assertMilestone("active", "funded", "fund")).message).toBe("Cannot fund a milestone that is funded.");
    expect(conflictOf(() => assertMilestone("active", "submitted", "resolve")).message).toBe("Cannot resolve a milestone that is submitted.");
    // the yes/no form pages use agrees with the assertion
    expect(canMilestone("active", "unfunded", "fund")).toBe(true);
    expect(canMilestone("active", "funded", "fund")).toBe(false);
    expect(canMilestone("completed", "unfunded", "fund")).toBe(false);
    // nothing moves in a finished contract
    expect(conflictOf(() => assertMilestone("cancelled", "unfunded", "fund")).details).toEqual({ status: "cancelled" });
    expect(conflictOf(() => assertMilestone("completed", "submitted", "approve")).message).toContain("completed");
  });

  it("contracts cancel only while active and before any work was submitted", () => {
    expect(() => assertCancel("active", ["unfunded", "funded"])).not.toThrow();
    expect(conflictOf(() => assertCancel("active", ["released", "funded"])).message).toBe("Cannot cancel a contract with a milestone that is released.");
    expect(conflictOf(() => assertCancel("active", ["submitted"])).status).toBe(409);
    expect(conflictOf(() => assertCancel("cancelled", ["unfunded"])).message).toBe("Cannot cancel a contract that is cancelled.");
    expect(conflictOf(() => assertCancel("completed", ["released"])).details).toEqual({ status: "completed" });
  });

  it("a contract is complete when every milestone is released or resolved", () => {
    expect(isComplete(["released", "resolved"])).toBe(true);
    expect(isComplete(["released", "submitted"])).toBe(false);
    expect(isComplete([])).toBe(false);
  });

  it("commission is rounded half up to the cent and the split never loses a cent", () => {
    expect(splitCommission(100_000, 2500)).toEqual({ commission: 25_000, advisor: 75_000 });
    expect(splitCommission(100_000, 1000)).toEqual({ commission: 10_000, advisor: 90_000 });
    expect(splitCommission(1, 2500)).toEqual({ commission: 0, advisor: 1 }); // 0.25 cent → 0
    expect(splitCommission(2, 2500)).toEqual({ commission: 1, advisor: 1 }); // 0.5 cent → 1 (half up)
    expect(splitCommission(15, 1000)).toEqual({ commission: 2, advisor: 13 }); // 1.5 → 2
    expect(splitCommission(14, 1000)).toEqual({ commission: 1, advisor: 13 }); // 1.4 → 1
    for (let amount = 0; amount < 500; amount += 7) {
      for (const bp of [2500, 1000]) {
        const { commission, advisor } = splitCommission(amount, bp);
        expect(commission + advisor).toBe(amount);
        expect(Math.abs(commission - (amount * bp) / 10000)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("escrow balance = funded − released − refunded", () => {
    const ms = [
      { status: "funded", amount: 100 },
      { status: "submitted", amount: 200 },
      { status: "disputed", amount: 300 },
      { status: "released", amount: 400 },
      { status: "refunded", amount: 500 },
      { status: "unfunded", amount: 600 },
      { status: "resolved", amount: 700 },
    ] as const;
    expect(escrowBalanceOf(ms)).toBe(600);
  });
});
