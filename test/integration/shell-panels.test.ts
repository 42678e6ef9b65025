import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { listChats, chatSummariesRead, toChatSummaries } from "#worker/domain/chat.server";
import { inboxPanelsRead, listInbox, toInboxPanels } from "#worker/domain/inbox.server";
import { demoId, env, page, signInAs } from "#test/helpers";

/**
 * The header panels' reads of every signed-in page (decision 125): both inbox kinds in one
 * statement, and the quick-chat list without the contact pane's details. What a panel shows must be
 * what the API lists answer.
 */
const scope = () => ({ db: createDb(env.DB) });

describe("header panels", () => {
  it.each(["en", "tr"] as const)("one inbox read splits into the same messages and notifications as the API lists (%s)", async (lang) => {
    const userId = demoId("user");
    const panels = toInboxPanels(await inboxPanelsRead(scope(), { userId }), lang);
    const db = createDb(env.DB);
    expect(panels.message).toEqual(await listInbox(db, "message", userId, lang));
    expect(panels.notification).toEqual(await listInbox(db, "notification", userId, lang));
    expect(panels.message.length).toBeGreaterThan(0);
    expect(panels.notification.length).toBeGreaterThan(0);
    // another person's items never join them
    const advisorPanels = toInboxPanels(await inboxPanelsRead(scope(), { userId: demoId("advisor") }), lang);
    const ids = new Set([...panels.message, ...panels.notification].map((i) => i.id));
    expect([...advisorPanels.message, ...advisorPanels.notification].filter((i) => ids.has(i.id))).toEqual([]);
  });

  it.each(["en", "tr"] as const)("the quick-chat list is the chats list without details or thread (%s)", async (lang) => {
    const userId = demoId("user");
    const summaries = toChatSummaries(await chatSummariesRead(scope(), { userId }), lang);
    const chats = await listChats(createDb(env.DB), userId, lang);
    expect(summaries).toEqual(
      chats.map((c) => ({
        id: c.id,
        contactId: c.contactId,
        contactSlug: c.contactSlug,
        unreadCount: c.unreadCount,
        lastMessage: c.lastMessage,
        contact: { id: c.contact.id, name: c.contact.name, avatar: c.contact.avatar, about: c.contact.about },
      })),
    );
    expect(summaries.map((s) => s.contact.name)).toEqual(["Elif Kaya", "Sam Whitaker"]);
    expect(summaries[0].contactSlug).toBe("elif-kaya");
  });

  it("a signed-in page's data carries the panels but no navigation tree or contact e-mail", async () => {
    const { token } = await signInAs("user");
    const res = await page("/advisor", { token });
    expect(res.status).toBe(200);
    const html = await res.text();
    // the stream of loader data (an escaped JSON string inside an inline script)
    const stream = html.slice(html.indexOf("streamController.enqueue("));
    expect(stream).toContain("Elif Kaya");
    expect(stream).not.toContain("advisor@taxatlas.test");
    expect(stream).not.toContain("heroicons_outline:");
    // and the page still draws the role's navigation
    expect(html).toMatch(/data-nav-id="jurisdictions"/);
  });
});
