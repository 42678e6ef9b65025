import { Link, NavLink, useLocation } from "@remix-run/react";
import { CircleHelp, Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Chat } from "../../../worker/domain/chat.server";
import type { InboxItem } from "../../../worker/domain/inbox.server";
import { navigationLeaves, type NavigationNode } from "../../../worker/domain/navigation-trees";
import type { Shortcut } from "../../../worker/domain/shortcuts.server";
import { AdvisorSwitch } from "~/components/shell/advisor-switch";
import { FullscreenToggle } from "~/components/shell/fullscreen-toggle";
import { HeaderButton, HeaderLink } from "~/components/shell/header-button";
// Deferred in the browser: not in the first-load JS (issue 15, lazy-widgets.tsx).
import { InboxPanel, QuickChat, SearchBar, ShortcutsPanel, UserMenu } from "~/components/shell/lazy-widgets";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
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

const HEADER_LINKS = [
  { to: "/advisor", key: "shell.iamAdvisor" },
  { to: "/support/faqs", key: "shell.faq" },
  { to: "/pricing", key: "shell.pricing" },
] as const;

function NavLinkItem({ item, vertical }: { item: NavigationNode; vertical?: boolean }) {
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

/** The drawer: the compact tree as it is, each section under its title. */
function NavTree({ navigation }: { navigation: NavigationNode[] }) {
  const { t } = useTranslation();
  return (
    <>
      {navigation.map((node) =>
        node.children ? (
          <div key={node.id} role="group" aria-labelledby={`nav-section-${node.id}`} className="flex flex-col gap-0.5 pt-2">
            <span id={`nav-section-${node.id}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {node.titleKey ? t(node.titleKey) : null}
            </span>
            {node.children.map((child) => (
              <NavLinkItem key={child.id} item={child} vertical />
            ))}
          </div>
        ) : node.link ? (
          <NavLinkItem key={node.id} item={node} vertical />
        ) : null,
      )}
    </>
  );
}

/** Below lg the header links, language, help and the advisor switch move here; below md the navigation too (spec §2). */
function NavigationDrawer({ navigation }: { navigation: NavigationNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Any navigation closes the drawer, including a language switch that returns to the same page.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <HeaderButton label={t("shell.openNavigation")} className="lg:hidden" data-panel="navigation">
          <Menu aria-hidden="true" />
        </HeaderButton>
      </SheetTrigger>
      <SheetContent side="left" title={t("shell.mainNavigation")} closeLabel={t("shell.closeNavigation")}>
        <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-3 text-sm">
          <AdvisorSwitch className="px-3 py-1" />
          <nav aria-label={t("shell.mainNavigation")} className="flex flex-col gap-0.5">
            <NavTree navigation={navigation} />
          </nav>
          <nav aria-label={t("header.headerLinks")} className="flex flex-col gap-0.5 border-t pt-3">
            {HEADER_LINKS.map((l) => (
              <Link key={l.to} to={l.to} className="rounded-md px-3 py-2.5 text-muted-foreground hover:bg-accent hover:text-foreground">
                {t(l.key)}
              </Link>
            ))}
            <Link to="/support" className="rounded-md px-3 py-2.5 text-muted-foreground hover:bg-accent hover:text-foreground">
              {t("shell.helpCenter")}
            </Link>
          </nav>
          <div className="border-t px-1 pt-3">
            <LanguageSwitcher />
          </div>
        </div>
      </SheetContent>
    </Sheet>
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
