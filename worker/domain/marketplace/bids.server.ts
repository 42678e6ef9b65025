import { bidAcceptedMail, bidReceivedMail } from "#worker/domain/mail/marketplace.server";
import { and, desc, eq, exists, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  advisorProfiles,
  contractMilestones,
  contracts,
  inventoryProducts,
  jurisdictions,
  marketplaceBids,
  marketplaceRequests,
  users,
  type MarketplaceBidRow,
} from "#db/schema";
import { ADVISOR_ROLES } from "#worker/auth/permissions.server";
import { batched, preparedRead } from "#worker/db-batch.server";
import { listActiveServices } from "#worker/domain/inventory.server";
import { AppError, forbidden, notFound } from "#worker/errors";
import { twin, type ContentLocale } from "#worker/domain/locale";
import { newId, runBatch } from "#worker/domain/workspace.server";
import { activityStatement, guardedEvent, isConstraintFailure, notifyStatement, openChatStatements, subjectOf } from "./effects.server";
import type { BidInput } from "./schemas";
import { assertBid, assertRequest, COMMISSION_BP, conflict } from "./state";
import { getContract, partyContractOfRequestQuery, type Contract } from "./contracts.server";
import { advisorStats, preparedAdvisorStats, type AdvisorStats } from "./reviews.server";
import { fieldError, getRequest, requestReads, requestRow, REQUESTS_LIMIT, visibleRequest, type Bid, type Viewer } from "./requests.server";

/** Bids on marketplace requests: list, create, withdraw, decline, accept (which makes the contract). */
function bidSelect(db: Database) {
  return db
    .select({
      bid: marketplaceBids,
      advisorName: users.name,
      slug: advisorProfiles.slug,
      rating: advisorProfiles.rating,
      reviewCount: advisorProfiles.reviewCount,
      jurisdictions: sql<string | null>`(SELECT group_concat(iso3, ',') FROM advisor_jurisdictions aj WHERE aj.user_id = ${marketplaceBids.advisorId})`,
      // aliased: users.name is "name" too, and a batched read must not repeat a column name (decision 057)
      serviceName: sql<string | null>`${inventoryProducts.name}`.as("service_name"),
      serviceNameTr: inventoryProducts.nameTr,
    })
    .from(marketplaceBids)
    .innerJoin(users, eq(users.id, marketplaceBids.advisorId))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, marketplaceBids.advisorId))
    .leftJoin(inventoryProducts, eq(inventoryProducts.id, marketplaceBids.serviceId));
}
type BidSelectRow = {
  bid: MarketplaceBidRow;
  advisorName: string;
  slug: string | null;
  rating: number | null;
  reviewCount: number | null;
  jurisdictions: string | null;
  serviceName: string | null;
  serviceNameTr: string | null;
};

/** A bid's milestones in the reader's language: the seeded Turkish titles sit in a parallel list (decision 107). */
function bidMilestones(b: Pick<MarketplaceBidRow, "milestones" | "milestoneTitlesTr">, locale: ContentLocale) {
  return b.milestones.map((m, i) => ({ title: twin(locale, m.title, b.milestoneTitlesTr?.[i]), amount: m.amount }));
}

function toBid(r: BidSelectRow, locale: ContentLocale): Bid {
  const b = r.bid;
  return {
    id: b.id,
    requestId: b.requestId,
    advisorId: b.advisorId,
    amount: b.amount,
    currency: b.currency,
    timelineDays: b.timelineDays,
    message: twin(locale, b.message, b.messageTr),
    serviceId: b.serviceId,
    milestones: bidMilestones(b, locale),
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    advisor: { name: r.advisorName, slug: r.slug, rating: r.rating, reviewCount: r.reviewCount, completedContracts: 0, onTimeRate: null, jurisdictions: r.jurisdictions ? r.jurisdictions.split(",").sort() : [] },
    service: b.serviceId && r.serviceName ? { id: b.serviceId, name: twin(locale, r.serviceName, r.serviceNameTr) } : null,
  };
}

/** The advisors' marketplace track record on their bids (one more statement). */
async function withTrackRecord(db: Database, bids: Bid[]): Promise<Bid[]> {
  return withStats(bids, await advisorStats(db, [...new Set(bids.map((b) => b.advisorId))]));
}

function withStats(bids: Bid[], stats: Map<string, AdvisorStats>): Bid[] {
  return bids.map((b) => {
    const s = stats.get(b.advisorId);
    if (!s) return b;
    const reviewed = s.reviewCount > 0;
    return { ...b, advisor: { ...b.advisor, rating: reviewed ? s.rating : b.advisor.rating, reviewCount: reviewed ? s.reviewCount : b.advisor.reviewCount, completedContracts: s.completedContracts, onTimeRate: s.onTimeRate } };
  });
}

/** Owner: every bid; an advisor: their own only; anyone else who can see the request: none. */
export async function listBids(db: Database, viewer: Viewer, requestId: string, locale: ContentLocale = "en"): Promise<Bid[]> {
  const request = await getRequest(db, viewer, requestId, locale);
  if (!viewer.userId) return [];
  const where = request.mine ? eq(marketplaceBids.requestId, requestId) : and(eq(marketplaceBids.requestId, requestId), eq(marketplaceBids.advisorId, viewer.userId));
  const rows = await bidSelect(db).where(where).orderBy(marketplaceBids.createdAt, marketplaceBids.id).all();
  return withTrackRecord(db, rows.map((r) => toBid(r, locale)));
}

/**
 * The request page (signed in): the request, the bids the viewer may see (as `listBids`) with
 * their advisors' track record, the viewer's active services (advisors, for the bid form) and the
 * viewer's contract on the request, all in the request's one D1 batch (decision 137). The bids are
 * selected by the same rule in SQL (the owner's: all; anyone else's: their own), so nothing waits
 * for the request row; what the viewer may not see is dropped after the visibility check. The
 * reads are prepared once per isolate (`requestPageReads`, decision 314).
 */
export async function requestPage(scope: { db: Database }, viewer: Viewer & { userId: string }, id: string, locale: ContentLocale) {
  const reads = requestPageReads[locale];
  const values = { id, userId: viewer.userId };
  const advisor = ADVISOR_ROLES.includes(viewer.role);
  const [rows, ownBid, bidRows, stats, services, contract] = await Promise.all([
    reads.request(scope, values),
    reads.ownBid(scope, values),
    reads.bids(scope, values),
    reads.stats(scope, values),
    advisor ? listActiveServices(scope, viewer.userId, locale) : [],
    reads.contract(scope, values),
  ]);
  const item = visibleRequest(rows, ownBid, viewer, locale);
  return {
    item,
    bids: withStats(bidRows.map((r) => toBid(r, locale)), stats),
    isAdvisor: advisor && !item.mine,
    services: advisor && !item.mine ? services : [],
    // an awarded request links its two parties to their side of the contract
    contract: item.status === "awarded" ? (contract[0]?.id ?? null) : null,
  };
}

/**
 * `requestPage`'s reads with the request's id and the viewer's id as placeholders, per language:
 * their SQL is built once per isolate, each page view binds the two values (issue 28, as decision 313).
 */
function requestPageOf(locale: ContentLocale) {
  const id = sql.placeholder("id");
  const userId = sql.placeholder("userId");
  // the owner sees every bid, anyone else their own (listBids' rule)
  const visibleBids = (db: Database) =>
    and(
      eq(marketplaceBids.requestId, id),
      or(eq(marketplaceBids.advisorId, userId), exists(db.select({ one: sql`1` }).from(marketplaceRequests).where(and(eq(marketplaceRequests.id, id), eq(marketplaceRequests.ownerId, userId))))),
    );
  type Values = { id: string; userId: string };
  return {
    request: preparedRead<ReturnType<typeof requestReads>[0], Values>((db) => requestReads(db, userId, id, locale)[0]),
    ownBid: preparedRead<ReturnType<typeof requestReads>[1], Values>((db) => requestReads(db, userId, id, locale)[1]),
    bids: preparedRead((db) => bidSelect(db).where(visibleBids(db)).orderBy(marketplaceBids.createdAt, marketplaceBids.id)),
    stats: preparedAdvisorStats<Values>((db) => db.selectDistinct({ id: marketplaceBids.advisorId }).from(marketplaceBids).where(visibleBids(db))),
    contract: preparedRead((db) => partyContractOfRequestQuery(db, userId, id)),
  };
}
const requestPageReads = { en: requestPageOf("en"), tr: requestPageOf("tr") } satisfies Record<ContentLocale, unknown>;

/** The caller's own bids across requests, newest first (advisor "My bids"). */
/** An advisor's bids; a page passes its request context (`scope`) so the read joins the page's one D1 batch. */
export async function listOwnBids(scope: { db: Database }, advisorId: string, locale: ContentLocale = "en") {
  const { db } = scope;
  const rows = await batched(
    scope,
    db
      // The request's status and the contract's id under names of their own: a batch's rows come back
      // as objects keyed by column name, so the bid's "status" and "id" would be overwritten.
      .select({ bid: marketplaceBids, requestTitle: marketplaceRequests.title, requestTitleTr: marketplaceRequests.titleTr, requestStatus: sql<(typeof marketplaceRequests.$inferSelect)["status"]>`${marketplaceRequests.status}`.as("request_status"), contractId: sql<string | null>`${contracts.id}`.as("contract_id") })
      .from(marketplaceBids)
      .innerJoin(marketplaceRequests, eq(marketplaceRequests.id, marketplaceBids.requestId))
      .leftJoin(contracts, eq(contracts.bidId, marketplaceBids.id))
      .where(eq(marketplaceBids.advisorId, advisorId))
      .orderBy(desc(marketplaceBids.createdAt))
      .limit(REQUESTS_LIMIT),
  );
  return rows.map((r) => ({
    id: r.bid.id,
    requestId: r.bid.requestId,
    requestTitle: twin(locale, r.requestTitle, r.requestTitleTr),
    requestStatus: r.requestStatus,
    amount: r.bid.amount,
    currency: r.bid.currency,
    timelineDays: r.bid.timelineDays,
    status: r.bid.status,
    contractId: r.contractId,
    createdAt: r.bid.createdAt.toISOString(),
  }));
}

export async function getBid(db: Database, id: string, locale: ContentLocale = "en"): Promise<Bid | null> {
  const row = await bidSelect(db).where(eq(marketplaceBids.id, id)).get();
  return row ? toBid(row, locale) : null;
}

/**
 * Only effective advisors/admins bid (403), never on their own request (403), only on open
 * requests (409), one active bid each (409, enforced by the unique index the INSERT hits).
 */
export async function createBid(db: Database, viewer: Viewer & { userId: string }, requestId: string, input: BidInput, locale: ContentLocale = "en"): Promise<Bid> {
  if (!ADVISOR_ROLES.includes(viewer.role)) throw forbidden("Only advisors can bid on requests.");
  const request = await requestRow(db, requestId);
  if (!request) throw notFound();
  if (request.ownerId === viewer.userId) throw forbidden("You cannot bid on your own request.");
  assertRequest(request.status, "bid");
  if (input.serviceId) {
    const service = await db
      .select({ id: inventoryProducts.id })
      .from(inventoryProducts)
      .where(and(eq(inventoryProducts.id, input.serviceId), eq(inventoryProducts.userId, viewer.userId), eq(inventoryProducts.active, true)))
      .get();
    if (!service) throw fieldError("serviceId", "Pick one of your active services");
  }
  const id = newId();
  const now = new Date();
  try {
    await runBatch(db, [
      // the id is NULL (and the batch fails) unless the request is still open when the row is written
      db.insert(marketplaceBids).values({
        // (an open request past its expiry takes no bids either: the clock is about to close it)
        id: sql`CASE WHEN EXISTS (SELECT 1 FROM marketplace_requests WHERE id = ${requestId} AND status = 'open' AND (expires_at IS NULL OR expires_at > ${now.getTime()})) THEN ${id} ELSE NULL END`,
        requestId,
        advisorId: viewer.userId,
        amount: input.amount,
        currency: "USD",
        timelineDays: input.timelineDays,
        message: input.message,
        serviceId: input.serviceId ?? null,
        milestones: input.milestones,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      }),
      activityStatement(db, viewer.userId, { kind: "bid.placed", text: { en: "You placed a bid", tr: "Teklif verdiniz" }, subject: subjectOf(request), link: `/marketplace/${requestId}` }, now),
      notifyStatement(db, request.ownerId, { title: { en: "New proposal received", tr: "Yeni teklif alındı" }, subject: subjectOf(request), link: "/proposals", icon: "file-text" }, now),
      bidReceivedMail(db, request.ownerId, { subject: request.title, money: { amount: input.amount, currency: "USD" } }, now),
    ]);
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
    const [again, active] = await db.batch([
      db.select({ status: marketplaceRequests.status }).from(marketplaceRequests).where(eq(marketplaceRequests.id, requestId)),
      db
        .select({ id: marketplaceBids.id })
        .from(marketplaceBids)
        .where(and(eq(marketplaceBids.requestId, requestId), eq(marketplaceBids.advisorId, viewer.userId), inArray(marketplaceBids.status, ["pending", "accepted"]))),
    ]);
    if (active.length > 0) throw new AppError(409, "CONFLICT", "You already have an active bid on this request.", { status: "pending", bidId: active[0].id });
    throw conflict("request", again[0]?.status ?? "closed", "bid");
  }
  return (await getBid(db, id, locale))!;
}

async function bidWithRequest(db: Database, bidId: string) {
  return db
    .select({ bid: marketplaceBids, request: marketplaceRequests })
    .from(marketplaceBids)
    .innerJoin(marketplaceRequests, eq(marketplaceRequests.id, marketplaceBids.requestId))
    .where(eq(marketplaceBids.id, bidId))
    .get();
}

async function bidConflict(db: Database, bidId: string, action: string) {
  const now = await db.select({ status: marketplaceBids.status }).from(marketplaceBids).where(eq(marketplaceBids.id, bidId)).get();
  return now ? conflict("bid", now.status, action) : notFound();
}

/** The bidder withdraws a pending bid; anyone else → 404. */
export async function withdrawBid(db: Database, viewer: Viewer & { userId: string }, bidId: string, locale: ContentLocale = "en"): Promise<Bid> {
  const found = await bidWithRequest(db, bidId);
  if (!found || found.bid.advisorId !== viewer.userId) throw notFound();
  assertBid(found.bid.status, "withdraw");
  const now = new Date();
  const [update] = await db.batch([
    db.update(marketplaceBids).set({ status: "withdrawn", updatedAt: now }).where(and(eq(marketplaceBids.id, bidId), eq(marketplaceBids.status, "pending"))),
    activityStatement(db, viewer.userId, { kind: "bid.withdrawn", text: { en: "You withdrew a bid", tr: "Bir teklifi geri çektiniz" }, subject: subjectOf(found.request), link: "/advisor/bids" }, now),
    notifyStatement(db, found.request.ownerId, { title: { en: "A proposal was withdrawn", tr: "Bir teklif geri çekildi" }, subject: subjectOf(found.request), link: "/proposals", icon: "file-text" }, now),
  ]);
  if (update.meta.changes !== 1) throw await bidConflict(db, bidId, "withdraw");
  return (await getBid(db, bidId, locale))!;
}

/** The request owner declines a pending bid; anyone else → 404. */
export async function declineBid(db: Database, viewer: Viewer & { userId: string }, bidId: string, locale: ContentLocale = "en"): Promise<Bid> {
  const found = await bidWithRequest(db, bidId);
  if (!found || found.request.ownerId !== viewer.userId) throw notFound();
  assertBid(found.bid.status, "decline");
  const now = new Date();
  const [update] = await db.batch([
    db.update(marketplaceBids).set({ status: "declined", updatedAt: now }).where(and(eq(marketplaceBids.id, bidId), eq(marketplaceBids.status, "pending"))),
    activityStatement(db, viewer.userId, { kind: "bid.declined", text: { en: "You declined a proposal", tr: "Bir teklifi reddettiniz" }, subject: subjectOf(found.request), link: "/proposals" }, now),
    notifyStatement(db, found.bid.advisorId, { title: { en: "Your bid was declined", tr: "Teklifiniz reddedildi" }, subject: subjectOf(found.request), link: "/advisor/bids" }, now),
  ]);
  if (update.meta.changes !== 1) throw await bidConflict(db, bidId, "decline");
  return (await getBid(db, bidId, locale))!;
}

/**
 * Accept = one batch: bid pending→accepted, contract + milestones, request open→awarded, the
 * other pending bids declined, notifications, activities and the chat. Each guarded UPDATE is
 * followed by a write that fails when the guard matched no row, so of two concurrent accepts
 * exactly one commits and the other rolls back entirely (docs/decisions/075).
 */
export async function acceptBid(db: Database, viewer: Viewer & { userId: string }, bidId: string, locale: ContentLocale = "en"): Promise<Contract> {
  const found = await bidWithRequest(db, bidId);
  if (!found || found.request.ownerId !== viewer.userId) throw notFound();
  const { bid, request } = found;
  assertBid(bid.status, "accept");
  assertRequest(request.status, "award");
  const others = await db
    .select({ advisorId: marketplaceBids.advisorId })
    .from(marketplaceBids)
    .where(and(eq(marketplaceBids.requestId, request.id), eq(marketplaceBids.status, "pending"), ne(marketplaceBids.id, bidId)))
    .all();
  const contractId = newId();
  const now = new Date();
  const link = `/proposals?contract=${contractId}`;
  try {
    await runBatch(db, [
      db.update(marketplaceBids).set({ status: "accepted", updatedAt: now }).where(and(eq(marketplaceBids.id, bidId), eq(marketplaceBids.status, "pending"))),
      // NULL id (batch fails) unless the guarded UPDATE above matched the bid
      db.insert(contracts).values({
        id: sql`CASE WHEN changes() = 1 THEN ${contractId} ELSE NULL END`,
        requestId: request.id,
        bidId,
        clientId: request.ownerId,
        advisorId: bid.advisorId,
        // active once both parties signed the engagement letter (letter.server.ts)
        status: "awaiting_signatures",
        locale,
        amount: bid.amount,
        currency: bid.currency,
        commissionBp: COMMISSION_BP[request.kind],
        createdAt: now,
        updatedAt: now,
      }),
      db.update(marketplaceRequests).set({ status: "awarded", expiresAt: null, updatedAt: now }).where(and(eq(marketplaceRequests.id, request.id), eq(marketplaceRequests.status, "open"))),
      guardedEvent(db, { contractId, actorId: viewer.userId, kind: "accepted", amount: bid.amount }, now),
      db
        .update(marketplaceBids)
        .set({ status: "declined", updatedAt: now })
        .where(and(eq(marketplaceBids.requestId, request.id), eq(marketplaceBids.status, "pending"), ne(marketplaceBids.id, bidId))),
      // the contract keeps the bid's Turkish titles: a copy of the product's text, not a person's edit
      db.insert(contractMilestones).values(
        bid.milestones.map((m, position) => ({ id: newId(), contractId, position, title: m.title, titleTr: bid.milestoneTitlesTr?.[position] ?? null, amount: m.amount, status: "unfunded" as const, updatedAt: now })),
      ),
      activityStatement(db, viewer.userId, { kind: "bid.accepted", text: { en: "You accepted a proposal", tr: "Bir teklifi kabul ettiniz" }, subject: subjectOf(request), link }, now),
      notifyStatement(db, bid.advisorId, { title: { en: "Your bid was accepted", tr: "Teklifiniz kabul edildi" }, subject: subjectOf(request), link: `/advisor/contracts?contract=${contractId}` }, now),
      ...others.map((o) => notifyStatement(db, o.advisorId, { title: { en: "Your bid was declined", tr: "Teklifiniz reddedildi" }, subject: subjectOf(request), link: "/advisor/bids" }, now)),
      ...openChatStatements(db, request.ownerId, bid.advisorId),
      bidAcceptedMail(db, bid.advisorId, { subject: request.title, contractId }, now),
    ]);
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
    const [b, r] = await db.batch([
      db.select({ status: marketplaceBids.status }).from(marketplaceBids).where(eq(marketplaceBids.id, bidId)),
      db.select({ status: marketplaceRequests.status }).from(marketplaceRequests).where(eq(marketplaceRequests.id, request.id)),
    ]);
    if (b[0] && b[0].status !== "pending") throw conflict("bid", b[0].status, "accept");
    throw conflict("request", r[0]?.status ?? "closed", "award");
  }
  return getContract(db, viewer.userId, contractId, { locale });
}

const ownersBids = sql`${marketplaceBids.requestId} IN (SELECT id FROM marketplace_requests WHERE owner_id = ${sql.placeholder("ownerId")})`;
// built once per isolate (issue 28): the bids and their advisors' track record, keyed by the owner
const ownerBidsRead = preparedRead((db) => bidSelect(db).where(ownersBids).orderBy(marketplaceBids.amount, marketplaceBids.createdAt));
const ownerAdvisorStats = preparedAdvisorStats<{ ownerId: string }>((db) => db.selectDistinct({ id: marketplaceBids.advisorId }).from(marketplaceBids).where(ownersBids));

/**
 * Every bid on the owner's requests with their advisors' track record (/proposals compares them side
 * by side), in the caller's D1 batch (`scope`): the advisors are the same filter as a subquery, so
 * nothing waits for the bids.
 */
export async function listBidsForOwner(scope: { db: Database }, ownerId: string, locale: ContentLocale = "en"): Promise<Bid[]> {
  const [rows, stats] = await Promise.all([ownerBidsRead(scope, { ownerId }), ownerAdvisorStats(scope, { ownerId })]);
  return withStats(rows.map((r) => toBid(r, locale)), stats);
}
