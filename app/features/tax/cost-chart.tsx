import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { usd } from "./format";

export interface CostBar {
  name: string;
  tax: number;
  running: number;
}

/**
 * Steady-state total per option as stacked bars (tax + running cost). Loaded lazily on the client;
 * decorative for screen readers, the ranked table holds the same figures.
 */
export default function CostChart({ bars, locale }: { bars: CostBar[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <div className="w-full" style={{ height: Math.max(220, bars.length * 40 + 80) }} aria-hidden data-testid="cost-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={bars} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={(v: number) => usd(v, locale)} />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={110} />
          <Tooltip formatter={(v) => (typeof v === "number" ? usd(v, locale) : String(v))} />
          <Legend />
          <Bar dataKey="tax" name={t("taxReport.chartTax")} stackId="total" fill="#1d4ed8" isAnimationActive={false} />
          <Bar dataKey="running" name={t("taxReport.chartRunning")} stackId="total" fill="#94a3b8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
