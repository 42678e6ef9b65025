import { AsyncLocalStorage } from "node:async_hooks";
import { BoundedMap } from "./bounded-map";

/**
 * One structured JSON line per request (docs/operations.md): request id, method, route, status,
 * duration, a hash of the user id (never the id or e-mail itself), how many D1 statements the
 * request prepared and how many D1 batches (round trips) it sent. The request id is also sent back
 * as `X-Request-Id` and shown on error pages and in 5xx bodies, so a person can quote it and an
 * operator can find the line.
 */

export interface RequestLogEntry {
  requestId: string;
  method: string;
  route: string;
  startedAt: number;
  d1Statements: number;
  d1Batches: number;
  userId: string | null;
}

// One store per isolate even though the Remix server build bundles its own copy of this module
// (its entry.server reads the request id): the instance lives on globalThis under a registered symbol.
const STORE_KEY = Symbol.for("taxatlas.request-log");
const store: AsyncLocalStorage<RequestLogEntry> = ((globalThis as Record<symbol, unknown>)[STORE_KEY] ??= new AsyncLocalStorage<RequestLogEntry>()) as AsyncLocalStorage<RequestLogEntry>;

export const currentRequestLog = (): RequestLogEntry | undefined => store.getStore();
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;

/** Called where the session is resolved (worker/context.server.ts). */
export function noteRequestUser(userId: string | null | undefined) {
  const entry = store.getStore();
  if (entry && userId) entry.userId = userId;
}

/**
 * A D1 binding that counts the statements each request prepares (batches are made of prepared
 * statements; `exec` counts once) and its batch calls. One wrapper per binding, so per-binding
 * caches keep working.
 */
const countedBindings = new WeakMap<D1Database, D1Database>();
function countStatements<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, key) {
      const value = Reflect.get(obj, key, obj) as unknown;
      if (typeof value !== "function") return value;
      const counter = key === "prepare" || key === "exec" ? "d1Statements" : key === "batch" ? "d1Batches" : null;
      if (counter) {
        return (...args: unknown[]) => {
          const entry = store.getStore();
          if (entry) entry[counter] += 1;
          return (value as (...a: unknown[]) => unknown).apply(obj, args);
        };
      }
      if (key === "withSession") {
        return (...args: unknown[]) => countStatements((value as (...a: unknown[]) => object).apply(obj, args));
      }
      return (value as (...a: unknown[]) => unknown).bind(obj);
    },
  });
}
export function countingD1(db: D1Database): D1Database {
  let wrapped = countedBindings.get(db);
  if (!wrapped) countedBindings.set(db, (wrapped = countStatements(db)));
  return wrapped;
}

/** The same env object for the same bindings (env checks and per-binding caches key on identity). */
const instrumentedEnvs = new WeakMap<Env, Env>();
export function instrumentEnv(env: Env): Env {
  let out = instrumentedEnvs.get(env);
  if (!out) instrumentedEnvs.set(env, (out = env.DB ? { ...env, DB: countingD1(env.DB) } : env));
  return out;
}

/** A short, stable, non-reversible tag for a user id (joins one person's lines without exposing them). */
export async function userTag(userId: string): Promise<string> {
  let tag = userTags.get(userId);
  if (!tag) userTags.set(userId, (tag = hashTag(userId)));
  return tag;
}
// Remembered per isolate: the same people make most requests, and the digest is a native round trip.
const userTags = new BoundedMap<string, Promise<string>>(1000);
async function hashTag(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`taxatlas-log:${userId}`));
  return [...new Uint8Array(digest).slice(0, 6)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Ids from `/…/<uuid or prefixed id>` segments are folded so routes group in the log. */
export function routeOf(pathname: string): string {
  return pathname
    .split("/")
    .map((seg) => (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(seg) || /^[a-z]{2,5}_[A-Za-z0-9_-]{6,}$/.test(seg) || /^\d+$/.test(seg) ? ":id" : seg))
    .join("/");
}

/**
 * Runs the handler inside a log context and writes the line when the response is ready. The
 * handler sets `X-Request-Id` itself, on the one copy of the response it makes (worker/index.ts).
 */
export async function withRequestLog(request: Request, handler: (entry: RequestLogEntry) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const entry: RequestLogEntry = {
    requestId: crypto.randomUUID(),
    method: request.method,
    route: routeOf(url.pathname),
    startedAt: Date.now(),
    d1Statements: 0,
    d1Batches: 0,
    userId: null,
  };
  return store.run(entry, async () => {
    let status = 500;
    try {
      const response = await handler(entry);
      status = response.status;
      return response;
    } finally {
      const line = {
        level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
        msg: "request",
        requestId: entry.requestId,
        method: entry.method,
        route: entry.route,
        status,
        durationMs: Date.now() - entry.startedAt,
        user: entry.userId ? await userTag(entry.userId) : null,
        d1Statements: entry.d1Statements,
        d1Batches: entry.d1Batches,
        colo: (request as Request & { cf?: { colo?: string } }).cf?.colo ?? null,
      };
      (status >= 500 ? console.error : console.log)(JSON.stringify(line));
    }
  });
}
