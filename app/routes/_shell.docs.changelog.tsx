import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import { ChangelogPage } from "#app/features/docs/docs-pages";

export const handle = titled("pages.changelog.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard (spec §2). */
export function loader({ context }: LoaderFunctionArgs) {
  requireUser(context.app);
  return null;
}

export default function Page() {
  return <ChangelogPage />;
}
