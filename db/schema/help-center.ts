import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/** Spec §3/§7 Help centre: FAQ categories and FAQs, guide categories and guides (seeded), support tickets. */
export const faqCategories = sqliteTable(
  "faq_categories",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
  },
  (t) => [uniqueIndex("faq_categories_slug_unique").on(t.slug)],
);

export const faqs = sqliteTable(
  "faqs",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionEn: text("question_en").notNull(),
    questionTr: text("question_tr").notNull(),
    answerEn: text("answer_en").notNull(),
    answerTr: text("answer_tr").notNull(),
  },
  (t) => [index("faqs_category_idx").on(t.categoryId)],
);

export const guideCategories = sqliteTable(
  "guide_categories",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
  },
  (t) => [uniqueIndex("guide_categories_slug_unique").on(t.slug)],
);

export const guides = sqliteTable(
  "guides",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => guideCategories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    titleEn: text("title_en").notNull(),
    titleTr: text("title_tr").notNull(),
    subtitleEn: text("subtitle_en").notNull(),
    subtitleTr: text("subtitle_tr").notNull(),
    contentEn: text("content_en").notNull(),
    contentTr: text("content_tr").notNull(),
  },
  (t) => [uniqueIndex("guides_category_slug_unique").on(t.categoryId, t.slug)],
);

import { TICKET_TOPICS } from "./ticket-topics";

export { TICKET_TOPICS };

export const supportTickets = sqliteTable(
  "support_tickets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic", { enum: TICKET_TOPICS }).notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["open", "closed"] }).notNull().default("open"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("support_tickets_user_idx").on(t.userId)],
);
