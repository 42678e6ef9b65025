import { and, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { LABEL_COLORS, MAIL_FOLDERS, mailboxSettings, mailLabels, mails, users, type MailFolder, type MailRow } from "#db/schema";
import type { Database } from "#db/client";
import type { RequestContext } from "#worker/context.server";
import { preparedRead } from "#worker/db-batch.server";
import { AppError, notFound } from "#worker/errors";
import { sanitizeHtml, stripHtml } from "./html.server";
import { mailStatement } from "./mail/outbox.server";
import { slugify, uniqueSlug } from "./slug";
import { collatorFor, editTwin, twin, type ContentLocale } from "./locale";
import { giveBack, LIMITS, take, type Charge } from "#worker/auth/rate-limit.server";
import { assertOwnTagIds, inSlices, isoDate, jsonArrayContains, jsonArrayWithout, newId, parseJsonArray } from "./workspace.server";

/** Mailbox (spec §3, §7): one mailbox per user; a mail between two TaxAtlas users is one row per mailbox. */

export const MAILS_PER_PAGE = 10;
export const MAIL_FILTERS = ["starred", "important"] as const;

const FOLDER_META: Record<MailFolder, { title: string; icon: string }> = {
  inbox: { title: "Inbox", icon: "inbox" },
  sent: { title: "Sent", icon: "send" },
  drafts: { title: "Drafts", icon: "file-pen" },
  spam: { title: "Spam", icon: "shield-alert" },
  trash: { title: "Trash", icon: "trash-2" },
};
const FILTER_META = { starred: { title: "Starred", icon: "star" }, important: { title: "Important", icon: "flag" } } as const;

export interface Mail {
  id: string;
  type: "mail";
  from: { avatar: string | null; contact: string };
  to: string[];
  cc: string[];
  bcc: string[];
  date: string;
  subject: string;
  content: string;
  attachments: { type: string; name: string; size: number; preview: string | null; downloadUrl: string | null }[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: MailFolder;
  labels: string[];
}

export interface MailLabel {
  id: string;
  title: string;
  slug: string;
  color: (typeof LABEL_COLORS)[number];
}

function toMail(row: MailRow): Mail {
  return {
    id: row.id,
    type: "mail",
    from: { avatar: row.fromAvatar, contact: `${row.fromName} <${row.fromEmail}>` },
    to: parseJsonArray(row.to),
    cc: parseJsonArray(row.cc),
    bcc: parseJsonArray(row.bcc),
    date: isoDate(row.date),
    subject: row.subject,
    content: row.content,
    attachments: parseJsonArray(row.attachments),
    starred: row.starred,
    important: row.important,
    unread: row.unread,
    folder: row.folder,
    labels: parseJsonArray(row.labels),
  };
}

// ------------------------------------------------------------------ settings

export const mailboxSettingsSchema = z
  .object({
    layout: z.enum(["split", "list"]),
    density: z.enum(["comfortable", "compact"]),
    showAvatars: z.boolean(),
    signature: z.string().max(1000),
  });
export type MailboxSettings = z.infer<typeof mailboxSettingsSchema>;
export const DEFAULT_MAILBOX_SETTINGS: MailboxSettings = { layout: "split", density: "comfortable", showAvatars: true, signature: "" };
export const settingsPatchSchema = z.object({ settings: mailboxSettingsSchema.partial() });

// The reads of the mail page are prepared once per isolate and join the request's one D1 batch
// (worker/db-batch.server.ts, decision 293); the API answers with the same reads.
type Scope = { db: Database };
const ph = (name: string) => sql.placeholder(name);

const settingsRead = preparedRead<ReturnType<typeof settingsQuery>, { userId: string }>(settingsQuery);
function settingsQuery(db: Database) {
  return db.select({ settings: mailboxSettings.settings }).from(mailboxSettings).where(eq(mailboxSettings.userId, ph("userId"))).limit(1);
}

export async function getSettings(ctx: Scope, userId: string): Promise<MailboxSettings> {
  const [row] = await settingsRead(ctx, { userId });
  const stored = row ? mailboxSettingsSchema.partial().safeParse(JSON.parse(row.settings)) : null;
  return { ...DEFAULT_MAILBOX_SETTINGS, ...(stored?.success ? stored.data : {}) };
}

export async function updateSettings(ctx: RequestContext, userId: string, patch: Partial<MailboxSettings>): Promise<MailboxSettings> {
  const next = { ...(await getSettings(ctx, userId)), ...patch };
  await ctx.db
    .insert(mailboxSettings)
    .values({ userId, settings: JSON.stringify(next) })
    .onConflictDoUpdate({ target: mailboxSettings.userId, set: { settings: JSON.stringify(next) } });
  return next;
}

// ------------------------------------------------------------------ folders, filters, labels

/** count = unread mails in the folder, except drafts, which counts every draft (docs/api.md#mailbox). */
const foldersRead = preparedRead<ReturnType<typeof foldersQuery>, { userId: string }>(foldersQuery);
function foldersQuery(db: Database) {
  return db
    .select({ folder: mails.folder, total: sql<number>`count(*)`, unread: sql<number>`sum(${mails.unread})` })
    .from(mails)
    .where(eq(mails.userId, ph("userId")))
    .groupBy(mails.folder);
}

export async function listFolders(ctx: Scope, userId: string) {
  const rows = await foldersRead(ctx, { userId });
  const byFolder = new Map(rows.map((r) => [r.folder, r]));
  return MAIL_FOLDERS.map((slug) => {
    const r = byFolder.get(slug);
    return { id: slug, slug, ...FOLDER_META[slug], count: !r ? 0 : slug === "drafts" ? r.total : Number(r.unread ?? 0) };
  });
}

export const listFilters = () => MAIL_FILTERS.map((slug) => ({ id: slug, slug, ...FILTER_META[slug] }));

/** By title in the reader's alphabet; a seeded label's title in Turkish for a Turkish reader (decision 099). */
const labelsRead = preparedRead((db) => db.select().from(mailLabels).where(eq(mailLabels.userId, ph("userId"))));

export async function listLabels(ctx: Scope, userId: string, lang: ContentLocale = "en"): Promise<MailLabel[]> {
  const rows = await labelsRead(ctx, { userId });
  const collator = collatorFor(lang);
  return rows
    .map((r) => toMailLabel(r, lang))
    .sort((a, b) => collator.compare(a.title.toLocaleLowerCase(lang), b.title.toLocaleLowerCase(lang)) || (a.id < b.id ? -1 : 1));
}

const toMailLabel = (row: typeof mailLabels.$inferSelect, lang: ContentLocale): MailLabel => ({ id: row.id, title: twin(lang, row.title, row.titleTr), slug: row.slug, color: row.color });

const labelTitle = z.string().trim().min(1).max(40);
export const labelCreateSchema = z.object({ label: z.object({ title: labelTitle, color: z.enum(LABEL_COLORS).default("gray") }) });
export const labelUpdateSchema = z.object({
  id: z.string().min(1).max(100),
  label: z.object({ title: labelTitle, color: z.enum(LABEL_COLORS) }).partial(),
});

/** Two concurrent writes picked the same free slug: the unique index refused the second. */
function slugRace(error: unknown): never {
  if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`)) {
    throw new AppError(409, "CONFLICT", "Another label took this slug at the same moment. Please retry.");
  }
  throw error;
}

async function takenSlugs(ctx: RequestContext, userId: string, exceptId?: string) {
  const rows = await ctx.db
    .select({ slug: mailLabels.slug })
    .from(mailLabels)
    .where(and(eq(mailLabels.userId, userId), exceptId ? ne(mailLabels.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.slug));
}

export async function createLabel(ctx: RequestContext, userId: string, input: z.infer<typeof labelCreateSchema>["label"]): Promise<MailLabel> {
  const label: MailLabel = {
    id: newId(),
    title: input.title,
    slug: uniqueSlug(slugify(input.title), await takenSlugs(ctx, userId)),
    color: input.color,
  };
  await ctx.db.insert(mailLabels).values({ ...label, userId }).catch(slugRace);
  return label;
}

/**
 * A renamed label gets a new slug; a seeded label's Turkish twin is dropped on rename, and kept (with
 * the slug) when its title is sent back unchanged in either language (decision 099).
 */
export async function updateLabel(ctx: RequestContext, userId: string, id: string, input: z.infer<typeof labelUpdateSchema>["label"], lang: ContentLocale = "en"): Promise<MailLabel> {
  const current = await ctx.db.query.mailLabels.findFirst({ where: and(eq(mailLabels.id, id), eq(mailLabels.userId, userId)) });
  if (!current) throw notFound();
  const text = input.title ? editTwin(input.title, current.title, current.titleTr) : undefined;
  const renamed = text !== undefined && text.en !== current.title;
  const slug = renamed ? uniqueSlug(slugify(text.en ?? ""), await takenSlugs(ctx, userId, id)) : current.slug;
  const [row] = await ctx.db
    .update(mailLabels)
    .set({ ...(text && { title: text.en ?? "", titleTr: text.tr }), color: input.color, slug })
    .where(and(eq(mailLabels.id, id), eq(mailLabels.userId, userId)))
    .returning()
    .catch(slugRace);
  return toMailLabel(row, lang);
}

/** Deleting a label also removes it from every mail of the owner, in one batch. */
export async function deleteLabel(ctx: RequestContext, userId: string, id: string): Promise<true> {
  const current = await ctx.db.query.mailLabels.findFirst({ where: and(eq(mailLabels.id, id), eq(mailLabels.userId, userId)) });
  if (!current) throw notFound();
  await ctx.db.batch([
    ctx.db
      .update(mails)
      .set({ labels: jsonArrayWithout(mails.labels, id) })
      .where(and(eq(mails.userId, userId), jsonArrayContains(mails.labels, id))),
    ctx.db.delete(mailLabels).where(and(eq(mailLabels.id, id), eq(mailLabels.userId, userId))),
  ]);
  return true;
}

// ------------------------------------------------------------------ mails

export const mailsQuerySchema = z
  .object({
    folder: z.enum(MAIL_FOLDERS).optional(),
    filter: z.enum(MAIL_FILTERS).optional(),
    label: z.string().trim().min(1).max(100).optional(),
    /** 1-based (docs/api.md#mailbox) */
    page: z.coerce.number().int().min(1).default(1),
  })
  .refine((q) => [q.folder, q.filter, q.label].filter(Boolean).length === 1, {
    message: "Give exactly one of folder, filter or label.",
    path: ["folder"],
  });

export type MailsPage =
  | {
      mails: Mail[];
      pagination: { totalResults: number; resultsPerPage: number; currentPage: number; lastPage: number; startIndex: number; endIndex: number };
    }
  | { mails: null; pagination: { lastPage: number } };

/**
 * A view's mails, by the kind of view: one folder; starred or important, or one label (by slug), both
 * outside trash and spam as mail clients do. Each shape's count and page are prepared once per isolate.
 */
type ViewShape = "folder" | "starred" | "important" | "label";
function viewWhere(shape: ViewShape) {
  const own = eq(mails.userId, ph("userId"));
  if (shape === "folder") return and(own, eq(mails.folder, ph("folder")));
  const scope = and(own, notInArray(mails.folder, ["trash", "spam"]));
  if (shape === "starred") return and(scope, eq(mails.starred, true));
  if (shape === "important") return and(scope, eq(mails.important, true));
  return and(scope, sql`EXISTS (SELECT 1 FROM json_each(${mails.labels}) WHERE value = (SELECT ${mailLabels.id} FROM ${mailLabels} WHERE ${mailLabels.userId} = ${ph("userId")} AND ${mailLabels.slug} = ${ph("label")}))`);
}
const SHAPES: ViewShape[] = ["folder", "starred", "important", "label"];
const viewReads = Object.fromEntries(
  SHAPES.map((shape) => [
    shape,
    {
      count: preparedRead((db) => db.select({ total: sql<number>`count(*)` }).from(mails).where(viewWhere(shape))),
      page: preparedRead((db) => db.select().from(mails).where(viewWhere(shape)).orderBy(desc(mails.date), desc(mails.id)).limit(MAILS_PER_PAGE).offset(ph("offset"))),
    },
  ]),
) as Record<ViewShape, { count: (scope: Scope, values: Record<string, unknown>) => Promise<{ total: number }[]>; page: (scope: Scope, values: Record<string, unknown>) => Promise<MailRow[]> }>;
const labelBySlugRead = preparedRead((db) =>
  db.select({ id: mailLabels.id }).from(mailLabels).where(and(eq(mailLabels.userId, ph("userId")), eq(mailLabels.slug, ph("label")))).limit(1),
);

/**
 * One page of a view. The count, the page and (for a label) the label's existence are read side by
 * side in one round trip; a page past the end answers `mails: null` with the last page.
 * `knownLabel`: the caller has the owner's labels already and found the slug (the mail page), so
 * the label is not read again.
 */
export async function listMails(ctx: Scope, userId: string, query: z.infer<typeof mailsQuerySchema>, knownLabel?: boolean): Promise<MailsPage> {
  const shape: ViewShape = query.folder ? "folder" : query.filter ? query.filter : "label";
  const startIndex = (query.page - 1) * MAILS_PER_PAGE;
  const values = { userId, folder: query.folder, label: query.label, offset: startIndex };
  const reads = viewReads[shape];
  const [[{ total }], rows, label] = await Promise.all([
    reads.count(ctx, values),
    reads.page(ctx, values),
    shape === "label" && knownLabel === undefined ? labelBySlugRead(ctx, { userId, label: query.label }) : null,
  ]);
  if (shape === "label" && (knownLabel === false || (label && label.length === 0))) throw notFound();
  const lastPage = Math.max(Math.ceil(total / MAILS_PER_PAGE), 1);
  if (query.page > lastPage) return { mails: null, pagination: { lastPage } };
  return {
    mails: rows.map(toMail),
    pagination: {
      totalResults: total,
      resultsPerPage: MAILS_PER_PAGE,
      currentPage: query.page,
      lastPage,
      startIndex,
      endIndex: Math.min(startIndex + MAILS_PER_PAGE, total) - 1,
    },
  };
}

const mailRead = preparedRead((db) => db.select().from(mails).where(and(eq(mails.id, ph("id")), eq(mails.userId, ph("userId")))).limit(1));

export async function getMail(ctx: Scope, userId: string, id: string): Promise<Mail> {
  const [row] = await mailRead(ctx, { id, userId });
  if (!row) throw notFound();
  return toMail(row);
}

export const mailUpdateSchema = z.object({
  id: z.string().min(1).max(100),
  mail: z
    .object({
      unread: z.boolean(),
      starred: z.boolean(),
      important: z.boolean(),
      folder: z.enum(MAIL_FOLDERS),
      labels: z.array(z.string().min(1).max(100)).max(50),
    })
    .partial(),
});

export async function updateMail(ctx: RequestContext, userId: string, id: string, change: z.infer<typeof mailUpdateSchema>["mail"]): Promise<Mail> {
  const current = await getMail(ctx, userId, id);
  // Unknown keys are stripped by the schema: nothing left to change answers the mail as it is.
  if (Object.values(change).every((v) => v === undefined)) return current;
  const labels = change.labels ? await assertOwnTagIds(ctx, mailLabels, userId, change.labels, "labels") : undefined;
  const [row] = await ctx.db
    .update(mails)
    .set({ ...change, labels: labels ? JSON.stringify(labels) : undefined })
    .where(and(eq(mails.id, id), eq(mails.userId, userId)))
    .returning();
  return toMail(row);
}

// ------------------------------------------------------------------ compose

/** To, cc and bcc together (distinct addresses). */
export const MAIL_MAX_RECIPIENTS = 50;

const addresses = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/[,;]/).map((s) => s.trim()).filter(Boolean) : v),
  z.array(z.string().trim().toLowerCase().email().max(254)).max(50),
);

export const composeSchema = z
  .object({
    to: addresses.default([]),
    cc: addresses.default([]),
    bcc: addresses.default([]),
    subject: z.string().trim().max(200).default(""),
    content: z.string().max(200_000).default(""),
    draft: z.boolean().default(false),
    /** sending (or re-saving) an existing draft replaces it */
    draftId: z.string().min(1).max(100).optional(),
  })
  .refine((m) => m.draft || m.to.length + m.cc.length + m.bcc.length > 0, { message: "Add at least one recipient.", path: ["to"] })
  .refine((m) => new Set([...m.to, ...m.cc, ...m.bcc]).size <= MAIL_MAX_RECIPIENTS, {
    message: `At most ${MAIL_MAX_RECIPIENTS} recipients in all.`,
    path: ["to"],
  });

/**
 * Stores the mail in the sender's sent folder (or drafts) and, unless it is a draft, a copy in the
 * inbox of every recipient who is a TaxAtlas user; other recipients get it by e-mail (worker/domain/mail).
 * Everything in one D1 batch. Bcc recipients are not shown on the recipients' copies.
 */
export async function composeMail(ctx: RequestContext, userId: string, input: z.infer<typeof composeSchema>): Promise<Mail> {
  const sender = await ctx.db.query.users.findFirst({ where: eq(users.id, userId), columns: { name: true, email: true, avatar: true } });
  if (!sender) throw notFound();
  if (input.draftId) {
    const draft = await ctx.db.query.mails.findFirst({ where: and(eq(mails.id, input.draftId), eq(mails.userId, userId), eq(mails.folder, "drafts")) });
    if (!draft) throw notFound();
  }
  const now = new Date();
  const content = sanitizeHtml(input.content);
  const base = {
    fromName: sender.name,
    fromEmail: sender.email,
    fromAvatar: sender.avatar,
    to: JSON.stringify(input.to),
    cc: JSON.stringify(input.cc),
    subject: input.subject,
    content,
    date: now,
  };
  const own = { id: newId(), userId, folder: (input.draft ? "drafts" : "sent") as MailFolder, bcc: JSON.stringify(input.bcc), unread: false, ...base };
  const statements: Parameters<typeof ctx.db.batch>[0][number][] = [ctx.db.insert(mails).values(own)];
  if (input.draftId) statements.push(ctx.db.delete(mails).where(and(eq(mails.id, input.draftId), eq(mails.userId, userId))));
  let outsideCharge: Charge[] = [];
  if (!input.draft) {
    const recipients = [...new Set([...input.to, ...input.cc, ...input.bcc])];
    // Looked up in slices below D1's 100 bound parameters per statement.
    const members = await inSlices(recipients, (slice) =>
      ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, slice)),
    );
    const memberEmails = new Set(members.map((m) => m.email.toLowerCase()));
    for (const member of members) {
      statements.push(ctx.db.insert(mails).values({ id: newId(), userId: member.id, folder: "inbox", bcc: "[]", unread: true, ...base }));
    }
    const outside = recipients.filter((r) => !memberEmails.has(r));
    // Mail leaving TaxAtlas is limited per account (docs/security.md); taken before the write.
    if (outside.length > 0) {
      outsideCharge = [{ limit: LIMITS.outsideMail, subject: userId, amount: outside.length }];
      await take(ctx.db, outsideCharge);
    }
    for (const email of outside) {
      statements.push(mailStatement(ctx.db, { template: "mailbox", to: email, userId: null, locale: ctx.locale, props: { senderName: sender.name, subject: input.subject, text: stripHtml(content) } }, now));
    }
  }
  try {
    await ctx.db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  } catch (error) {
    await giveBack(ctx.db, outsideCharge).catch(() => undefined);
    throw error;
  }
  return getMail(ctx, userId, own.id);
}

