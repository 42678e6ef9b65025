import { Hono, type Context } from "hono";
import { requireRole, requireUser } from "#worker/auth/permissions.server";
import { bidInputSchema, requestInputSchema, requestPatchSchema, requestsQuerySchema } from "#worker/domain/marketplace/schemas";
import { closeRequest, createRequest, extendRequest, getRequest, listRequests, updateRequest, type Viewer } from "#worker/domain/marketplace/requests.server";
import { acceptBid, createBid, declineBid, listBids, listOwnBids, withdrawBid } from "#worker/domain/marketplace/bids.server";
import { apiLocale } from "./locale";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** The caller as the marketplace sees them (guests and anonymous sessions have no user id). */
export function viewerOf(c: Context<ApiEnv>): Viewer {
  const ctx = c.var.ctx;
  return { userId: ctx.isSignedIn && ctx.session ? ctx.session.userId : null, role: ctx.role };
}

/** Every marketplace answer depends on who asks: never cached by anyone (docs/api.md#marketplace). */
export const personal = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
  await next();
  c.header("Cache-Control", "private, no-store");
};

const signedIn = (c: Context<ApiEnv>) => {
  const { userId } = requireUser(c.var.ctx);
  return { userId, role: c.var.ctx.role };
};

/** Issue 11: requests and bids (docs/api.md#marketplace). */
export const marketplaceRoutes = new Hono<ApiEnv>()
  .use("*", personal)
  .get("/requests", async (c) => c.json(await listRequests(c.var.ctx.db, viewerOf(c), readQuery(c, requestsQuerySchema), apiLocale(c))))
  .post("/requests", async (c) => {
    const { userId } = signedIn(c);
    return c.json(await createRequest(c.var.ctx.db, userId, await readJson(c, requestInputSchema), apiLocale(c)), 201);
  })
  .get("/requests/:id", async (c) => c.json(await getRequest(c.var.ctx.db, viewerOf(c), c.req.param("id"), apiLocale(c))))
  .patch("/requests/:id", async (c) => {
    const viewer = signedIn(c);
    return c.json(await updateRequest(c.var.ctx.db, viewer, c.req.param("id"), await readJson(c, requestPatchSchema), apiLocale(c)));
  })
  .post("/requests/:id/close", async (c) => c.json(await closeRequest(c.var.ctx.db, signedIn(c), c.req.param("id"), apiLocale(c))))
  .post("/requests/:id/extend", async (c) => c.json(await extendRequest(c.var.ctx.db, signedIn(c), c.req.param("id"), apiLocale(c))))
  .get("/requests/:id/bids", async (c) => c.json(await listBids(c.var.ctx.db, viewerOf(c), c.req.param("id"), apiLocale(c))))
  .post("/requests/:id/bids", async (c) => {
    const viewer = signedIn(c);
    return c.json(await createBid(c.var.ctx.db, viewer, c.req.param("id"), await readJson(c, bidInputSchema), apiLocale(c)), 201);
  })
  .get("/bids", async (c) => {
    const { userId } = requireRole(c.var.ctx, ["advisor", "admin"]);
    return c.json(await listOwnBids(c.var.ctx, userId, apiLocale(c)));
  })
  .post("/bids/:id/withdraw", async (c) => c.json(await withdrawBid(c.var.ctx.db, signedIn(c), c.req.param("id"), apiLocale(c))))
  .post("/bids/:id/decline", async (c) => c.json(await declineBid(c.var.ctx.db, signedIn(c), c.req.param("id"), apiLocale(c))))
  .post("/bids/:id/accept", async (c) => c.json({ contract: await acceptBid(c.var.ctx.db, signedIn(c), c.req.param("id"), apiLocale(c)) }));
