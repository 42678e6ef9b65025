/** Chart data shared by the chart components and the dashboard parts (no import cycle between them). */
export type XYSeries = { name: string; data: { x: string | number; y: number }[] }[];

export type ChartSpec =
  /** `xLabel` names a point's x on the chart: applied only where the chart is drawn (the browser), not for every point of every server render */
  | { kind: "line"; series: XYSeries; area?: boolean; xLabel?: (x: string | number) => string }
  | { kind: "bars"; labels: string[]; series: { name: string; data: number[] }[] }
  | { kind: "donut"; labels: string[]; values: number[] };

/**
 * Each kind of chart's drawn height in px: the chart uses it, and so does its loading box, so the card
 * does not change height when the chart (its own chunk, after hydration) replaces the box.
 */
export const CHART_HEIGHT: Record<ChartSpec["kind"], number> = { line: 260, bars: 240, donut: 200 };
