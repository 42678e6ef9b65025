import type { ReactNode } from "react";

/**
 * Long lists of plain elements (a picker's options, the rows of a data table) written by the server
 * as one string instead of a React element per node (issue 15, decision 124): the jurisdiction page
 * draws three pickers of 53 countries and a table of 40-odd years, a tenth of its server time as
 * elements. The string must be byte for byte what React renders for the same elements, because the
 * browser renders the elements and hydrates them over it: test/unit/server-markup.test.ts renders
 * both and compares. Only for elements with text children and string attributes.
 */

// React's escaping of text and attribute values (escapeTextForBrowser).
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
export const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A parent's children as props: React elements, or a prepared string as its inner HTML. */
export type PreparedProps = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

/**
 * A parent's children: on the server the prepared string as the parent's inner HTML, in the
 * browser the React elements. Both are functions, so each side builds only its own. Spread onto
 * the parent element:
 *   <tbody {...preparedChildren(() => rowsHtml(rows), () => rows.map(…))} />
 */
export function preparedChildren(html: () => string, children: () => ReactNode): PreparedProps {
  return import.meta.env.SSR ? { dangerouslySetInnerHTML: { __html: html() } } : { children: children() };
}

/** `<option>`s of a `<select>` whose value (or defaultValue) is `selected`: React marks that option `selected=""`. */
export function optionsHtml(options: readonly { value: string; label: string }[], selected: string): string {
  let out = "";
  for (const o of options) out += `<option value="${escapeHtml(o.value)}"${o.value === selected ? ' selected=""' : ""}>${escapeHtml(o.label)}</option>`;
  return out;
}

/** Table rows whose first cell is a row header: `<tr><th scope="row">…</th><td>…</td>…</tr>`. */
export function rowsHtml(rows: readonly (readonly [string | number, ...(string | number)[]])[]): string {
  let out = "";
  for (const [head, ...cells] of rows) {
    out += `<tr><th scope="row">${escapeHtml(head)}</th>`;
    for (const cell of cells) out += `<td>${escapeHtml(cell)}</td>`;
    out += "</tr>";
  }
  return out;
}
