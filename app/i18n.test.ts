import { describe, expect, it } from "vitest";
import { catalogueSubset } from "./i18n";

const catalogue = {
  auth: { title: "Sign in", email: "E-mail", unused: "x" },
  docs: { items_one: "{{count}} item", items_other: "{{count}} items", itemsTotal: "Total", sections: [{ title: "A" }, { title: "B" }] },
  people: { greeting: "Hi", greeting_male: "Hi sir", greeting_female: "Hi madam" },
  top: "Top level",
};

describe("catalogueSubset", () => {
  it("keeps exactly the used keys, at their paths", () => {
    expect(catalogueSubset(catalogue, ["auth.title", "top"])).toEqual({ auth: { title: "Sign in" }, top: "Top level" });
  });

  it("keeps plural and context variants of a key, not keys that merely start with it", () => {
    expect(catalogueSubset(catalogue, ["docs.items", "people.greeting"])).toEqual({
      docs: { items_one: "{{count}} item", items_other: "{{count}} items" },
      people: { greeting: "Hi", greeting_male: "Hi sir", greeting_female: "Hi madam" },
    });
  });

  it("keeps a whole subtree read with returnObjects", () => {
    expect(catalogueSubset(catalogue, ["docs.sections"])).toEqual({ docs: { sections: [{ title: "A" }, { title: "B" }] } });
  });

  it("ignores keys the catalogue does not have", () => {
    expect(catalogueSubset(catalogue, ["nope.key", "auth.title.deeper", "auth.missing"])).toEqual({ auth: {} });
  });
});
