import { Link, useLocation } from "@remix-run/react";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isLinkActive, navigationLeaves, type NavigationNode } from "#worker/domain/navigation-trees";
import { navIconFor } from "./nav-icons";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "#app/components/ui/dropdown-menu";
import { cn } from "#app/lib/utils";
import { NavLinkItem, navEntryClass, type Tone } from "./nav-items";

// The horizontal layouts' menu bar (decision 106), in its own module so the dropdown code is not in
// a page's first-load JS (issue 15; shell.tsx loads it through lazy-widgets.tsx).

/**
 * A group of the horizontal tree as a menu button (WAI-ARIA menu button: Enter, Space or ArrowDown
 * opens and focuses the first link, arrows move, Escape closes and returns focus to the button).
 * Not modal, so the rest of the bar stays reachable by pointer while it is open.
 */
function NavGroupMenu({ group, tone, pathname }: { group: NavigationNode; tone: Tone; pathname: string }) {
  const { t } = useTranslation();
  const children = group.children ?? [];
  const active = navigationLeaves(children).some((c) => c.link && isLinkActive(pathname, c.link));
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-nav-id={group.id}
        // The group holding the current page is marked for screen readers as well as drawn active.
        aria-current={active ? "true" : undefined}
        className={cn(
          navEntryClass(tone, active),
          "group inline-flex items-center gap-1",
          tone === "plain" ? "data-[state=open]:bg-accent data-[state=open]:text-foreground" : "data-[state=open]:bg-primary-foreground/20",
        )}
      >
        {group.titleKey ? t(group.titleKey) : null}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" sideOffset={6} className="min-w-[12rem]">
        {navigationLeaves(children).map((item) => {
          const current = !!item.link && isLinkActive(pathname, item.link);
          const Icon = item.icon ? navIconFor(item.icon) : null;
          return (
            <DropdownMenuItem key={item.id} asChild>
              <Link to={item.link ?? "/"} data-nav-id={item.id} aria-current={current ? "page" : undefined} className={cn("cursor-pointer", current && "bg-accent/60 font-medium")}>
                {Icon ? <Icon aria-hidden="true" /> : null}
                {item.titleKey ? t(item.titleKey) : null}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The top-level entries of a navigation tree in one bar: plain links stay links, a node with
 * children becomes a dropdown of them. The bar wraps rather than scrolling sideways, so no group
 * is ever out of reach at 960–1280 px (the horizontal trees have at most four top-level entries).
 */
export function HorizontalNav({ navigation, tone = "plain" }: { navigation: NavigationNode[]; tone?: Tone }) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {navigation.map((node) =>
        node.children?.length ? (
          <li key={node.id}>
            <NavGroupMenu group={node} tone={tone} pathname={pathname} />
          </li>
        ) : node.link ? (
          <li key={node.id} className="flex">
            <NavLinkItem item={node} tone={tone} />
          </li>
        ) : null,
      )}
    </ul>
  );
}
