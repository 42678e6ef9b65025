import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { jurisdictions } from "./catalog";
import { users } from "./users";

/**
 * Advisor directory profiles. Every profile belongs to a users row (role advisor), so "message"
 * targets a real account and approving an application can later create a profile for that user
 * (docs/decisions/041-advisor-profiles-belong-to-users.md).
 */
export const advisorProfiles = sqliteTable(
  "advisor_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    firm: text("firm").notNull(),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
    bioEn: text("bio_en").notNull(),
    bioTr: text("bio_tr").notNull(),
    locationEn: text("location_en").notNull(),
    locationTr: text("location_tr").notNull(),
    rating: real("rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    yearsExperience: integer("years_experience").notNull(),
    responseTimeHours: integer("response_time_hours").notNull(),
    /** Seeded sample profiles are fictional and say so in the UI. */
    fictional: integer("fictional", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("advisor_profiles_slug_unique").on(t.slug)],
);

export const advisorJurisdictions = sqliteTable(
  "advisor_jurisdictions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => advisorProfiles.userId, { onDelete: "cascade" }),
    iso3: text("iso3")
      .notNull()
      .references(() => jurisdictions.iso3, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.iso3] }), index("advisor_jurisdictions_iso3_idx").on(t.iso3)],
);

export const advisorServices = sqliteTable(
  "advisor_services",
  {
    userId: text("user_id")
      .notNull()
      .references(() => advisorProfiles.userId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    nameEn: text("name_en").notNull(),
    nameTr: text("name_tr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
);

export const advisorLanguages = sqliteTable(
  "advisor_languages",
  {
    userId: text("user_id")
      .notNull()
      .references(() => advisorProfiles.userId, { onDelete: "cascade" }),
    /** ISO 639-1 */
    language: text("language").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] }), index("advisor_languages_language_idx").on(t.language)],
);

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A signed-in user's request to become an advisor; admins approve (role → advisor) or reject with a reason. */
export const advisorApplications = sqliteTable(
  "advisor_applications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    firm: text("firm").notNull(),
    jurisdictions: text("jurisdictions").notNull(),
    services: text("services").notNull(),
    languages: text("languages").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    website: text("website"),
    message: text("message").notNull(),
    reason: text("reason"),
    reviewedBy: text("reviewed_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("advisor_applications_user_idx").on(t.userId), index("advisor_applications_status_idx").on(t.status)],
);
