import { createDb, type Database } from "../db/client";
import type { Role } from "../db/schema";
import { resolveRole } from "./auth/roles.server";
import { resolveSession, type ResolvedSession } from "./auth/session.server";
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
  /** a real (non-anonymous) account is signed in */
  isSignedIn: boolean;
  /** credentials were sent but rejected: a page response then clears the cookie (signs the browser out) */
  rejectedCredentials: boolean;
  clientIp: string;
  /** set by app/entry.server.tsx handleError when a loader or action hit a D1/KV failure */
  storageFailed?: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
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
  const session = token ? await resolveSession({ db, kv: env.KV, secret: env.JWT_SECRET }, token) : null;
  noteRequestUser(session && !session.anonymous ? session.userId : null);
  const role: Role = session && !session.anonymous ? await resolveRole({ db, kv: env.KV }, session.userId) : "guest";
  return {
    env,
    db,
    kv: env.KV,
    url: new URL(request.url),
    requestId: request.headers.get("cf-ray") ?? crypto.randomUUID(),
    cspNonce: randomNonce(),
    source,
    session,
    role,
    isSignedIn: Boolean(session && !session.anonymous),
    rejectedCredentials: Boolean(token) && !session,
    clientIp: request.headers.get("CF-Connecting-IP") ?? "unknown",
    waitUntil: (p) => execution?.waitUntil(p),
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
