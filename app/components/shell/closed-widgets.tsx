import { Bell, LayoutGrid, Menu, MessageSquare, MessagesSquare, Search as SearchIcon, User } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ChatSummary } from "../../../worker/domain/chat.server";
import type { InboxItem } from "../../../worker/domain/inbox.server";
import type { NavigationNode } from "../../../worker/domain/navigation-trees";
import type { Shortcut } from "../../../worker/domain/shortcuts.server";
import type { UserStatus } from "../../../db/schema/users";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root";
import { HeaderButton } from "./header-button";
import { StatusDot } from "./status-dot";

/**
 * What the header widgets render on the server: their closed state, which is all a server render
 * ever shows (each opens only on a click or in an effect). The Worker renders these instead of the
 * widgets (lazy-widgets.tsx), without the Radix roots, the menus' and panels' unrendered content
 * and the widgets' hooks (issue 15, decision 124); the browser hydrates the real widgets over this
 * HTML, so it must be byte for byte what they render closed: the attributes Radix's triggers add,
 * in their order, and the user menu's trigger id from the same tree position (React's useId).
 * test/unit/closed-widgets.test.ts compares both renders; `bench/ssr-diff.ts` compares
 * whole pages.
 */

// Radix's dialog and popover triggers, closed (Popover, Sheet = Dialog).
const CLOSED_DIALOG_TRIGGER = { type: "button", "aria-haspopup": "dialog", "aria-expanded": false, "data-state": "closed" } as const;

export function ClosedInboxPanel({ kind, items }: { kind: "message" | "notification"; items: InboxItem[] }) {
  const { t } = useTranslation();
  const ns = kind === "message" ? "messages" : "notifications";
  const TriggerIcon = kind === "message" ? MessageSquare : Bell;
  return (
    <HeaderButton label={t(`${ns}.title`)} badge={items.filter((i) => !i.read).length} data-panel={ns} {...CLOSED_DIALOG_TRIGGER}>
      <TriggerIcon aria-hidden="true" />
    </HeaderButton>
  );
}

export function ClosedShortcutsPanel(_: { shortcuts: Shortcut[] }) {
  const { t } = useTranslation();
  return (
    <HeaderButton label={t("shortcuts.title")} data-panel="shortcuts" {...CLOSED_DIALOG_TRIGGER}>
      <LayoutGrid aria-hidden="true" />
    </HeaderButton>
  );
}

export function ClosedQuickChat({ chats }: { chats: ChatSummary[] }) {
  const { t } = useTranslation();
  return (
    <HeaderButton label={t("chat.open")} badge={chats.reduce((n, c) => n + c.unreadCount, 0)} data-panel="chat" {...CLOSED_DIALOG_TRIGGER}>
      <MessagesSquare aria-hidden="true" />
    </HeaderButton>
  );
}

export function ClosedNavigationDrawer({ className }: { navigation: NavigationNode[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <HeaderButton label={t("shell.openNavigation")} className={cn("lg:hidden", className)} data-panel="navigation" {...CLOSED_DIALOG_TRIGGER}>
      <Menu aria-hidden="true" />
    </HeaderButton>
  );
}

export function ClosedSearchBar() {
  const { t } = useTranslation();
  return (
    <HeaderButton label={t("search.open")} data-panel="search">
      <SearchIcon aria-hidden="true" />
    </HeaderButton>
  );
}

export function ClosedUserMenu() {
  // UserMenu's status fetcher (react-router's useFetcher) takes an id with useId(), which makes its
  // children one tree level deeper; Radix's DropdownMenu root, its child, then names the trigger
  // with its own first useId(). The same two calls at the same places give the same id.
  useId();
  return <ClosedUserMenuTrigger />;
}

function ClosedUserMenuTrigger() {
  const { t } = useTranslation();
  const root = useRootData();
  const user = root?.user;
  const triggerId = `radix-${useId()}`;
  const status: UserStatus | "guest" = user ? user.status : "guest";
  return (
    <HeaderButton label={t("user.menu")} data-panel="user" className="bg-muted" type="button" id={triggerId} aria-haspopup="menu" aria-expanded={false} data-state="closed">
      {user?.avatar ? <img src={user.avatar} alt="" className="size-9 rounded-full object-cover" /> : <User aria-hidden="true" />}
      <StatusDot status={status} className="absolute bottom-0 right-0" />
    </HeaderButton>
  );
}
