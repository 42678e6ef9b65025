import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { jurisdictions, structures } from "./catalog";
import { inventoryProducts } from "./inventory";
import { taxReports } from "./tax-reports";
import { users } from "./users";

/**
 * Marketplace (issue 11, docs/decisions/075): implementation requests, advisors' bids and the
 * escrow contracts an accepted bid creates. Money is integer minor units (USD cents). Every
 * status moves only through worker/domain/marketplace/state.ts; writes guard on the current
 * status inside the UPDATE so concurrent transitions cannot both succeed.
 */

export const REQUEST_STATUSES = ["open", "awarded", "closed"] as const;
export const REQUEST_KINDS = ["implementation", "recurring"] as const;
export const BID_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
/** awaiting_signatures: accepted, the engagement letter not yet signed by both (issue 31); active once both signed */
export const CONTRACT_STATUSES = ["awaiting_signatures", "active", "completed", "cancelled"] as const;
export const MILESTONE_STATUSES = ["unfunded", "funded", "submitted", "released", "disputed", "resolved", "refunded"] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestKind = (typeof REQUEST_KINDS)[number];
export type BidStatus = (typeof BID_STATUSES)[number];
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const marketplaceRequests = sqliteTable(
  "marketplace_requests",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Turkish twins the product wrote beside seeded text (decisions 099, 107); null for what people post */
    titleTr: text("title_tr"),
    descriptionTr: text("description_tr"),
    jurisdiction: text("jurisdiction")
      .notNull()
      .references(() => jurisdictions.iso3),
    structure: text("structure").references(() => structures.slug),
    reportId: text("report_id").references(() => taxReports.id, { onDelete: "set null" }),
    kind: text("kind", { enum: REQUEST_KINDS }).notNull(),
    budgetMin: integer("budget_min").notNull(),
    budgetMax: integer("budget_max").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** ISO date (YYYY-MM-DD) or null */
    deadline: text("deadline"),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("open"),
    /** An open request closes by itself at this moment unless a bid was accepted (issue 31: 30 days, the owner can extend); null once it is not open */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("marketplace_requests_expiry_idx").on(t.status, t.expiresAt), index("marketplace_requests_status_idx").on(t.status, t.createdAt), index("marketplace_requests_owner_idx").on(t.ownerId, t.createdAt)],
);

export const marketplaceBids = sqliteTable(
  "marketplace_bids",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => marketplaceRequests.id, { onDelete: "cascade" }),
    advisorId: text("advisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("USD"),
    timelineDays: integer("timeline_days").notNull(),
    message: text("message").notNull(),
    serviceId: text("service_id").references(() => inventoryProducts.id, { onDelete: "set null" }),
    /** JSON [{title, amount}] summing to amount */
    milestones: text("milestones", { mode: "json" }).$type<{ title: string; amount: number }[]>().notNull(),
    /** Turkish twins of message and of the milestone titles (same order), seeded bids only (decision 107) */
    messageTr: text("message_tr"),
    milestoneTitlesTr: text("milestone_titles_tr", { mode: "json" }).$type<string[]>(),
    status: text("status", { enum: BID_STATUSES }).notNull().default("pending"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    // One active bid per advisor per request: the INSERT itself fails on a second one (issue 11).
    uniqueIndex("marketplace_bids_active_unique")
      .on(t.requestId, t.advisorId)
      .where(sql`status IN ('pending', 'accepted')`),
    index("marketplace_bids_advisor_idx").on(t.advisorId, t.createdAt),
  ],
);

export const contracts = sqliteTable(
  "contracts",
  {
    id: text("id").primaryKey(),
    // unique: one contract per request and per bid, the last line of defence of the atomic accept
    requestId: text("request_id")
      .notNull()
      .unique()
      .references(() => marketplaceRequests.id, { onDelete: "cascade" }),
    bidId: text("bid_id")
      .notNull()
      .unique()
      .references(() => marketplaceBids.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    advisorId: text("advisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: CONTRACT_STATUSES }).notNull().default("active"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** basis points: 2500 = 25 % (implementation), 1000 = 10 % (recurring) */
    commissionBp: integer("commission_bp").notNull(),
    /** the language of record of its engagement letter (the accepting client's UI language) */
    locale: text("locale", { enum: ["en", "tr"] }).notNull().default("en"),
    /** when it completed or was cancelled: the 14-day review window runs from here (issue 31) */
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("contracts_client_idx").on(t.clientId, t.createdAt), index("contracts_advisor_idx").on(t.advisorId, t.createdAt)],
);

export const contractMilestones = sqliteTable(
  "contract_milestones",
  {
    id: text("id").primaryKey(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** copied from the accepted bid's Turkish twin; null when the bid had none (decision 107) */
    titleTr: text("title_tr"),
    amount: integer("amount").notNull(),
    status: text("status", { enum: MILESTONE_STATUSES }).notNull().default("unfunded"),
    /** the billing payment that funded it */
    paymentId: text("payment_id"),
    /** set by an admin resolution of a dispute (minor units) */
    toAdvisor: integer("to_advisor"),
    toClient: integer("to_client"),
    /** when the advisor last submitted it: the client's 14 days to approve or dispute run from here (issue 31) */
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }),
    /** review reminders sent for the current submission: 0, 1 (day 7), 2 (day 12) */
    remindersSent: integer("reminders_sent").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("contract_milestones_position_unique").on(t.contractId, t.position), index("contract_milestones_status_submitted_idx").on(t.status, t.submittedAt)],
);

/** What happened to a contract, newest last: the contract view's history. */
export const contractEvents = sqliteTable(
  "contract_events",
  {
    id: text("id").primaryKey(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    milestoneId: text("milestone_id"),
    actorId: text("actor_id"),
    /** accepted | funded | submitted | reminded | released (actor null: released automatically on day 14) | disputed | resolved | cancelled | refunded | completed */
    kind: text("kind").notNull(),
    /** minor units moved by this event, when money moved */
    amount: integer("amount"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("contract_events_contract_idx").on(t.contractId, t.createdAt)],
);

export const REVIEW_SIDES = ["client", "advisor"] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/**
 * Reviews of a contract (issue 31, decision 147): one per side, written within 14 days of the
 * contract's end, double-blind (the other side sees it once both are in or the window closed).
 * `side` is the reviewer's: the client reviews the advisor (quality, communication, timeliness),
 * the advisor the client (clarity, responsiveness). The private note is for TaxAtlas only.
 */
export const contractReviews = sqliteTable(
  "contract_reviews",
  {
    id: text("id").primaryKey(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    side: text("side", { enum: REVIEW_SIDES }).notNull(),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: text("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** criterion → 1..5 */
    ratings: text("ratings", { mode: "json" }).$type<Record<string, number>>().notNull(),
    /** the mean of the ratings */
    score: real("score").notNull(),
    comment: text("comment").notNull(),
    privateNote: text("private_note"),
    /** the advisor's one public answer to the client's review */
    response: text("response"),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("contract_reviews_side_unique").on(t.contractId, t.side), index("contract_reviews_subject_idx").on(t.subjectId, t.side)],
);

export const SIGNING_PARTIES = ["client", "advisor"] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

/**
 * The engagement letter of a contract (issue 31, decision 200): written once, the first time
 * anyone asks for it, from a snapshot of the contract (`content`, JSON) and kept as the PDF bytes
 * both parties sign (`pdf`, base64) with their SHA-256. Once both signed, the signed PDF (the
 * letter plus a signing certificate) is kept beside it with its own SHA-256. Letters are a few KB:
 * D1 holds them, written in the same batches as the signatures.
 */
export const contractLetters = sqliteTable(
  "contract_letters",
  {
  contractId: text("contract_id")
    .primaryKey()
    .references(() => contracts.id, { onDelete: "cascade" }),
  locale: text("locale", { enum: ["en", "tr"] }).notNull(),
  content: text("content", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  pdf: text("pdf").notNull(),
  sha256: text("sha256").notNull(),
  signedPdf: text("signed_pdf"),
  signedSha256: text("signed_sha256"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("contract_letters_sha256_idx").on(t.sha256), index("contract_letters_signed_sha256_idx").on(t.signedSha256)],
);

/**
 * One signature per party and letter (typed name + consent): who, when, from which address, and the
 * SHA-256 of the document signed. Contracts that existed before signing were marked signed by a
 * migration (document_sha256 null, method "migrated").
 */
export const contractSignatures = sqliteTable(
  "contract_signatures",
  {
    id: text("id").primaryKey(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    party: text("party", { enum: SIGNING_PARTIES }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** typed: signed in the app with typed name + consent; migrated: a contract accepted before signing existed */
    method: text("method", { enum: ["typed", "migrated"] }).notNull().default("typed"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    documentSha256: text("document_sha256"),
    signedAt: integer("signed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("contract_signatures_party_unique").on(t.contractId, t.party)],
);

export type ContractLetterRow = typeof contractLetters.$inferSelect;
export type ContractSignatureRow = typeof contractSignatures.$inferSelect;
export type ContractReviewRow = typeof contractReviews.$inferSelect;
export type MarketplaceRequestRow = typeof marketplaceRequests.$inferSelect;
export type MarketplaceBidRow = typeof marketplaceBids.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;
export type ContractMilestoneRow = typeof contractMilestones.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;

/**
 * The contract workroom (issue 31, decision 240): messages between the two parties of a contract.
 * Only the parties write; admins read. Attachments are contract_attachments rows pointing here.
 */
export const contractMessages = sqliteTable(
  "contract_messages",
  {
    id: text("id").primaryKey(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("contract_messages_contract_idx").on(t.contractId, t.createdAt)],
);

/**
 * Files of a contract (workroom messages and dispute evidence): the same types and size limit as the
 * document store, bytes in R2 under `storage_key`. Uploaded first (message_id null), then attached
 * to one message or one dispute's evidence by its uploader.
 */
export const contractAttachments = sqliteTable(
  "contract_attachments",
  {
    id: text("id").primaryKey(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageId: text("message_id").references(() => contractMessages.id, { onDelete: "set null" }),
    /** the milestone whose dispute cites it as evidence */
    evidenceFor: text("evidence_for"),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("contract_attachments_contract_idx").on(t.contractId), index("contract_attachments_message_idx").on(t.messageId)],
);

/** Until when each party has read the workroom of a contract: its unread count is the other party's messages after it. */
export const contractReads = sqliteTable(
  "contract_reads",
  {
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("contract_reads_unique").on(t.contractId, t.userId)],
);

export const DISPUTE_DECISIONS = ["release", "refund", "split"] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
export type EvidenceItem = { kind: "text"; text: string } | { kind: "file"; attachmentId: string };

/**
 * A dispute of a milestone (issue 31, decision 241): the client's reason and evidence, the
 * advisor's statement and evidence within 5 business days (respond_by), and the admin's decision
 * with its reasoning. One per milestone: a decided milestone is settled and never disputed again.
 */
export const contractDisputes = sqliteTable(
  "contract_disputes",
  {
    milestoneId: text("milestone_id")
      .primaryKey()
      .references(() => contractMilestones.id, { onDelete: "cascade" }),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    openedBy: text("opened_by").notNull(),
    reason: text("reason").notNull(),
    evidence: text("evidence", { mode: "json" }).$type<EvidenceItem[]>().notNull(),
    openedAt: integer("opened_at", { mode: "timestamp_ms" }).notNull(),
    respondBy: integer("respond_by", { mode: "timestamp_ms" }).notNull(),
    respondedBy: text("responded_by"),
    statement: text("statement"),
    responseEvidence: text("response_evidence", { mode: "json" }).$type<EvidenceItem[]>(),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    decision: text("decision", { enum: DISPUTE_DECISIONS }),
    toAdvisor: integer("to_advisor"),
    toClient: integer("to_client"),
    reasoning: text("reasoning"),
    decidedBy: text("decided_by"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("contract_disputes_contract_idx").on(t.contractId)],
);

export type ContractMessageRow = typeof contractMessages.$inferSelect;
export type ContractAttachmentRow = typeof contractAttachments.$inferSelect;
export type ContractDisputeRow = typeof contractDisputes.$inferSelect;
