import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { contractMilestones, contracts, documentShares, marketplaceBids, marketplaceRequests } from "#db/schema";
import { runBatch } from "#worker/domain/workspace.server";
import { guardedEvent, isConstraintFailure, notifyStatement, subjectOf } from "./effects.server";
import { loadContract, releaseStatements } from "./contracts.server";

/**
 * The marketplace's clocks (issue 31, decision 146), run by the Cron Trigger (worker/index.ts
 * `scheduled`, once a day) with the trigger's time as `now`; tests pass their own `now`.
 *
 * - Submitted work: the client has REVIEW_DAYS to approve or dispute; a reminder on day 7 and day
 *   12; on day 14 the escrow is released with the same statements as an approval.
 * - Requests: an open request closes REQUEST_DAYS after it was posted (or last extended); its
 *   pending bids are declined.
 * - Shares of a completed contract stay read-only for SHARE_DAYS_AFTER_COMPLETION, then end.
 *
 * Every step is one D1 batch per item whose first write is guarded on the state it changes, so a
 * second run, an overlapping run or the client's own approval at the same moment leaves exactly
 * one outcome: the loser's batch fails as a whole and is skipped.
 */

const DAY = 24 * 60 * 60 * 1000;
export const REVIEW_DAYS = 14;
export const REMINDER_DAYS = [7, 12] as const;
export const REQUEST_DAYS = 30;
export const SHARE_DAYS_AFTER_COMPLETION = 90;
/** Items per step and run: a backlog is worked off over the next runs, never in one long invocation. */
const PER_RUN = 100;

export const releaseDate = (submittedAt: Date) => new Date(submittedAt.getTime() + REVIEW_DAYS * DAY);
export const requestExpiry = (from: Date) => new Date(from.getTime() + REQUEST_DAYS * DAY);

export interface ClockRun {
  reminded: number;
  released: number;
  requestsClosed: number;
  sharesEnded: number;
}

export async function runMarketplaceClocks(db: Database, now = new Date()): Promise<ClockRun> {
  // Release first: work past its 14 days needs no reminder any more.
  const released = await autoRelease(db, now);
  const reminded = await sendReminders(db, now);
  const requestsClosed = await closeExpiredRequests(db, now);
  const sharesEnded = await endSharesAfterCompletion(db, now);
  return { reminded, released, requestsClosed, sharesEnded };
}

/** Runs one item's batch; a failed guard means someone else got there first (0), anything else is thrown. */
async function once(db: Database, statements: Parameters<typeof runBatch>[1]): Promise<number> {
  try {
    await runBatch(db, statements);
    return 1;
  } catch (error) {
    if (isConstraintFailure(error)) return 0;
    throw error;
  }
}

async function autoRelease(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: contractMilestones.id, contractId: contractMilestones.contractId })
    .from(contractMilestones)
    .where(and(eq(contractMilestones.status, "submitted"), lte(contractMilestones.submittedAt, new Date(now.getTime() - REVIEW_DAYS * DAY))))
    .orderBy(asc(contractMilestones.submittedAt))
    .limit(PER_RUN)
    .all();
  let released = 0;
  for (const m of due) {
    const contract = await loadContract(db, null, m.contractId, { admin: true });
    const milestone = contract.milestones.find((x) => x.id === m.id);
    if (contract.status !== "active" || milestone?.status !== "submitted") continue;
    released += await once(db, releaseStatements(db, contract, milestone, null, now));
  }
  return released;
}

async function sendReminders(db: Database, now: Date): Promise<number> {
  const [first, second] = REMINDER_DAYS.map((d) => new Date(now.getTime() - d * DAY));
  const due = await db
    .select({
      id: contractMilestones.id,
      contractId: contractMilestones.contractId,
      clientId: contracts.clientId,
      submittedAt: contractMilestones.submittedAt,
      remindersSent: contractMilestones.remindersSent,
      title: marketplaceRequests.title,
      titleTr: marketplaceRequests.titleTr,
    })
    .from(contractMilestones)
    .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
    .innerJoin(marketplaceRequests, eq(marketplaceRequests.id, contracts.requestId))
    .where(
      and(
        eq(contractMilestones.status, "submitted"),
        eq(contracts.status, "active"),
        sql`((${contractMilestones.remindersSent} < 1 AND ${contractMilestones.submittedAt} <= ${first.getTime()}) OR (${contractMilestones.remindersSent} < 2 AND ${contractMilestones.submittedAt} <= ${second.getTime()}))`,
      ),
    )
    .limit(PER_RUN)
    .all();
  let sent = 0;
  for (const m of due) {
    if (!m.submittedAt) continue;
    // Both reminders due at once (a missed run): only the later one is sent.
    const stage = m.submittedAt.getTime() <= second.getTime() ? 2 : 1;
    const day = releaseDate(m.submittedAt).toISOString().slice(0, 10);
    sent += await once(db, [
      db
        .update(contractMilestones)
        .set({ remindersSent: stage })
        .where(and(eq(contractMilestones.id, m.id), eq(contractMilestones.status, "submitted"), sql`${contractMilestones.remindersSent} < ${stage}`, eq(contractMilestones.submittedAt, m.submittedAt))),
      guardedEvent(db, { contractId: m.contractId, milestoneId: m.id, actorId: null, kind: "reminded" }, now),
      notifyStatement(
        db,
        m.clientId,
        {
          title: { en: `Review the submitted work: it is approved automatically on ${day}`, tr: `Teslim edilen işi inceleyin: ${day} tarihinde otomatik olarak onaylanacak` },
          subject: subjectOf(m),
          link: `/proposals?contract=${m.contractId}`,
          icon: "bell",
        },
        now,
      ),
    ]);
  }
  return sent;
}

async function closeExpiredRequests(db: Database, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(marketplaceRequests)
    .where(and(eq(marketplaceRequests.status, "open"), lte(marketplaceRequests.expiresAt, now)))
    .orderBy(asc(marketplaceRequests.expiresAt))
    .limit(PER_RUN)
    .all();
  let closed = 0;
  for (const r of due) {
    const pending = await db.select({ advisorId: marketplaceBids.advisorId }).from(marketplaceBids).where(and(eq(marketplaceBids.requestId, r.id), eq(marketplaceBids.status, "pending"))).all();
    // The notices come first and are written only while the request is still open and expired
    // (an extension or an accepted bid since the read writes none); the UPDATE then closes it.
    const stillDue = sql`EXISTS (SELECT 1 FROM marketplace_requests WHERE id = ${r.id} AND status = 'open' AND expires_at <= ${now.getTime()})`;
    const subject = subjectOf(r);
    const results = await db.batch([
        notifyStatement(db, r.ownerId, { title: { en: "Your request closed after 30 days without an accepted proposal", tr: "Talebiniz kabul edilen teklif olmadan 30 gün sonra kapandı" }, subject, link: `/marketplace/${r.id}`, icon: "bell" }, now, stillDue),
        ...pending.map((b) => notifyStatement(db, b.advisorId, { title: { en: "Request closed", tr: "Talep kapatıldı" }, subject, link: "/advisor/bids" }, now, stillDue)),
        db
          .update(marketplaceBids)
          .set({ status: "declined", updatedAt: now })
          .where(and(eq(marketplaceBids.requestId, r.id), eq(marketplaceBids.status, "pending"), stillDue)),
        db
          .update(marketplaceRequests)
          .set({ status: "closed", expiresAt: null, updatedAt: now })
          .where(and(eq(marketplaceRequests.id, r.id), eq(marketplaceRequests.status, "open"), lte(marketplaceRequests.expiresAt, now))),
      ]);
    closed += (results[results.length - 1] as { meta: { changes: number } }).meta.changes;
  }
  return closed;
}

/**
 * Shares of a client with an advisor end SHARE_DAYS_AFTER_COMPLETION days after their last
 * contract completed, unless another contract between them is active (issue 26 item 8: completed
 * contracts keep read-only access for a stated period). One statement.
 */
async function endSharesAfterCompletion(db: Database, now: Date): Promise<number> {
  const cutoff = now.getTime() - SHARE_DAYS_AFTER_COMPLETION * DAY;
  const result = await db
    .delete(documentShares)
    .where(
      and(
        sql`NOT EXISTS (SELECT 1 FROM contracts c WHERE c.client_id = ${documentShares.ownerId} AND c.advisor_id = ${documentShares.advisorId} AND (c.status = 'active' OR (c.status = 'completed' AND c.updated_at > ${cutoff})))`,
        sql`EXISTS (SELECT 1 FROM contracts c WHERE c.client_id = ${documentShares.ownerId} AND c.advisor_id = ${documentShares.advisorId} AND c.status = 'completed')`,
      ),
    )
    .run();
  return result.meta.changes;
}
