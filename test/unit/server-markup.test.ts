import { createElement, Fragment, type ComponentType, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeHtml, optionsHtml, preparedChildren, rowsHtml } from "~/lib/prepared-markup";

/**
 * The server writes some markup itself instead of through React elements (decision 124): long lists
 * (app/lib/prepared-markup.ts) and the inner markup of lucide icons (worker/runtime/
 * lucide-server-icon.js). The browser hydrates React's elements over it, so it must be exactly
 * what React renders: each case renders both ways and compares.
 */
async function html(element: ReactElement): Promise<string> {
  return new Response(await renderToReadableStream(element)).text();
}

const TRICKY = `O'Brien & "Sons" <Ltd> · Türkiye`;

describe("prepared lists render what React renders", () => {
  const options = [
    { value: "", label: "—" },
    { value: "cyprus", label: "Cyprus" },
    { value: "o-brien", label: TRICKY },
  ];

  it("options of a select, with React's selected option", async () => {
    for (const selected of ["", "cyprus"]) {
      const byReact = await html(createElement("select", { defaultValue: selected, name: "j" }, options.map((o) => createElement("option", { key: o.value, value: o.value }, o.label))));
      expect(await html(createElement("select", { defaultValue: selected, name: "j", dangerouslySetInnerHTML: { __html: optionsHtml(options, selected) } }))).toBe(byReact);
    }
  });

  it("table rows with a row header, numbers and escaped text", async () => {
    const rows: [number, string, string][] = [
      [2001, "25%", TRICKY],
      [2002, "", "12.5%"],
    ];
    const byReact = await html(
      createElement(
        "tbody",
        null,
        rows.map(([year, ...cells]) => createElement("tr", { key: year }, createElement("th", { scope: "row" }, year), ...cells.map((c, i) => createElement("td", { key: i }, c)))),
      ),
    );
    const children = () => rows.map(([year, ...cells]) => createElement("tr", { key: year }, createElement("th", { scope: "row" }, year), ...cells.map((c, i) => createElement("td", { key: i }, c))));
    // The server side of preparedChildren (tests render as the server does).
    expect(await html(createElement("tbody", preparedChildren(() => rowsHtml(rows), children) as Record<string, unknown>))).toBe(byReact);
    expect(await html(createElement("tbody", { dangerouslySetInnerHTML: { __html: rowsHtml(rows) } }))).toBe(byReact);
  });

  it("escapes like React", async () => {
    expect(await html(createElement("p", { title: TRICKY }, TRICKY))).toBe(`<p title="${escapeHtml(TRICKY)}">${escapeHtml(TRICKY)}</p>`);
  });
});

type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: { name: string; node: unknown[] } };

describe("the Worker's lucide icons render what lucide renders", () => {
  it("same <svg> for each icon and props, first and remembered render", async () => {
    // Untyped modules (lucide's per-icon files, our JavaScript runtime helper): imported by name.
    const { serverIcon } = (await import("../../worker/runtime/lucide-server-icon.js" as string)) as { serverIcon: (real: unknown, data: unknown) => ComponentType<Record<string, unknown>> };
    const icons = (await Promise.all(["bell", "palette", "circle-question-mark", "user", "layout-grid"].map((name) => import(`lucide-react/dist/esm/icons/${name}.mjs` as string)))) as IconModule[];
    const propsList: Record<string, unknown>[] = [{}, { "aria-hidden": "true" }, { className: "size-4 text-muted-foreground", "aria-hidden": "true" }, { "aria-label": TRICKY }, { size: 16, strokeWidth: 1.5 }, { absoluteStrokeWidth: true, size: 48 }];
    for (const icon of icons) {
      const Server = serverIcon(icon.default, icon.__iconData);
      for (const props of propsList) {
        const byLucide = await html(createElement(icon.default, props));
        expect(byLucide).toContain("<svg");
        expect(await html(createElement(Server, props))).toBe(byLucide);
        expect(await html(createElement(Server, props))).toBe(byLucide);
      }
      // Children: lucide renders those itself.
      const withChildren = { children: createElement(Fragment, null, createElement("title", null, "Bell")) };
      expect(await html(createElement(Server, withChildren))).toBe(await html(createElement(icon.default, withChildren)));
      expect(await html(createElement(Server, { nonScalingStroke: true }))).toBe(await html(createElement(icon.default, { nonScalingStroke: true })));
    }
  });
});
