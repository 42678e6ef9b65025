import { beforeAll, describe, expect, it } from "vitest";
import { fold } from "../../worker/domain/search.server";
import { api, page, signInAs } from "../helpers";

/** Issue 14: the header search reaches the catalogue, matching accent- and case-insensitively in en and tr. */
type Sets = { id: string; label: string; results: { id: string; value: string; link: string; iso3?: string }[] }[];
let user: string;

beforeAll(async () => {
  user = (await signInAs("user")).token;
});

const searchFor = async (query: string, opts: { token?: string; lng?: string } = {}) => {
  const res = await api(`/api/common/search${opts.lng ? `?lng=${opts.lng}` : ""}`, { token: opts.token, body: { query } });
  expect(res.status).toBe(200);
  return res.json<Sets>();
};
const groupOf = (sets: Sets, id: string) => sets.find((s) => s.id === id);

describe("fold", () => {
  it("folds Turkish dotted and dotless i, Turkish letters and other diacritics", () => {
    expect(fold("Kıbrıs")).toBe("kibris");
    expect(fold("KIBRIS")).toBe("kibris");
    expect(fold("İSTANBUL")).toBe("istanbul");
    expect(fold("Şğüöç")).toBe("sguoc");
    expect(fold("Curaçao Zürich")).toBe("curacao zurich");
  });
});

describe("POST api/common/search — jurisdictions", () => {
  for (const query of ["Kıbrıs", "kibris", "KIBRIS", "CYP", "cyp", "Cyprus"]) {
    it(`"${query}" finds Cyprus linking to its page`, async () => {
      const group = groupOf(await searchFor(query, { token: user }), "jurisdictions");
      expect(group?.label).toBe("Jurisdictions");
      expect(group!.results).toContainEqual(expect.objectContaining({ id: "CYP", iso3: "CYP", value: "Cyprus", link: "/jurisdictions/cyprus" }));
    });
  }

  it("shows the Turkish name and label with ?lng=tr, also for guests", async () => {
    const group = groupOf(await searchFor("kıbrıs", { lng: "tr" }), "jurisdictions");
    expect(group?.label).toBe("Ülkeler");
    expect(group!.results.find((r) => r.id === "CYP")?.value).toBe("Güney Kıbrıs");
  });

  it("matches ISO codes exactly, not as a fragment of other codes", async () => {
    const group = groupOf(await searchFor("CY", { token: user }), "jurisdictions");
    // CY is Cyprus' two-letter code; CYM (Cayman Islands) only matches by name, which "cy" is not part of
    expect(group!.results.map((r) => r.id)).toContain("CYP");
    expect(group!.results.map((r) => r.id)).not.toContain("CYM");
  });

  it("every jurisdiction result opens a real page", async () => {
    const group = groupOf(await searchFor("land", { token: user }), "jurisdictions");
    expect(group!.results.length).toBeGreaterThan(0);
    for (const r of group!.results) {
      const res = await page(r.link, { token: user });
      expect(res.status, r.link).toBe(200);
    }
  });

  it("keeps pages search working alongside", async () => {
    const sets = await searchFor("juris", { token: user });
    expect(groupOf(sets, "pages")!.results.map((r) => r.link)).toContain("/jurisdictions");
  });
});
