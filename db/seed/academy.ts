import { sanitizeHtml } from "#worker/domain/html.server";
import { ACADEMY_CATEGORIES, ACADEMY_COURSES } from "./data/academy";
import { demoIds } from "./demo-accounts";
import { insertManyOrIgnore, insertOrIgnore, localizedColumns } from "./sql";

/** Academy categories, courses and steps (HTML sanitized on write), plus the demo user's progress. */
export function academySeedStatements(now: number): string[] {
  const categoryId = new Map(ACADEMY_CATEGORIES.map((c) => [c.slug, c.id]));
  const statements = insertManyOrIgnore(
    "academy_categories",
    ACADEMY_CATEGORIES.map((c) => ({ id: c.id, slug: c.slug, ...localizedColumns("title", c.title) })),
  );
  statements.push(
    ...insertManyOrIgnore(
      "academy_courses",
      ACADEMY_COURSES.map((c, position) => ({
        id: c.id,
        slug: c.slug,
        category_id: categoryId.get(c.categorySlug)!,
        ...localizedColumns("title", c.title),
        ...localizedColumns("description", c.description),
        duration_minutes: c.durationMinutes,
        total_steps: c.steps.length,
        featured: c.featured,
        position,
        // staggered so "updated" dates differ believably
        updated_at: now - position * 86_400_000 * 3,
      })),
    ),
  );
  for (const c of ACADEMY_COURSES) {
    statements.push(
      ...insertManyOrIgnore(
        "academy_steps",
        c.steps.map((s) => ({
          course_id: c.id,
          step_order: s.order,
          ...localizedColumns("title", s.title),
          ...localizedColumns("subtitle", s.subtitle),
          content_en: sanitizeHtml(s.content.en),
          content_tr: sanitizeHtml(s.content.tr),
        })),
        4,
      ),
    );
  }
  // The demo user has one course under way and one finished, so the academy looks lived-in.
  const [first, second] = ACADEMY_COURSES;
  statements.push(
    insertOrIgnore("academy_progress", { user_id: demoIds.user, course_id: first.id, current_step: 2, completed: false, updated_at: now }),
    insertOrIgnore("academy_progress", { user_id: demoIds.user, course_id: second.id, current_step: second.steps.length, completed: true, completions: 1, updated_at: now }),
  );
  return statements;
}
