import { Hono } from "hono";
import { z } from "zod";
import { allowEveryone, requireUser } from "#worker/auth/permissions.server";
import { compareJurisdictions, compareQuerySchema, getJurisdiction, jurisdictionQuerySchema, listJurisdictions, RATE_SOURCE } from "#worker/domain/jurisdictions.server";
import { getProfessional, listProfessionals, professionalQuerySchema } from "#worker/domain/professionals.server";
import { getStructure, listStructures } from "#worker/domain/structures.server";
import { publicCatalogue } from "#worker/cache-control";
import { notFound } from "#worker/errors";
import { apiLocale } from "./locale";
import type { ApiEnv } from "./types";

/**
 * Public reference content. Lists are open to guests; detail endpoints follow the page rules
 * (spec §2: children of jurisdictions/professionals need an account; structures are open).
 */
export const jurisdictionRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    allowEveryone(c.var.ctx);
    const query = jurisdictionQuerySchema.parse(c.req.query());
    publicCatalogue(c);
    return c.json({ source: RATE_SOURCE, jurisdictions: await listJurisdictions(c.var.ctx.db, apiLocale(c), query) });
  })
  .get("/compare", async (c) => {
    requireUser(c.var.ctx);
    const { j } = compareQuerySchema.parse(c.req.query());
    const found = await compareJurisdictions(c.var.ctx.db, apiLocale(c), j);
    if (found.length !== j.length) throw notFound("One or more jurisdictions do not exist.");
    return c.json({ source: RATE_SOURCE, jurisdictions: found });
  })
  .get("/:slug", async (c) => {
    requireUser(c.var.ctx);
    const detail = await getJurisdiction(c.var.ctx.db, apiLocale(c), c.req.param("slug"));
    if (!detail) throw notFound("No such jurisdiction.");
    return c.json(detail);
  });

export const structureRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    allowEveryone(c.var.ctx);
    publicCatalogue(c);
    return c.json(await listStructures(c.var.ctx.db, apiLocale(c)));
  })
  .get("/:slug", async (c) => {
    allowEveryone(c.var.ctx);
    const detail = await getStructure(c.var.ctx.db, apiLocale(c), c.req.param("slug"));
    if (!detail) throw notFound("No such structure.");
    publicCatalogue(c);
    return c.json(detail);
  });

export const professionalRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    allowEveryone(c.var.ctx);
    const query = professionalQuerySchema.parse(c.req.query());
    publicCatalogue(c);
    return c.json(await listProfessionals(c.var.ctx.db, apiLocale(c), query));
  })
  .get("/:slug", async (c) => {
    requireUser(c.var.ctx);
    const slug = z.string().max(100).parse(c.req.param("slug"));
    const found = await getProfessional(c.var.ctx.db, apiLocale(c), slug);
    if (!found) throw notFound("No such professional.");
    return c.json(found.profile);
  });
