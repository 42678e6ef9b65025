import { beforeAll, describe, expect, it } from "vitest";
import { api, demoId, env, page, signInAs } from "#test/helpers";

let user: string;
let admin: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
  admin = (await signInAs("admin")).token;
});

const html = async (path: string, token?: string) => {
  const res = await page(path, { token });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("public pages render D1 content", () => {
  it("landing: featured rates with source, how it works, pricing, CTAs, disclaimer, SEO", async () => {
    const body = await html("/advisor");
    expect(body).toContain("Tax Foundation, 2025");
    expect(body).toContain("12.5%"); // Cyprus / Ireland are featured
    expect(body).toContain('href="/tax"');
    expect(body).toContain('href="/for-advisors"');
    expect(body).toContain("not legal or tax advice");
    expect(body).toContain("$99");
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/localhost\/advisor"/);
    expect(body).toMatch(/<meta name="description"/);
  });

  it("landing in Turkish", async () => {
    const body = await html("/advisor?lng=tr");
    expect(body).toContain('lang="tr"');
    expect(body).toContain("Öne çıkan ülkeler");
    expect(body).toContain("%12,5");
  });

  it("jurisdictions list honours search, region and sort from the URL", async () => {
    const all = await html("/jurisdictions?sort=rate&order=asc");
    const bahamas = all.indexOf(">Bahamas<");
    const france = all.indexOf(">France<");
    expect(bahamas).toBeGreaterThan(0);
    expect(bahamas).toBeLessThan(france); // 0% before 25.8%
    const filtered = await html("/jurisdictions?region=caribbean");
    expect(filtered).toContain(">Bahamas<");
    expect(filtered).not.toContain(">France<");
    const bad = await html("/jurisdictions?sort=nonsense");
    expect(bad).toContain(">Cyprus<");
  });

  it("jurisdiction detail: rate, definition, hidden history table, later changes with source", async () => {
    const body = await html("/jurisdictions/estonia", user);
    // 2025 headline rate (Tax Foundation, 2025); 2023's 20% stays in the history.
    expect(body).toMatch(/data-testid="headline-rate">22%</);
    expect(body).toContain("2025 · Tax Foundation, 2025");
    expect(body).toContain('data-testid="pillar-two"');
    expect(body).toContain("Joined the OECD/G20 Pillar Two statement");
    expect(body).toContain("standard top statutory");
    expect(body).toMatch(/<div class="sr-only"><table><caption>/);
    expect(body).toContain("Estonian Tax and Customs Board (emta.ee)");
    expect(body).toContain('href="/professionals/katrin-tamm"');
  });

  it("compare shows the chosen jurisdictions side by side; wrong counts explain themselves", async () => {
    const body = await html("/jurisdictions/compare?j=cyprus&j=ireland&j=malta", user);
    for (const n of ["Cyprus", "Ireland", "Malta"]) expect(body).toContain(`>${n}</a></th>`);
    expect(body).toContain("Rate 2025");
    const one = await html("/jurisdictions/compare?j=cyprus", user);
    expect(one).toContain("Choose at least 2 different jurisdictions.");
    expect((await page("/jurisdictions/compare?j=cyprus,atlantis", { token: user })).status).toBe(404);
  });

  it("structures list and detail are open and mark costs as estimates", async () => {
    const list = await html("/structures");
    expect(list).toContain('href="/structures/protected-cell-company"');
    expect(list).toContain("Estimate");
    const detail = await html("/structures/trust");
    expect(detail).toContain("Pros");
    expect(detail).toContain("Substance and CFC note");
  });

  it("professionals: filters and a profile with a chat link and the advisor's service catalogue", async () => {
    const list = await html("/professionals?language=tr");
    expect(list).not.toContain("usr_"); // slugs only (issue 18 defect 9)
    expect(list).toContain("Elif Kaya");
    expect(list).toContain("Verified");
    const profile = await html("/professionals/andreas-georgiou", user);
    expect(profile).toContain('href="/advisor?chat=andreas-georgiou"');
    expect(profile).not.toContain("usr_adv_andreas-georgiou");
    expect(profile).toContain("Service catalogue");
    expect(profile).toContain("has not published priced services yet");
    expect(profile).toContain("fictional");
    // The demo advisor's active services from the inventory, price = base + tax (220 + 20 %).
    const elif = await html("/professionals/elif-kaya", user);
    expect(elif).toContain("Advisory hour");
    expect(elif).toContain("$264.00");
    expect(elif).toContain("$220.00 + 20% tax");
  });

  it("pricing lists the spec §9 terms", async () => {
    const body = await html("/pricing");
    for (const s of ["$99", "$10,000", "25%", "10%", "7 days", "Cryptocurrency", "Wire or ACH transfer"]) expect(body).toContain(s);
  });

  it("example and home are useful pages", async () => {
    expect(await html("/example")).toContain('href="/structures/holding-company"');
    expect(await html("/home")).toContain('href="/jurisdictions"');
  });
});

describe("academy pages", () => {
  it("guests browse; signed-in users see progress and can hide completed", async () => {
    const guest = await html("/academy");
    expect(guest).toContain("Tax Residence vs Source");
    expect(guest).not.toContain('role="progressbar"');
    const mine = await html("/academy", user);
    expect(mine).toContain('role="progressbar"');
    const hidden = await html("/academy?hideCompleted=on", user);
    expect(mine).toContain("Permanent Establishment");
    expect(hidden).not.toContain("Permanent Establishment"); // the demo user finished it (seed)
    const cat = await html("/academy?category=compliance");
    expect(cat).not.toContain("Tax Residence vs Source");
  });

  it("the reader saves progress through its action, per user", async () => {
    const slug = "cfc-rules";
    const course = await env.DB.prepare("SELECT id FROM academy_courses WHERE slug = ?").bind(slug).first<{ id: string }>();
    const reader = await html(`/academy/${slug}`, user);
    expect(reader).toContain("Step 1 of");
    const res = await page(`/academy/${slug}`, { token: user, form: { intent: "goto", step: "2" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/academy/${slug}?step=2`);
    const row = await env.DB.prepare("SELECT current_step, completed FROM academy_progress WHERE user_id = ? AND course_id = ?").bind(demoId("user"), course!.id).first();
    expect(row).toEqual({ current_step: 2, completed: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM academy_progress WHERE user_id = ? AND course_id = ?").bind(demoId("admin"), course!.id).first()).toEqual({ n: 0 });
    // a step past the end writes nothing
    const bad = await page(`/academy/${slug}`, { token: user, form: { intent: "goto", step: "99" } });
    expect(bad.status).toBe(200);
    expect(await env.DB.prepare("SELECT current_step FROM academy_progress WHERE user_id = ? AND course_id = ?").bind(demoId("user"), course!.id).first()).toEqual({ current_step: 2 });
  });
});

describe("support pages", () => {
  it("help centre home lists FAQ and guide categories", async () => {
    const body = await html("/support", user);
    expect(body).toContain("Most asked");
    expect(body).toContain('href="/support/guides/getting-started/what-is-taxatlas"');
    expect(body).toContain('href="/support/guides/payments/funding-and-releasing-milestones"');
  });

  it("contact form stores a ticket and acknowledges the response time; bad input writes nothing", async () => {
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM support_tickets WHERE user_id = ?").bind(demoId("user")).first<{ n: number }>())!.n;
    const before = await count();
    const bad = await page("/support", { token: user, form: { topic: "reports", subject: "x", message: "short" } });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("This is too short.");
    expect(await count()).toBe(before);
    const ok = await page("/support", { token: user, form: { topic: "reports", subject: "Report question", message: "When will my report be ready, please?" } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("within 24–48 hours");
    expect(await count()).toBe(before + 1);
  });

  it("FAQs page and a guide in Turkish", async () => {
    // every answer is in the page, each in a closed disclosure under its question
    const faqs = await html("/support/faqs", user);
    expect(faqs).toMatch(/<details[^>]*><summary[^>]*>What is TaxAtlas\?<svg[\s\S]*?<\/summary><p[^>]*>[^<]{20,}<\/p><\/details>/);
    const guide = await html("/support/guides/getting-started/what-is-taxatlas?lng=tr", user);
    expect(guide).toContain('lang="tr"');
    expect(guide).toContain("Başlarken");
    expect(guide).toContain("TaxAtlas ne yapar?");
    // links inside the content are in-app links to real pages (every one is opened in academy-help-api.test.ts)
    expect(guide).toContain('<a href="/tax" rel="noopener noreferrer nofollow">Bir raporla</a>');
    const category = await html("/support/guides/compliance", user);
    expect(category).toContain('href="/support/guides/compliance/reminders-and-calendar-subscription"');
    expect(category).toContain("Reminders and calendar subscription");
  });
});

describe("for-advisors and admin review pages", () => {
  it("guests see sign-in to apply; a user applies through the form and sees the status", async () => {
    expect(await html("/for-advisors")).toContain("Sign in or create an account to apply");
    const email = `page-applicant-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await api("/api/auth/sign-up", { body: { name: "Page Applicant", email, password: "a-long-enough-password" } });
    const token = (await (await api("/api/auth/sign-in", { body: { email, password: "a-long-enough-password" } })).json<{ accessToken: string }>()).accessToken;
    const bad = await page("/for-advisors", { token, form: { firm: "", jurisdictions: "", services: "", languages: "", yearsExperience: "x", message: "" } });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("This field is required.");
    const form = { firm: "Page Firm", jurisdictions: "Cyprus", services: "Formation", languages: "en", yearsExperience: "4", website: "", message: "Twenty characters or more about the practice." };
    expect((await page("/for-advisors", { token, form })).status).toBe(200);
    expect(await html("/for-advisors", token)).toContain("Pending");
  });

  it("the admin approves and rejects from the page", async () => {
    const list = await html("/admin/advisor-applications", admin);
    expect(list).toContain("Deniz Arslan");
    // Decide an application of its own, not the seeded one: storage is shared by the files of a
    // vitest worker (decision 055), and the API suite decides applications too.
    const email = `page-reviewed-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await api("/api/auth/sign-up", { body: { name: "Page Reviewed", email, password: "a-long-enough-password" } });
    const signedIn = await (await api("/api/auth/sign-in", { body: { email, password: "a-long-enough-password" } })).json<{ accessToken: string; user: { id: string } }>();
    const applied = await api("/api/advisor-applications", {
      token: signedIn.accessToken,
      body: { firm: "Reviewed Firm", jurisdictions: "Cyprus", services: "Formation", languages: "en", yearsExperience: 3, message: "Twenty characters or more about the practice." },
    });
    expect(applied.status).toBe(201);
    const { id } = await applied.json<{ id: string }>();
    expect(await html("/admin/advisor-applications", admin)).toContain("Page Reviewed");
    const noReason = await page("/admin/advisor-applications", { token: admin, form: { intent: "reject", id, reason: "" } });
    expect(noReason.status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM advisor_applications WHERE id = ?").bind(id).first()).toEqual({ status: "pending" });
    const ok = await page("/admin/advisor-applications", { token: admin, form: { intent: "approve", id } });
    expect(ok.status).toBe(302);
    expect(await env.DB.prepare("SELECT role FROM users WHERE id = ?").bind(signedIn.user.id).first()).toEqual({ role: "advisor" });
    const userTry = await page("/admin/advisor-applications", { token: user, form: { intent: "approve", id: "app_sample_pending" } });
    expect(userTry.headers.get("Location")).toBe("/for-advisors");
  });
});
