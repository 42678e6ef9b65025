import { Link, useLocation } from "@remix-run/react";
import { Menu } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { NavigationNode } from "#worker/domain/navigation-trees";
import { AdvisorSwitch } from "#app/components/shell/advisor-switch";
import { ClosedTrigger, HeaderButton, useFirstOpen } from "#app/components/shell/header-button";
import { Sheet, SheetContent, SheetTrigger } from "#app/components/ui/sheet";
import { cn } from "#app/lib/utils";
import { LanguageSwitcher } from "./language-switcher";
import { HEADER_LINKS, NavTree } from "./nav-items";

// The navigation drawer, in its own module so the browser loads it (and the dialog code under it)
// after the page's first-load JS (issue 15; see lazy-widgets.tsx).

/** Below lg the header links, language, help and the advisor switch move here; below md the navigation too (spec §2). */
export function NavigationDrawer({ navigation, className }: { navigation: NavigationNode[]; className?: string }) {
  const { t } = useTranslation();
  const { open, setOpen, mounted } = useFirstOpen();
  const location = useLocation();
  // Any navigation closes the drawer, including a language switch that returns to the same page.
  useEffect(() => {
    setOpen(false);
  }, [location.key, setOpen]);
  const trigger = (
    <HeaderButton label={t("shell.openNavigation")} className={cn("lg:hidden", className)} data-panel="navigation">
      <Menu aria-hidden="true" />
    </HeaderButton>
  );
  // The sheet (Radix dialog, the navigation tree) is mounted on the first open.
  if (!mounted) return <ClosedTrigger popup="dialog" onOpen={() => setOpen(true)}>{trigger}</ClosedTrigger>;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
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
