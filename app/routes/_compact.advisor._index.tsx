import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight, Building2, FileText, Gavel, Globe2, ShieldCheck, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { SUPPORT_TERMS } from "#worker/domain/help-center.server";
import { featuredJurisdictions, RATE_SOURCE } from "#worker/domain/jurisdictions.server";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { pageBasics } from "#app/lib/page.server";
import { formatPercent, formatUsd, seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open to everyone (spec §2): the product's front page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.advisor");
  return { seo, locale, featured: await featuredJurisdictions(context.app.db, locale, 6, context.app), source: RATE_SOURCE, terms: SUPPORT_TERMS };
}

export default function Landing() {
  const { t } = useTranslation();
  const { featured, locale, source, terms } = useLoaderData<typeof loader>();
  const steps = [
    { icon: FileText, title: t("public.landing.step1Title"), body: t("public.landing.step1Body", { price: formatUsd(terms.reportPriceUsd, locale) }) },
    { icon: Gavel, title: t("public.landing.step2Title"), body: t("public.landing.step2Body", { min: terms.typicalBiddingSavingsPercent.min, max: terms.typicalBiddingSavingsPercent.max }) },
    { icon: ShieldCheck, title: t("public.landing.step3Title"), body: t("public.landing.step3Body") },
    { icon: Building2, title: t("public.landing.step4Title"), body: t("public.landing.step4Body") },
  ];
  return (
    <div className="space-y-14">
      <section className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="space-y-5">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl lg:text-5xl">{t("pages.advisor.title")}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t("public.landing.lead")}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/tax">
                {t("public.cta.getReport")} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/jurisdictions">{t("public.cta.browseJurisdictions")}</Link>
            </Button>
          </div>
          <p className="text-sm">
            <Link to="/for-advisors" className="text-primary underline-offset-4 hover:underline">
              {t("public.cta.joinAsAdvisor")} →
            </Link>
          </p>
        </div>
        <Card className="p-5">
          <h2 className="mb-3 font-semibold">{t("public.landing.whatTitle")}</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-3"><Globe2 className="size-5 shrink-0 text-primary" aria-hidden /> {t("public.landing.what1")}</li>
            <li className="flex gap-3"><FileText className="size-5 shrink-0 text-primary" aria-hidden /> {t("public.landing.what2")}</li>
            <li className="flex gap-3"><Users className="size-5 shrink-0 text-primary" aria-hidden /> {t("public.landing.what3")}</li>
          </ul>
        </Card>
      </section>

      <Disclaimer>{t("public.landing.disclaimer")}</Disclaimer>

      <section aria-labelledby="featured" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="featured" className="text-2xl font-semibold">{t("public.landing.featuredTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("public.landing.featuredSub", { source: source.citation })}</p>
          </div>
          <Link to="/jurisdictions" className="text-sm text-primary underline-offset-4 hover:underline">
            {t("public.landing.allJurisdictions")}
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((j) => (
            <li key={j.slug}>
              <Link to={`/jurisdictions/${j.slug}`} className="block rounded-lg border bg-card p-4 hover:bg-accent">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{j.name}</span>
                  <span className="text-2xl font-semibold tabular-nums">{formatPercent(j.rate, locale)}</span>
                </span>
                <span className="mt-1 block text-xs text-muted-foreground">{t("public.rate.yearSource", { year: j.rateYear, source: j.source })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t("public.rate.definitionShort")}</p>
      </section>

      <section aria-labelledby="how" className="space-y-4">
        <h2 id="how" className="text-2xl font-semibold">{t("public.landing.howTitle")}</h2>
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full space-y-2 p-5">
                <s.icon className="size-6 text-primary" aria-hidden />
                <h3 className="font-semibold">{i + 1}. {s.title}</h3>
                <p className="text-sm text-muted-foreground">{s.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pricing" className="space-y-4">
        <h2 id="pricing" className="text-2xl font-semibold">{t("public.landing.pricingTitle")}</h2>
        <div className="grid gap-4 md:grid-cols-3">
          <Card className="p-5">
            <p className="text-3xl font-semibold">{formatUsd(terms.reportPriceUsd, locale)}</p>
            <p className="text-sm text-muted-foreground">{t("public.landing.pricingReport")}</p>
          </Card>
          <Card className="p-5">
            <p className="text-3xl font-semibold">{t("public.landing.fromPrice", { price: formatUsd(terms.vipMembershipFromUsdPerYear, locale) })}</p>
            <p className="text-sm text-muted-foreground">{t("public.landing.pricingVip", { hours: terms.vipSupportResponseHours })}</p>
          </Card>
          <Card className="p-5">
            <p className="text-3xl font-semibold">{`${terms.implementationCommissionPercent}% / ${terms.recurringCommissionPercent}%`}</p>
            <p className="text-sm text-muted-foreground">{t("public.landing.pricingCommission")}</p>
          </Card>
        </div>
        <Link to="/pricing" className="inline-block text-sm text-primary underline-offset-4 hover:underline">
          {t("public.landing.seePricing")}
        </Link>
      </section>

      <section className="grid gap-4 rounded-lg border bg-card p-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 className="text-xl font-semibold">{t("public.landing.advisorCtaTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("public.landing.advisorCtaBody")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/for-advisors">{t("public.cta.joinAsAdvisor")}</Link>
        </Button>
      </section>
    </div>
  );
}
