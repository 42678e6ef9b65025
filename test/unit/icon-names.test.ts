import { icons } from "lucide-react";
import { describe, expect, it } from "vitest";
import file from "../../public/icons/lucide-names.json";

const pascalOf = (kebab: string) => kebab.split("-").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("");

describe("generated icon names", () => {
  it("are exactly the icons of the installed lucide-react (run `npm run build` to regenerate)", () => {
    const names: string[] = file.names;
    expect(names.map(pascalOf).sort()).toEqual(Object.keys(icons).sort());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort());
  });
});
