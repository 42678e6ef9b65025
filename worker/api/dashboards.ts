import { publicCatalogue } from "#worker/cache-control";
import { Hono } from "hono";
import { allowEveryone, requireUser } from "#worker/auth/permissions.server";
import { listActivities } from "#worker/domain/activities.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { financeDashboard, projectDashboard, snapshotDashboard } from "#worker/domain/dashboards.server";
import { loadIconNames } from "#worker/domain/icon-names.server";
import { getIconSet } from "#worker/domain/icons.server";
import type { ApiEnv } from "./types";

/** Spec §7 Dashboards and pages (docs/api.md#dashboards-and-pages). */
export const dashboardsRoutes = new Hono<ApiEnv>()
  .get("/analytics", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await snapshotDashboard(c.var.ctx, userId, "analytics"));
  })
  .get("/crypto", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await snapshotDashboard(c.var.ctx, userId, "crypto"));
  })
  .get("/finance", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await financeDashboard(c.var.ctx, userId));
  })
  .get("/project", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await projectDashboard(c.var.ctx, userId, new Date(), (await languageOf(c.req.raw)).lang));
  });

export const pagesRoutes = new Hono<ApiEnv>().get("/activities", async (c) => {
  const { userId } = requireUser(c.var.ctx);
  const { lang } = await languageOf(c.req.raw);
  return c.json(await listActivities(c.var.ctx, userId, lang));
});

/** Icon names are public, identical for everyone and change only with a deploy: cacheable. */
export const iconsRoutes = new Hono<ApiEnv>().get("/:set", async (c) => {
  allowEveryone(c.var.ctx);
  const set = await getIconSet(c.req.param("set"), () => loadIconNames(c.env, c.req.url));
  publicCatalogue(c, "public, max-age=86400");
  return c.json(set);
});
