import { useTranslation } from "react-i18next";
import { type DashboardData, ChartCard, Stat, useNumber } from "./dashboard-parts";

type AnalyticsData = Extract<DashboardData, { name: "analytics" }>["analytics"];
export function AnalyticsDashboard({ d }: { d: AnalyticsData }) {
  const { t } = useTranslation();
  const { n } = useNumber();
  const splits = ["newVsReturning", "gender", "age", "language"] as const;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("workspace.dashboards.analytics.conversions")} value={n(d.conversions.amount)} />
        <Stat label={t("workspace.dashboards.analytics.impressions")} value={n(d.impressions.amount)} />
        <Stat label={t("workspace.dashboards.analytics.visits")} value={n(d.visits.amount)} />
        <Stat label={t("workspace.dashboards.analytics.score")} value={`${d.visitorsVsPageViews.overallScore}`} />
      </div>
      <ChartCard title={t("workspace.dashboards.analytics.visitors")} spec={{ kind: "line", area: true, series: d.visitors.series["this-year"] }} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={t("workspace.dashboards.analytics.conversions")} spec={{ kind: "bars", labels: d.conversions.labels, series: d.conversions.series }} />
        <ChartCard title={t("workspace.dashboards.analytics.pageViews")} spec={{ kind: "line", series: d.visitorsVsPageViews.series }} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {splits.map((k) => (
          <ChartCard key={k} title={t(`workspace.dashboards.analytics.${k}`)} summary={t("workspace.dashboards.analytics.unique", { count: d[k].uniqueVisitors })} spec={{ kind: "donut", labels: d[k].labels.map((l) => t(`workspace.dashboards.analytics.splitLabels.${l}`, { defaultValue: l })), values: d[k].series }} />
        ))}
      </div>
    </>
  );
}
