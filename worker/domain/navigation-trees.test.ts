import { describe, expect, it } from "vitest";
import { ROLES } from "../../db/schema";
import { isKnownIconRef } from "./icon-validation";
import { navigationFor } from "./navigation";
import { NAVIGATION_LAYOUTS, navigationLeaves, navigationTreesFor, type NavigationNode } from "./navigation-trees";

const ids = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
const icons = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [...(n.icon ? [n.icon] : []), ...icons(n.children ?? [])]);

describe("navigation trees", () => {
  it("every tree of every role reaches exactly the role's pages, in order, with unique ids", () => {
    for (const role of ROLES) {
      const links = navigationFor(role).map((i) => i.link);
      const trees = navigationTreesFor(role);
      for (const layout of NAVIGATION_LAYOUTS) {
        expect(navigationLeaves(trees[layout]).map((n) => n.link), `${role} ${layout}`).toEqual(links);
        const all = ids(trees[layout]);
        expect(new Set(all).size, `${role} ${layout}`).toBe(all.length);
        expect(icons(trees[layout]).every(isKnownIconRef)).toBe(true);
      }
    }
  });

  it("differs in grouping and depth per layout family", () => {
    const trees = navigationTreesFor("user");
    expect(trees.default.filter((n) => n.type === "group").every((n) => n.subtitleKey && n.children?.every((c) => c.type === "basic"))).toBe(true);
    expect(trees.compact.filter((n) => n.children).every((n) => n.type === "aside" && n.icon)).toBe(true);
    expect(trees.futuristic.some((n) => n.children)).toBe(false);
    expect(trees.futuristic.some((n) => n.type === "divider")).toBe(true);
    // a one-link section collapses to the link in the top bar
    expect(trees.horizontal.find((n) => n.id === "academy")).toMatchObject({ type: "basic", link: "/academy" });
  });
});
