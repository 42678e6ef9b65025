import { and, desc, eq, gte, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  contracts,
  jurisdictions,
  marketplaceBids,
  marketplaceRequests,
  structures,
  taxReports,
  type MarketplaceRequestRow,
  type Role,
} from "#db/schema";
import { ADVISOR_ROLES } from "#worker/auth/permissions.server";
import { AppError, forbidden, notFound } from "#worker/errors";
import { editTwin, twin, type ContentLocale } from "#worker/domain/locale";
import { newId, runBatch } from "#worker/domain/workspace.server";
import { preparedRead } from "#worker/db-batch.server";
import { activityStatement, notifyStatement, subjectOf } from "./effects.server";
import type { RequestInput, RequestPatch, RequestsQuery } from "./schemas";
import { assertRequest, conflict } from "./state";

import { requestExpiry, REQUEST_DAYS } from "./clocks.server";

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

/**
 * Open requests for everyone (filters from the URL); `mine` = the caller's own in every status. A
 * page passes its request context (`scope`) so the read joins its one D1 batch.
 */
export async function listRequests(db: Database, viewer: Viewer, query: RequestsQuery, locale: ContentLocale = "en", scope: { db: Database } = { db }) {
  if (query.mine && !viewer.userId) return [];
  const values = {
    ownerId: query.mine ? viewer.userId : undefined,
    jurisdiction: query.jurisdiction || undefined,
    structure: query.structure || undefined,
    kind: query.kind || undefined,
    budgetMin: query.budgetMin,
    budgetMax: query.budgetMax,
  };
  // only the values of the filters present: the SQL of their combination holds no others
  const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const rows = await requestsReadFor(Object.keys(present), locale)(scope, present);
  return rows.map((r) => toRequest(r, viewer, locale));
}

type RequestFilter = "ownerId" | "jurisdiction" | "structure" | "kind" | "budgetMin" | "budgetMax";
const FILTERS: Record<RequestFilter, () => SQL> = {
  ownerId: () => eq(marketplaceRequests.ownerId, sql.placeholder("ownerId")),
  jurisdiction: () => eq(marketplaceRequests.jurisdiction, sql.placeholder("jurisdiction")),
  structure: () => eq(marketplaceRequests.structure, sql.placeholder("structure")),
  kind: () => eq(marketplaceRequests.kind, sql.placeholder("kind")),
  // budget filters keep requests whose range overlaps the asked one
  budgetMin: () => gte(marketplaceRequests.budgetMax, sql.placeholder("budgetMin")),
  budgetMax: () => lte(marketplaceRequests.budgetMin, sql.placeholder("budgetMax")),
};

/**
 * The list's read for one combination of filters (without `ownerId`: open requests only) and one
 * language, its SQL built once per isolate with the values as placeholders (issue 28, as decision
 * 312 did for the professionals): at most 2 × 2⁵ combinations per language, made as they are asked for.
 */
const requestsReads = new Map<string, ReturnType<typeof requestsRead>>();
function requestsReadFor(filters: string[], locale: ContentLocale) {
  const key = `${locale}:${filters.join(",")}`;
  let read = requestsReads.get(key);
  if (!read) requestsReads.set(key, (read = requestsRead(filters as RequestFilter[], locale)));
  return read;
}
function requestsRead(filters: RequestFilter[], locale: ContentLocale) {
  const where = [filters.includes("ownerId") ? undefined : eq(marketplaceRequests.status, "open"), ...filters.map((f) => FILTERS[f]())];
  return preparedRead((db) =>
    selectRequests(db, locale)
      .where(and(...where))
      .orderBy(desc(marketplaceRequests.createdAt), desc(marketplaceRequests.id))
      .limit(REQUESTS_LIMIT),
  );
}

// The caller's own requests (/proposals), per language: the SQL is built once per isolate (issue 28).
const ownRequests = (locale: ContentLocale) =>
  preparedRead((db) =>
    selectRequests(db, locale)
      .where(eq(marketplaceRequests.ownerId, sql.placeholder("userId")))
      .orderBy(desc(marketplaceRequests.createdAt), desc(marketplaceRequests.id))
      .limit(REQUESTS_LIMIT),
  );
const ownRequestsIn = { en: ownRequests("en"), tr: ownRequests("tr") } satisfies Record<ContentLocale, unknown>;

/** `listRequests(…, { mine: true })` without filters, joining the caller's D1 batch (`scope`). */
export async function ownRequestsRead(scope: { db: Database }, viewer: Viewer & { userId: string }, locale: ContentLocale) {
  const rows = await ownRequestsIn[locale](scope, { userId: viewer.userId });
  return rows.map((r) => toRequest(r, viewer, locale));
}

export async function requestRow(db: Database, id: string) {
  return db.select().from(marketplaceRequests).where(eq(marketplaceRequests.id, id)).get();
}

/**
 * Open requests are public (private fields hidden); an awarded or closed one only for its owner,
 * the advisors who bid on it and admins. Anyone else gets 404.
 */
export async function getRequest(db: Database, viewer: Viewer, id: string, locale: ContentLocale = "en"): Promise<MarketplaceRequest> {
  const [rows, ownBid] = await db.batch(requestReads(db, viewer.userId, id, locale));
  return visibleRequest(rows, ownBid, viewer, locale);
}

/**
 * The request row and whether the viewer (`userId`) has bid on it: the reads `getRequest` checks,
 * for callers that batch them with more; the id and the viewer are values or placeholders (the
 * request page prepares them once per isolate).
 */
export function requestReads(db: Database, userId: string | Placeholder | null, id: string | Placeholder, locale: ContentLocale) {
  return [
    selectRequests(db, locale).where(eq(marketplaceRequests.id, id)),
    db
      .select({ id: marketplaceBids.id })
      .from(marketplaceBids)
      .where(and(eq(marketplaceBids.requestId, id), eq(marketplaceBids.advisorId, userId ?? "")))
      .limit(1),
  ] as const;
}

/** Open requests for everyone; any other status only for its owner, an advisor who bid on it and admins (404 otherwise). */
export function visibleRequest(rows: Parameters<typeof toRequest>[0][], ownBid: unknown[], viewer: Viewer, locale: ContentLocale): MarketplaceRequest {
  const r = rows[0];
  if (!r) throw notFound();
  const visible = r.row.status === "open" || r.row.ownerId === viewer.userId || ownBid.length > 0 || viewer.role === "admin";
  if (!visible) throw notFound();
  return toRequest(r, viewer, locale);
}

export function fieldError(field: string, message: string) {
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
