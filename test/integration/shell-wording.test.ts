import { beforeAll, describe, expect, it } from "vitest";
import { api, demoId, env, page, signInAs } from "#test/helpers";

/** Issue 14: no dead ends and no wrong wording on the account and catalogue pages. */
let user: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
});

const text = async (res: Response) => (await res.text()).replace(/<script[\s\S]*?<\/script>/g, "");

describe("guest wording only for guests", () => {
  it.each([
    ["/jurisdictions", /Sign in to open a jurisdiction|sign-in required/],
    ["/professionals", /Sign in to open a profile/],
  ])("%s: a guest is told to sign in, a signed-in user is not", async (path, guestWording) => {
    expect(await text(await page(path))).toMatch(guestWording);
    const signedIn = await text(await page(path, { token: user }));
    expect(signedIn).not.toMatch(guestWording);
    expect(signedIn).not.toMatch(/sign in to|sign-in required/i);
  });
});

describe("account pages", () => {
  it("/reset-password without a token says so at once and shows no form to fill in", async () => {
    const html = await text(await page("/reset-password"));
    expect(html).toContain("This page needs the link from your reset e-mail.");
    expect(html).not.toContain('name="password"');
    expect(html).toContain('href="/forgot-password"');
  });

  it("/reset-password with a token shows the form", async () => {
    const html = await text(await page("/reset-password?token=abcdefghijklmnop"));
    expect(html).toContain('name="password"');
    expect(html).not.toContain("This page needs the link");
  });

  it("an empty new password is 'required', not 'too short'", async () => {
    const res = await page("/reset-password?token=abcdefghijklmnop", { form: { token: "abcdefghijklmnop", password: "", passwordConfirm: "" } });
    const html = await text(res);
    expect(html).toContain("Enter your password.");
    expect(html).not.toContain("The password must be at least");
  });

  it("an empty name/password on sign-up are 'required'", async () => {
    const html = await text(await page("/sign-up", { form: { name: "", email: "someone@example.com", password: "" } }));
    expect(html).toContain("Enter your name.");
    expect(html).toContain("Enter your password.");
    expect(html).not.toContain("The password must be at least");
  });

  it.each(["/confirmation-required?email=a%40example.com", "/confirmation-required"])("%s: 'Check your inbox' does not also say 'sign in now'", async (path) => {
    const html = await text(await page(path));
    expect(html).toContain("Check your inbox");
    expect(html).not.toMatch(/sign in now/i);
  });
});

describe("seeded links go to pages that exist", () => {
  it("every in-app link of the demo accounts' notifications, messages, shortcuts and activities opens for its owner", async () => {
    const rows = (
      await env.DB.prepare(
        `SELECT user_id AS userId, link FROM inbox_items WHERE use_router = 1 AND link IS NOT NULL
         UNION SELECT user_id, link FROM shortcuts WHERE use_router = 1
         UNION SELECT user_id, link FROM activities WHERE use_router = 1 AND link IS NOT NULL`,
      ).all<{ userId: string; link: string }>()
    ).results.filter((r) => r.userId.startsWith("usr_demo_"));
    expect(rows.length).toBeGreaterThan(15);
    const tokens: Record<string, string> = {};
    for (const role of ["user", "advisor", "admin"] as const) tokens[demoId(role)] = (await signInAs(role)).token;
    const dead: string[] = [];
    for (const { userId, link } of rows) {
      const res = await page(link, { token: tokens[userId] });
      // 200, or a redirect the page itself makes (e.g. an advisor-only page for a user) — never a 404
      if (res.status !== 200 && !(res.status >= 300 && res.status < 400)) dead.push(`${userId} ${link}: ${res.status}`);
    }
    expect(dead).toEqual([]);
  });
});

describe("the product's own notifications in Turkish", () => {
  it("are answered in the reader's language; messages people write stay as written; editing the text drops the stale translation", async () => {
    const { token } = await signInAs("advisor");
    type Item = { id: string; title: string; description: string | null };
    const list = async (kind: string, lng: string) => (await (await api(`/api/common/${kind}?lng=${lng}`, { token })).json<Item[]>()).reduce<Record<string, Item>>((m, i) => ({ ...m, [i.id]: i }), {});
    expect((await list("notifications", "en")).ntf_adv_2).toMatchObject({ title: "Document signed", description: "Alex Morgan signed the engagement letter." });
    expect((await list("notifications", "tr")).ntf_adv_2).toMatchObject({ title: "Belge imzalandı", description: "Alex Morgan hizmet sözleşmesini imzaladı." });
    // the demo's seeded message is the product's text too (decision 103) …
    expect((await list("messages", "tr")).msg_adv_1).toMatchObject({ title: "Alex Morgan", description: "Teşekkürler! Perşembe saat 10:00 bana uyar." });
    expect((await list("messages", "en")).msg_adv_1.description).toBe("Thanks! Thursday at 10:00 works for me.");
    // … while a message an API client writes is shown as written, in every language
    const created = await api("/api/common/messages", { token, body: { message: { title: "Alex Morgan", description: "See you on Thursday." } } });
    expect(created.status).toBe(201);
    const { id } = await created.json<Item>();
    expect((await list("messages", "tr"))[id]).toMatchObject({ title: "Alex Morgan", description: "See you on Thursday." });
    expect((await api(`/api/common/messages?id=${id}`, { token, method: "DELETE" })).status).toBe(200);
    // the notifications panel (loaded on its first open, decision 136) shows the Turkish items too
    expect(await (await page("/resources/inbox?kind=notification&lng=tr", { token })).text()).toContain("Yeni pazar yeri talebi");
    // an edited English title replaces the Turkish one instead of leaving it stale
    const patched = await api("/api/common/notifications", { token, method: "PATCH", body: { id: "ntf_adv_3", notification: { title: "Your first review" } } });
    expect(patched.status).toBe(200);
    expect((await list("notifications", "tr")).ntf_adv_3.title).toBe("Your first review");
  });
});

describe("the activity feed in Turkish", () => {
  it("answers the product's sentences in the reader's language and keeps people's words as written", async () => {
    type Act = { id: string; description: string; linkedContent?: string; extraContent?: string };
    const feed = async (lng: string) => (await (await api(`/api/pages/activities?lng=${lng}`, { token: user })).json<Act[]>()).reduce<Record<string, Act>>((m, a) => ({ ...m, [a.id]: a }), {});
    const [en, tr] = [await feed("en"), await feed("tr")];
    expect(en.act_demo_07.description).toBe("New sign-in from Chrome on macOS");
    expect(tr.act_demo_07.description).toBe("macOS üzerinde Chrome'dan yeni oturum açma");
    expect(tr.act_demo_06).toMatchObject({ linkedContent: "Raporu oku" });
    expect(tr.act_demo_03.extraContent).toBe(en.act_demo_03.extraContent);
  });
});
