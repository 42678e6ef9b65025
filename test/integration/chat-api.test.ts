import { beforeAll, describe, expect, it } from "vitest";
import { api, env, errorOf, page, signInAs } from "#test/helpers";

/** Issue 3: `api/apps/chat/*` over D1. */
let user: string;
let advisor: string;
let admin: string;
const USER_ADVISOR_CHAT = "chat_conv_user_advisor_a"; // owned by usr_demo_user
const ADVISOR_USER_CHAT = "chat_conv_user_advisor_b"; // owned by usr_demo_advisor

beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
  admin = (await signInAs("admin")).token;
});

type Chat = { id: string; contactId: string; unreadCount: number; muted: boolean; lastMessage: string; contact: { id: string; name: string; about: string }; messages?: { contactId: string; value: string; isMine: boolean; createdAt: string; chatId: string }[] };

describe("api/apps/chat", () => {
  it("requires sign-in", async () => {
    for (const path of ["/api/apps/chat/chats", "/api/apps/chat/contacts", "/api/apps/chat/profile", `/api/apps/chat/chat?id=${USER_ADVISOR_CHAT}`]) {
      expect((await api(path)).status, path).toBe(401);
    }
  });

  it("lists the caller's chats, newest first, with the joined contact", async () => {
    const res = await api("/api/apps/chat/chats", { token: user });
    expect(res.status).toBe(200);
    const chats = await res.json<Chat[]>();
    expect(chats.map((c) => c.contact.name)).toEqual(["Elif Kaya", "Sam Whitaker"]);
    expect(chats[0]).toMatchObject({ id: USER_ADVISOR_CHAT, contactId: "usr_demo_advisor", unreadCount: 1, muted: false });
    expect(chats[0].contact.about).toContain("Kaya Cross-Border Tax Advisory");
    expect(chats[0].messages).toBeUndefined();
  });

  it("GET chat?id= returns the thread, oldest first, marking my messages", async () => {
    const chat = await (await api(`/api/apps/chat/chat?id=${USER_ADVISOR_CHAT}`, { token: user })).json<Chat>();
    expect(chat.messages!.length).toBe(6);
    expect(chat.messages![0]).toMatchObject({ contactId: "me", isMine: true, chatId: USER_ADVISOR_CHAT });
    expect(chat.messages![1]).toMatchObject({ contactId: "usr_demo_advisor", isMine: false });
    const times = chat.messages!.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("unknown or foreign chat id → 404 with the spec's message", async () => {
    const res = await api("/api/apps/chat/chat?id=nope", { token: user });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Could not found chat with id of nope!");
    const foreign = await api(`/api/apps/chat/chat?id=${ADVISOR_USER_CHAT}`, { token: user });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe(`Could not found chat with id of ${ADVISOR_USER_CHAT}!`);
    expect((await api("/api/apps/chat/chat", { token: user })).status).toBe(400);
  });

  it("PATCH merges muted and unreadCount into the caller's own chat only", async () => {
    const res = await api("/api/apps/chat/chat", { method: "PATCH", token: user, body: { id: USER_ADVISOR_CHAT, chat: { unreadCount: 0, muted: true } } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: USER_ADVISOR_CHAT, unreadCount: 0, muted: true, contactId: "usr_demo_advisor" });
    expect((await api("/api/apps/chat/chat", { method: "PATCH", token: advisor, body: { id: USER_ADVISOR_CHAT, chat: { muted: false } } })).status).toBe(404);
    for (const bad of [{ id: USER_ADVISOR_CHAT, chat: { unreadCount: -1 } }, { id: USER_ADVISOR_CHAT, chat: { muted: "yes" } }, { chat: { muted: false } }]) {
      expect((await api("/api/apps/chat/chat", { method: "PATCH", token: user, body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await env.DB.prepare("SELECT muted, unread_count FROM chats WHERE id = ?").bind(USER_ADVISOR_CHAT).first()).toEqual({ muted: 1, unread_count: 0 });
    await api("/api/apps/chat/chat", { method: "PATCH", token: user, body: { id: USER_ADVISOR_CHAT, chat: { muted: false } } });
  });

  it("seeded demo messages answer their Turkish twin for ?lng=tr, the English otherwise (decision 099)", async () => {
    const chats = async (lng: string) => (await (await api(`/api/apps/chat/chats?lng=${lng}`, { token: user })).json<Chat[]>()).find((c) => c.id === USER_ADVISOR_CHAT)!;
    expect((await chats("tr")).lastMessage).toBe("Yapınızı inceledim; perşembe günü konuşabilir miyiz?");
    expect((await chats("en")).lastMessage).toBe("I reviewed your structure; can we talk on Thursday?");
    const thread = async (lng?: string) => (await (await api(`/api/apps/chat/chat?id=${USER_ADVISOR_CHAT}${lng ? `&lng=${lng}` : ""}`, { token: user })).json<Chat>()).messages!.map((m) => m.value);
    const [tr, en, plain] = [await thread("tr"), await thread("en"), await thread()];
    expect(tr[0]).toBe("Merhaba Elif, holding şirketimi Kıbrıs'a taşımak için danışmanlık almak istiyorum.");
    expect(tr.at(-1)).toBe("Yapınızı inceledim; perşembe günü konuşabilir miyiz?");
    expect(en[0]).toBe("Hello Elif, I'd like advice on moving my holding to Cyprus.");
    expect(plain).toEqual(en);
    expect(tr).toHaveLength(en.length);
    // the drawer's resource route (it sends the language on screen as ?lng=)
    const drawer = await (await page(`/resources/chat?lng=tr&id=${USER_ADVISOR_CHAT}`, { token: user })).json<Chat>();
    expect(drawer.messages!.map((m) => m.value)).toEqual(tr);
  });

  it("sending stores the message for both participants and bumps the other's unread count", async () => {
    const before = await env.DB.prepare("SELECT unread_count FROM chats WHERE id = ?").bind(ADVISOR_USER_CHAT).first<{ unread_count: number }>();
    const res = await api("/api/apps/chat/messages", { token: user, body: { chatId: USER_ADVISOR_CHAT, value: "  See you Thursday!  " } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ chatId: USER_ADVISOR_CHAT, contactId: "me", value: "See you Thursday!", isMine: true });
    const theirs = await (await api(`/api/apps/chat/chat?id=${ADVISOR_USER_CHAT}`, { token: advisor })).json<Chat>();
    expect(theirs.messages!.at(-1)).toMatchObject({ value: "See you Thursday!", isMine: false, contactId: "usr_demo_user" });
    expect(theirs).toMatchObject({ lastMessage: "See you Thursday!", unreadCount: before!.unread_count + 1 });
    // a sent message has no twin: the seeded last message's Turkish is dropped from both rows, and Turkish readers see it as written
    const rows = await env.DB.prepare("SELECT last_message, last_message_tr FROM chats WHERE conversation_id = 'conv_user_advisor'").all();
    expect(rows.results).toEqual([
      { last_message: "See you Thursday!", last_message_tr: null },
      { last_message: "See you Thursday!", last_message_tr: null },
    ]);
    expect(await env.DB.prepare("SELECT value_tr FROM chat_messages WHERE value = 'See you Thursday!'").first()).toEqual({ value_tr: null });
    const theirsTr = await (await api(`/api/apps/chat/chat?id=${ADVISOR_USER_CHAT}&lng=tr`, { token: advisor })).json<Chat>();
    expect(theirsTr).toMatchObject({ lastMessage: "See you Thursday!" });
    expect(theirsTr.messages!.at(-1)!.value).toBe("See you Thursday!");
  });

  it("refuses empty, too long or foreign messages and writes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM chat_messages").first<{ n: number }>();
    expect((await api("/api/apps/chat/messages", { token: user, body: { chatId: USER_ADVISOR_CHAT, value: "   " } })).status).toBe(400);
    expect((await api("/api/apps/chat/messages", { token: user, body: { chatId: USER_ADVISOR_CHAT, value: "x".repeat(2001) } })).status).toBe(400);
    expect((await api("/api/apps/chat/messages", { token: user, body: { chatId: ADVISOR_USER_CHAT, value: "hi" } })).status).toBe(404);
    expect((await api("/api/apps/chat/messages", { token: admin, body: { chatId: USER_ADVISOR_CHAT, value: "hi" } })).status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM chat_messages").first()).toEqual(before);
  });

  it("contacts are sorted by name without details; contact?id= has details only for my contacts", async () => {
    const contacts = await (await api("/api/apps/chat/contacts", { token: user })).json<Record<string, unknown>[]>();
    expect(contacts.map((c) => c.name)).toEqual(["Elif Kaya", "Sam Whitaker"]);
    expect(contacts.every((c) => !("details" in c) && !("attachments" in c))).toBe(true);
    const contact = await (await api("/api/apps/chat/contact?id=usr_demo_advisor", { token: user })).json<{ details: { emails: { email: string }[] } }>();
    expect(contact.details.emails[0].email).toBe("advisor@taxatlas.test");
    // Admin has no chat with... everyone has; an unknown id and a non-contact are 404.
    expect((await api("/api/apps/chat/contact?id=usr_nobody", { token: user })).status).toBe(404);
    expect((await api("/api/apps/chat/contact?id=usr_demo_user", { token: user })).status).toBe(404);
  });

  it("profile is the caller", async () => {
    const res = await api("/api/apps/chat/profile?lng=tr", { token: advisor });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: "usr_demo_advisor", name: "Elif Kaya", email: "advisor@taxatlas.test" });
  });
});
