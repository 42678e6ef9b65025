import { describe, expect, it } from "vitest";
import { ZodError, z } from "zod";
import { AppError } from "#worker/errors";
import { actionFailure, dollarsToCents, parseBidForm, parseRequestForm } from "./forms.server";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

// The marketplace forms answer in the one fieldErrors shape of pages and the API (issue 28):
// field → a list of translation keys.
describe("marketplace page forms", () => {
  it("a request form with a missing title and a reversed budget names each field once, as a list", () => {
    const parsed = parseRequestForm(form([["title", ""], ["description", "x".repeat(40)], ["jurisdiction", "CYP"], ["kind", "incorporation"], ["budgetMin", "5000"], ["budgetMax", "100"]]));
    const fieldErrors: Record<string, string[]> = parsed.ok ? {} : parsed.fieldErrors;
    expect(fieldErrors.title).toEqual(["marketplace.invalid.title"]);
    expect(Object.values(fieldErrors).every((messages) => messages.length === 1)).toBe(true);
  });

  it("a bid without an amount is refused on the amount", () => {
    const parsed = parseBidForm(form([["amount", ""], ["timelineDays", "10"], ["message", "m".repeat(40)]]));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? null : parsed.fieldErrors.amount).toEqual(["marketplace.invalid.amount"]);
  });

  it("a domain 400 and a zod error become the same shape; a 409 names the current state", () => {
    const domain = actionFailure(new AppError(400, "VALIDATION_FAILED", "bad", { fieldErrors: { reasoning: ["validation.required"] } }));
    expect(domain).toEqual({ error: "marketplace.errors.invalid", fieldErrors: { reasoning: ["marketplace.invalid.reasoning"] } });
    const zod = actionFailure(new ZodError(z.object({ reason: z.string() }).safeParse({}).error!.issues));
    expect(zod.fieldErrors).toEqual({ reason: ["marketplace.invalid.reason"] });
    expect(actionFailure(new AppError(409, "CONFLICT", "no", { status: "funded" }))).toEqual({ error: "marketplace.errors.conflict", status: "funded" });
  });

  it("takes dollars with separators and gives cents", () => {
    expect(dollarsToCents("5,000.50")).toBe(500050);
    expect(dollarsToCents("")).toBeUndefined();
    expect(Number.isNaN(dollarsToCents("abc"))).toBe(true);
  });
});
