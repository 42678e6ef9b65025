import { isLocalhost } from "./auth/cookie.server";

/** Script nonce for Remix's inline scripts; everything else from our own origin only. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Sets the security headers on a response's (mutable) headers. */
export function applySecurityHeaders(h: Headers, url: URL, nonce: string): void {
  h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (!isLocalhost(url)) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

/**
 * Page actions (non-GET) must come from our own origin. Browsers send Origin on every POST;
 * a missing Origin is treated as foreign, which also turns away non-browser form posts.
 */
export function isSameOrigin(request: Request, url: URL): boolean {
  return request.headers.get("Origin") === url.origin;
}
