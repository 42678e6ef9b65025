import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ADVISOR_ROLES, requireRole } from "../../worker/auth/permissions.server";
import { PlaceholderPage } from "~/components/page-header";

export const meta: MetaFunction = () => [{ title: "TaxAtlas" }];

/** Advisor guard: advisor or admin (spec §2). */
export function loader({ context }: LoaderFunctionArgs) {
  requireRole(context.app, ADVISOR_ROLES);
  return null;
}

export default function Page() {
  return <PlaceholderPage page="advisorServices" />;
}
