/**
 * What the Worker bundle gets for `import "@floating-ui/react-dom"` (wrangler.toml [alias],
 * decision 114). Radix's Popper (menus, popovers, selects) positions its content with floating-ui,
 * which measures the DOM after mount; a server render only ever sees the hook's first state. This
 * returns exactly that state (the same fields, and `floatingStyles` with the same keys in the same
 * order, so the style attribute is byte-for-byte the same) without bundling floating-ui's
 * positioning code (≈ 22 KB minified). The browser bundle and vitest use the real package.
 */
type Strategy = "absolute" | "fixed";
interface UseFloatingOptions {
  placement?: string;
  strategy?: Strategy;
  elements?: { reference?: unknown; floating?: unknown };
}

const noop = () => {};

export function useFloating(options: UseFloatingOptions = {}) {
  const { placement = "bottom", strategy = "absolute", elements: { reference = null, floating = null } = {} } = options;
  return {
    x: 0,
    y: 0,
    strategy,
    placement,
    middlewareData: {},
    isPositioned: false,
    update: noop,
    refs: { reference: { current: null }, floating: { current: null }, setReference: noop, setFloating: noop },
    elements: { reference, floating },
    floatingStyles: { position: strategy, left: 0, top: 0 },
  };
}

/** Only called by `whileElementsMounted`, i.e. after mount in the browser. */
export const autoUpdate = () => noop;

// Middleware descriptors: built while rendering, run only by computePosition (never on the server).
const middleware =
  (name: string) =>
  (options?: unknown): { name: string; options: unknown; fn: () => object } => ({ name, options, fn: () => ({}) });
export const offset = middleware("offset");
export const shift = middleware("shift");
export const flip = middleware("flip");
export const size = middleware("size");
export const arrow = middleware("arrow");
export const hide = middleware("hide");
export const inline = middleware("inline");
export const autoPlacement = middleware("autoPlacement");
export const limitShift = (options?: unknown) => ({ options, fn: () => ({}) });
