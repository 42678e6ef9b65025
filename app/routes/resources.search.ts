import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { allowEveryone } from "#worker/auth/permissions.server";
import { search } from "#worker/domain/search.server";
import { searchInput } from "#worker/domain/shell-schemas";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { respond } from "#app/lib/resource.server";

/** The header search (same rules as `POST api/common/search`); a GET because searching changes nothing. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return respond(async () => {
    const ctx = context.app;
    allowEveryone(ctx);
    const { query } = searchInput.parse({ query: new URL(request.url).searchParams.get("q") ?? "" });
    const { t, lang } = await languageOf(request);
    return search({ ctx, userId: ctx.isSignedIn && ctx.session ? ctx.session.userId : null, role: ctx.role, t, locale: lang }, query);
  });
}
