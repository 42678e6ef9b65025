/**
 * D1 read replication through the Sessions API, behind one switch: the `D1_READ_REPLICATION` var
 * ("on" | anything else = off, the default). docs/decisions/062 records where it is safe and why
 * it ships off.
 *
 * With the switch on, every request runs on a D1 session:
 * - it continues from the caller's bookmark when there is one (cookie for browsers, the
 *   `x-d1-bookmark` header for API clients), so a person always reads their own writes, on any
 *   replica;
 * - without a bookmark, GETs of read-mostly public content (catalogue, academy, help centre) may
 *   start on the nearest replica ("first-unconstrained"); everything else starts on the primary;
 * - writes always go to the primary (D1 does that inside a session); the bookmark after the
 *   request is sent back (cookie + header) for the next one.
 */

export const BOOKMARK_COOKIE = "d1_bookmark";
export const BOOKMARK_HEADER = "x-d1-bookmark";

/** Public, read-mostly paths where a replica may answer a caller who has written nothing yet. */
const READ_MOSTLY = [/^\/(jurisdictions|structures|professionals|academy|pricing|for-advisors)(\/|$)/, /^\/api\/(jurisdictions|structures|professionals|apps\/academy|apps\/help-center|ui\/icons)(\/|$)/];

export const replicationEnabled = (env: Pick<Env, "D1_READ_REPLICATION">) => env.D1_READ_REPLICATION === "on";

export function isReadMostly(method: string, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && READ_MOSTLY.some((r) => r.test(pathname));
}

/** Bookmarks are opaque strings from D1; anything odd is ignored rather than passed on. */
const BOOKMARK = /^[A-Za-z0-9._:-]{1,200}$/;

export function bookmarkOf(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER);
  if (header && BOOKMARK.test(header)) return header;
  const cookie = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${BOOKMARK_COOKIE}=([^;]+)`))?.[1];
  return cookie && BOOKMARK.test(cookie) ? cookie : null;
}

export interface D1SessionScope {
  env: Env;
  /** adds the new bookmark to the response (header, and a cookie for browsers) */
  finish(response: Response): Response;
}

/** The env for this request: unchanged when the switch is off, else with `DB` as a D1 session. */
export function withD1Session(request: Request, env: Env, url: URL): D1SessionScope {
  if (!replicationEnabled(env) || typeof env.DB?.withSession !== "function") return { env, finish: (r) => r };
  const start = bookmarkOf(request) ?? (isReadMostly(request.method, url.pathname) ? "first-unconstrained" : "first-primary");
  const session = env.DB.withSession(start);
  return {
    env: { ...env, DB: session as unknown as D1Database },
    finish(response) {
      const bookmark = session.getBookmark();
      if (!bookmark || !BOOKMARK.test(bookmark)) return response;
      const out = new Response(response.body, response);
      out.headers.set(BOOKMARK_HEADER, bookmark);
      if (!url.pathname.startsWith("/api/")) {
        const secure = url.protocol === "https:" ? "; Secure" : "";
        out.headers.append("Set-Cookie", `${BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400${secure}`);
      }
      return out;
    },
  };
}
