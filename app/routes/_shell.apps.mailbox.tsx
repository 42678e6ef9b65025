import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MailApp } from "#app/features/mail/mail-app";
import { mailLoader } from "#app/features/mail/mail.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("workspace.mail.title");
export const meta: MetaFunction = () => titledMeta();

/** The same mail client for every signed-in account (issue 13); advisors also have it at /advisor/mail. */
export const loader = (args: LoaderFunctionArgs) => mailLoader(args, { advisorOnly: false });

export default function Page() {
  return <MailApp data={useLoaderData<typeof loader>()} />;
}
