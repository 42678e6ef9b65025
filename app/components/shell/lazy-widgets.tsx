import { lazy, memo, Suspense, type ComponentProps, type ComponentType, type NamedExoticComponent } from "react";
import type { HorizontalNav as HorizontalNavType } from "../layout/horizontal-nav";
import type { NavigationDrawer as NavigationDrawerType } from "../layout/navigation-drawer";
import type { AdvisorSwitch as AdvisorSwitchType } from "./advisor-switch";
import type { InboxPanel as InboxPanelType } from "./inbox-panel";
import type { QuickChat as QuickChatType } from "./quick-chat";
import type { SearchBar as SearchBarType } from "./search";
import type { ShortcutsPanel as ShortcutsPanelType } from "./shortcuts-panel";
import type { UserMenu as UserMenuType } from "./user-menu";

/**
 * The compact header's heavy widgets (cmdk search, radix menus/popovers/sheets, date-fns, quick
 * chat) are not in a page's first-load JS (issue 15). In the browser each one is its own chunk,
 * requested when hydration reaches it: React keeps the server's HTML of a suspended boundary until
 * the code has arrived, so the page looks the same. On the server a widget renders synchronously:
 * its closed state from closed-widgets.tsx when it has one (the same HTML without the widget's
 * Radix roots and hooks, decision 124), else the widget itself; both modules are loaded when this
 * one is (before any request). After a client-side navigation into the layout the placeholder
 * holds the button's place for the moment it loads.
 */
// Any component type; the result keeps its props.
function deferred<C extends ComponentType<any>>(
  name: string,
  load: (() => Promise<C>) | null,
  { placeholder = "button", closed }: { placeholder?: "button" | "none"; closed?: () => Promise<ComponentType<ComponentProps<C>>> } = {},
): NamedExoticComponent<ComponentProps<C>> {
  // Server: the closed render (or the widget) once its module has loaded (at start-up). A widget
  // with a closed render passes `load` only in the browser build (`import.meta.env.SSR ? null :`),
  // so its module is not in the Worker at all. Browser: always the same lazy component, so a
  // re-render never swaps the element type (that would remount the widget and drop its state, e.g.
  // close an open panel).
  let loaded: ComponentType<ComponentProps<C>> | null = null;
  if (import.meta.env.SSR) void (closed ?? load!)().then((c) => (loaded = c));
  const Lazy = import.meta.env.SSR ? null : lazy(() => load!().then((c) => ({ default: c })));
  // Memoised: a parent's re-render with the same props (the whole catalogue arriving re-renders
  // every translated component) must not reach a boundary still waiting for its chunk, or React
  // gives up hydrating it and renders it again on the client (error 421).
  const Deferred = memo(function Deferred(props: ComponentProps<C>) {
    const Impl = (loaded ?? Lazy)!;
    return (
      <Suspense fallback={placeholder === "button" ? <span className="inline-flex size-9 shrink-0" aria-hidden="true" /> : null}>
        <Impl {...props} />
      </Suspense>
    );
  });
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

const closedWidgets = () => import("./closed-widgets");
export const InboxPanel = deferred<typeof InboxPanelType>("InboxPanel", import.meta.env.SSR ? null : () => import("./inbox-panel").then((m) => m.InboxPanel), { closed: () => closedWidgets().then((m) => m.ClosedInboxPanel) });
export const QuickChat = deferred<typeof QuickChatType>("QuickChat", import.meta.env.SSR ? null : () => import("./quick-chat").then((m) => m.QuickChat), { closed: () => closedWidgets().then((m) => m.ClosedQuickChat) });
export const SearchBar = deferred<typeof SearchBarType>("SearchBar", import.meta.env.SSR ? null : () => import("./search").then((m) => m.SearchBar), { closed: () => closedWidgets().then((m) => m.ClosedSearchBar) });
export const ShortcutsPanel = deferred<typeof ShortcutsPanelType>("ShortcutsPanel", import.meta.env.SSR ? null : () => import("./shortcuts-panel").then((m) => m.ShortcutsPanel), { closed: () => closedWidgets().then((m) => m.ClosedShortcutsPanel) });
export const UserMenu = deferred<typeof UserMenuType>("UserMenu", import.meta.env.SSR ? null : () => import("./user-menu").then((m) => m.UserMenu), { closed: () => closedWidgets().then((m) => m.ClosedUserMenu) });
export const NavigationDrawer = deferred<typeof NavigationDrawerType>("NavigationDrawer", import.meta.env.SSR ? null : () => import("../layout/navigation-drawer").then((m) => m.NavigationDrawer), {
  closed: () => closedWidgets().then((m) => m.ClosedNavigationDrawer),
});
// Rendered for advisors and admins only; nothing to hold a place for.
export const AdvisorSwitch = deferred<typeof AdvisorSwitchType>("AdvisorSwitch", () => import("./advisor-switch").then((m) => m.AdvisorSwitch), { placeholder: "none" });
// The horizontal layouts' menu bar: its links are in the server's HTML until the dropdown code arrives.
export const HorizontalNav = deferred<typeof HorizontalNavType>("HorizontalNav", () => import("../layout/horizontal-nav").then((m) => m.HorizontalNav), { placeholder: "none" });
