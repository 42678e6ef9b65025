import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { academyCategories, academyCourses, academyProgress, academySteps } from "#db/schema";
import { ACADEMY_DISCLAIMER } from "#db/seed/data/academy";
import { AppError } from "#worker/errors";
import { sanitizeHtml } from "./html.server";
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

/** Spec §7: categories sorted by title (in the caller's language). */
export async function listAcademyCategories(db: Database, locale: ContentLocale): Promise<AcademyCategoryDto[]> {
  const rows = await db.select().from(academyCategories).all();
  const collator = collatorFor(locale);
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: pick(r, "title", locale) })).sort((a, b) => collator.compare(a.title, b.title));
}

const NOT_STARTED: CourseProgress = { currentStep: 0, completed: 0, finished: false };
const toProgress = (r: typeof academyProgress.$inferSelect): CourseProgress => ({ currentStep: r.currentStep, completed: r.completions, finished: r.completed });

async function progressByCourse(db: Database, userId: string | null) {
  if (!userId) return new Map<string, CourseProgress>();
  const rows = await db.select().from(academyProgress).where(eq(academyProgress.userId, userId)).all();
  return new Map(rows.map((r) => [r.courseId, toProgress(r)]));
}

type CourseJoinRow = { course: typeof academyCourses.$inferSelect; category: typeof academyCategories.$inferSelect };

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

export async function listCourses(db: Database, locale: ContentLocale, userId: string | null): Promise<CourseDto[]> {
  const [rows, progress] = await Promise.all([
    db
      .select({ course: academyCourses, category: academyCategories })
      .from(academyCourses)
      .innerJoin(academyCategories, eq(academyCategories.id, academyCourses.categoryId))
      .orderBy(asc(academyCourses.position))
      .all(),
    progressByCourse(db, userId),
  ]);
  return rows.map((row) => toCourse(row, locale, progress.get(row.course.id) ?? NOT_STARTED));
}

/** A course by id (spec §7 `course?id=`) or by slug (pages), with steps and the caller's progress. */
export async function getCourse(db: Database, locale: ContentLocale, key: { id: string } | { slug: string }, userId: string | null): Promise<CourseWithSteps | null> {
  const row = await db
    .select({ course: academyCourses, category: academyCategories })
    .from(academyCourses)
    .innerJoin(academyCategories, eq(academyCategories.id, academyCourses.categoryId))
    .where("id" in key ? eq(academyCourses.id, key.id) : eq(academyCourses.slug, key.slug))
    .get();
  if (!row) return null;
  const [steps, progressRow] = await Promise.all([
    db.select().from(academySteps).where(eq(academySteps.courseId, row.course.id)).orderBy(asc(academySteps.stepOrder)).all(),
    userId
      ? db.select().from(academyProgress).where(and(eq(academyProgress.userId, userId), eq(academyProgress.courseId, row.course.id))).get()
      : Promise.resolve(undefined),
  ]);
  return {
    ...toCourse(row, locale, progressRow ? toProgress(progressRow) : NOT_STARTED),
    disclaimer: academyDisclaimer(locale),
    steps: steps.map((s) => ({
      order: s.stepOrder,
      title: pick(s, "title", locale),
      subtitle: pick(s, "subtitle", locale),
      // stored sanitized; sanitized again on the way out (defence in depth)
      content: sanitizeHtml(pick(s, "content", locale)),
    })),
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
