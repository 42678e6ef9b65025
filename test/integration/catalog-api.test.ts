import { beforeAll, describe, expect, it } from "vitest";
import { anonymousToken, api, errorOf, signInAs } from "#test/helpers";

let user: string;
let guest: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
  guest = await anonymousToken();
});

type J = { slug: string; name: string; rate: number; rateYear: number; source: string; region: string };

describe("GET /api/jurisdictions", () => {
  it("lists ≥ 40 jurisdictions for guests, each with its rate, year and source", async () => {
    const res = await api("/api/jurisdictions");
    expect(res.status).toBe(200);
    const body = await res.json<{ source: { citation: string }; jurisdictions: J[] }>();
    expect(body.source.citation).toBe("Tax Foundation, 2025");
    expect(body.jurisdictions.length).toBeGreaterThanOrEqual(40);
    const cyprus = body.jurisdictions.find((j) => j.slug === "cyprus")!;
    expect(cyprus).toMatchObject({ name: "Cyprus", rate: 12.5, rateYear: 2025, source: "Tax Foundation, 2025", region: "europe" });
    // The 2025 table is the current rate: Estonia went from 20% (2023) to 22% (2025).
    expect(body.jurisdictions.find((j) => j.slug === "estonia")).toMatchObject({ rate: 22, rateYear: 2025 });
  });

  it("filters by region and search, sorts by rate both ways", async () => {
    const carib = await (await api("/api/jurisdictions?region=caribbean")).json<{ jurisdictions: J[] }>();
    expect(carib.jurisdictions.length).toBeGreaterThan(0);
    expect(carib.jurisdictions.every((j) => j.region === "caribbean")).toBe(true);

    const search = await (await api("/api/jurisdictions?search=irel")).json<{ jurisdictions: J[] }>();
    expect(search.jurisdictions.map((j) => j.slug)).toEqual(["ireland"]);

    const asc = await (await api("/api/jurisdictions?sort=rate&order=asc")).json<{ jurisdictions: J[] }>();
    const rates = asc.jurisdictions.map((j) => j.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const desc = await (await api("/api/jurisdictions?sort=rate&order=desc")).json<{ jurisdictions: J[] }>();
    expect(desc.jurisdictions[0].rate).toBe(Math.max(...rates));

    const byName = await (await api("/api/jurisdictions?sort=name&order=desc")).json<{ jurisdictions: J[] }>();
    const names = byName.jurisdictions.map((j) => j.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "en")));
  });

  it("answers in Turkish with ?lng=tr or Accept-Language", async () => {
    const a = await (await api("/api/jurisdictions?search=cyprus&lng=tr")).json<{ jurisdictions: J[] }>();
    expect(a.jurisdictions[0].name).toBe("Güney Kıbrıs");
    const b = await (await api("/api/jurisdictions?search=ireland", { headers: { "Accept-Language": "tr-TR,tr;q=0.9" } })).json<{ jurisdictions: J[] }>();
    expect(b.jurisdictions[0].name).toBe("İrlanda");
  });

  it("rejects bad query values with 400 JSON", async () => {
    for (const q of ["region=mars", "sort=size", "order=up"]) {
      const res = await api(`/api/jurisdictions?${q}`);
      expect(res.status, q).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
  });

  it("detail needs an account; gives history, later changes, structures and professionals", async () => {
    expect((await api("/api/jurisdictions/cyprus")).status).toBe(401);
    expect((await api("/api/jurisdictions/cyprus", { token: guest })).status).toBe(401);
    const res = await api("/api/jurisdictions/cyprus", { token: user });
    expect(res.status).toBe(200);
    const d = await res.json<{
      rate: number;
      rateDefinition: string;
      rateHistory: { year: number; rate: number }[];
      structures: { slug: string }[];
      professionals: { slug: string }[];
    }>();
    expect(d.rate).toBe(12.5);
    expect(d.rateDefinition).toMatch(/statutory/);
    expect(d.rateHistory[0]).toEqual({ year: 1980, rate: 42.5 });
    // 1980–2022 history, then the 2023 and 2025 points (no 2024 in the source).
    expect(d.rateHistory.slice(-3)).toEqual([{ year: 2022, rate: 12.5 }, { year: 2023, rate: 12.5 }, { year: 2025, rate: 12.5 }]);
    expect(d.structures.length).toBeGreaterThan(0);
    expect(d.professionals.map((p) => p.slug)).toContain("elif-kaya");

    const estonia = await (await api("/api/jurisdictions/estonia", { token: user })).json<{ rate: number; rateHistory: { year: number; rate: number }[]; laterChanges: { year: number; source: string }[] }>();
    expect(estonia.rate).toBe(22);
    expect(estonia.rateHistory.slice(-2)).toEqual([{ year: 2023, rate: 20 }, { year: 2025, rate: 22 }]);
    expect(estonia.laterChanges[0]).toMatchObject({ year: 2025, source: expect.stringContaining("Estonian Tax") });

    const missing = await api("/api/jurisdictions/atlantis", { token: user });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe("NOT_FOUND");
  });

  it("compare takes 2–4 known jurisdictions", async () => {
    expect((await api("/api/jurisdictions/compare?j=cyprus,ireland")).status).toBe(401);
    const ok = await api("/api/jurisdictions/compare?j=cyprus,ireland,malta", { token: user });
    expect(ok.status).toBe(200);
    expect((await ok.json<{ jurisdictions: J[] }>()).jurisdictions.map((j) => j.slug)).toEqual(["cyprus", "ireland", "malta"]);
    expect((await api("/api/jurisdictions/compare?j=cyprus", { token: user })).status).toBe(400);
    expect((await api("/api/jurisdictions/compare?j=cyprus,ireland,malta,estonia,bulgaria", { token: user })).status).toBe(400);
    expect((await api("/api/jurisdictions/compare?j=cyprus,atlantis", { token: user })).status).toBe(404);
  });
});

describe("GET /api/structures", () => {
  it("lists ≥ 10 structures with estimated cost ranges, open to guests", async () => {
    const res = await api("/api/structures");
    expect(res.status).toBe(200);
    const list = await res.json<{ slug: string; costsAreEstimates: boolean; setupCostUsd: { min: number; max: number }; jurisdictions: { slug: string }[] }[]>();
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const s of list) {
      expect(s.costsAreEstimates).toBe(true);
      expect(s.setupCostUsd.min).toBeLessThanOrEqual(s.setupCostUsd.max);
    }
    expect(list.find((s) => s.slug === "llc")!.jurisdictions.map((j) => j.slug)).toContain("united-states");
  });

  it("detail is open; unknown slug 404", async () => {
    const res = await api("/api/structures/holding-company");
    expect(res.status).toBe(200);
    const d = await res.json<{ pros: string[]; cons: string[]; substanceNote: string; costNote: string }>();
    expect(d.pros.length).toBeGreaterThan(0);
    expect(d.cons.length).toBeGreaterThan(0);
    expect(d.costNote).toMatch(/estimates/);
    expect((await api("/api/structures/nope")).status).toBe(404);
  });
});

describe("GET /api/professionals", () => {
  type P = { slug: string; languages: string[]; jurisdictions: { slug: string }[]; services: string[]; verified: boolean; rating: number };
  it("lists the directory for guests, verified first then by rating", async () => {
    const list = await (await api("/api/professionals")).json<P[]>();
    expect(list.length).toBe(10);
    // Public: slugs, never internal user ids (issue 18 defect 9).
    for (const p of list) expect(p).not.toHaveProperty("userId");
    expect(JSON.stringify(list)).not.toContain("usr_");
    expect(list.map((p) => p.slug)).toContain("elif-kaya");
  });

  it("filters by jurisdiction, language and service text", async () => {
    const cyprus = await (await api("/api/professionals?jurisdiction=cyprus")).json<P[]>();
    expect(cyprus.length).toBeGreaterThan(0);
    expect(cyprus.every((p) => p.jurisdictions.some((j) => j.slug === "cyprus"))).toBe(true);
    const tr = await (await api("/api/professionals?language=tr")).json<P[]>();
    expect(tr.every((p) => p.languages.includes("tr"))).toBe(true);
    const tp = await (await api("/api/professionals?service=transfer%20pricing")).json<P[]>();
    expect(tp.map((p) => p.slug)).toContain("elif-kaya");
    expect((await api("/api/professionals?language=turkish")).status).toBe(400);
  });

  // Each combination of filters is SQL prepared once per isolate with the values as placeholders
  // (worker/domain/professionals.server.ts): every combination, asked twice and with other values,
  // must select exactly the profiles each of its filters selects on its own, in the directory's order.
  it("every combination of filters is the intersection of its filters, with new values each time", async () => {
    const slugs = async (query: string) => (await (await api(`/api/professionals${query}`)).json<P[]>()).map((p) => p.slug);
    const all = await (await api("/api/professionals")).json<P[]>();
    const inOrder = (keep: Set<string>) => all.map((p) => p.slug).filter((slug) => keep.has(slug));
    for (const [jurisdiction, language, service] of [["cyprus", "tr", "holding"], ["netherlands", "fr", "transfer pricing"]]) {
      const byJurisdiction = new Set(all.filter((p) => p.jurisdictions.some((j) => j.slug === jurisdiction)).map((p) => p.slug));
      const byLanguage = new Set(all.filter((p) => p.languages.includes(language)).map((p) => p.slug));
      const byService = new Set(await slugs(`?service=${encodeURIComponent(service)}`));
      for (const set of [byJurisdiction, byLanguage, byService]) {
        expect(set.size).toBeGreaterThan(0);
        expect(set.size).toBeLessThan(all.length);
      }
      const both = (a: Set<string>, b: Set<string>) => new Set([...a].filter((s) => b.has(s)));
      const cases: [string, Set<string>][] = [
        [`?jurisdiction=${jurisdiction}`, byJurisdiction],
        [`?language=${language}`, byLanguage],
        [`?jurisdiction=${jurisdiction}&language=${language}`, both(byJurisdiction, byLanguage)],
        [`?jurisdiction=${jurisdiction}&service=${encodeURIComponent(service)}`, both(byJurisdiction, byService)],
        [`?language=${language}&service=${encodeURIComponent(service)}`, both(byLanguage, byService)],
        [`?jurisdiction=${jurisdiction}&language=${language}&service=${encodeURIComponent(service)}`, both(both(byJurisdiction, byLanguage), byService)],
      ];
      for (const [query, expected] of cases) {
        expect({ query, slugs: await slugs(query) }).toEqual({ query, slugs: inOrder(expected) });
        expect({ query, again: await slugs(query) }).toEqual({ query, again: inOrder(expected) });
      }
    }
    // the service text is matched literally: LIKE's wildcards in it match only themselves
    expect(await slugs("?service=%25")).toEqual([]);
    expect(await slugs("?service=_")).toEqual([]);
  });

  it("profile needs an account and links to the chat target", async () => {
    expect((await api("/api/professionals/elif-kaya")).status).toBe(401);
    const res = await api("/api/professionals/elif-kaya", { token: user });
    expect(res.status).toBe(200);
    const profile = await res.json<Record<string, unknown>>();
    // A slug, never the internal user id (issue 18 defect 9).
    expect(profile).toMatchObject({ slug: "elif-kaya", chatLink: "/advisor?chat=elif-kaya", verified: true });
    expect(JSON.stringify(profile)).not.toContain("usr_");
    expect((await api("/api/professionals/nobody", { token: user })).status).toBe(404);
  });
});

describe("the remembered catalogue reads (issue 15)", () => {
  it("answer the same query from memory per D1 binding, and never remember a failed read", async () => {
    const { env } = await import("cloudflare:test");
    const { createDb } = await import("#db/client");
    const { jurisdictionOptions, listJurisdictions } = await import("#worker/domain/jurisdictions.server");
    const query = { sort: "name", order: "asc" } as const;
    // A binding of its own that counts statements, so what other tests remembered does not count.
    let statements = 0;
    const counting = new Proxy(env.DB, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "prepare" || prop === "batch") statements++;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const db = createDb(counting);
    const first = await listJurisdictions(db, "en", query);
    const afterFirst = statements;
    expect(afterFirst).toBeGreaterThan(0);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(await listJurisdictions(db, "en", query)).toBe(first);
    expect(statements).toBe(afterFirst);
    // Another language or query is its own read.
    expect((await listJurisdictions(db, "tr", query)).find((j) => j.slug === "germany")?.name).toBe("Almanya");
    expect(statements).toBeGreaterThan(afterFirst);
    const options = await jurisdictionOptions(db, "en");
    const afterOptions = statements;
    expect(await jurisdictionOptions(db, "en")).toBe(options);
    expect(statements).toBe(afterOptions);
    // A binding that fails: each call reads again (and fails again) instead of keeping the failure.
    let reads = 0;
    const broken = createDb({
      prepare: () => {
        reads++;
        throw new Error("D1_ERROR: storage unavailable");
      },
    } as unknown as D1Database);
    await expect(listJurisdictions(broken, "en", query)).rejects.toThrow();
    await expect(listJurisdictions(broken, "en", query)).rejects.toThrow();
    expect(reads).toBe(2);
  });
});
