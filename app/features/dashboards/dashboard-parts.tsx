import { TrendingDown, TrendingUp } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/lib/use-hydrated";
import { cn } from "#app/lib/utils";
import { dateTimeFormat, numberFormat } from "#app/lib/intl";
import { formatPercent } from "#app/lib/seo";
import { CHART_HEIGHT, type ChartSpec } from "./types";
import type { dashboardLoader } from "./dashboards.server";

/** What the dashboards loader answers (one of the four dashboards). */
export type DashboardData = Awaited<ReturnType<typeof dashboardLoader>>;

// recharts is loaded on the client only, when a dashboard is shown (not in the server bundle's render).
// Browser only (rendered after hydration): `import.meta.env.SSR` drops recharts from the Worker bundle.
const Charts = import.meta.env.SSR ? null : lazy(() => import("./charts").then((m) => ({ default: m.ChartSwitch })));


const isEmpty = (spec: ChartSpec) =>
  spec.kind === "line" ? spec.series.every((s) => s.data.length === 0) : spec.kind === "bars" ? spec.labels.length === 0 || spec.series.every((s) => s.data.every((v) => !v)) : spec.values.every((v) => !v);

/** A chart card: the chart (decorative for screen readers, labelled), a loading skeleton, or the empty state. */
export function ChartCard({ title, summary, spec, className, children }: { title: string; summary?: string; spec: ChartSpec; className?: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const empty = isEmpty(spec);
  const skeleton = (
    <div className="flex items-center justify-center rounded-md bg-muted/50 text-sm text-muted-foreground" style={{ height: CHART_HEIGHT[spec.kind] }} role="status">
      {t("workspace.dashboards.loadingChart")}
    </div>
  );
  return (
    <section className={cn("min-w-0 rounded-lg border bg-card p-4", className)} aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
      <div className="mt-3" data-chart={empty ? "empty" : "chart"}>
        {empty ? (
          <p className="flex h-40 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">{t("workspace.dashboards.noData")}</p>
        ) : hydrated && Charts ? (
          <div role="img" aria-label={t("workspace.dashboards.chartOf", { title })}>
            <Suspense fallback={skeleton}>
              <Charts spec={spec} />
            </Suspense>
          </div>
        ) : (
          skeleton
        )}
      </div>
      {children}
    </section>
  );
}

export function Stat({ label, value, trend }: { label: string; value: string | number; trend?: { dir: string; amount: number } }) {
  const { percent } = useNumber();
  return (
    <div className="min-w-0 rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</p>
      {trend ? (
        <p className={cn("mt-1 inline-flex items-center gap-1 text-xs", trend.dir === "up" ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400")}>
          {trend.dir === "up" ? <TrendingUp className="size-3" aria-hidden="true" /> : <TrendingDown className="size-3" aria-hidden="true" />}
          {percent(trend.amount)}
        </p>
      ) : null}
    </div>
  );
}

export function useNumber() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "tr" ? "tr-TR" : "en-US";
  return {
    n: (v: number) => numberFormat(locale).format(v),
    /** large figures (market cap, volume) as 1.27T / 31.4B so they fit a phone card */
    compact: (v: number) => numberFormat(locale, { notation: "compact", maximumFractionDigits: 2 }).format(v),
    money: (v: number) => numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v),
    /** a percentage given in percent (87.08 → "87.08%", Turkish "%87,08"), as the rate tables write it */
    percent: (v: number) => formatPercent(v, i18n.language),
    date: (iso: string) => dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso)),
  };
}

