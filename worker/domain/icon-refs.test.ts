import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { knownIconNames, loadIconNames } from "./icon-names.server";
import { ICON_ALIASES, lucideNameOf, parseIconRef } from "./icon-refs";
import { getIconSet, ICON_SET_IDS } from "./icons.server";
import { isKnownIconRef } from "./icon-validation";
import { SHORTCUT_ICONS } from "./shortcut-icons";

// The names are a static asset, read through the ASSETS binding once per isolate (decision 114).
let names: readonly string[];
beforeAll(async () => {
  names = await loadIconNames(env, "https://taxatlas.test/");
});

describe("icon references", () => {
  it("loads lucide's names once per isolate", async () => {
    expect(names.length).toBeGreaterThan(1500);
    expect(await loadIconNames(env, "https://taxatlas.test/")).toBe(names);
    expect(knownIconNames().has("calendar")).toBe(true);
  });

  it("accepts every name every api/ui/icons set serves, under its namespace", async () => {
    for (const id of ICON_SET_IDS) {
      const { namespace, list } = await getIconSet(id, () => loadIconNames(env, "https://taxatlas.test/"));
      const refused = list.filter((name) => !isKnownIconRef(`${namespace}:${name}`));
      expect(refused, id).toEqual([]);
    }
  });

  it("maps the spec's Heroicons/Material/Feather names to lucide names that exist", () => {
    const lucide = new Set(names);
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
