import { Link } from "@remix-run/react";
import { CircleHelp, Palette } from "lucide-react";
import { createContext, lazy, Suspense, useCallback, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NavigationTrees } from "#worker/domain/navigation-trees";
import { LAYOUT_VARIANTS, type LayoutName, type LayoutVariant } from "#worker/domain/shell-settings";
import { FullscreenToggle } from "#app/components/shell/fullscreen-toggle";
import { HeaderButton, HeaderLink } from "#app/components/shell/header-button";
// Deferred in the browser: not in the first-load JS (issue 15, lazy-widgets.tsx).
import { AdvisorSwitch, HorizontalNav, InboxPanel, NavigationDrawer, QuickChat, SearchBar, ShortcutsPanel, UserMenu } from "#app/components/shell/lazy-widgets";
import { cn } from "#app/lib/utils";
import { useRootData } from "#app/root";
import { LanguageSwitcher } from "./language-switcher";
import { HEADER_LINKS, NavItems, NavTree, type Tone } from "./nav-items";
import { LoadingBar } from "./loading-bar";
import { SkipLink } from "./skip-link";

// Loaded on first open only: the drawer is not part of any page's first-load JS.
const SettingsDrawer = lazy(() => import("./settings-drawer"));

/** The footer (spec: product name, © and the year). The compact layout keeps it behind an always-off switch. */
export function Footer() {
  const { t } = useTranslation();
  const name = useRootData()?.appName ?? "TaxAtlas";
  return <footer className="border-t px-6 py-4 text-sm text-muted-foreground">{t("shell.footer", { year: new Date().getFullYear(), name })}</footer>;
}
const SHOW_FOOTER = false;

/**
 * What the closed header shows of the panels: the unread counts of their badges. Each panel's
 * content loads from its resource route when it is first opened (decision 136).
 */
export interface ShellBadges {
  messages: number;
  notifications: number;
  chats: number;
}

/**
 * The settings drawer's button and the drawer. The drawer's code is fetched when it is first wanted
 * (hover, focus or click). The Shell renders this once, above whichever layout it draws, so picking
 * a layout in the drawer does not close it; the header's button only opens it.
 */
const SettingsContext = createContext<() => void>(() => undefined);

function SettingsButton() {
  const { t } = useTranslation();
  const open = useContext(SettingsContext);
  return (
    <HeaderButton label={t("appearance.open")} data-panel="settings" aria-haspopup="dialog" onPointerEnter={prefetchSettingsDrawer} onFocus={prefetchSettingsDrawer} onClick={open}>
      <Palette aria-hidden="true" />
    </HeaderButton>
  );
}

const prefetchSettingsDrawer = () => void import("./settings-drawer");

function SettingsHost({ layout, children }: { layout: LayoutName; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  return (
    <SettingsContext.Provider value={show}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onOpenChange={setOpen} pageLayout={layout} />
        </Suspense>
      ) : null}
    </SettingsContext.Provider>
  );
}

function Brand({ tone = "plain", hideName }: { tone?: Tone; hideName?: boolean }) {
  const root = useRootData();
  return (
    <Link
      to="/advisor"
      className={cn("flex shrink-0 items-center gap-2 rounded-md px-1 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", tone === "inverse" && "text-primary-foreground")}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className={hideName ? "sr-only" : "sr-only sm:not-sr-only"}>{root?.appName ?? "TaxAtlas"}</span>
    </Link>
  );
}

function HeaderLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("header.headerLinks")} className="ml-2 hidden items-center gap-1 text-sm lg:flex">
      {HEADER_LINKS.map((l) => (
        <Link key={l.to} className="whitespace-nowrap rounded-md px-2 py-1 text-muted-foreground hover:bg-accent hover:text-foreground" to={l.to}>
          {t(l.key)}
        </Link>
      ))}
    </nav>
  );
}

/** Search, help centre, the panels, language, full screen, appearance, quick chat and the user menu: the same in every layout. */
function HeaderTools({ badges }: { badges: ShellBadges | null }) {
  const { t } = useTranslation();
  return (
    <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
      <SearchBar />
      <HeaderLink to="/support" label={t("shell.helpCenter")} className="hidden sm:inline-flex">
        <CircleHelp aria-hidden="true" />
      </HeaderLink>
      {badges ? (
        <>
          <InboxPanel kind="notification" unread={badges.notifications} />
          <InboxPanel kind="message" unread={badges.messages} />
          <ShortcutsPanel />
        </>
      ) : null}
      <LanguageSwitcher className="hidden md:flex" />
      <FullscreenToggle className="hidden md:inline-flex" />
      <SettingsButton />
      {badges ? <QuickChat unread={badges.chats} /> : null}
      <UserMenu />
    </div>
  );
}

const CONTAINER: Record<LayoutVariant["container"], string> = {
  full: "w-full px-4 sm:px-6",
  boxed: "mx-auto w-full max-w-7xl px-4",
  centered: "mx-auto w-full max-w-5xl px-4",
};

const SIDEBAR_WIDTH: Record<NonNullable<LayoutVariant["sidebar"]>, string> = { wide: "w-64", dense: "w-24", thin: "w-16" };

/** The signed-in person at the top of the classy sidebar. */
function SidebarUser() {
  const root = useRootData();
  const { t } = useTranslation();
  if (!root?.user) return <p className="px-3 py-2 text-xs text-muted-foreground">{t("shell.browsingAsGuest")}</p>;
  return (
    <div className="flex flex-col items-center gap-1 px-3 py-4 text-center">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground">
        {root.user.name.slice(0, 1)}
      </span>
      <span className="text-sm font-medium">{root.user.name}</span>
      <span className="max-w-full truncate text-xs text-muted-foreground">{root.user.email}</span>
    </div>
  );
}

/**
 * The one shell (spec §2 "Layouts"): the 11 layouts are variants of it (worker/domain/shell-settings.ts
 * LAYOUT_VARIANTS) — vertical or horizontal navigation, sidebar width, header style and content
 * width — around the same header tools. `compact` is TaxAtlas's product layout (spec §2
 * "Compact layout header"). Below md the navigation is always the overlay drawer.
 */
export function Shell(props: { layout: LayoutName; trees: NavigationTrees; badges: ShellBadges | null; children: React.ReactNode }) {
  return (
    <SettingsHost layout={props.layout}>
      <ShellLayout {...props} />
    </SettingsHost>
  );
}

function ShellLayout({ layout, trees, badges, children }: { layout: LayoutName; trees: NavigationTrees; badges: ShellBadges | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  const variant = LAYOUT_VARIANTS[layout];
  const navigation = trees[variant.tree];
  const main = (
    <main id="main" className={cn(CONTAINER[variant.container], "flex-1 py-8")}>
      {children}
    </main>
  );

  if (variant.navigation === "none")
    return (
      <div className="flex min-h-screen flex-col" data-layout={layout}>
        <SkipLink />
        <LoadingBar />
        {main}
      </div>
    );

  if (variant.navigation === "vertical") {
    const sidebar = variant.sidebar ?? "wide";
    return (
      <div className="flex min-h-screen" data-layout={layout}>
        <SkipLink />
        <LoadingBar />
        <aside className={cn("sticky top-0 hidden h-screen shrink-0 flex-col overflow-y-auto border-r bg-card md:flex", SIDEBAR_WIDTH[sidebar], layout === "futuristic" && "border-r-2 border-r-primary")}>
          <div className={cn("flex h-16 shrink-0 items-center px-3", sidebar !== "wide" && "justify-center")}>
            <Brand hideName={sidebar !== "wide"} />
          </div>
          {layout === "classy" ? <SidebarUser /> : null}
          <nav aria-label={t("shell.mainNavigation")} className="flex flex-col gap-0.5 p-2 text-sm">
            <NavTree navigation={navigation} sidebar={sidebar} icons />
          </nav>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-10 border-b bg-card">
            <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
              <NavigationDrawer navigation={navigation} className="md:hidden" />
              <span className="md:hidden">
                <Brand />
              </span>
              <AdvisorSwitch className="ml-3 hidden lg:flex" />
              <HeaderLinks />
              <HeaderTools badges={badges} />
            </div>
          </header>
          {main}
          {SHOW_FOOTER ? <Footer /> : null}
        </div>
      </div>
    );
  }

  // Horizontal navigation: compact (the product's header), centered, enterprise, material, modern.
  // Compact keeps the product's links in one row (spec §2 "Navigation menu"); the template layouts
  // draw the horizontal tree's groups as dropdowns (decision 106).
  const band = variant.header === "band";
  const tone: Tone = layout === "enterprise" ? "inverse" : "plain";
  const entries = layout === "compact" ? <NavItems navigation={navigation} tone={tone} /> : <HorizontalNav navigation={navigation} tone={tone} />;
  const navBar = (
    <nav
      aria-label={t("shell.mainNavigation")}
      className={cn(
        "hidden gap-1 text-sm md:flex",
        layout === "compact" && "overflow-x-auto",
        layout === "enterprise" ? "bg-primary px-4 py-1.5" : "mx-auto max-w-7xl px-4 pb-2",
      )}
    >
      {entries}
    </nav>
  );
  const modern = layout === "modern";
  const shellBody = (
    <>
      <header className={cn("border-b bg-card", layout === "centered" && "rounded-t-xl")}>
        <div
          className={cn(
            "relative flex items-center gap-1 px-2 sm:gap-2 sm:px-4",
            // Modern puts the bar in the header row from lg; between md and lg it wraps to a second row.
            modern ? "flex-wrap py-3 lg:h-16 lg:flex-nowrap lg:py-0" : "h-16",
            layout !== "enterprise" && "mx-auto max-w-7xl",
          )}
        >
          <NavigationDrawer navigation={navigation} />
          <Brand />
          <AdvisorSwitch className="ml-3 hidden lg:flex" />
          {modern ? (
            <nav aria-label={t("shell.mainNavigation")} className="order-last hidden basis-full pt-2 text-sm md:flex lg:order-none lg:ml-2 lg:min-w-0 lg:flex-1 lg:basis-auto lg:pt-0">
              {entries}
            </nav>
          ) : (
            <HeaderLinks />
          )}
          <HeaderTools badges={badges} />
        </div>
        {layout === "enterprise" || layout === "modern" ? null : navBar}
      </header>
      {layout === "enterprise" ? navBar : null}
      {band && layout === "material" ? (
        <div className="flex flex-1 flex-col">
          <div aria-hidden="true" className="h-40 bg-primary" />
          <div className={cn(CONTAINER.boxed, "-mt-32 flex flex-1 flex-col pb-8")}>
            <div className="flex flex-1 flex-col rounded-xl border bg-card shadow-sm">
              <main id="main" className="flex-1 p-4 sm:p-6">
                {children}
              </main>
            </div>
          </div>
        </div>
      ) : (
        main
      )}
      {SHOW_FOOTER ? <Footer /> : null}
    </>
  );
  return (
    <div className={cn("flex min-h-screen flex-col", layout === "centered" && "bg-muted sm:p-4")} data-layout={layout}>
      <SkipLink />
      <LoadingBar />
      {layout === "centered" ? <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col rounded-xl border bg-background shadow-sm">{shellBody}</div> : shellBody}
    </div>
  );
}
