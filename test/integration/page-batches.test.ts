import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#worker/index";
import { recordingD1 } from "#test/d1-recorder";
import { api, ORIGIN, page, sessionCookieHeader, signInAs } from "#test/helpers";

/** A page as the Worker serves it, with every D1 round trip it makes recorded. */
async function recorded(path: string, token?: string) {
  const { d1, trips } = recordingD1();
  const execution = createExecutionContext();
  const headers: Record<string, string> = { "CF-Connecting-IP": "198.51.100.9" };
  if (token) headers.Cookie = await sessionCookieHeader(token);
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...(env as unknown as Env), DB: d1 }, execution);
  await waitOnExecutionContext(execution);
  return { status: res.status, html: await res.text(), trips };
}

type PageCase = [path: string, token: string | undefined, shows: string, thenInserts?: string];

/** A recorded round trip by kind; a single statement by its first three words ("insert into …"). */
const tripKinds = (trips: Awaited<ReturnType<typeof recorded>>["trips"]) =>
  trips.map((t) => (t.kind === "single" ? t.sql[0].split(" ").slice(0, 3).join(" ").toLowerCase() : t.kind));

/**
 * Each page answers 200 showing `shows`, twice, with exactly one D1 round trip (a batch) each time —
 * then, where `thenInserts` is given, that one write (a contract's read mark).
 */
async function expectOneBatchEach(pages: PageCase[]) {
  for (const [path, who, shows, thenInserts] of pages) {
    for (const round of [1, 2]) {
      const { status, html, trips } = await recorded(path, who);
      expect({ path, round, status }).toEqual({ path, round, status: 200 });
      expect(html).toContain(shows);
      expect({ path, round, trips: tripKinds(trips) }).toEqual({ path, round, trips: thenInserts ? ["batch", thenInserts] : ["batch"] });
    }
  }
}

/** The page answers `status` after one D1 batch and nothing else (a redirect or a 404 decided on the shell's batch). */
async function expectStatusAfterOneBatch(path: string, token: string, status: number) {
  const res = await recorded(path, token);
  expect({ path, status: res.status, trips: tripKinds(res.trips) }).toEqual({ path, status, trips: ["batch"] });
  return res;
}

/** The demo user's and advisor's sessions; each has made one request, so its role is in the role cache (worker/auth reads it into KV on the first). */
async function userAndAdvisor() {
  const user = (await signInAs("user")).token;
  const advisor = (await signInAs("advisor")).token;
  await recorded("/example", user);
  await recorded("/example", advisor);
  return { user, advisor };
}

// Decision 137: these pages made 2–4 D1 round trips (a batch of their own after the shell's, and
// single reads); every read now joins the request's one batch.
describe("pages in one D1 round trip (decision 137)", () => {
  it("the directory, a profile, a comparison, a marketplace request, billing and notes: one batch each, twice (remembered catalogues too)", async () => {
    const { token } = await signInAs("user");
    // the first signed-in request reads the role into its cache (worker/auth, one KV read after it)
    await recorded("/example", token);
    const pages: PageCase[] = [
      ["/professionals", undefined, "Elif Kaya"],
      ["/professionals?language=tr&jurisdiction=cyprus&service=tax", undefined, "Elif Kaya"],
      ["/professionals", token, "Elif Kaya"],
      ["/professionals/elif-kaya", token, "Elif Kaya"],
      ["/jurisdictions/compare?j=cyprus,ireland", token, "Ireland"],
      ["/marketplace/mkt_req_demo_open", token, "Cyprus"],
      ["/billing", token, "Billing"],
      ["/apps/notes", token, "Notes"],
      // remembered catalogues (academy, FAQs, guides): read in the page's batch, then not at all
      ["/pricing", undefined, "Pricing"],
      ["/academy", undefined, "Academy"],
      ["/academy", token, "Academy"],
      ["/academy/tax-residence-vs-source", token, "Tax Residence"],
      ["/support", token, "Getting started"],
      ["/support/faqs", token, "FAQ"],
      // their own reads (the account's row, the activity feed) join the shell's batch (decision 287)
      ["/settings", token, "Settings"],
      ["/profile", token, "Profile"],
      ["/pages/activities", token, "Elif Kaya"],
    ];
    await expectOneBatchEach(pages);
  });

  // Decision 285: /proposals and /advisor/contracts read their lists in the shell's batch; a contract's
  // page reads the contract, its reviews and its workroom there too, then marks the workroom read.
  it("proposals, a contract as client and as advisor, the advisor's contracts, the dashboards: one batch each (a contract page then its read mark)", async () => {
    const { user, advisor } = await userAndAdvisor();
    const read = 'insert into "contract_reads"';
    const pages: PageCase[] = [
      ["/proposals", user, "Proposals"],
      ["/proposals?contract=mkt_ctr_demo_active", user, "Milestones", read],
      ["/proposals?contract=mkt_ctr_demo_done", user, "Milestones", read],
      ["/advisor/contracts", advisor, "Contracts"],
      ["/advisor/contracts?contract=mkt_ctr_demo_active", advisor, "Milestones", read],
      // the dashboards' reads (6 single round trips for the project one) join the shell's batch too
      ["/dashboards/project", user, "Schedule"],
      ["/dashboards/finance", user, "Balance growth"],
      ["/dashboards/analytics", user, "Analytics"],
      ["/dashboards/crypto", user, "Crypto"],
      ["/advisor/bids", advisor, "bids"],
    ];
    await expectOneBatchEach(pages);
    // the other party's side answers with a redirect to their own page, and marks nothing read
    await expectStatusAfterOneBatch("/proposals?contract=mkt_ctr_demo_active", advisor, 302);
  });

  // Decision 296: compliance, documents, checkout, billing and payouts read in the shell's batch.
  it("compliance, documents, checkout, a receipt and the advisor's documents and payouts: one batch each, twice", async () => {
    const { user, advisor } = await userAndAdvisor();
    const pages: PageCase[] = [
      ["/compliance", user, "Cyprus Holding Ltd"],
      ["/compliance/beneficial-ownership", user, "Beneficial-ownership"],
      ["/compliance/entities/ce_demo_cyhold", user, "Cyprus Holding Ltd"],
      ["/documents", user, "Questions for my advisor.txt"],
      ["/documents?folder=fm_usr_board", user, "Cyprus Holding Ltd"],
      ["/checkout?purpose=escrow&milestoneId=mkt_ms_demo_active_3", user, "Share transfer and filings"],
      ["/checkout?purpose=vip", user, "VIP"],
      ["/billing", user, "Billing"],
      ["/billing/payments/pay_seed_mkt_ms_demo_active_1", user, "Alex Morgan"],
      ["/advisor/documents", advisor, "Shared with me"],
      ["/advisor/payouts", advisor, "Payouts"],
    ];
    await expectOneBatchEach(pages);
  });

  // Decision 293: the mail, services and contacts pages read in the shell's batch (they made 4–8
  // single round trips: folders, labels, a count then a page, recipients, settings, tags, …).
  it("mail (a folder, a filter, a label, an open mail), services (sorted, searched, editing) and contacts (list, open, editing): one batch each, twice", async () => {
    const { user, advisor } = await userAndAdvisor();
    const pages: PageCase[] = [
      ["/apps/mailbox", user, "Moving to Cyprus"],
      ["/apps/mailbox?filter=starred", user, "Re: Moving to Cyprus"],
      ["/apps/mailbox?label=tax&lng=tr", user, "Vergi"],
      ["/advisor/mail?folder=inbox&mail=mail_a5_adv", advisor, "Dividends and the SDC exemption"],
      ["/advisor/mail?label=company-formation", advisor, "Documents for the company formation"],
      ["/advisor/services", advisor, "Services"],
      ["/advisor/services?sort=price&order=desc&search=a&size=20", advisor, "Services"],
      ["/apps/contacts", user, "Contacts"],
      ["/apps/contacts/ct_adv_alex", advisor, "Alex"],
      ["/apps/contacts/ct_adv_alex?edit=1", advisor, `value="cy"`],
    ];
    // (the open unread mail is marked read by the browser afterwards, an action, not by the page)
    await expectOneBatchEach(pages);
    // a label that is not the owner's (or gone) still sends the page back to the inbox, after one batch
    await expectStatusAfterOneBatch("/apps/mailbox?label=clients", user, 302);
    // a page past the end of the services shows the last page (one more batch for it)
    const past = await recorded("/advisor/services?page=99", advisor);
    expect(past.status).toBe(200);
    expect(past.trips.map((t) => t.kind)).toEqual(["batch", "batch"]);
  });

  // Decision 290: the tasks screen (list, search, open task and its assignee choices), the boards and
  // a board read in the shell's batch; an unknown or foreign task or board is a 404 after that batch.
  it("tasks, a task, a search, the boards and a board: one batch each; a foreign board or task: 404 after one batch", async () => {
    const { user, advisor } = await userAndAdvisor();
    const pages: PageCase[] = [
      ["/apps/tasks", user, 'data-task-id="tsk_demo_fs"'],
      ["/apps/tasks/tsk_demo_fs", user, 'id="task-assignee"'],
      ["/apps/tasks?q=financial", user, 'data-task-id="tsk_demo_fs"'],
      ["/apps/scrumboard", user, 'href="/apps/scrumboard/brd_demo_cyprus"'],
      ["/apps/scrumboard/brd_demo_cyprus", user, 'data-card-id="crd_demo_ipbox"'],
      ["/apps/scrumboard/brd_adv_clients", advisor, 'data-list-id='],
    ];
    await expectOneBatchEach(pages);
    for (const [path, who] of [
      ["/apps/scrumboard/brd_demo_cyprus", advisor],
      ["/apps/scrumboard/brd_nope", user],
      ["/apps/tasks/tsk_demo_fs", advisor],
    ] as const) {
      const { html } = await expectStatusAfterOneBatch(path, who, 404);
      expect(html).not.toContain("crd_demo_ipbox");
    }
  });

  it("a remembered course still shows the reader's own progress, read fresh", async () => {
    const { token } = await signInAs("user");
    const course = async () => (await api("/api/apps/academy/courses/course?id=crs_tax_residence_vs_source", { token })).json<{ progress: { currentStep: number }; steps: unknown[] }>();
    const listed = async () => (await (await api("/api/apps/academy/courses", { token })).json<{ id: string; progress: { currentStep: number } }[]>()).find((c) => c.id === "crs_tax_residence_vs_source");
    const before = await course();
    expect((await listed())?.progress.currentStep).toBe(before.progress.currentStep);
    const step = before.progress.currentStep === 2 ? 3 : 2;
    const saved = await api("/api/apps/academy/courses/progress", { method: "PATCH", body: { courseId: "crs_tax_residence_vs_source", currentStep: step, completed: false }, token });
    expect(saved.status).toBe(200);
    const after = await course();
    expect(after.progress.currentStep).toBe(step);
    expect((await listed())?.progress.currentStep).toBe(step);
    expect(after.steps).toEqual(before.steps);
  });

  it("an unknown jurisdiction in a comparison is still 404, an unknown profile too", async () => {
    const { token } = await signInAs("user");
    expect((await page("/jurisdictions/compare?j=cyprus,atlantis", { token })).status).toBe(404);
    expect((await page("/professionals/nobody-here", { token })).status).toBe(404);
  });
});

// Admin pages: an admin's role is never cached (spec §4: it is read from D1 on every request, before
// anything is allowed), so that read comes first; then everything the page shows is one batch with
// the shell's reads (they each made a round trip of their own before; the bench had only measured
// their redirect to the second-factor prompt).
describe("admin pages: the role read, then one D1 batch", () => {
  it("applications, payments, the ledger, the audit log and payouts (with an advisor chosen too)", async () => {
    const { token } = await signInAs("admin");
    for (const [path, shows] of [
      ["/admin/advisor-applications", "Advisor applications"],
      ["/admin/payments", "Payments"],
      ["/admin/payments?status=succeeded", "Payments"],
      ["/admin/ledger", "Trial balance"],
      ["/admin/audit", "Audit"],
      ["/admin/payouts", "Payouts"],
      ["/admin/payouts?advisor=usr_demo_advisor", "Payouts"],
    ] as const) {
      const { status, html, trips } = await recorded(path, token);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(html).toContain(shows);
      expect({ path, trips: tripKinds(trips) }).toEqual({ path, trips: ['select "role", "current_role"', "batch"] });
    }
  });
});

