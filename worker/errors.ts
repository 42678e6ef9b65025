/**
 * Every API error is JSON `{error:{code,message}}`. Domain code throws AppError; the Hono error
 * handler and page loaders translate it. Codes are stable strings clients can switch on.
 */
export type ErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION_FAILED"
  | "UNAUTHENTICATED"
  | "INVALID_CREDENTIALS"
  | "INVALID_TOKEN"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL"
  // billing (docs/decisions/065–067)
  | "CARD_DECLINED"
  | "INSUFFICIENT_FUNDS"
  | "IDEMPOTENCY_KEY_REQUIRED"
  | "IDEMPOTENCY_KEY_REUSED"
  | "IDEMPOTENCY_KEY_IN_USE"
  | "ALREADY_PAID"
  | "PAYMENT_PENDING"
  | "ALREADY_MEMBER"
  | "REFUND_WINDOW_CLOSED"
  | "NOT_REFUNDABLE"
  | "INSUFFICIENT_BALANCE";

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "NOT FOUND") => new AppError(404, "NOT_FOUND", message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError(403, "FORBIDDEN", message);
export const unauthenticated = (message = "Sign in to continue.") => new AppError(401, "UNAUTHENTICATED", message);

/** D1 and KV failures surface as errors whose message or cause names the storage layer. */
export function isStorageFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (/D1_|SQLITE|KV (GET|PUT|DELETE|LIST)|kv|storage|Network connection lost|Failed query/i.test(e.message)) return true;
    if (e.name === "StorageFailure") return true;
  }
  return false;
}
