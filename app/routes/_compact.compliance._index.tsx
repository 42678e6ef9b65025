import { titled, titledMeta } from "#app/lib/seo";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Building2, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "#app/components/page-header";
import { Card } from "#app/components/ui/card";
import { complianceAction, complianceDashboard, type ComplianceActionResult } from "#app/features/compliance/page.server";
import { EntityForm, FeedCard, FilingList, SectionNav, SummaryCards, Timeline } from "#app/features/compliance/ui";

export const handle = titled("pages.compliance.title");
export const meta: MetaFunction = () => titledMeta();

/** Signed-in guard (spec §2); the person's own entities and filings only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return complianceDashboard(context.app);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return complianceAction(context.app, request);
}

export default function ComplianceDashboard() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ComplianceActionResult | undefined;
  const open = data.filings.filter((f) => f.status !== "filed");
  const groups = [
    { status: "overdue", items: open.filter((f) => f.status === "overdue") },
    { status: "due_soon", items: open.filter((f) => f.status === "due_soon") },
    { status: "upcoming", items: open.filter((f) => f.status === "upcoming").slice(0, 8) },
  ] as const;
  return (
    <div className="space-y-8">
      <PageHeader title={t("pages.compliance.title")} description={t("compliance.lead")} />
      <SectionNav />
      <SummaryCards counts={data.summary.counts} fees={data.summary.feesDueThisYear} locale={data.locale} />
      {data.entities.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{t("compliance.noEntities")}</p>
      ) : (
        <>
          {groups.map((g) => (
            <section key={g.status} aria-labelledby={`group-${g.status}`} className="space-y-3">
              <h2 id={`group-${g.status}`} className="text-xl font-semibold">{t(`compliance.status.${g.status}`)}</h2>
              <FilingList filings={g.items} documents={data.documents} locale={data.locale} emptyText={t(`compliance.empty.${g.status}`)} />
            </section>
          ))}
          <Timeline filings={data.filings} today={data.today} locale={data.locale} />
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="entities-title" className="space-y-3">
          <h2 id="entities-title" className="text-xl font-semibold">{t("compliance.entities")}</h2>
          {data.entities.length > 0 ? (
            <ul className="grid gap-2 sm:grid-cols-2" data-testid="entity-list">
              {data.entities.map((e) => (
                <li key={e.id}>
                  <Link to={`/compliance/entities/${e.id}`} className="flex items-center gap-3 rounded-lg border bg-card p-3 hover:bg-accent">
                    <Building2 className="size-5 shrink-0 text-primary" aria-hidden />
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{e.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {data.options.jurisdictions.find((j) => j.value === e.jurisdiction)?.label ?? e.jurisdiction} · {data.options.structures.find((s) => s.value === e.structure)?.label ?? e.structure}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Card className="p-4">
            <details open={data.entities.length === 0 || (result && !result.ok && result.intent === "create-entity")}>
              <summary className="flex cursor-pointer items-center gap-2 font-medium"><Plus className="size-4" aria-hidden /> {t("compliance.addEntity")}</summary>
              <div className="pt-4">
                <EntityForm options={data.options} result={result} submitLabel={t("compliance.addEntity")} />
              </div>
            </details>
          </Card>
        </section>
        <FeedCard feed={data.feed} result={result} />
      </div>
    </div>
  );
}
