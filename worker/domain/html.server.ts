import * as xssModule from "xss";
import { BoundedMap } from "#worker/bounded-map";

// js-xss is CommonJS: under some bundlers its named exports hang off the default export.
const xssLib = ((xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule) as typeof xssModule;
const { FilterXSS, escapeAttrValue, safeAttrValue } = xssLib;

/**
 * The one HTML sanitizer for every HTML field (notification/message titles and descriptions,
 * mail bodies, guide and course content). Applied on write and again on render. js-xss is pure
 * JavaScript, so it runs the same in workerd, Node and the browser.
 */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  span: ["class"],
  mark: ["class"],
  a: ["href", "title", "target"],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  blockquote: [],
  code: [],
  pre: [],
};

const html = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template"],
  onTagAttr(tag: string, name: string, value: string) {
    if (tag === "a" && name === "href") {
      const safe = safeAttrValue(tag, name, value, undefined as never);
      if (!/^(https?:|mailto:|\/(?!\/))/i.test(safe)) return "";
      return `href="${escapeAttrValue(safe)}" rel="noopener noreferrer nofollow"`;
    }
    return undefined;
  },
});

const text = new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ["script", "style"] });

// The same stored strings (header panel titles, descriptions) are sanitized on every page that shows
// them; the sanitizer is a pure function, so short inputs are remembered per isolate (issue 15).
const sanitized = new BoundedMap<string, string>(1000);
const MEMO_MAX_LENGTH = 2000;

export function sanitizeHtml(input: string): string {
  if (input.length > MEMO_MAX_LENGTH) return html.process(input);
  let out = sanitized.get(input);
  if (out === undefined) sanitized.set(input, (out = html.process(input)));
  return out;
}

/** Plain text only: every tag removed. */
export function stripHtml(input: string): string {
  return text.process(input);
}

/** Text placed inside HTML we build ourselves (activity descriptions): every markup character escaped. */
export function escapeHtml(input: string): string {
  return input.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}
