import { beforeAll, describe, expect, it } from "vitest";
import { api, env, errorOf, signInAs } from "#test/helpers";

// Issue 18 defect 6 on the API: client mistakes are 4xx, never 500 or a false 503.
let user: string;
let advisor: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
});

describe("mailbox", () => {
  it("PATCH mail with no or only unknown keys answers the unchanged mail", async () => {
    const before = await (await api("/api/apps/mailbox/mail?id=mail_b1", { token: advisor })).json<Record<string, unknown>>();
    for (const mail of [{}, { colour: "red", nonsense: true }]) {
      const res = await api("/api/apps/mailbox/mail", { method: "PATCH", token: advisor, body: { id: "mail_b1", mail } });
      expect(res.status, JSON.stringify(mail)).toBe(200);
      expect(await res.json()).toEqual(before);
    }
    const other = await api("/api/apps/mailbox/mail", { method: "PATCH", token: advisor, body: { id: "mail_nope", mail: {} } });
    expect(other.status).toBe(404);
  });

  it("compose caps recipients in the schema (400 naming the field), never a storage 503", async () => {
    const many = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}@example.com`);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>();
    const res = await api("/api/apps/mailbox/mail", { token: user, body: { to: many(50, "t"), cc: many(50, "c"), bcc: many(50, "b"), subject: "x", content: "y" } });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(err.fieldErrors ?? {})).toContain("to");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first()).toEqual(before);
  });

  it("compose to the maximum number of recipients works (lookups chunked under D1's 100 bound parameters)", async () => {
    const to = Array.from({ length: 50 }, (_, i) => `max${i}@example.com`);
    const res = await api("/api/apps/mailbox/mail", { token: user, body: { to: [...to.slice(0, 39), "advisor@taxatlas.test"], cc: to.slice(40), subject: "Many", content: "Hello" } });
    expect(res.status).toBe(201);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email LIKE 'max%@example.com'").first()).toEqual({ n: 49 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mails WHERE user_id = 'usr_demo_advisor' AND subject = 'Many'").first()).toEqual({ n: 1 });
  });
});

describe("in-app links use the same strict path grammar (defect 1)", () => {
  it("shortcuts and messages refuse /\\t/evil.test and encoded variants as links, writing nothing", async () => {
    const before = await env.DB.prepare("SELECT (SELECT count(*) FROM shortcuts) + (SELECT count(*) FROM inbox_items) AS n").first();
    for (const link of ["/\t/evil.test", "/%09/evil.test", "/%0a/x", "/\\evil.test", "//evil.test", "/%2F%2Fevil.test"]) {
      const shortcut = await api("/api/common/shortcuts", { token: user, body: { shortcut: { label: "x", icon: "calendar", link, useRouter: true } } });
      expect(shortcut.status, link).toBe(400);
      const message = await api("/api/common/messages", { token: user, body: { message: { title: "x", link, useRouter: true } } });
      expect(message.status, link).toBe(400);
    }
    expect(await env.DB.prepare("SELECT (SELECT count(*) FROM shortcuts) + (SELECT count(*) FROM inbox_items) AS n").first()).toEqual(before);
  });
});
