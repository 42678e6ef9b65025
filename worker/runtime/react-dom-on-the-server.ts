/**
 * What the Worker bundle gets for `import "react-dom"` (wrangler.toml [alias], decision 110).
 *
 * Server rendering needs only react-dom/server. UI libraries the pages import (Radix portals,
 * dnd-kit, floating-ui, react-router-dom) also import react-dom itself for browser-only calls —
 * portals after mount, flushSync and batched updates in event handlers — which pulled React's whole
 * client renderer (≈ 130 KB minified) into the Worker. None of these run during a server render:
 * a portal's container only exists after mount, and there are no events on the server. The
 * browser bundle and vitest use the real react-dom.
 */
export const version = "18.3.1";

/** Never reached while rendering on the server (a portal needs a mounted DOM container). */
export function createPortal(): null {
  return null;
}

export function flushSync<R>(fn: () => R): R {
  return fn();
}

export function unstable_batchedUpdates<A, R>(fn: (a: A) => R, a: A): R {
  return fn(a);
}

export default { version, createPortal, flushSync, unstable_batchedUpdates };
