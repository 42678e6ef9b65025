import { Hono } from "hono";
import { allowEveryone } from "#worker/auth/permissions.server";
import { publicCatalogue } from "#worker/cache-control";
import { rulesQuerySchema } from "#worker/domain/rules/query";
import { findRules, toWire } from "#worker/domain/rules/registry";
import { apiLocale } from "./locale";
import type { ApiEnv } from "./types";

/**
 * The rules explorer's data (issue 32 §3, docs/api.md#rules): every parameter the tax engine uses,
 * its values over time and its reference. Public reference content, cacheable for anonymous callers;
 * a malformed query is a 400 VALIDATION_FAILED with field errors.
 */
export const rulesRoutes = new Hono<ApiEnv>().get("/", (c) => {
  allowEveryone(c.var.ctx);
  const query = rulesQuerySchema.parse(c.req.query());
  const locale = apiLocale(c);
  publicCatalogue(c);
  return c.json({ parameters: findRules(query).map((r) => toWire(r, locale)) });
});
