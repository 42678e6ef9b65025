import { beforeAll, describe, expect, it } from "vitest";
import { anonymousToken, page, signInAs } from "#test/helpers";

type Who = "anonymous" | "guest" | "user" | "advisor" | "admin";
const WHO: Who[] = ["anonymous", "guest", "user", "advisor", "admin"];
/** 200, or the Location a redirect must carry */
type Expect = 200 | 404 | string;

const signIn = (path: string) => `/sign-in?redirectURL=${encodeURIComponent(path)}`;
const everyone = (e: Expect): Record<Who, Expect> => ({ anonymous: e, guest: e, user: e, advisor: e, admin: e });
const anonymousOnly: Record<Who, Expect> = { anonymous: 200, guest: 200, user: "/", advisor: "/", admin: "/" };
const signedIn = (path: string, ok: Expect = 200): Record<Who, Expect> => ({
  anonymous: signIn(path),
  guest: signIn(path),
  user: ok,
  advisor: ok,
  admin: ok,
});
const advisorOnly = (path: string): Record<Who, Expect> => ({
  anonymous: signIn(path),
  guest: signIn(path),
  user: "/for-advisors",
  advisor: 200,
  admin: 200,
});

/** A signed-in page about one account's item: 200 for its owner, 404 for every other account. */
const owned = (path: string, owner: "user" | "advisor" | "admin"): Record<Who, Expect> => ({
  ...signedIn(path, 404),
  [owner]: 200,
});

/** Spec §2 route table, guards and redirects. */
const MATRIX: [string, Record<Who, Expect>][] = [
  ["/", everyone("/advisor")],
  ["/chat", everyone("/tax")],
  ["/signed-in-redirect", everyone("/advisor")],
  ["/confirmation-required", anonymousOnly],
  ["/forgot-password", anonymousOnly],
  ["/reset-password", anonymousOnly],
  ["/sign-in", anonymousOnly],
  ["/sign-up", anonymousOnly],
  ["/sign-out", { anonymous: "/sign-in", guest: "/sign-in", user: 200, advisor: 200, admin: 200 }],
  ["/unlock-session", signedIn("/unlock-session")],
  ["/home", everyone(200)],
  ["/example", everyone(200)],
  ["/advisor", everyone(200)],
  ["/for-advisors", everyone(200)],
  ["/structures", everyone(200)],
  ["/pricing", everyone(200)],
  ["/tax", everyone(200)],
  // someone's report id: nobody but its owner sees it (tax-pages.test.ts covers the owner)
  ["/tax/reports/00000000-0000-4000-8000-000000000000", signedIn("/tax/reports/00000000-0000-4000-8000-000000000000", 404)],
  ["/marketplace", everyone(200)],
  ["/jurisdictions", everyone(200)],
  // issue 32: the rules explorer is public, filtered or not
  ["/rules", everyone(200)],
  ["/rules?jurisdiction=CYP&q=corporate", everyone(200)],
  ["/professionals", everyone(200)],
  ["/academy", everyone(200)],
  // issue 11: a request page needs sign-in; an unknown (or someone's awarded) request is 404
  ["/marketplace/req-1", signedIn("/marketplace/req-1", 404)],
  ["/marketplace?jurisdiction=CYP&kind=implementation&budgetMin=1000", everyone(200)],
  ["/marketplace/new", signedIn("/marketplace/new")],
  ["/marketplace/new?reportId=someone-elses-report", signedIn("/marketplace/new?reportId=someone-elses-report")],
  ["/proposals?contract=no-such-contract", signedIn("/proposals?contract=no-such-contract", 404)],
  // issue 31: a contract's engagement letter is its parties'; the verify page is public
  ["/contracts/mkt_ctr_demo_active/letter", { ...signedIn("/contracts/mkt_ctr_demo_active/letter", 404), user: 200, advisor: 200 }],
  ["/contracts/no-such-contract/letter", signedIn("/contracts/no-such-contract/letter", 404)],
  ["/contracts/verify", everyone(200)],
  ["/checkout?purpose=escrow&milestoneId=no-such-milestone", signedIn("/checkout?purpose=escrow&milestoneId=no-such-milestone", 404)],
  ["/advisor/bids", advisorOnly("/advisor/bids")],
  ["/advisor/contracts", advisorOnly("/advisor/contracts")],
  ["/advisor/payouts", advisorOnly("/advisor/payouts")],
  ["/advisor/contracts?contract=no-such-contract", { ...advisorOnly("/advisor/contracts?contract=no-such-contract"), advisor: 404, admin: 404 }],
  // seeded marketplace (db/seed/marketplace.ts): user@'s open request and contract with advisor@
  ["/marketplace/mkt_req_demo_open", signedIn("/marketplace/mkt_req_demo_open")],
  // issue 31: only the owner edits a request (an awarded one says why instead of the form); anyone else 404
  ["/marketplace/mkt_req_demo_open/edit", owned("/marketplace/mkt_req_demo_open/edit", "user")],
  ["/marketplace/mkt_req_demo_active/edit", owned("/marketplace/mkt_req_demo_active/edit", "user")],
  ["/marketplace/no-such-request/edit", signedIn("/marketplace/no-such-request/edit", 404)],
  [
    "/proposals?contract=mkt_ctr_demo_active",
    { ...owned("/proposals?contract=mkt_ctr_demo_active", "user"), advisor: "/advisor/contracts?contract=mkt_ctr_demo_active" },
  ],
  [
    "/advisor/contracts?contract=mkt_ctr_demo_active",
    { ...advisorOnly("/advisor/contracts?contract=mkt_ctr_demo_active"), admin: 404 },
  ],
  ["/checkout?purpose=escrow&milestoneId=mkt_ms_demo_active_3", owned("/checkout?purpose=escrow&milestoneId=mkt_ms_demo_active_3", "user")],
  ["/admin/disputes", { anonymous: signIn("/admin/disputes"), guest: signIn("/admin/disputes"), user: "/for-advisors", advisor: "/for-advisors", admin: 200 }],
  ["/jurisdictions/cyprus", signedIn("/jurisdictions/cyprus")],
  ["/professionals/elif-kaya", signedIn("/professionals/elif-kaya")],
  // course slugs come from db/seed/data/academy.ts
  ["/academy/tax-residence-vs-source", signedIn("/academy/tax-residence-vs-source")],
  ["/academy/no-such-course", signedIn("/academy/no-such-course", 404)],
  ["/jurisdictions/atlantis", signedIn("/jurisdictions/atlantis", 404)],
  ["/jurisdictions/compare?j=cyprus,ireland", signedIn("/jurisdictions/compare?j=cyprus,ireland")],
  ["/professionals/nobody", signedIn("/professionals/nobody", 404)],
  ["/structures/holding-company", everyone(200)],
  ["/structures/no-such-structure", everyone(404)],
  ["/documents", signedIn("/documents")],
  // A folder id that is not the caller's is not found (issue 12 file manager).
  ["/documents?folder=contracts", signedIn("/documents?folder=contracts", 404)],
  ["/documents?folder=fm_usr_cyhold", { anonymous: signIn("/documents?folder=fm_usr_cyhold"), guest: signIn("/documents?folder=fm_usr_cyhold"), user: 200, advisor: 404, admin: 404 }],
  ["/compliance/entities/ce_demo_cyhold", { anonymous: signIn("/compliance/entities/ce_demo_cyhold"), guest: signIn("/compliance/entities/ce_demo_cyhold"), user: 200, advisor: 404, admin: 404 }],
  ["/compliance/entities/no-such-entity", signedIn("/compliance/entities/no-such-entity", 404)],
  ["/compliance", signedIn("/compliance")],
  ...["beneficial-ownership", "payments", "financial-statements", "agm", "tax-certificate", "annual-review", "tax-return", "nominee-renewal"].map(
    (s): [string, Record<Who, Expect>] => [`/compliance/${s}`, signedIn(`/compliance/${s}`)],
  ),
  ["/compliance/not-a-section", signedIn("/compliance/not-a-section", 404)],
  ["/proposals", signedIn("/proposals")],
  ["/support", signedIn("/support")],
  ["/support/faqs", signedIn("/support/faqs")],
  ["/support/guides", signedIn("/support/guides", "/support#guides")],
  ["/support/guides/getting-started", signedIn("/support/guides/getting-started")],
  ["/support/guides/getting-started/what-is-taxatlas", signedIn("/support/guides/getting-started/what-is-taxatlas")],
  ["/support/guides/getting-started/no-such-guide", signedIn("/support/guides/getting-started/no-such-guide", 404)],
  // the template's guide slugs are gone (decision 100)
  ["/support/guides/projects/cropping-a-media", signedIn("/support/guides/projects/cropping-a-media", 404)],
  ["/admin/advisor-applications", { anonymous: signIn("/admin/advisor-applications"), guest: signIn("/admin/advisor-applications"), user: "/for-advisors", advisor: "/for-advisors", admin: 200 }],
  // billing (issue 9): own money pages need sign-in; money admin is admin only
  ["/checkout?purpose=vip", signedIn("/checkout?purpose=vip")],
  ["/checkout", signedIn("/checkout")],
  ["/checkout?purpose=report&reportId=no-such-report", signedIn("/checkout?purpose=report&reportId=no-such-report", 404)],
  ["/billing", signedIn("/billing")],
  ["/billing/payments/pay_nope", signedIn("/billing/payments/pay_nope", 404)],
  ["/admin/payments", { anonymous: signIn("/admin/payments"), guest: signIn("/admin/payments"), user: "/for-advisors", advisor: "/for-advisors", admin: 200 }],
  ["/admin/ledger", { anonymous: signIn("/admin/ledger"), guest: signIn("/admin/ledger"), user: "/for-advisors", advisor: "/for-advisors", admin: 200 }],
  ["/settings", signedIn("/settings")],
  // issue 30: own security settings; the audit trail is admin only
  ["/settings/security", signedIn("/settings/security")],
  ["/settings/privacy", signedIn("/settings/privacy")],
  ["/settings/email-change?token=x", signedIn("/settings/email-change?token=x")],
  ["/admin/audit", { anonymous: signIn("/admin/audit"), guest: signIn("/admin/audit"), user: "/for-advisors", advisor: "/for-advisors", admin: 200 }],
  ["/profile", signedIn("/profile")],
  ["/advisor/mail", advisorOnly("/advisor/mail")],
  ["/advisor/services", advisorOnly("/advisor/services")],
  ["/advisor/documents", advisorOnly("/advisor/documents")],
  // Not shared with the demo advisor: 404 (shares are tested in document-sharing.test.ts).
  ["/advisor/documents?folder=fm_usr_cyhold", { ...advisorOnly("/advisor/documents?folder=fm_usr_cyhold"), advisor: 404, admin: 404 }],
  ["/dashboards/project", signedIn("/dashboards/project")],
  ["/dashboards/analytics", signedIn("/dashboards/analytics")],
  ["/apps/help-center", signedIn("/apps/help-center", "/support")],
  ["/apps/tasks", signedIn("/apps/tasks")],
  // issue 13: an item page is its owner's; anyone else gets the same 404 as for an unknown id
  ["/apps/tasks/task-1", signedIn("/apps/tasks/task-1", 404)],
  ["/apps/tasks/tsk_demo_fs", owned("/apps/tasks/tsk_demo_fs", "user")],
  ["/apps/tasks?q=cyprus", signedIn("/apps/tasks?q=cyprus")],
  ["/apps/contacts", signedIn("/apps/contacts")],
  ["/apps/contacts/c-1", signedIn("/apps/contacts/c-1", 404)],
  ["/apps/contacts/ct_adv_alex", owned("/apps/contacts/ct_adv_alex", "advisor")],
  ["/apps/notes", signedIn("/apps/notes")],
  ["/apps/notes?archived=1", signedIn("/apps/notes?archived=1")],
  ["/apps/scrumboard", signedIn("/apps/scrumboard")],
  ["/apps/scrumboard/brd_demo_cyprus", owned("/apps/scrumboard/brd_demo_cyprus", "user")],
  ["/apps/scrumboard/no-such-board", signedIn("/apps/scrumboard/no-such-board", 404)],
  ["/dashboards/finance", signedIn("/dashboards/finance")],
  ["/dashboards/crypto", signedIn("/dashboards/crypto")],
  ["/dashboards/no-such-dashboard", signedIn("/dashboards/no-such-dashboard", 404)],
  ["/pages/activities", signedIn("/pages/activities")],
  ["/advisor/services?search=tax&sort=price&order=desc&page=2&size=20", advisorOnly("/advisor/services?search=tax&sort=price&order=desc&page=2&size=20")],
  // issue 13: the same mail client for every signed-in account
  ["/apps/mailbox", signedIn("/apps/mailbox")],
  ["/apps/mailbox?folder=sent&page=1", signedIn("/apps/mailbox?folder=sent&page=1")],
  ["/advisor/mail?filter=starred", advisorOnly("/advisor/mail?filter=starred")],
  ["/docs/changelog", signedIn("/docs/changelog")],
  ["/docs/guides/getting-started/introduction", signedIn("/docs/guides/getting-started/introduction")],
  // issue 14: ?layout= only changes pages without a layout of their own; unknown values are ignored
  ["/jurisdictions?layout=thin", everyone(200)],
  ["/dashboards/project?layout=dense", signedIn("/dashboards/project?layout=dense")],
  ["/apps/notes?layout=no-such-layout", signedIn("/apps/notes?layout=no-such-layout")],
  ["/no/such/page", everyone(404)],
];

const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  tokens.guest = await anonymousToken();
  tokens.user = (await signInAs("user")).token;
  tokens.advisor = (await signInAs("advisor")).token;
  tokens.admin = (await signInAs("admin")).token;
});

describe.each(WHO)("route guards as %s", (who) => {
  it.each(MATRIX)("%s", async (path, expected) => {
    const res = await page(path, { token: tokens[who] });
    const want = expected[who];
    if (typeof want === "number") {
      expect(res.status, `${path} as ${who}: ${res.headers.get("Location")}`).toBe(want);
    } else {
      expect([301, 302, 303, 307], `${path} as ${who}`).toContain(res.status);
      expect(res.headers.get("Location")).toBe(want);
    }
  });
});
