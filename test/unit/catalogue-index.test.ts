import { describe, expect, it } from "vitest";
import { JURISDICTIONS } from "#db/seed/data/jurisdictions";
import { PROFESSIONALS } from "#db/seed/data/professionals";
import { STRUCTURE_TYPES } from "#db/seed/data/structures";
import { catalogueIndex } from "../../scripts/catalogue-index";
import { ADVISOR_TITLES, CATALOGUE_JURISDICTION_INDEX, CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";

// The Worker reads these projections instead of bundling db/seed/data (decision 114).
describe("generated catalogue index", () => {
  it("is the current projection of db/seed/data (run `npm run build` to regenerate)", () => {
    const index = catalogueIndex();
    expect(CATALOGUE_JURISDICTION_INDEX).toEqual(index.jurisdictions);
    expect(CATALOGUE_STRUCTURE_INDEX).toEqual(index.structures);
    expect(ADVISOR_TITLES).toEqual(index.advisors);
  });

  it("keeps every seeded row and the fields the Worker reads", () => {
    expect(CATALOGUE_JURISDICTION_INDEX).toHaveLength(JURISDICTIONS.length);
    const cyprus = CATALOGUE_JURISDICTION_INDEX.find((j) => j.iso3 === "CYP");
    expect(cyprus).toEqual({ iso3: "CYP", slug: "cyprus", name: JURISDICTIONS.find((j) => j.iso3 === "CYP")!.name });
    expect(CATALOGUE_STRUCTURE_INDEX.map((s) => s.slug)).toEqual(STRUCTURE_TYPES.map((s) => s.slug));
    const first = STRUCTURE_TYPES[0];
    expect(CATALOGUE_STRUCTURE_INDEX[0]).toEqual({
      slug: first.slug,
      name: first.name,
      typicalJurisdictions: first.typicalJurisdictions,
      setupCostUsd: first.setupCostUsd,
      annualCostUsd: first.annualCostUsd,
    });
    expect(ADVISOR_TITLES.map((a) => a.userId)).toEqual(PROFESSIONALS.map((p) => p.userId));
    expect(ADVISOR_TITLES[0]).toEqual({ userId: PROFESSIONALS[0].userId, firm: PROFESSIONALS[0].firm, title: PROFESSIONALS[0].title });
  });
});
