import { Hono } from "hono";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { requireRole, requireUser } from "#worker/auth/permissions.server";
import {
  applicationSchema,
  applicationStatusQuery,
  approveApplication,
  listApplications,
  myApplication,
  rejectApplication,
  rejectSchema,
  submitApplication,
} from "#worker/domain/advisor-applications.server";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

export const advisorApplicationRoutes = new Hono<ApiEnv>()
  .post("/", async (c) => {
    const { userId, role } = requireUser(c.var.ctx);
    const input = await readJson(c, applicationSchema);
    return c.json(await submitApplication(c.var.ctx.db, userId, role, input), 201);
  })
  .get("/mine", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json({ application: await myApplication(c.var.ctx.db, userId) });
  });

/** Admin review; admin is never role-cached, so requireRole reads the role from D1. */
export const adminApplicationRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    const { status } = applicationStatusQuery.parse(c.req.query());
    return c.json(await listApplications(c.var.ctx, status));
  })
  .post("/:id/approve", async (c) => {
    const { userId } = await requireAdminAction(c.var.ctx);
    return c.json(await approveApplication(c.var.ctx, userId, c.req.param("id")));
  })
  .post("/:id/reject", async (c) => {
    const { userId } = await requireAdminAction(c.var.ctx);
    const { reason } = await readJson(c, rejectSchema);
    return c.json(await rejectApplication(c.var.ctx, userId, c.req.param("id"), reason));
  });
