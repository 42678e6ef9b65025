import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { advisorPayouts, auditEvents, contractMilestones, contracts, marketplaceBids, marketplaceRequests, payments, sessions, users } from "#db/schema";
import type { Database } from "#db/client";
import { forgetSessionsInKv } from "#worker/auth/session.server";
import { requireStepUp } from "#worker/auth/step-up.server";
import type { RequestContext } from "#worker/context.server";
import { AppError, notFound } from "#worker/errors";
import { ESCROWED } from "#worker/domain/marketplace/state";
import { queueMail } from "#worker/domain/mail/outbox.server";
import { auditEventWhen, auditStatementWhen } from "./audit.server";
import { CANCEL_DELETION_PURPOSE, spendChallenge, startSession, type AuthResult } from "./two-factor.server";

/**
 * Account deletion (issue 30; GDPR Art. 17, KVKK Art. 11; decisions 230–232). With step-up and the
 * account's e-mail typed again, the account is locked at once (`users.erase_after` = now + 30
 * days, every session ends) and erased by the daily Cron Trigger after the grace period
 * (erasure.server.ts). Open contracts, money in escrow, payments in flight and payouts being sent
 * must be settled first: the request is refused with 409 DELETION_BLOCKED and the list.
 * Cancelling: signing in (password and second factor, or a passkey) on a locked account answers
 * 403 ACCOUNT_LOCKED with a one-time challenge; `POST /api/account/delete/cancel {challenge}`
 * clears the lock and signs in.
 */
export const GRACE_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export const deleteAccountSchema = z.object({
  /** the account's e-mail typed again: a deletion is never one stray click */
  confirmEmail: z.string().trim().min(1, "validation.required").max(254),
});
export const cancelDeletionSchema = z.object({ challenge: z.string().min(10).max(200) });

export type BlockerKind = "contract" | "escrow" | "payment" | "payout";
export interface DeletionBlocker {
  kind: BlockerKind;
  /** the contract, milestone, payment or payout */
  id: string;
  status: string;
  /** the contract it belongs to (contracts and escrow), where the page links */
  contractId?: string;
  /** the marketplace request the contract came from (the client's page of it) */
  requestId?: string;
  /** the person's side of the contract */
  side?: "client" | "advisor";
}

const OPEN_CONTRACT = ["awaiting_signatures", "active"] as const;
const IN_FLIGHT_PAYMENT = ["processing", "pending", "held"] as const;

const partyOf = (userId: string) => or(eq(contracts.clientId, userId), eq(contracts.advisorId, userId));

/** What stops the account from being deleted now, in the order the page lists it. */
export async function deletionBlockers(db: Database, userId: string): Promise<DeletionBlocker[]> {
  const [open, escrow, paying, payouts] = await db.batch([
    db
      .select({ id: contracts.id, status: contracts.status, clientId: contracts.clientId, requestId: contracts.requestId })
      .from(contracts)
      .where(and(partyOf(userId), inArray(contracts.status, OPEN_CONTRACT))),
    db
      .select({ id: contractMilestones.id, status: contractMilestones.status, contractId: contracts.id, clientId: contracts.clientId, requestId: contracts.requestId })
      .from(contractMilestones)
      .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
      .where(and(partyOf(userId), inArray(contractMilestones.status, ESCROWED))),
    db.select({ id: payments.id, status: payments.status }).from(payments).where(and(eq(payments.userId, userId), inArray(payments.status, IN_FLIGHT_PAYMENT))),
    db.select({ id: advisorPayouts.id, status: advisorPayouts.status, contractId: advisorPayouts.contractId }).from(advisorPayouts).where(and(eq(advisorPayouts.advisorId, userId), eq(advisorPayouts.status, "processing"))),
  ]);
  const side = (clientId: string) => (clientId === userId ? ("client" as const) : ("advisor" as const));
  return [
    ...open.map((c) => ({ kind: "contract" as const, id: c.id, status: c.status, contractId: c.id, requestId: c.requestId, side: side(c.clientId) })),
    ...escrow.map((m) => ({ kind: "escrow" as const, id: m.id, status: m.status, contractId: m.contractId, requestId: m.requestId, side: side(m.clientId) })),
    ...paying.map((p) => ({ kind: "payment" as const, id: p.id, status: p.status })),
    ...payouts.map((p) => ({ kind: "payout" as const, id: p.id, status: p.status, contractId: p.contractId })),
  ];
}

/** The SQL twin of deletionBlockers, for the lock's own UPDATE: a contract or payment started meanwhile still blocks. */
const noBlockersSql = (userId: string) => sql`NOT EXISTS (SELECT 1 FROM ${contracts} WHERE (${contracts.clientId} = ${userId} OR ${contracts.advisorId} = ${userId}) AND (${contracts.status} IN ('awaiting_signatures', 'active') OR EXISTS (SELECT 1 FROM ${contractMilestones} WHERE ${contractMilestones.contractId} = ${contracts.id} AND ${contractMilestones.status} IN ('funded', 'submitted', 'disputed'))))
  AND NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.userId} = ${userId} AND ${payments.status} IN ('processing', 'pending', 'held'))
  AND NOT EXISTS (SELECT 1 FROM ${advisorPayouts} WHERE ${advisorPayouts.advisorId} = ${userId} AND ${advisorPayouts.status} = 'processing')`;

export const deletionBlocked = (blockers: DeletionBlocker[]) =>
  new AppError(409, "DELETION_BLOCKED", "The account cannot be deleted while contracts, escrow or payments are open. Settle them first.", { blockers });

export interface DeletionState {
  /** ISO time the account will be erased; null: no deletion asked for */
  eraseAfter: string | null;
  blockers: DeletionBlocker[];
}

/** What /settings/privacy shows about deletion. */
export async function deletionState(db: Database, userId: string): Promise<DeletionState> {
  const [user, blockers] = await Promise.all([db.select({ eraseAfter: users.eraseAfter }).from(users).where(eq(users.id, userId)).get(), deletionBlockers(db, userId)]);
  return { eraseAfter: user?.eraseAfter?.toISOString() ?? null, blockers };
}

/**
 * `POST /api/account/delete {confirmEmail}` (step-up). One batch: the lock (conditional on no
 * blocker, so a contract that started meanwhile wins with the same 409), every session ended, the
 * person's open marketplace requests closed and pending proposals withdrawn (nobody can accept
 * them for a locked account), the audit event and the mail.
 */
export async function requestDeletion(ctx: RequestContext, input: z.infer<typeof deleteAccountSchema>, now = new Date()): Promise<{ eraseAfter: string }> {
  const { userId } = requireStepUp(ctx, now.getTime());
  const user = await ctx.db.select({ email: users.email, eraseAfter: users.eraseAfter }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound();
  if (user.eraseAfter) throw new AppError(409, "CONFLICT", "The deletion of this account was already asked for.");
  if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(400, "VALIDATION_FAILED", "Type the account's e-mail address to confirm.", { fieldErrors: { confirmEmail: ["validation.confirmEmailMismatch"] } });
  }
  const blockers = await deletionBlockers(ctx.db, userId);
  if (blockers.length > 0) throw deletionBlocked(blockers);
  const eraseAfter = new Date(now.getTime() + GRACE_PERIOD_MS);
  // The audit event goes first, written only when the account is unlocked and unblocked; every
  // other statement acts only if that very event (its random id) exists: of two concurrent
  // requests, exactly one writes the event, the lock and the rest.
  const event = auditEventWhen(
    ctx,
    { action: "account.deletion-requested", actorId: userId, subject: `user:${userId}`, at: now, details: { eraseAfter: eraseAfter.toISOString() } },
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.eraseAfter} IS NULL AND ${noBlockersSql(userId)})`,
  );
  const won = sql`EXISTS (SELECT 1 FROM ${auditEvents} WHERE ${auditEvents.id} = ${event.id})`;
  const [, locked, ended] = await ctx.db.batch([
    event.statement,
    ctx.db.update(users).set({ eraseAfter, updatedAt: now }).where(and(eq(users.id, userId), won)).returning({ id: users.id }),
    ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), won))
      .returning({ id: sessions.id }),
    ctx.db
      .update(marketplaceRequests)
      .set({ status: "closed", expiresAt: null, updatedAt: now })
      .where(and(eq(marketplaceRequests.ownerId, userId), eq(marketplaceRequests.status, "open"), won)),
    ctx.db
      .update(marketplaceBids)
      .set({ status: "withdrawn", updatedAt: now })
      .where(and(eq(marketplaceBids.advisorId, userId), eq(marketplaceBids.status, "pending"), won)),
  ]);
  if (locked.length === 0) {
    // Lost to a concurrent request (a contract or payment started, or a second deletion request):
    // nothing above acted; say what blocks it now.
    const current = await deletionBlockers(ctx.db, userId);
    throw current.length > 0 ? deletionBlocked(current) : new AppError(409, "CONFLICT", "The deletion of this account was already asked for.");
  }
  await forgetSessionsInKv(ctx.kv, ended.map((s) => s.id));
  // The mail after the lock took (a lost race must not announce a deletion): essential mail, never switched off.
  await queueMail(ctx.db, { template: "account-deletion", to: user.email, userId, locale: ctx.locale, props: { eraseAfter: eraseAfter.toISOString(), signInUrl: `${ctx.url.origin}/sign-in` } }, now);
  return { eraseAfter: eraseAfter.toISOString() };
}

/**
 * `POST /api/account/delete/cancel {challenge}`: the lock goes (only before the erasure ran), the
 * audit event is written in the same batch, and the person is signed in (`{user, accessToken, tokenType}`).
 */
export async function cancelDeletion(ctx: RequestContext, input: z.infer<typeof cancelDeletionSchema>, now = new Date()): Promise<AuthResult> {
  const userId = await spendChallenge(ctx, input.challenge, CANCEL_DELETION_PURPOSE, now);
  const pending = and(eq(users.id, userId), isNotNull(users.eraseAfter), isNull(users.erasedAt));
  const [, unlocked] = await ctx.db.batch([
    auditStatementWhen(ctx, { action: "account.deletion-cancelled", actorId: userId, subject: `user:${userId}`, at: now }, sql`EXISTS (SELECT 1 FROM ${users} WHERE ${pending})`),
    ctx.db.update(users).set({ eraseAfter: null, updatedAt: now }).where(pending).returning({ id: users.id }),
  ]);
  if (unlocked.length === 0) throw new AppError(409, "CONFLICT", "This account has no deletion to cancel.");
  return startSession(ctx, userId, { secondFactor: null });
}
