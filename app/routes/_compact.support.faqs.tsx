import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { listFaqs } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2): FAQs by category. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.supportFaqs");
  return { seo, categories: (await listFaqs(context.app.db, locale, undefined, context.app)) ?? [] };
}

export default function SupportFaqs() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <BackLink to="/support" label={t("pages.support.title")} />
      <PageHeader title={t("pages.supportFaqs.title")} description={t("pages.supportFaqs.description")} />
      <nav aria-label={t("public.support.faqCategories")} className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <a key={c.slug} href={`#${c.slug}`} className="rounded-full border bg-card px-3 py-1 text-sm hover:bg-accent">
            {c.title}
          </a>
        ))}
      </nav>
      {categories.map((c) => (
        <section key={c.slug} id={c.slug} aria-labelledby={`${c.slug}-title`} className="scroll-mt-24 space-y-2">
          <h2 id={`${c.slug}-title`} className="text-xl font-semibold">
            {c.title}
          </h2>
          <Accordion type="multiple" className="rounded-lg border bg-card px-4">
            {c.faqs.map((f) => (
              <AccordionItem key={f.id} value={f.id} className="last:border-0">
                <AccordionTrigger>{f.question}</AccordionTrigger>
                <AccordionContent className="leading-relaxed">{f.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
