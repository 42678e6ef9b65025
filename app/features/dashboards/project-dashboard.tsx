import { Avatar } from "#app/features/workspace/states";
import { useTranslation } from "react-i18next";
import { type DashboardData, ChartCard, Stat, useNumber } from "./dashboard-parts";

type ProjectData = Extract<DashboardData, { name: "project" }>["project"];
export function ProjectDashboard({ d }: { d: ProjectData }) {
  const { t } = useTranslation();
  const { money, percent } = useNumber();
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
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {/* the seeded budget categories in the reader's language; any other name as written */}
                      {t(`workspace.dashboards.categories.${r.type}`, { defaultValue: r.type })}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(r.total)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{money(r.expensesAmount)} ({percent(r.expensesPercentage)})</td>
                    <td className="py-2 text-right tabular-nums">{money(r.remainingAmount)} ({percent(r.remainingPercentage)})</td>
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
