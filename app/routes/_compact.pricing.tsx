import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { allowEveryone } from "../../worker/auth/permissions.server";
import { PlaceholderPage } from "~/components/page-header";

export const meta: MetaFunction = () => [{ title: "TaxAtlas" }];

/** Open to everyone (spec §2). */
export function loader({ context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  return null;
}

export default function Page() {
  return <PlaceholderPage page="pricing" />;
}
