import { bidAcceptedMail, bidReceivedMail } from "../mail/marketplace.server";
import { and, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  advisorProfiles,
  contractMilestones,
  contracts,
  inventoryProducts,
  jurisdictions,
  marketplaceBids,
  marketplaceRequests,
  structures,
  taxReports,
  users,
  type MarketplaceBidRow,
  type MarketplaceRequestRow,
  type Role,
} from "../../../db/schema";
import { ADVISOR_ROLES } from "../../auth/permissions.server";
import { AppError, forbidden, notFound } from "../../errors";
import { editTwin, twin, type ContentLocale } from "../locale";
import { newId, runBatch } from "../workspace.server";
import { activityStatement, guardedEvent, isConstraintFailure, notifyStatement, openChatStatements, subjectOf } from "./effects.server";
import type { BidInput, RequestInput, RequestPatch, RequestsQuery } from "./schemas";
import { assertBid, assertRequest, COMMISSION_BP, conflict } from "./state";
import { getContract, type Contract } from "./contracts.server";
import { requestExpiry, REQUEST_DAYS } from "./clocks.server";
import { advisorStats } from "./reviews.server";

/** Who is asking: pages and the API both resolve this from the request context. */
export interface Viewer {
  userId: string | null;
  role: Role;
}

export interface MarketplaceRequest {
  id: string;
  title: string;
  /** null unless the viewer is the owner or a signed-in advisor (issue 11) */
  description: string | null;
  jurisdiction: string;
  jurisdictionName: string;
  structure: string | null;
  structureName: string | null;
  /** like description: owner and advisors only */
  reportId: string | null;
  kind: "implementation" | "recurring";
  budgetMin: number;
  budgetMax: number;
  currency: string;
  deadline: string | null;
  status: "open" | "awarded" | "closed";
  /** an open request closes by itself then (30 days after posting, the owner can extend); null otherwise */
  expiresAt: string | null;
  bidCount: number;
  mine: boolean;
  createdAt: string;
}

export interface Bid {
  id: string;
  requestId: string;
  advisorId: string;
  amount: number;
  currency: string;
  timelineDays: number;
  message: string;
  serviceId: string | null;
  milestones: { title: string; amount: number }[];
  status: "pending" | "accepted" | "declined" | "withdrawn";
  createdAt: string;
  /** rating and reviewCount: marketplace reviews once there are any, else the profile's stored ones (decision 147) */
  advisor: { name: string; slug: string | null; rating: number | null; reviewCount: number | null; completedContracts: number; onTimeRate: number | null; jurisdictions: string[] };
  service: { id: string; name: string } | null;
}

export const REQUESTS_LIMIT = 100;
const isAdvisor = (v: Viewer) => v.userId !== null && ADVISOR_ROLES.includes(v.role);
const bidCount = sql<number>`(SELECT count(*) FROM marketplace_bids b WHERE b.request_id = ${marketplaceRequests.id} AND b.status <> 'withdrawn')`.mapWith(Number);

function requestColumns(locale: ContentLocale) {
  return {
    row: marketplaceRequests,
    bidCount,
    // Aliased: inside a D1 batch rows come back keyed by column name, and both tables' name_en
    // would collide (the structure's name showed as the jurisdiction's).
    jurisdictionName: sql<string | null>`${locale === "tr" ? jurisdictions.nameTr : jurisdictions.nameEn}`.as("jurisdiction_name"),
    structureName: sql<string | null>`${locale === "tr" ? structures.nameTr : structures.nameEn}`.as("structure_name"),
  };
}

function toRequest(r: { row: MarketplaceRequestRow; bidCount: number; jurisdictionName: string | null; structureName: string | null }, viewer: Viewer, locale: ContentLocale): MarketplaceRequest {
  const mine = viewer.userId === r.row.ownerId;
  const privileged = mine || isAdvisor(viewer);
  return {
    id: r.row.id,
    title: twin(locale, r.row.title, r.row.titleTr),
    description: privileged ? twin(locale, r.row.description, r.row.descriptionTr) : null,
    jurisdiction: r.row.jurisdiction,
    jurisdictionName: r.jurisdictionName ?? r.row.jurisdiction,
    structure: r.row.structure,
    structureName: r.structureName,
    reportId: privileged ? r.row.reportId : null,
    kind: r.row.kind,
    budgetMin: r.row.budgetMin,
    budgetMax: r.row.budgetMax,
    currency: r.row.currency,
    deadline: r.row.deadline,
    status: r.row.status,
    expiresAt: r.row.status === "open" && r.row.expiresAt ? r.row.expiresAt.toISOString() : null,
    bidCount: r.bidCount,
    mine,
    createdAt: r.row.createdAt.toISOString(),
  };
}

function selectRequests(db: Database, locale: ContentLocale) {
  return db
    .select(requestColumns(locale))
    .from(marketplaceRequests)
    .innerJoin(jurisdictions, eq(jurisdictions.iso3, marketplaceRequests.jurisdiction))
    .leftJoin(structures, eq(structures.slug, marketplaceRequests.structure));
}

/** Open requests for everyone (filters from the URL); `mine` = the caller's own in every status. */
export async function listRequests(db: Database, viewer: Viewer, query: RequestsQuery, locale: ContentLocale = "en") {
  const where: (SQL | undefined)[] = [];
  if (query.mine) {
    if (!viewer.userId) return [];
    where.push(eq(marketplaceRequests.ownerId, viewer.userId));
  } else where.push(eq(marketplaceRequests.status, "open"));
  if (query.jurisdiction) where.push(eq(marketplaceRequests.jurisdiction, query.jurisdiction));
  if (query.structure) where.push(eq(marketplaceRequests.structure, query.structure));
  if (query.kind) where.push(eq(marketplaceRequests.kind, query.kind));
  // budget filters keep requests whose range overlaps the asked one
  if (query.budgetMin !== undefined) where.push(gte(marketplaceRequests.budgetMax, query.budgetMin));
  if (query.budgetMax !== undefined) where.push(lte(marketplaceRequests.budgetMin, query.budgetMax));
  const rows = await selectRequests(db, locale)
    .where(and(...where))
    .orderBy(desc(marketplaceRequests.createdAt), desc(marketplaceRequests.id))
    .limit(REQUESTS_LIMIT)
    .all();
  return rows.map((r) => toRequest(r, viewer, locale));
}

async function requestRow(db: Database, id: string) {
  return db.select().from(marketplaceRequests).where(eq(marketplaceRequests.id, id)).get();
}

/**
 * Open requests are public (private fields hidden); an awarded or closed one only for its owner,
 * the advisors who bid on it and admins. Anyone else gets 404.
 */
export async function getRequest(db: Database, viewer: Viewer, id: string, locale: ContentLocale = "en"): Promise<MarketplaceRequest> {
  const [rows, ownBid] = await db.batch([
    selectRequests(db, locale).where(eq(marketplaceRequests.id, id)),
    db
      .select({ id: marketplaceBids.id })
      .from(marketplaceBids)
      .where(and(eq(marketplaceBids.requestId, id), eq(marketplaceBids.advisorId, viewer.userId ?? "")))
      .limit(1),
  ]);
  const r = rows[0];
  if (!r) throw notFound();
  const visible = r.row.status === "open" || r.row.ownerId === viewer.userId || ownBid.length > 0 || viewer.role === "admin";
  if (!visible) throw notFound();
  return toRequest(r, viewer, locale);
}

function fieldError(field: string, message: string) {
  return new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { [field]: [message] } });
}

/** Jurisdiction and structure must exist in the catalogue; a report must be the caller's own. */
async function assertReferences(db: Database, userId: string, input: RequestPatch) {
  const [j, s, r] = await db.batch([
    db.select({ id: jurisdictions.iso3 }).from(jurisdictions).where(eq(jurisdictions.iso3, input.jurisdiction ?? "")).limit(1),
    db.select({ id: structures.slug }).from(structures).where(eq(structures.slug, input.structure ?? "")).limit(1),
    db.select({ id: taxReports.id }).from(taxReports).where(and(eq(taxReports.id, input.reportId ?? ""), eq(taxReports.userId, userId))).limit(1),
  ]);
  if (input.jurisdiction !== undefined && j.length === 0) throw fieldError("jurisdiction", "Unknown jurisdiction");
  if (input.structure && s.length === 0) throw fieldError("structure", "Unknown structure");
  if (input.reportId && r.length === 0) throw fieldError("reportId", "Unknown report");
}

export async function createRequest(db: Database, userId: string, input: RequestInput, locale: ContentLocale = "en") {
  await assertReferences(db, userId, input);
  const now = new Date();
  const id = newId();
  await runBatch(db, [
    db.insert(marketplaceRequests).values({
      id,
      ownerId: userId,
      title: input.title,
      description: input.description,
      jurisdiction: input.jurisdiction,
      structure: input.structure ?? null,
      reportId: input.reportId ?? null,
      kind: input.kind,
      budgetMin: input.budgetMin,
      budgetMax: input.budgetMax,
      deadline: input.deadline ?? null,
      status: "open",
      expiresAt: requestExpiry(now),
      createdAt: now,
      updatedAt: now,
    }),
    activityStatement(db, userId, { kind: "request.posted", text: { en: "You posted a marketplace request", tr: "Bir pazar yeri talebi yayınladınız" }, subject: { en: input.title, tr: null }, link: `/marketplace/${id}` }, now),
  ]);
  return getRequest(db, { userId, role: "user" }, id, locale);
}

/** The owner's request, or 404 for a request they cannot see and 403 for a visible one of someone else. */
async function ownRequest(db: Database, viewer: Viewer & { userId: string }, id: string) {
  const row = await requestRow(db, id);
  if (!row) throw notFound();
  if (row.ownerId !== viewer.userId) {
    if (row.status !== "open" && viewer.role !== "admin") throw notFound();
    throw forbidden("Only the person who posted this request can change it.");
  }
  return row;
}

export async function updateRequest(db: Database, viewer: Viewer & { userId: string }, id: string, patch: RequestPatch, locale: ContentLocale = "en") {
  const row = await ownRequest(db, viewer, id);
  assertRequest(row.status, "edit");
  const merged = { budgetMin: patch.budgetMin ?? row.budgetMin, budgetMax: patch.budgetMax ?? row.budgetMax };
  if (merged.budgetMin > merged.budgetMax) throw fieldError("budgetMax", "budgetMin must not exceed budgetMax");
  await assertReferences(db, viewer.userId, patch);
  const values: Partial<MarketplaceRequestRow> = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // A new title or description is the owner's own text: its Turkish twin goes (decision 099).
  if (patch.title !== undefined) {
    const title = editTwin(patch.title, row.title, row.titleTr);
    Object.assign(values, { title: title.en ?? patch.title, titleTr: title.tr });
  }
  if (patch.description !== undefined) {
    const description = editTwin(patch.description, row.description, row.descriptionTr);
    Object.assign(values, { description: description.en ?? patch.description, descriptionTr: description.tr });
  }
  const result = await db
    .update(marketplaceRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(marketplaceRequests.id, id), eq(marketplaceRequests.status, "open")))
    .run();
  if (result.meta.changes !== 1) throw await currentRequestConflict(db, id, "edit");
  return getRequest(db, viewer, id, locale);
}

/**
 * The owner gives an open request another REQUEST_DAYS from now or from its current expiry,
 * whichever is later (issue 31). The guard in the UPDATE keeps it to open requests.
 */
export async function extendRequest(db: Database, viewer: Viewer & { userId: string }, id: string, locale: ContentLocale = "en", now = new Date()) {
  const row = await ownRequest(db, viewer, id);
  assertRequest(row.status, "extend");
  const result = await db
    .update(marketplaceRequests)
    .set({ expiresAt: sql`MAX(COALESCE(${marketplaceRequests.expiresAt}, 0), ${now.getTime()}) + ${REQUEST_DAYS * 24 * 60 * 60 * 1000}`, updatedAt: now })
    .where(and(eq(marketplaceRequests.id, id), eq(marketplaceRequests.status, "open")))
    .run();
  if (result.meta.changes !== 1) throw await currentRequestConflict(db, id, "extend");
  return getRequest(db, viewer, id, locale);
}

async function currentRequestConflict(db: Database, id: string, action: string) {
  const now = await requestRow(db, id);
  return now ? conflict("request", now.status, action) : notFound();
}

/** Owner closes an open request; its pending bids are declined in the same batch and their advisors told. */
export async function closeRequest(db: Database, viewer: Viewer & { userId: string }, id: string, locale: ContentLocale = "en") {
  const row = await ownRequest(db, viewer, id);
  assertRequest(row.status, "close");
  const pending = await db.select({ advisorId: marketplaceBids.advisorId }).from(marketplaceBids).where(and(eq(marketplaceBids.requestId, id), eq(marketplaceBids.status, "pending"))).all();
  const now = new Date();
  const [update] = await db.batch([
    db.update(marketplaceRequests).set({ status: "closed", expiresAt: null, updatedAt: now }).where(and(eq(marketplaceRequests.id, id), eq(marketplaceRequests.status, "open"))),
    db.update(marketplaceBids).set({ status: "declined", updatedAt: now }).where(and(eq(marketplaceBids.requestId, id), eq(marketplaceBids.status, "pending"))),
    activityStatement(db, viewer.userId, { kind: "request.closed", text: { en: "You closed a request", tr: "Bir talebi kapattınız" }, subject: subjectOf(row), link: `/marketplace/${id}` }, now),
    ...pending.map((b) => notifyStatement(db, b.advisorId, { title: { en: "Request closed", tr: "Talep kapatıldı" }, subject: subjectOf(row), link: "/advisor/bids" }, now)),
  ]);
  if (update.meta.changes !== 1) throw await currentRequestConflict(db, id, "close");
  return getRequest(db, viewer, id, locale);
}

// ---------------------------------------------------------------------------------------------
// Bids

function bidSelect(db: Database) {
  return db
    .select({
      bid: marketplaceBids,
      advisorName: users.name,
      slug: advisorProfiles.slug,
      rating: advisorProfiles.rating,
      reviewCount: advisorProfiles.reviewCount,
      jurisdictions: sql<string | null>`(SELECT group_concat(iso3, ',') FROM advisor_jurisdictions aj WHERE aj.user_id = ${marketplaceBids.advisorId})`,
      serviceName: inventoryProducts.name,
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
  const stats = await advisorStats(db, [...new Set(bids.map((b) => b.advisorId))]);
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

/** The caller's own bids across requests, newest first (advisor "My bids"). */
export async function listOwnBids(db: Database, advisorId: string, locale: ContentLocale = "en") {
  const rows = await db
    .select({ bid: marketplaceBids, requestTitle: marketplaceRequests.title, requestTitleTr: marketplaceRequests.titleTr, requestStatus: marketplaceRequests.status, contractId: contracts.id })
    .from(marketplaceBids)
    .innerJoin(marketplaceRequests, eq(marketplaceRequests.id, marketplaceBids.requestId))
    .leftJoin(contracts, eq(contracts.bidId, marketplaceBids.id))
    .where(eq(marketplaceBids.advisorId, advisorId))
    .orderBy(desc(marketplaceBids.createdAt))
    .limit(REQUESTS_LIMIT)
    .all();
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

/** Every bid on the owner's requests in one query (/proposals compares them side by side). */
export async function listBidsForOwner(db: Database, ownerId: string, locale: ContentLocale = "en"): Promise<Bid[]> {
  const rows = await bidSelect(db)
    .where(sql`${marketplaceBids.requestId} IN (SELECT id FROM marketplace_requests WHERE owner_id = ${ownerId})`)
    .orderBy(marketplaceBids.amount, marketplaceBids.createdAt)
    .all();
  return withTrackRecord(db, rows.map((r) => toBid(r, locale)));
}
