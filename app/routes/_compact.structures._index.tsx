import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { listStructures } from "#worker/domain/structures.server";
import { STRUCTURE_COST_NOTE } from "#db/seed/data/structures";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import { pageBasics } from "#app/lib/page.server";
import { formatUsd, seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open to everyone (spec §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.structures");
  return { seo, locale, structures: await listStructures(context.app.db, locale), costNote: STRUCTURE_COST_NOTE[locale] };
}

function CostRange({ min, max, locale }: { min: number; max: number; locale: string }) {
  return (
    <span className="tabular-nums">
      {formatUsd(min, locale)}–{formatUsd(max, locale)}
    </span>
  );
}

export default function Structures() {
  const { t } = useTranslation();
  const { structures, locale, costNote } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.structures.title")} description={t("pages.structures.description")} />
      <p className="text-sm text-muted-foreground">{costNote}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {structures.map((s) => (
          <li key={s.slug}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <h2 className="text-lg font-semibold">
                <Link to={`/structures/${s.slug}`} className="text-primary underline-offset-4 hover:underline">
                  {s.name}
                </Link>
              </h2>
              <p className="line-clamp-3 text-sm text-muted-foreground">{s.summary}</p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">{t("public.structures.setupCost")}</dt>
                  <dd>
                    <CostRange {...s.setupCostUsd} locale={locale} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t("public.structures.annualCost")}</dt>
                  <dd>
                    <CostRange {...s.annualCostUsd} locale={locale} />
                  </dd>
                </div>
              </dl>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <Badge variant="warning">{t("public.structures.estimate")}</Badge>
                {s.jurisdictions.slice(0, 4).map((j) => (
                  <Badge key={j.slug} variant="outline">
                    {j.name}
                  </Badge>
                ))}
                {s.jurisdictions.length > 4 ? <span className="text-xs text-muted-foreground">+{s.jurisdictions.length - 4}</span> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Disclaimer />
    </div>
  );
}
