import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";
import { ADVISOR_ROLES, requireRole, type SignedIn } from "#worker/auth/permissions.server";
import type { RequestContext } from "#worker/context.server";
import type { ContentLocale } from "#worker/domain/locale";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { readJsonBody } from "#worker/api/validation";
import { requireUserForFetcher, respond } from "#app/lib/resource.server";

/** Answers about one account's data are personal: `Cache-Control: private, no-store`. */
export async function privateResponse(response: Promise<Response>): Promise<Response> {
  const res = await response;
  res.headers.set("Cache-Control", "private, no-store");
  return res;
}

/**
 * A resource route's action for one workspace app: signed in (or advisor/admin), the body parsed
 * by a zod discriminated union on `intent`, then handed to the domain module — the same functions
 * the Hono API calls, so a rule exists once. Answers JSON, errors as `{error:{code,message}}`;
 * seeded text in the UI language (`lang`, decision 099).
 */
export function workspaceAction<S extends z.ZodTypeAny>(
  schema: S,
  handle: (ctx: RequestContext, user: SignedIn, body: z.infer<S>, lang: ContentLocale) => Promise<unknown>,
  options: { advisorOnly?: boolean } = {},
) {
  return ({ request, context }: ActionFunctionArgs) =>
    privateResponse(
      respond(async () => {
        const ctx = context.app;
        const user = options.advisorOnly ? requireRole(ctx, ADVISOR_ROLES, { onFail: "json" }) : requireUserForFetcher(ctx);
        const body = schema.parse(await readJsonBody(request));
        return handle(ctx, user, body, (await languageOf(request)).lang);
      }),
    );
}
