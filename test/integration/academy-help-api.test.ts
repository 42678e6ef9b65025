import { beforeAll, describe, expect, it } from "vitest";
import { anonymousToken, api, demoId, env, errorOf, page, signInAs } from "#test/helpers";

let user: string;
let advisor: string;
let guest: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
  guest = await anonymousToken();
});

type Course = { id: string; slug: string; category: string; totalSteps: number; progress: { currentStep: number; completed: number; finished: boolean } };

describe("spec §7 Academy", () => {
  it("categories are sorted by title in the caller's language", async () => {
    for (const lng of ["en", "tr"]) {
      const list = await (await api(`/api/apps/academy/categories?lng=${lng}`)).json<{ title: string; slug: string }[]>();
      expect(list.length).toBeGreaterThanOrEqual(4);
      const titles = list.map((c) => c.title);
      expect(titles).toEqual([...titles].sort(new Intl.Collator(lng).compare));
    }
  });

  it("courses: ≥ 8 for guests with empty progress; the signed-in user sees their own", async () => {
    const open = await (await api("/api/apps/academy/courses")).json<Course[]>();
    expect(open.length).toBeGreaterThanOrEqual(8);
    expect(open.every((c) => c.progress.currentStep === 0 && c.progress.completed === 0 && !c.progress.finished)).toBe(true);
    const mine = await (await api("/api/apps/academy/courses", { token: user })).json<Course[]>();
    expect(mine.some((c) => c.progress.completed === 1 && c.progress.finished)).toBe(true);
    const theirs = await (await api("/api/apps/academy/courses", { token: advisor })).json<Course[]>();
    expect(theirs.every((c) => c.progress.currentStep === 0)).toBe(true);
  });

  it("course?id= gives steps with sanitized HTML; needs an account; unknown id 404; missing id 400", async () => {
    expect((await api("/api/apps/academy/courses/course?id=crs_cfc_rules")).status).toBe(401);
    expect((await api("/api/apps/academy/courses/course?id=crs_cfc_rules", { token: guest })).status).toBe(401);
    const courses = await (await api("/api/apps/academy/courses")).json<Course[]>();
    const res = await api(`/api/apps/academy/courses/course?id=${courses[0].id}`, { token: user });
    expect(res.status).toBe(200);
    const course = await res.json<Course & { steps: { order: number; content: string }[] }>();
    expect(course.steps.length).toBe(course.totalSteps);
    expect(course.steps.map((s) => s.order)).toEqual(course.steps.map((_, i) => i + 1));
    expect(course.steps.every((s) => !/<script/i.test(s.content))).toBe(true);
    expect((await api("/api/apps/academy/courses/course?id=nope", { token: user })).status).toBe(404);
    expect((await api("/api/apps/academy/courses/course", { token: user })).status).toBe(400);
  });

  it("PATCH progress stores per user and validates", async () => {
    const [, , course] = await (await api("/api/apps/academy/courses")).json<Course[]>();
    const patch = (body: unknown, token?: string) => api("/api/apps/academy/courses/progress", { method: "PATCH", body, token });
    expect((await patch({ courseId: course.id, currentStep: 1, completed: false })).status).toBe(401);

    const ok = await patch({ courseId: course.id, currentStep: 2, completed: false }, advisor);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ courseId: course.id, currentStep: 2, completed: 0, finished: false });
    const row = await env.DB.prepare("SELECT current_step, completed FROM academy_progress WHERE user_id = ? AND course_id = ?").bind(demoId("advisor"), course.id).first();
    expect(row).toEqual({ current_step: 2, completed: 0 });
    // the other user's progress in that course is untouched
    const other = await (await api(`/api/apps/academy/courses/course?id=${course.id}`, { token: user })).json<Course>();
    expect(other.progress.currentStep).toBe(0);

    for (const bad of [{ courseId: course.id, currentStep: -1, completed: false }, { courseId: course.id, currentStep: 999, completed: false }, { courseId: course.id, currentStep: "x", completed: false }, { courseId: course.id, currentStep: 1 }]) {
      const res = await patch(bad, advisor);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    expect((await patch({ courseId: "nope", currentStep: 1, completed: false }, advisor)).status).toBe(404);
    const unchanged = await env.DB.prepare("SELECT current_step FROM academy_progress WHERE user_id = ? AND course_id = ?").bind(demoId("advisor"), course.id).first();
    expect(unchanged).toEqual({ current_step: 2 });
    expect((await api("/api/apps/academy/courses/progress", { method: "PATCH", body: "{", token: advisor })).status).toBe(400);
  });
});

describe("spec §7 Help centre", () => {
  it("faqs: all categories or one by slug; 401 for guests; unknown slug 404", async () => {
    expect((await api("/api/apps/help-center/faqs")).status).toBe(401);
    const all = await (await api("/api/apps/help-center/faqs", { token: user })).json<{ slug: string; faqs: { question: string; answer: string }[] }[]>();
    expect(all.map((c) => c.slug)).toEqual(["most-asked", "general-inquiries", "services", "payments", "support"]);
    expect(all.flatMap((c) => c.faqs).some((f) => f.answer.includes("$99"))).toBe(true);
    const one = await (await api("/api/apps/help-center/faqs?slug=payments", { token: user })).json<{ slug: string }[]>();
    expect(one.map((c) => c.slug)).toEqual(["payments"]);
    expect((await api("/api/apps/help-center/faqs?slug=nope", { token: user })).status).toBe(404);
  });

  it("guides: limit defaults to 5, honours limit, filters by slug", async () => {
    const all = await (await api("/api/apps/help-center/guides", { token: user })).json<{ slug: string; totalGuides: number; guides: unknown[] }[]>();
    expect(all.map((c) => c.slug)).toEqual(["getting-started", "reports", "marketplace", "payments", "compliance", "documents", "your-account"]);
    expect(all.every((c) => c.guides.length === Math.min(5, c.totalGuides))).toBe(true);
    expect(all.some((c) => c.totalGuides > 5)).toBe(true);
    const two = await (await api("/api/apps/help-center/guides?slug=marketplace&limit=2", { token: user })).json<{ guides: unknown[] }[]>();
    expect(two).toHaveLength(1);
    expect(two[0].guides).toHaveLength(2);
    expect((await api("/api/apps/help-center/guides?limit=0", { token: user })).status).toBe(400);
    expect((await api("/api/apps/help-center/guides?slug=nope", { token: user })).status).toBe(404);
  });

  it("guide by categorySlug and guideSlug: the category with guides[0] holding the guide", async () => {
    const res = await api("/api/apps/help-center/guide?categorySlug=payments&guideSlug=funding-and-releasing-milestones&lng=tr", { token: user });
    expect(res.status).toBe(200);
    const g = await res.json<{ slug: string; title: string; guides: { slug: string; title: string; subtitle: string; content: string }[] }>();
    expect(g).toMatchObject({ slug: "payments", title: "Ödemeler ve emanet", guides: [{ slug: "funding-and-releasing-milestones", title: "Emanet: aşamaya ödeme yatırmak ve serbest bırakmak" }] });
    expect(g.guides).toHaveLength(1);
    expect(g.guides[0].content).toContain("<strong>Onayla ve öde</strong>");
    // a guide answers only under its own category
    expect((await api("/api/apps/help-center/guide?categorySlug=reports&guideSlug=funding-and-releasing-milestones", { token: user })).status).toBe(404);
    expect((await api("/api/apps/help-center/guide?categorySlug=payments", { token: user })).status).toBe(400);
  });

  it("guides are about TaxAtlas: no template topics, both languages, the product's terms and numbers (decision 100)", async () => {
    type Full = { guides: { slug: string; title: string; subtitle: string; content: string }[] };
    const guidesIn = async (lng: "en" | "tr") => {
      const cats = await (await api(`/api/apps/help-center/guides?lng=${lng}`, { token: user })).json<{ slug: string; guides: { slug: string }[] }[]>();
      const all = await (await api(`/api/apps/help-center/guides?lng=${lng}&limit=100`, { token: user })).json<{ slug: string; guides: { slug: string }[] }[]>();
      expect(all.map((c) => c.slug)).toEqual(cats.map((c) => c.slug));
      const pages: { category: string; slug: string; title: string; content: string }[] = [];
      for (const c of all) {
        for (const { slug } of c.guides) {
          const one = await (await api(`/api/apps/help-center/guide?categorySlug=${c.slug}&guideSlug=${slug}&lng=${lng}`, { token: user })).json<Full>();
          pages.push({ category: c.slug, slug, title: one.guides[0].title, content: one.guides[0].content });
        }
      }
      return pages;
    };
    const en = await guidesIn("en");
    const tr = await guidesIn("tr");
    expect(en.length).toBeGreaterThanOrEqual(20);
    expect(tr.map((g) => g.slug)).toEqual(en.map((g) => g.slug));
    for (const [i, g] of en.entries()) {
      expect(g.slug).not.toMatch(/project|media|crop|domain|visibility|^subscriptions$|discount/);
      expect(g.content).not.toMatch(/\bprojects?\b|\bmedia\b|\bcrop/i);
      expect(tr[i].title, g.slug).not.toBe(g.title);
      expect(tr[i].content).not.toMatch(/\bproje(ler)?\b|şifre(niz)?\b/i);
    }
    const text = (lng: typeof en) => lng.map((g) => g.content).join("\n");
    // numbers the product uses (HELP_CENTER_TERMS, decision 091)
    expect(text(en)).toContain("$99");
    expect(text(en)).toContain("within 7 days");
    expect(text(en)).toMatch(/25%[^.]*implementation[^.]*10%[^.]*recurring/);
    expect(text(tr)).toMatch(/%25[^.]*%10/);
    expect(text(tr)).toContain("7 gün içinde");
  });

  it("every link inside a guide opens a page that exists", async () => {
    const cats = await (await api("/api/apps/help-center/guides?limit=100", { token: user })).json<{ slug: string; guides: { slug: string }[] }[]>();
    const hrefs = new Set<string>();
    for (const lng of ["en", "tr"]) {
      for (const c of cats) {
        for (const { slug } of c.guides) {
          const one = await (await api(`/api/apps/help-center/guide?categorySlug=${c.slug}&guideSlug=${slug}&lng=${lng}`, { token: user })).json<{ guides: { content: string }[] }>();
          for (const [, href] of one.guides[0].content.matchAll(/href="([^"]*)"/g)) hrefs.add(href);
        }
      }
    }
    expect(hrefs.size).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) {
      expect(href, "in-app links only").toMatch(/^\/[a-z]/);
      const res = await page(href, { token: user });
      expect(res.status, href).toBe(200);
    }
  });
});

describe("POST /api/support/tickets", () => {
  it("stores a ticket for the caller and acknowledges the response time", async () => {
    const body = { topic: "payments", subject: "Refund for my report", message: "I ordered a report yesterday and would like a refund <b>please</b>." };
    expect((await api("/api/support/tickets", { body })).status).toBe(401);
    expect((await api("/api/support/tickets", { body, token: guest })).status).toBe(401);
    const res = await api("/api/support/tickets", { body, token: user });
    expect(res.status).toBe(201);
    const receipt = await res.json<{ id: string; expectedResponseHours: { min: number; max: number; vip: number } }>();
    expect(receipt.expectedResponseHours).toEqual({ min: 24, max: 48, vip: 4 });
    const row = await env.DB.prepare("SELECT user_id, topic, message FROM support_tickets WHERE id = ?").bind(receipt.id).first<{ user_id: string; message: string }>();
    expect(row?.user_id).toBe(demoId("user"));
    expect(row?.message).not.toContain("<b>");
  });

  it("bad bodies are 400/415 JSON and write nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM support_tickets").first<{ n: number }>();
    for (const body of [{}, { topic: "weather", subject: "Hello", message: "a long enough message" }, { topic: "other", subject: "Hi", message: "short" }]) {
      const res = await api("/api/support/tickets", { body, token: user });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    const wrongType = await api("/api/support/tickets", { body: "topic=other", token: user, headers: { "Content-Type": "text/plain" } });
    expect(wrongType.status).toBe(415);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM support_tickets").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
