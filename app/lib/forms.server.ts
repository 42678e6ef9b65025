import { json, type HeadersFunction } from "@remix-run/cloudflare";
import type { z, ZodTypeAny } from "zod";
import { zodFieldErrors } from "#worker/api/errors";
import { AppError, isStorageFailure } from "#worker/errors";

/** The one `fieldErrors` shape of pages (as of the API, worker/api/errors.ts): field → translation keys. */
export type FieldErrors = Record<string, string[]>;

/** What a form action returns on failure: translation keys per field, and one for the whole form. */
export interface FormFailure {
  fieldErrors?: FieldErrors;
  formError?: { key: string; values?: Record<string, string | number> };
  values?: Record<string, string>;
}

export function parseForm<S extends ZodTypeAny>(
  schema: S,
  form: FormData,
): { ok: true; data: z.infer<S> } | { ok: false; failure: FormFailure } {
  const raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = zodFieldErrors(result.error);
  // Echo back what was typed, never the passwords.
  const values = Object.fromEntries(Object.entries(raw).filter(([k]) => !/password/i.test(k)));
  return { ok: false, failure: { fieldErrors, values } };
}

/** Maps a domain error onto a form message; anything unexpected is rethrown to the error boundary. */
export function formFailureFrom(error: unknown, form?: FormData): FormFailure {
  const values = form
    ? (Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === "string" && !/password/i.test(k))) as Record<string, string>)
    : undefined;
  if (error instanceof AppError) {
    const details = error.details as { fieldErrors?: Record<string, string[]> } | undefined;
    if (details?.fieldErrors) return { fieldErrors: details.fieldErrors, values };
    switch (error.code) {
      case "INVALID_CREDENTIALS":
        return { formError: { key: "auth.errors.invalidCredentials" }, values };
      case "TOO_MANY_REQUESTS": {
        const seconds = Number(error.headers?.["Retry-After"] ?? 900);
        const limit = String((error.details as { limit?: string } | undefined)?.limit ?? "");
        const key = limit.startsWith("sign-in") || limit.startsWith("2fa") ? "auth.errors.tooManyAttempts" : "security.tooManyRequests";
        return { formError: { key, values: { minutes: Math.ceil(seconds / 60) } }, values };
      }
      case "INVALID_TOKEN":
        return { formError: { key: "auth.reset.invalidLink" }, values };
      // issue 30: second factor and step-up
      case "INVALID_CODE":
        return { fieldErrors: { code: ["account.errors.invalidCode"] }, values };
      case "CODE_ALREADY_USED":
        return { fieldErrors: { code: ["account.errors.codeAlreadyUsed"] }, values };
      case "INVALID_CHALLENGE":
        return { formError: { key: "account.errors.challengeExpired" }, values };
      case "STEP_UP_REQUIRED":
        return { formError: { key: "account.errors.stepUpRequired" }, values };
      case "TWO_FACTOR_REQUIRED":
        return { formError: { key: "account.errors.twoFactorRequired" }, values };
      case "ACCOUNT_LOCKED":
        return { formError: { key: "account.errors.accountLocked" }, values };
      case "INVALID_PASSKEY":
        return { formError: { key: "account.errors.invalidPasskey" }, values };
      case "DELETION_BLOCKED":
        return { formError: { key: "account.errors.deletionBlocked" }, values };

    }
  }
  if (isStorageFailure(error)) return { formError: { key: "auth.errors.unavailable" }, values };
  throw error;
}

/**
 * formFailureFrom as the action's response: an abuse limit answers 429 with Retry-After (the form
 * shows the message), everything else 200 as before.
 */
export function formFailureResponse(error: unknown, form?: FormData) {
  const failure = formFailureFrom(error, form);
  const limited = error instanceof AppError && error.status === 429;
  return json(failure, { status: limited ? 429 : 200, headers: limited ? error.headers : undefined });
}

/** Route `headers` export for form pages: lets an action's Retry-After reach the document response. */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
