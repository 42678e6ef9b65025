import { sanitizeHtml } from "#worker/domain/html.server";
import { FAQ_CATEGORIES, FAQS, GUIDE_CATEGORIES, GUIDES } from "./data/help-center";
import { insertManyOrIgnore, localizedColumns } from "./sql";

/**
 * FAQ categories and FAQs, guide categories and guides (guide HTML sanitized on write). This is the
 * product's own text, never edited by people, so the seed replaces it instead of keeping what is
 * there: a local database seeded before decision 100 loses the template guides and gets the
 * current wording, and later runs write the same rows again.
 */
export function helpCenterSeedStatements(): string[] {
  const faqCategoryId = new Map(FAQ_CATEGORIES.map((c) => [c.slug, c.id]));
  const guideCategoryId = new Map(GUIDE_CATEGORIES.map((c) => [c.slug, c.id]));
  return [
    "DELETE FROM guides;",
    "DELETE FROM guide_categories;",
    "DELETE FROM faqs;",
    "DELETE FROM faq_categories;",
    ...insertManyOrIgnore(
      "faq_categories",
      FAQ_CATEGORIES.map((c, position) => ({ id: c.id, slug: c.slug, position, ...localizedColumns("title", c.title) })),
    ),
    ...insertManyOrIgnore(
      "faqs",
      FAQS.map((f, position) => ({
        id: f.id,
        category_id: faqCategoryId.get(f.categorySlug)!,
        position,
        ...localizedColumns("question", f.question),
        ...localizedColumns("answer", f.answer),
      })),
      10,
    ),
    ...insertManyOrIgnore(
      "guide_categories",
      GUIDE_CATEGORIES.map((c, position) => ({ id: c.id, slug: c.slug, position, ...localizedColumns("title", c.title) })),
    ),
    ...insertManyOrIgnore(
      "guides",
      GUIDES.map((g, position) => ({
        id: g.id,
        category_id: guideCategoryId.get(g.categorySlug)!,
        slug: g.slug,
        position,
        ...localizedColumns("title", g.title),
        ...localizedColumns("subtitle", g.subtitle),
        content_en: sanitizeHtml(g.content.en),
        content_tr: sanitizeHtml(g.content.tr),
      })),
      6,
    ),
  ];
}
