import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { AppError, isStorageFailure } from "../errors";
import { translateValidationKey } from "../domain/validation-messages";

export function errorBody(code: string, message: string, extra?: Record<string, unknown>) {
  return { error: { code, message, ...extra } };
}

export function fieldErrorsOf(error: ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    (fieldErrors[field] ??= []).push(translateValidationKey(issue.message));
  }
  return fieldErrors;
}

/** Renders any thrown error as `{error:{code,message}}`; storage failures become 503 with the request id. */
export function renderApiError(error: unknown, c: Context) {
  const requestId = (c.get("requestId" as never) as string | undefined) ?? crypto.randomUUID();
  if (error instanceof AppError) {
    for (const [k, v] of Object.entries(error.headers ?? {})) c.header(k, v);
    const extra = error.details && typeof error.details === "object" ? (error.details as Record<string, unknown>) : undefined;
    if (extra?.fieldErrors) {
      const fe = extra.fieldErrors as Record<string, string[]>;
      extra.fieldErrors = Object.fromEntries(Object.entries(fe).map(([k, v]) => [k, v.map(translateValidationKey)]));
    }
    return c.json(errorBody(error.code, error.message, extra), error.status as ContentfulStatusCode);
  }
  if (error instanceof ZodError) {
    return c.json(errorBody("VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: fieldErrorsOf(error) }), 400);
  }
  if (isStorageFailure(error)) {
    console.error(`[${requestId}] storage failure`, error);
    return c.json(errorBody("SERVICE_UNAVAILABLE", "The service is temporarily unavailable. Please retry.", { requestId }), 503, {
      "Retry-After": "5",
    });
  }
  console.error(`[${requestId}] unhandled error`, error);
  return c.json(errorBody("INTERNAL", "Something went wrong on our side.", { requestId }), 500);
}
