import type { Context } from "hono";
import { ZodError } from "zod";
import { AppError, isStorageFailure } from "#worker/errors";
import { translateValidationKey } from "#worker/domain/validation-messages";

export function errorBody(code: string, message: string, extra?: Record<string, unknown>) {
  return { error: { code, message, ...extra } };
}

/**
 * The one `fieldErrors` shape, for the API, resource routes and page actions alike: the field's path
 * ("holdings.0.value"; "_" for the whole body) → its messages. Schemas' messages are translation
 * keys: pages translate them where they are shown, the API answers them in English.
 */
export function zodFieldErrors(error: ZodError, render: (key: string) => string = (key) => key): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join(".") || "_"] ??= []).push(render(issue.message));
  return fieldErrors;
}

export const fieldErrorsOf = (error: ZodError) => zodFieldErrors(error, translateValidationKey);

/**
 * The one error renderer (the Hono API and the pages' resource routes): any thrown error as
 * `{error:{code,message,fieldErrors?}}` with its status and headers (`Retry-After` of a 429);
 * zod errors are 400 with translated field messages; storage failures 503 with the request id;
 * anything else 500 with the request id, logged.
 */
export function errorResponse(error: unknown, requestId: string = crypto.randomUUID()): Response {
  if (error instanceof AppError) {
    const extra = error.details && typeof error.details === "object" ? { ...(error.details as Record<string, unknown>) } : undefined;
    if (extra?.fieldErrors) {
      const fe = extra.fieldErrors as Record<string, string[]>;
      extra.fieldErrors = Object.fromEntries(Object.entries(fe).map(([k, v]) => [k, v.map(translateValidationKey)]));
    }
    return Response.json(errorBody(error.code, error.message, extra), { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    return Response.json(errorBody("VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: fieldErrorsOf(error) }), { status: 400 });
  }
  if (isStorageFailure(error)) {
    console.error(`[${requestId}] storage failure`, error);
    return Response.json(errorBody("SERVICE_UNAVAILABLE", "The service is temporarily unavailable. Please retry.", { requestId }), {
      status: 503,
      headers: { "Retry-After": "5" },
    });
  }
  console.error(`[${requestId}] unhandled error`, error);
  return Response.json(errorBody("INTERNAL", "Something went wrong on our side.", { requestId }), { status: 500 });
}

/** Hono's onError: the one renderer, with the request's id and the headers middleware already set. */
export function renderApiError(error: unknown, c: Context) {
  const res = errorResponse(error, c.get("requestId" as never) as string | undefined);
  return c.newResponse(res.body, res);
}
