import { useLocation } from "@remix-run/react";
import { Menu } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { NavigationNode } from "#worker/domain/navigation-trees";
import { ClosedTrigger, FirstOpen, HeaderButton, useFirstOpen } from "#app/components/shell/header-button";
import { cn } from "#app/lib/utils";
import { lazyPart } from "#app/lib/lazy-part";

// The navigation drawer's trigger, in its own module so the browser loads it after the page's
// first-load JS (issue 15; see lazy-widgets.tsx); the sheet is loaded on the first open.
const { Lazy: Opened, preload } = lazyPart(() => import("./navigation-drawer-opened").then((m) => m.NavigationSheet));

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
  const closed = (
    <ClosedTrigger popup="dialog" onOpen={() => setOpen(true)} preload={preload}>
      {trigger}
    </ClosedTrigger>
  );
  return (
    <FirstOpen mounted={mounted} closed={closed}>
      <Opened navigation={navigation} open={open} setOpen={setOpen} trigger={trigger} />
    </FirstOpen>
  );
}
