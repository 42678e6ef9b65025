import { isLocalhost } from "./auth/cookie.server";

/**
 * The pages that load Stripe.js (its Payment Element, 3-D Secure frames) when the Worker is in
 * Stripe mode (issue 29): only there may Stripe's script, frames and API be reached.
 */
export const STRIPE_PAGES = new Set(["/checkout"]);
const STRIPE_SOURCES = {
  script: " https://js.stripe.com https://*.js.stripe.com",
  frame: "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  connect: " https://api.stripe.com",
  img: " https://*.stripe.com",
};

/** Script nonce for Remix's inline scripts; everything else from our own origin only (plus Stripe's on its pages). */
export function contentSecurityPolicy(nonce: string, stripe = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripe ? STRIPE_SOURCES.script : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${stripe ? STRIPE_SOURCES.img : ""}`,
    "font-src 'self' data:",
    `connect-src 'self'${stripe ? STRIPE_SOURCES.connect : ""}`,
    ...(stripe ? [`frame-src ${STRIPE_SOURCES.frame}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Sets the security headers on a response's (mutable) headers. */
export function applySecurityHeaders(h: Headers, url: URL, nonce: string, stripeMode = false): void {
  h.set("Content-Security-Policy", contentSecurityPolicy(nonce, stripeMode && STRIPE_PAGES.has(url.pathname)));
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
