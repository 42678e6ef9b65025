import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicesApp } from "#app/features/services/services-app";
import { servicesLoader } from "#app/features/services/services.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("pages.advisorServices.title");
export const meta: MetaFunction = () => titledMeta();

/** Advisor guard: advisor or admin (spec §2). */
export const loader = (args: LoaderFunctionArgs) => servicesLoader(args);

export default function Page() {
  return <ServicesApp data={useLoaderData<typeof loader>()} />;
}
