import type { Role } from "#db/schema";
import { navigationFor, type NavigationItem } from "./navigation";

/**
 * The four navigation trees of `GET api/common/navigation` (spec §7 "navigation tree"; the
 * template's client reads `default`, `compact`, `futuristic` and `horizontal`, one per layout
 * family). Every tree is built from the role's flat list in navigation.ts, so an item added there
 * appears in all four; the grouping below only decides where (docs/decisions/060).
 */

export type NavigationNodeType = "basic" | "group" | "aside" | "divider";

export interface NavigationNode {
  id: string;
  type: NavigationNodeType;
  /** translation key; dividers have none */
  titleKey?: string;
  subtitleKey?: string;
  /** `namespace:name` (spec §3), one of the names `api/ui/icons/*` serves */
  icon?: string;
  link?: string;
  children?: NavigationNode[];
}

export type NavigationLayout = "default" | "compact" | "futuristic" | "horizontal";
export type NavigationTrees = Record<NavigationLayout, NavigationNode[]>;
export const NAVIGATION_LAYOUTS: readonly NavigationLayout[] = ["default", "compact", "futuristic", "horizontal"];

interface GroupDef {
  id: string;
  icon: string;
  /** item ids of navigation.ts, in the order the group shows them */
  members: readonly string[];
}

/** Sections of the menu. An item in no group stays a top-level link (e.g. Home, or an item added later). */
const GROUPS: readonly GroupDef[] = [
  { id: "explore", icon: "compass", members: ["jurisdictions", "structures", "rules"] },
  // advisors' marketplace items share the section (a role only ever has one of the two sets)
  { id: "advice", icon: "handshake", members: ["professionals", "marketplace", "proposals", "advisor.marketplace", "advisor.bids", "advisor.contracts", "advisor.payouts"] },
  { id: "learn", icon: "graduation-cap", members: ["academy"] },
  { id: "desk", icon: "briefcase", members: ["advisor.mail", "advisor.services", "advisor.documents"] },
];

/** Navigation icons are stored as lucide names; the trees answer them in the spec's `namespace:name` form. */
const NAV_ICON_NAMESPACE = "heroicons_outline";
const iconRef = (name: string) => `${NAV_ICON_NAMESPACE}:${name}`;

const leaf = (item: NavigationItem): NavigationNode => ({ id: item.id, type: "basic", titleKey: item.titleKey, icon: iconRef(item.icon), link: item.link });

type Section = { kind: "item"; item: NavigationItem } | { kind: "group"; group: GroupDef; items: NavigationItem[] };

/** The role's items in menu order: a group takes the place of its first member. */
function sectionsFor(role: Role): Section[] {
  const items = navigationFor(role);
  const byId = new Map(items.map((i) => [i.id, i]));
  const groupOf = new Map(GROUPS.flatMap((g) => g.members.map((m) => [m, g] as const)));
  const sections: Section[] = [];
  const placed = new Set<string>();
  for (const item of items) {
    const group = groupOf.get(item.id);
    if (!group) {
      sections.push({ kind: "item", item });
      continue;
    }
    if (placed.has(group.id)) continue;
    placed.add(group.id);
    const members = group.members.map((id) => byId.get(id)).filter((i): i is NavigationItem => !!i);
    sections.push({ kind: "group", group, items: members });
  }
  return sections;
}

const groupKeys = (g: GroupDef) => ({ titleKey: `navGroups.${g.id}.title`, subtitleKey: `navGroups.${g.id}.subtitle` });

// A role's trees never change while an isolate lives; every page's layout loader sends them. Built
// once per role and shared, so callers must not mutate them (none does: they are serialised or
// translated into new nodes).
const treesByRole = new Map<Role, NavigationTrees>();

export function navigationTreesFor(role: Role): NavigationTrees {
  let trees = treesByRole.get(role);
  if (!trees) treesByRole.set(role, (trees = buildNavigationTrees(role)));
  return trees;
}

function buildNavigationTrees(role: Role): NavigationTrees {
  const sections = sectionsFor(role);
  // One node per link, shared by the four trees: a page's data then carries each link once (the
  // stream encoding refers back to a node it has already sent) instead of four copies.
  const leaves = new Map<NavigationItem, NavigationNode>();
  const leafOf = (item: NavigationItem) => {
    let node = leaves.get(item);
    if (!node) leaves.set(item, (node = leaf(item)));
    return node;
  };
  return {
    // Vertical layouts: titled sections (group + subtitle) holding their links, depth 2.
    default: sections.map((s) =>
      s.kind === "item" ? leafOf(s.item) : { id: `group.${s.group.id}`, type: "group", ...groupKeys(s.group), children: s.items.map(leafOf) },
    ),
    // Icon rail: each section is an aside opening a panel of its links, depth 2; icons on every level.
    compact: sections.map((s) =>
      s.kind === "item"
        ? leafOf(s.item)
        : { id: `aside.${s.group.id}`, type: "aside", titleKey: groupKeys(s.group).titleKey, icon: iconRef(s.group.icon), children: s.items.map(leafOf) },
    ),
    // Futuristic: one flat list (depth 1), sections separated by dividers. A divider carries the
    // title of the section it opens: the template's client reads `title` on every item (issue 26 item 11).
    futuristic: sections.flatMap((s, i) => {
      const titleKey = s.kind === "item" ? s.item.titleKey : groupKeys(s.group).titleKey;
      const divider: NavigationNode[] = i > 0 ? [{ id: `divider.${i}`, type: "divider", titleKey }] : [];
      return [...divider, ...(s.kind === "item" ? [leafOf(s.item)] : s.items.map(leafOf))];
    }),
    // Top bar: a section with one link is that link; larger sections are dropdown groups with icons.
    horizontal: sections.map((s) => {
      if (s.kind === "item") return leafOf(s.item);
      if (s.items.length === 1) return leafOf(s.items[0]);
      return { id: `group.${s.group.id}`, type: "group", titleKey: groupKeys(s.group).titleKey, icon: iconRef(s.group.icon), children: s.items.map(leafOf) };
    }),
  };
}

/** The links of a tree in menu order (depth-first), for places that show a plain list. */
export function navigationLeaves(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes.flatMap((n) => (n.children ? navigationLeaves(n.children) : n.link ? [n] : []));
}

/**
 * NavLink's matching rule, for a place that must know it without rendering the link: a dropdown
 * group of the horizontal bar is drawn active when it holds the current page. A link is active on
 * its own path and below it; Home (`/advisor`) only on itself, as its NavLink has `end`.
 */
export function isLinkActive(pathname: string, link: string): boolean {
  const trim = (p: string) => p.toLowerCase().replace(/\/+$/, "") || "/";
  const path = trim(pathname);
  const to = trim(link);
  if (activeOnlyOnItself(to)) return path === to;
  return path === to || path.startsWith(`${to}/`);
}

/** Home (`/advisor`, the product's front page) and `/` are active only on themselves: NavLink's `end`. */
export const activeOnlyOnItself = (link: string) => link === "/advisor" || link === "/";
