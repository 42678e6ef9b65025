import { z } from "zod";
import { checkout, checkoutSchema, type BillingContext } from "#worker/domain/billing/payments.server";

/** The body of `POST /api/contracts/:id/milestones/:mid/fund`: the checkout's payment fields only. */
export const fundBodySchema = z.object({ method: z.unknown(), card: z.unknown() }).partial();
export type FundBody = z.infer<typeof fundBodySchema>;

/**
 * Funding a milestone = billing's checkout with purpose "escrow" (decision 091): the API route and
 * the contract page's action both call this, so there is one rule (escrowPurpose) and one
 * Idempotency-Key scope. Answers are billing's: 201 {payment}, 402 declined, 404, 409.
 */
export function fundMilestone(bc: BillingContext, userId: string, key: string, contractId: string, milestoneId: string, body: FundBody) {
  const input = checkoutSchema.parse({ purpose: "escrow", method: body.method, card: body.card, milestoneId, contractId });
  return checkout(bc, userId, key, input);
}
