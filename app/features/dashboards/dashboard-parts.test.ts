import { createElement } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/i18next.server";
import { renderToStream } from "#worker/runtime/render-stream";
import { ChartCard, Stat } from "./dashboard-parts";
import type { ChartSpec } from "./types";

/**
 * A chart card as the server draws it: recharts only runs in the browser, so the server writes a
 * loading box in the chart's place. The box is as tall as the chart that replaces it (260 px for a
 * line, 240 for bars, 200 for a donut, the heights charts.tsx draws), so the card keeps its height.
 */
async function render(spec: ChartSpec): Promise<string> {
  const card = createElement(ChartCard, { title: "Balance", spec });
  return new Response(await renderToStream(createElement(I18nextProvider, { i18n: i18nFor("en") }, card))).text();
}

describe("chart card before its chart is drawn", () => {
  it.each([
    ["line", { kind: "line", series: [{ name: "Balance", data: [{ x: "2026-01", y: 1 }] }] }, 260],
    ["bars", { kind: "bars", labels: ["Q1"], series: [{ name: "Revenue", data: [3] }] }, 240],
    ["donut", { kind: "donut", labels: ["A", "B"], values: [1, 2] }, 200],
  ] as [string, ChartSpec, number][])("a %s chart's loading box is as tall as the chart", async (_kind, spec, height) => {
    const html = await render(spec);
    expect(html).toContain('data-chart="chart"');
    expect(html).toMatch(new RegExp(`<div class="[^"]*" style="height:${height}px" role="status">Loading chart…</div>`));
  });

  it("an empty chart shows the no-data message, not a loading box", async () => {
    const html = await render({ kind: "bars", labels: [], series: [] });
    expect(html).toContain('data-chart="empty"');
    expect(html).not.toContain('role="status"');
  });
});

describe("a stat's percentage in the reader's language", () => {
  const stat = async (lng: "en" | "tr") =>
    new Response(
      await renderToStream(createElement(I18nextProvider, { i18n: i18nFor(lng) }, createElement(Stat, { label: "Growth", value: 1, trend: { dir: "up", amount: 12.5 } }))),
    ).text();

  it("writes 12.5% in English and %12,5 in Turkish (the sign before the number, a decimal comma)", async () => {
    expect(await stat("en")).toContain("12.5%");
    const tr = await stat("tr");
    expect(tr).toContain("%12,5");
    expect(tr).not.toContain("12.5%");
  });
});
