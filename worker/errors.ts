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
  | "INSUFFICIENT_BALANCE"
  // Stripe (issue 29, decision 160)
  | "CARD_DATA_NOT_ACCEPTED"
  | "WEBHOOK_SIGNATURE_INVALID"
  | "PAYOUTS_NOT_ENABLED"
  // marketplace: a party of the contract acting out of its role (issue 26 item 12)
  | "WRONG_PARTY"
  // accounts (issue 30)
  | "INVALID_CODE"
  | "CODE_ALREADY_USED"
  | "INVALID_CHALLENGE"
  | "STEP_UP_REQUIRED"
  | "TWO_FACTOR_REQUIRED"
  | "ACCOUNT_LOCKED"
  | "INVALID_PASSKEY"
  | "DELETION_BLOCKED";

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

/** D1 or KV did not do what was asked (answered 503 "retry later"). */
export class StorageFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageFailure";
  }
}

export const notFound = (message = "NOT FOUND") => new AppError(404, "NOT_FOUND", message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError(403, "FORBIDDEN", message);
export const unauthenticated = (message = "Sign in to continue.") => new AppError(401, "UNAUTHENTICATED", message);

/**
 * True only when D1 or KV itself is unavailable (answer 503 "retry later"). A query our code got
 * wrong (too many SQL variables, a missing table, a constraint) is a bug: 500, never labelled an outage.
 */
const QUERY_BUG = /SQLITE_(ERROR|CONSTRAINT|MISMATCH|RANGE|TOOBIG)|too many SQL variables|no such (table|column)|syntax error|constraint failed|No values to set/i;
const UNAVAILABLE =
  /Network connection lost|storage (unavailable|operation)|overloaded|transient issue|temporarily unavailable|Internal error|exceeded timeout|object to be reset|KV (GET|PUT|DELETE|LIST) failed|connection (reset|refused|closed)/i;

export function isStorageFailure(error: unknown): boolean {
  const chain: Error[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) chain.push(e);
  if (chain.some((e) => QUERY_BUG.test(e.message))) return false;
  return chain.some((e) => e.name === "StorageFailure" || UNAVAILABLE.test(e.message));
}
