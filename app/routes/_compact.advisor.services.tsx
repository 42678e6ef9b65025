import { titled, titledMeta } from "~/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicesApp } from "~/features/services/services-app";
import { servicesLoader } from "~/features/services/services.server";
import { WorkspaceErrorBoundary } from "~/features/workspace/error-boundary";
import { privateHeaders } from "~/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("pages.advisorServices.title");
export const meta: MetaFunction = () => titledMeta();

/** Advisor guard: advisor or admin (spec §2). */
export const loader = (args: LoaderFunctionArgs) => servicesLoader(args);

export default function Page() {
  return <ServicesApp data={useLoaderData<typeof loader>()} />;
}
