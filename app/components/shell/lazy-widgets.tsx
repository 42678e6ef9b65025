import { deferred } from "#app/lib/deferred";
import type { HorizontalNav as HorizontalNavType } from "#app/components/layout/horizontal-nav";
import type { NavigationDrawer as NavigationDrawerType } from "#app/components/layout/navigation-drawer";
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
 * the code has arrived, so the page looks the same. On the server the same widget renders
 * synchronously (its module is loaded with this one, before any request); closed, a widget is only
 * its trigger. Its opened part (the Radix popover, menu or sheet, cmdk, the panel) is a module of
 * its own, requested on the first open or when the pointer or focus reaches the trigger
 * (`lazyPart` and header-button.tsx `FirstOpen`, decision 318), so hydration loads only the triggers. After a
 * client-side navigation into the layout the placeholder holds the button's place for the moment
 * it loads.
 */
export const InboxPanel = deferred<typeof InboxPanelType>("InboxPanel", () => import("./inbox-panel").then((m) => m.InboxPanel));
export const QuickChat = deferred<typeof QuickChatType>("QuickChat", () => import("./quick-chat").then((m) => m.QuickChat));
export const SearchBar = deferred<typeof SearchBarType>("SearchBar", () => import("./search").then((m) => m.SearchBar));
export const ShortcutsPanel = deferred<typeof ShortcutsPanelType>("ShortcutsPanel", () => import("./shortcuts-panel").then((m) => m.ShortcutsPanel));
export const UserMenu = deferred<typeof UserMenuType>("UserMenu", () => import("./user-menu").then((m) => m.UserMenu));
export const NavigationDrawer = deferred<typeof NavigationDrawerType>("NavigationDrawer", () => import("#app/components/layout/navigation-drawer").then((m) => m.NavigationDrawer));
// Rendered for advisors and admins only; nothing to hold a place for.
export const AdvisorSwitch = deferred<typeof AdvisorSwitchType>("AdvisorSwitch", () => import("./advisor-switch").then((m) => m.AdvisorSwitch), { placeholder: "none" });
// The horizontal layouts' menu bar: its links are in the server's HTML until the dropdown code arrives.
export const HorizontalNav = deferred<typeof HorizontalNavType>("HorizontalNav", () => import("#app/components/layout/horizontal-nav").then((m) => m.HorizontalNav), { placeholder: "none" });
