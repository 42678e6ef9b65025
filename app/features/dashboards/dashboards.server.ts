import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import { financeDashboard, projectDashboard, snapshotDashboard } from "#worker/domain/dashboards.server";

/**
 * One dashboard's figures, from the same domain functions as `api/dashboards/*`: project and
 * finance computed from the user's own tasks, activities and ledger; analytics and crypto from the
 * user's stored snapshot (docs/decisions/031). Unknown names are a 404 page.
 */
export async function dashboardLoader({ context, params }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  // the dashboard's reads join the shell's D1 batch (issue 28): queued before anything is awaited
  const scope = context.app;
  switch (params.dashboard) {
    case "project":
      return { name: "project" as const, project: await projectDashboard(scope, userId, new Date(), context.app.locale) };
    case "finance": {
      // The balance chart's points go to the page as one list of days and one list of values per
      // series (the series share their days): 122 days × 2 series were 244 {x, y} objects for the
      // page's data to serialise, with every day written once per series.
      const { accountBalance, ...finance } = await financeDashboard(scope, userId);
      const { series, ...balance } = accountBalance;
      const days = series[0]?.data.map((p) => p.x) ?? [];
      return { name: "finance" as const, finance: { ...finance, accountBalance: { ...balance, days, lines: series.map((s) => ({ name: s.name, y: s.data.map((p) => p.y) })) } } };
    }
    // Snapshots are JSON the seed (or a future importer) wrote in these shapes; the domain types them loosely.
    case "analytics":
      return { name: "analytics" as const, analytics: (await snapshotDashboard(scope, userId, "analytics")) as unknown as AnalyticsSnapshot };
    case "crypto":
      return { name: "crypto" as const, crypto: (await snapshotDashboard(scope, userId, "crypto")) as unknown as CryptoSnapshot };
    default:
      throw new Response("Not Found", { status: 404 });
  }
}

type Point = { x: string | number; y: number };
type Series = { name: string; data: Point[] }[];
type Bars = { amount: number; labels: string[]; series: { name: string; data: number[] }[] };
type Split = { uniqueVisitors: number; series: number[]; labels: string[] };

/** The stored snapshot shapes (spec §3 analytics/crypto), as the seed and EMPTY_SNAPSHOTS write them. */
export interface AnalyticsSnapshot {
  visitors: { series: { "this-year": Series; "last-year": Series } };
  conversions: Bars;
  impressions: Bars;
  visits: Bars;
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: Series };
  newVsReturning: Split;
  gender: Split;
  age: Split;
  language: Split;
}
export interface CryptoSnapshot {
  btc: { amount: number; trend: { dir: string; amount: number }; marketCap: number; volume: number; supply: number; allTimeHigh: number; price: { series: Series } };
  prices: Record<string, number>;
  wallets: Record<string, number>;
  watchlist: { title: string; iso: string; amount: number; trend: { dir: string; amount: number }; series: Series }[];
}
