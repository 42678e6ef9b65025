import { Hono } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import { COUNTRIES } from "#worker/domain/countries";
import {
  CONTACT_TAGS,
  contactUpdateSchema,
  createContact,
  deleteContact,
  getContact,
  listContacts,
  searchContacts,
  searchQuerySchema,
  setContactAvatar,
  updateContact,
} from "#worker/domain/contacts.server";
import { formFile, formString, idQuery, readMultipart } from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import { tagRoutes } from "./tag-routes";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** Spec §7 Contacts, per signed-in user (docs/api.md#contacts). */
export const contactsRoutes = new Hono<ApiEnv>()
  .get("/all", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listContacts(c.var.ctx, userId));
  })
  .get("/search", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { query } = readQuery(c, searchQuerySchema);
    return c.json(await searchContacts(c.var.ctx, userId, query));
  })
  .get("/contact", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getContact(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .post("/contact", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await createContact(c.var.ctx, userId), 201);
  })
  .patch("/contact", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, contact } = await readJson(c, contactUpdateSchema);
    return c.json(await updateContact(c.var.ctx, userId, id, contact));
  })
  .delete("/contact", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteContact(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .get("/countries", (c) => {
    requireUser(c.var.ctx);
    return c.json(COUNTRIES);
  })
  .post("/avatar", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const form = await readMultipart(c);
    const id = formString(form, "id")?.trim();
    if (!id) throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { id: ["Required"] } });
    return c.json(await setContactAvatar(c.var.ctx, userId, id, formFile(form, "avatar")));
  })
  .route("/", tagRoutes(CONTACT_TAGS));
