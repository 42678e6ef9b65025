import { redirect } from "@remix-run/cloudflare";
import type { Role } from "../../db/schema";
import type { RequestContext } from "../context.server";
import { forbidden, unauthenticated } from "../errors";
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

/** `/sign-in?redirectURL=<path+query>`; no redirectURL when the address is the sign-out route. */
export function signInLocation(url: URL): string {
  if (url.pathname === "/sign-out") return "/sign-in";
  return `/sign-in?${new URLSearchParams({ redirectURL: url.pathname + url.search })}`;
}

/** Only same-site paths: `/x` but never `//evil.example` or `/\evil`. */
export function safeRedirectPath(value: unknown, fallback = "/signed-in-redirect"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** Authenticated guard: a real (non-anonymous) account. */
export function requireUser(ctx: RequestContext): SignedIn {
  if (!ctx.isSignedIn || !ctx.session) {
    if (ctx.source === "page") throw redirect(signInLocation(ctx.url));
    throw unauthenticated();
  }
  return { userId: ctx.session.userId, sessionId: ctx.session.sessionId, role: ctx.role, session: ctx.session };
}

/** Role guard (spec §2 advisor guard): no user → sign-in; wrong role → /for-advisors or 403. */
export function requireRole(ctx: RequestContext, roles: readonly Role[]): SignedIn {
  const user = requireUser(ctx);
  if (!roles.includes(ctx.role)) {
    if (ctx.source === "page") throw redirect("/for-advisors");
    throw forbidden();
  }
  return user;
}

/** Guest guard of the anonymous-only pages (sign-in, sign-up…): a signed-in account goes to the root. */
export function requireAnonymous(ctx: RequestContext): void {
  if (ctx.isSignedIn) {
    if (ctx.source === "page") throw redirect("/");
    throw forbidden("You are already signed in.");
  }
}

/** Open pages call this to document that they are deliberately public. */
export function allowEveryone(_ctx: RequestContext): void {}
