import { loadCatalogue, localeOf } from "./i18next.server";
import { createDb, type Database } from "#db/client";
import type { Role } from "#db/schema";
import type { Locale } from "./i18n";
import { resolveAccess, roleCacheKey } from "./auth/roles.server";
import { resolveSessionAndCachedRole, type ResolvedSession } from "./auth/session.server";
import { noteRequestUser } from "./request-log";
import { readSessionCookie } from "./auth/cookie.server";
import { assertEnv } from "./env.server";

/**
 * The one per-request context. Built here for both the Hono API (credentials from the
 * `Authorization: Bearer` header) and Remix pages (credentials from the HttpOnly cookie), in the
 * Worker and under `remix vite:dev` alike, so loaders and API routes call the same domain code.
 */
export interface RequestContext {
  env: Env;
  db: Database;
  kv: KVNamespace;
  url: URL;
  requestId: string;
  /** per-request nonce for the Content-Security-Policy script-src */
  cspNonce: string;
  source: "api" | "page";
  session: ResolvedSession | null;
  /** effective role; guest when there is no session or the session is anonymous */
  role: Role;
  /** the account's role is admin — the permission requireRole(["admin"]) checks, whatever the view */
  isAdmin: boolean;
  /** a real (non-anonymous) account is signed in */
  isSignedIn: boolean;
  /** credentials were sent but rejected: a page response then clears the cookie (signs the browser out) */
  rejectedCredentials: boolean;
  /** CF-Connecting-IP, else a per-client fallback key (see clientKey) */
  clientIp: string;
  /** the client's User-Agent (sessions list, audit trail) */
  userAgent: string | null;
  /**
   * approximate place of the client from Cloudflare's request data ("Istanbul, TR"); null locally.
   * Read on use (a new session, a sign-in notice): `request.cf` is deserialised on each read, about
   * 0.5 ms a request that most requests never need.
   */
  readonly place: string | null;
  /** set by app/entry.server.tsx handleError when a loader or action hit a D1/KV failure */
  storageFailed?: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
  /** the reader's language by the one locale rule (worker/i18next.server.ts `localeOf`): pages, API answers and the mail a request writes */
  locale: Locale;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * Who the abuse limits count (docs/security.md): Cloudflare's CF-Connecting-IP. Without it (a
 * deployment not behind Cloudflare) there is no trustworthy address, so the key is a hash of what
 * the client sends about itself — it stays per client instead of one shared "unknown" bucket that a
 * single client could exhaust for everyone. Locally, wrangler dev (miniflare) sets the header to
 * the loopback address when a request has none, so every local client is one client.
 */
async function clientKey(request: Request): Promise<string> {
  const ip = request.headers.get("CF-Connecting-IP");
  if (ip) return ip;
  const h = request.headers;
  const seen = [h.get("X-Forwarded-For"), h.get("User-Agent"), h.get("Accept-Language"), h.get("Accept")].join("|");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seen)));
  return `client:${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Cloudflare's city and country of the connecting address (request.cf, or the CF-IPCountry header). */
function placeOf(request: Request): string | null {
  const cf = (request as { cf?: { city?: unknown; country?: unknown } }).cf;
  const city = typeof cf?.city === "string" ? cf.city : null;
  const country = typeof cf?.country === "string" ? cf.country : request.headers.get("CF-IPCountry");
  const parts = [city, country && country !== "XX" ? country : null].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export async function createRequestContext(
  request: Request,
  rawEnv: Env,
  execution: Pick<ExecutionContext, "waitUntil"> | undefined,
  source: "api" | "page",
): Promise<RequestContext> {
  const env = assertEnv(rawEnv);
  const db = createDb(env.DB);
  const token = source === "api" ? bearerToken(request) : await readSessionCookie(request);
  // Session and cached role: one KV read (a bulk get); D1 only on a role-cache miss or for admins.
  const { session, cachedRole } = token
    ? await resolveSessionAndCachedRole({ db, kv: env.KV, secret: env.JWT_SECRET }, token, roleCacheKey)
    : { session: null, cachedRole: null };
  noteRequestUser(session && !session.anonymous ? session.userId : null);
  const locale = await localeOf(request);
  // Turkish is a static asset read once per isolate (decision 280): in before anything translates.
  await loadCatalogue(locale, rawEnv, request.url);
  const access =
    session && !session.anonymous ? await resolveAccess({ db, kv: env.KV }, session.userId, { cached: cachedRole }) : { role: "guest" as Role, isAdmin: false };
  let place: string | null | undefined;
  return {
    env,
    db,
    kv: env.KV,
    url: new URL(request.url),
    requestId: request.headers.get("cf-ray") ?? crypto.randomUUID(),
    cspNonce: randomNonce(),
    source,
    session,
    role: access.role,
    isAdmin: access.isAdmin,
    isSignedIn: Boolean(session && !session.anonymous),
    rejectedCredentials: Boolean(token) && !session,
    clientIp: await clientKey(request),
    userAgent: request.headers.get("User-Agent"),
    get place() {
      if (place === undefined) place = placeOf(request);
      return place;
    },
    waitUntil: (p) => execution?.waitUntil(p),
    locale,
  };
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    app: RequestContext;
  }
}

export async function getPageLoadContext(request: Request, env: Env, execution?: Pick<ExecutionContext, "waitUntil">) {
  return { app: await createRequestContext(request, env, execution, "page") };
}
