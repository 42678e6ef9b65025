import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { professionalPage, professionalsNote } from "#worker/domain/professionals.server";
import { PageHeader } from "#app/components/page-header";
import { LocationLine, ProfessionalIcons, Rating, VerifiedBadge } from "#app/components/public/professional-card";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { languageNames, numberFormat, seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";
import { AdvisorReviews } from "#app/features/marketplace/advisor-reviews";
import { percent } from "#app/features/marketplace/format";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2); unknown slugs are 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(context.app);
  const basics = await pageBasics(request, context.app, "pages.professional");
  // The profile, its track record, reviews and active services: one D1 batch with the shell's reads (decision 137).
  const found = await professionalPage(context.app, basics.locale, params.id ?? "");
  if (!found) throw notFoundResponse();
  const { profile, ownerId, catalogue } = found;
  const { seo } = await pageBasics(request, context.app, "pages.professional", { title: profile.name, description: `${profile.title} · ${profile.firm}` });
  return { seo, profile, catalogue, locale: basics.locale, names: languageNames(profile.languages, basics.locale), note: professionalsNote(basics.locale), isSelf: context.app.session?.userId === ownerId };
}

export default function ProfessionalProfile() {
  const { t } = useTranslation();
  const { profile: p, note, isSelf, names, catalogue, locale } = useLoaderData<typeof loader>();
  const languageName = (code: string) => names[code] ?? code;
  return (
    <div className="space-y-8">
      <BackLink to="/professionals" label={t("pages.professionals.title")} />
      <PageHeader title={p.name} description={`${p.title} · ${p.firm}`}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {p.verified ? <VerifiedBadge t={t} /> : null}
          <Rating rating={p.rating} reviewCount={p.reviewCount} t={t} />
          <LocationLine location={p.location} />
        </div>
      </PageHeader>
      {p.fictional ? <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">{note}</p> : null}
      {!isSelf ? (
        // The quick-chat drawer opens on ?chat=<slug> (decisions 042, 053).
        <Button asChild>
          <Link to={p.chatLink}>
            <MessageSquare aria-hidden /> {t("public.professionals.message", { name: p.name })}
          </Link>
        </Button>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="about" className="space-y-3">
          <h2 id="about" className="text-xl font-semibold">
            {t("public.professionals.about")}
          </h2>
          <p className="leading-relaxed">{p.bio}</p>
        </section>
        <Card className="space-y-3 p-5 text-sm">
          <dl className="space-y-3">
            <div>
              <dt className="text-muted-foreground">{t("public.professionals.experience")}</dt>
              <dd>{t("public.professionals.years", { count: p.yearsExperience })}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("public.professionals.responseTime")}</dt>
              <dd>{t("public.professionals.hours", { count: p.responseTimeHours })}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("marketplace.proposals.completed")}</dt>
              <dd data-testid="completed-contracts">{p.completedContracts}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("marketplace.proposals.onTime")}</dt>
              <dd>{p.onTimeRate === null ? "—" : percent(p.onTimeRate, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("public.professionals.languages")}</dt>
              <dd>{p.languages.map(languageName).join(", ")}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("public.professionals.jurisdictionsServed")}</dt>
              <dd className="flex flex-wrap gap-x-2">
                {p.jurisdictions.map((j) => (
                  <Link key={j.slug} to={`/jurisdictions/${j.slug}`} className="text-primary underline-offset-4 hover:underline">
                    {j.name}
                  </Link>
                ))}
              </dd>
            </div>
          </dl>
        </Card>
      </div>
      <AdvisorReviews reviews={p.reviews} locale={locale} />
      <section aria-labelledby="services" className="space-y-3">
        <h2 id="services" className="text-xl font-semibold">
          {t("public.professionals.services")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {p.services.map((s) => (
            <li key={s} className="rounded-md border bg-card px-3 py-2 text-sm">
              {s}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="catalogue" className="space-y-2">
        <h2 id="catalogue" className="text-xl font-semibold">
          {t("public.professionals.catalogue")}
        </h2>
        {catalogue.length === 0 ? (
          <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">{t("public.professionals.catalogueEmpty")}</p>
        ) : (
          <ul className="divide-y rounded-lg border bg-card">
            {catalogue.map((service) => (
              // A fixed price column from sm up, so every price lines up whatever the description's length; stacked on phones.
              <li key={service.id} className="grid items-baseline gap-y-1 p-4 sm:grid-cols-[minmax(0,1fr)_11rem] sm:gap-x-6">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium" data-user-content>
                    {service.name}
                  </p>
                  {/* an advisor's own words about their service (decision 099) */}
                  {service.description ? (
                    <p className="text-sm text-muted-foreground" data-user-content>
                      {service.description}
                    </p>
                  ) : null}
                </div>
                <p className="tabular-nums sm:text-right">
                  <span className="font-semibold">{formatUsd(service.price)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t("public.professionals.priceWithTax", { base: formatUsd(service.basePrice), percent: service.taxPercent })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {catalogue.length ? <p className="text-xs text-muted-foreground">{t("public.professionals.catalogueNote")}</p> : null}
      </section>
      <ProfessionalIcons />
    </div>
  );
}

const formatUsd = (amount: number) => numberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
