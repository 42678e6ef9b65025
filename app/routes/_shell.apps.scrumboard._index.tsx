import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BoardsPage } from "#app/features/scrumboard/boards-page";
import { boardsLoader } from "#app/features/scrumboard/scrumboard.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("workspace.scrumboard.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard: the caller's boards (implementation projects). */
export const loader = (args: LoaderFunctionArgs) => boardsLoader(args);

export default function Page() {
  return <BoardsPage data={useLoaderData<typeof loader>()} />;
}
