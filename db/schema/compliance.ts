import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { fileItems } from "./file-manager";
import { users } from "./users";

/**
 * Compliance tracker (issue 12, decision 080): a person's companies and structures, the filings
 * generated from the rules in worker/domain/compliance/rules.ts, the secret calendar-feed token and
 * folder shares with advisors. Dates that are calendar days are "YYYY-MM-DD" text.
 */
export const complianceEntities = sqliteTable(
  "compliance_entities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    jurisdiction: text("jurisdiction").notNull(),
    structure: text("structure").notNull(),
    incorporationDate: text("incorporation_date").notNull(),
    fiscalYearEnd: text("fiscal_year_end").notNull(),
    registeredAgent: text("registered_agent"),
    nomineeDirector: integer("nominee_director", { mode: "boolean" }).notNull().default(false),
    /** a marketplace contract (issue 11); not a foreign key until that table exists on main */
    contractId: text("contract_id"),
    /** owned by a foreign person (US Form 5472; issue 32) */
    foreignOwned: integer("foreign_owned", { mode: "boolean" }).notNull().default(false),
    /** "Track this" on a report option (issue 32): the report and the option ("ISO3:structure"); one entity per option */
    sourceReportId: text("source_report_id"),
    sourceOption: text("source_option"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("compliance_entities_user_idx").on(t.userId), uniqueIndex("compliance_entities_source_unique").on(t.userId, t.sourceReportId, t.sourceOption)],
);

export const complianceFilings = sqliteTable(
  "compliance_filings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entityId: text("entity_id")
      .notNull()
      .references(() => complianceEntities.id, { onDelete: "cascade" }),
    ruleId: text("rule_id").notNull(),
    /** "<ruleId>@<period>" for recurring filings, "<ruleId>@event:<id>" for event-driven ones */
    occurrenceKey: text("occurrence_key").notNull(),
    kind: text("kind").notNull(),
    /** English title (the page shows the rule's title in the reader's language) */
    title: text("title").notNull(),
    period: text("period").notNull(),
    dueDate: text("due_date").notNull(),
    feeAmount: integer("fee_amount"),
    feeCurrency: text("fee_currency"),
    filedAt: text("filed_at"),
    /** JSON array of file_items ids */
    documentIds: text("document_ids").notNull().default("[]"),
    dueSoonNotifiedAt: integer("due_soon_notified_at", { mode: "timestamp_ms" }),
    overdueNotifiedAt: integer("overdue_notified_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("compliance_filings_occurrence_unique").on(t.entityId, t.occurrenceKey),
    index("compliance_filings_user_due_idx").on(t.userId, t.dueDate),
  ],
);

/** One secret iCalendar feed per user; only the SHA-256 of the token is stored. */
export const complianceFeeds = sqliteTable("compliance_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

export const SHARE_ACCESS = ["read", "upload"] as const;
export type ShareAccess = (typeof SHARE_ACCESS)[number];

/** A folder of the owner's file manager shared with one advisor (read, or read + upload). */
export const documentShares = sqliteTable(
  "document_shares",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    folderId: text("folder_id")
      .notNull()
      .references(() => fileItems.id, { onDelete: "cascade" }),
    advisorId: text("advisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    access: text("access", { enum: SHARE_ACCESS }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("document_shares_folder_advisor_unique").on(t.folderId, t.advisorId), index("document_shares_advisor_idx").on(t.advisorId)],
);

export type ComplianceEntityRow = typeof complianceEntities.$inferSelect;
export type ComplianceFilingRow = typeof complianceFilings.$inferSelect;
export type DocumentShareRow = typeof documentShares.$inferSelect;
