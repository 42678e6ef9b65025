import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "#app/components/page-header";
import { documentsPage } from "#app/features/documents/page.server";
import { Breadcrumb, ItemGrid, NewFolderForm, UploadButton, ViewControls } from "#app/features/documents/file-browser";

export const handle = titled("pages.documents.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard (spec §2): the person's own file manager (bytes in R2, docs/decisions/020). */
export async function loader({ context }: LoaderFunctionArgs) {
  return documentsPage(context.app);
}

export default function Documents() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const folderId = data.query.folder ?? null;
  return (
    <div className="space-y-5">
      <PageHeader title={t("pages.documents.title")} description={t("compliance.documents.lead")} />
      <Breadcrumb base="/documents" rootLabel={t("compliance.documents.myFiles")} path={data.listing.path} query={data.query} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-start gap-3">
          <UploadButton folderId={folderId} rules={data.uploadRules} />
          <NewFolderForm folderId={folderId} />
        </div>
        <ViewControls base="/documents" query={data.query} />
      </div>
      <ItemGrid
        listing={data.listing}
        query={data.query}
        base="/documents"
        locale={i18n.language}
        downloadHref={(id) => `/resources/documents?download=${encodeURIComponent(id)}`}
        manage={{ folders: data.folders, targets: data.targets }}
        shares={data.shares}
      />
    </div>
  );
}
