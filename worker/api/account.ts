import { Hono } from "hono";
import { requireRole, requireUser } from "#worker/auth/permissions.server";
import { changePasswordSchema } from "#worker/domain/auth-schemas";
import { auditQuerySchema, ownSecurityEvents, searchAudit } from "#worker/domain/account/audit.server";
import { changePassword, endOtherSessions, endSession, listSessions } from "#worker/domain/account/sessions.server";
import { securityOverview } from "#worker/domain/account/security.server";
import { listPasskeys, removePasskey } from "#worker/domain/account/passkeys.server";
import { exportAccount } from "#worker/domain/account/export.server";
import { confirmEmailChange, confirmEmailChangeSchema, emailChangeSchema, requestEmailChange } from "#worker/domain/account/email-change.server";
import { cancelDeletion, cancelDeletionSchema, deleteAccountSchema, deletionState, requestDeletion } from "#worker/domain/account/deletion.server";
import { personal } from "./marketplace";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** Issue 30: the caller's own account — sessions, security overview, password. Always private, no-store. */
export const accountRoutes = new Hono<ApiEnv>()
  .use("*", personal)
  .get("/sessions", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const sessions = await listSessions(c.var.ctx, userId);
    return c.json({ sessions: sessions.map(({ deviceTr: _tr, ...s }) => s) });
  })
  .delete("/sessions/:id", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await endSession(c.var.ctx, userId, c.req.param("id")));
  })
  .delete("/sessions", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await endOtherSessions(c.var.ctx, userId));
  })
  .get("/security", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const [overview, events] = await Promise.all([securityOverview(c.var.ctx, userId), ownSecurityEvents(c.var.ctx.db, userId)]);
    return c.json({ ...overview, events });
  })
  .get("/passkeys", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json({ passkeys: await listPasskeys(c.var.ctx, userId) });
  })
  .delete("/passkeys/:id", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await removePasskey(c.var.ctx, c.req.param("id")));
  })
  .get("/export", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { stream, filename } = await exportAccount(c.var.ctx, userId);
    return new Response(stream, {
      headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
    });
  })
  .get("/deletion", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deletionState(c.var.ctx.db, userId));
  })
  .post("/delete", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await requestDeletion(c.var.ctx, await readJson(c, deleteAccountSchema)), 202);
  })
  // Open: the one-time challenge a complete sign-in on the locked account answered is the credential.
  .post("/delete/cancel", async (c) => c.json(await cancelDeletion(c.var.ctx, await readJson(c, cancelDeletionSchema))))
  .post("/email", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await requestEmailChange(c.var.ctx, await readJson(c, emailChangeSchema)), 202);
  })
  .post("/email/confirm", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await confirmEmailChange(c.var.ctx, await readJson(c, confirmEmailChangeSchema)));
  })
  .post("/password", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await changePassword(c.var.ctx, await readJson(c, changePasswordSchema)));
  });

/** `GET /api/admin/audit`: admins search the audit trail; everyone else 403 (guests 401). */
export const adminAuditRoutes = new Hono<ApiEnv>().use("*", personal).get("/", async (c) => {
  requireRole(c.var.ctx, ["admin"]);
  return c.json({ events: (await searchAudit(c.var.ctx, readQuery(c, auditQuerySchema))).map(({ userAgent: _ua, ...e }) => e) });
});
