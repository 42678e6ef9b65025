import { Hono, type Context } from "hono";
import { requireRole, requireUser } from "#worker/auth/permissions.server";
import { AppError } from "#worker/errors";
import { adminMailQuery, getMailMessage, listMail, replayMail } from "#worker/domain/mail/admin.server";
import { mailSite } from "#worker/domain/mail/outbox.server";
import { getMailPreferences, mailPreferencesPatch, turnTopicOff, updateMailPreferences } from "#worker/domain/mail/preferences.server";
import { verifyUnsubscribe } from "#worker/domain/mail/tokens.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

const noStore = (c: Context<ApiEnv>) => c.header("Cache-Control", "private, no-store");

/** /api/admin/mail: the outgoing mail and its delivery (admins only, read from D1 on every request). */
export const adminMailRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    const { status } = readQuery(c, adminMailQuery);
    noStore(c);
    return c.json({ messages: await listMail(c.var.ctx, status) });
  })
  .get("/:id", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    noStore(c);
    const ctx = c.var.ctx;
    return c.json({ message: await getMailMessage(ctx.db, mailSite(ctx.env, ctx.url.origin), c.req.param("id")) });
  })
  .post("/:id/replay", async (c) => {
    requireRole(c.var.ctx, ["admin"]);
    noStore(c);
    return c.json({ message: await replayMail(c.var.ctx.db, c.req.param("id")) });
  });

/**
 * /api/mail: the caller's notification preferences, and the one-click unsubscribe of RFC 8058
 * (a signed link; the mail client POSTs `List-Unsubscribe=One-Click` to it, no session needed).
 * A GET of the link (a person clicking it) goes to the confirmation page, never unsubscribes.
 */
export const mailRoutes = new Hono<ApiEnv>()
  .get("/preferences", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    noStore(c);
    return c.json({ preferences: await getMailPreferences(c.var.ctx.db, userId) });
  })
  .patch("/preferences", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const patch = await readJson(c, mailPreferencesPatch);
    noStore(c);
    return c.json({ preferences: await updateMailPreferences(c.var.ctx.db, userId, patch) });
  })
  .get("/unsubscribe", (c) => c.redirect(`/unsubscribe?${new URL(c.req.url).searchParams}`, 303))
  .post("/unsubscribe", async (c) => {
    const ctx = c.var.ctx;
    const query = new URL(c.req.url).searchParams;
    const link = await verifyUnsubscribe(ctx.env.JWT_SECRET, { u: query.get("u"), t: query.get("t"), s: query.get("s") });
    if (!link) throw new AppError(400, "BAD_REQUEST", "This unsubscribe link is not valid.");
    noStore(c);
    const exists = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, link.userId), columns: { id: true } });
    if (exists) await turnTopicOff(ctx.db, link.userId, link.topic);
    return c.json({ unsubscribed: true, topic: link.topic });
  });
