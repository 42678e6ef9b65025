import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowEveryone, signInLocation } from "#worker/auth/permissions.server";
import { AppError } from "#worker/errors";
import { computeTaxReport } from "#worker/domain/tax/engine";
import { taxInputSchema } from "#worker/domain/tax/input";
import { candidateOptions, jurisdictionNames, paramsFromForm, residenceOptions, structureNames, taxInputFromParams } from "#worker/domain/tax/page-data.server";
import { reportView } from "#worker/domain/tax/report-access";
import { createTaxReport, DAILY_REPORT_LIMIT, listTaxReports } from "#worker/domain/tax/reports.server";
import type { TaxReport as TaxReportType } from "#app/features/tax/report";
import { TaxForm, type TaxFormValues } from "#app/features/tax/tax-form";
import { activityKey, dateOf, percent } from "#app/features/tax/format";
import { countriesOf, hasPath } from "#app/features/tax/engine-v2";
import { appendPathFields, defaultTaxYear, holdingRows, pathFieldsFromParams, PATH_FIELDS } from "#app/features/tax/form-fields";
import { noSavingWhileYouStay } from "#app/features/tax/money-path";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { deferred } from "#app/lib/deferred";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const formValues = (params: URLSearchParams | FormData): TaxFormValues => {
  const out: TaxFormValues = {};
  for (const k of ["residence", "activity", "revenue", "profit", "employees", "distribute", "relocate", "groupRevenueEur", ...PATH_FIELDS]) {
    const v = params.get(k);
    if (typeof v === "string") out[k] = v;
  }
  out.candidates = params.getAll("candidates").filter((c): c is string => typeof c === "string");
  // The rows that say something, in the order the wire input numbers them (holdings.N.value).
  out.holdings = holdingRows(params).filter(([value, cost]) => value !== "" || cost !== "");
  return out;
};

/**
 * Open to everyone (spec §2): guests run an unsaved preview; a signed-in person's run is saved and
 * listed. The query string prefills the form, which is how it survives the sign-in round trip.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.tax");
  const reports = context.app.isSignedIn && context.app.session ? await listTaxReports(context.app.db, context.app.session.userId) : null;
  return {
    seo,
    locale,
    signedIn: context.app.isSignedIn,
    values: formValues(new URL(request.url).searchParams),
    residences: residenceOptions(locale),
    candidates: candidateOptions(locale),
    taxYear: defaultTaxYear(new Date()),
    reports,
    reportNames: jurisdictionNames(new Set(reports?.flatMap((r) => [r.residence, r.top?.jurisdiction ?? r.residence]) ?? []), locale),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  allowEveryone(context.app);
  const { locale } = await pageBasics(request, context.app, "pages.tax");
  const form = await request.formData();
  const parsed = taxInputSchema.safeParse({ ...taxInputFromParams(form), ...pathFieldsFromParams(form) });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join(".") || "_"] ??= []).push(issue.message);
    return { fieldErrors, formError: undefined, values: formValues(form), preview: null };
  }
  if (context.app.isSignedIn && context.app.session) {
    try {
      const report = await createTaxReport(context.app.db, context.app.session.userId, parsed.data);
      throw redirect(`/tax/reports/${report.id}`);
    } catch (error) {
      if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS")
        return { fieldErrors: undefined, formError: { key: "taxReport.errDailyLimit", values: { max: DAILY_REPORT_LIMIT } }, values: formValues(form), preview: null };
      throw error;
    }
  }
  // A guest's preview is computed, shown and not stored; signing in brings the same answers back.
  const result = computeTaxReport(parsed.data, { taxYear: defaultTaxYear(new Date()) });
  const view = reportView({ id: null, createdAt: null, status: "preview", result }, false);
  const codes = countriesOf(result.inputs, view.options);
  return {
    fieldErrors: undefined,
    formError: undefined,
    values: formValues(form),
    preview: {
      report: view,
      names: { jurisdictions: jurisdictionNames(codes, locale), structures: structureNames(locale) },
      // The honest headline is decided on the whole result, not on the preview's three rows.
      noSaving: noSavingWhileYouStay(result.options.filter(hasPath), result.inputs.residence),
      signIn: signInLocation(new URL(`/tax?${appendPathFields(paramsFromForm(form), form)}`, context.app.url)),
    },
  };
}

/**
 * The guest preview's report appears only after a submit, so its code (the report's sections, the
 * engine's rules and names: ~25 KiB gzip) is not in the form's first-load JS (issue 28).
 */
const TaxReport = deferred<typeof TaxReportType>("TaxReport", () => import("#app/features/tax/report").then((m) => m.TaxReport), { placeholder: <ReportLoading /> });

function ReportLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t("taxReport.loadingReport")}
    </p>
  );
}

export default function TaxPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData?.values ?? data.values;
  return (
    <div className="space-y-8">
      <PageHeader title={t("taxReport.title")} description={t("taxReport.intro")} />
      {actionData?.formError ? (
        <Alert variant="destructive" role="alert">
          {t(actionData.formError.key, actionData.formError.values)}
        </Alert>
      ) : null}
      <TaxForm values={values} fieldErrors={actionData?.fieldErrors} residences={data.residences} candidates={data.candidates} taxYear={data.taxYear} />

      {actionData?.preview ? (
        <section aria-labelledby="guest-preview" className="space-y-4" data-testid="guest-preview">
          <h2 id="guest-preview" className="text-xl font-semibold">
            {t("taxReport.previewTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("taxReport.guestPreviewNote")}</p>
          <TaxReport
            report={actionData.preview.report}
            names={actionData.preview.names}
            locale={data.locale}
            links={{ signIn: actionData.preview.signIn }}
            noSaving={actionData.preview.noSaving}
          />
        </section>
      ) : null}

      {data.reports ? (
        <section aria-labelledby="earlier-reports" className="space-y-3">
          <h2 id="earlier-reports" className="text-xl font-semibold">
            {t("taxReport.earlierReports")}
          </h2>
          {data.reports.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("taxReport.noReports")}</p>
          ) : (
            <ul className="divide-y rounded-lg border bg-card" data-testid="tax-report-list">
              {data.reports.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <div className="space-y-0.5">
                    <Link to={`/tax/reports/${r.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {data.reportNames[r.residence] ?? r.residence} · {t(activityKey(r.activity))}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {t("taxReport.created")}: {dateOf(r.createdAt, data.locale)}
                      {r.top ? ` · ${t("taxReport.bestOption")}: ${data.reportNames[r.top.jurisdiction] ?? r.top.jurisdiction} (${percent(r.top.effectiveRate, data.locale)})` : ""}
                    </p>
                  </div>
                  <Badge variant={r.status === "paid" ? "success" : "secondary"}>{t(r.status === "paid" ? "taxReport.statusPaid" : "taxReport.statusPreview")}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
