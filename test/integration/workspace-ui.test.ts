import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { anonymousToken, api, errorOf, freshIp, ORIGIN, page, sessionCookieHeader, signInAs } from "#test/helpers";

/**
 * Issue 13: the workspace screens' resource routes (/resources/{mail,services,contacts,tasks,
 * scrumboard,notes}) — who may call them, what they refuse, and that what they store is what the
 * API then answers.
 */
let user: string;
let advisor: string;
let guest: string;

beforeAll(async () => {
  [user, advisor, guest] = await Promise.all([signInAs("user").then((s) => s.token), signInAs("advisor").then((s) => s.token), anonymousToken()]);
});

/** A fetch from the page: the session cookie, same-origin Origin/Host, JSON (or a multipart FormData). */
async function resource(path: string, body: unknown, token?: string, contentType = "application/json") {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), Host: new URL(ORIGIN).host, Origin: ORIGIN };
  if (token) headers.Cookie = await sessionCookieHeader(token);
  if (!(body instanceof FormData)) headers["Content-Type"] = contentType;
  return SELF.fetch(`${ORIGIN}/resources/${path}`, { method: "POST", headers, body: body instanceof FormData ? body : typeof body === "string" ? body : JSON.stringify(body) });
}

const ROUTES = ["mail", "services", "contacts", "tasks", "scrumboard", "notes"] as const;

describe("workspace resource routes: authorization and refusals", () => {
  it.each(ROUTES)("/resources/%s answers 401 JSON without a session and for a guest", async (route) => {
    for (const token of [undefined, guest]) {
      const res = await resource(route, { intent: "create" }, token);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe("UNAUTHENTICATED");
    }
  });

  it("services are advisor-only: a user gets 403, an advisor 200", async () => {
    const refused = await resource("services", { intent: "create" }, user);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("FORBIDDEN");
    const ok = await resource("services", { intent: "create" }, advisor);
    expect(ok.status).toBe(200);
  });

  it("refuses a non-JSON body (415), broken JSON (400) and an unknown intent (400) without writing", async () => {
    expect((await resource("tasks", "intent=create", user, "application/x-www-form-urlencoded")).status).toBe(415);
    const broken = await resource("tasks", "{", user);
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).code).toBe("BAD_REQUEST");
    const unknown = await resource("tasks", { intent: "explode" }, user);
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe("VALIDATION_FAILED");
    const before = await (await api("/api/apps/tasks/all", { token: user })).json<unknown[]>();
    await resource("tasks", { intent: "update", id: "tsk_demo_fs", task: { priority: 7 } }, user);
    const after = await (await api("/api/apps/tasks/all", { token: user })).json<unknown[]>();
    expect(after).toEqual(before);
  });

  it("another account's ids answer 404, exactly like unknown ids", async () => {
    const mail = await resource("mail", { intent: "update", id: "mail_a5_adv", mail: { starred: false } }, user);
    expect(mail.status).toBe(404);
    const task = await resource("tasks", { intent: "update", id: "tsk_demo_fs", task: { title: "mine now" } }, advisor);
    expect(task.status).toBe(404);
    const card = await resource("scrumboard", { intent: "cardPositions", cards: [{ id: "crd_demo_ipbox", listId: "lst_demo_done" }] }, advisor);
    expect(card.status).toBe(404);
    const contact = await resource("contacts", { intent: "delete", id: "ct_adv_alex" }, user);
    expect(contact.status).toBe(404);
    expect((await api("/api/apps/contacts/contact?id=ct_adv_alex", { token: advisor })).status).toBe(200);
  });
});

describe("workspace resource routes: what they store", () => {
  it("mail: a sent mail lands in the recipient's inbox, unread; a draft is replaced when sent", async () => {
    const subject = `Engagement letter ${crypto.randomUUID().slice(0, 6)}`;
    const draft = await resource("mail", { intent: "compose", to: ["user@taxatlas.test"], subject, content: "<p>Draft</p>", draft: true }, advisor);
    expect(draft.status).toBe(200);
    const { id: draftId } = await draft.json<{ id: string }>();
    const sent = await resource("mail", { intent: "compose", to: ["user@taxatlas.test"], subject, content: "<p>Hello <script>x</script>Alex</p>", draftId }, advisor);
    expect(sent.status).toBe(200);
    expect((await sent.json<{ folder: string }>()).folder).toBe("sent");
    const drafts = await (await api("/api/apps/mailbox/mails?folder=drafts", { token: advisor })).json<{ mails: { subject: string }[] }>();
    expect(drafts.mails.some((m) => m.subject === subject)).toBe(false);
    const inbox = await (await api("/api/apps/mailbox/mails?folder=inbox", { token: user })).json<{ mails: { subject: string; unread: boolean; content: string }[] }>();
    const received = inbox.mails.find((m) => m.subject === subject);
    expect(received?.unread).toBe(true);
    expect(received?.content).not.toContain("<script>");
    const noRecipient = await resource("mail", { intent: "compose", to: [], subject: "x" }, advisor);
    expect(noRecipient.status).toBe(400);
  });

  it("mail: labels are created, put on a mail and listed on the page", async () => {
    const label = await (await resource("mail", { intent: "labelCreate", label: { title: "Vergi dairesi", color: "teal" } }, advisor)).json<{ id: string; slug: string }>();
    expect(label.slug).toBe("vergi-dairesi");
    const res = await resource("mail", { intent: "update", id: "mail_a5_adv", mail: { labels: [label.id], starred: true } }, advisor);
    expect(res.status).toBe(200);
    const html = await (await page("/advisor/mail?label=vergi-dairesi", { token: advisor })).text();
    expect(html).toContain("Dividends and the SDC exemption");
  });

  it("services: a new service is 'A New Product', inactive; the server computes the price", async () => {
    const created = await (await resource("services", { intent: "create" }, advisor)).json<{ id: string; name: string; active: boolean }>();
    expect(created).toMatchObject({ name: "A New Product", active: false });
    const updated = await resource("services", { intent: "update", id: created.id, product: { name: "Malta VAT registration", basePrice: 100, taxPercent: 18, price: 1, active: true } }, advisor);
    expect(await updated.json()).toMatchObject({ name: "Malta VAT registration", price: 118, active: true });
    const html = await (await page("/advisor/services?search=malta%20vat&sort=price&order=desc", { token: advisor })).text();
    expect(html).toContain("Malta VAT registration");
    expect((await resource("services", { intent: "delete", id: created.id }, advisor)).status).toBe(200);
    expect((await api(`/api/apps/ecommerce/inventory/product?id=${created.id}`, { token: advisor })).status).toBe(404);
  });

  it("tasks: the order sent is the order stored", async () => {
    const all = await (await api("/api/apps/tasks/all", { token: user })).json<{ id: string }[]>();
    const moved = [all[2]!.id, all[0]!.id, all[1]!.id];
    expect((await resource("tasks", { intent: "order", tasks: moved }, user)).status).toBe(200);
    const after = await (await api("/api/apps/tasks/all", { token: user })).json<{ id: string }[]>();
    expect(after.slice(0, 3).map((t) => t.id)).toEqual(moved);
    expect(after).toHaveLength(all.length);
  });

  it("scrumboard: a card dropped into another list is stored there, positions in steps of 65536", async () => {
    // the screen sends the dropped list's whole order
    const order = ["crd_demo_name", "crd_demo_office", "crd_demo_incorp", "crd_demo_structure"];
    const res = await resource("scrumboard", { intent: "cardPositions", cards: order.map((id) => ({ id, listId: "lst_demo_done" })) }, user);
    expect(res.status).toBe(200);
    const board = await (await api("/api/apps/scrumboard/board?id=brd_demo_cyprus", { token: user })).json<{ lists: { id: string; cards: { id: string; position: number }[] }[] }>();
    const done = board.lists.find((l) => l.id === "lst_demo_done")!;
    expect(done.cards.map((c) => [c.id, c.position])).toEqual(order.map((id, k) => [id, (k + 1) * 65536]));
    expect(board.lists.find((l) => l.id === "lst_demo_backlog")!.cards.map((c) => c.id)).not.toContain("crd_demo_office");
  });

  it("contacts: an avatar upload is decided by its bytes", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const form = new FormData();
    form.set("id", "ct_adv_alex");
    form.set("avatar", new File([png], "me.png", { type: "image/png" }));
    const ok = await resource("contacts", form, advisor);
    expect(ok.status).toBe(200);
    expect((await ok.json<{ avatar: string }>()).avatar).toMatch(/^data:image\/png;base64,/);
    const svg = new FormData();
    svg.set("id", "ct_adv_alex");
    svg.set("avatar", new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "me.png", { type: "image/png" }));
    const refused = await resource("contacts", svg, advisor);
    expect(refused.status).toBe(415);
    const missing = new FormData();
    missing.set("id", "ct_adv_alex");
    expect((await resource("contacts", missing, advisor)).status).toBe(400);
  });

  it("notes: created with a checklist, archived, deleted", async () => {
    const note = await (await resource("notes", { intent: "create", note: { title: "Bank meeting", tasks: [{ content: "Passport", completed: false }] } }, user)).json<{ id: string; tasks: { id: string }[] }>();
    expect(note.tasks[0]!.id).toBeTruthy();
    await resource("notes", { intent: "update", updatedNote: { id: note.id, archived: true } }, user);
    const notes = await (await api("/api/apps/notes/all", { token: user })).json<{ id: string; archived: boolean }[]>();
    expect(notes.find((n) => n.id === note.id)?.archived).toBe(true);
    expect((await resource("notes", { intent: "delete", id: note.id }, user)).status).toBe(200);
    expect((await api("/api/apps/notes/all", { token: user })).ok).toBe(true);
  });
});

describe("workspace pages", () => {
  it("the task search highlights matches and a completed task is struck through", async () => {
    const html = await (await page("/apps/tasks?q=annual%20return", { token: user })).text();
    expect(html).toContain("<mark>annual return</mark>");
    const all = await (await page("/apps/tasks", { token: user })).text();
    expect(all).toMatch(/line-through[^"]*"[^>]*>.*?File corporate income tax return \(TD4\)/s);
  });

  it("pages and writes carry Cache-Control: private, no-store", async () => {
    for (const path of ["/apps/contacts", "/advisor/mail", "/apps/tasks", "/dashboards/finance", "/pages/activities"]) {
      const res = await page(path, { token: advisor });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    expect((await resource("notes", { intent: "labelCreate", title: "Private" }, advisor)).headers.get("Cache-Control")).toBe("private, no-store");
  });
});
