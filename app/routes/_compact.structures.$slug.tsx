import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { getStructure } from "#worker/domain/structures.server";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { formatUsd, seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open like /structures (docs/decisions/044); unknown slugs are 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const basics = await pageBasics(request, context.app, "pages.structures");
  const structure = await getStructure(context.app.db, basics.locale, params.slug ?? "");
  if (!structure) throw notFoundResponse();
  const { seo } = await pageBasics(request, context.app, "pages.structures", { title: structure.name, description: structure.summary.slice(0, 155) });
  return { seo, locale: basics.locale, structure };
}

export default function StructureDetail() {
  const { t } = useTranslation();
  const { structure: s, locale } = useLoaderData<typeof loader>();
  const range = (r: { min: number; max: number }) => `${formatUsd(r.min, locale)}–${formatUsd(r.max, locale)}`;
  return (
    <div className="space-y-8">
      <BackLink to="/structures" label={t("pages.structures.title")} />
      <PageHeader title={s.name} description={s.summary} />

      <section aria-labelledby="costs" className="space-y-3">
        <h2 id="costs" className="flex items-center gap-2 text-xl font-semibold">
          {t("public.structures.costsTitle")} <Badge variant="warning">{t("public.structures.estimate")}</Badge>
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Card className="p-4">
            <dt className="text-sm text-muted-foreground">{t("public.structures.setupCost")}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{range(s.setupCostUsd)}</dd>
          </Card>
          <Card className="p-4">
            <dt className="text-sm text-muted-foreground">{t("public.structures.annualCost")}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{range(s.annualCostUsd)}</dd>
          </Card>
          <Card className="p-4">
            <dt className="text-sm text-muted-foreground">{t("public.structures.setupTime")}</dt>
            <dd className="mt-1 text-xl font-semibold">{t("public.structures.weeks", { min: s.setupWeeks.min, max: s.setupWeeks.max })}</dd>
          </Card>
        </dl>
        <p className="text-xs text-muted-foreground">{s.costNote}</p>
      </section>

      <section aria-labelledby="used-for" className="space-y-3">
        <h2 id="used-for" className="text-xl font-semibold">
          {t("public.structures.usedFor")}
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          {s.usedFor.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="pros" className="space-y-3">
          <h2 id="pros" className="text-xl font-semibold">
            {t("public.structures.pros")}
          </h2>
          <ul className="space-y-2">
            {s.pros.map((p) => (
              <li key={p} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {p}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="cons" className="space-y-3">
          <h2 id="cons" className="text-xl font-semibold">
            {t("public.structures.cons")}
          </h2>
          <ul className="space-y-2">
            {s.cons.map((c) => (
              <li key={c} className="flex gap-2">
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden /> {c}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="substance" className="space-y-2">
        <h2 id="substance" className="text-xl font-semibold">
          {t("public.structures.substance")}
        </h2>
        <p className="leading-relaxed">{s.substanceNote}</p>
      </section>

      <section aria-labelledby="where" className="space-y-3">
        <h2 id="where" className="text-xl font-semibold">
          {t("public.structures.typicalJurisdictions")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {s.jurisdictions.map((j) => (
            <li key={j.slug}>
              <Link to={`/jurisdictions/${j.slug}`} className="inline-block rounded-full border bg-card px-3 py-1 text-sm text-primary hover:bg-accent">
                {j.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t("public.structures.notExhaustive")}</p>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/tax">{t("public.cta.getReport")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/marketplace">{t("public.structures.getQuotes")}</Link>
        </Button>
      </div>
      <Disclaimer />
    </div>
  );
}
