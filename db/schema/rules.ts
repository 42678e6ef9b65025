import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { complianceEntities } from "./compliance";
import { taxReports } from "./tax-reports";
import { users } from "./users";

/**
 * The last seen state of each tax-engine parameter (issue 32 §3): a fingerprint of its dated values
 * and the values themselves, so the daily rule-change job can tell what changed when a new value
 * lands in the data, and for which tax years (worker/domain/rules/changes.server.ts).
 */
export const ruleFingerprints = sqliteTable("rule_fingerprints", {
  paramId: text("param_id").primaryKey(),
  /** SHA-256 of the canonical JSON of the values */
  fingerprint: text("fingerprint").notNull(),
  /** the values the fingerprint was taken of: `[{from, value}]` */
  values: text("values", { mode: "json" }).$type<{ from: string; value: unknown }[]>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * One changed parameter a saved report depends on, once per new fingerprint: the key makes the
 * job's notification idempotent (a second or concurrent run finds it and notifies no one), and the
 * report page offers a free recompute while any is unresolved (recomputing resolves them).
 */
export const ruleChangeNotices = sqliteTable(
  "rule_change_notices",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => taxReports.id, { onDelete: "cascade" }),
    paramId: text("param_id").notNull(),
    fingerprint: text("fingerprint").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the report's tax year and the parameter's value for it before and after the change */
    taxYear: integer("tax_year").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.paramId, t.fingerprint] }), index("rule_change_notices_user_idx").on(t.userId)],
);

/**
 * One changed parameter a person's tracked company (a compliance entity) depends on — the company
 * rules of its state — once per person and new fingerprint (issue 32 §3): the key makes the job's
 * notification idempotent, and a person already told of the change through a report is not told
 * again. `entityId` is the (first) company it was noticed for.
 */
export const ruleChangeEntityNotices = sqliteTable(
  "rule_change_entity_notices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paramId: text("param_id").notNull(),
    fingerprint: text("fingerprint").notNull(),
    entityId: text("entity_id")
      .notNull()
      .references(() => complianceEntities.id, { onDelete: "cascade" }),
    /** the first day from the run on which the value differs, and the value before and after on that day */
    effective: text("effective").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.paramId, t.fingerprint] })],
);
