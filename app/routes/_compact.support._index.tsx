import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BookOpen, HelpCircle, Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TICKET_TOPICS } from "#worker/domain/public-constants";
import { requireUser } from "#worker/auth/permissions.server";
import { createTicket, listFaqs, listGuides, SUPPORT_TERMS, ticketSchema } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { SelectField, TextareaField } from "#app/components/ui/textarea-field";
import { formFailureFrom, parseForm } from "#app/lib/forms.server";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2): the help centre home. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.support");
  const [faqCategories, guideCategories] = await Promise.all([listFaqs(context.app.db, locale, undefined, context.app), listGuides(context.app.db, locale, undefined, undefined, context.app)]);
  // Only what the page shows goes into its data: a FAQ category's title and how many questions it
  // has (the questions and answers are on /support/faqs), a guide's title and link, the response times.
  return {
    seo,
    faqCategories: (faqCategories ?? []).map((c) => ({ slug: c.slug, title: c.title, questions: c.faqs.length })),
    guideCategories: (guideCategories ?? []).map((c) => ({ slug: c.slug, title: c.title, totalGuides: c.totalGuides, guides: c.guides.map((g) => ({ slug: g.slug, title: g.title })) })),
    terms: { supportEmailResponseHours: SUPPORT_TERMS.supportEmailResponseHours, vipSupportResponseHours: SUPPORT_TERMS.vipSupportResponseHours },
  };
}

/** Contact form → a support ticket stored for the signed-in user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = await request.formData();
  const parsed = parseForm(ticketSchema, form);
  if (!parsed.ok) return { failure: parsed.failure, ticket: null };
  try {
    return { failure: null, ticket: await createTicket(context.app.db, userId, parsed.data) };
  } catch (error) {
    return { failure: formFailureFrom(error, form), ticket: null };
  }
}

export default function SupportHome() {
  const { t } = useTranslation();
  const { faqCategories, guideCategories, terms } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const failure = result?.failure ?? undefined;
  useEffect(() => {
    if (result?.ticket) formRef.current?.reset();
  }, [result?.ticket]);
  return (
    <div className="space-y-8">
      <PageHeader title={t("pages.support.title")} description={t("public.support.intro")} />

      <section aria-labelledby="faq-cats" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="faq-cats" className="text-xl font-semibold">
            {t("pages.supportFaqs.title")}
          </h2>
          <Link to="/support/faqs" className="text-sm text-primary underline-offset-4 hover:underline">
            {t("public.support.allFaqs")}
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {faqCategories.map((c) => (
            <li key={c.slug}>
              <Link to={`/support/faqs#${c.slug}`} className="flex h-full items-center gap-3 rounded-lg border bg-card p-4 hover:bg-accent">
                <HelpCircle className="size-5 shrink-0 text-primary" aria-hidden />
                <span>
                  <span className="block font-medium">{c.title}</span>
                  <span className="text-xs text-muted-foreground">{t("public.support.questions", { count: c.questions })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guides" className="space-y-3">
        <h2 id="guides" className="text-xl font-semibold">
          {t("public.support.guides")}
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {guideCategories.map((c) => (
            <Card key={c.slug} className="space-y-3 p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <BookOpen className="size-4 text-primary" aria-hidden /> {c.title}
              </h3>
              <ul className="space-y-1.5 text-sm">
                {c.guides.map((g) => (
                  <li key={g.slug}>
                    <Link to={`/support/guides/${c.slug}/${g.slug}`} className="text-primary underline-offset-4 hover:underline">
                      {g.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={`/support/guides/${c.slug}`} className="inline-block text-sm font-medium underline-offset-4 hover:underline">
                {t("public.support.viewAllGuides", { count: c.totalGuides })}
              </Link>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="contact" className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-2">
          <h2 id="contact" className="flex items-center gap-2 text-xl font-semibold">
            <Mail className="size-5 text-primary" aria-hidden /> {t("public.support.contactTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("public.support.responseTimes", { min: terms.supportEmailResponseHours.min, max: terms.supportEmailResponseHours.max, vip: terms.vipSupportResponseHours })}
          </p>
        </div>
        <Card className="p-5">
          {result?.ticket ? (
            <Alert variant="success" className="mb-4" data-testid="ticket-ack">
              {t("public.support.ticketCreated", {
                id: result.ticket.id.slice(0, 12),
                min: result.ticket.expectedResponseHours.min,
                max: result.ticket.expectedResponseHours.max,
                vip: result.ticket.expectedResponseHours.vip,
              })}
            </Alert>
          ) : null}
          {failure?.formError ? (
            <Alert variant="destructive" className="mb-4">
              {t(failure.formError.key, failure.formError.values)}
            </Alert>
          ) : null}
          <Form method="post" ref={formRef} className="space-y-4" noValidate>
            <SelectField name="topic" label={t("public.support.topic")} defaultValue={failure?.values?.topic ?? "reports"} errors={failure?.fieldErrors?.topic}>
              {TICKET_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`public.support.topics.${topic}`)}
                </option>
              ))}
            </SelectField>
            <FormField name="subject" label={t("public.support.subject")} required maxLength={150} defaultValue={failure?.values?.subject} errors={failure?.fieldErrors?.subject} />
            <TextareaField name="message" label={t("public.support.message")} required rows={5} maxLength={5000} defaultValue={failure?.values?.message} errors={failure?.fieldErrors?.message} />
            <Button type="submit" disabled={busy}>
              {busy ? t("public.support.sending") : t("public.support.send")}
            </Button>
          </Form>
        </Card>
      </section>
    </div>
  );
}
