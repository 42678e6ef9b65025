import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "../../worker/auth/permissions.server";
import { PlaceholderPage } from "~/components/page-header";

export const meta: MetaFunction = () => [{ title: "TaxAtlas" }];

/** Signed-in guard (spec §2). */
export function loader({ context }: LoaderFunctionArgs) {
  requireUser(context.app);
  return null;
}

export default function Page() {
  return <PlaceholderPage page="task" />;
}
