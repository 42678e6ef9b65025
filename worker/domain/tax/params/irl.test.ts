import { describe, expect, it } from "vitest";
import { IRL } from "./irl";
import { at } from "./types";

// Budget 2026 (Revenue, "Tax rates, bands and reliefs"): the universal social charge's 2 % band ends at
// EUR 28,700 from 1 January 2026 (EUR 27,382 in 2025); the other bands and the credit are unchanged.
describe("Irish dividend schedule by year", () => {
  it("uses the 2 % USC band of the tax year", () => {
    const dividend = IRL.owner!.dividend!;
    expect(at(dividend, 2025).bands[1]).toEqual({ upTo: 27_382, rate: 22 });
    expect(at(dividend, 2026).bands[1]).toEqual({ upTo: 28_700, rate: 22 });
    expect(at(dividend, 2026).bands.filter((_, i) => i !== 1)).toEqual(at(dividend, 2025).bands.filter((_, i) => i !== 1));
  });
});
