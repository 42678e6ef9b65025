import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { api, env, errorOf, freshIp, ORIGIN, signUpFresh } from "#test/helpers";

// Issue 18 defects 3 and 9: abuse limits (docs/security.md) and sign-up that reveals no accounts.
const PASSWORD = "fresh-password-123";
const signIn = (email: string, password: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  api("/api/auth/sign-in", { body: { email, password }, headers: { "CF-Connecting-IP": ip, ...headers } });
const outbox = (email: string, kind: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ? AND kind = ?").bind(email, kind).first<{ n: number }>().then((r) => r!.n);

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect((await errorOf(res)).code).toBe("TOO_MANY_REQUESTS");
  return retryAfter;
}

describe("sign-in limits", () => {
  it("per account, from any IP: 40 concurrent guesses from 40 IPs — 20 are checked, 20 refused; then even the right password waits", async () => {
    const { email } = await signUpFresh();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(email, `wrong-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const retryAfter = await expectLimited(await signIn(email, PASSWORD));
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("per IP, against any accounts: the 31st failure from one IP within 15 minutes is refused", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await signIn(`nobody-${i}-${ip}@example.com`, "wrong-password", ip)).status).toBe(401);
    await expectLimited(await signIn(`someone-else@example.com`, "wrong-password", ip));
    // Other clients are not affected.
    expect((await signIn("user@taxatlas.test", DEMO_PASSWORD)).status).toBe(200);
  });

  it("counts only failures: many successful sign-ins from one IP and to one account are never limited", async () => {
    const { email } = await signUpFresh();
    const ip = freshIp();
    for (let i = 0; i < 35; i++) expect((await signIn(email, PASSWORD, ip)).status, `attempt ${i}`).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 25 }, () => signIn(email, PASSWORD)));
    expect(parallel.every((r) => r.status === 200)).toBe(true);
  });

  it("requests without CF-Connecting-IP are counted per client, not in one shared bucket", async () => {
    const noIp = (ua: string, email: string) =>
      SELF.fetch(`${ORIGIN}/api/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": ua },
        body: JSON.stringify({ email, password: "wrong-password" }),
      });
    for (let i = 0; i < 30; i++) expect((await noIp("attacker/1.0", `ghost-${i}@example.com`)).status).toBe(401);
    await expectLimited(await noIp("attacker/1.0", "ghost-x@example.com"));
    expect((await noIp("someone-else/2.0", "ghost-y@example.com")).status).toBe(401);
  });
});

describe("forgot-password limits", () => {
  it("at most 3 reset mails per address per hour, counted for unknown addresses alike", async () => {
    const { email } = await signUpFresh();
    for (let i = 0; i < 3; i++) expect((await api("/api/auth/forgot-password", { body: { email } })).status).toBe(200);
    await expectLimited(await api("/api/auth/forgot-password", { body: { email } }));
    expect(await outbox(email, "password-reset")).toBe(3);
    const unknown = "nobody-forgot@example.com";
    for (let i = 0; i < 3; i++) expect((await api("/api/auth/forgot-password", { body: { email: unknown } })).status).toBe(200);
    await expectLimited(await api("/api/auth/forgot-password", { body: { email: unknown } }));
  });

  it("at most 10 requests per IP per hour, whatever the addresses", async () => {
    const ip = freshIp();
    const ask = (i: number) => api("/api/auth/forgot-password", { body: { email: `f${i}@example.com` }, headers: { "CF-Connecting-IP": ip } });
    for (let i = 0; i < 10; i++) expect((await ask(i)).status).toBe(200);
    await expectLimited(await ask(10));
  });
});

describe("sign-up", () => {
  it("an existing address gets 201 'check your inbox' and a 'someone tried' mail, never a second account or a 409", async () => {
    // Storage is shared by the files of a vitest worker (decision 055): count this attempt's mails only.
    const before = await env.DB.prepare("SELECT count(*) AS n FROM users").first();
    const attemptsBefore = await outbox("user@taxatlas.test", "sign-up-attempt");
    const welcomesBefore = await outbox("user@taxatlas.test", "welcome");
    const res = await api("/api/auth/sign-up", { body: { name: "Copy", email: "USER@taxatlas.test", password: "long-enough-1" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toBe(true);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first()).toEqual(before);
    expect(await outbox("user@taxatlas.test", "sign-up-attempt")).toBe(attemptsBefore + 1);
    expect(await outbox("user@taxatlas.test", "welcome")).toBe(welcomesBefore);
    // The existing password still works; the one typed in the attempt does not.
    expect((await signIn("user@taxatlas.test", "long-enough-1")).status).toBe(401);
    expect((await signIn("user@taxatlas.test", DEMO_PASSWORD)).status).toBe(200);
  });

  it("a new address still gets a working account at once (decision 003)", async () => {
    const res = await api("/api/auth/sign-up", { body: { name: "New", email: "brand-new@example.com", password: "long-enough-1" } });
    expect(res.status).toBe(201);
    expect(await outbox("brand-new@example.com", "welcome")).toBe(1);
    expect((await signIn("brand-new@example.com", "long-enough-1")).status).toBe(200);
  });

  it("at most 5 sign-ups per IP per hour", async () => {
    const ip = freshIp();
    const up = (i: number) => api("/api/auth/sign-up", { body: { name: "N", email: `ip-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`, password: "long-enough-1" }, headers: { "CF-Connecting-IP": ip } });
    for (let i = 0; i < 5; i++) expect((await up(i)).status).toBe(201);
    await expectLimited(await up(5));
  });

  it("a refusal names the limit that was reached: the address limit, not the first one charged", async () => {
    const email = `addr-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const up = () => api("/api/auth/sign-up", { body: { name: "N", email, password: "long-enough-1" }, headers: { "CF-Connecting-IP": freshIp() } });
    for (let i = 0; i < 3; i++) expect((await up()).status).toBe(201);
    const limited = await up();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { limit: string } }).error.limit).toBe("sign-up:address");
  });

  it("the sign-up page shows the limit as a form message with 429 and Retry-After", async () => {
    const ip = freshIp();
    const post = (i: number) =>
      SELF.fetch(`${ORIGIN}/sign-up`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: ORIGIN, Host: "localhost", "CF-Connecting-IP": ip, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Page", email: `page-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`, password: "long-enough-1" }),
      });
    for (let i = 0; i < 5; i++) expect((await post(i)).status).toBe(302);
    const limited = await post(5);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many requests. Try again in");
  });
});

describe("mail to outside addresses", () => {
  it("a new account may send 50 outside recipients an hour; more is 429 and queues nothing; TaxAtlas members still get mail", async () => {
    const { token } = await signUpFresh();
    const to = (p: string, n: number) => Array.from({ length: n }, (_, i) => `${p}-${i}@outside.example`);
    const first = await api("/api/apps/mailbox/mail", { token, body: { to: to("a", 30), subject: "1", content: "x" } });
    expect(first.status).toBe(201);
    const concurrent = await Promise.all([
      api("/api/apps/mailbox/mail", { token, body: { to: to("b", 20), subject: "2", content: "x" } }),
      api("/api/apps/mailbox/mail", { token, body: { to: to("c", 20), subject: "3", content: "x" } }),
    ]);
    expect(concurrent.map((r) => r.status).sort()).toEqual([201, 429]);
    const queued = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email LIKE '%@outside.example'").first<{ n: number }>();
    expect(queued!.n).toBe(50);
    await expectLimited(await api("/api/apps/mailbox/mail", { token, body: { to: ["one-more@outside.example"], subject: "4", content: "x" } }));
    expect((await api("/api/apps/mailbox/mail", { token, body: { to: ["advisor@taxatlas.test"], subject: "5", content: "x" } })).status).toBe(201);
  });
});
