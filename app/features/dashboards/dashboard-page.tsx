import { NavLink, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cn } from "#app/lib/utils";
import { AnalyticsDashboard as Analytics } from "./analytics-dashboard";
import { CryptoDashboard as Crypto } from "./crypto-dashboard";
import type { DashboardData as Data } from "./dashboard-parts";
import { FinanceDashboard as Finance } from "./finance-dashboard";
import { DASHBOARD_LINKS } from "./links";
import { ProjectDashboard as Project } from "./project-dashboard";

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
