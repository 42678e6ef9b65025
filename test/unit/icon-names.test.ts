import { icons } from "lucide-react";
import { describe, expect, it } from "vitest";
import { LUCIDE_ICON_NAMES } from "../../worker/domain/icon-names.generated";

const pascalOf = (kebab: string) => kebab.split("-").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("");

describe("generated icon names", () => {
  it("are exactly the icons of the installed lucide-react (run `npm run build` to regenerate)", () => {
    expect(LUCIDE_ICON_NAMES.map(pascalOf).sort()).toEqual(Object.keys(icons).sort());
    expect(new Set(LUCIDE_ICON_NAMES).size).toBe(LUCIDE_ICON_NAMES.length);
  });
});
