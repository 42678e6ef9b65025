import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requireUser } from "#worker/auth/permissions.server";
import { requireStepUp } from "#worker/auth/step-up.server";
import {
  checkout,
  checkoutSchema,
  getOwnPayment,
  listOwnPayments,
  listPlans,
  refundPayment,
  type BillingContext,
} from "#worker/domain/billing/payments.server";
import { requireIdempotencyKey } from "#worker/domain/billing/idempotency.server";
import { paymentProvider } from "#worker/domain/billing/provider.server";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

/** Personal money data is never cached. */
export function noStore(c: Context<ApiEnv>) {
  c.header("Cache-Control", "private, no-store");
}

export const billingContext = (c: Context<ApiEnv>): BillingContext => ({
  db: c.var.ctx.db,
  secret: c.var.ctx.env.JWT_SECRET,
  now: new Date(),
  provider: paymentProvider(c.var.ctx.env),
  audit: c.var.ctx,
});

export function answer(c: Context<ApiEnv>, outcome: { status: number; body: unknown; replayed: boolean }) {
  noStore(c);
  if (outcome.replayed) c.header("Idempotent-Replayed", "true");
  return c.json(outcome.body as object, outcome.status as ContentfulStatusCode);
}

/** /api/billing (issue 9, docs/api.md "Billing"). */
export const billingRoutes = new Hono<ApiEnv>()
  .get("/plans", (c) => c.json(listPlans()))
  .post("/checkout", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const key = requireIdempotencyKey(c.req.header("Idempotency-Key"));
    const input = await readJson(c, checkoutSchema);
    return answer(c, await checkout(billingContext(c), userId, key, input));
  })
  .get("/payments", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    noStore(c);
    return c.json({ payments: await listOwnPayments(c.var.ctx.db, userId) });
  })
  .get("/payments/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    noStore(c);
    return c.json({ payment: await getOwnPayment(c.var.ctx.db, userId, c.req.param("id")) });
  })
  .post("/payments/:id/refund", async (c) => {
    const { userId } = requireStepUp(c.var.ctx);
    const key = requireIdempotencyKey(c.req.header("Idempotency-Key"));
    return answer(c, await refundPayment(billingContext(c), userId, key, c.req.param("id")));
  });
