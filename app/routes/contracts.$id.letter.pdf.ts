import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import { letterPdf, letterPdfResponse } from "#worker/domain/marketplace/letter.server";
import { respond } from "#app/lib/resource.server";

/** The engagement letter's PDF for the page's session (the API's twin: GET /api/contracts/:id/letter/pdf). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  return respond(async () => letterPdfResponse(await letterPdf(context.app.db, requireUser(context.app, { onFail: "json" }).userId, params.id ?? "")));
}
