import { Hono } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import {
  composeMail,
  composeSchema,
  createLabel,
  deleteLabel,
  getMail,
  getSettings,
  labelCreateSchema,
  labelUpdateSchema,
  listFilters,
  listFolders,
  listLabels,
  listMails,
  mailsQuerySchema,
  mailUpdateSchema,
  settingsPatchSchema,
  updateLabel,
  updateMail,
  updateSettings,
} from "#worker/domain/mailbox.server";
import { idQuery } from "#worker/domain/workspace.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** Spec §7 Mailbox plus compose (docs/api.md#mailbox). */
export const mailboxRoutes = new Hono<ApiEnv>()
  .get("/settings", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getSettings(c.var.ctx, userId));
  })
  .patch("/settings", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { settings } = await readJson(c, settingsPatchSchema);
    return c.json(await updateSettings(c.var.ctx, userId, settings));
  })
  .get("/folders", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listFolders(c.var.ctx, userId));
  })
  .get("/filters", (c) => {
    requireUser(c.var.ctx);
    return c.json(listFilters());
  })
  .get("/labels", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listLabels(c.var.ctx, userId, (await languageOf(c.req.raw)).lang));
  })
  .post("/label", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { label } = await readJson(c, labelCreateSchema);
    return c.json(await createLabel(c.var.ctx, userId, label), 201);
  })
  .patch("/label", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, label } = await readJson(c, labelUpdateSchema);
    return c.json(await updateLabel(c.var.ctx, userId, id, label, (await languageOf(c.req.raw)).lang));
  })
  .delete("/label", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteLabel(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .get("/mails", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listMails(c.var.ctx, userId, readQuery(c, mailsQuerySchema)));
  })
  .get("/mail", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getMail(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .patch("/mail", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, mail } = await readJson(c, mailUpdateSchema);
    return c.json(await updateMail(c.var.ctx, userId, id, mail));
  })
  .post("/mail", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await composeMail(c.var.ctx, userId, await readJson(c, composeSchema)), 201);
  });
