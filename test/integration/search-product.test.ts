import { beforeAll, describe, expect, it } from "vitest";
import { fold } from "#worker/domain/search.server";
import { api, page, signInAs } from "#test/helpers";

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

describe("POST api/common/search — structures, professionals, courses", () => {
  it("finds a structure by its Turkish name without accents, linked to its page", async () => {
    const group = groupOf(await searchFor("ozel limited", { token: user }), "structures");
    expect(group?.label).toBe("Structures");
    expect(group!.results[0].link).toBe(`/structures/${group!.results[0].id}`);
    expect(group!.results[0].value).toBe("Private limited company");
    expect((await page(group!.results[0].link, { token: user })).status).toBe(200);
  });

  it("finds a professional by name, case-insensitive", async () => {
    const group = groupOf(await searchFor("elif KAYA", { token: user }), "professionals");
    expect(group!.results).toEqual([expect.objectContaining({ id: "elif-kaya", value: "Elif Kaya", link: "/professionals/elif-kaya" })]);
    expect((await page("/professionals/elif-kaya", { token: user })).status).toBe(200);
  });

  it("finds an Academy course by its Turkish title and shows it in Turkish with ?lng=tr", async () => {
    const group = groupOf(await searchFor("vergi mukimligi", { token: user, lng: "tr" }), "courses");
    expect(group?.label).toBe("Akademi kursları");
    expect(group!.results).toContainEqual(expect.objectContaining({ id: "tax-residence-vs-source", value: "Vergi Mukimliği ve Kaynak Esası", link: "/academy/tax-residence-vs-source" }));
    expect((await page("/academy/tax-residence-vs-source", { token: user })).status).toBe(200);
  });
});
