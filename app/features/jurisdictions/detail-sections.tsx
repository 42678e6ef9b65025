import { useTranslation } from "react-i18next";
import type { JurisdictionDetail } from "#worker/domain/jurisdictions.server";
import { RateHistoryChart } from "#app/components/public/rate-history-chart";
import { Card } from "#app/components/ui/card";
import { formatPercent } from "#app/lib/seo";

/**
 * The jurisdiction page's catalogue sections: each component is the children of one `<section>`
 * of the page, and needs nothing but the language and the catalogue part of the detail.
 */
type CatalogueDetail = Omit<JurisdictionDetail, "professionals">;

/** The headline rate and the overview (section "headline-rate"). */
export function RateCards({ detail, locale, summaryNote }: { detail: CatalogueDetail; locale: string; summaryNote: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Card className="p-6">
        <h2 id="headline-rate" className="text-sm font-medium text-muted-foreground">
          {t("public.jurisdiction.headlineRate")}
        </h2>
        <p className="mt-2 text-5xl font-semibold tabular-nums" data-testid="headline-rate">
          {formatPercent(detail.rate, locale)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{t("public.rate.yearSource", { year: detail.rateYear, source: detail.source })}</p>
        <p className="mt-4 text-xs leading-relaxed text-muted-foreground">{detail.rateDefinition}</p>
      </Card>
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold">{t("public.jurisdiction.overview")}</h2>
        <p className="leading-relaxed">{detail.summary}</p>
        <p className="text-xs text-muted-foreground">{summaryNote}</p>
        <p className="text-xs text-muted-foreground">{t("public.jurisdiction.verifyWith", { authority: detail.taxAuthority })}</p>
      </Card>
    </>
  );
}

/** The rate history chart and its table (section "history"). */
export function RateHistory({ detail, locale }: { detail: CatalogueDetail; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="history" className="text-xl font-semibold">
        {t("public.jurisdiction.history")}
      </h2>
      <Card className="p-4">
        {detail.rateHistory.length > 0 ? (
          <RateHistoryChart
            locale={locale}
            series={[{ name: detail.name, points: detail.rateHistory }]}
            caption={t("public.jurisdiction.historyCaption", { name: detail.name, from: detail.rateHistory[0].year, to: detail.rateHistory.at(-1)!.year })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("public.jurisdiction.noHistory")}</p>
        )}
      </Card>
    </>
  );
}

/** Changes announced after the dataset's year (section "later"). */
export function LaterChanges({ detail }: { detail: CatalogueDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="later" className="text-xl font-semibold">
        {t("public.jurisdiction.laterChanges")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("public.jurisdiction.laterChangesNote")}</p>
      <ul className="space-y-2">
        {detail.laterChanges.map((c) => (
          <li key={`${c.year}-${c.note}`} className="rounded-lg border bg-card p-4">
            <p>
              <strong>{c.year}:</strong> {c.note}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{t("public.jurisdiction.source", { source: c.source })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
