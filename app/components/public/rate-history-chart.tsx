import { useTranslation } from "react-i18next";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPercent } from "~/lib/seo";

export interface RateSeries {
  name: string;
  points: { year: number; rate: number }[];
}

const COLORS = ["#1d4ed8", "#b45309", "#047857", "#9333ea"];

/**
 * Headline CIT rate over time (recharts). The chart is decorative for screen readers: the same data is
 * in a visually hidden table right after it.
 */
export function RateHistoryChart({ series, caption, locale }: { series: RateSeries[]; caption: string; locale: string }) {
  const { t } = useTranslation();
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
  const data = years.map((year) => {
    const row: Record<string, number | null> = { year };
    for (const s of series) row[s.name] = s.points.find((p) => p.year === year)?.rate ?? null;
    return row;
  });
  return (
    <figure className="space-y-2">
      <div className="h-72 w-full" aria-hidden data-testid="rate-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="year" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tick={{ fontSize: 12 }} width={44} tickFormatter={(v: number) => formatPercent(v, locale)} domain={[0, "auto"]} />
            <Tooltip formatter={(v) => (typeof v === "number" ? formatPercent(v, locale) : String(v))} />
            {series.length > 1 ? <Legend /> : null}
            {series.map((s, i) => (
              <Line key={s.name} type="stepAfter" dataKey={s.name} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
      {/* overflow does not clip a table box, so the hiding wrapper is a div */}
      <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("public.rate.year")}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {series.map((s) => (
                <td key={s.name}>{row[s.name] === null ? t("public.rate.noData") : formatPercent(row[s.name] as number, locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
