import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/** Spec §3/§7 Academy: categories, courses, steps (seeded content) and per-user progress. */
export const academyCategories = sqliteTable(
  "academy_categories",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
  },
  (t) => [uniqueIndex("academy_categories_slug_unique").on(t.slug)],
);

export const academyCourses = sqliteTable(
  "academy_courses",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    categoryId: text("category_id")
      .notNull()
      .references(() => academyCategories.id, { onDelete: "cascade" }),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionTr: text("description_tr").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    totalSteps: integer("total_steps").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("academy_courses_slug_unique").on(t.slug), index("academy_courses_category_idx").on(t.categoryId)],
);

export const academySteps = sqliteTable(
  "academy_steps",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    /** 1-based */
    stepOrder: integer("step_order").notNull(),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
    subtitleEn: text("subtitle_en").notNull(),
    subtitleTr: text("subtitle_tr").notNull(),
    /** Sanitized HTML (sanitizeHtml on seed and again on render). */
    contentEn: text("content_en").notNull(),
    contentTr: text("content_tr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.stepOrder] })],
);

export const academyProgress = sqliteTable(
  "academy_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    /** 0 = not started; 1..totalSteps = the step the reader is on */
    currentStep: integer("current_step").notNull(),
    /** the current run is finished (the reader pressed Finish and has not restarted) */
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    /** how many times the course was finished (spec §3 `progress.completed` is this count) */
    completions: integer("completions").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
