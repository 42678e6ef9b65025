import { Link, NavLink } from "@remix-run/react";
import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Chat } from "../../../worker/domain/chat.server";
import type { InboxItem } from "../../../worker/domain/inbox.server";
import { navigationLeaves, type NavigationNode } from "../../../worker/domain/navigation-trees";
import type { Shortcut } from "../../../worker/domain/shortcuts.server";
import { FullscreenToggle } from "~/components/shell/fullscreen-toggle";
import { HeaderLink } from "~/components/shell/header-button";
// Deferred in the browser: not in the first-load JS (issue 15, lazy-widgets.tsx).
import { AdvisorSwitch, InboxPanel, NavigationDrawer, QuickChat, SearchBar, ShortcutsPanel, UserMenu } from "~/components/shell/lazy-widgets";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root";
import { LanguageSwitcher } from "./language-switcher";
import { LoadingBar } from "./loading-bar";
import { SkipLink } from "./skip-link";


/** The footer (spec: product name, © and the year). The compact layout keeps it behind an always-off switch. */
export function Footer() {
  const { t } = useTranslation();
  const name = useRootData()?.appName ?? "TaxAtlas";
  return <footer className="border-t px-6 py-4 text-sm text-muted-foreground">{t("shell.footer", { year: new Date().getFullYear(), name })}</footer>;
}
const SHOW_FOOTER = false;

export interface ShellPanels {
  messages: InboxItem[];
  notifications: InboxItem[];
  shortcuts: Shortcut[];
  chats: Chat[];
}

export const HEADER_LINKS = [
  { to: "/advisor", key: "shell.iamAdvisor" },
  { to: "/support/faqs", key: "shell.faq" },
  { to: "/pricing", key: "shell.pricing" },
] as const;

export function NavLinkItem({ item, vertical }: { item: NavigationNode; vertical?: boolean }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={item.link ?? "/"}
      end={item.link === "/advisor"}
      data-nav-id={item.id}
      className={({ isActive }) =>
        cn(
          "whitespace-nowrap rounded-md px-3 py-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          vertical && "py-2.5",
          isActive && "bg-accent font-medium text-foreground",
        )
      }
    >
      {item.titleKey ? t(item.titleKey) : null}
    </NavLink>
  );
}

/** The header bar: the compact tree's links in menu order (its sections flattened into one row). */
function NavItems({ navigation }: { navigation: NavigationNode[] }) {
  return (
    <>
      {navigationLeaves(navigation).map((item) => (
        <NavLinkItem key={item.id} item={item} />
      ))}
    </>
  );
}

/**
 * The compact layout (spec §2 "Compact layout header"): advisor-view switch, the three header
 * links, search, help centre, notifications, messages, shortcuts, language, full screen, user menu
 * and quick chat; the role's navigation below (a drawer under md).
 */
export function CompactLayout({ navigation, panels, children }: { navigation: NavigationNode[]; panels: ShellPanels | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LoadingBar />
      <header className="border-b bg-card">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
          <NavigationDrawer navigation={navigation} />
          <Link to="/advisor" className="flex shrink-0 items-center gap-2 rounded-md px-1 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className="sr-only sm:not-sr-only">{root?.appName ?? "TaxAtlas"}</span>
          </Link>
          <AdvisorSwitch className="ml-3 hidden lg:flex" />
          <nav aria-label={t("header.headerLinks")} className="ml-2 hidden items-center gap-1 text-sm lg:flex">
            {HEADER_LINKS.map((l) => (
              <Link key={l.to} className="whitespace-nowrap rounded-md px-2 py-1 text-muted-foreground hover:bg-accent hover:text-foreground" to={l.to}>
                {t(l.key)}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <SearchBar />
            <HeaderLink to="/support" label={t("shell.helpCenter")} className="hidden sm:inline-flex">
              <CircleHelp aria-hidden="true" />
            </HeaderLink>
            {panels ? (
              <>
                <InboxPanel kind="notification" items={panels.notifications} />
                <InboxPanel kind="message" items={panels.messages} />
                <ShortcutsPanel shortcuts={panels.shortcuts} />
              </>
            ) : null}
            <LanguageSwitcher className="hidden md:flex" />
            <FullscreenToggle className="hidden md:inline-flex" />
            {panels ? <QuickChat chats={panels.chats} /> : null}
            <UserMenu />
          </div>
        </div>
        <nav aria-label={t("shell.mainNavigation")} className="mx-auto hidden max-w-7xl gap-1 overflow-x-auto px-4 pb-2 text-sm md:flex">
          <NavItems navigation={navigation} />
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      {SHOW_FOOTER ? <Footer /> : null}
    </div>
  );
}
