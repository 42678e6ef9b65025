import { cn } from "#app/lib/utils";
import { useTranslation } from "react-i18next";
import { type DashboardData, ChartCard, Stat, useNumber } from "./dashboard-parts";

type FinanceData = Extract<DashboardData, { name: "finance" }>["finance"];
export function FinanceDashboard({ d }: { d: FinanceData }) {
  const { t } = useTranslation();
  const { money, date, percent } = useNumber();
  const b = d.budget;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("workspace.dashboards.finance.growRate")} value={percent(d.accountBalance.growRate)} />
        <Stat label={t("workspace.dashboards.finance.ami")} value={money(d.accountBalance.ami)} />
        <Stat label={t("workspace.dashboards.finance.expenses")} value={`${money(b.expenses)} / ${money(b.expensesLimit)}`} />
        <Stat label={t("workspace.dashboards.finance.savings")} value={`${money(b.savings)} / ${money(b.savingsGoal)}`} />
      </div>
      <ChartCard
        title={t("workspace.dashboards.finance.balance")}
        spec={{
          kind: "line",
          series: d.accountBalance.lines.map((s) => ({ name: t(`workspace.dashboards.finance.${s.name === "Actual" ? "actual" : "predicted"}`), data: s.y.map((y, k) => ({ x: d.accountBalance.days[k]!, y })) })),
          xLabel: (x) => date(String(x)),
        }}
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
