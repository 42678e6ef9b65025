import { createCookie } from "@remix-run/cloudflare";
import { BoundedMap } from "#worker/bounded-map";
import { TOKEN_TTL_SECONDS } from "./token.server";

/**
 * Pages carry the same signed JWT the API uses, in an HttpOnly, SameSite=Lax cookie, Secure outside
 * localhost. The token is already signed, so the cookie itself needs no second signature.
 */
const sessionCookie = createCookie("taxatlas_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: TOKEN_TTL_SECONDS,
});

export const isLocalhost = (url: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

// A browser sends the same Cookie header on request after request; its parse (Remix decodes the
// value character by character) is remembered per header.
const parsedHeaders = new BoundedMap<string, string | null>(1000);

export async function readSessionCookie(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const known = parsedHeaders.get(header);
  if (known !== undefined) return known;
  const value = await sessionCookie.parse(header);
  const token = typeof value === "string" && value.length > 0 ? value : null;
  parsedHeaders.set(header, token);
  return token;
}

export function serializeSessionCookie(token: string, url: URL) {
  return sessionCookie.serialize(token, { secure: !isLocalhost(url) });
}

export function clearSessionCookie(url: URL) {
  return sessionCookie.serialize("", { secure: !isLocalhost(url), maxAge: 0, expires: new Date(0) });
}
