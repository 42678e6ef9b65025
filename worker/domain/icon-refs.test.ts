import { describe, expect, it } from "vitest";
import { LUCIDE_ICON_NAMES } from "./icon-names.generated";
import { ICON_ALIASES, lucideNameOf, parseIconRef } from "./icon-refs";
import { getIconSet, ICON_SET_IDS } from "./icons.server";
import { isKnownIconRef } from "./icon-validation";
import { SHORTCUT_ICONS } from "./shortcut-icons";

describe("icon references", () => {
  it("accepts every name every api/ui/icons set serves, under its namespace", () => {
    for (const id of ICON_SET_IDS) {
      const { namespace, list } = getIconSet(id);
      const refused = list.filter((name) => !isKnownIconRef(`${namespace}:${name}`));
      expect(refused, id).toEqual([]);
    }
  });

  it("maps the spec's Heroicons/Material/Feather names to lucide names that exist", () => {
    const lucide = new Set(LUCIDE_ICON_NAMES);
    const broken = Object.entries(ICON_ALIASES).filter(([, target]) => !lucide.has(target));
    expect(broken).toEqual([]);
    expect(lucideNameOf("heroicons_outline:document")).toBe("file");
    expect(lucideNameOf("heroicons_solid:star")).toBe("star");
    expect(lucideNameOf("feather:calendar")).toBe("calendar");
    expect(lucideNameOf("mat_outline:account_circle")).toBe("circle-user");
    expect(lucideNameOf("home")).toBe("house");
  });

  it("keeps the picker's bare names valid", () => {
    expect(SHORTCUT_ICONS.filter((name) => !isKnownIconRef(name))).toEqual([]);
  });

  it("refuses unknown namespaces, bad characters and names no set serves", () => {
    for (const ref of ["", "fontawesome:star", "heroicons_outline:", ":star", "Heroicons_outline:star", "heroicons_outline:Star", "a:b:c", "star ", "heroicons_outline:not-an-icon", "x".repeat(101)]) {
      expect(isKnownIconRef(ref), ref).toBe(false);
    }
    expect(parseIconRef("heroicons_outline:not-an-icon")).toEqual({ namespace: "heroicons_outline", name: "not-an-icon" });
    expect(parseIconRef("fontawesome:star")).toBeNull();
  });
});
