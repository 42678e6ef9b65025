import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TasksApp } from "#app/features/tasks/tasks-app";
import { tasksLoader } from "#app/features/tasks/tasks.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("pages.tasks.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard (spec §2); the list, and the open task when the address names one. */
export const loader = (args: LoaderFunctionArgs) => tasksLoader(args);

export default function Page() {
  return <TasksApp data={useLoaderData<typeof loader>()} />;
}
