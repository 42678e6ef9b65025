import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BadgeCheck, Columns3, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { getJurisdiction, jurisdictionOptions } from "#worker/domain/jurisdictions.server";
import { COMPARE_MAX } from "#worker/domain/public-constants";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { formatPercent, seoMeta } from "#app/lib/seo";
import { JURISDICTION_SUMMARY_NOTE } from "#db/seed/data/jurisdictions";
import { PILLAR_TWO_2025 } from "#worker/domain/tax/data/headline-rates.generated";
import { LaterChanges, RateCards, RateHistory } from "#app/features/jurisdictions/detail-sections";
import { PillarTwoContent } from "#app/features/tax/pillar-two-status";
import { BackLink } from "#app/components/back-link";
import { whatChanges } from "#app/features/rules/rules.server";
import { WhatChanges } from "#app/features/rules/what-changes";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2); unknown slugs are 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  const basics = await pageBasics(request, context.app, "pages.jurisdiction");
  // Both in the request's one D1 batch with the root's and the layout's reads (decision 057).
  const [detail, options] = await Promise.all([
    getJurisdiction(context.app.db, basics.locale, params.id ?? "", context.app),
    jurisdictionOptions(context.app.db, basics.locale, context.app),
  ]);
  if (!detail) throw notFoundResponse();
  const { seo } = await pageBasics(request, context.app, "pages.jurisdiction", {
    title: detail.name,
    description: basics.t("public.jurisdiction.metaDescription", { name: detail.name, rate: formatPercent(detail.rate, basics.locale) }),
  });
  // Not on the Tax Foundation map = "No" in every column (../shared/data/README.md).
  const pillarTwo = PILLAR_TWO_2025[detail.iso3] ?? { joined: false, iir: false, utpr: false, qdmtt: false };
  const summaryNote = JURISDICTION_SUMMARY_NOTE[basics.locale];
  const changes = whatChanges(detail.iso3, basics.locale, new Date().toISOString().slice(0, 10));
  return { seo, locale: basics.locale, detail, pillarTwo, changes, options: options.filter((o) => o.slug !== detail.slug).map(({ slug, name }) => ({ slug, name })), summaryNote };
}

export default function JurisdictionDetail() {
  const { t } = useTranslation();
  const { detail, locale, options, summaryNote, pillarTwo, changes } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <BackLink to="/jurisdictions" label={t("pages.jurisdictions.title")} />
      <PageHeader title={detail.name} description={t(`public.regions.${detail.region}`)} />

      <section aria-labelledby="headline-rate" className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <RateCards detail={detail} locale={locale} summaryNote={summaryNote} />
      </section>
      <section aria-labelledby="history" className="space-y-3">
        <RateHistory detail={detail} locale={locale} />
      </section>
      <section aria-labelledby="pillar-two" className="space-y-3">
        <PillarTwoContent status={pillarTwo} />
      </section>
      {detail.laterChanges.length > 0 ? (
        <section aria-labelledby="later" className="space-y-3">
          <LaterChanges detail={detail} />
        </section>
      ) : null}
      <WhatChanges changes={changes} iso3={detail.iso3} name={detail.name} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="structures" className="space-y-3">
          <h2 id="structures" className="text-xl font-semibold">
            {t("public.jurisdiction.structures")}
          </h2>
          {detail.structures.length ? (
            <ul className="flex flex-wrap gap-2">
              {detail.structures.map((s) => (
                <li key={s.slug}>
                  <Link to={`/structures/${s.slug}`} className="inline-block rounded-full border bg-card px-3 py-1 text-sm text-primary hover:bg-accent">
                    {s.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("public.jurisdiction.noStructures")}</p>
          )}
        </section>
        <section aria-labelledby="professionals" className="space-y-3">
          <h2 id="professionals" className="text-xl font-semibold">
            {t("public.jurisdiction.professionals")}
          </h2>
          {detail.professionals.length ? (
            <ul className="space-y-2">
              {detail.professionals.map((p) => (
                <li key={p.slug} className="flex items-center justify-between gap-2 rounded-lg border bg-card p-3">
                  <div>
                    <Link to={`/professionals/${p.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {p.name}
                    </Link>
                    <p className="text-xs text-muted-foreground">{p.firm}</p>
                  </div>
                  <div className="flex items-center gap-2 text-sm">
                    {p.verified ? (
                      <Badge variant="success">
                        <BadgeCheck aria-hidden /> {t("public.professionals.verified")}
                      </Badge>
                    ) : null}
                    <span className="flex items-center gap-1" aria-label={t("public.professionals.ratingLabel", { rating: p.rating })}>
                      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden /> {p.rating.toFixed(1)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("public.jurisdiction.noProfessionals")}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="compare" className="space-y-3">
        <h2 id="compare" className="text-xl font-semibold">
          {t("public.jurisdiction.compareTitle")}
        </h2>
        <Form method="get" action="/jurisdictions/compare" className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-4 sm:items-end">
          <input type="hidden" name="j" value={detail.slug} />
          {Array.from({ length: COMPARE_MAX - 1 }, (_, i) => (
            <div key={i} className="space-y-1.5">
              <Label htmlFor={`compare-${i}`}>{t("public.jurisdiction.compareWith", { n: i + 1 })}</Label>
              <NativeSelect id={`compare-${i}`} name="j" defaultValue="">
                <option value="">—</option>
                {options.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
          <Button type="submit">
            <Columns3 aria-hidden /> {t("public.jurisdiction.compareButton")}
          </Button>
        </Form>
      </section>
      <Disclaimer />
    </div>
  );
}
