import { Hono, type Context } from "hono";
import { AppError } from "#worker/errors";
import { requireRole, requireUser } from "#worker/auth/permissions.server";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { recordAudit } from "#worker/domain/account/audit.server";
import { requireIdempotencyKey } from "#worker/domain/billing/idempotency.server";
import {
  advisorEarnings,
  approveMilestone,
  getContract,
  listContracts,
  listDisputedContracts,
  submitMilestone,
} from "#worker/domain/marketplace/contracts.server";
import { cancelContract } from "#worker/domain/marketplace/contract-cancel.server";
import { decideDispute, disputeMilestone, respondToDispute } from "#worker/domain/marketplace/disputes.server";
import { downloadAttachment, listMessages, postMessage, uploadAttachment } from "#worker/domain/marketplace/workroom.server";
import { unreadTotal } from "#worker/domain/marketplace/workroom-unread.server";
import { bodyLimit } from "hono/body-limit";
import { UPLOAD_BODY_LIMIT_BYTES } from "./file-manager";
import { UPLOAD_MAX_BYTES } from "#worker/domain/file-manager.server";
import { formFile, payloadTooLarge, readMultipart } from "#worker/domain/workspace.server";
import { runMarketplaceClocks } from "#worker/domain/marketplace/clocks.server";
import { getContractReviews, respondToReview, reviewInputSchema, reviewResponseSchema, submitReview } from "#worker/domain/marketplace/reviews.server";
import { fundBodySchema, fundMilestone } from "#worker/domain/marketplace/fund.server";
import { getLetter, letterPdf, letterPdfResponse, readPdfUpload, signerOf, signInputSchema, signLetter, verifyDocument } from "#worker/domain/marketplace/letter.server";
import { answer, billingContext } from "./billing";
import { apiLocale } from "./locale";
import { personal } from "./marketplace";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";
import { paymentProvider } from "#worker/domain/billing/provider.server";

/**
 * A JSON body read after the authorization checks: the domain checks party and state first (403,
 * 404, 409 before any body is looked at), then parses what this returns (400). No body is `{}`.
 */
async function laterBody(c: Context<ApiEnv>): Promise<unknown> {
  if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) return {};
  return c.req.json().catch(() => {
    throw new AppError(400, "BAD_REQUEST", "The request body is not valid JSON.");
  });
}

const viewerOf = (c: Context<ApiEnv>) => ({ userId: requireUser(c.var.ctx).userId, admin: c.var.ctx.isAdmin });

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
    return c.json(await advisorEarnings(c.var.ctx, userId));
  })
  // Engagement letter (issue 31, decision 200): read, download, sign; verify a PDF against the record
  .post("/verify", async (c) => c.json(await verifyDocument(c.var.ctx.db, await readPdfUpload(c))))
  .get("/:id/letter", async (c) => c.json(await getLetter(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"))))
  .get("/:id/letter/pdf", async (c) => letterPdfResponse(await letterPdf(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"))))
  .post("/:id/sign", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await signLetter(c.var.ctx.db, userId, c.req.param("id"), await readJson(c, signInputSchema), signerOf(c.var.ctx)));
  })
  // The contract workroom (issue 31, decision 240): messages and files of the two parties; admins read.
  .get("/unread", async (c) => c.json({ unread: await unreadTotal(c.var.ctx.db, requireUser(c.var.ctx).userId) }))
  .get("/:id/messages", async (c) => c.json(await listMessages(c.var.ctx.db, viewerOf(c), c.req.param("id"))))
  .post("/:id/messages", async (c) => c.json(await postMessage(c.var.ctx.db, viewerOf(c), c.req.param("id"), await laterBody(c)), 201))
  .post(
    "/:id/attachments",
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT_BYTES,
      onError: () => {
        throw payloadTooLarge(UPLOAD_MAX_BYTES);
      },
    }),
    async (c) => {
      return c.json(await uploadAttachment(c.var.ctx, viewerOf(c), c.req.param("id"), async () => formFile(await readMultipart(c), "file")), 201);
    },
  )
  .get("/:id/attachments/:aid", async (c) => downloadAttachment(c.var.ctx, viewerOf(c), c.req.param("id"), c.req.param("aid")))
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
  // Disputes with evidence (issue 31, decision 241)
  .post("/:id/milestones/:mid/dispute", async (c) => c.json(await disputeMilestone(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), c.req.param("mid"), await laterBody(c), apiLocale(c))))
  .post("/:id/milestones/:mid/dispute/response", async (c) =>
    c.json(await respondToDispute(c.var.ctx.db, requireUser(c.var.ctx).userId, c.req.param("id"), c.req.param("mid"), await laterBody(c), apiLocale(c))),
  );

/** Admin: disputed contracts and their resolution. */
export const adminContractRoutes = new Hono<ApiEnv>()
  .use("*", personal)
  .get("/", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    return c.json(await listDisputedContracts(c.var.ctx, apiLocale(c)));
  })
  // The Cron Trigger runs the clocks daily; this runs them now (operations, like /api/compliance/admin/run-reminders).
  .post("/run-clocks", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    return c.json(await runMarketplaceClocks(c.var.ctx.db));
  })
  .post("/:id/milestones/:mid/resolve", async (c) => {
    const { userId } = await requireAdminAction(c.var.ctx);
    const resolved = await decideDispute(c.var.ctx.db, userId, c.req.param("id"), c.req.param("mid"), await laterBody(c), apiLocale(c), paymentProvider(c.var.ctx.env));
    await recordAudit(c.var.ctx, { action: "dispute.resolved", actorId: userId, userId: null, subject: `milestone:${c.req.param("mid")}` });
    return c.json(resolved);
  });
