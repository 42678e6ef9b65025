import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { jurisdictionOptions } from "#worker/domain/jurisdictions.server";
import { prefillFromReport } from "#worker/domain/marketplace/report-prefill.server";
import { createRequest } from "#worker/domain/marketplace/requests.server";
import { listStructures } from "#worker/domain/structures.server";
import { actionFailure, parseRequestForm, type FieldErrors } from "#app/features/marketplace/forms.server";
import { RequestForm, type RequestFormValues } from "#app/features/marketplace/request-form";
import { PageHeader } from "#app/components/page-header";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { privateHeaders } from "#app/features/workspace/headers";
import { BackLink } from "#app/components/back-link";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const cents = (n: number | null) => (n === null ? "" : String(n / 100));

/** Signed-in guard; `?reportId=` (own report only) prefills from the tax report (the /tax page links here). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "marketplace.new");
  const reportId = new URL(request.url).searchParams.get("reportId");
  const [places, forms, prefill] = await Promise.all([
    jurisdictionOptions(context.app.db, locale),
    listStructures(context.app.db, locale),
    reportId ? prefillFromReport(context.app.db, userId, reportId, locale) : null,
  ]);
  const values: RequestFormValues = {
    title: prefill?.title ?? "",
    description: prefill?.description ?? "",
    jurisdiction: prefill?.jurisdiction ?? "",
    structure: prefill?.structure ?? "",
    reportId: prefill?.reportId ?? "",
    kind: "implementation",
    budgetMin: cents(prefill?.budgetMin ?? null),
    budgetMax: cents(prefill?.budgetMax ?? null),
    deadline: "",
  };
  return { seo, places, structures: forms.map((s) => ({ slug: s.slug, name: s.name })), values };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = await request.formData();
  const parsed = parseRequestForm(form);
  const echo = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) as unknown as RequestFormValues;
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors, values: echo };
  try {
    const created = await createRequest(context.app.db, userId, parsed.data);
    return redirect(`/marketplace/${created.id}`);
  } catch (error) {
    const failure = actionFailure(error);
    return { fieldErrors: failure.fieldErrors ?? ({ form: [failure.error] } satisfies FieldErrors), values: echo };
  }
}

export default function NewRequest() {
  const { t } = useTranslation();
  const { places, structures, values } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <BackLink to="/marketplace" label={t("pages.marketplace.title")} />
      <PageHeader title={t("marketplace.new.title")} description={t("marketplace.new.description")} />
      <RequestForm values={result?.values ?? values} errors={result?.fieldErrors} places={places} structures={structures} busy={busy} />
    </div>
  );
}
