import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { listGuides } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2, under /support): every guide of one category. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  const basics = await pageBasics(request, context.app, "pages.support");
  const result = await listGuides(context.app.db, basics.locale, params.category ?? "", 100, context.app);
  if (!result || result.length === 0) throw notFoundResponse();
  const category = result[0];
  const { seo } = await pageBasics(request, context.app, "pages.support", { title: category.title, description: basics.t("public.support.guidesIn", { category: category.title }) });
  return { seo, category };
}

export default function GuideCategory() {
  const { t } = useTranslation();
  const { category } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <nav aria-label={t("public.breadcrumb")} className="text-sm">
        <Link to="/support" className="text-primary underline-offset-4 hover:underline">
          ← {t("pages.support.title")}
        </Link>
      </nav>
      <PageHeader title={category.title} description={t("public.support.guidesIn", { category: category.title })} />
      <ul className="divide-y rounded-lg border bg-card">
        {category.guides.map((g) => (
          <li key={g.slug} className="p-4">
            <Link to={`/support/guides/${category.slug}/${g.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {g.title}
            </Link>
            <p className="text-sm text-muted-foreground">{g.subtitle}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
