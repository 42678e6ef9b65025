import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ActivitiesPage } from "#app/features/activities/activities-page";
import { activitiesLoader } from "#app/features/activities/activities.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("workspace.activities.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard: the caller's own activity feed. */
export const loader = (args: LoaderFunctionArgs) => activitiesLoader(args);

export default function Page() {
  return <ActivitiesPage data={useLoaderData<typeof loader>()} />;
}
