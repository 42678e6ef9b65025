import { Hono } from "hono";
import { z } from "zod";
import { allowEveryone, requireUser } from "#worker/auth/permissions.server";
import { getCourse, listAcademyCategories, listCourses, progressSchema, saveCourseProgress } from "#worker/domain/academy.server";
import { notFound } from "#worker/errors";
import { apiLocale } from "./locale";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

/** Spec §7 Academy over D1. Lists are open (guests browse); a course's steps need an account. */
export const academyRoutes = new Hono<ApiEnv>()
  .get("/categories", async (c) => {
    allowEveryone(c.var.ctx);
    return c.json(await listAcademyCategories(c.var.ctx.db, apiLocale(c)));
  })
  .get("/courses", async (c) => {
    allowEveryone(c.var.ctx);
    const ctx = c.var.ctx;
    return c.json(await listCourses(ctx.db, apiLocale(c), ctx.isSignedIn ? (ctx.session?.userId ?? null) : null));
  })
  .get("/courses/course", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id } = z.object({ id: z.string().min(1).max(100) }).parse(c.req.query());
    const course = await getCourse(c.var.ctx.db, apiLocale(c), { id }, userId);
    if (!course) throw notFound("No such course.");
    return c.json(course);
  })
  .patch("/courses/progress", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const input = await readJson(c, progressSchema);
    return c.json(await saveCourseProgress(c.var.ctx.db, userId, input));
  });
