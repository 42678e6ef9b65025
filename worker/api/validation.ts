import type { Context } from "hono";
import type { z, ZodTypeAny } from "zod";
import { AppError } from "#worker/errors";

/**
 * The one JSON body reader (API routes and the pages' resource routes): anything but
 * application/json is 415, malformed JSON 400 — a client's mistake, never a 500.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  try {
    return await request.json();
  } catch {
    throw new AppError(400, "BAD_REQUEST", "The request body is not valid JSON.");
  }
}

/** Parses a JSON body against a zod schema: malformed JSON, wrong content type and bad fields are all 4xx. */
export async function readJson<S extends ZodTypeAny>(c: Context, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJsonBody(c.req.raw));
}

/** Parses the query string against a zod schema (unknown ids, wrong types → 400 like bodies). */
export function readQuery<S extends ZodTypeAny>(c: Context, schema: S): z.infer<S> {
  return schema.parse(c.req.query());
}
