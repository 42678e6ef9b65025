import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { academyCategories, academyCourses, academyProgress, academySteps } from "../../db/schema";
import { ACADEMY_DISCLAIMER } from "../../db/seed/data/academy";
import { AppError } from "../errors";
import { sanitizeHtml } from "./html.server";
import { pick, type ContentLocale } from "./locale";

export interface AcademyCategoryDto {
  id: string;
  slug: string;
  title: string;
}

export interface CourseProgress {
  currentStep: number;
  completed: boolean;
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
  /** The caller's progress; guests and users who have not started see {0,false}. */
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
  const collator = new Intl.Collator(locale);
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: pick(r, "title", locale) })).sort((a, b) => collator.compare(a.title, b.title));
}

const NOT_STARTED: CourseProgress = { currentStep: 0, completed: false };

async function progressByCourse(db: Database, userId: string | null) {
  if (!userId) return new Map<string, CourseProgress>();
  const rows = await db.select().from(academyProgress).where(eq(academyProgress.userId, userId)).all();
  return new Map(rows.map((r) => [r.courseId, { currentStep: r.currentStep, completed: r.completed }]));
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
    ...toCourse(row, locale, progressRow ? { currentStep: progressRow.currentStep, completed: progressRow.completed } : NOT_STARTED),
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

export const progressSchema = z.object({
  courseId: z.string().min(1).max(100),
  currentStep: z.coerce.number().int().min(0).max(1000),
  completed: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean()),
});
export type ProgressInput = z.infer<typeof progressSchema>;

/** Stores the caller's progress in one course (upsert). currentStep must lie within the course. */
export async function saveCourseProgress(db: Database, userId: string, input: ProgressInput): Promise<CourseProgress & { courseId: string }> {
  const course = await db.select({ id: academyCourses.id, totalSteps: academyCourses.totalSteps }).from(academyCourses).where(eq(academyCourses.id, input.courseId)).get();
  if (!course) throw new AppError(404, "NOT_FOUND", "No such course.");
  if (input.currentStep > course.totalSteps) {
    throw new AppError(400, "VALIDATION_FAILED", "currentStep is past the last step.", { fieldErrors: { currentStep: [`At most ${course.totalSteps}.`] } });
  }
  const now = new Date();
  await db
    .insert(academyProgress)
    .values({ userId, courseId: course.id, currentStep: input.currentStep, completed: input.completed, updatedAt: now })
    .onConflictDoUpdate({
      target: [academyProgress.userId, academyProgress.courseId],
      set: { currentStep: input.currentStep, completed: input.completed, updatedAt: now },
    });
  return { courseId: course.id, currentStep: input.currentStep, completed: input.completed };
}
