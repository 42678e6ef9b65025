import type { Context } from "hono";

/**
 * Cache-Control, decided in one place for every response (issue 18 defect 8, decision 058):
 * - hashed build assets (`/assets/*`, file names carry a content hash): cached for a year, immutable;
 * - other static files (favicon, /i18n/*.json): cacheable but revalidated every time;
 * - HTML and every other page response: `private, no-store` — it carries a per-response CSP nonce,
 *   and signed-in pages are personal;
 * - API: `private, no-store`, unless the route marked its answer as public catalogue data
 *   (`publicCatalogue`) AND the caller sent no credentials; a response to an authenticated
 *   request is never publicly cacheable.
 */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_PRIVATE = "private, no-store";
export const CACHE_PUBLIC_CATALOGUE = "public, max-age=60, stale-while-revalidate=300";

/** Build assets with a content hash in the name (Vite writes them to build/client/assets/). */
export const isHashedAsset = (pathname: string) => pathname.startsWith("/assets/");

/** For API routes whose answer is the same for every caller (reference content). Varies by language. */
export function publicCatalogue(c: Context, value = CACHE_PUBLIC_CATALOGUE) {
  c.header("Cache-Control", value);
  c.header("Vary", "Accept-Language");
}

const carriesCredentials = (request: Request) =>
  request.headers.has("Authorization") || /(?:^|;\s*)taxatlas_session=/.test(request.headers.get("Cookie") ?? "");

export type ResponseKind = "api" | "asset" | "page";

/** Sets Cache-Control on a response's (mutable) headers. */
export function applyCachePolicy(response: Response, request: Request, url: URL, kind: ResponseKind): void {
  const h = response.headers;
  if (kind === "asset") {
    h.set("Cache-Control", response.ok && isHashedAsset(url.pathname) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    return;
  }
  const chosen = h.get("Cache-Control") ?? "";
  const isPublic = kind === "api" && /^public\b/.test(chosen) && response.ok && !carriesCredentials(request) && !h.has("Set-Cookie");
  if (!isPublic) {
    h.set("Cache-Control", CACHE_PRIVATE);
    h.delete("Expires");
  }
}
