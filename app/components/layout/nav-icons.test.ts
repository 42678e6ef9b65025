import { describe, expect, it } from "vitest";
import { ROLES } from "#db/schema";
import { navigationTreesFor, type NavigationNode } from "#worker/domain/navigation-trees";
import { iconFor } from "#app/components/shell/icons";
import { navIconFor } from "./nav-icons";

const refsOf = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [...(n.icon ? [n.icon] : []), ...refsOf(n.children ?? [])]);

describe("navigation icons", () => {
  it("draw every role's menu in every layout with the same component as the full icon table", () => {
    const refs = new Set(ROLES.flatMap((role) => Object.values(navigationTreesFor(role)).flatMap(refsOf)));
    expect(refs.size).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(iconFor(ref), ref).not.toBe(iconFor(null));
      expect(navIconFor(ref), ref).toBe(iconFor(ref));
    }
  });

  it("fall back like the full table for a reference the menu does not use", () => {
    expect(navIconFor("heroicons_outline:cake")).toBe(iconFor("heroicons_outline:cake"));
  });
});
