import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { inboxItems } from "#db/schema";
import { chatUnreadRead, listChats, listChatSummaries, toChatUnread, type ChatSummary } from "#worker/domain/chat.server";
import { inboxUnreadRead, listInbox, toInboxItem, toInboxUnread, type InboxItem } from "#worker/domain/inbox.server";
import { listShortcuts, type Shortcut } from "#worker/domain/shortcuts.server";
import { and, desc, eq } from "drizzle-orm";
import { anonymousToken, demoId, env, errorOf, page, signInAs } from "#test/helpers";

/**
 * The header panels (decisions 125, 135): a signed-in page's data carries only the closed header's
 * badges — one aggregate statement for both inbox kinds, one for the chats — and each panel's
 * content loads from its resource route on the first open, with the same rules as the API lists.
 */
const scope = () => ({ db: createDb(env.DB) });
const json = async <T,>(path: string, token: string) => {
  const res = await page(path, { token });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
  return res.json<T>();
};
// The loader data stream of a page (an escaped JSON string inside an inline script).
const streamOf = (html: string) => html.slice(html.indexOf("streamController.enqueue("));
const badgeOf = (html: string, panel: string) => html.match(new RegExp(`data-panel="${panel}"[^>]*>(?:(?!</button>).)*data-testid="badge"[^>]*>([^<]*)<`, "s"))?.[1] ?? null;

describe("the closed header's badges", () => {
  it("one aggregate read counts each kind's unread items: the unread of the API lists, the caller's own only", async () => {
    for (const role of ["user", "advisor"] as const) {
      const userId = demoId(role);
      const unread = toInboxUnread(await inboxUnreadRead(scope(), { userId }));
      for (const kind of ["message", "notification"] as const) {
        expect(unread[kind], `${role} ${kind}`).toBe((await listInbox(scope(), kind, userId)).filter((i) => !i.read).length);
      }
      const chats = await listChats(createDb(env.DB), userId, "en");
      expect(toChatUnread(await chatUnreadRead(scope(), { userId }))).toBe(chats.reduce((n, c) => n + c.unreadCount, 0));
    }
    // the seeded user has 2 unread notifications, 2 unread messages and unread chat messages
    const user = toInboxUnread(await inboxUnreadRead(scope(), { userId: demoId("user") }));
    expect(user).toEqual({ message: 2, notification: 2 });
    expect(toChatUnread(await chatUnreadRead(scope(), { userId: demoId("user") }))).toBeGreaterThan(0);
    // an account without any item or chat counts 0, not null
    expect(toInboxUnread(await inboxUnreadRead(scope(), { userId: "nobody" }))).toEqual({ message: 0, notification: 0 });
    expect(toChatUnread(await chatUnreadRead(scope(), { userId: "nobody" }))).toBe(0);
  });

  it("a signed-in page's data carries the badges but no panel content, navigation tree or contact e-mail; the header draws the same badges", async () => {
    const { token } = await signInAs("user");
    const res = await page("/advisor", { token });
    expect(res.status).toBe(200);
    const html = await res.text();
    const stream = streamOf(html);
    for (const absent of ["ntf_user_1", "msg_user_1", "Annual return", "chat_conv_user_advisor_a", "I reviewed your structure", "advisor@taxatlas.test", "heroicons_outline:", '\\"shortcuts\\"', '\\"lastMessage\\"']) {
      expect(stream, absent).not.toContain(absent);
    }
    expect(stream).toContain('\\"badges\\"');
    const chatUnread = toChatUnread(await chatUnreadRead(scope(), { userId: demoId("user") }));
    expect(badgeOf(html, "notifications")).toBe("2");
    expect(badgeOf(html, "messages")).toBe("2");
    expect(badgeOf(html, "chat")).toBe(String(chatUnread));
    expect(badgeOf(html, "shortcuts")).toBeNull();
    expect(html).toContain("Notifications (2)");
    // and the page still draws the role's navigation
    expect(html).toMatch(/data-nav-id="jurisdictions"/);
  });
});

describe("a panel's content from its resource route", () => {
  it("/resources/inbox?kind= answers the caller's own items of that kind, as the API lists them, in the language asked for", async () => {
    const { token } = await signInAs("user");
    for (const kind of ["message", "notification"] as const) {
      for (const lng of ["en", "tr"] as const) {
        const items = await json<InboxItem[]>(`/resources/inbox?kind=${kind}&lng=${lng}`, token);
        expect(items).toEqual(await listInbox(scope(), kind, demoId("user"), lng));
        expect(items.length).toBeGreaterThan(0);
      }
    }
    const tr = await json<InboxItem[]>("/resources/inbox?kind=notification&lng=tr", token);
    expect(tr.find((i) => i.id === "ntf_user_2")!.title).toBe("Yeni teklif geldi");
    const advisor = await json<InboxItem[]>("/resources/inbox?kind=notification", (await signInAs("advisor")).token);
    expect(advisor.filter((i) => i.id.startsWith("ntf_user_"))).toEqual([]);
    const bad = await page("/resources/inbox?kind=everything", { token });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("VALIDATION_FAILED");
  });

  it("the API list reads only the columns it answers and still answers every stored item in full", async () => {
    const userId = demoId("user");
    const db = createDb(env.DB);
    const rows = await db.select().from(inboxItems).where(and(eq(inboxItems.userId, userId), eq(inboxItems.kind, "notification"))).orderBy(desc(inboxItems.time), desc(inboxItems.id));
    expect(await listInbox(scope(), "notification", userId, "tr")).toEqual(rows.map((row) => toInboxItem(row, "tr")));
  });

  it("/resources/shortcuts and /resources/chats answer the caller's own shortcuts and chat list", async () => {
    const { token } = await signInAs("user");
    const shortcuts = await json<Shortcut[]>("/resources/shortcuts?lng=en", token);
    expect(shortcuts).toEqual(await listShortcuts(scope(), demoId("user"), "en"));
    expect(shortcuts.length).toBeGreaterThan(0);
    for (const lng of ["en", "tr"] as const) {
      const chats = await json<ChatSummary[]>(`/resources/chats?lng=${lng}`, token);
      expect(chats).toEqual(await listChatSummaries(scope(), demoId("user"), lng));
      // the list of the API without the contact pane's details or the thread
      expect(chats).toEqual(
        (await listChats(createDb(env.DB), demoId("user"), lng)).map((c) => ({
          id: c.id,
          contactId: c.contactId,
          contactSlug: c.contactSlug,
          unreadCount: c.unreadCount,
          lastMessage: c.lastMessage,
          contact: { id: c.contact.id, name: c.contact.name, avatar: c.contact.avatar, about: c.contact.about },
        })),
      );
    }
    const chats = await json<ChatSummary[]>("/resources/chats", token);
    expect(chats.map((s) => s.contact.name)).toEqual(["Elif Kaya", "Sam Whitaker"]);
    expect(chats[0].contactSlug).toBe("elif-kaya");
    expect(JSON.stringify(chats)).not.toContain("@taxatlas.test");
    const advisorChats = await json<ChatSummary[]>("/resources/chats", (await signInAs("advisor")).token);
    expect(advisorChats.filter((c) => chats.some((mine) => mine.id === c.id))).toEqual([]);
  });

  // Who gets which status is in the authorization matrix (account-matrix.test.ts).
  it("each panel route answers a missing or guest session with 401 JSON (the shell's fetcher signs the browser out)", async () => {
    const guest = await anonymousToken();
    for (const path of ["/resources/inbox?kind=message", "/resources/inbox?kind=notification", "/resources/shortcuts", "/resources/chats"]) {
      for (const token of [undefined, guest]) {
        const res = await page(path, { token });
        expect(res.status, path).toBe(401);
        expect((await errorOf(res)).code).toBe("UNAUTHENTICATED");
        expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }
  });

  it("after an action in a panel, the layout's badge and the panel's content agree", async () => {
    const { token } = await signInAs("user");
    const toggled = await page("/resources/inbox", { token, form: { intent: "toggle", kind: "notification", id: "ntf_user_3" } });
    expect(toggled.status).toBe(200);
    const items = await json<InboxItem[]>("/resources/inbox?kind=notification", token);
    const html = await (await page("/advisor", { token })).text();
    expect(badgeOf(html, "notifications")).toBe(String(items.filter((i) => !i.read).length));
    expect(badgeOf(html, "notifications")).toBe("3");
    expect((await page("/resources/inbox", { token, form: { intent: "markAll", kind: "notification" } })).status).toBe(200);
    const after = await json<InboxItem[]>("/resources/inbox?kind=notification", token);
    expect(after.every((i) => i.read)).toBe(true);
    expect(badgeOf(await (await page("/advisor", { token })).text(), "notifications")).toBeNull();
  });
});
