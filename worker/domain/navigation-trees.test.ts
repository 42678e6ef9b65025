import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "#db/schema";
import { loadIconNames } from "./icon-names.server";
import { isKnownIconRef } from "./icon-validation";
import { navigationFor } from "./navigation";
import { isLinkActive, NAVIGATION_LAYOUTS, navigationLeaves, navigationTreesFor, type NavigationNode } from "./navigation-trees";

const ids = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
const icons = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [...(n.icon ? [n.icon] : []), ...icons(n.children ?? [])]);

beforeAll(() => loadIconNames(env, "https://taxatlas.test/"));

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

describe("isLinkActive (a horizontal group holding the current page)", () => {
  it("matches a link's own path and the pages below it, as NavLink does", () => {
    expect(isLinkActive("/structures", "/structures")).toBe(true);
    expect(isLinkActive("/structures/", "/structures")).toBe(true);
    expect(isLinkActive("/jurisdictions/cyp", "/jurisdictions")).toBe(true);
    expect(isLinkActive("/Jurisdictions/CYP", "/jurisdictions")).toBe(true);
    // a shared prefix is not a child page
    expect(isLinkActive("/structures-compare", "/structures")).toBe(false);
    expect(isLinkActive("/dashboards/project", "/structures")).toBe(false);
  });

  it("Home (/advisor) is active on itself only, so the advisor desk's pages do not light it", () => {
    expect(isLinkActive("/advisor", "/advisor")).toBe(true);
    expect(isLinkActive("/advisor/", "/advisor")).toBe(true);
    expect(isLinkActive("/advisor/mail", "/advisor")).toBe(false);
    expect(isLinkActive("/advisor/mail/inbox", "/advisor/mail")).toBe(true);
  });

  it("lights exactly the group of the user's horizontal tree that holds the page", () => {
    const groups = navigationTreesFor("user").horizontal.filter((n) => n.children);
    const lit = (path: string) => groups.filter((g) => navigationLeaves(g.children ?? []).some((c) => isLinkActive(path, c.link ?? ""))).map((g) => g.id);
    expect(lit("/structures/holding")).toEqual(["group.explore"]);
    expect(lit("/proposals")).toEqual(["group.advice"]);
    expect(lit("/academy")).toEqual([]);
  });
});
