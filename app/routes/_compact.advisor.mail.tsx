import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MailApp } from "#app/features/mail/mail-app";
import { mailLoader } from "#app/features/mail/mail.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("pages.advisorMail.title");
export const meta: MetaFunction = () => titledMeta();

/** Advisor guard: advisor or admin (spec §2); the advisor-view switch lands here. */
export const loader = (args: LoaderFunctionArgs) => mailLoader(args, { advisorOnly: true });

export default function Page() {
  return <MailApp data={useLoaderData<typeof loader>()} />;
}
