import { titled, titledMeta } from "#app/lib/seo";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { PageHeader } from "#app/components/page-header";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { complianceAction, complianceEntityPage, type ComplianceActionResult } from "#app/features/compliance/page.server";
import { EntityForm, FilingList, formatDay } from "#app/features/compliance/ui";

export const handle = titled("pages.compliance.title");
export const meta: MetaFunction = () => titledMeta();

/** One of the person's entities: its filings, an ownership change, edit and delete. Others' ids → 404. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  requireUser(context.app);
  return complianceEntityPage(context.app, params.id!);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return complianceAction(context.app, request);
}

export default function EntityPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ComplianceActionResult | undefined;
  const { entity } = data;
  const [params] = useSearchParams();
  const tracked = params.get("tracked") === "1" && entity.fromReport !== null;
  const eventErrors = result && !result.ok && result.intent === "record-event" ? result.fieldErrors?.date : undefined;
  const jurisdiction = data.options.jurisdictions.find((j) => j.value === entity.jurisdiction)?.label ?? entity.jurisdiction;
  const structure = data.options.structures.find((s) => s.value === entity.structure)?.label ?? entity.structure;
  return (
    <div className="space-y-6">
      <Link to="/compliance" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {t("compliance.backToDashboard")}
      </Link>
      <PageHeader title={entity.name} description={`${jurisdiction} · ${structure}`} />
      {tracked ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm" data-testid="tracked-notice">
          {t("compliance.track.started", { date: formatDay(entity.incorporationDate, data.locale) })}
        </p>
      ) : null}
      <section aria-labelledby="entity-filings" className="space-y-3">
        <h2 id="entity-filings" className="text-xl font-semibold">{t("compliance.filings")}</h2>
        <FilingList filings={data.filings} documents={data.documents} locale={data.locale} showEntity={false} emptyText={t("compliance.empty.section")} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-3 p-4">
          <h2 className="font-semibold">{t("compliance.event.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("compliance.event.body")}</p>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="record-event" />
            <input type="hidden" name="id" value={entity.id} />
            <FormField name="date" type="date" label={t("compliance.event.date")} max={data.today} defaultValue={data.today} required errors={eventErrors} />
            <Button type="submit">{t("compliance.event.submit")}</Button>
          </Form>
        </Card>
        <Card className="space-y-3 p-4">
          <h2 className="font-semibold">{t("compliance.editEntity")}</h2>
          <EntityForm entity={entity} options={data.options} result={result} submitLabel={t("compliance.save")} />
          {result && result.ok && result.intent === "update-entity" ? <p role="status" className="text-sm text-success">{t("compliance.saved")}</p> : null}
          <Form
            method="post"
            onSubmit={(e) => {
              if (!confirm(t("compliance.deleteConfirm", { name: entity.name }))) e.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete-entity" />
            <input type="hidden" name="id" value={entity.id} />
            <Button type="submit" variant="destructive" size="sm">{t("compliance.deleteEntity")}</Button>
          </Form>
        </Card>
      </div>
    </div>
  );
}
