import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { createTicket, getGuide, guideInCategory, guidesQuerySchema, listFaqs, listGuides, ticketSchema } from "#worker/domain/help-center.server";
import { notFound } from "#worker/errors";
import { apiLocale } from "./locale";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

const slug = z.string().min(1).max(60);

/** Spec §7 Help centre over D1; /support is a signed-in area, so the API is too. */
export const helpCenterRoutes = new Hono<ApiEnv>()
  .get("/faqs", async (c) => {
    requireUser(c.var.ctx);
    const { slug: category } = z.object({ slug: slug.optional() }).parse(c.req.query());
    const result = await listFaqs(c.var.ctx.db, apiLocale(c), category);
    if (!result) throw notFound("No such FAQ category.");
    return c.json(result);
  })
  .get("/guides", async (c) => {
    requireUser(c.var.ctx);
    const { slug: category, limit } = guidesQuerySchema.parse(c.req.query());
    const result = await listGuides(c.var.ctx.db, apiLocale(c), category, limit);
    if (!result) throw notFound("No such guide category.");
    return c.json(result);
  })
  .get("/guide", async (c) => {
    requireUser(c.var.ctx);
    const { categorySlug, guideSlug } = z.object({ categorySlug: slug, guideSlug: slug }).parse(c.req.query());
    const guide = await getGuide(c.var.ctx.db, apiLocale(c), categorySlug, guideSlug);
    if (!guide) throw notFound("No such guide.");
    return c.json(guideInCategory(guide));
  });

export const supportRoutes = new Hono<ApiEnv>().post("/tickets", async (c) => {
  const { userId } = requireUser(c.var.ctx);
  const input = await readJson(c, ticketSchema);
  return c.json(await createTicket(c.var.ctx.db, userId, input), 201);
});
