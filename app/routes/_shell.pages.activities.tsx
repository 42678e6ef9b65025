import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ActivitiesPage } from "~/features/activities/activities-page";
import { activitiesLoader } from "~/features/activities/activities.server";
import { WorkspaceErrorBoundary } from "~/features/workspace/error-boundary";
import { privateHeaders } from "~/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const meta: MetaFunction = () => [{ title: "Activities · TaxAtlas" }];

/** Signed-in guard: the caller's own activity feed. */
export const loader = (args: LoaderFunctionArgs) => activitiesLoader(args);

export default function Page() {
  return <ActivitiesPage data={useLoaderData<typeof loader>()} />;
}
