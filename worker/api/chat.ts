import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import {
  getChat,
  getChatContact,
  getChatProfile,
  listChatContacts,
  listChats,
  sendChatMessage,
  updateChat,
} from "#worker/domain/chat.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { chatMessageInput, chatPatch, idQuery, idSchema } from "#worker/domain/shell-schemas";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

/** Spec §7 Chat (quick-chat drawer), per user over D1 (docs/api-common.md). */
export const chatRoutes = new Hono<ApiEnv>()
  .get("/chats", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listChats(c.var.ctx.db, userId, (await languageOf(c.req.raw)).lang));
  })
  .get("/chat", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id } = idQuery.parse(c.req.query());
    return c.json(await getChat(c.var.ctx.db, userId, id, (await languageOf(c.req.raw)).lang));
  })
  .patch("/chat", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, chat } = await readJson(c, z.object({ id: idSchema, chat: chatPatch }));
    return c.json(await updateChat(c.var.ctx.db, userId, id, chat, (await languageOf(c.req.raw)).lang));
  })
  .post("/messages", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await sendChatMessage(c.var.ctx.db, userId, await readJson(c, chatMessageInput)), 201);
  })
  .get("/contacts", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listChatContacts(c.var.ctx.db, userId, (await languageOf(c.req.raw)).lang));
  })
  .get("/contact", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id } = idQuery.parse(c.req.query());
    return c.json(await getChatContact(c.var.ctx.db, userId, id, (await languageOf(c.req.raw)).lang));
  })
  .get("/profile", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getChatProfile(c.var.ctx.db, userId, (await languageOf(c.req.raw)).lang));
  });
