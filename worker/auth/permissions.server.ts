import { redirect } from "@remix-run/cloudflare";
import type { Role } from "#db/schema";
import type { RequestContext } from "#worker/context.server";
import { forbidden, unauthenticated } from "#worker/errors";
import { isInAppPath } from "#worker/domain/links";
import type { ResolvedSession } from "./session.server";

/**
 * The one place that says who may do what. Every loader, action and API route calls one of
 * these first. On a page the failure is a redirect (spec §2 guards); on the API it is a
 * JSON 401/403 (worker/api/errors.ts renders AppError).
 */

export const ADVISOR_ROLES: readonly Role[] = ["advisor", "admin"];

export interface SignedIn {
  userId: string;
  sessionId: string;
  role: Role;
  session: ResolvedSession;
}

/**
 * The page address a request stands for. Client-side navigations fetch loader data from
 * `/<path>.data?_routes=…` (Remix single fetch); the redirect must name the page, not that URL.
 */
function pageAddress(url: URL): { pathname: string; search: string } {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  if (!url.searchParams.has("_routes")) return { pathname, search: url.search };
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : "" };
}

/** `/sign-in?redirectURL=<path+query>`; no redirectURL when the address is the sign-out route. */
export function signInLocation(url: URL): string {
  const { pathname, search } = pageAddress(url);
  if (pathname === "/sign-out") return "/sign-in";
  return `/sign-in?${new URLSearchParams({ redirectURL: pathname + search })}`;
}

/** A redirect target from a form or query: the in-app path grammar (worker/domain/links.ts), else the fallback. */
export function safeRedirectPath(value: unknown, fallback = "/signed-in-redirect"): string {
  return typeof value === "string" && isInAppPath(value) ? value : fallback;
}

/**
 * How a guard refuses: a page navigation is redirected (spec §2 guards); a fetcher, a resource
 * route or the API gets the JSON 401/403. By default it follows where the request came from; a
 * resource route that pages call with fetch says `{ onFail: "json" }`.
 */
export interface GuardOptions {
  onFail?: "redirect" | "json";
}
const redirects = (ctx: RequestContext, options: GuardOptions) => (options.onFail ?? (ctx.source === "page" ? "redirect" : "json")) === "redirect";

/** Authenticated guard: a real (non-anonymous) account. */
export function requireUser(ctx: RequestContext, options: GuardOptions = {}): SignedIn {
  if (!ctx.isSignedIn || !ctx.session) {
    if (redirects(ctx, options)) throw redirect(signInLocation(ctx.url));
    throw unauthenticated();
  }
  return { userId: ctx.session.userId, sessionId: ctx.session.sessionId, role: ctx.role, session: ctx.session };
}

/**
 * Role guard (spec §2 advisor guard): no user → sign-in; wrong role → /for-advisors or 403.
 * The admin permission is the account's role, never the view an admin switched to (decision 050).
 */
export function requireRole(ctx: RequestContext, roles: readonly Role[], options: GuardOptions = {}): SignedIn {
  const user = requireUser(ctx, options);
  if (!roles.includes(ctx.role) && !(ctx.isAdmin && roles.includes("admin"))) {
    if (redirects(ctx, options)) throw redirect("/for-advisors");
    throw forbidden();
  }
  return user;
}

/** Guest guard of the anonymous-only pages (sign-in, sign-up…): a signed-in account goes to the root. */
export function requireAnonymous(ctx: RequestContext, options: GuardOptions = {}): void {
  if (ctx.isSignedIn) {
    if (redirects(ctx, options)) throw redirect("/");
    throw forbidden("You are already signed in.");
  }
}

/** Open pages call this to document that they are deliberately public. */
export function allowEveryone(_ctx: RequestContext): void {}
