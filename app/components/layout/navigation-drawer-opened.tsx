import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { NavigationNode } from "#worker/domain/navigation-trees";
import { AdvisorSwitch } from "#app/components/shell/advisor-switch";
import { Sheet, SheetContent, SheetTrigger } from "#app/components/ui/sheet";
import { LanguageSwitcher } from "./language-switcher";
import { HEADER_LINKS, NavTree } from "./nav-items";

/**
 * The navigation drawer's sheet (navigation-drawer.tsx): the navigation tree, the header links,
 * language and the advisor switch, in a module the browser loads on the first open.
 */
export function NavigationSheet({ navigation, open, setOpen, trigger }: { navigation: NavigationNode[]; open: boolean; setOpen: (open: boolean) => void; trigger: React.ReactElement }) {
  const { t } = useTranslation();
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
