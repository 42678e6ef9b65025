import { Hono } from "hono";
import { requireRole } from "#worker/auth/permissions.server";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { recordAudit } from "#worker/domain/account/audit.server";
import { recentTransactions, trialBalance } from "#worker/domain/billing/ledger.server";
import { adminPaymentsQuery, listAllPayments, receivePayment, refundHeldPayment } from "#worker/domain/billing/payments.server";
import { payoutRails, reconcilePayouts } from "#worker/domain/billing/payouts.server";
import { reconcileBilling } from "#worker/domain/billing/reconcile.server";
import { requireIdempotencyKey } from "#worker/domain/billing/idempotency.server";
import { answer, billingContext, noStore } from "./billing";
import type { ApiEnv } from "./types";
import { readQuery } from "./validation";

/** /api/admin (payments + ledger); admin is read from D1 on every request. */
export const adminBillingRoutes = new Hono<ApiEnv>()
  .get("/payments", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    const { status } = readQuery(c, adminPaymentsQuery);
    noStore(c);
    return c.json({ payments: await listAllPayments(c.var.ctx, status) });
  })
  .post("/payments/:id/receive", async (c) => {
    const { userId } = await requireAdminAction(c.var.ctx);
    const key = requireIdempotencyKey(c.req.header("Idempotency-Key"));
    const outcome = await receivePayment(billingContext(c), userId, key, c.req.param("id"));
    if (outcome.status < 300 && !outcome.replayed) await recordAudit(c.var.ctx, { action: "payment.received", actorId: userId, userId: null, subject: `payment:${c.req.param("id")}` });
    return answer(c, outcome);
  })
  // Money received for something already paid (status held) goes back to the payer.
  .post("/payments/:id/refund", async (c) => {
    const { userId } = requireRole(c.var.ctx, ["admin"]);
    const key = requireIdempotencyKey(c.req.header("Idempotency-Key"));
    return answer(c, await refundHeldPayment(billingContext(c), userId, key, c.req.param("id")));
  })
  // The reconciliation job on demand (it also runs on its Cron Trigger).
  .post("/billing/reconcile", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    const bc = billingContext(c);
    noStore(c);
    const billing = await reconcileBilling({ db: bc.db, now: bc.now, provider: bc.provider! });
    // payouts whose transfer answer was lost (decision 251), resolved by the same job
    return c.json({ ...billing, payouts: await reconcilePayouts({ db: bc.db, now: bc.now, rails: payoutRails(c.var.ctx.env) }) });
  })
  .get("/ledger", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    noStore(c);
    const [balance, transactions] = await Promise.all([trialBalance(c.var.ctx), recentTransactions(c.var.ctx)]);
    return c.json({ ...balance, transactions });
  });
