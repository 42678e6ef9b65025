import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { faqCategories, faqs, guideCategories, guides, supportTickets, TICKET_TOPICS } from "#db/schema";
import { HELP_CENTER_TERMS } from "#db/seed/data/help-center";
import { batched } from "#worker/db-batch.server";
import { sanitizeHtml, stripHtml } from "./html.server";
import { rememberedCatalogueRead } from "./remembered-catalogue.server";
import { pick, type ContentLocale } from "./locale";

/** Spec §9: guide list default limit. */
export const GUIDE_LIST_DEFAULT_LIMIT = 5;
export const SUPPORT_TERMS = HELP_CENTER_TERMS;

export interface FaqDto {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}
export interface FaqCategoryDto {
  id: string;
  slug: string;
  title: string;
  faqs: FaqDto[];
}

// FAQs and guides have no write path in the app (migrations and reseeds only; tickets are a table
// of their own): their reads are remembered per isolate (rememberedCatalogueRead, decision 137), and
// a page's first read joins the request's one D1 batch (`scope`, decision 057).
type Scope = { db: Database };

/** FAQ categories (in order) with their FAQs; with a slug only that category; null for an unknown slug. */
export function listFaqs(db: Database, locale: ContentLocale, slug?: string, scope: Scope = { db }): Promise<FaqCategoryDto[] | null> {
  return rememberedCatalogueRead(db, `faqs:${locale}:${slug ?? ""}`, async () => {
    const [categories, rows] = await Promise.all([
      batched(scope, db.select().from(faqCategories).where(slug ? eq(faqCategories.slug, slug) : undefined).orderBy(asc(faqCategories.position))),
      batched(scope, db.select().from(faqs).orderBy(asc(faqs.position))),
    ]);
    if (slug && categories.length === 0) return null;
    return categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: pick(c, "title", locale),
      faqs: rows
        .filter((f) => f.categoryId === c.id)
        .map((f) => ({ id: f.id, categoryId: f.categoryId, question: pick(f, "question", locale), answer: pick(f, "answer", locale) })),
    }));
  });
}

export interface GuideListItem {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}
export interface GuideCategoryDto {
  id: string;
  slug: string;
  title: string;
  totalGuides: number;
  /** how many guides `guides` holds at most (the limit applied); "View all" shows when totalGuides is larger */
  visibleGuides: number;
  guides: GuideListItem[];
}

/** Without a slug the limit defaults to 5; one category (`slug`) lists all its guides unless a limit is sent (as the template's category page expects). */
export const guidesQuerySchema = z
  .object({
    slug: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(60).optional()),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .transform((q) => ({ slug: q.slug, limit: q.limit ?? (q.slug ? null : GUIDE_LIST_DEFAULT_LIMIT) }));

/** Guide categories with up to `limit` guides each (spec §7: slug, limit default 5; null = all); null for an unknown slug. */
export function listGuides(
  db: Database,
  locale: ContentLocale,
  slug: string | undefined,
  limit: number | null = GUIDE_LIST_DEFAULT_LIMIT,
  scope: Scope = { db },
): Promise<GuideCategoryDto[] | null> {
  return rememberedCatalogueRead(db, `guides:${locale}:${slug ?? ""}:${limit}`, async () => {
    const [categories, rows] = await Promise.all([
      batched(scope, db.select().from(guideCategories).where(slug ? eq(guideCategories.slug, slug) : undefined).orderBy(asc(guideCategories.position))),
      batched(
        scope,
        db
          .select({ id: guides.id, categoryId: guides.categoryId, slug: guides.slug, titleEn: guides.titleEn, titleTr: guides.titleTr, subtitleEn: guides.subtitleEn, subtitleTr: guides.subtitleTr })
          .from(guides)
          .orderBy(asc(guides.position)),
      ),
    ]);
    if (slug && categories.length === 0) return null;
    return categories.map((c) => {
      const mine = rows.filter((g) => g.categoryId === c.id);
      return {
        id: c.id,
        slug: c.slug,
        title: pick(c, "title", locale),
        totalGuides: mine.length,
        visibleGuides: limit ?? mine.length,
        guides: mine.slice(0, limit ?? undefined).map((g) => ({ id: g.id, categoryId: g.categoryId, slug: g.slug, title: pick(g, "title", locale), subtitle: pick(g, "subtitle", locale) })),
      };
    });
  });
}

export interface GuideDto extends GuideListItem {
  content: string;
  category: { id: string; slug: string; title: string };
}

/** A guide with its content sanitized, once per isolate and language (remembered). */
export function getGuide(db: Database, locale: ContentLocale, categorySlug: string, guideSlug: string): Promise<GuideDto | null> {
  return rememberedCatalogueRead(db, `guide:${locale}:${categorySlug}/${guideSlug}`, () => readGuide(db, locale, categorySlug, guideSlug));
}

async function readGuide(db: Database, locale: ContentLocale, categorySlug: string, guideSlug: string): Promise<GuideDto | null> {
  const row = await db
    .select({ guide: guides, category: guideCategories })
    .from(guides)
    .innerJoin(guideCategories, eq(guideCategories.id, guides.categoryId))
    .where(and(eq(guideCategories.slug, categorySlug), eq(guides.slug, guideSlug)))
    .get();
  if (!row) return null;
  return {
    id: row.guide.id,
    categoryId: row.guide.categoryId,
    slug: row.guide.slug,
    title: pick(row.guide, "title", locale),
    subtitle: pick(row.guide, "subtitle", locale),
    content: sanitizeHtml(pick(row.guide, "content", locale)),
    category: { id: row.category.id, slug: row.category.slug, title: pick(row.category, "title", locale) },
  };
}

/**
 * `GET guide` as the template's guide page reads it: the category, with `guides[0]` holding the
 * guide and its content (docs/api.md#help-centre).
 */
export function guideInCategory(guide: GuideDto) {
  const { category, ...rest } = guide;
  return { ...category, guides: [rest] };
}

export async function guideCount(db: Database) {
  return (await db.select({ n: count() }).from(guides).get())?.n ?? 0;
}

export const ticketSchema = z.object({
  topic: z.enum(TICKET_TOPICS),
  // empty → "required" first (forms show the first message), then "too short"
  subject: z.string().trim().min(1, "validation.required").min(3, "validation.tooShort").max(150, "validation.tooLong"),
  message: z.string().trim().min(1, "validation.required").min(10, "validation.tooShort").max(5000, "validation.tooLong"),
});
export type TicketInput = z.infer<typeof ticketSchema>;

export interface TicketReceipt {
  id: string;
  topic: string;
  subject: string;
  status: "open";
  createdAt: string;
  /** Spec §9: e-mail replies within 24–48 h; about 4 h for VIP members. */
  expectedResponseHours: { min: number; max: number; vip: number };
}

/** Stores a support ticket for the caller; text is stored plain (tags stripped). */
export async function createTicket(db: Database, userId: string, input: TicketInput): Promise<TicketReceipt> {
  const id = `tkt_${crypto.randomUUID()}`;
  const createdAt = new Date();
  await db.insert(supportTickets).values({
    id,
    userId,
    topic: input.topic,
    subject: stripHtml(input.subject),
    message: stripHtml(input.message),
    status: "open",
    createdAt,
  });
  return {
    id,
    topic: input.topic,
    subject: stripHtml(input.subject),
    status: "open",
    createdAt: createdAt.toISOString(),
    expectedResponseHours: { ...HELP_CENTER_TERMS.supportEmailResponseHours, vip: HELP_CENTER_TERMS.vipSupportResponseHours },
  };
}
