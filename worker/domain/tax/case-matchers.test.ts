import { describe, expect, it } from "vitest";
import { mismatch } from "./case-matchers";

describe("case matchers", () => {
  it("checks `contains` and `lacks` given together: neither hides the other", () => {
    const m = { contains: ["DEU"], lacks: ["MNE"] };
    expect(mismatch(["DEU"], m, "collectedBy")).toBeNull();
    expect(mismatch(["DEU", "MNE"], m, "collectedBy")).toBe('collectedBy: expected to lack ["MNE"], got ["DEU","MNE"]');
    expect(mismatch(["MNE"], m, "collectedBy")).toBe('collectedBy: expected to contain ["DEU"] and expected to lack ["MNE"], got ["MNE"]');
  });
});
