/**
 * What the Worker bundle gets for `import "aria-hidden"` (wrangler.toml [alias], decision 114):
 * Radix dialogs, menus, popovers and selects call these in effects, after mount in the browser;
 * a server render never does. The browser bundle and vitest use the real package.
 */
type Undo = () => void;
const undo: Undo = () => {};
export const hideOthers = (): Undo => undo;
export const inertOthers = (): Undo => undo;
export const suppressOthers = (): Undo => undo;
export const supportsInert = (): boolean => false;
