import { errorResponse } from "#worker/api/errors";
import { requireUser, type SignedIn } from "#worker/auth/permissions.server";
import type { RequestContext } from "#worker/context.server";

/**
 * Resource routes answer the shell's fetchers with JSON, never a redirect or an error page: a
 * fetcher that gets 401 signs the browser out (spec §8, app/components/shell/use-shell-fetcher.ts),
 * any other failure lets the panel revert. Errors have the API's `{error:{code,message}}` shape.
 */
export async function respond(fn: () => Promise<unknown>, status = 200): Promise<Response> {
  try {
    const result = await fn();
    // A redirect (the advisor-view switch) makes the fetcher navigate there.
    if (result instanceof Response) return result;
    return Response.json(result, { status });
  } catch (error) {
    if (error instanceof Response) throw error;
    return errorResponse(error);
  }
}

/** The authenticated guard with the API's answer (401 JSON) instead of the page redirect. */
export const requireUserForFetcher = (ctx: RequestContext): SignedIn => requireUser(ctx, { onFail: "json" });

/** Form values as a plain object; "true"/"false" checkboxes become booleans where listed. */
export function formObject(form: FormData, booleans: string[] = []) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  for (const key of booleans) out[key] = out[key] === "true" || out[key] === "on";
  return out;
}
