import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { env } from "#test/helpers";
import { createRequest, listRequests, type MarketplaceRequest } from "./requests.server";
import type { RequestsQuery } from "./schemas";

/**
 * The list's reads are prepared once per isolate for each combination of filters: every
 * combination, asked with two sets of values one after the other, gives the requests each filter
 * selects alone, in the list's order — a read that kept an earlier request's values would not.
 */
const db = () => createDb(env.DB);
const user = { userId: "usr_demo_user", role: "user" as const };
const advisor = { userId: "usr_demo_advisor", role: "advisor" as const };

beforeAll(async () => {
  const base = { description: "Prepared-list test request with enough words.", structure: null, deadline: null, reportId: null };
  await createRequest(db(), user.userId, { ...base, title: "List test: Malta recurring", jurisdiction: "MLT", kind: "recurring", budgetMin: 100_000, budgetMax: 200_000 });
  await createRequest(db(), advisor.userId, { ...base, title: "List test: Cyprus holding", jurisdiction: "CYP", structure: "holding-company", kind: "implementation", budgetMin: 250_000, budgetMax: 300_000 });
  await createRequest(db(), user.userId, { ...base, title: "List test: Ireland trading", jurisdiction: "IRL", kind: "implementation", budgetMin: 500_000, budgetMax: 2_000_000 });
});

type Filter = keyof Omit<RequestsQuery, "mine">;
const keeps: Record<Filter, (r: MarketplaceRequest, q: RequestsQuery) => boolean> = {
  jurisdiction: (r, q) => r.jurisdiction === q.jurisdiction,
  structure: (r, q) => r.structure === q.structure,
  kind: (r, q) => r.kind === q.kind,
  budgetMin: (r, q) => r.budgetMax >= q.budgetMin!,
  budgetMax: (r, q) => r.budgetMin <= q.budgetMax!,
};
const FILTERS = Object.keys(keeps) as Filter[];
const subsets = <T,>(xs: T[]): T[][] => xs.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]);

describe("listRequests (prepared per combination of filters)", () => {
  it("every combination is the intersection of its filters, with new values each time, in both languages", async () => {
    const valueSets: RequestsQuery[] = [
      { jurisdiction: "CYP", structure: "holding-company", kind: "implementation", budgetMin: 260_000, budgetMax: 900_000 },
      { jurisdiction: "MLT", structure: "llc", kind: "recurring", budgetMin: 0, budgetMax: 150_000 },
    ];
    for (const locale of ["en", "tr"] as const)
      for (const mine of [false, true]) {
        const all = await listRequests(db(), user, { mine }, locale);
        expect(all.length).toBeLessThan(100);
        expect(all.length).toBeGreaterThan(1);
        for (const values of valueSets)
          for (const filters of subsets(FILTERS)) {
            const query: RequestsQuery = { mine, ...Object.fromEntries(filters.map((f) => [f, values[f]])) };
            const want = all.filter((r) => filters.every((f) => keeps[f](r, query)));
            const got = await listRequests(db(), user, query, locale);
            expect(got.map((r) => r.id), `${locale} ${JSON.stringify(query)}`).toEqual(want.map((r) => r.id));
          }
      }
  });

  it("open requests only for everyone; a person's own in every status with `mine`; nobody's without a user", async () => {
    const open = await listRequests(db(), advisor, {}, "en");
    expect(open.every((r) => r.status === "open")).toBe(true);
    const mine = await listRequests(db(), user, { mine: true }, "en");
    expect(mine.every((r) => r.mine)).toBe(true);
    expect(mine.some((r) => r.status !== "open")).toBe(true);
    expect(await listRequests(db(), { userId: null, role: "user" }, { mine: true }, "en")).toEqual([]);
  });
});
