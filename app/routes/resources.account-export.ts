import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import { exportAccount } from "#worker/domain/account/export.server";
import { respond } from "#app/lib/resource.server";

/**
 * The export link of /settings/privacy (decision 221): the same streamed zip as
 * `GET /api/account/export`, over the page's cookie session. Private, never stored.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUser(context.app);
    const { stream, filename } = await exportAccount(context.app, userId);
    return new Response(stream, {
      headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
    });
  });
}
