import { titled, titledMeta } from "#app/lib/seo";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { FILING_KINDS, type FilingKind } from "#worker/domain/compliance/calendar";
import { PageHeader } from "#app/components/page-header";
import { complianceAction, complianceSection } from "#app/features/compliance/page.server";
import { FilingList, SectionNav } from "#app/features/compliance/ui";

export const handle = titled("pages.compliance.title");
export const meta: MetaFunction = () => titledMeta();

/** Spec §2: the eight compliance pages; each lists that kind's filings across the person's entities. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  requireUser(context.app);
  const section = params.section as FilingKind;
  if (!FILING_KINDS.includes(section)) throw new Response("Not Found", { status: 404 });
  return { section, ...(await complianceSection(context.app, section)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return complianceAction(context.app, request);
}

export default function ComplianceSection() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const open = data.filings.filter((f) => f.status !== "filed");
  const filed = data.filings.filter((f) => f.status === "filed");
  return (
    <div className="space-y-6">
      <PageHeader title={t(`pages.complianceSection.${data.section}`)} description={t(`compliance.sectionLead.${data.section}`)} />
      <SectionNav current={data.section} />
      <section aria-labelledby="open-title" className="space-y-3">
        <h2 id="open-title" className="text-xl font-semibold">{t("compliance.open")}</h2>
        <FilingList filings={open} documents={data.documents} locale={data.locale} emptyText={!data.hasEntities ? t("compliance.noEntities") : t("compliance.empty.section")} />
      </section>
      {filed.length > 0 ? (
        <section aria-labelledby="filed-title" className="space-y-3">
          <h2 id="filed-title" className="text-xl font-semibold">{t("compliance.status.filed")}</h2>
          <FilingList filings={filed} documents={data.documents} locale={data.locale} emptyText="" />
        </section>
      ) : null}
    </div>
  );
}
