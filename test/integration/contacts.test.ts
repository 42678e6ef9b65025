import { describe, expect, it } from "vitest";
import { api, apiForm, env, errorOf, signInAs, signUpFresh, expectAllRefuseAnonymous } from "#test/helpers";

type Contact = {
  id: string;
  name: string;
  avatar: string | null;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  job: { title: string | null; company: string | null };
  notes: string | null;
  tags: string[];
};
const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe("contacts API", () => {
  it("refuses anonymous callers with 401 JSON", async () => {
    await expectAllRefuseAnonymous("/api/apps/contacts/", [
      ["GET", "all"], ["GET", "search?query=a"], ["GET", "contact?id=ct_adv_mette"], ["POST", "contact"],
      ["PATCH", "contact", { id: "ct_adv_mette", contact: { name: "x" } }], ["DELETE", "contact?id=ct_adv_mette"],
      ["GET", "countries"], ["GET", "tags"], ["POST", "tag", { tag: { title: "x" } }],
      ["PATCH", "tag", { id: "ctag_adv_bank", tag: { title: "x" } }], ["DELETE", "tag?id=ctag_adv_bank"],
    ]);
  });

  it("GET all lists only the caller's contacts, sorted by name, with the spec's fields", async () => {
    const { token } = await signInAs("advisor");
    const res = await api("/api/apps/contacts/all", { token });
    expect(res.status).toBe(200);
    const list = await res.json<Contact[]>();
    expect(list.length).toBeGreaterThanOrEqual(10);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(Object.keys(list[0]).sort()).toEqual(
      ["address", "avatar", "background", "birthday", "company", "emails", "id", "job", "name", "notes", "phoneNumbers", "tags", "title"].sort(),
    );
    const alex = list.find((c) => c.name === "Alex Morgan")!;
    expect(alex.job).toEqual({ title: "Founder", company: "Cyprus Holding Ltd" });
    expect(alex.emails[0].email).toBe("user@taxatlas.test");
    const user = await signInAs("user");
    const mine = await (await api("/api/apps/contacts/all", { token: user.token })).json<Contact[]>();
    expect(mine.map((c) => c.id)).not.toContain(alex.id);
    const fresh = await signUpFresh();
    expect(await (await api("/api/apps/contacts/all", { token: fresh.token })).json()).toEqual([]);
  });

  it("search matches a case-insensitive substring of the name, sorted by name", async () => {
    const { token } = await signInAs("advisor");
    const res = await api("/api/apps/contacts/search?query=AN", { token });
    const names = (await res.json<Contact[]>()).map((c) => c.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((n) => n.toLowerCase().includes("an"))).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(await (await api("/api/apps/contacts/search?query=zzzz", { token })).json()).toEqual([]);
    const tooLong = await api(`/api/apps/contacts/search?query=${"x".repeat(201)}`, { token });
    expect(tooLong.status).toBe(400);
  });

  it("GET contact by id; unknown or another user's id → 404; missing id → 400", async () => {
    const { token } = await signInAs("advisor");
    const ok = await api("/api/apps/contacts/contact?id=ct_adv_mette", { token });
    expect(ok.status).toBe(200);
    expect((await ok.json<Contact>()).name).toBe("Mette Rasmussen");
    expect((await api("/api/apps/contacts/contact?id=nope", { token })).status).toBe(404);
    expect((await api("/api/apps/contacts/contact?id=ct_usr_elif", { token })).status).toBe(404);
    const missing = await api("/api/apps/contacts/contact", { token });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe("VALIDATION_FAILED");
  });

  it("POST contact creates a blank New Contact listed first until edited; PATCH merges", async () => {
    const { token } = await signInAs("user");
    const created = await api("/api/apps/contacts/contact", { method: "POST", token });
    expect(created.status).toBe(201);
    const contact = await created.json<Contact>();
    expect(contact).toMatchObject({ name: "New Contact", emails: [], phoneNumbers: [], tags: [], job: { title: null, company: null } });
    const list = await (await api("/api/apps/contacts/all", { token })).json<Contact[]>();
    expect(list[0].id).toBe(contact.id);

    const patched = await api("/api/apps/contacts/contact", {
      method: "PATCH",
      token,
      body: {
        id: contact.id,
        contact: {
          id: contact.id,
          name: "Zoe Papadopoulou",
          emails: [{ email: "Zoe@Example.com", label: "Work" }],
          phoneNumbers: [{ country: "CY", phoneNumber: "99 123456", label: "Mobile" }],
          job: { company: "Limassol Audit Ltd" },
          notes: '<p>Met at the <strong>tax forum</strong></p><script>alert(1)</script>',
          tags: ["ctag_usr_bank"],
        },
      },
    });
    expect(patched.status).toBe(200);
    const updated = await patched.json<Contact>();
    expect(updated).toMatchObject({
      name: "Zoe Papadopoulou",
      emails: [{ email: "zoe@example.com", label: "Work" }],
      phoneNumbers: [{ country: "cy", phoneNumber: "99 123456", label: "Mobile" }],
      job: { title: null, company: "Limassol Audit Ltd" },
      tags: ["ctag_usr_bank"],
    });
    expect(updated.notes).toContain("<strong>tax forum</strong>");
    expect(updated.notes).not.toContain("script");
    // A second PATCH only changes what it names.
    const second = await (await api("/api/apps/contacts/contact", { method: "PATCH", token, body: { id: contact.id, contact: { job: { title: "Partner" } } } })).json<Contact>();
    expect(second.job).toEqual({ title: "Partner", company: "Limassol Audit Ltd" });
    expect(second.emails).toHaveLength(1);
    // Edited, it now sorts by name (after the A–N names).
    const after = await (await api("/api/apps/contacts/all", { token })).json<Contact[]>();
    expect(after[after.length - 1].id).toBe(contact.id);
  });

  it("PATCH rejects bad bodies with 400 and writes nothing; unknown tags and other users' contacts too", async () => {
    const { token } = await signInAs("user");
    const before = await env.DB.prepare("SELECT * FROM contacts WHERE id = 'ct_usr_nadia'").first();
    const bad = [
      { id: "ct_usr_nadia", contact: { name: "" } },
      { id: "ct_usr_nadia", contact: { emails: [{ email: "not-an-email" }] } },
      { id: "ct_usr_nadia", contact: { phoneNumbers: [{ country: "xx", phoneNumber: "123" }] } },
      { id: "ct_usr_nadia", contact: { birthday: "31/02/1990" } },
      { id: "ct_usr_nadia", contact: { tags: "ctag_usr_bank" } },
      { contact: { name: "No id" } },
    ];
    for (const body of bad) {
      const res = await api("/api/apps/contacts/contact", { method: "PATCH", token, body });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    const unknownTag = await api("/api/apps/contacts/contact", { method: "PATCH", token, body: { id: "ct_usr_nadia", contact: { tags: ["ctag_adv_client"] } } });
    expect(unknownTag.status).toBe(400);
    expect((await errorOf(unknownTag)).fieldErrors).toHaveProperty("tags");
    const malformed = await api("/api/apps/contacts/contact", { method: "PATCH", token, body: "{oops" });
    expect(malformed.status).toBe(400);
    const foreign = await api("/api/apps/contacts/contact", { method: "PATCH", token, body: { id: "ct_adv_mette", contact: { name: "Hijacked" } } });
    expect(foreign.status).toBe(404);
    expect(await env.DB.prepare("SELECT * FROM contacts WHERE id = 'ct_usr_nadia'").first()).toEqual(before);
    expect(await count("SELECT count(*) AS n FROM contacts WHERE name = 'Hijacked'")).toBe(0);
  });

  it("DELETE contact answers true and removes only the caller's row", async () => {
    const { token } = await signInAs("advisor");
    expect((await api("/api/apps/contacts/contact?id=ct_usr_christos", { method: "DELETE", token })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM contacts WHERE id = 'ct_usr_christos'")).toBe(1);
    const res = await api("/api/apps/contacts/contact?id=ct_adv_raj", { method: "DELETE", token });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
    expect(await count("SELECT count(*) AS n FROM contacts WHERE id = 'ct_adv_raj'")).toBe(0);
    expect((await api("/api/apps/contacts/contact?id=ct_adv_raj", { method: "DELETE", token })).status).toBe(404);
  });

  it("serves a countries list with iso, name and calling code, covering the EU", async () => {
    const { token } = await signInAs("user");
    const countries = await (await api("/api/apps/contacts/countries", { token })).json<{ id: string; iso: string; name: string; code: string }[]>();
    expect(countries.length).toBeGreaterThanOrEqual(60);
    const eu = ["at", "be", "bg", "hr", "cy", "cz", "dk", "ee", "fi", "fr", "de", "gr", "hu", "ie", "it", "lv", "lt", "lu", "mt", "nl", "pl", "pt", "ro", "sk", "si", "es", "se"];
    for (const iso of eu) expect(countries.map((c) => c.iso)).toContain(iso);
    expect(countries.find((c) => c.iso === "tr")).toMatchObject({ name: "Türkiye", code: "+90" });
    expect(countries.every((c) => /^\+\d{1,4}$/.test(c.code))).toBe(true);
  });

  it("tags: list, create, rename, and delete strips the tag from every contact in one go", async () => {
    const { token } = await signInAs("advisor");
    const tags = await (await api("/api/apps/contacts/tags", { token })).json<{ id: string; title: string }[]>();
    expect(tags.map((t) => t.title)).toEqual(["Bank", "Client", "Partner firm", "Prospect"]);

    const created = await api("/api/apps/contacts/tag", { token, body: { tag: { title: "VIP" } } });
    expect(created.status).toBe(201);
    const vip = await created.json<{ id: string; title: string }>();
    expect(vip.id).toMatch(/^[0-9a-f-]{36}$/);
    const renamed = await api("/api/apps/contacts/tag", { method: "PATCH", token, body: { id: vip.id, tag: { title: "VIP client" } } });
    expect(await renamed.json()).toEqual({ id: vip.id, title: "VIP client" });
    expect((await api("/api/apps/contacts/tag", { token, body: { tag: { title: "  " } } })).status).toBe(400);
    expect((await api("/api/apps/contacts/tag", { method: "PATCH", token, body: { id: "ctag_usr_bank", tag: { title: "Mine" } } })).status).toBe(404);

    const clientsBefore = await count(`SELECT count(*) AS n FROM contacts WHERE user_id = 'usr_demo_advisor' AND tags LIKE '%ctag_adv_client%'`);
    expect(clientsBefore).toBeGreaterThanOrEqual(3);
    // Another user cannot delete it, and nothing is stripped.
    const user = await signInAs("user");
    expect((await api("/api/apps/contacts/tag?id=ctag_adv_client", { method: "DELETE", token: user.token })).status).toBe(404);
    expect(await count(`SELECT count(*) AS n FROM contacts WHERE tags LIKE '%ctag_adv_client%'`)).toBe(clientsBefore);

    const del = await api("/api/apps/contacts/tag?id=ctag_adv_client", { method: "DELETE", token });
    expect(await del.json()).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM contacts WHERE tags LIKE '%ctag_adv_client%'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM contact_tags WHERE id = 'ctag_adv_client'`)).toBe(0);
    const lukas = await (await api("/api/apps/contacts/contact?id=ct_adv_lukas", { token })).json<Contact>();
    expect(lukas.tags).toEqual([]);
    const banks = await (await api("/api/apps/contacts/contact?id=ct_adv_hellenic", { token })).json<Contact>();
    expect(banks.tags).toEqual(["ctag_adv_bank"]);
  });

  it("POST avatar stores a checked image as a data URL; wrong type 415, too big 413, missing parts 400", async () => {
    const { token } = await signInAs("user");
    const form = (file: Blob | null, id = "ct_usr_elif") => {
      const f = new FormData();
      f.set("id", id);
      if (file) f.set("avatar", file, "avatar.png");
      return f;
    };
    const ok = await apiForm("/api/apps/contacts/avatar", form(new Blob([PNG], { type: "image/png" })), { token });
    expect(ok.status).toBe(200);
    const contact = await ok.json<Contact>();
    expect(contact.avatar).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    // Declared as PNG, actually an SVG: refused by its bytes.
    const svg = await apiForm("/api/apps/contacts/avatar", form(new Blob(['<svg onload="alert(1)"/>'], { type: "image/png" })), { token });
    expect(svg.status).toBe(415);
    const big = new Uint8Array(600 * 1024);
    big.set(PNG);
    const tooBig = await apiForm("/api/apps/contacts/avatar", form(new Blob([big])), { token });
    expect(tooBig.status).toBe(413);
    expect((await apiForm("/api/apps/contacts/avatar", form(null), { token })).status).toBe(400);
    expect((await apiForm("/api/apps/contacts/avatar", form(new Blob([PNG]), ""), { token })).status).toBe(400);
    expect((await apiForm("/api/apps/contacts/avatar", form(new Blob([PNG]), "ct_adv_mette"), { token })).status).toBe(404);
    expect((await api("/api/apps/contacts/avatar", { token, body: { id: "ct_usr_elif", avatar: "x" } })).status).toBe(415);
    const stored = await env.DB.prepare("SELECT avatar FROM contacts WHERE id = 'ct_usr_elif'").first<{ avatar: string }>();
    expect(stored!.avatar).toBe(contact.avatar);
    expect((await env.DB.prepare("SELECT avatar FROM contacts WHERE id = 'ct_adv_mette'").first<{ avatar: string | null }>())!.avatar).toBeNull();
    // PATCH can only remove an avatar; a string there (an echoed contact, or anything else) is ignored.
    const echoed = await api("/api/apps/contacts/contact", { method: "PATCH", token, body: { id: "ct_usr_elif", contact: { avatar: "https://evil.example/x.svg" } } });
    expect((await echoed.json<Contact>()).avatar).toBe(contact.avatar);
    const removed = await api("/api/apps/contacts/contact", { method: "PATCH", token, body: { id: "ct_usr_elif", contact: { avatar: null } } });
    expect((await removed.json<Contact>()).avatar).toBeNull();
  });
});
