import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "../../worker/auth/permissions.server";
import { PlaceholderPage } from "~/components/page-header";

export const meta: MetaFunction = () => [{ title: "Dashboard · TaxAtlas" }];

const DASHBOARDS = ["project", "analytics", "crypto", "finance"];

export function loader({ context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  if (!DASHBOARDS.includes(params.dashboard ?? "")) throw new Response("Not Found", { status: 404 });
  return { name: params.dashboard! };
}

export default function Dashboard() {
  const { name } = useLoaderData<typeof loader>();
  return <PlaceholderPage page="dashboard" values={{ name }} />;
}
