import { sign, verify } from "hono/jwt";

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

function base64UrlDecode(segment: string): string {
  const b64 = segment.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(segment.length / 4) * 4, "=");
  return new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
}

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

/** Three parts, an `exp` in the future and a valid HS256 signature; the KV/D1 record is checked by the caller. */
export async function verifyToken(secret: string, token: string): Promise<TokenPayload | null> {
  if (token.split(".").length !== 3 || isTokenExpired(token)) return null;
  try {
    const payload = (await verify(token, secret, "HS256")) as unknown as TokenPayload;
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return payload;
  } catch {
    return null;
  }
}
