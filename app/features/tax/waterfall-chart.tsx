import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { usd } from "./format";
import { STEP_COLOURS, type StepKind } from "./money-path";


export interface WaterfallBar {
  kind: StepKind;
  /** The step's name in the UI language (translated by the server-rendered parent). */
  name: string;
  low: number;
  high: number;
}

/**
 * The path of the money as a waterfall: the profit, each tax hanging from the running total, and
 * what is left. Loaded lazily in the browser; hidden from screen readers because the table next
 * to it (MoneyPathTable) holds the same figures as text.
 */
export default function WaterfallChart({ bars, locale, testId }: { bars: WaterfallBar[]; locale: string; testId?: string }) {
  const data = bars.map((b) => ({ ...b, range: [b.low, b.high] as [number, number] }));
  return (
    <div className="w-full" style={{ height: bars.length * 38 + 48 }} aria-hidden data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} barCategoryGap={6}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={(v: number) => usd(v, locale)} domain={[0, "dataMax"]} />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={118} interval={0} />
          <Bar dataKey="range" isAnimationActive={false}>
            {data.map((b) => (
              <Cell key={b.kind} fill={STEP_COLOURS[b.kind]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
