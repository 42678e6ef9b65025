import { eq, getTableName, inArray, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import * as schema from "#db/schema";
import { take, type Limit } from "#worker/auth/rate-limit.server";
import type { RequestContext } from "#worker/context.server";
import { auditStatement } from "./audit.server";

/**
 * Data export (issue 30; GDPR Art. 15/20, KVKK Art. 11; decision 221): a zip of JSON files, one per
 * kind of record the person owns or takes part in, plus the bytes of their documents from R2. The
 * zip is streamed (fflate's streaming Zip): JSON is deflated, document bytes are copied through as
 * they come from R2, so memory stays flat whatever the size of the documents.
 * Secrets are never exported: password hash and salt, the TOTP secret, recovery-code and challenge
 * hashes, session tokens; the passkeys' public keys are left out as they are of no use to the person.
 */
export const EXPORT_LIMIT: Limit = { name: "account:export", max: 3, windowMs: 60 * 60 * 1000 };

type Db = RequestContext["db"];
const s = schema;

/**
 * The tables keyed by the person's `user_id` that are exported whole, one file each. Every table
 * with a `user_id` column or another reference to a user is either here, in EXPORTED_IN_PART,
 * EXPORTED_BY_PARTY, or in NOT_EXPORTED with its reason: test/integration/account-export.test.ts
 * holds the schema to that, so a new table cannot be forgotten (decision 325).
 */
const WHOLE: [file: string, table: SQLiteTable & { userId: SQLiteColumn }][] = [
  ["tax-reports.json", s.taxReports],
  ["payments.json", s.payments],
  ["memberships.json", s.memberships],
  ["mail.json", s.mails],
  ["mail-labels.json", s.mailLabels],
  ["mailbox-settings.json", s.mailboxSettings],
  ["mail-known-devices.json", s.mailKnownDevices],
  ["mail-preferences.json", s.mailPreferences],
  ["notifications.json", s.inboxItems],
  ["rule-change-notices.json", s.ruleChangeNotices],
  ["rule-change-entity-notices.json", s.ruleChangeEntityNotices],
  ["compliance-entities.json", s.complianceEntities],
  ["compliance-filings.json", s.complianceFilings],
  ["notes.json", s.notes],
  ["note-labels.json", s.noteLabels],
  ["tasks.json", s.tasks],
  ["task-tags.json", s.taskTags],
  ["contacts.json", s.contacts],
  ["contact-tags.json", s.contactTags],
  ["scrumboard-boards.json", s.scrumboardBoards],
  ["scrumboard-lists.json", s.scrumboardLists],
  ["scrumboard-cards.json", s.scrumboardCards],
  ["scrumboard-labels.json", s.scrumboardLabels],
  ["scrumboard-members.json", s.scrumboardMembers],
  ["shortcuts.json", s.shortcuts],
  ["shell-settings.json", s.shellSettings],
  ["academy-progress.json", s.academyProgress],
  ["support-tickets.json", s.supportTickets],
  ["activities.json", s.activities],
  // amounts in integer cents, as the payments (decision 323)
  ["ledger-entries.json", s.ledgerEntries],
  ["ledger-budgets.json", s.ledgerBudgets],
  ["dashboard-snapshots.json", s.dashboardSnapshots],
  // an advisor's priced services (cents) and their tags
  ["services.json", s.inventoryProducts],
  ["service-tags.json", s.inventoryTags],
  ["advisor-profile.json", s.advisorProfiles],
  ["advisor-jurisdictions.json", s.advisorJurisdictions],
  ["advisor-languages.json", s.advisorLanguages],
  ["advisor-services.json", s.advisorServices],
  ["advisor-applications.json", s.advisorApplications],
  ["payout-accounts.json", s.payoutAccounts],
  ["contract-reads.json", s.contractReads],
  ["contract-signatures.json", s.contractSignatures],
];

/** Tables keyed by `user_id` exported in part, as a special file below (their secrets left out). */
export const EXPORTED_IN_PART = ["sessions", "passkeys", "file_items", "audit_events", "email_changes", "compliance_feeds", "mail_outbox"] as const;

/** Tables keyed by `user_id` with nothing of the person's to export, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  password_reset_tokens: "secrets: hashes of one-time reset links",
  user_totp: "secret: the second factor's key",
  recovery_codes: "secrets: hashes of the recovery codes",
  sign_in_challenges: "secrets: the state of a sign-in waiting for its second factor, minutes long",
  webauthn_challenges: "secrets: the challenge of a passkey ceremony, minutes long",
  idempotency_keys: "replay protection of payment requests; the payments themselves are exported",
};

export const exportedWhole = () => WHOLE.map(([, table]) => getTableName(table));

/** Tables that name the person by another column (owner, party, author…), exported through it below. */
export const EXPORTED_BY_PARTY = [
  "chats",
  "chat_messages",
  "document_shares",
  "marketplace_requests",
  "marketplace_bids",
  "contracts",
  "contract_messages",
  "contract_attachments",
  "contract_reviews",
  "advisor_payouts",
  "contract_events",
  "contract_disputes",
  "payment_refunds",
  "ledger_accounts",
] as const;

/** Each file of the zip: its name and the rows of the person's that it holds. */
function sections(db: Db, userId: string): [string, Promise<unknown[]>][] {
  const rows = (table: SQLiteTable, where: SQL | undefined) => db.select().from(table).where(where).all() as Promise<Record<string, unknown>[]>;
  const contractsOf = or(eq(s.contracts.clientId, userId), eq(s.contracts.advisorId, userId));
  const contractIds = db.select({ id: s.contracts.id }).from(s.contracts).where(contractsOf);
  const chatIds = db.select({ id: s.chats.id }).from(s.chats).where(eq(s.chats.ownerId, userId));
  const paymentIds = db.select({ id: s.payments.id }).from(s.payments).where(eq(s.payments.userId, userId));
  // a ledger account's owner is a user id or, for escrow, a contract id (billing/ledger.server.ts)
  const ledgerOwners = or(eq(s.ledgerAccounts.ownerId, userId), inArray(s.ledgerAccounts.ownerId, contractIds));
  return [
    ...WHOLE.map(([file, table]): [string, Promise<unknown[]>] => [file, rows(table, eq(table.userId, userId))]),
    ["sessions.json", db.select({ id: s.sessions.id, createdAt: s.sessions.createdAt, expiresAt: s.sessions.expiresAt, revokedAt: s.sessions.revokedAt, userAgent: s.sessions.userAgent }).from(s.sessions).where(eq(s.sessions.userId, userId)).all()],
    ["passkeys.json", db.select({ id: s.passkeys.id, name: s.passkeys.name, createdAt: s.passkeys.createdAt, lastUsedAt: s.passkeys.lastUsedAt }).from(s.passkeys).where(eq(s.passkeys.userId, userId)).all()],
    // a pending change of address, without its confirmation token
    ["email-changes.json", db.select({ newEmail: s.emailChanges.newEmail, createdAt: s.emailChanges.createdAt, expiresAt: s.emailChanges.expiresAt }).from(s.emailChanges).where(eq(s.emailChanges.userId, userId)).all()],
    // that a calendar feed exists, not the hash of its secret address
    ["compliance-feeds.json", db.select({ createdAt: s.complianceFeeds.createdAt }).from(s.complianceFeeds).where(eq(s.complianceFeeds.userId, userId)).all()],
    // the e-mails sent to the person, without their bodies: a mail's links sign in or reset while they live
    [
      "emails-sent.json",
      db
        .select({ id: s.mailOutbox.id, to: s.mailOutbox.toEmail, subject: s.mailOutbox.subject, kind: s.mailOutbox.kind, status: s.mailOutbox.status, createdAt: s.mailOutbox.createdAt, sentAt: s.mailOutbox.sentAt })
        .from(s.mailOutbox)
        .where(eq(s.mailOutbox.userId, userId))
        .all(),
    ],
    ["refunds.json", rows(s.paymentRefunds, inArray(s.paymentRefunds.paymentId, paymentIds))],
    ["marketplace-requests.json", rows(s.marketplaceRequests, eq(s.marketplaceRequests.ownerId, userId))],
    ["marketplace-bids.json", rows(s.marketplaceBids, eq(s.marketplaceBids.advisorId, userId))],
    ["contracts.json", rows(s.contracts, contractsOf)],
    ["contract-milestones.json", rows(s.contractMilestones, inArray(s.contractMilestones.contractId, contractIds))],
    ["contract-events.json", rows(s.contractEvents, inArray(s.contractEvents.contractId, contractIds))],
    // the workroom of each contract the person is a party to: messages, attachments (metadata here;
    // the bytes of the person's own uploads under contract-attachments/), reviews and disputes
    ["contract-messages.json", rows(s.contractMessages, inArray(s.contractMessages.contractId, contractIds))],
    ["contract-attachments.json", db.select({ id: s.contractAttachments.id, contractId: s.contractAttachments.contractId, uploaderId: s.contractAttachments.uploaderId, messageId: s.contractAttachments.messageId, evidenceFor: s.contractAttachments.evidenceFor, name: s.contractAttachments.name, mimeType: s.contractAttachments.mimeType, size: s.contractAttachments.size, createdAt: s.contractAttachments.createdAt }).from(s.contractAttachments).where(inArray(s.contractAttachments.contractId, contractIds)).all()],
    ["contract-reviews.json", rows(s.contractReviews, inArray(s.contractReviews.contractId, contractIds))],
    ["contract-disputes.json", rows(s.contractDisputes, inArray(s.contractDisputes.contractId, contractIds))],
    ["payouts.json", rows(s.advisorPayouts, eq(s.advisorPayouts.advisorId, userId))],
    // the money ledger's accounts that are the person's (a client's cash, an advisor's payable) or
    // their contracts' escrow, and every posting on them with what moved it (amounts in cents)
    ["ledger-accounts.json", rows(s.ledgerAccounts, ledgerOwners)],
    [
      "ledger-postings.json",
      db
        .select({ id: s.ledgerPostings.id, account: s.ledgerPostings.account, amount: s.ledgerPostings.amount, currency: s.ledgerPostings.currency, createdAt: s.ledgerPostings.createdAt, transactionId: s.ledgerPostings.transactionId, kind: s.ledgerTransactions.kind, memo: s.ledgerTransactions.memo, refType: s.ledgerTransactions.refType, refId: s.ledgerTransactions.refId })
        .from(s.ledgerPostings)
        .innerJoin(s.ledgerTransactions, eq(s.ledgerTransactions.id, s.ledgerPostings.transactionId))
        .where(inArray(s.ledgerPostings.account, db.select({ key: s.ledgerAccounts.key }).from(s.ledgerAccounts).where(ledgerOwners)))
        .all(),
    ],
    ["chats.json", rows(s.chats, eq(s.chats.ownerId, userId))],
    ["chat-messages.json", rows(s.chatMessages, or(eq(s.chatMessages.senderId, userId), inArray(s.chatMessages.conversationId, chatIds)))],
    ["document-shares.json", rows(s.documentShares, or(eq(s.documentShares.ownerId, userId), eq(s.documentShares.advisorId, userId)))],
    ["documents.json", db.select({ id: s.fileItems.id, folderId: s.fileItems.folderId, name: s.fileItems.name, type: s.fileItems.type, mimeType: s.fileItems.mimeType, size: s.fileItems.size, description: s.fileItems.description, createdAt: s.fileItems.createdAt, modifiedAt: s.fileItems.modifiedAt }).from(s.fileItems).where(eq(s.fileItems.userId, userId)).all()],
    ["audit-events.json", db.select({ id: s.auditEvents.id, at: s.auditEvents.at, action: s.auditEvents.action, subject: s.auditEvents.subject, actorId: s.auditEvents.actorId, ip: s.auditEvents.ip, userAgent: s.auditEvents.userAgent, requestId: s.auditEvents.requestId }).from(s.auditEvents).where(or(eq(s.auditEvents.userId, userId), eq(s.auditEvents.actorId, userId))).all()],
  ];
}

/** Binary columns (a seeded document's inline bytes) are written as files, never into JSON. */
const json = (value: unknown) => strToU8(JSON.stringify(value, (_k, v) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? undefined : v), 2));

/** A file name safe inside a zip: no directories, no control characters. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").slice(0, 120) || "file";

/**
 * `GET /api/account/export`: the zip as a stream. Rate-limited (3 per hour per account); the export
 * itself is an audit event, written before the first byte.
 */
export async function exportAccount(ctx: RequestContext, userId: string): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  await take(ctx.db, [{ limit: EXPORT_LIMIT, subject: userId }]);
  const [user] = await ctx.db.select().from(s.users).where(eq(s.users.id, userId));
  const now = new Date();
  await auditStatement(ctx, { action: "account.exported", actorId: userId, subject: `user:${userId}`, at: now });
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let failed = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = true;
      void writer.abort(error);
      return;
    }
    void writer.write(chunk);
    if (final) void writer.close();
  });
  const addJson = (name: string, value: unknown) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(json(value), true);
  };
  const produce = async () => {
    const { passwordHash: _h, passwordSalt: _s, passwordIterations: _i, ...profile } = user;
    addJson("about.json", {
      exportedAt: now.toISOString(),
      about: "Everything TaxAtlas holds about this account (issue 30). One JSON file per kind of record; documents/ holds the files you uploaded, contract-attachments/ what you uploaded to a contract's workroom. Money amounts are integer minor units (cents). Left out: password, second-factor and recovery secrets, one-time links and the bodies of e-mails whose links still sign in.",
    });
    addJson("profile.json", profile);
    for (const [name, rows] of sections(ctx.db, userId)) addJson(name, await rows);
    const files = await ctx.db
      .select({ id: s.fileItems.id, name: s.fileItems.name, storageKey: s.fileItems.storageKey, inlineContent: s.fileItems.inlineContent })
      .from(s.fileItems)
      .where(eq(s.fileItems.userId, userId));
    // what the person uploaded to a contract's workroom (decision 325); the other party's uploads
    // are theirs, listed in contract-attachments.json
    const attachments = await ctx.db
      .select({ id: s.contractAttachments.id, name: s.contractAttachments.name, storageKey: s.contractAttachments.storageKey })
      .from(s.contractAttachments)
      .where(eq(s.contractAttachments.uploaderId, userId));
    const entries = [
      ...files.map((f) => ({ name: `documents/${f.id}-${safeName(f.name)}`, storageKey: f.storageKey, inlineContent: f.inlineContent })),
      ...attachments.map((a) => ({ name: `contract-attachments/${a.id}-${safeName(a.name)}`, storageKey: a.storageKey, inlineContent: null })),
    ];
    for (const { name, storageKey, inlineContent } of entries) {
      if (failed) return;
      if (storageKey && ctx.env.FILES) {
        const object = await ctx.env.FILES.get(storageKey);
        if (!object) continue;
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        const reader = object.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          entry.push(value, false);
          await writer.ready; // backpressure: read the next chunk once the client took this one
        }
        entry.push(new Uint8Array(), true);
      } else if (inlineContent) {
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(new Uint8Array(inlineContent), true);
      }
    }
    zip.end();
  };
  // The response streams while the zip is produced; an error aborts the stream (the client sees a cut download).
  produce().catch((error) => {
    failed = true;
    void writer.abort(error);
  });
  return { stream: readable, filename: `taxatlas-export-${now.toISOString().slice(0, 10)}.zip` };
}
