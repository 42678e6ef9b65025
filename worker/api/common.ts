import { Hono } from "hono";
import { z } from "zod";
import { INBOX_KINDS, type InboxKind } from "#db/schema";
import { allowEveryone, requireUser } from "#worker/auth/permissions.server";
import type { RequestContext } from "#worker/context.server";
import { unauthenticated } from "#worker/errors";
import {
  createInboxItem,
  deleteInboxItem,
  listInbox,
  markAllInboxRead,
  toggleInboxRead,
  updateInboxItem,
} from "#worker/domain/inbox.server";
import { loadIconNames } from "#worker/domain/icon-names.server";
import { translatedNavigation } from "#worker/domain/navigation-view";
import { search } from "#worker/domain/search.server";
import { shellSettingsPatch } from "#worker/domain/shell-settings-schema";
import { readSettings, saveSettings } from "#worker/domain/shell-settings.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import {
  idBody,
  idQuery,
  idSchema,
  inboxItemInput,
  inboxItemPatch,
  roleSwitchInput,
  searchInput,
  shortcutInput,
  shortcutPatch,
  userPatch,
} from "#worker/domain/shell-schemas";
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from "#worker/domain/shortcuts.server";
import { getOwnUser, switchRole, updateOwnUser, userCanSwitchRoles } from "#worker/domain/user-profile.server";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

/**
 * Spec §7 shell calls, served from D1 per user (docs/api-common.md). Open calls still refuse a
 * token that was sent and rejected (spec §8: any 401 signs the client out).
 */
function openCall(ctx: RequestContext) {
  allowEveryone(ctx);
  if (ctx.rejectedCredentials) throw unauthenticated("Invalid token");
  return ctx.isSignedIn && ctx.session ? ctx.session.userId : null;
}

/** GET, POST, PATCH, DELETE, mark-all-as-read and toggle-read-status for one inbox kind. */
function inboxRoutes(kind: InboxKind) {
  const field = kind; // body field: {message} or {notification}
  const createBody = z.object({ [field]: inboxItemInput });
  const patchBody = z.object({ id: idSchema, [field]: inboxItemPatch });
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      // the request context's language (the one locale rule), not a second detection
      return c.json(await listInbox(c.var.ctx, kind, userId, c.var.ctx.locale));
    })
    .post("/", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      await loadIconNames(c.env, c.req.url);
      const body = (await readJson(c, createBody)) as Record<string, z.infer<typeof inboxItemInput>>;
      return c.json(await createInboxItem(c.var.ctx.db, kind, userId, body[field]), 201);
    })
    .patch("/", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      await loadIconNames(c.env, c.req.url);
      const body = (await readJson(c, patchBody)) as { id: string } & Record<string, z.infer<typeof inboxItemPatch>>;
      return c.json(await updateInboxItem(c.var.ctx.db, kind, userId, body.id, body[field]));
    })
    .delete("/", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      const { id } = idQuery.parse(c.req.query());
      return c.json(await deleteInboxItem(c.var.ctx.db, kind, userId, id));
    })
    .get("/mark-all-as-read", async (c) => {
      // GET because spec §7 says so; only bearer-token API clients reach it (no cookie, no CSRF).
      const { userId } = requireUser(c.var.ctx);
      return c.json(await markAllInboxRead(c.var.ctx.db, kind, userId));
    })
    .post("/toggle-read-status", async (c) => {
      const { userId } = requireUser(c.var.ctx);
      const { id } = await readJson(c, idBody);
      return c.json(await toggleInboxRead(c.var.ctx.db, kind, userId, id));
    });
}

const shortcutsRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listShortcuts(c.var.ctx, userId, c.var.ctx.locale));
  })
  .post("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    await loadIconNames(c.env, c.req.url);
    const { shortcut } = await readJson(c, z.object({ shortcut: shortcutInput }));
    return c.json(await createShortcut(c.var.ctx.db, userId, shortcut), 201);
  })
  .patch("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    await loadIconNames(c.env, c.req.url);
    const { id, shortcut } = await readJson(c, z.object({ id: idSchema, shortcut: shortcutPatch }));
    const { lang } = await languageOf(c.req.raw);
    return c.json(await updateShortcut(c.var.ctx.db, userId, id, shortcut, lang));
  })
  .delete("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id } = idQuery.parse(c.req.query());
    return c.json(await deleteShortcut(c.var.ctx.db, userId, id));
  });

const userRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getOwnUser(c.var.ctx, userId));
  })
  .patch("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { user } = await readJson(c, z.object({ user: userPatch }));
    return c.json(await updateOwnUser(c.var.ctx.db, userId, user));
  })
  .get("/can-switch-roles", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json({ canSwitchRoles: await userCanSwitchRoles(c.var.ctx.db, userId) });
  })
  .post("/role", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { role } = await readJson(c, roleSwitchInput);
    return c.json(await switchRole(c.var.ctx, userId, role));
  });

export const commonRoutes = new Hono<ApiEnv>()
  .get("/navigation", async (c) => {
    openCall(c.var.ctx);
    const { t } = await languageOf(c.req.raw);
    return c.json(translatedNavigation(c.var.ctx.role, t));
  })
  .post("/search", async (c) => {
    const userId = openCall(c.var.ctx);
    const { query } = await readJson(c, searchInput);
    const { t, lang } = await languageOf(c.req.raw);
    return c.json(await search({ ctx: c.var.ctx, userId, role: c.var.ctx.role, t, locale: lang }, query));
  })
  // The settings drawer's layout/theme/scheme (issue 14): per user in D1, per guest in a cookie.
  .get("/settings", async (c) => {
    const userId = openCall(c.var.ctx);
    c.header("Cache-Control", "private, no-store");
    return c.json({ settings: await readSettings({ db: c.var.ctx.db, userId, request: c.req.raw }) });
  })
  .patch("/settings", async (c) => {
    const userId = openCall(c.var.ctx);
    const patch = await readJson(c, shellSettingsPatch);
    const { settings, setCookie } = await saveSettings({ db: c.var.ctx.db, userId, request: c.req.raw }, patch);
    if (setCookie) c.header("Set-Cookie", setCookie);
    c.header("Cache-Control", "private, no-store");
    return c.json({ settings });
  })
  .route("/messages", inboxRoutes(INBOX_KINDS[0]))
  .route("/notifications", inboxRoutes(INBOX_KINDS[1]))
  .route("/shortcuts", shortcutsRoutes)
  .route("/user", userRoutes);
