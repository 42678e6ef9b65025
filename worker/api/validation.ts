import type { Context } from "hono";
import type { z, ZodTypeAny } from "zod";
import { AppError } from "../errors";

/** Parses a JSON body against a zod schema: malformed JSON, wrong content type and bad fields are all 4xx. */
export async function readJson<S extends ZodTypeAny>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, "BAD_REQUEST", "The request body is not valid JSON.");
  }
  return schema.parse(body);
}

/** Parses the query string against a zod schema (unknown ids, wrong types → 400 like bodies). */
export function readQuery<S extends ZodTypeAny>(c: Context, schema: S): z.infer<S> {
  return schema.parse(c.req.query());
}
