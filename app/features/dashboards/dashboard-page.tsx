import { NavLink, useNavigation } from "@remix-run/react";
import { TrendingDown, TrendingUp } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "~/features/workspace/states";
import { cn } from "~/lib/utils";
import type { XYSeries } from "./charts";
import { DASHBOARD_LINKS } from "./links";
import type { dashboardLoader } from "./dashboards.server";
import { dateTimeFormat, numberFormat } from "~/lib/intl";

type Data = Awaited<ReturnType<typeof dashboardLoader>>;

// recharts is loaded on the client only, when a dashboard is shown (not in the server bundle's render).
// Browser only (rendered after hydration): `import.meta.env.SSR` drops recharts from the Worker bundle.
const Charts = import.meta.env.SSR ? null : lazy(() => import("./charts").then((m) => ({ default: m.ChartSwitch })));

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export type ChartSpec =
  | { kind: "line"; series: XYSeries; area?: boolean }
  | { kind: "bars"; labels: string[]; series: { name: string; data: number[] }[] }
  | { kind: "donut"; labels: string[]; values: number[] };

const isEmpty = (spec: ChartSpec) =>
  spec.kind === "line" ? spec.series.every((s) => s.data.length === 0) : spec.kind === "bars" ? spec.labels.length === 0 || spec.series.every((s) => s.data.every((v) => !v)) : spec.values.every((v) => !v);

/** A chart card: the chart (decorative for screen readers, labelled), a loading skeleton, or the empty state. */
function ChartCard({ title, summary, spec, className, children }: { title: string; summary?: string; spec: ChartSpec; className?: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const empty = isEmpty(spec);
  const skeleton = (
    <div className="flex h-56 items-center justify-center rounded-md bg-muted/50 text-sm text-muted-foreground" role="status">
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

function Stat({ label, value, trend }: { label: string; value: string | number; trend?: { dir: string; amount: number } }) {
  return (
    <div className="min-w-0 rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</p>
      {trend ? (
        <p className={cn("mt-1 inline-flex items-center gap-1 text-xs", trend.dir === "up" ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400")}>
          {trend.dir === "up" ? <TrendingUp className="size-3" aria-hidden="true" /> : <TrendingDown className="size-3" aria-hidden="true" />}
          {trend.amount}%
        </p>
      ) : null}
    </div>
  );
}

function useNumber() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "tr" ? "tr-TR" : "en-US";
  return {
    n: (v: number) => numberFormat(locale).format(v),
    /** large figures (market cap, volume) as 1.27T / 31.4B so they fit a phone card */
    compact: (v: number) => numberFormat(locale, { notation: "compact", maximumFractionDigits: 2 }).format(v),
    money: (v: number) => numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v),
    date: (iso: string) => dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso)),
  };
}

/** Project, analytics, finance and crypto dashboards, with tabs between them. */
export function DashboardPage({ data }: { data: Data }) {
  const { t } = useTranslation();
  const loading = useNavigation().state === "loading";
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t(`workspace.dashboards.${data.name}.title`)}</h1>
        <p className="text-sm text-muted-foreground">{t(`workspace.dashboards.${data.name}.description`)}</p>
      </div>
      <nav aria-label={t("workspace.dashboards.switch")}>
        <ul className="relative flex gap-2 overflow-x-auto">
          {DASHBOARD_LINKS.map((name) => (
            <li key={name}>
              <NavLink
                to={`/dashboards/${name}`}
                className={({ isActive }) => cn("inline-flex whitespace-nowrap rounded-md px-3 py-1.5 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", isActive && "bg-accent font-medium")}
              >
                {t(`workspace.dashboards.${name}.tab`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={cn("space-y-4 transition-opacity", loading && "opacity-60")} aria-busy={loading}>
        {data.name === "project" ? <Project d={data.project} /> : null}
        {data.name === "finance" ? <Finance d={data.finance} /> : null}
        {data.name === "analytics" ? <Analytics d={data.analytics} /> : null}
        {data.name === "crypto" ? <Crypto d={data.crypto} /> : null}
      </div>
    </div>
  );
}

type ProjectData = Extract<Data, { name: "project" }>["project"];
function Project({ d }: { d: ProjectData }) {
  const { t } = useTranslation();
  const { money } = useNumber();
  const week = d.githubIssues.overview["this-week"] as Record<string, number>;
  const series = (d.githubIssues.series["this-week"] as { name: string; data: number[] }[]).map((s, i) => ({ name: t(`workspace.dashboards.project.series.${i}`), data: s.data }));
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {["new-issues", "closed-issues", "fixed", "wont-fix", "re-opened", "needs-triage"].map((k) => (
          <Stat key={k} label={t(`workspace.dashboards.project.stats.${k}`)} value={week[k] ?? 0} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={t("workspace.dashboards.project.weekly")} spec={{ kind: "bars", labels: d.githubIssues.labels.map((l) => t(`workspace.dashboards.weekdays.${l}`, { defaultValue: l })), series }} />
        <ChartCard title={t("workspace.dashboards.project.distribution")} summary={t("workspace.dashboards.project.distributionHint")} spec={{ kind: "donut", labels: d.taskDistribution.labels, values: d.taskDistribution.series["this-week"] }} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-lg border bg-card p-4" aria-labelledby="schedule-title">
          <h2 id="schedule-title" className="font-semibold">
            {t("workspace.dashboards.project.schedule")}
          </h2>
          {(["today", "tomorrow"] as const).map((day) => (
            <div key={day} className="mt-3">
              <h3 className="text-sm font-medium text-muted-foreground">{t(`workspace.dashboards.project.${day}`)}</h3>
              {d.schedule[day].length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("workspace.dashboards.project.nothingDue")}</p>
              ) : (
                <ul className="mt-1 divide-y">
                  {d.schedule[day].map((item) => (
                    <li key={item.title} className="flex justify-between gap-3 py-2 text-sm">
                      <span data-user-content>{item.title}</span>
                      <span className="shrink-0 text-muted-foreground">{item.time === "All day" ? t("workspace.dashboards.project.allDay") : `${item.time} UTC`}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
        <ChartCard title={t("workspace.dashboards.project.monthlyExpenses")} summary={money(d.monthlyExpenses.amount)} spec={{ kind: "bars", labels: d.monthlyExpenses.labels, series: d.monthlyExpenses.series }} />
      </div>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="budget-title">
        <h2 id="budget-title" className="font-semibold">
          {t("workspace.dashboards.project.budget")}
        </h2>
        {d.budgetDetails.rows.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t("workspace.dashboards.noData")}</p>
        ) : (
          <div className="relative mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="budget-title">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("workspace.dashboards.project.columns.type")}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t("workspace.dashboards.project.columns.total")}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t("workspace.dashboards.project.columns.spent")}</th>
                  <th scope="col" className="py-2 text-right font-medium">{t("workspace.dashboards.project.columns.remaining")}</th>
                </tr>
              </thead>
              <tbody>
                {d.budgetDetails.rows.map((r) => (
                  <tr key={r.id} className="border-t">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">{r.type}</th>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(r.total)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(r.expensesAmount)} ({r.expensesPercentage}%)</td>
                    <td className="py-2 text-right tabular-nums">{money(r.remainingAmount)} ({r.remainingPercentage}%)</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="team-title">
        <h2 id="team-title" className="font-semibold">
          {t("workspace.dashboards.project.team")}
        </h2>
        {d.teamMembers.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t("workspace.dashboards.project.noTeam")}</p>
        ) : (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {d.teamMembers.map((m) => (
              <li key={m.id} className="flex items-center gap-3 rounded-md border p-3">
                <Avatar name={m.name} src={m.avatar} />
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium">{m.name}</p>
                  <p className="truncate text-muted-foreground" data-user-content>{m.title}</p>
                  {m.email ? (
                    <a href={`mailto:${m.email}`} className="truncate text-xs text-primary underline">
                      {m.email}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

type FinanceData = Extract<Data, { name: "finance" }>["finance"];
function Finance({ d }: { d: FinanceData }) {
  const { t } = useTranslation();
  const { money, date } = useNumber();
  const b = d.budget;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("workspace.dashboards.finance.growRate")} value={`${d.accountBalance.growRate}%`} />
        <Stat label={t("workspace.dashboards.finance.ami")} value={money(d.accountBalance.ami)} />
        <Stat label={t("workspace.dashboards.finance.expenses")} value={`${money(b.expenses)} / ${money(b.expensesLimit)}`} />
        <Stat label={t("workspace.dashboards.finance.savings")} value={`${money(b.savings)} / ${money(b.savingsGoal)}`} />
      </div>
      <ChartCard
        title={t("workspace.dashboards.finance.balance")}
        spec={{ kind: "line", series: d.accountBalance.series.map((s) => ({ name: t(`workspace.dashboards.finance.${s.name === "Actual" ? "actual" : "predicted"}`), data: s.data.map((p) => ({ x: date(String(p.x)), y: p.y })) })) }}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {(["previousStatement", "currentStatement"] as const).map((k) => (
          <section key={k} className="rounded-lg border bg-card p-4" aria-labelledby={`${k}-title`}>
            <h2 id={`${k}-title`} className="font-semibold">
              {t(`workspace.dashboards.finance.${k}`)}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted-foreground">{t("workspace.dashboards.finance.statementDate")}</dt>
              <dd>{date(d[k].date)}</dd>
              <dt className="text-muted-foreground">{t("workspace.dashboards.finance.spent")}</dt>
              <dd className="tabular-nums">{money(d[k].spent)}</dd>
              <dt className="text-muted-foreground">{t("workspace.dashboards.finance.limit")}</dt>
              <dd className="tabular-nums">{money(d[k].limit)}</dd>
              <dt className="text-muted-foreground">{t("workspace.dashboards.finance.minimum")}</dt>
              <dd className="tabular-nums">{money(d[k].minimum)}</dd>
            </dl>
          </section>
        ))}
      </div>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="tx-title">
        <h2 id="tx-title" className="font-semibold">
          {t("workspace.dashboards.finance.recent")}
        </h2>
        {d.recentTransactions.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t("workspace.dashboards.noData")}</p>
        ) : (
          <div className="relative mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="tx-title">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("workspace.dashboards.finance.columns.name")}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("workspace.dashboards.finance.columns.date")}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("workspace.dashboards.finance.columns.status")}</th>
                  <th scope="col" className="py-2 text-right font-medium">{t("workspace.dashboards.finance.columns.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {d.recentTransactions.map((tx) => (
                  <tr key={tx.id} className="border-t">
                    <th scope="row" className="py-2 pr-3 text-left font-normal" data-user-content>{tx.name}</th>
                    <td className="py-2 pr-3">{date(tx.date)}</td>
                    <td className="py-2 pr-3">{t(`workspace.dashboards.finance.status.${tx.status}`, { defaultValue: tx.status })}</td>
                    <td className={cn("py-2 text-right tabular-nums", tx.amount < 0 ? "text-red-700 dark:text-red-400" : "text-green-700 dark:text-green-400")}>{money(tx.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

type AnalyticsData = Extract<Data, { name: "analytics" }>["analytics"];
function Analytics({ d }: { d: AnalyticsData }) {
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

type CryptoData = Extract<Data, { name: "crypto" }>["crypto"];
function Crypto({ d }: { d: CryptoData }) {
  const { t } = useTranslation();
  const { money, n, compact } = useNumber();
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("workspace.dashboards.crypto.btc")} value={money(d.btc.amount)} trend={d.btc.trend} />
        <Stat label={t("workspace.dashboards.crypto.marketCap")} value={compact(d.btc.marketCap)} />
        <Stat label={t("workspace.dashboards.crypto.volume")} value={compact(d.btc.volume)} />
        <Stat label={t("workspace.dashboards.crypto.allTimeHigh")} value={money(d.btc.allTimeHigh)} />
      </div>
      <ChartCard title={t("workspace.dashboards.crypto.price")} spec={{ kind: "line", area: true, series: d.btc.price.series }} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-lg border bg-card p-4" aria-labelledby="wallets-title">
          <h2 id="wallets-title" className="font-semibold">
            {t("workspace.dashboards.crypto.wallets")}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {Object.entries(d.wallets).map(([coin, amount]) => (
              <div key={coin} className="contents">
                <dt className="uppercase text-muted-foreground">{coin}</dt>
                <dd className="tabular-nums">
                  {n(amount)} · {money(amount * (d.prices[coin] ?? 0))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rounded-lg border bg-card p-4" aria-labelledby="watch-title">
          <h2 id="watch-title" className="font-semibold">
            {t("workspace.dashboards.crypto.watchlist")}
          </h2>
          {d.watchlist.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t("workspace.dashboards.noData")}</p>
          ) : (
            <ul className="mt-2 divide-y">
              {d.watchlist.map((w) => (
                <li key={w.iso} className="flex items-center justify-between py-2 text-sm">
                  <span>
                    {w.title} <span className="uppercase text-muted-foreground">{w.iso}</span>
                  </span>
                  <span className={cn("tabular-nums", w.trend.dir === "up" ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400")}>
                    {money(w.amount)} ({w.trend.dir === "up" ? "+" : "−"}
                    {w.trend.amount}%)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

