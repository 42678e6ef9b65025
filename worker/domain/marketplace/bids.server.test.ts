import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import type { Role } from "#db/schema";
import { MARKETPLACE_SEED } from "#db/seed/marketplace";
import { env } from "#test/helpers";
import { AppError } from "#worker/errors";
import { listBids, listBidsForOwner, requestPage } from "./bids.server";
import { partyContractOfRequestQuery } from "./contracts.server";
import { getRequest } from "./requests.server";

/**
 * The request page's reads are prepared once per isolate with the request and the viewer as
 * placeholders: for every viewer and request, one after another in one isolate, they give what the
 * reads built with values give (`getRequest`, `listBids`, the services and contract queries).
 */
const db = () => createDb(env.DB);
const scope = () => ({ db: db() });

const viewers: { userId: string; role: Role }[] = [
  { userId: "usr_demo_user", role: "user" },
  { userId: "usr_demo_advisor", role: "advisor" },
  { userId: "usr_adv_andreas-georgiou", role: "advisor" },
  { userId: "usr_demo_admin", role: "admin" },
];
const requests = [MARKETPLACE_SEED.openRequestId, MARKETPLACE_SEED.activeRequestId, MARKETPLACE_SEED.completedRequestId, "mkt_req_missing"];

async function expected(viewer: { userId: string; role: Role }, id: string, locale: "en" | "tr") {
  let item;
  try {
    item = await getRequest(db(), viewer, id, locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return "404";
    throw error;
  }
  const advisor = viewer.role !== "user";
  const [contract] = await partyContractOfRequestQuery(db(), viewer.userId, id).all();
  // the viewer's active services, alphabetical in the language (listActiveServices' order)
  const services = (await env.DB.prepare("SELECT id, name, name_tr FROM inventory_products WHERE user_id = ? AND active = 1").bind(viewer.userId).all<{ id: string; name: string; name_tr: string | null }>()).results
    .map((s) => ({ id: s.id, name: locale === "tr" ? (s.name_tr ?? s.name) : s.name }))
    .sort((a, b) => new Intl.Collator(locale).compare(a.name, b.name))
    .map((s) => s.id);
  return {
    item,
    bids: await listBids(db(), viewer, id, locale),
    isAdvisor: advisor && !item.mine,
    services: advisor && !item.mine ? services : [],
    contract: item.status === "awarded" ? (contract?.id ?? null) : null,
  };
}

async function actual(viewer: { userId: string; role: Role }, id: string, locale: "en" | "tr") {
  try {
    const page = await requestPage(scope(), viewer, id, locale);
    return { ...page, services: page.services.map((s) => s.id) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return "404";
    throw error;
  }
}

describe("requestPage (reads prepared once per isolate)", () => {
  it("gives each viewer of each request what the reads built with values give, in both languages", async () => {
    const seen = new Set<string>();
    for (const locale of ["en", "tr"] as const)
      for (const id of requests)
        for (const viewer of viewers) {
          const want = await expected(viewer, id, locale);
          expect(await actual(viewer, id, locale), `${viewer.userId} ${id} ${locale}`).toEqual(want);
          if (want !== "404") seen.add(`${want.bids.length} bids, contract ${want.contract !== null}, services ${want.services.length > 0}`);
        }
    // the cases differ: the owner's bids and the advisors' own, with and without a contract link and services
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it("the owner sees every bid on the open request, an advisor only their own", async () => {
    const owner = await requestPage(scope(), viewers[0], MARKETPLACE_SEED.openRequestId, "en");
    expect(owner.item.mine).toBe(true);
    expect(owner.bids.map((b) => b.id)).toEqual(expect.arrayContaining([...MARKETPLACE_SEED.openBidIds]));
    for (const viewer of viewers.slice(1, 3)) {
      const page = await requestPage(scope(), viewer, MARKETPLACE_SEED.openRequestId, "en");
      expect(page.bids.length).toBeGreaterThan(0);
      expect(page.bids.every((b) => b.advisorId === viewer.userId)).toBe(true);
      expect(page.isAdvisor).toBe(true);
    }
  });
});

describe("listBidsForOwner (prepared once per isolate, keyed by the owner)", () => {
  it("gives every bid on the owner's requests with the track record listBids gives the same bid", async () => {
    const owner = viewers[0];
    const all = await listBidsForOwner(scope(), owner.userId, "en");
    expect(all.length).toBeGreaterThan(0);
    const byRequest = new Map<string, Awaited<ReturnType<typeof listBids>>>();
    for (const bid of all) {
      if (!byRequest.has(bid.requestId)) byRequest.set(bid.requestId, await listBids(db(), owner, bid.requestId, "en"));
      const same = byRequest.get(bid.requestId)!.find((b) => b.id === bid.id);
      expect(same, bid.id).toBeDefined();
      expect(bid.advisor, bid.id).toEqual(same!.advisor);
    }
    // the same set of bids, every request of the owner's counted
    const total = [...byRequest.values()].reduce((n, bids) => n + bids.length, 0);
    expect(all).toHaveLength(total);
    // some advisor has a track record to compare (not only empty stats)
    expect(all.some((b) => b.advisor.completedContracts > 0)).toBe(true);
  });
});
