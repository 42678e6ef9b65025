import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DashboardPage } from "#app/features/dashboards/dashboard-page";
import { dashboardLoader } from "#app/features/dashboards/dashboards.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("pages.dashboard.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard; project, analytics, finance or crypto, else 404. */
export const loader = (args: LoaderFunctionArgs) => dashboardLoader(args);

export default function Dashboard() {
  return <DashboardPage data={useLoaderData<typeof loader>()} />;
}
