import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { getGuide } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { Card } from "#app/components/ui/card";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2, under /support): one guide; content is sanitized HTML. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  const basics = await pageBasics(request, context.app, "pages.support");
  const guide = await getGuide(context.app.db, basics.locale, params.category ?? "", params.guide ?? "");
  if (!guide) throw notFoundResponse();
  const { seo } = await pageBasics(request, context.app, "pages.support", { title: guide.title, description: guide.subtitle });
  return { seo, guide };
}

export default function GuidePage() {
  const { t } = useTranslation();
  const { guide } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <nav aria-label={t("public.breadcrumb")} className="flex flex-wrap gap-1 text-sm">
        <Link to="/support" className="text-primary underline-offset-4 hover:underline">
          {t("pages.support.title")}
        </Link>
        <span aria-hidden>/</span>
        <Link to={`/support/guides/${guide.category.slug}`} className="text-primary underline-offset-4 hover:underline">
          {guide.category.title}
        </Link>
      </nav>
      <PageHeader title={guide.title} description={guide.subtitle} />
      <Card className="max-w-3xl p-6">
        {/* sanitized by getGuide (worker/domain/help-center.server.ts) */}
        <div className="prose-content space-y-3 leading-relaxed" dangerouslySetInnerHTML={{ __html: guide.content }} />
      </Card>
      <p className="text-sm text-muted-foreground">
        {t("public.support.stillStuck")}{" "}
        <Link to="/support#contact" className="text-primary underline">
          {t("public.support.contactTitle")}
        </Link>
      </p>
    </div>
  );
}
