import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BoardPage } from "#app/features/scrumboard/board-page";
import { boardLoader } from "#app/features/scrumboard/scrumboard.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("workspace.scrumboard.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard; a board of the caller, else 404. */
export const loader = (args: LoaderFunctionArgs) => boardLoader(args);

export default function Page() {
  return <BoardPage data={useLoaderData<typeof loader>()} />;
}
