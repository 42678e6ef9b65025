import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { getStructure } from "#worker/domain/structures.server";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Card } from "#app/components/ui/card";
import { pageBasics } from "#app/lib/page.server";
import { formatUsd, seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/**
 * Open to everyone (spec §2). An example content page: a worked example of how TaxAtlas presents
 * one structure decision, built from the same D1 content as the rest of the product.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.example");
  const holding = await getStructure(context.app.db, locale, "holding-company");
  return { seo, locale, holding };
}

export default function Example() {
  const { t } = useTranslation();
  const { holding, locale } = useLoaderData<typeof loader>();
  return (
    <article className="max-w-3xl space-y-6">
      <PageHeader title={t("pages.example.title")} description={t("public.example.lead")} />
      <p className="leading-relaxed">{t("public.example.p1")}</p>
      {holding ? (
        <Card className="space-y-2 p-5">
          <h2 className="text-lg font-semibold">
            <Link to={`/structures/${holding.slug}`} className="text-primary underline-offset-4 hover:underline">
              {holding.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{holding.summary}</p>
          <p className="text-sm">
            {t("public.example.costLine", {
              setup: `${formatUsd(holding.setupCostUsd.min, locale)}–${formatUsd(holding.setupCostUsd.max, locale)}`,
              annual: `${formatUsd(holding.annualCostUsd.min, locale)}–${formatUsd(holding.annualCostUsd.max, locale)}`,
            })}
          </p>
        </Card>
      ) : null}
      <h2 className="text-xl font-semibold">{t("public.example.h2")}</h2>
      <ol className="list-decimal space-y-2 pl-6">
        <li>{t("public.example.li1")}</li>
        <li>{t("public.example.li2")}</li>
        <li>{t("public.example.li3")}</li>
      </ol>
      <p>
        <Link to="/academy" className="text-primary underline-offset-4 hover:underline">{t("public.example.academyLink")}</Link>
      </p>
      <Disclaimer />
    </article>
  );
}
