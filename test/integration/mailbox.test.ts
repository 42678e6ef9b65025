import { describe, expect, it } from "vitest";
import type { Mail, MailLabel as Label } from "#worker/domain/mailbox.server";
import { api, env, errorOf, page, signInAs, signUpFresh, expectAllRefuseAnonymous } from "#test/helpers";

type Pagination = { totalResults: number; resultsPerPage: number; currentPage: number; lastPage: number; startIndex: number; endIndex: number };
const BASE = "/api/apps/mailbox";
const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;
const mails = async (token: string, query: string) => {
  const res = await api(`${BASE}/mails?${query}`, { token });
  expect(res.status).toBe(200);
  return res.json<{ mails: Mail[] | null; pagination: Pagination }>();
};

describe("mailbox API", () => {
  it("refuses anonymous callers", async () => {
    const reads = ["settings", "folders", "filters", "labels", "mails?folder=inbox", "mail?id=x"].map((path): [string, string] => ["GET", path]);
    await expectAllRefuseAnonymous(`${BASE}/`, [...reads, ...[
      ["POST", "mail", { to: ["a@b.co"], subject: "x", content: "y" }], ["PATCH", "mail", { id: "mail_b1", mail: { unread: true } }],
      ["PATCH", "settings", { settings: { density: "compact" } }], ["POST", "label", { label: { title: "x" } }],
      ["PATCH", "label", { id: "lbl_adv_clients", label: { title: "x" } }], ["DELETE", "label?id=lbl_adv_clients"],
    ]]);
    expect(await count("SELECT count(*) AS n FROM mail_labels WHERE id = 'lbl_adv_clients'")).toBe(1);
  });

  it("settings: defaults, partial PATCH merged and stored per user, bad values 400", async () => {
    const { token } = await signInAs("advisor");
    const defaults = await (await api(`${BASE}/settings`, { token })).json();
    expect(defaults).toEqual({ layout: "split", density: "comfortable", showAvatars: true, signature: "" });
    const res = await api(`${BASE}/settings`, { method: "PATCH", token, body: { settings: { density: "compact", signature: "Elif Kaya, TaxAtlas" } } });
    expect(await res.json()).toEqual({ layout: "split", density: "compact", showAvatars: true, signature: "Elif Kaya, TaxAtlas" });
    expect((await (await api(`${BASE}/settings`, { token })).json<{ density: string }>()).density).toBe("compact");
    expect((await api(`${BASE}/settings`, { method: "PATCH", token, body: { settings: { density: "tiny" } } })).status).toBe(400);
    // unknown keys are ignored like everywhere in the API (decision 061): nothing else changes
    const unknownKey = await api(`${BASE}/settings`, { method: "PATCH", token, body: { settings: { theme: "dark" } } });
    expect(unknownKey.status).toBe(200);
    expect(await unknownKey.json()).not.toHaveProperty("theme");
    const user = await signInAs("user");
    expect((await (await api(`${BASE}/settings`, { token: user.token })).json<{ density: string }>()).density).toBe("comfortable");
  });

  it("folders carry counts: unread for inbox and spam, all drafts; filters are fixed", async () => {
    const { token } = await signInAs("advisor");
    const folders = await (await api(`${BASE}/folders`, { token })).json<{ id: string; slug: string; title: string; icon: string; count: number }[]>();
    expect(folders.map((f) => [f.slug, f.count])).toEqual([
      ["inbox", 5],
      ["sent", 0],
      ["drafts", 1],
      ["spam", 1],
      ["trash", 0],
    ]);
    expect(folders[0]).toMatchObject({ id: "inbox", title: "Inbox" });
    const filters = await (await api(`${BASE}/filters`, { token })).json<{ slug: string }[]>();
    expect(filters.map((f) => f.slug)).toEqual(["starred", "important"]);
    const fresh = await signUpFresh();
    const empty = await (await api(`${BASE}/folders`, { token: fresh.token })).json<{ count: number }[]>();
    expect(empty.every((f) => f.count === 0)).toBe(true);
  });

  it("pages a folder 10 at a time, newest first, 1-based; past the end only lastPage", async () => {
    const { token } = await signInAs("advisor");
    const first = await mails(token, "folder=inbox");
    expect(first.pagination).toEqual({ totalResults: 15, resultsPerPage: 10, currentPage: 1, lastPage: 2, startIndex: 0, endIndex: 9 });
    expect(first.mails).toHaveLength(10);
    const dates = first.mails!.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.mails!.every((m) => m.folder === "inbox" && m.type === "mail")).toBe(true);
    const second = await mails(token, "folder=inbox&page=2");
    expect(second.pagination).toEqual({ totalResults: 15, resultsPerPage: 10, currentPage: 2, lastPage: 2, startIndex: 10, endIndex: 14 });
    expect(second.mails).toHaveLength(5);
    expect(await mails(token, "folder=inbox&page=3")).toEqual({ mails: null, pagination: { lastPage: 2 } });
    const empty = await mails(token, "folder=trash&page=1");
    expect(empty.pagination).toMatchObject({ totalResults: 1, lastPage: 1, startIndex: 0, endIndex: 0 });
    const fresh = await signUpFresh();
    expect(await mails(fresh.token, "folder=inbox")).toEqual({
      mails: [],
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    for (const bad of ["", "folder=archive", "filter=unread", "folder=inbox&filter=starred", "folder=inbox&page=0", "folder=inbox&page=x"]) {
      const res = await api(`${BASE}/mails?${bad}`, { token });
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
  });

  it("filters starred and important and lists by label slug (outside trash and spam)", async () => {
    const { token } = await signInAs("advisor");
    const starred = await mails(token, "filter=starred");
    expect(starred.mails!.length).toBe(2);
    expect(starred.mails!.every((m) => m.starred)).toBe(true);
    const important = await mails(token, "filter=important");
    expect(important.mails!.every((m) => m.important)).toBe(true);
    expect(important.pagination.totalResults).toBe(4);
    const clients = await mails(token, "label=clients");
    expect(clients.pagination).toMatchObject({ totalResults: 16, lastPage: 2 });
    expect(clients.mails!.every((m) => m.labels.includes("lbl_adv_clients"))).toBe(true);
    expect((await api(`${BASE}/mails?label=my-company`, { token })).status).toBe(404);
  });

  it("GET mail by id returns the full shape; another user's copy is 404", async () => {
    const { token } = await signInAs("advisor");
    const res = await api(`${BASE}/mail?id=mail_a5_adv`, { token });
    expect(res.status).toBe(200);
    const mail = await res.json<Mail>();
    expect(mail).toMatchObject({
      from: { avatar: null, contact: "Alex Morgan <user@taxatlas.test>" },
      to: ["advisor@taxatlas.test"],
      subject: "Dividends and the SDC exemption",
      unread: true,
      starred: true,
      folder: "inbox",
    });
    expect(Object.keys(mail).sort()).toEqual(["attachments", "bcc", "cc", "content", "date", "folder", "from", "id", "important", "labels", "starred", "subject", "to", "type", "unread"]);
    expect((await api(`${BASE}/mail?id=mail_a5_usr`, { token })).status).toBe(404);
    expect((await api(`${BASE}/mail?id=nope`, { token })).status).toBe(404);
  });

  it("PATCH mail changes read state, flags, folder and labels only; bad values and foreign ids write nothing", async () => {
    const { token } = await signInAs("advisor");
    const res = await api(`${BASE}/mail`, {
      method: "PATCH",
      token,
      body: { id: "mail_b12", mail: { unread: false, starred: true, labels: ["lbl_adv_clients", "lbl_adv_urgent"], subject: "Changed?", content: "<p>no</p>" } },
    });
    expect(res.status).toBe(200);
    const mail = await res.json<Mail>();
    expect(mail).toMatchObject({ unread: false, starred: true, labels: ["lbl_adv_clients", "lbl_adv_urgent"], subject: "Thank you!" });
    const moved = await (await api(`${BASE}/mail`, { method: "PATCH", token, body: { id: "mail_b12", mail: { folder: "trash" } } })).json<Mail>();
    expect(moved.folder).toBe("trash");
    expect((await mails(token, "folder=inbox")).pagination.totalResults).toBe(14);

    const before = await env.DB.prepare("SELECT * FROM mails WHERE id = 'mail_b11'").first();
    for (const mailChange of [{ folder: "archive" }, { unread: "no" }, { labels: ["lbl_usr_tax"] }]) {
      const bad = await api(`${BASE}/mail`, { method: "PATCH", token, body: { id: "mail_b11", mail: mailChange } });
      expect(bad.status).toBe(400);
    }
    const user = await signInAs("user");
    expect((await api(`${BASE}/mail`, { method: "PATCH", token: user.token, body: { id: "mail_b11", mail: { unread: false } } })).status).toBe(404);
    expect(await env.DB.prepare("SELECT * FROM mails WHERE id = 'mail_b11'").first()).toEqual(before);
  });

  it("labels: create with slug rule and numeric suffix, rename re-slugs, delete strips from mails", async () => {
    const { token } = await signInAs("advisor");
    const labels = await (await api(`${BASE}/labels`, { token })).json<Label[]>();
    expect(labels.map((l) => l.slug)).toEqual(["clients", "company-formation", "invoices", "prospects", "urgent"]);

    const a = await api(`${BASE}/label`, { token, body: { label: { title: "Tax  Returns -- 2026!", color: "orange" } } });
    expect(a.status).toBe(201);
    const first = await a.json<Label>();
    expect(first).toMatchObject({ title: "Tax  Returns -- 2026!", slug: "tax-returns-2026", color: "orange" });
    const dup = await (await api(`${BASE}/label`, { token, body: { label: { title: "tax returns 2026" } } })).json<Label>();
    expect(dup).toMatchObject({ slug: "tax-returns-2026-2", color: "gray" });
    const dup3 = await (await api(`${BASE}/label`, { token, body: { label: { title: "Tax returns, 2026" } } })).json<Label>();
    expect(dup3.slug).toBe("tax-returns-2026-3");
    const clash = await (await api(`${BASE}/label`, { token, body: { label: { title: "Clients" } } })).json<Label>();
    expect(clash.slug).toBe("clients-2");

    // Renaming keeps its own slug free; a colour change alone keeps the slug.
    const same = await (await api(`${BASE}/label`, { method: "PATCH", token, body: { id: first.id, label: { title: "Tax returns 2026" } } })).json<Label>();
    expect(same.slug).toBe("tax-returns-2026");
    const recolour = await (await api(`${BASE}/label`, { method: "PATCH", token, body: { id: first.id, label: { color: "red" } } })).json<Label>();
    expect(recolour).toMatchObject({ slug: "tax-returns-2026", color: "red" });
    const renamed = await (await api(`${BASE}/label`, { method: "PATCH", token, body: { id: dup.id, label: { title: "Müşteri görüşmesi" } } })).json<Label>();
    expect(renamed.slug).toBe("musteri-gorusmesi");

    for (const body of [{ label: { title: "" } }, { label: { title: "x", color: "black" } }, { label: "Clients" }]) {
      expect((await api(`${BASE}/label`, { token, body })).status).toBe(400);
    }
    const user = await signInAs("user");
    expect((await api(`${BASE}/label`, { method: "PATCH", token: user.token, body: { id: first.id, label: { title: "x" } } })).status).toBe(404);
    expect((await api(`${BASE}/label?id=lbl_adv_urgent`, { method: "DELETE", token: user.token })).status).toBe(404);

    expect(await count(`SELECT count(*) AS n FROM mails WHERE labels LIKE '%lbl_adv_urgent%'`)).toBeGreaterThanOrEqual(2);
    expect(await (await api(`${BASE}/label?id=lbl_adv_urgent`, { method: "DELETE", token })).json()).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM mails WHERE labels LIKE '%lbl_adv_urgent%'`)).toBe(0);
    const lukas = await (await api(`${BASE}/mail?id=mail_b7`, { token })).json<Mail>();
    expect(lukas.labels).toEqual(["lbl_adv_clients"]);
    expect((await api(`${BASE}/mails?label=urgent`, { token })).status).toBe(404);
  });

  it("compose: sender's sent copy, recipient's inbox copy for TaxAtlas users, outbox for others; HTML sanitized", async () => {
    const advisor = await signInAs("advisor");
    const user = await signInAs("user");
    const inboxBefore = (await mails(user.token, "folder=inbox")).pagination.totalResults;
    const res = await api(`${BASE}/mail`, {
      token: advisor.token,
      body: {
        to: ["User@TaxAtlas.test"],
        cc: "mette@nordictrade.dk",
        bcc: ["archive@advisor-firm.example"],
        subject: "Source-of-funds letter",
        content: '<p>Hi Alex, here is the <a href="https://example.com/template">template</a>.</p><img src=x onerror="alert(1)"><script>steal()</script>',
      },
    });
    expect(res.status).toBe(201);
    const sent = await res.json<Mail>();
    expect(sent).toMatchObject({
      folder: "sent",
      unread: false,
      from: { contact: "Elif Kaya <advisor@taxatlas.test>" },
      to: ["user@taxatlas.test"],
      cc: ["mette@nordictrade.dk"],
      bcc: ["archive@advisor-firm.example"],
    });
    expect(sent.content).toContain('href="https://example.com/template"');
    expect(sent.content).not.toMatch(/script|onerror|<img/);

    const inbox = await mails(user.token, "folder=inbox");
    expect(inbox.pagination.totalResults).toBe(inboxBefore + 1);
    const received = inbox.mails![0];
    expect(received).toMatchObject({ subject: "Source-of-funds letter", unread: true, folder: "inbox", bcc: [], from: { contact: "Elif Kaya <advisor@taxatlas.test>" } });
    expect(received.id).not.toBe(sent.id);
    expect(received.content).toBe(sent.content);
    const outbox = await env.DB.prepare("SELECT to_email, kind, body FROM mail_outbox WHERE kind = 'mailbox' AND subject = 'Source-of-funds letter' ORDER BY to_email").all<{ to_email: string; body: string }>();
    expect(outbox.results.map((r) => r.to_email)).toEqual(["archive@advisor-firm.example", "mette@nordictrade.dk"]);
    expect(outbox.results[0].body).not.toContain("<");
  });

  it("compose: drafts stay in drafts; sending a draft replaces it; bad bodies write nothing", async () => {
    const { token } = await signInAs("user");
    const draft = await (await api(`${BASE}/mail`, { token, body: { subject: "Half-written", content: "<p>todo</p>", draft: true } })).json<Mail>();
    expect(draft).toMatchObject({ folder: "drafts", to: [] });
    const total = await count("SELECT count(*) AS n FROM mails");
    const bad = [{ to: [], subject: "No recipient", content: "x" }, { to: ["not-an-email"], content: "x" }, { to: ["a@b.co"], subject: "x".repeat(201) }, { to: ["a@b.co"], draft: "yes" }];
    for (const body of bad) {
      const res = await api(`${BASE}/mail`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(`${BASE}/mail`, { token, body: { to: ["advisor@taxatlas.test"], draftId: "mail_c3" } })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM mails")).toBe(total);

    const sent = await api(`${BASE}/mail`, { token, body: { to: ["advisor@taxatlas.test"], subject: "Half-written, now done", content: "<p>done</p>", draftId: draft.id } });
    expect(sent.status).toBe(201);
    expect((await sent.json<Mail>()).folder).toBe("sent");
    expect((await api(`${BASE}/mail?id=${draft.id}`, { token })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM mails WHERE user_id = 'usr_demo_advisor' AND subject = 'Half-written, now done' AND folder = 'inbox'")).toBe(1);
  });
});

describe("seeded mail labels in Turkish (decision 099)", () => {
  it("labels answer the seed's Turkish twin for ?lng=tr (slugs unchanged), English otherwise; mails stay as written", async () => {
    const { token } = await signInAs("user");
    const labels = async (lng: string) => (await (await api(`${BASE}/labels?lng=${lng}`, { token })).json<Label[]>()).filter((l) => l.id.startsWith("lbl_usr_"));
    expect(await labels("tr")).toEqual([
      { id: "lbl_usr_company", title: "Şirketim", slug: "my-company", color: "blue" },
      { id: "lbl_usr_tax", title: "Vergi", slug: "tax", color: "orange" },
    ]);
    expect((await labels("en")).map((l) => l.title)).toEqual(["My company", "Tax"]);
    const mail = await (await api(`${BASE}/mail?id=mail_d2&lng=tr`, { token })).json<Mail>();
    expect(mail.subject).toBe("Resident director appointment");
    const html = await (await page("/apps/mailbox?label=tax&lng=tr", { token })).text();
    expect(html).toContain("Şirketim");
  });

  it("the label's Turkish title sent back unchanged keeps twin and slug; a rename drops the twin (stored row)", async () => {
    const { token } = await signInAs("user");
    const stored = () => env.DB.prepare("SELECT title, title_tr, slug, color FROM mail_labels WHERE id = 'lbl_usr_company'").first();
    const same = await api(`${BASE}/label?lng=tr`, { method: "PATCH", token, body: { id: "lbl_usr_company", label: { title: "Şirketim", color: "purple" } } });
    expect(await same.json()).toEqual({ id: "lbl_usr_company", title: "Şirketim", slug: "my-company", color: "purple" });
    expect(await stored()).toEqual({ title: "My company", title_tr: "Şirketim", slug: "my-company", color: "purple" });
    const renamed = await api(`${BASE}/label?lng=tr`, { method: "PATCH", token, body: { id: "lbl_usr_company", label: { title: "Atlas Holdings" } } });
    expect(await renamed.json()).toMatchObject({ title: "Atlas Holdings", slug: "atlas-holdings" });
    expect(await stored()).toEqual({ title: "Atlas Holdings", title_tr: null, slug: "atlas-holdings", color: "purple" });
  });
});
