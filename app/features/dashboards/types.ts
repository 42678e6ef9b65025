/** Chart data shared by the chart components and the dashboard parts (no import cycle between them). */
export type XYSeries = { name: string; data: { x: string | number; y: number }[] }[];

export type ChartSpec =
  /** `xLabel` names a point's x on the chart: applied only where the chart is drawn (the browser), not for every point of every server render */
  | { kind: "line"; series: XYSeries; area?: boolean; xLabel?: (x: string | number) => string }
  | { kind: "bars"; labels: string[]; series: { name: string; data: number[] }[] }
  | { kind: "donut"; labels: string[]; values: number[] };
