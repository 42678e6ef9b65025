import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { jurisdictionOptions } from "#worker/domain/jurisdictions.server";
import { getRequest, updateRequest } from "#worker/domain/marketplace/requests.server";
import { listStructures } from "#worker/domain/structures.server";
import { AppError } from "#worker/errors";
import { actionFailure, parseRequestForm, viewerOfPage, type FieldErrors } from "#app/features/marketplace/forms.server";
import { RequestForm, type RequestFormValues } from "#app/features/marketplace/request-form";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { privateHeaders } from "#app/features/workspace/headers";
import { BackLink } from "#app/components/back-link";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const cents = (n: number) => String(n / 100);

/**
 * Editing a request (issue 31): its owner, while it is open (no bid accepted); anyone else gets
 * 404. Once it is awarded or closed the owner sees why instead of the form. The action is the
 * API's PATCH (updateRequest), so a bid accepted meanwhile is a 409 shown on the page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "marketplace.edit");
  let item;
  try {
    item = await getRequest(context.app.db, viewerOfPage(context.app), params.id ?? "", locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFoundResponse();
    throw error;
  }
  if (!item.mine) throw notFoundResponse();
  const [places, forms] = await Promise.all([jurisdictionOptions(context.app.db, locale), listStructures(context.app.db, locale)]);
  const values: RequestFormValues = {
    title: item.title,
    description: item.description ?? "",
    jurisdiction: item.jurisdiction,
    structure: item.structure ?? "",
    reportId: item.reportId ?? "",
    kind: item.kind,
    budgetMin: cents(item.budgetMin),
    budgetMax: cents(item.budgetMax),
    deadline: item.deadline ?? "",
  };
  return { seo, id: item.id, status: item.status, places, structures: forms.map((s) => ({ slug: s.slug, name: s.name })), values };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(context.app);
  const form = await request.formData();
  const parsed = parseRequestForm(form);
  const echo = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) as unknown as RequestFormValues;
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors, values: echo, error: null };
  const viewer = viewerOfPage(context.app) as { userId: string; role: typeof context.app.role };
  try {
    await updateRequest(context.app.db, viewer, params.id ?? "", parsed.data);
    return redirect(`/marketplace/${params.id}`);
  } catch (error) {
    const failure = actionFailure(error);
    return { fieldErrors: failure.fieldErrors ?? ({} satisfies FieldErrors), values: echo, error: failure.fieldErrors ? null : failure };
  }
}

export default function EditRequest() {
  const { t } = useTranslation();
  const { id, status, places, structures, values } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <BackLink to={`/marketplace/${id}`} label={values.title} />
      <PageHeader title={t("marketplace.edit.title")} description={t("marketplace.edit.description")} />
      {result?.error ? <Alert variant="destructive">{t(result.error.error, { status: result.error.status ? t(`marketplace.status.${result.error.status}`) : "" })}</Alert> : null}
      {status !== "open" ? (
        !result?.error ? <Alert variant="destructive">{t("marketplace.errors.conflict", { status: t(`marketplace.status.${status}`) })}</Alert> : null
      ) : (
        <RequestForm values={result?.values ?? values} errors={result?.fieldErrors} places={places} structures={structures} busy={busy} submitLabel={t("marketplace.edit.submit")} />
      )}
    </div>
  );
}
