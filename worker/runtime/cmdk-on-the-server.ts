/**
 * What the Worker bundle gets for `import "cmdk"` (wrangler.toml [alias], decision 114). The only
 * command menu (app/components/shell/search.tsx) renders it after the search bar is opened, which
 * only happens in the browser; the server always renders the closed bar. Rendering a command menu
 * on the server would need the real package (≈ 12 KB minified), so these components refuse loudly
 * instead of rendering something else than the browser would hydrate. The browser bundle and
 * vitest use the real package.
 */
function browserOnly(name: string) {
  return function ServerCommandPart(): never {
    throw new Error(`cmdk's ${name} renders only in the browser in this Worker (decision 114): render it after mount`);
  };
}

const parts = {
  List: browserOnly("Command.List"),
  Item: browserOnly("Command.Item"),
  Input: browserOnly("Command.Input"),
  Group: browserOnly("Command.Group"),
  Separator: browserOnly("Command.Separator"),
  Dialog: browserOnly("Command.Dialog"),
  Empty: browserOnly("Command.Empty"),
  Loading: browserOnly("Command.Loading"),
};

export const Command = Object.assign(browserOnly("Command"), parts);
export const CommandRoot = Command;
export const CommandList = parts.List;
export const CommandItem = parts.Item;
export const CommandInput = parts.Input;
export const CommandGroup = parts.Group;
export const CommandSeparator = parts.Separator;
export const CommandDialog = parts.Dialog;
export const CommandEmpty = parts.Empty;
export const CommandLoading = parts.Loading;
export const defaultFilter = (): number => 0;
export function useCommandState(): never {
  throw new Error("cmdk's useCommandState runs only in the browser in this Worker (decision 114)");
}
