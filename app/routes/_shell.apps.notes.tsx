import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotesApp } from "#app/features/notes/notes-app";
import { notesLoader } from "#app/features/notes/notes.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("workspace.notes.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard: the caller's notes. */
export const loader = (args: LoaderFunctionArgs) => notesLoader(args);

export default function Page() {
  return <NotesApp data={useLoaderData<typeof loader>()} />;
}
