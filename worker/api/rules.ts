import { Hono } from "hono";
import { allowEveryone } from "#worker/auth/permissions.server";
import { publicCatalogue } from "#worker/cache-control";
import { rulesQuerySchema } from "#worker/domain/rules/query";
import { findFilings, toFilingWire } from "#worker/domain/rules/filings";
import { findRules, toWire } from "#worker/domain/rules/registry";
import { loadTaxParamTurkish } from "#worker/i18next.server";
import { apiLocale } from "./locale";
import type { ApiEnv } from "./types";

/**
 * The rules explorer's data (issue 32 §3, docs/api.md#rules): every parameter the tax engine uses,
 * its values over time and its reference, and the filing rules of the law (`filings`). Public reference content, cacheable for anonymous callers;
 * a malformed query is a 400 VALIDATION_FAILED with field errors.
 */
export const rulesRoutes = new Hono<ApiEnv>().get("/", async (c) => {
  allowEveryone(c.var.ctx);
  const query = rulesQuerySchema.parse(c.req.query());
  // A search matches the Turkish of a rule's text too, in any language: read once per isolate (decision 281).
  if (query.q) await loadTaxParamTurkish(c.env, c.req.url);
  const locale = apiLocale(c);
  publicCatalogue(c);
  // `filings` (decision 271): the compliance rules that come from the law, beside the parameters
  return c.json({ parameters: findRules(query).map((r) => toWire(r, locale)), filings: findFilings(query).map((f) => toFilingWire(f, locale)) });
});
