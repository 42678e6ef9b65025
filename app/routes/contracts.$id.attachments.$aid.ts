import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import { downloadAttachment } from "#worker/domain/marketplace/workroom.server";
import { respond } from "#app/lib/resource.server";

/** A contract file for the page's session (the API's twin: GET /api/contracts/:id/attachments/:aid). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = { ...context.app, source: "api" as const };
  return respond(async () => downloadAttachment(ctx, { userId: requireUser(ctx).userId, admin: ctx.isAdmin }, params.id ?? "", params.aid ?? ""));
}
