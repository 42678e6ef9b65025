import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { users } from "#db/schema";
import { requireRole } from "#worker/auth/permissions.server";
import { requireAdminAction, requireStepUp } from "#worker/auth/step-up.server";
import { adminPayoutsOverview, payoutRails, payoutsOverview, requestPayout, runPayouts, startOnboarding, type PayoutContext } from "#worker/domain/billing/payouts.server";
import { paymentProvider } from "#worker/domain/billing/provider.server";
import { verifyStripeEvent } from "#worker/domain/billing/stripe-client.server";
import { applyStripeEvent } from "#worker/domain/billing/stripe-webhooks.server";
import { AppError, notFound } from "#worker/errors";
import { noStore } from "./billing";
import type { ApiEnv } from "./types";

/**
 * Stripe's webhook (issue 29, decision 160): `POST /api/webhooks/stripe`. The signature is checked
 * over the raw body with the SDK (SubtleCrypto); a missing or bad one is 400, never 500. 404 when
 * the Worker is not in Stripe mode.
 */
export const webhookRoutes = new Hono<ApiEnv>().post("/stripe", async (c) => {
  const env = c.var.ctx.env;
  if (env.PAYMENT_PROVIDER !== "stripe" || !env.STRIPE_WEBHOOK_SECRET) throw notFound("Stripe is not enabled here.");
  const signature = c.req.header("Stripe-Signature");
  if (!signature) throw new AppError(400, "WEBHOOK_SIGNATURE_INVALID", "The Stripe-Signature header is missing.");
  const payload = await c.req.text();
  // One secret per registered endpoint (platform events, connected-account events): comma-separated.
  let event;
  for (const secret of env.STRIPE_WEBHOOK_SECRET.split(",").map((s) => s.trim()).filter(Boolean)) {
    try {
      event = await verifyStripeEvent(payload, signature, secret);
      break;
    } catch {
      // try the next endpoint's secret
    }
  }
  if (!event) throw new AppError(400, "WEBHOOK_SIGNATURE_INVALID", "The Stripe signature does not match this payload.");
  const ctx = c.var.ctx;
  const outcome = await applyStripeEvent({ db: ctx.db, now: new Date(), provider: paymentProvider(env), audit: ctx }, event);
  noStore(c);
  return c.json({ received: true, outcome });
});

const payoutContext = (c: Context<ApiEnv>): PayoutContext => ({ db: c.var.ctx.db, now: new Date(), rails: payoutRails(c.var.ctx.env) });

const overviewQuery = z.object({ advisorId: z.string().min(1).max(100).optional() });

/** An advisor's payouts (issue 29): `/api/advisor/payouts`. Advisors see their own, admins any advisor's. */
export const advisorPayoutRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { userId, role } = requireRole(c.var.ctx, ["advisor", "admin"]);
    const query = overviewQuery.parse(c.req.query());
    const advisorId = c.var.ctx.isAdmin && query.advisorId ? query.advisorId : userId;
    noStore(c);
    return c.json(await payoutsOverview(c.var.ctx, role === "admin" || c.var.ctx.isAdmin ? advisorId : userId));
  })
  .post("/onboarding", async (c) => {
    requireRole(c.var.ctx, ["advisor"]);
    // Changing where money goes needs a recent sign-in (issue 30's step-up).
    const { userId } = requireStepUp(c.var.ctx);
    const user = (await c.var.ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).get())!;
    noStore(c);
    return c.json(await startOnboarding(payoutContext(c), user, c.var.ctx.url.origin));
  })
  .post("/request", async (c) => {
    const { userId } = requireRole(c.var.ctx, ["advisor"]);
    noStore(c);
    return c.json({ run: await requestPayout(payoutContext(c), userId), ...(await payoutsOverview(c.var.ctx, userId)) });
  });

/** Admin: owed vs paid per advisor, and a payout run (also on the reconciliation cron). */
export const adminPayoutRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    noStore(c);
    return c.json(await adminPayoutsOverview(c.var.ctx));
  })
  .post("/run", async (c) => {
    await requireAdminAction(c.var.ctx);
    noStore(c);
    return c.json({ run: await runPayouts(payoutContext(c)) });
  });
