import { describe, expect, it } from "vitest";
import { ageSecondFactor, api, env, errorOf, page, signUpFresh } from "#test/helpers";

const PASSWORD = "fresh-password-123";
const tokenFromMail = async (to: string) => {
  const row = await env.DB.prepare("SELECT props FROM mail_outbox WHERE to_email = ? AND kind = 'email-change' ORDER BY created_at DESC LIMIT 1").bind(to).first<{ props: string }>();
  return new URL(JSON.parse(row!.props).link).searchParams.get("token")!;
};

describe("e-mail change through the new address (issue 30)", () => {
  it("step-up, a link to the new address; confirming switches it, ends the other sessions, audits, and tells the old address", async () => {
    const { token, email } = await signUpFresh("Mover");
    const other = (await (await api("/api/auth/sign-in", { body: { email, password: PASSWORD } })).json<{ accessToken: string }>()).accessToken;
    const next = `moved-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await ageSecondFactor(token);
    const stale = await api("/api/account/email", { token, body: { newEmail: next } });
    expect(stale.status).toBe(403);
    expect((await errorOf(stale)).code).toBe("STEP_UP_REQUIRED");

    expect((await api("/api/account/email", { token: other, body: { newEmail: email } })).status).toBe(400);
    const demo = await api("/api/account/email", { token: other, body: { newEmail: "user@taxatlas.test" } });
    expect(demo.status).toBe(409);
    const asked = await api("/api/account/email", { token: other, body: { newEmail: next.toUpperCase() } });
    expect(asked.status).toBe(202);
    expect(asked.headers.get("Cache-Control")).toBe("private, no-store");
    const link = await tokenFromMail(next);
    // Nothing changes until the link is used; someone else's session cannot use it.
    expect((await env.DB.prepare("SELECT email FROM users WHERE email = ?").bind(email).first())).not.toBeNull();
    const stranger = await signUpFresh("Stranger");
    expect((await api("/api/account/email/confirm", { token: stranger.token, body: { token: link } })).status).toBe(400);

    const [first, second] = await Promise.all([api("/api/account/email/confirm", { token: other, body: { token: link } }), api("/api/account/email/confirm", { token: other, body: { token: link } })]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const id = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(next).first<{ id: string }>())!.id;
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE user_id = ? AND action = 'email.changed'").bind(id).first<{ n: number }>())!.n).toBe(1);
    expect((await api("/api/common/user", { token })).status).toBe(401);
    expect((await api("/api/common/user", { token: other })).status).toBe(200);
    expect((await api("/api/auth/sign-in", { body: { email: next, password: PASSWORD } })).status).toBe(200);
    expect((await api("/api/auth/sign-in", { body: { email, password: PASSWORD } })).status).toBe(401);
    const notice = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ? AND kind = 'email-changed'").bind(email).first<{ n: number }>();
    expect(notice!.n).toBe(1);
  });

  it("an old link is refused once a newer one was asked for", async () => {
    const { token } = await signUpFresh("Twice");
    const a = `a-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const b = `b-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await api("/api/account/email", { token, body: { newEmail: a } })).status).toBe(202);
    const old = await tokenFromMail(a);
    expect((await api("/api/account/email", { token, body: { newEmail: b } })).status).toBe(202);
    const res = await api("/api/account/email/confirm", { token, body: { token: old } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("INVALID_TOKEN");
  });

  it("through the pages: the Security form sends the link, the link page confirms with a click", async () => {
    const { token } = await signUpFresh("Page Mover");
    const next = `page-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await page("/settings/security", { token, form: { intent: "email", newEmail: next } });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(next);
    const link = await tokenFromMail(next);
    const open = await page(`/settings/email-change?token=${encodeURIComponent(link)}`, { token });
    expect(open.status).toBe(200);
    expect(open.headers.get("Cache-Control")).toBe("private, no-store");
    const done = await page(`/settings/email-change?token=${encodeURIComponent(link)}`, { token, form: { token: link } });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/settings/security?emailChanged=1");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(next).first()).not.toBeNull();
  });
});
