import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContactsApp } from "#app/features/contacts/contacts-app";
import { contactsLoader } from "#app/features/contacts/contacts.server";
import { WorkspaceErrorBoundary } from "#app/features/workspace/error-boundary";
import { privateHeaders } from "#app/features/workspace/headers";

export const headers = privateHeaders;
export const ErrorBoundary = WorkspaceErrorBoundary;

export const handle = titled("pages.contacts.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard (spec §2); the address book, and the open contact when the address names one. */
export const loader = (args: LoaderFunctionArgs) => contactsLoader(args);

export default function Page() {
  return <ContactsApp data={useLoaderData<typeof loader>()} />;
}
