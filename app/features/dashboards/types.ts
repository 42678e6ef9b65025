/** Chart data shared by the chart components and the dashboard parts (no import cycle between them). */
export type XYSeries = { name: string; data: { x: string | number; y: number }[] }[];

export type ChartSpec =
  | { kind: "line"; series: XYSeries; area?: boolean }
  | { kind: "bars"; labels: string[]; series: { name: string; data: number[] }[] }
  | { kind: "donut"; labels: string[]; values: number[] };
