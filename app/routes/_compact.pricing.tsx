import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { listFaqs, SUPPORT_TERMS } from "#worker/domain/help-center.server";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { PricingFaq } from "#app/features/billing/pricing-faq-deferred";
import { pageBasics } from "#app/lib/page.server";
import { formatUsd, seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** FAQ excerpts shown on the pricing page (ids from db/seed/data/help-center.ts, payments-related). */
const PRICING_FAQ_CATEGORIES = ["payments", "most-asked"];

/** Open to everyone (spec §2): the plans of spec §9. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.pricing");
  const faqs = ((await listFaqs(context.app.db, locale, undefined, context.app)) ?? []).filter((c) => PRICING_FAQ_CATEGORIES.includes(c.slug)).flatMap((c) => c.faqs);
  return { seo, locale, terms: SUPPORT_TERMS, faqs: faqs.slice(0, 6) };
}

type Cell = boolean | string;

export default function Pricing() {
  const { t } = useTranslation();
  const { terms, locale, faqs } = useLoaderData<typeof loader>();
  const report = formatUsd(terms.reportPriceUsd, locale);
  const vip = formatUsd(terms.vipMembershipFromUsdPerYear, locale);
  const rows: [string, Cell, Cell][] = [
    [t("public.pricing.rows.report"), report, t("public.pricing.included")],
    [t("public.pricing.rows.sources"), true, true],
    [t("public.pricing.rows.marketplace"), true, true],
    [t("public.pricing.rows.escrow"), true, true],
    [t("public.pricing.rows.manager"), false, true],
    [t("public.pricing.rows.support"), t("public.pricing.hours", { min: terms.supportEmailResponseHours.min, max: terms.supportEmailResponseHours.max }), t("public.pricing.aboutHours", { hours: terms.vipSupportResponseHours })],
    [t("public.pricing.rows.refund"), t("public.pricing.days", { count: terms.refundWindowDays }), t("public.pricing.days", { count: terms.refundWindowDays })],
  ];
  const renderCell = (c: Cell) =>
    typeof c === "string" ? (
      c
    ) : c ? (
      <>
        <Check className="inline size-4 text-success" aria-hidden />
        <span className="sr-only">{t("public.pricing.yes")}</span>
      </>
    ) : (
      <>
        <Minus className="inline size-4 text-muted-foreground" aria-hidden />
        <span className="sr-only">{t("public.pricing.no")}</span>
      </>
    );
  return (
    <div className="space-y-10">
      <PageHeader title={t("pages.pricing.title")} description={t("public.pricing.intro")} />
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="flex flex-col gap-3 p-6">
          <h2 className="text-lg font-semibold">{t("public.pricing.reportPlan")}</h2>
          <p>
            <span className="text-4xl font-semibold">{report}</span> <span className="text-muted-foreground">{t("public.pricing.perReport")}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t("public.pricing.reportBody")}</p>
          <Button asChild className="mt-auto">
            <Link to="/tax">{t("public.cta.getReport")}</Link>
          </Button>
        </Card>
        <Card className="flex flex-col gap-3 border-primary p-6 ring-1 ring-primary">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold">{t("public.pricing.vipPlan")}</h2>
            <Badge>{t("public.pricing.vipBadge")}</Badge>
          </div>
          <p>
            <span className="text-sm text-muted-foreground">{t("public.pricing.from")}</span> <span className="text-4xl font-semibold">{vip}</span>{" "}
            <span className="text-muted-foreground">{t("public.pricing.perYear")}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t("public.pricing.vipBody", { hours: terms.vipSupportResponseHours })}</p>
          <Button asChild className="mt-auto">
            <Link to="/checkout?purpose=vip">{t("billing.vip.become")}</Link>
          </Button>
          <Link to="/support#contact" className="text-center text-sm text-primary underline-offset-4 hover:underline">
            {t("public.pricing.contactVip")}
          </Link>
        </Card>
        <Card className="flex flex-col gap-3 p-6">
          <h2 className="text-lg font-semibold">{t("public.pricing.marketplacePlan")}</h2>
          <p className="text-sm">
            <span className="text-3xl font-semibold">{`${terms.implementationCommissionPercent}%`}</span> {t("public.pricing.implementation")}
          </p>
          <p className="text-sm">
            <span className="text-3xl font-semibold">{`${terms.recurringCommissionPercent}%`}</span> {t("public.pricing.recurring")}
          </p>
          <p className="text-sm text-muted-foreground">{t("public.pricing.commissionBody", { min: terms.typicalBiddingSavingsPercent.min, max: terms.typicalBiddingSavingsPercent.max })}</p>
          <Button asChild variant="outline" className="mt-auto">
            <Link to="/for-advisors">{t("public.cta.joinAsAdvisor")}</Link>
          </Button>
        </Card>
      </div>

      <section aria-labelledby="compare-plans" className="space-y-3">
        <h2 id="compare-plans" className="text-xl font-semibold">
          {t("public.pricing.compareTitle")}
        </h2>
        {/* Focusable so keyboard users can scroll the table sideways on a phone (axe scrollable-region-focusable). */}
        <div className="relative overflow-x-auto rounded-lg border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" tabIndex={0} role="region" aria-labelledby="compare-plans">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">{t("public.pricing.compareTitle")}</caption>
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-4 py-2">{t("public.pricing.feature")}</th>
                <th scope="col" className="px-4 py-2">{t("public.pricing.reportPlan")}</th>
                <th scope="col" className="px-4 py-2">{t("public.pricing.vipPlan")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, a, b]) => (
                <tr key={label} className="border-b last:border-0">
                  <th scope="row" className="px-4 py-2 text-left font-normal">{label}</th>
                  <td className="px-4 py-2">{renderCell(a)}</td>
                  <td className="px-4 py-2">{renderCell(b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="payment" className="grid gap-4 md:grid-cols-2">
        <Card className="p-5">
          <h2 id="payment" className="mb-2 font-semibold">{t("public.pricing.paymentTitle")}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {terms.paymentMethods.map((m) => (
              <li key={m}>{t(`public.pricing.methods.${m}`)}</li>
            ))}
          </ul>
        </Card>
        <Card className="p-5">
          <h2 className="mb-2 font-semibold">{t("public.pricing.refundTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("public.pricing.refundBody", { days: terms.refundWindowDays })}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t("public.pricing.securityBody", { transit: terms.encryptionInTransit, rest: terms.encryptionAtRest })}</p>
        </Card>
      </section>

      <section aria-labelledby="pricing-faq" className="space-y-3">
        <h2 id="pricing-faq" className="text-xl font-semibold">{t("public.pricing.faqTitle")}</h2>
        <PricingFaq faqs={faqs} />
        <Link to="/support/faqs" className="inline-block text-sm text-primary underline-offset-4 hover:underline">
          {t("public.support.allFaqs")}
        </Link>
      </section>
      <Disclaimer />
    </div>
  );
}
