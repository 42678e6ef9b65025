import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { activeOnlyOnItself, navigationLeaves, type NavigationNode } from "#worker/domain/navigation-trees";
import type { LayoutVariant } from "#worker/domain/shell-settings";
import { navIconFor } from "./nav-icons";
import { cn } from "#app/lib/utils";

// The shell's navigation links, shared by the layouts (shell.tsx) and the deferred drawer.

export const HEADER_LINKS = [
  { to: "/advisor", key: "shell.iamAdvisor" },
  { to: "/support/faqs", key: "shell.faq" },
  { to: "/pricing", key: "shell.pricing" },
] as const;

export type Tone = "plain" | "inverse";

/** A bar entry's look (a link or a group's menu button), on the card or on the primary band. */
export const navEntryClass = (tone: Tone, active: boolean) =>
  cn(
    "whitespace-nowrap rounded-md px-3 py-1.5 focus-visible:outline-none focus-visible:ring-2",
    tone === "plain" ? "text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-ring" : "text-primary-foreground hover:bg-primary-foreground/15 focus-visible:ring-primary-foreground",
    active && (tone === "plain" ? "bg-accent font-medium text-foreground" : "bg-primary-foreground/20 font-medium"),
  );

export function NavLinkItem({ item, vertical, tone = "plain", iconOnly, dense }: { item: NavigationNode; vertical?: boolean; tone?: Tone; iconOnly?: boolean; dense?: boolean }) {
  const { t } = useTranslation();
  const title = item.titleKey ? t(item.titleKey) : "";
  const Icon = vertical && item.icon ? navIconFor(item.icon) : null;
  return (
    <NavLink
      to={item.link ?? "/"}
      end={activeOnlyOnItself(item.link ?? "/")}
      data-nav-id={item.id}
      title={iconOnly ? title : undefined}
      className={({ isActive }) =>
        cn(
          navEntryClass(tone, isActive),
          vertical && "flex items-center gap-3 py-2.5",
          iconOnly && "justify-center px-0",
          dense && "flex-col gap-1 px-1 py-2 text-center text-[11px] leading-tight",
        )
      }
    >
      {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
      {iconOnly ? <span className="sr-only">{title}</span> : <span className={cn(dense && "whitespace-normal")}>{title}</span>}
    </NavLink>
  );
}

/** A horizontal bar: the tree's links in menu order (its sections flattened into one row). */
export function NavItems({ navigation, tone }: { navigation: NavigationNode[]; tone?: Tone }) {
  return (
    <>
      {navigationLeaves(navigation).map((item) => (
        <NavLinkItem key={item.id} item={item} tone={tone} />
      ))}
    </>
  );
}

/** A vertical tree: sections under their titles, dividers as rules; dense and thin draw the links only. */
export function NavTree({ navigation, sidebar = "wide", icons }: { navigation: NavigationNode[]; sidebar?: LayoutVariant["sidebar"]; icons?: boolean }) {
  const { t } = useTranslation();
  if (sidebar === "dense" || sidebar === "thin")
    return (
      <>
        {navigationLeaves(navigation).map((item) => (
          <NavLinkItem key={item.id} item={item} vertical iconOnly={sidebar === "thin"} dense={sidebar === "dense"} />
        ))}
      </>
    );
  return (
    <>
      {navigation.map((node) =>
        node.type === "divider" ? (
          <hr key={node.id} className="my-2" />
        ) : node.children ? (
          <div key={node.id} role="group" aria-labelledby={`nav-section-${node.id}`} className="flex flex-col gap-0.5 pt-2">
            <span id={`nav-section-${node.id}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {node.titleKey ? t(node.titleKey) : null}
            </span>
            {node.children.map((child) => (
              <NavLinkItem key={child.id} item={child} vertical={icons} />
            ))}
          </div>
        ) : node.link ? (
          <NavLinkItem key={node.id} item={node} vertical={icons} />
        ) : null,
      )}
    </>
  );
}
