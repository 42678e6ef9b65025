import { and, asc, desc, eq, sql } from "drizzle-orm";
import { preparedRead } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { advisorProfiles, chatMessages, chats, users, type ChatRow, type Role } from "#db/schema";
import { ADVISOR_TITLES } from "./catalogue-index.generated";
import { AppError } from "#worker/errors";
import { twin } from "./locale";

/**
 * Quick chat between two TaxAtlas accounts (spec §3 "Chat app data", §7 Chat, docs/decisions/015).
 * Every read starts from the caller's own `chats` row, so another user's chat id is a 404.
 */

export type ChatLanguage = "en" | "tr";

export interface ChatContact {
  id: string;
  name: string;
  avatar: string | null;
  about: string;
}
/** Spec §3 chat contact: the contact pane reads details and attachments; arrays may be empty, never missing. */
export interface ChatContactDetails extends ChatContact {
  details: {
    emails: { email: string; label: string }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string }[];
    title: string;
    company: string;
    birthday: string | null;
    address: string | null;
  };
  /** What was shared in the conversation: links found in its messages (no file attachments in chat). */
  attachments: { media: string[]; docs: string[]; links: string[] };
}
export interface ChatMessage {
  id: string;
  chatId: string;
  /** "me" marks the caller's own messages (spec §3) */
  contactId: string;
  value: string;
  createdAt: string;
  isMine: boolean;
}
export interface Chat {
  id: string;
  contactId: string;
  /** the contact's public advisor-profile slug, if any: `?chat=<slug>` opens this chat (decision 053) */
  contactSlug?: string | null;
  unreadCount: number;
  muted: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
  contact: ChatContactDetails;
  messages?: ChatMessage[];
}

/**
 * A row of the header's quick-chat list (spec §2): what the list and the open thread's heading show.
 * Every signed-in page carries these, so the contact pane's details and the thread are not here:
 * selecting a chat loads them (`Chat`, from /resources/chat).
 */
export interface ChatSummary {
  id: string;
  contactId: string;
  contactSlug: string | null;
  unreadCount: number;
  lastMessage: string | null;
  contact: ChatContact;
}

/** A thread shows the latest messages; older ones are not paged in the drawer. */
export const CHAT_THREAD_LIMIT = 200;

export const chatNotFound = (id: string) => new AppError(404, "NOT_FOUND", `Could not found chat with id of ${id}!`);

const ABOUT_BY_ROLE: Record<Role, Record<ChatLanguage, string>> = {
  guest: { en: "Guest", tr: "Misafir" },
  user: { en: "TaxAtlas client", tr: "TaxAtlas müşterisi" },
  advisor: { en: "Advisor at TaxAtlas", tr: "TaxAtlas danışmanı" },
  admin: { en: "TaxAtlas support team", tr: "TaxAtlas destek ekibi" },
};

function profileOf(userId: string) {
  return ADVISOR_TITLES.find((p) => p.userId === userId);
}

function aboutOf(user: { id: string; role: Role }, lang: ChatLanguage) {
  const profile = profileOf(user.id);
  return profile ? `${profile.title[lang]}, ${profile.firm}` : ABOUT_BY_ROLE[user.role][lang];
}

const contactColumns = { id: users.id, name: users.name, avatar: users.avatar, role: users.role, email: users.email };
type ContactRow = { id: string; name: string; avatar: string | null; role: Role; email: string };

const toContact = (u: Omit<ContactRow, "email">, lang: ChatLanguage): ChatContact => ({ id: u.id, name: u.name, avatar: u.avatar, about: aboutOf(u, lang) });

/** Links shared in a thread, newest first, each once (the contact pane's "links" tab). */
const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;
export function sharedLinks(messages: readonly { value: string }[], limit = 20): string[] {
  const seen = new Set<string>();
  for (const m of [...messages].reverse()) {
    for (const url of m.value.match(LINK_PATTERN) ?? []) {
      const clean = url.replace(/[.,;:!?)]+$/, "");
      if (!seen.has(clean)) seen.add(clean);
      if (seen.size >= limit) return [...seen];
    }
  }
  return [...seen];
}

function toContactDetails(u: ContactRow, lang: ChatLanguage, thread: readonly { value: string }[] = []): ChatContactDetails {
  const profile = profileOf(u.id);
  return {
    ...toContact(u, lang),
    details: {
      emails: [{ email: u.email, label: lang === "tr" ? "İş" : "Work" }],
      phoneNumbers: [],
      title: profile ? profile.title[lang] : ABOUT_BY_ROLE[u.role][lang],
      company: profile ? profile.firm : "TaxAtlas",
      // accounts keep no birthday or postal address
      birthday: null,
      address: null,
    },
    attachments: { media: [], docs: [], links: sharedLinks(thread) },
  };
}

function toChat(row: ChatRow, contact: ContactRow, lang: ChatLanguage, thread?: ChatMessage[]): Chat {
  return {
    id: row.id,
    contactId: row.contactId,
    unreadCount: row.unreadCount,
    muted: row.muted,
    lastMessage: twin(lang, row.lastMessage, row.lastMessageTr),
    lastMessageAt: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
    contact: toContactDetails(contact, lang, thread),
    ...(thread && { messages: thread }),
  };
}

// Newest conversation first, then by name. Both reads join the contact's public advisor-profile
// slug, so "Message" on a profile finds the thread (decision 053).
const chatOrder = [desc(sql`coalesce(${chats.lastMessageAt}, 0)`), asc(users.name)];

export async function listChats(db: Database, userId: string, lang: ChatLanguage): Promise<Chat[]> {
  const rows = await db
    .select({ chat: chats, contact: contactColumns, slug: advisorProfiles.slug })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, chats.contactId))
    .where(eq(chats.ownerId, userId))
    .orderBy(...chatOrder);
  return rows.map((r) => ({ ...toChat(r.chat, r.contact, lang), contactSlug: r.slug }));
}

// In a D1 batch drizzle maps result columns by position after D1 has merged equal names, so a
// batched query must not select two columns of the same name (the contact's id is chats.contact_id).
const chatSummariesQuery = (db: Database) =>
  db
    .select({
      id: chats.id,
      contactId: chats.contactId,
      unreadCount: chats.unreadCount,
      lastMessage: chats.lastMessage,
      lastMessageTr: chats.lastMessageTr,
      name: users.name,
      avatar: users.avatar,
      role: users.role,
      slug: advisorProfiles.slug,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, chats.contactId))
    .where(eq(chats.ownerId, sql.placeholder("userId")))
    .orderBy(...chatOrder);
/** The quick-chat list; its SQL is built once per isolate. */
const chatSummariesRead = preparedRead<ReturnType<typeof chatSummariesQuery>, { userId: string }>(chatSummariesQuery);

/** The quick-chat drawer's list (`/resources/chats`), loaded when the drawer is first opened (decision 136). */
export async function listChatSummaries(scope: { db: Database }, userId: string, lang: ChatLanguage): Promise<ChatSummary[]> {
  const rows = await chatSummariesRead(scope, { userId });
  return rows.map((r) => ({
    id: r.id,
    contactId: r.contactId,
    contactSlug: r.slug,
    unreadCount: r.unreadCount,
    lastMessage: twin(lang, r.lastMessage, r.lastMessageTr),
    contact: toContact({ id: r.contactId, name: r.name, avatar: r.avatar, role: r.role }, lang),
  }));
}

const chatUnreadQuery = (db: Database) =>
  db
    .select({ unread: sql<number>`coalesce(sum(${chats.unreadCount}), 0)` })
    .from(chats)
    .where(eq(chats.ownerId, sql.placeholder("userId")));
/**
 * The closed quick-chat button's badge: the unread messages of all the caller's chats, one aggregate
 * statement of the request's batch (decision 136). A chat's contact is never missing (the row
 * goes with the account), so this is the sum over the drawer's list.
 */
export const chatUnreadRead = preparedRead<ReturnType<typeof chatUnreadQuery>, { userId: string }>(chatUnreadQuery);
export const toChatUnread = (rows: Awaited<ReturnType<typeof chatUnreadRead>>): number => Number(rows[0]?.unread ?? 0);

async function findOwnChat(db: Database, userId: string, id: string) {
  const row = await db
    .select({ chat: chats, contact: contactColumns })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .where(and(eq(chats.id, id), eq(chats.ownerId, userId)))
    .get();
  if (!row) throw chatNotFound(id);
  return row;
}

/** The latest messages; a seeded demo message in Turkish for a Turkish reader (decision 099). */
async function threadOf(db: Database, chat: ChatRow, userId: string, lang: ChatLanguage): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, chat.conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_THREAD_LIMIT)
    .all();
  return rows.reverse().map((m) => ({
    id: m.id,
    chatId: chat.id,
    contactId: m.senderId === userId ? "me" : m.senderId,
    value: twin(lang, m.value, m.valueTr),
    createdAt: m.createdAt.toISOString(),
    isMine: m.senderId === userId,
  }));
}

export async function getChat(db: Database, userId: string, id: string, lang: ChatLanguage): Promise<Chat> {
  const { chat, contact } = await findOwnChat(db, userId, id);
  return toChat(chat, contact, lang, await threadOf(db, chat, userId, lang));
}

/** PATCH {id, chat}: muted and unreadCount are merged into the caller's own chat. */
export async function updateChat(db: Database, userId: string, id: string, patch: { muted?: boolean; unreadCount?: number }, lang: ChatLanguage) {
  const { chat, contact } = await findOwnChat(db, userId, id);
  const merged = { ...chat, ...patch };
  await db
    .update(chats)
    .set({ muted: merged.muted, unreadCount: merged.unreadCount })
    .where(and(eq(chats.id, id), eq(chats.ownerId, userId)));
  return toChat(merged, contact, lang, await threadOf(db, merged, userId, lang));
}

/** Stores a message and updates both participants' chat rows in one atomic batch. */
export async function sendChatMessage(db: Database, userId: string, input: { chatId: string; value: string }, now = new Date()): Promise<ChatMessage> {
  const { chat } = await findOwnChat(db, userId, input.chatId);
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(chatMessages).values({ id, conversationId: chat.conversationId, senderId: userId, value: input.value, createdAt: now }),
    // the seeded last message's Turkish twin no longer describes the thread
    db.update(chats).set({ lastMessage: input.value, lastMessageTr: null, lastMessageAt: now, unreadCount: 0 }).where(eq(chats.id, chat.id)),
    db
      .update(chats)
      .set({ lastMessage: input.value, lastMessageTr: null, lastMessageAt: now, unreadCount: sql`${chats.unreadCount} + 1` })
      .where(and(eq(chats.conversationId, chat.conversationId), eq(chats.ownerId, chat.contactId))),
  ]);
  return { id, chatId: chat.id, contactId: "me", value: input.value, createdAt: now.toISOString(), isMine: true };
}

/** The people the caller has a chat with, sorted by name, without details and attachments. */
export async function listChatContacts(db: Database, userId: string, lang: ChatLanguage): Promise<ChatContact[]> {
  const rows = await db
    .select(contactColumns)
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .where(eq(chats.ownerId, userId))
    .orderBy(asc(users.name))
    .all();
  return rows.map((r) => toContact(r, lang));
}

/** One contact with details; only someone the caller has a chat with (else 404, never leaking accounts). */
export async function getChatContact(db: Database, userId: string, contactId: string, lang: ChatLanguage): Promise<ChatContactDetails> {
  const row = await db
    .select(contactColumns)
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .where(and(eq(chats.ownerId, userId), eq(chats.contactId, contactId)))
    .get();
  if (!row) throw new AppError(404, "NOT_FOUND", `Could not find contact with id of ${contactId}.`);
  return toContactDetails(row, lang);
}

export async function getChatProfile(db: Database, userId: string, lang: ChatLanguage) {
  const row = await db.select(contactColumns).from(users).where(eq(users.id, userId)).get();
  if (!row) throw new AppError(404, "NOT_FOUND", "NOT FOUND");
  return { id: row.id, name: row.name, email: row.email, avatar: row.avatar, about: aboutOf(row, lang) };
}
