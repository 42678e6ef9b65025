import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DashboardPage } from "~/features/dashboards/dashboard-page";
import { dashboardLoader } from "~/features/dashboards/dashboards.server";
import { WorkspaceErrorBoundary } from "~/features/workspace/error-boundary";
import { privateHeaders } from "~/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const meta: MetaFunction = () => [{ title: "Dashboard · TaxAtlas" }];

/** Signed-in guard; project, analytics, finance or crypto, else 404. */
export const loader = (args: LoaderFunctionArgs) => dashboardLoader(args);

export default function Dashboard() {
  return <DashboardPage data={useLoaderData<typeof loader>()} />;
}
