import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPercent } from "#app/lib/seo";

const COLORS = ["#1d4ed8", "#b45309", "#047857", "#9333ea"];

/** The recharts drawing of RateHistoryChart, in its own chunk: loaded in the browser only, after hydration. */
export default function RateHistoryLines({ data, names, locale }: { data: Record<string, number | null>[]; names: string[]; locale: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="year" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fontSize: 12 }} width={44} tickFormatter={(v: number) => formatPercent(v, locale)} domain={[0, "auto"]} />
        <Tooltip formatter={(v) => (typeof v === "number" ? formatPercent(v, locale) : String(v))} />
        {names.length > 1 ? <Legend /> : null}
        {names.map((name, i) => (
          <Line key={name} type="stepAfter" dataKey={name} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
