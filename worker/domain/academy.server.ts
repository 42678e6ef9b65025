import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { academyCategories, academyCourses, academyProgress, academySteps } from "#db/schema";
import { ACADEMY_DISCLAIMER } from "#db/seed/data/academy";
import { batched } from "#worker/db-batch.server";
import { AppError } from "#worker/errors";
import { sanitizeHtml } from "./html.server";
import { rememberedCatalogueRead } from "./remembered-catalogue.server";
import { collatorFor, pick, type ContentLocale } from "./locale";

export interface AcademyCategoryDto {
  id: string;
  slug: string;
  title: string;
}

export interface CourseProgress {
  currentStep: number;
  /** how many times the caller finished the course (spec §3; the template shows "once / twice / N times") */
  completed: number;
  /** the current run is finished (Finish pressed, not restarted since) */
  finished: boolean;
}

export interface CourseDto {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  categoryTitle: string;
  duration: number;
  totalSteps: number;
  updatedAt: string;
  featured: boolean;
  /** The caller's progress; guests and users who have not started see {0, 0, false}. */
  progress: CourseProgress;
}

export interface CourseStepDto {
  order: number;
  title: string;
  subtitle: string;
  /** sanitized HTML */
  content: string;
}

export interface CourseWithSteps extends CourseDto {
  steps: CourseStepDto[];
  disclaimer: string;
}

export const academyDisclaimer = (locale: ContentLocale) => ACADEMY_DISCLAIMER[locale];

// The academy's categories, courses and steps have no write path in the app (migrations and reseeds
// only; a reader's progress is a table of its own): their reads are remembered per isolate
// (rememberedCatalogueRead, decision 137), the progress is read fresh.

/** Spec §7: categories sorted by title (in the caller's language). */
export function listAcademyCategories(db: Database, locale: ContentLocale, scope: Scope = { db }): Promise<AcademyCategoryDto[]> {
  return rememberedCatalogueRead(db, `academy:categories:${locale}`, async () => {
    const rows = await batched(scope, db.select().from(academyCategories));
    const collator = collatorFor(locale);
    return rows.map((r) => ({ id: r.id, slug: r.slug, title: pick(r, "title", locale) })).sort((a, b) => collator.compare(a.title, b.title));
  });
}

const NOT_STARTED: CourseProgress = { currentStep: 0, completed: 0, finished: false };
const toProgress = (r: typeof academyProgress.$inferSelect): CourseProgress => ({ currentStep: r.currentStep, completed: r.completions, finished: r.completed });

/** `scope`: a page's request context, so the reader's progress joins the request's one D1 batch (decision 057). */
type Scope = { db: Database };

async function progressByCourse(scope: Scope, userId: string | null) {
  if (!userId) return new Map<string, CourseProgress>();
  const rows = await batched(scope, scope.db.select().from(academyProgress).where(eq(academyProgress.userId, userId)));
  return new Map(rows.map((r) => [r.courseId, toProgress(r)]));
}

type CourseJoinRow = { course: typeof academyCourses.$inferSelect; category: { slug: string; titleEn: string; titleTr: string } };

function toCourse(row: CourseJoinRow, locale: ContentLocale, progress: CourseProgress): CourseDto {
  return {
    id: row.course.id,
    slug: row.course.slug,
    title: pick(row.course, "title", locale),
    description: pick(row.course, "description", locale),
    category: row.category.slug,
    categoryTitle: pick(row.category, "title", locale),
    duration: row.course.durationMinutes,
    totalSteps: row.course.totalSteps,
    updatedAt: row.course.updatedAt.toISOString(),
    featured: row.course.featured,
    progress,
  };
}

// The category's columns are aliased: a batched read must not repeat a column name (decision 057), and both tables have slug and titles.
const courseSelect = (db: Database) =>
  db
    .select({
      course: academyCourses,
      category: {
        slug: sql<string>`${academyCategories.slug}`.as("category_slug"),
        titleEn: sql<string>`${academyCategories.titleEn}`.as("category_title_en"),
        titleTr: sql<string>`${academyCategories.titleTr}`.as("category_title_tr"),
      },
    })
    .from(academyCourses)
    .innerJoin(academyCategories, eq(academyCategories.id, academyCourses.categoryId));

export async function listCourses(db: Database, locale: ContentLocale, userId: string | null, scope: Scope = { db }): Promise<CourseDto[]> {
  const [rows, progress] = await Promise.all([
    rememberedCatalogueRead(db, "academy:courses", () => batched(scope, courseSelect(db).orderBy(asc(academyCourses.position)))),
    progressByCourse(scope, userId),
  ]);
  return rows.map((row) => toCourse(row, locale, progress.get(row.course.id) ?? NOT_STARTED));
}

/** A course by id (spec §7 `course?id=`) or by slug (pages), with steps and the caller's progress. */
export async function getCourse(
  db: Database,
  locale: ContentLocale,
  key: { id: string } | { slug: string },
  userId: string | null,
  scope: Scope = { db },
): Promise<CourseWithSteps | null> {
  // The steps and the progress are selected by the course's id as a subquery: one D1 round trip.
  const courseKey = "id" in key ? eq(academyCourses.id, key.id) : eq(academyCourses.slug, key.slug);
  const courseId = db.select({ id: academyCourses.id }).from(academyCourses).where(courseKey);
  const [found, progressRow] = await Promise.all([
    // the course and its steps in the reader's language, sanitized once per isolate
    rememberedCatalogueRead(db, `academy:course:${locale}:${"id" in key ? `id:${key.id}` : `slug:${key.slug}`}`, async () => {
      const [[row], steps] = await Promise.all([
        batched(scope, courseSelect(db).where(courseKey).limit(1)),
        batched(scope, db.select().from(academySteps).where(inArray(academySteps.courseId, courseId)).orderBy(asc(academySteps.stepOrder))),
      ]);
      if (!row) return null;
      return {
        row,
        steps: steps.map((s) => ({
          order: s.stepOrder,
          title: pick(s, "title", locale),
          subtitle: pick(s, "subtitle", locale),
          // stored sanitized; sanitized again on the way out (defence in depth)
          content: sanitizeHtml(pick(s, "content", locale)),
        })),
      };
    }),
    userId
      ? batched(
          scope,
          db
            .select()
            .from(academyProgress)
            .where(and(eq(academyProgress.userId, userId), inArray(academyProgress.courseId, courseId)))
            .limit(1),
        ).then((rows) => rows[0])
      : Promise.resolve(undefined),
  ]);
  if (!found) return null;
  return {
    ...toCourse(found.row, locale, progressRow ? toProgress(progressRow) : NOT_STARTED),
    disclaimer: academyDisclaimer(locale),
    steps: found.steps,
  };
}

/**
 * PATCH progress: `finished` says whether the reader has finished the course (Finish → true,
 * restart → false). `completed` is accepted as its old boolean spelling; a number there is the
 * read-only count echoed back and is ignored like every read-only field (docs/api.md#academy).
 */
export const progressSchema = z
  .object({
    courseId: z.string().min(1).max(100),
    currentStep: z.coerce.number().int().min(0).max(1000),
    finished: z.boolean().optional(),
    completed: z.union([z.boolean(), z.number()]).optional(),
  })
  .transform((v, ctx) => {
    const finished = v.finished ?? (typeof v.completed === "boolean" ? v.completed : undefined);
    if (finished === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["finished"], message: "Required" });
      return z.NEVER;
    }
    return { courseId: v.courseId, currentStep: v.currentStep, finished };
  });
export type ProgressInput = z.infer<typeof progressSchema>;

/**
 * Stores the caller's progress in one course (upsert). currentStep must lie within the course. A
 * completion is counted when a run becomes finished, inside the same statement, so a repeated or
 * concurrent Finish never counts twice.
 */
export async function saveCourseProgress(db: Database, userId: string, input: ProgressInput): Promise<CourseProgress & { courseId: string }> {
  const course = await db.select({ id: academyCourses.id, totalSteps: academyCourses.totalSteps }).from(academyCourses).where(eq(academyCourses.id, input.courseId)).get();
  if (!course) throw new AppError(404, "NOT_FOUND", "No such course.");
  if (input.currentStep > course.totalSteps) {
    throw new AppError(400, "VALIDATION_FAILED", "currentStep is past the last step.", { fieldErrors: { currentStep: [`At most ${course.totalSteps}.`] } });
  }
  const now = new Date();
  const [row] = await db
    .insert(academyProgress)
    .values({ userId, courseId: course.id, currentStep: input.currentStep, completed: input.finished, completions: input.finished ? 1 : 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [academyProgress.userId, academyProgress.courseId],
      set: {
        currentStep: input.currentStep,
        completed: input.finished,
        completions: sql`${academyProgress.completions} + (CASE WHEN ${input.finished ? 1 : 0} = 1 AND ${academyProgress.completed} = 0 THEN 1 ELSE 0 END)`,
        updatedAt: now,
      },
    })
    .returning();
  return { courseId: course.id, ...toProgress(row) };
}
