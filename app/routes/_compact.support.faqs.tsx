import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { listFaqs } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { ChevronDown } from "lucide-react";
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
          {/* Native disclosures (decision 287): every answer is in the page (find in page, no script
              needed, read by search engines), several can be open, and no component per answer. */}
          <div className="rounded-lg border bg-card px-4">
            {c.faqs.map((f) => (
              <details key={f.id} id={`faq-${f.id}`} className="group border-b last:border-0">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                  {f.question}
                  <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" aria-hidden />
                </summary>
                <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{f.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
