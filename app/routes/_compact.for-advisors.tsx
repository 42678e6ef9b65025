import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BadgeCheck, Gavel, Lock, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { allowEveryone, requireUser } from "#worker/auth/permissions.server";
import { applicationSchema, myApplication, submitApplication } from "#worker/domain/advisor-applications.server";
import { SUPPORT_TERMS } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { TextareaField } from "#app/components/ui/textarea-field";
import { formFailureFrom, parseForm, type FormFailure } from "#app/lib/forms.server";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { AppError } from "#worker/errors";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open to everyone (spec §2); the application form needs an account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { seo } = await pageBasics(request, context.app, "pages.forAdvisors");
  const ctx = context.app;
  const application = ctx.isSignedIn && ctx.session ? await myApplication(ctx.db, ctx.session.userId) : null;
  return { seo, terms: SUPPORT_TERMS, signedIn: ctx.isSignedIn, role: ctx.role, application };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId, role } = requireUser(context.app);
  const form = await request.formData();
  const parsed = parseForm(applicationSchema, form);
  if (!parsed.ok) return { failure: parsed.failure as FormFailure };
  try {
    await submitApplication(context.app.db, userId, role, parsed.data);
    return { failure: null };
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return { failure: { formError: { key: "public.forAdvisors.alreadyApplied" } } as FormFailure };
    return { failure: formFailureFrom(error, form) };
  }
}

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export default function ForAdvisors() {
  const { t } = useTranslation();
  const { terms, signedIn, role, application } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result?.failure ?? undefined;
  const busy = useNavigation().state === "submitting";
  const canApply = signedIn && role !== "advisor" && role !== "admin" && (!application || application.status === "rejected");
  const steps = [
    { icon: Gavel, title: t("public.forAdvisors.step1Title"), body: t("public.forAdvisors.step1Body") },
    { icon: Lock, title: t("public.forAdvisors.step2Title"), body: t("public.forAdvisors.step2Body") },
    { icon: Wallet, title: t("public.forAdvisors.step3Title"), body: t("public.forAdvisors.step3Body") },
  ];
  return (
    <div className="space-y-10">
      <PageHeader title={t("pages.forAdvisors.title")} description={t("pages.forAdvisors.description")} />

      <section aria-labelledby="why" className="space-y-3">
        <h2 id="why" className="text-xl font-semibold">{t("public.forAdvisors.whyTitle")}</h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {(["why1", "why2", "why3"] as const).map((k) => (
            <li key={k} className="flex gap-3 rounded-lg border bg-card p-4">
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <p className="text-sm">{t(`public.forAdvisors.${k}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="space-y-3">
        <h2 id="how" className="text-xl font-semibold">{t("public.forAdvisors.howTitle")}</h2>
        <ol className="grid gap-3 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full space-y-2 p-5">
                <s.icon className="size-6 text-primary" aria-hidden />
                <h3 className="font-semibold">
                  {i + 1}. {s.title}
                </h3>
                <p className="text-sm text-muted-foreground">{s.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="commissions" className="space-y-2">
        <h2 id="commissions" className="text-xl font-semibold">{t("public.forAdvisors.commissionsTitle")}</h2>
        <p>{t("public.forAdvisors.commissionsBody", { implementation: terms.implementationCommissionPercent, recurring: terms.recurringCommissionPercent })}</p>
      </section>

      <section aria-labelledby="apply" className="space-y-4">
        <h2 id="apply" className="text-xl font-semibold">{t("public.forAdvisors.applyTitle")}</h2>
        {!signedIn ? (
          <Card className="space-y-3 p-5">
            <p>{t("public.forAdvisors.signInToApply")}</p>
            <div className="flex gap-2">
              <Button asChild>
                <Link to="/sign-in?redirectURL=%2Ffor-advisors%23apply">{t("shell.signIn")}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/sign-up">{t("shell.signUp")}</Link>
              </Button>
            </div>
          </Card>
        ) : null}
        {signedIn && (role === "advisor" || role === "admin") ? <Alert variant="success">{t("public.forAdvisors.alreadyAdvisor")}</Alert> : null}
        {application ? (
          <Card className="space-y-2 p-5" data-testid="application-status">
            <p className="flex flex-wrap items-center gap-2">
              {t("public.forAdvisors.yourApplication")} <Badge variant={STATUS_VARIANT[application.status]}>{t(`public.applicationStatus.${application.status}`)}</Badge>
            </p>
            <p className="text-sm text-muted-foreground">{t(`public.forAdvisors.statusHelp.${application.status}`)}</p>
            {application.status === "rejected" && application.reason ? (
              <p className="text-sm">
                <strong>{t("public.forAdvisors.reason")}:</strong> {application.reason}
              </p>
            ) : null}
          </Card>
        ) : null}
        {result && !result.failure ? <Alert variant="success">{t("public.forAdvisors.submitted")}</Alert> : null}
        {failure?.formError ? <Alert variant="destructive">{t(failure.formError.key, failure.formError.values)}</Alert> : null}
        {canApply ? (
          <Card className="p-5">
            <Form method="post" className="grid gap-4 md:grid-cols-2" noValidate>
              <FormField name="firm" label={t("public.forAdvisors.firm")} required defaultValue={failure?.values?.firm} errors={failure?.fieldErrors?.firm} />
              <FormField
                name="yearsExperience"
                type="number"
                min={0}
                max={70}
                label={t("public.forAdvisors.yearsExperience")}
                required
                defaultValue={failure?.values?.yearsExperience}
                errors={failure?.fieldErrors?.yearsExperience}
              />
              <FormField name="jurisdictions" label={t("public.forAdvisors.jurisdictions")} required defaultValue={failure?.values?.jurisdictions} errors={failure?.fieldErrors?.jurisdictions} />
              <FormField name="languages" label={t("public.forAdvisors.languages")} required defaultValue={failure?.values?.languages} errors={failure?.fieldErrors?.languages} />
              <FormField name="services" label={t("public.forAdvisors.services")} required defaultValue={failure?.values?.services} errors={failure?.fieldErrors?.services} />
              <FormField name="website" type="url" label={t("public.forAdvisors.website")} defaultValue={failure?.values?.website} errors={failure?.fieldErrors?.website} />
              <div className="md:col-span-2">
                <TextareaField name="message" rows={5} label={t("public.forAdvisors.message")} required defaultValue={failure?.values?.message} errors={failure?.fieldErrors?.message} />
              </div>
              <div className="md:col-span-2">
                <Button type="submit" disabled={busy}>
                  {busy ? t("public.support.sending") : t("public.forAdvisors.submit")}
                </Button>
              </div>
            </Form>
          </Card>
        ) : null}
      </section>
    </div>
  );
}
