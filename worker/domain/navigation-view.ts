import type { Role } from "#db/schema";
import { navigationTreesFor, type NavigationLayout, type NavigationNode, type NavigationNodeType } from "./navigation-trees";

/** A node as served: titles in the caller's language, no translation keys. */
export interface NavigationView {
  id: string;
  type: NavigationNodeType;
  title?: string;
  subtitle?: string;
  icon?: string;
  link?: string;
  children?: NavigationView[];
}

function translateNode(node: NavigationNode, t: (key: string) => string): NavigationView {
  const view: NavigationView = { id: node.id, type: node.type };
  if (node.titleKey) view.title = t(node.titleKey);
  if (node.subtitleKey) view.subtitle = t(node.subtitleKey);
  if (node.icon) view.icon = node.icon;
  if (node.link) view.link = node.link;
  if (node.children) view.children = node.children.map((c) => translateNode(c, t));
  return view;
}

/** `GET api/common/navigation`: `{default, compact, futuristic, horizontal}` for the role, stable ids, translated titles. */
export function translatedNavigation(role: Role, t: (key: string) => string): Record<NavigationLayout, NavigationView[]> {
  const trees = navigationTreesFor(role);
  return {
    default: trees.default.map((n) => translateNode(n, t)),
    compact: trees.compact.map((n) => translateNode(n, t)),
    futuristic: trees.futuristic.map((n) => translateNode(n, t)),
    horizontal: trees.horizontal.map((n) => translateNode(n, t)),
  };
}
