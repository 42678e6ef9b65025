import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { contacts, contactTags, type ContactRow } from "#db/schema";
import type { Database } from "#db/client";
import type { RequestContext } from "#worker/context.server";
import { preparedRead } from "#worker/db-batch.server";
import { AppError, notFound } from "#worker/errors";
import { COUNTRY_ISOS } from "./countries";
import { sanitizeHtml } from "./html.server";
import { assertOwnTagIds, jsonArrayContains, jsonArrayWithout, newId, parseJsonArray, payloadTooLarge, sniffImage, toBase64, type TagStore } from "./workspace.server";

/** Contacts app (spec §3, §7): one address book per user; every query filters by user_id. */

export const CONTACT_TAGS: TagStore = {
  tags: contactTags,
  stripFromItems: (ctx, userId, tagId) =>
    ctx.db
      .update(contacts)
      .set({ tags: jsonArrayWithout(contacts.tags, tagId) })
      .where(and(eq(contacts.userId, userId), jsonArrayContains(contacts.tags, tagId))),
};
export const NEW_CONTACT_NAME = "New Contact";
/** Avatars are stored as data URLs inside the row, so they stay small. */
export const AVATAR_MAX_BYTES = 512 * 1024;

export interface ContactEmail {
  email: string;
  label: string;
}
export interface ContactPhone {
  country: string;
  phoneNumber: string;
  label: string;
}
export interface Contact {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
  /** canonical (spec §3 wording) */
  job: { title: string | null; company: string | null };
  /** the same values at the top level, as the template's client reads and sends them */
  title: string | null;
  company: string | null;
  birthday: string | null;
  address: string | null;
  notes: string | null;
  tags: string[];
}

const label = z.string().trim().max(40).default("");
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

export const contactPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    /** null removes the avatar; a string is ignored (a client may echo the contact back): new avatars go through POST avatar */
    avatar: z.string().nullable(),
    background: z.string().trim().url().max(500).nullable(),
    emails: z.array(z.object({ email: z.string().trim().toLowerCase().email().max(254), label })).max(20),
    phoneNumbers: z
      .array(
        z.object({
          country: z
            .string()
            .trim()
            .toLowerCase()
            .refine((c) => COUNTRY_ISOS.has(c), "Unknown country"),
          phoneNumber: z
            .string()
            .trim()
            .regex(/^[0-9 ()+\-.]{3,30}$/, "Invalid phone number"),
          label,
        }),
      )
      .max(20),
    job: z.object({ title: nullableText(120).optional(), company: nullableText(120).optional() }),
    // the template's client sends these at the top level (docs/api.md#contacts)
    title: nullableText(120),
    company: nullableText(120),
    birthday: z
      .string()
      .date()
      .or(z.string().datetime({ offset: true }))
      .nullable(),
    address: nullableText(300),
    notes: z.string().max(10_000).nullable(),
    tags: z.array(z.string().min(1).max(100)).max(50),
  })
  .partial();

export const contactUpdateSchema = z.object({ id: z.string().min(1).max(100), contact: contactPatchSchema });
export const searchQuerySchema = z.object({ query: z.string().max(200).default("") });

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    avatar: row.avatar,
    background: row.background,
    name: row.name,
    emails: parseJsonArray<ContactEmail>(row.emails),
    phoneNumbers: parseJsonArray<ContactPhone>(row.phoneNumbers),
    job: { title: row.jobTitle, company: row.company },
    title: row.jobTitle,
    company: row.company,
    birthday: row.birthday,
    address: row.address,
    notes: row.notes,
    tags: parseJsonArray(row.tags),
  };
}

// Freshly created, never edited contacts first (newest first), then by name (docs/api.md).
const listOrder = [desc(contacts.isNew), sql`CASE WHEN ${contacts.isNew} THEN -${contacts.createdAt} ELSE 0 END`, asc(sql`${contacts.name} COLLATE NOCASE`), asc(contacts.id)];

// Built once per isolate; joins the request's one D1 batch (worker/db-batch.server.ts, decision 293).
const contactsRead = preparedRead((db) => db.select().from(contacts).where(eq(contacts.userId, sql.placeholder("userId"))).orderBy(...listOrder));
const contactRead = preparedRead((db) => db.select().from(contacts).where(and(eq(contacts.id, sql.placeholder("id")), eq(contacts.userId, sql.placeholder("userId")))).limit(1));

export async function listContacts(ctx: { db: Database }, userId: string): Promise<Contact[]> {
  const rows = await contactsRead(ctx, { userId });
  return rows.map(toContact);
}

/**
 * The names of the user's contacts in the list's order (a task's assignee choices), joining the
 * request's one D1 batch; SQL built once per isolate.
 */
export const contactNamesRead = preparedRead((db) =>
  db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.userId, sql.placeholder("userId")))
    .orderBy(...listOrder),
);

/** Name contains the query, case-insensitively (Unicode-aware lower-casing, done here not in SQLite). */
export async function searchContacts(ctx: { db: Database }, userId: string, query: string): Promise<Contact[]> {
  const needle = query.trim().toLocaleLowerCase();
  const all = await listContacts(ctx, userId);
  return needle ? all.filter((c) => c.name.toLocaleLowerCase().includes(needle)) : all;
}

async function contactRow(ctx: { db: Database }, userId: string, id: string): Promise<ContactRow> {
  const [row] = await contactRead(ctx, { id, userId });
  if (!row) throw notFound();
  return row;
}

export async function getContact(ctx: { db: Database }, userId: string, id: string): Promise<Contact> {
  return toContact(await contactRow(ctx, userId, id));
}

export async function createContact(ctx: RequestContext, userId: string): Promise<Contact> {
  const now = new Date();
  const [row] = await ctx.db
    .insert(contacts)
    .values({ id: newId(), userId, name: NEW_CONTACT_NAME, isNew: true, createdAt: now, updatedAt: now })
    .returning();
  return toContact(row);
}

/**
 * Job title or company from a PATCH that may carry it under `job`, at the top level, or both (a
 * client echoing the whole contact). When both are sent and differ, the one that changes the stored
 * value is the edit; if both change it, `job` (canonical) wins.
 */
export function pickJobField(current: string | null, viaJob: string | null | undefined, viaTop: string | null | undefined): string | null {
  if (viaJob === undefined) return viaTop === undefined ? current : viaTop;
  if (viaTop === undefined || viaTop === viaJob) return viaJob;
  return viaJob !== current ? viaJob : viaTop;
}

export async function updateContact(ctx: RequestContext, userId: string, id: string, patch: z.infer<typeof contactPatchSchema>): Promise<Contact> {
  const current = await contactRow(ctx, userId, id);
  const tags = patch.tags ? await assertOwnTagIds(ctx, contactTags, userId, patch.tags) : undefined;
  const [row] = await ctx.db
    .update(contacts)
    .set({
      name: patch.name,
      avatar: patch.avatar === null ? null : undefined,
      background: patch.background,
      emails: patch.emails ? JSON.stringify(patch.emails) : undefined,
      phoneNumbers: patch.phoneNumbers ? JSON.stringify(patch.phoneNumbers) : undefined,
      jobTitle: pickJobField(current.jobTitle, patch.job?.title, patch.title),
      company: pickJobField(current.company, patch.job?.company, patch.company),
      birthday: patch.birthday,
      address: patch.address,
      notes: patch.notes === undefined ? undefined : patch.notes === null ? null : sanitizeHtml(patch.notes),
      tags: tags ? JSON.stringify(tags) : undefined,
      isNew: false,
      updatedAt: new Date(),
    })
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning();
  return toContact(row);
}

export async function deleteContact(ctx: RequestContext, userId: string, id: string): Promise<true> {
  const deleted = await ctx.db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  if (!deleted[0]) throw notFound();
  return true;
}

/** Image bytes → data URL on the contact. Type from magic bytes only: png, jpeg, webp, gif. */
export async function setContactAvatar(ctx: RequestContext, userId: string, id: string, file: Blob): Promise<Contact> {
  await contactRow(ctx, userId, id);
  if (file.size > AVATAR_MAX_BYTES) throw payloadTooLarge(AVATAR_MAX_BYTES);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImage(bytes);
  if (!mime) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "The avatar must be a PNG, JPEG, WebP or GIF image.");
  const [row] = await ctx.db
    .update(contacts)
    .set({ avatar: `data:${mime};base64,${toBase64(bytes)}`, updatedAt: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning();
  return toContact(row);
}

