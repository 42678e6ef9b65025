import { CHART_HEIGHT, type ChartSpec, type XYSeries } from "./types";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { dateTimeFormat } from "#app/lib/intl";

/**
 * recharts pieces for the dashboards. This module is only imported lazily in the browser
 * (dashboard-page.tsx), so recharts is neither server-rendered nor in the first page load.
 */
// Dark enough for text on white (legend labels must pass contrast checks).
const COLORS = ["#1d4ed8", "#b45309", "#047857", "#be185d", "#6d28d9", "#0e7490"];
/** ISO timestamps on an axis read as "18 Nov"; other labels pass through. */
const ISO = /^\d{4}-\d{2}-\d{2}T/;
const tick = (value: unknown) =>
  typeof value === "string" && ISO.test(value) ? dateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(value)) : String(value);

/** Legend labels in the body text colour; the swatch carries the series colour. */
// Theme tokens, so the legend and grid read in the dark scheme too.
const legendText = (value: string) => <span style={{ color: "var(--color-foreground)" }}>{value}</span>;


/** Series of {x, y} points merged into recharts rows keyed by x (named by `xLabel` when given). */
function rowsOf(series: XYSeries, xLabel?: (x: string | number) => string) {
  const rows = new Map<string | number, Record<string, string | number>>();
  for (const s of series)
    for (const p of s.data) {
      const x = xLabel ? xLabel(p.x) : p.x;
      rows.set(x, { ...(rows.get(x) ?? { x }), [s.name]: p.y });
    }
  return [...rows.values()];
}

export function LineSeries({ series, area = false, xLabel, height = CHART_HEIGHT.line }: { series: XYSeries; area?: boolean; xLabel?: (x: string | number) => string; height?: number }) {
  const data = rowsOf(series, xLabel);
  const Chart = area ? AreaChart : LineChart;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Chart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="x" tick={{ fontSize: 11 }} minTickGap={24} tickFormatter={tick} />
        <YAxis tick={{ fontSize: 11 }} width={52} />
        <Tooltip labelFormatter={tick} />
        {series.length > 1 ? <Legend formatter={legendText} /> : null}
        {series.map((s, i) =>
          area ? (
            <Area key={s.name} type="monotone" dataKey={s.name} stroke={COLORS[i % COLORS.length]} fill={COLORS[i % COLORS.length]} fillOpacity={0.15} isAnimationActive={false} />
          ) : (
            <Line key={s.name} type="monotone" dataKey={s.name} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

export function Bars({ labels, series, height = CHART_HEIGHT.bars }: { labels: string[]; series: { name: string; data: number[] }[]; height?: number }) {
  const data = labels.map((label, k) => Object.fromEntries([["x", label], ...series.map((s) => [s.name, s.data[k] ?? 0])]));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="x" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} angle={labels.length > 4 ? -30 : 0} textAnchor={labels.length > 4 ? "end" : "middle"} height={labels.length > 4 ? 64 : 30} />
        <YAxis tick={{ fontSize: 11 }} width={52} allowDecimals={false} />
        <Tooltip labelFormatter={tick} />
        {series.length > 1 ? <Legend formatter={legendText} /> : null}
        {series.map((s, i) => (
          <Bar key={s.name} dataKey={s.name} fill={COLORS[i % COLORS.length]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function Donut({ labels, values, height = CHART_HEIGHT.donut }: { labels: string[]; values: number[]; height?: number }) {
  const data = labels.map((name, k) => ({ name, value: values[k] ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart accessibilityLayer={false}>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" isAnimationActive={false}>
          {data.map((d, i) => (
            <Cell key={d.name} fill={COLORS[i % COLORS.length]} />
          ))}
        </Pie>
        <Tooltip />
        <Legend formatter={legendText} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** The one entry the page imports lazily: draws a chart from its spec. */
export function ChartSwitch({ spec }: { spec: ChartSpec }) {
  if (spec.kind === "line") return <LineSeries series={spec.series} area={spec.area} xLabel={spec.xLabel} />;
  if (spec.kind === "bars") return <Bars labels={spec.labels} series={spec.series} />;
  return <Donut labels={spec.labels} values={spec.values} />;
}
