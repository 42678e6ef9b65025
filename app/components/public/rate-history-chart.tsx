import { useTranslation } from "react-i18next";
import { lazy, Suspense } from "react";
import { useNearViewport } from "#app/lib/near-viewport";
import { formatPercent } from "#app/lib/seo";

export interface RateSeries {
  name: string;
  points: { year: number; rate: number }[];
}

// recharts (~110 KiB gzip) is neither in the first-load JS nor in the Worker: the server renders the
// sized, aria-hidden box (the data is in the hidden table below); the browser draws into it after
// hydration, once the box is near the viewport. `import.meta.env.SSR` is a build-time constant, so
// the server bundle drops the import.
const Lines = import.meta.env.SSR ? null : lazy(() => import("./rate-history-lines"));

/**
 * Headline CIT rate over time (recharts). The chart is decorative for screen readers: the same data is
 * in a visually hidden table right after it.
 */
export function RateHistoryChart({ series, caption, locale }: { series: RateSeries[]; caption: string; locale: string }) {
  const { t } = useTranslation();
  const [box, near] = useNearViewport<HTMLDivElement>();
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
  const data = years.map((year) => {
    const row: Record<string, number | null> = { year };
    for (const s of series) row[s.name] = s.points.find((p) => p.year === year)?.rate ?? null;
    return row;
  });
  const cell = (rate: number | null) => (rate === null ? t("public.rate.noData") : formatPercent(rate, locale));
  return (
    <figure className="space-y-2">
      <div ref={box} className="h-72 w-full" aria-hidden data-testid="rate-chart">
        {Lines && near ? (
          <Suspense fallback={null}>
            <Lines data={data} names={series.map((s) => s.name)} locale={locale} />
          </Suspense>
        ) : null}
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
                <td key={s.name}>{cell(row[s.name])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
