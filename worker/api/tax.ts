import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { notFound } from "#worker/errors";
import { createTaxReport, getTaxReport, listTaxReports, recomputeTaxReport } from "#worker/domain/tax/reports.server";
import { resolveRuleChanges } from "#worker/domain/rules/notify.server";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

const PERSONAL = { "Cache-Control": "private, no-store" };
const idParam = z.string().uuid();

/** Tax optimisation reports of the signed-in person (docs/api.md#tax-reports). */
export const taxRoutes = new Hono<ApiEnv>()
  .post("/reports", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const body = await readJson(c, z.unknown());
    // computeTaxReport validates with zod; a ZodError becomes 400 with field errors (worker/api/errors.ts).
    return c.json(await createTaxReport(c.var.ctx.db, userId, body), 201, PERSONAL);
  })
  .get("/reports", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json({ reports: await listTaxReports(c.var.ctx.db, userId) }, 200, PERSONAL);
  })
  .get("/reports/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const id = idParam.safeParse(c.req.param("id"));
    const report = id.success ? await getTaxReport(c.var.ctx.db, userId, id.data) : null;
    // Someone else's report is indistinguishable from a missing one.
    if (!report) throw notFound("No such report.");
    return c.json(report, 200, PERSONAL);
  })
  // Free recomputation with the current engine (a stored report says `stale: true` when it was computed by an older one).
  .post("/reports/:id/recompute", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const id = idParam.safeParse(c.req.param("id"));
    const report = id.success ? await recomputeTaxReport(c.var.ctx.db, userId, id.data) : null;
    if (!report) throw notFound("No such report.");
    await resolveRuleChanges(c.var.ctx.db, userId, [id.data!]);
    return c.json(report, 200, PERSONAL);
  });
