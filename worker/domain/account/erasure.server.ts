import { and, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import * as s from "#db/schema";
import type { Database } from "#db/client";
import { hashPassword } from "#worker/auth/password.server";
import { forgetSessionsInKv } from "#worker/auth/session.server";
import { auditStatement } from "./audit.server";
import { deletionBlockers } from "./deletion.server";

/**
 * The erasure (issue 30, decision 231), run by the daily Cron Trigger for every account whose
 * grace period is over. Personal data goes: the profile, reports with their inputs, notes, tasks,
 * contacts, messages, mail, documents and their R2 files, sessions, passkeys, TOTP, preferences.
 * What the law makes us keep stays, pseudonymised: payments, refunds, memberships, payouts,
 * ledger rows and contracts keep pointing at the account's id, and the `users` row becomes a
 * tombstone without name, e-mail, picture or password; the audit trail loses IP and user agent.
 *
 * Idempotent: the D1 part is one batch (all or nothing) that ends with `erased_at`; R2 deletes
 * come first and are repeated harmlessly when a run fails half-way. An account that somehow got a
 * blocker while locked (a contract with money) is left for a later run and logged.
 */
export interface ErasureDeps {
  db: Database;
  files?: R2Bucket;
  kv?: KVNamespace;
}

/** Accounts one run erases at most (each is one batch); the rest wait for the next day. */
export const ERASE_PER_RUN = 25;

export async function eraseDueAccounts(deps: ErasureDeps, now = new Date()): Promise<{ erased: string[]; postponed: string[] }> {
  const due = await deps.db
    .select({ id: s.users.id })
    .from(s.users)
    .where(and(isNotNull(s.users.eraseAfter), lte(s.users.eraseAfter, now), isNull(s.users.erasedAt)))
    .limit(ERASE_PER_RUN);
  const erased: string[] = [];
  const postponed: string[] = [];
  for (const { id } of due) {
    if ((await deletionBlockers(deps.db, id)).length > 0) {
      postponed.push(id);
      continue;
    }
    await eraseAccount(deps, id, now);
    erased.push(id);
  }
  return { erased, postponed };
}

/** The erasure of one account (no check of the grace period: eraseDueAccounts decides). */
export async function eraseAccount(deps: ErasureDeps, userId: string, now = new Date()): Promise<void> {
  const { db } = deps;
  const user = await db.select({ email: s.users.email, erasedAt: s.users.erasedAt }).from(s.users).where(eq(s.users.id, userId)).get();
  if (!user || user.erasedAt) return;
  const email = user.email.toLowerCase();

  // 1. Files in R2 (before the rows that name them, so a failure here leaves everything to retry).
  const stored = await db.select({ key: s.fileItems.storageKey }).from(s.fileItems).where(and(eq(s.fileItems.userId, userId), isNotNull(s.fileItems.storageKey)));
  // and what the person uploaded to a contract's workroom (decision 325)
  const uploaded = await db.select({ key: s.contractAttachments.storageKey }).from(s.contractAttachments).where(eq(s.contractAttachments.uploaderId, userId));
  const keys = [...stored, ...uploaded].map((f) => f.key!).filter(Boolean);
  if (deps.files) for (let i = 0; i < keys.length; i += 1000) await deps.files.delete(keys.slice(i, i + 1000));

  // 2. D1, one batch.
  const mine = <T extends { userId: unknown }>(table: T & Parameters<typeof db.delete>[0]) => db.delete(table).where(eq((table as unknown as { userId: typeof s.notes.userId }).userId, userId));
  const partyOf = or(eq(s.contracts.clientId, userId), eq(s.contracts.advisorId, userId));
  const contractIds = db.select({ id: s.contracts.id }).from(s.contracts).where(partyOf);
  const withContract = db.select({ id: s.contracts.requestId }).from(s.contracts);
  const bidsWithContract = db.select({ id: s.contracts.bidId }).from(s.contracts);
  const conversations = db.select({ id: s.chats.conversationId }).from(s.chats).where(or(eq(s.chats.ownerId, userId), eq(s.chats.contactId, userId)));
  const filings = db.select({ id: s.complianceFilings.id }).from(s.complianceFilings).where(eq(s.complianceFilings.userId, userId));
  const sessionRows = await db.select({ id: s.sessions.id }).from(s.sessions).where(eq(s.sessions.userId, userId));
  const tombstone = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  const ERASED = "Erased account";

  const statements: BatchItem<"sqlite">[] = [
    // sign-in and security
    mine(s.sessions),
    mine(s.passwordResetTokens),
    mine(s.userTotp),
    mine(s.recoveryCodes),
    mine(s.signInChallenges),
    mine(s.passkeys),
    db.delete(s.webauthnChallenges).where(eq(s.webauthnChallenges.userId, userId)),
    mine(s.emailChanges),
    mine(s.mailKnownDevices),
    db.delete(s.rateLimits).where(sql`instr(${s.rateLimits.key}, ${email}) > 0 OR instr(${s.rateLimits.key}, ${userId}) > 0`),
    // messages: the conversations the person took part in, on both sides
    db.delete(s.chatMessages).where(or(eq(s.chatMessages.senderId, userId), inArray(s.chatMessages.conversationId, conversations))),
    db.delete(s.chats).where(or(eq(s.chats.ownerId, userId), eq(s.chats.contactId, userId))),
    mine(s.mails),
    mine(s.mailLabels),
    mine(s.mailboxSettings),
    db.delete(s.mailOutbox).where(or(eq(s.mailOutbox.userId, userId), eq(sql`lower(${s.mailOutbox.toEmail})`, email))),
    mine(s.mailPreferences),
    mine(s.inboxItems),
    // the workspace
    mine(s.notes),
    mine(s.noteLabels),
    mine(s.tasks),
    mine(s.taskTags),
    mine(s.contacts),
    mine(s.contactTags),
    mine(s.scrumboardCards),
    mine(s.scrumboardLabels),
    mine(s.scrumboardLists),
    mine(s.scrumboardBoards),
    mine(s.scrumboardMembers),
    mine(s.shortcuts),
    mine(s.shellSettings),
    mine(s.activities),
    mine(s.ledgerEntries),
    mine(s.ledgerBudgets),
    mine(s.dashboardSnapshots),
    mine(s.supportTickets),
    mine(s.academyProgress),
    mine(s.inventoryTags),
    mine(s.inventoryProducts),
    // documents (their bytes went above) and who they were shared with
    db.delete(s.documentShares).where(or(eq(s.documentShares.ownerId, userId), eq(s.documentShares.advisorId, userId))),
    mine(s.fileItems),
    // tax reports and their inputs; compliance
    mine(s.ruleChangeNotices),
    mine(s.ruleChangeEntityNotices),
    mine(s.taxReports),
    db.delete(s.complianceMailReminders).where(inArray(s.complianceMailReminders.filingId, filings)),
    mine(s.complianceFilings),
    mine(s.complianceFeeds),
    mine(s.complianceEntities),
    // advisor profile and application
    mine(s.advisorJurisdictions),
    mine(s.advisorServices),
    mine(s.advisorLanguages),
    mine(s.advisorProfiles),
    mine(s.advisorApplications),
    mine(s.payoutAccounts),
    mine(s.idempotencyKeys),
    // marketplace: what no contract needs goes; what a (settled) contract rests on stays, its words erased
    db.delete(s.marketplaceBids).where(and(eq(s.marketplaceBids.advisorId, userId), notInArray(s.marketplaceBids.id, bidsWithContract))),
    db.delete(s.marketplaceRequests).where(and(eq(s.marketplaceRequests.ownerId, userId), notInArray(s.marketplaceRequests.id, withContract))),
    db.update(s.marketplaceBids).set({ message: ERASED, messageTr: null, updatedAt: now }).where(eq(s.marketplaceBids.advisorId, userId)),
    db.update(s.marketplaceRequests).set({ title: ERASED, description: ERASED, titleTr: null, descriptionTr: null, reportId: null, updatedAt: now }).where(eq(s.marketplaceRequests.ownerId, userId)),
    db.delete(s.contractReviews).where(or(eq(s.contractReviews.reviewerId, userId), eq(s.contractReviews.subjectId, userId))),
    // the engagement letter names both parties (its PDF cannot be redacted): it goes; the signature rows stay without name, IP or device
    db.delete(s.contractLetters).where(inArray(s.contractLetters.contractId, contractIds)),
    db.update(s.contractSignatures).set({ name: ERASED, ip: null, userAgent: null }).where(eq(s.contractSignatures.userId, userId)),
    // when the person last read a contract: usage, not something the contract rests on
    mine(s.contractReads),
    // the person's words and files in a contract's workroom (decision 325): the contract is settled
    // (an open one blocks erasure), so no dispute needs them; the message stays as "Erased account"
    // so the other party's thread keeps its order
    db.delete(s.contractAttachments).where(eq(s.contractAttachments.uploaderId, userId)),
    db.update(s.contractMessages).set({ body: ERASED }).where(eq(s.contractMessages.authorId, userId)),
    // the audit trail keeps what happened, not from where (the append-only trigger allows exactly this)
    db.update(s.auditEvents).set({ ip: null, userAgent: null }).where(and(or(eq(s.auditEvents.userId, userId), eq(s.auditEvents.actorId, userId)), or(isNotNull(s.auditEvents.ip), isNotNull(s.auditEvents.userAgent)))),
    // the tombstone: payments, ledger accounts and contracts keep pointing at this id
    db
      .update(s.users)
      .set({
        email: `erased-${userId}@erased.invalid`,
        name: ERASED,
        avatar: null,
        status: "not-visible",
        currentRole: null,
        passwordHash: tombstone.hash,
        passwordSalt: tombstone.salt,
        passwordIterations: tombstone.iterations,
        updatedAt: now,
        erasedAt: now,
      })
      .where(and(eq(s.users.id, userId), isNull(s.users.erasedAt))),
    auditStatement({ db, clientIp: null as unknown as string, userAgent: null, requestId: `cron:${now.toISOString()}` }, { action: "account.erased", actorId: null, userId, subject: `user:${userId}`, at: now }),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if (deps.kv) await forgetSessionsInKv(deps.kv, sessionRows.map((r) => r.id));
}
