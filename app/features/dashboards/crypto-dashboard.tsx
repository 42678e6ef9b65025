import { cn } from "#app/lib/utils";
import { useTranslation } from "react-i18next";
import { type DashboardData, ChartCard, Stat, useNumber } from "./dashboard-parts";

type CryptoData = Extract<DashboardData, { name: "crypto" }>["crypto"];
export function CryptoDashboard({ d }: { d: CryptoData }) {
  const { t } = useTranslation();
  const { money, n, compact, percent } = useNumber();
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
                    {percent(w.trend.amount)})
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
