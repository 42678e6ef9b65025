import { sign } from "hono/jwt";
import { BoundedMap } from "#worker/bounded-map";

/** Session life: spec §4 and §9 — a sign-in token expires 7 days after issue. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenPayload {
  /** user id, or `anon_…` for an anonymous guest session */
  sub: string;
  /** session id: the KV/D1 record that sign-out deletes */
  sid: string;
  iat: number;
  exp: number;
  anon?: boolean;
}

export async function issueToken(
  secret: string,
  claims: { sub: string; sid: string; anon?: boolean },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const payload: TokenPayload = { ...claims, iat: nowSeconds, exp: nowSeconds + TOKEN_TTL_SECONDS };
  return sign(payload as unknown as Record<string, unknown>, secret, "HS256");
}

function base64UrlBytes(segment: string): Uint8Array<ArrayBuffer> {
  const binary = atob(segment.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(segment.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
const utf8 = new TextDecoder();
const base64UrlDecode = (segment: string): string => utf8.decode(base64UrlBytes(segment));

/** Reads the payload without checking the signature; null when it is not a three-part JWT. */
export function decodeTokenPayload(token: string): Partial<TokenPayload> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === "object" ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Spec §5: a token without `exp` counts as expired; `offsetSeconds` treats a token as expired
 * that many seconds early (default 0).
 */
export function isTokenExpired(token: string, offsetSeconds = 0, nowMs = Date.now()): boolean {
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== "number") return true;
  return !(payload.exp * 1000 > nowMs + offsetSeconds * 1000);
}

// One imported HMAC key per secret per isolate: importKey on every request was a measurable part of
// a signed-in page's CPU (issue 15). Secrets are immutable for an isolate's life.
const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    key.catch(() => hmacKeys.delete(secret));
    hmacKeys.set(secret, key);
  }
  return key;
}

const isJwtTyp = (typ: unknown) => typeof typ === "string" && typ.toLowerCase().replace(/^application\//, "") === "jwt";

/**
 * Three parts, an `exp` in the future and a valid HS256 signature; the KV/D1 record is checked by
 * the caller. The same checks as hono/jwt's `verify` (header alg HS256, typ JWT if present, no
 * `crit`; `nbf` and `iat` not in the future), with the key imported once per isolate.
 */
export async function verifyToken(secret: string, token: string): Promise<TokenPayload | null> {
  // A token whose header and signature were verified once is the same bytes next time; only the
  // time checks can change their answer, so they run again (issue 15: the decode and HMAC were a
  // visible part of every signed-in request).
  const known = verifiedTokens.get(secret)?.get(token);
  if (known) return inTime(known) ? known : null;
  const payload = await verifyTokenUncached(secret, token);
  if (payload) rememberVerified(secret, token, payload);
  return payload;
}

// Verified tokens per secret; only tokens that passed every check are kept.
const verifiedTokens = new Map<string, BoundedMap<string, TokenPayload>>();
function rememberVerified(secret: string, token: string, payload: TokenPayload) {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) verifiedTokens.set(secret, (tokens = new BoundedMap(1000)));
  tokens.set(token, Object.freeze(payload));
}

function inTime(payload: TokenPayload & { nbf?: unknown }): boolean {
  if (typeof payload.exp !== "number" || !(payload.exp * 1000 > Date.now())) return false;
  const now = Math.floor(Date.now() / 1000);
  if (payload.nbf !== undefined && !(typeof payload.nbf === "number" && payload.nbf <= now)) return false;
  if (payload.iat !== undefined && !(typeof payload.iat === "number" && payload.iat <= now)) return false;
  return true;
}

async function verifyTokenUncached(secret: string, token: string): Promise<TokenPayload | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  let header: Record<string, unknown>;
  let payload: TokenPayload & { nbf?: unknown };
  try {
    header = JSON.parse(base64UrlDecode(parts[0]));
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return null;
  }
  if (!header || typeof header !== "object" || header.alg !== "HS256" || ("typ" in header && !isJwtTyp(header.typ)) || "crit" in header) return null;
  if (!payload || typeof payload !== "object" || !inTime(payload)) return null;
  if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(parts[2])) return null;
  try {
    const signature = base64UrlBytes(parts[2].replace(/=+$/, ""));
    const ok = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, new TextEncoder().encode(`${parts[0]}.${parts[1]}`));
    return ok ? payload : null;
  } catch {
    return null;
  }
}
