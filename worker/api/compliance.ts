import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { ADVISOR_ROLES, requireRole, requireUser } from "#worker/auth/permissions.server";
import { feedCalendar, feedStatus, revokeFeed, rotateFeed } from "#worker/domain/compliance/feed.server";
import { runComplianceReminders } from "#worker/domain/compliance/reminders.server";
import {
  downloadShared,
  listShares,
  listSharedFolder,
  revokeShare,
  shareFolder,
  shareInputSchema,
  sharedRoots,
  shareTargets,
  uploadShared,
} from "#worker/domain/compliance/sharing.server";
import {
  createEntity,
  deleteEntity,
  entityInputSchema,
  entityPatchSchema,
  eventSchema,
  filingPatchSchema,
  filingsQuerySchema,
  getEntity,
  listEntities,
  listFilings,
  recordEvent,
  summary,
  updateEntity,
  updateFiling,
} from "#worker/domain/compliance/tracker.server";
import { trackFromReport, trackInputSchema } from "#worker/domain/compliance/track.server";
import { UPLOAD_MAX_BYTES } from "#worker/domain/file-manager.server";
import { formFile, formString, idQuery, payloadTooLarge, readMultipart } from "#worker/domain/workspace.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** Personal answers must never be stored by a shared cache. */
const privateNoStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
};

const idParam = z.string().min(1).max(100);

/** Issue 12 compliance tracker (docs/api.md#compliance). */
export const complianceRoutes = new Hono<ApiEnv>()
  .use("*", privateNoStore)
  .get("/entities", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listEntities(c.var.ctx.db, userId));
  })
  .post("/entities", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await createEntity(c.var.ctx.db, userId, await readJson(c, entityInputSchema)), 201);
  })
  // "Track this" on a report option (issue 32): 201 the new entity, 200 the one already tracked from that option.
  .post("/entities/from-report", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { entity, created } = await trackFromReport(c.var.ctx.db, userId, await readJson(c, trackInputSchema), c.var.ctx.locale === "tr" ? "tr" : "en");
    return c.json(entity, created ? 201 : 200);
  })
  .get("/entities/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getEntity(c.var.ctx.db, userId, idParam.parse(c.req.param("id"))));
  })
  .patch("/entities/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await updateEntity(c.var.ctx.db, userId, idParam.parse(c.req.param("id")), await readJson(c, entityPatchSchema)));
  })
  .delete("/entities/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteEntity(c.var.ctx.db, userId, idParam.parse(c.req.param("id"))));
  })
  .post("/entities/:id/events", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await recordEvent(c.var.ctx.db, userId, idParam.parse(c.req.param("id")), await readJson(c, eventSchema)), 201);
  })
  .get("/filings", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const filings = await listFilings(c.var.ctx.db, userId, readQuery(c, filingsQuerySchema));
    // The wire shape of the issue; the page-only extras (entity name, document names) stay server-side.
    return c.json(filings.map(({ entityName: _n, jurisdiction: _j, estimate: _e, documents: _d, ...filing }) => filing));
  })
  .patch("/filings/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await updateFiling(c.var.ctx.db, userId, idParam.parse(c.req.param("id")), await readJson(c, filingPatchSchema)));
  })
  .get("/summary", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await summary(c.var.ctx.db, userId));
  })
  .get("/calendar-feed", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await feedStatus(c.var.ctx.db, userId));
  })
  .post("/calendar-feed", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await rotateFeed(c.var.ctx.db, userId, c.var.ctx.url.origin), 201);
  })
  .delete("/calendar-feed", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await revokeFeed(c.var.ctx.db, userId));
  })
  // The secret URL is the credential: calendar apps send no Authorization header.
  .get("/calendar/:file", async (c) => {
    const file = c.req.param("file");
    const token = file.endsWith(".ics") ? file.slice(0, -4) : file;
    const text = await feedCalendar(c.var.ctx.db, token, c.var.ctx.url.origin);
    return c.body(text, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="taxatlas-compliance.ics"' });
  })
  .post("/admin/run-reminders", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    return c.json(await runComplianceReminders(c.var.ctx.db));
  });

export const SHARED_UPLOAD_PATH = "/api/documents/shared/upload";

/** Folder sharing with advisors (docs/api.md#document-sharing). */
export const documentSharingRoutes = new Hono<ApiEnv>()
  .use("*", privateNoStore)
  .get("/share-targets", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await shareTargets(c.var.ctx, userId));
  })
  .get("/shares", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { folderId } = readQuery(c, z.object({ folderId: z.string().trim().min(1).max(100).optional() }));
    return c.json(await listShares(c.var.ctx, userId, folderId));
  })
  .post("/shares", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await shareFolder(c.var.ctx.db, userId, await readJson(c, shareInputSchema)), 201);
  })
  .delete("/shares/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await revokeShare(c.var.ctx.db, userId, idParam.parse(c.req.param("id"))));
  })
  .get("/shared", async (c) => {
    const { userId } = requireRole(c.var.ctx, ADVISOR_ROLES);
    return c.json(await sharedRoots(c.var.ctx, userId));
  })
  .get("/shared/folder", async (c) => {
    const { userId } = requireRole(c.var.ctx, ADVISOR_ROLES);
    return c.json(await listSharedFolder(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .get("/shared/download", async (c) => {
    const { userId } = requireRole(c.var.ctx, ADVISOR_ROLES);
    return downloadShared(c.var.ctx, userId, readQuery(c, idQuery).id);
  })
  .post(
    "/shared/upload",
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw payloadTooLarge(UPLOAD_MAX_BYTES);
      },
    }),
    async (c) => {
      const { userId } = requireRole(c.var.ctx, ADVISOR_ROLES);
      const form = await readMultipart(c);
      const folderId = z.string().trim().min(1).max(100).parse(formString(form, "folderId"));
      return c.json(await uploadShared(c.var.ctx, userId, folderId, formFile(form, "file")), 201);
    },
  );
