import { and, desc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { batched, preparedRead } from "#worker/db-batch.server";
import { z } from "zod";
import type { Database } from "#db/client";
import { contractReviews, contracts, type ContractReviewRow, type ReviewSide } from "#db/schema";
import { AppError } from "#worker/errors";
import { insertSelect } from "#worker/domain/guarded-insert.server";
import { newId, runBatch } from "#worker/domain/workspace.server";
import { loadContract, wrongParty, type Contract } from "./contracts.server";
import { isConstraintFailure, notifyStatement } from "./effects.server";
import { conflict } from "./state";

/**
 * Reviews (issue 31, decision 147). Both parties of a contract that completed, or was cancelled
 * after money was in escrow, may review the other once within REVIEW_WINDOW_DAYS of its end.
 * Double-blind: a review is shown to the other party, and publicly, only once both are in or the
 * window has closed. The window, the party and "once" are decided inside the INSERT.
 */

const DAY = 24 * 60 * 60 * 1000;
export const REVIEW_WINDOW_DAYS = 14;

/** What each side rates, 1–5 (the client rates the advisor, the advisor the client). */
export const REVIEW_CRITERIA = {
  client: ["quality", "communication", "timeliness"],
  advisor: ["clarity", "responsiveness"],
} as const satisfies Record<ReviewSide, readonly string[]>;

const rating = z.number().int().min(1).max(5);
export const reviewInputSchema = z.object({
  ratings: z.record(z.string().max(40), rating),
  comment: z.string().trim().max(2000).default(""),
  privateNote: z.string().trim().max(2000).nullable().optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export const reviewResponseSchema = z.object({ response: z.string().trim().min(1).max(2000) });

export interface Review {
  id: string;
  side: ReviewSide;
  ratings: Record<string, number>;
  /** mean of the ratings, one decimal */
  score: number;
  comment: string;
  /** only in the reviewer's own copy */
  privateNote?: string | null;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
}

export interface ContractReviews {
  /** may the caller write their review now */
  canReview: boolean;
  /** ISO time the window closes; null while the contract has not ended */
  closesAt: string | null;
  mine: Review | null;
  /** the other party's review once revealed; null while hidden or not written */
  theirs: Review | null;
  /** whether the other party has written theirs (without what it says) */
  theirsSubmitted: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function toReview(r: ContractReviewRow, own: boolean): Review {
  return {
    id: r.id,
    side: r.side,
    ratings: r.ratings,
    score: round1(r.score),
    comment: r.comment,
    ...(own ? { privateNote: r.privateNote } : {}),
    response: r.response,
    respondedAt: r.respondedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** SQL: contract `c` can be reviewed at `now` (ended with money involved, window open). */
const reviewable = (contractId: string, now: Date) => sql`EXISTS (SELECT 1 FROM contracts c WHERE c.id = ${contractId} AND c.ended_at IS NOT NULL AND c.ended_at > ${now.getTime() - REVIEW_WINDOW_DAYS * DAY}
  AND (c.status = 'completed' OR (c.status = 'cancelled' AND EXISTS (SELECT 1 FROM contract_milestones m WHERE m.contract_id = c.id AND m.status IN ('refunded', 'released', 'resolved')))))`;

/**
 * SQL: review row `r` (of contract `c`) is revealed: the other side's review exists, or the
 * window closed. Used for the other party's copy and for public profiles. `closedBy` is
 * `windowClosedBy(now)`, or a placeholder bound to it (a read prepared once per isolate).
 */
export const revealed = (r: { contractId: SQL | typeof contractReviews.contractId; side: SQL | typeof contractReviews.side }, closedBy: number | Placeholder) =>
  sql`(EXISTS (SELECT 1 FROM contract_reviews o WHERE o.contract_id = ${r.contractId} AND o.side <> ${r.side})
    OR EXISTS (SELECT 1 FROM contracts cw WHERE cw.id = ${r.contractId} AND cw.ended_at <= ${closedBy}))`;

/** The latest end (ms) of a contract whose review window has closed at `now`. */
const windowClosedBy = (now: Date) => now.getTime() - REVIEW_WINDOW_DAYS * DAY;

/** Money was in escrow at some point: a cancelled contract like that can be reviewed. */
const moneyMoved = (milestones: { status: string }[]) => milestones.some((m) => ["refunded", "released", "resolved"].includes(m.status));

function eligible(contract: { status: string; endedAt: Date | null; milestones: { status: string }[] }, now: Date) {
  if (!contract.endedAt) return false;
  if (contract.status !== "completed" && !(contract.status === "cancelled" && moneyMoved(contract.milestones))) return false;
  return contract.endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY > now.getTime();
}

async function endedAtOf(db: Database, contractId: string) {
  return (await db.select({ endedAt: contracts.endedAt }).from(contracts).where(eq(contracts.id, contractId)).get())?.endedAt ?? null;
}

/** Both reviews of a contract as the caller may see them; 404 for anyone not a party. */
export async function getContractReviews(db: Database, userId: string, contractId: string, now = new Date()): Promise<ContractReviews> {
  const contract = await loadContract(db, userId, contractId);
  const [rows, ended] = await db.batch([reviewsQuery(db, contractId), db.select({ endedAt: contracts.endedAt }).from(contracts).where(eq(contracts.id, contractId))]);
  return reviewsOf({ ...contract, endedAt: ended[0]?.endedAt ?? null }, userId, rows, now);
}

/** A contract's reviews (both sides), for a batch (the contract: a value, or a placeholder for a prepared read). */
export const reviewsQuery = (db: Database, contractId: string | Placeholder) => db.select().from(contractReviews).where(eq(contractReviews.contractId, contractId));

/** Both reviews as the party `userId` may see them, from the contract and its review rows. */
export function reviewsOf(contract: Pick<Contract, "clientId" | "status" | "milestones"> & { endedAt: Date | null }, userId: string, rows: ContractReviewRow[], now = new Date()): ContractReviews {
  const side: ReviewSide = contract.clientId === userId ? "client" : "advisor";
  const endedAt = contract.endedAt;
  const mine = rows.find((r) => r.side === side) ?? null;
  const theirs = rows.find((r) => r.side !== side) ?? null;
  const windowClosed = endedAt !== null && endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY <= now.getTime();
  const shown = theirs && (mine || windowClosed) ? toReview(theirs, false) : null;
  return {
    canReview: !mine && eligible({ ...contract, endedAt }, now),
    closesAt: endedAt ? new Date(endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY).toISOString() : null,
    mine: mine ? toReview(mine, true) : null,
    theirs: shown,
    theirsSubmitted: theirs !== null,
  };
}

/**
 * The caller's review of the other party. 404 stranger; 400 criteria of the wrong side; 409 when
 * the contract has not ended (naming its state), the window closed, or this side reviewed already.
 */
export async function submitReview(db: Database, userId: string, contractId: string, input: ReviewInput, now = new Date()): Promise<ContractReviews> {
  const contract = await loadContract(db, userId, contractId);
  const side: ReviewSide = contract.clientId === userId ? "client" : "advisor";
  const criteria: readonly string[] = REVIEW_CRITERIA[side];
  const keys = Object.keys(input.ratings);
  if (keys.length !== criteria.length || !criteria.every((k) => keys.includes(k))) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { ratings: [`Rate each of: ${criteria.join(", ")} (1–5)`] } });
  }
  if (contract.status === "active" || contract.status === "awaiting_signatures") throw conflict("contract", contract.status, "review");
  const subjectId = side === "client" ? contract.advisorId : contract.clientId;
  const score = criteria.reduce((s, k) => s + input.ratings[k], 0) / criteria.length;
  const party = side === "client" ? sql`c.client_id = ${userId}` : sql`c.advisor_id = ${userId}`;
  const link = side === "client" ? `/advisor/contracts?contract=${contractId}` : `/proposals?contract=${contractId}`;
  const id = newId();
  try {
    await runBatch(db, [
      // one row per side (unique index); written only inside the window, by that side's party
      insertSelect(
        db,
        contractReviews,
        { id, contractId, side, reviewerId: userId, subjectId, ratings: input.ratings, score, comment: input.comment, privateNote: input.privateNote ?? null, createdAt: now },
        sql`${reviewable(contractId, now)} AND EXISTS (SELECT 1 FROM contracts c WHERE c.id = ${contractId} AND ${party})`,
      ),
      // written only when the review above was
      notifyStatement(db, subjectId, { title: { en: "You received a review", tr: "Bir değerlendirme aldınız" }, subject: contract.subject, link, icon: "star" }, now, sql`changes() = 1`),
    ]);
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
  }
  const [written, existing] = await db.batch([
    db.select({ id: contractReviews.id }).from(contractReviews).where(eq(contractReviews.id, id)),
    db.select({ id: contractReviews.id }).from(contractReviews).where(and(eq(contractReviews.contractId, contractId), eq(contractReviews.side, side))),
  ]);
  if (written.length === 0) {
    if (existing.length > 0) throw new AppError(409, "CONFLICT", "You have already reviewed this contract.", { status: contract.status });
    const endedAt = await endedAtOf(db, contractId);
    if (contract.status === "cancelled" && !moneyMoved(contract.milestones)) throw conflict("contract", contract.status, "review");
    const closed = endedAt ? ` on ${new Date(endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY).toISOString()}` : "";
    throw new AppError(409, "CONFLICT", `The review window of this contract closed${closed}.`, { status: contract.status });
  }
  return getContractReviews(db, userId, contractId, now);
}

/** The advisor answers the client's review of them publicly, once, after it is revealed. */
export async function respondToReview(db: Database, userId: string, contractId: string, response: string, now = new Date()): Promise<ContractReviews> {
  const contract = await loadContract(db, userId, contractId);
  if (contract.advisorId !== userId) throw wrongParty("advisor", "answer a review");
  const result = await db
    .update(contractReviews)
    .set({ response, respondedAt: now })
    .where(and(eq(contractReviews.contractId, contractId), eq(contractReviews.side, "client"), sql`${contractReviews.response} IS NULL`, revealed({ contractId: contractReviews.contractId, side: contractReviews.side }, windowClosedBy(now))))
    .run();
  if (result.meta.changes !== 1) {
    const row = await db.select({ response: contractReviews.response }).from(contractReviews).where(and(eq(contractReviews.contractId, contractId), eq(contractReviews.side, "client"))).get();
    throw new AppError(409, "CONFLICT", row?.response ? "You have already answered this review." : "There is no visible review to answer yet.", { status: contract.status });
  }
  return getContractReviews(db, userId, contractId, now);
}

export interface AdvisorStats {
  /** mean of revealed client reviews' scores, one decimal; null without reviews */
  rating: number | null;
  reviewCount: number;
  completedContracts: number;
  /** completed contracts finished within the accepted bid's timeline, 0–1 (two decimals); null without any */
  onTimeRate: number | null;
}

/** Marketplace track record of advisors, in one statement. */
export async function advisorStats(db: Database, advisorIds: string[], now = new Date()): Promise<Map<string, AdvisorStats>> {
  if (advisorIds.length === 0) return new Map();
  return toAdvisorStats(await batched({ db }, advisorStatsQuery(db, sql.join(advisorIds.map((id) => sql`${id}`), sql`, `), windowClosedBy(now))));
}

/**
 * The same for the advisors a subquery with placeholders names (`ids`: a request's bidders, the
 * profile's owner by slug), joining the caller's D1 batch (`scope`, decision 057); its SQL is built
 * once per isolate (preparedRead): a call binds the subquery's `values` and the review window.
 */
export function preparedAdvisorStats<V extends Record<string, unknown>>(ids: (db: Database) => SQL | SQLWrapper) {
  const read = preparedRead((db) => advisorStatsQuery(db, ids(db), sql.placeholder("windowClosedBy")));
  return async (scope: { db: Database }, values: V, now = new Date()) => toAdvisorStats(await read(scope, { ...values, windowClosedBy: windowClosedBy(now) }));
}

function advisorStatsQuery(db: Database, ids: SQL | SQLWrapper, closedBy: number | Placeholder) {
  return db
    .select({
      id: sql<string>`u.id`,
      rating: sql<number | null>`(SELECT avg(r.score) FROM contract_reviews r WHERE r.subject_id = u.id AND r.side = 'client' AND ${revealed({ contractId: sql`r.contract_id`, side: sql`r.side` }, closedBy)})`,
      reviewCount: sql<number>`(SELECT count(*) FROM contract_reviews r WHERE r.subject_id = u.id AND r.side = 'client' AND ${revealed({ contractId: sql`r.contract_id`, side: sql`r.side` }, closedBy)})`,
      completed: sql<number>`(SELECT count(*) FROM contracts c WHERE c.advisor_id = u.id AND c.status = 'completed')`,
      onTime: sql<number>`(SELECT count(*) FROM contracts c JOIN marketplace_bids b ON b.id = c.bid_id WHERE c.advisor_id = u.id AND c.status = 'completed' AND c.ended_at <= c.created_at + b.timeline_days * ${DAY})`,
    })
    .from(sql`users u`)
    .where(sql`u.id IN (${ids})`);
}

function toAdvisorStats(rows: { id: string; rating: number | null; reviewCount: number; completed: number; onTime: number }[]): Map<string, AdvisorStats> {
  const out = new Map<string, AdvisorStats>();
  for (const r of rows) {
    const completed = Number(r.completed);
    out.set(r.id, {
      rating: r.rating === null ? null : round1(Number(r.rating)),
      reviewCount: Number(r.reviewCount),
      completedContracts: completed,
      onTimeRate: completed === 0 ? null : Math.round((Number(r.onTime) / completed) * 100) / 100,
    });
  }
  return out;
}

export interface PublicReview {
  ratings: Record<string, number>;
  score: number;
  comment: string;
  response: string | null;
  createdAt: string;
  /** the client's first name only */
  clientName: string;
}

/**
 * An advisor's revealed reviews from clients, newest first (public profile), for the advisor a
 * subquery with placeholders names (`advisor`, the profile's owner by slug): its SQL is built once
 * per isolate (preparedRead) and joins the caller's D1 batch; a call binds the subquery's `values`
 * and the review window.
 */
export function preparedPublicReviews<V extends Record<string, unknown>>(advisor: (db: Database) => SQL | SQLWrapper, limit = 50) {
  const read = preparedRead((db) =>
    db
      .select({ review: contractReviews, clientName: sql<string>`(SELECT name FROM users WHERE id = ${contractReviews.reviewerId})` })
      .from(contractReviews)
      .where(and(sql`${contractReviews.subjectId} IN (${advisor(db)})`, eq(contractReviews.side, "client"), revealed({ contractId: contractReviews.contractId, side: contractReviews.side }, sql.placeholder("windowClosedBy"))))
      .orderBy(desc(contractReviews.createdAt))
      .limit(limit),
  );
  return async (scope: { db: Database }, values: V, now = new Date()): Promise<PublicReview[]> => {
    const rows = await read(scope, { ...values, windowClosedBy: windowClosedBy(now) });
    return rows.map(({ review, clientName }) => ({
      ratings: review.ratings,
      score: round1(review.score),
      comment: review.comment,
      response: review.response,
      createdAt: review.createdAt.toISOString(),
      clientName: (clientName ?? "").trim().split(/\s+/)[0] ?? "",
    }));
  };
}
