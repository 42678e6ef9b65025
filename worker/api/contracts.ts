import { Hono } from "hono";
import { requireRole, requireUser } from "../auth/permissions.server";
import { requireAdminAction } from "../auth/step-up.server";
import { recordAudit } from "../domain/account/audit.server";
import { requireIdempotencyKey } from "../domain/billing/idempotency.server";
import {
  advisorEarnings,
  approveMilestone,
  cancelContract,
  disputeMilestone,
  getContract,
  listContracts,
  listDisputedContracts,
  resolveMilestone,
  submitMilestone,
} from "../domain/marketplace/contracts.server";
import { runMarketplaceClocks } from "../domain/marketplace/clocks.server";
import { getContractReviews, respondToReview, reviewInputSchema, reviewResponseSchema, submitReview } from "../domain/marketplace/reviews.server";
import { fundBodySchema, fundMilestone } from "../domain/marketplace/fund.server";
import { resolveSchema } from "../domain/marketplace/schemas";
import { getLetter, letterPdf, letterPdfResponse, readPdfUpload, signerOf, signInputSchema, signLetter, verifyDocument } from "../domain/marketplace/letter.server";
import { answer, billingContext } from "./billing";
import { apiLocale } from "./locale";
import { personal } from "./marketplace";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";
import { paymentProvider } from "../domain/billing/provider.server";

/** Issue 11: escrow contracts of the caller (client or advisor); anyone else's → 404. */
export const contractRoutes = new Hono<ApiEnv>()
  .use("*", personal)
  .get("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const side = c.req.query("as");
    return c.json(await listContracts(c.var.ctx.db, userId, side === "client" || side === "advisor" ? side : undefined, apiLocale(c)));
  })
  .get("/earnings", async (c) => {
    const { userId } = requireRole(c.var.ctx, ["advisor", "admin"]);
    return c.json(await advisorEarnings(c.var.ctx.db, userId));
  })
  // Engagement letter (issue 31, decision 200): read, download, sign; verify a PDF against the record
  .post("/verify", async (c) => c.json(await verifyDocument(c.var.ctx.db, await readPdfUpload(c))))
  .get("/:id/letter", async (c) => c.json(await getLetter(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"))))
  .get("/:id/letter/pdf", async (c) => letterPdfResponse(await letterPdf(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"))))
  .post("/:id/sign", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await signLetter(c.var.ctx.db, userId, c.req.param("id"), await readJson(c, signInputSchema), signerOf(c.var.ctx)));
  })
  .get("/:id", async (c) => c.json(await getContract(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), { locale: apiLocale(c) })))
  // Reviews (issue 31): double-blind, 14 days after the contract ended
  .get("/:id/reviews", async (c) => c.json(await getContractReviews(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"))))
  .post("/:id/reviews", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await submitReview(c.var.ctx.db, userId, c.req.param("id"), await readJson(c, reviewInputSchema)), 201);
  })
  .post("/:id/reviews/response", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await respondToReview(c.var.ctx.db, userId, c.req.param("id"), (await readJson(c, reviewResponseSchema)).response));
  })
  .post("/:id/cancel", async (c) => c.json(await cancelContract(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), apiLocale(c), paymentProvider(c.var.ctx.env))))
  // Funding is billing's checkout with purpose "escrow" (one rule in one place): same answers, same Idempotency-Key.
  .post("/:id/milestones/:mid/fund", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const key = requireIdempotencyKey(c.req.header("Idempotency-Key"));
    const body = await readJson(c, fundBodySchema);
    return answer(c, await fundMilestone(billingContext(c), userId, key, c.req.param("id"), c.req.param("mid"), body));
  })
  .post("/:id/milestones/:mid/submit", async (c) => c.json(await submitMilestone(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), c.req.param("mid"), apiLocale(c))))
  .post("/:id/milestones/:mid/approve", async (c) => c.json(await approveMilestone(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), c.req.param("mid"), apiLocale(c))))
  .post("/:id/milestones/:mid/dispute", async (c) => c.json(await disputeMilestone(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), c.req.param("mid"), apiLocale(c))));

/** Admin: disputed contracts and their resolution. */
export const adminContractRoutes = new Hono<ApiEnv>()
  .use("*", personal)
  .get("/", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    return c.json(await listDisputedContracts(c.var.ctx.db, apiLocale(c)));
  })
  // The Cron Trigger runs the clocks daily; this runs them now (operations, like /api/compliance/admin/run-reminders).
  .post("/run-clocks", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    return c.json(await runMarketplaceClocks(c.var.ctx.db));
  })
  .post("/:id/milestones/:mid/resolve", async (c) => {
    const { userId } = await requireAdminAction(c.var.ctx);
    const resolved = await resolveMilestone(c.var.ctx.db, userId, c.req.param("id"), c.req.param("mid"), await readJson(c, resolveSchema), apiLocale(c), paymentProvider(c.var.ctx.env));
    await recordAudit(c.var.ctx, { action: "dispute.resolved", actorId: userId, userId: null, subject: `milestone:${c.req.param("mid")}` });
    return c.json(resolved);
  });
