// The Worker's lucide icons (wrangler.toml [alias] "lucide-react" → lucide-on-the-server.generated.js,
// written by scripts/generate-lucide-server.ts; decision 124). An icon renders exactly lucide's
// <svg> (lucide's own Icon computes the attributes), but its paths, circles and rects are written
// as one string prepared once per icon instead of a React element each: a signed-in page draws
// about twenty icons. The browser keeps lucide as it is and hydrates the same DOM. JavaScript, not
// TypeScript: lucide's internal modules have no type declarations.
import { createElement, forwardRef } from "react";
import Icon from "../../node_modules/lucide-react/dist/esm/Icon.mjs";
import { useLucideContext } from "../../node_modules/lucide-react/dist/esm/context.mjs";
// React's escaping, so the string is what React writes.
import { escapeHtml } from "../../app/lib/prepared-markup";

function innerHtml(node) {
  return node
    .map(([tag, attrs]) => {
      let out = `<${tag}`;
      for (const [name, value] of Object.entries(attrs)) if (name !== "key" && value !== null && value !== undefined) out += ` ${name}="${escapeHtml(value)}"`;
      return `${out}></${tag}>`;
    })
    .join("");
}

// An icon's props are nearly always a few strings (className, aria-hidden): for those the <svg>'s
// attributes are remembered per icon and props, so lucide computes them once.
const MAX_REMEMBERED = 2000;
let remembered = 0;
function propsKey(props) {
  let key = "";
  for (const name in props) {
    const value = props[name];
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean" && value !== undefined) return null;
    key += `${name}\u0000${value}\u0000`;
  }
  return key;
}

/** `Real`: lucide's component for the icon; `data`: its `__iconData` (name, node). */
export function serverIcon(Real, data) {
  const attributesFor = new Map();
  // Written on the icon's first render, then reused.
  let inner;
  const ServerIcon = forwardRef((props, ref) => {
    const context = useLucideContext();
    const key = context && Object.keys(context).length === 0 ? propsKey(props) : null;
    let attributes = key === null ? undefined : attributesFor.get(key);
    if (attributes === undefined) {
      // lucide's own two render steps (the icon's forwardRef, then Icon), with its context hook.
      const svg = Icon.render(Real.render(props, ref).props, ref);
      // Children or strokes that do not scale change the inner markup: lucide renders those itself.
      if (props.children != null || props.nonScalingStroke || svg.props.children.length !== data.node.length + 1) return svg;
      const { children: _children, ...computed } = svg.props;
      attributes = computed;
      if (key !== null && remembered < MAX_REMEMBERED) {
        remembered++;
        attributesFor.set(key, attributes);
      }
    }
    return createElement("svg", { ...attributes, ref, dangerouslySetInnerHTML: { __html: (inner ??= innerHtml(data.node)) } });
  });
  ServerIcon.displayName = Real.displayName;
  return ServerIcon;
}
