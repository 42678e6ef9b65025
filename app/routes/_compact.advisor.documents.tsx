import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FolderOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "#app/components/page-header";
import { Badge } from "#app/components/ui/badge";
import { advisorDocumentsPage } from "#app/features/documents/page.server";
import { Breadcrumb, ItemGrid, UploadButton, ViewControls } from "#app/features/documents/file-browser";

export const handle = titled("pages.advisorDocuments.title");
export const meta: MetaFunction = () => titledMeta();

/** Advisor guard (spec §2): folders clients shared with this advisor (re-checked per request), plus their own files. */
export async function loader({ context }: LoaderFunctionArgs) {
  return advisorDocumentsPage(context.app);
}

export default function AdvisorDocuments() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-5">
      <PageHeader title={t("pages.advisorDocuments.title")} description={t("compliance.documents.advisorLead")} />
      {data.shared ? (
        <>
          <Breadcrumb base="/advisor/documents" rootLabel={t("compliance.documents.sharedWithMe")} path={data.shared.path} query={data.query} />
          <div className="flex flex-wrap items-start justify-between gap-3">
            {data.shared.access === "upload" ? <UploadButton folderId={data.query.folder ?? null} shared rules={data.uploadRules} /> : <Badge variant="outline">{t("compliance.documents.readOnly")}</Badge>}
            <ViewControls base="/advisor/documents" query={data.query} />
          </div>
          <ItemGrid listing={data.shared} query={data.query} base="/advisor/documents" locale={i18n.language} downloadHref={(id) => `/resources/documents?shared=1&download=${encodeURIComponent(id)}`} />
        </>
      ) : (
        <>
          <section aria-labelledby="shared-title" className="space-y-3">
            <h2 id="shared-title" className="text-xl font-semibold">{t("compliance.documents.sharedWithMe")}</h2>
            {data.roots.length === 0 ? (
              <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{t("compliance.documents.nothingShared")}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="shared-roots">
                {data.roots.map((r) => (
                  <li key={r.shareId}>
                    <Link to={`/advisor/documents?folder=${encodeURIComponent(r.folderId)}`} className="flex items-center gap-3 rounded-lg border bg-card p-3 hover:bg-accent">
                      <FolderOpen className="size-5 shrink-0 text-amber-500" aria-hidden />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{r.folderName}</span>
                        <span className="block text-xs text-muted-foreground">{r.ownerName} · {t(`compliance.documents.access.${r.access}`)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {data.own ? (
            <section aria-labelledby="own-title" className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="own-title" className="text-xl font-semibold">{t("compliance.documents.myFiles")}</h2>
                <Link to="/documents" className="text-sm text-primary underline-offset-4 hover:underline">{t("compliance.documents.manageOwn")}</Link>
              </div>
              <ItemGrid listing={data.own} query={{ ...data.query, view: "list" }} base="/documents" locale={i18n.language} downloadHref={(id) => `/resources/documents?download=${encodeURIComponent(id)}`} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
