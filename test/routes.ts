/**
 * The page table, once: the browser crawl (test/browser/crawl.browser.ts) visits it per role, and
 * `npm run bench` (bench/pages.ts) and bench/ssr-diff.ts measure and compare the same pages. A new
 * page goes here: open to all (OPEN), only signed out (ANONYMOUS_ONLY), any signed-in person
 * (SIGNED_IN), or a role's own (OWN, seeded ids).
 */
export type Who = "guest" | "user" | "advisor" | "admin";

export const OPEN = ["/advisor", "/", "/home", "/example", "/for-advisors", "/structures", "/structures/holding-company", "/pricing", "/tax", "/marketplace", "/jurisdictions", "/professionals", "/academy", "/rules", "/rules?jurisdiction=CYP"];
export const ANONYMOUS_ONLY = ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/confirmation-required"];
export const SIGNED_IN = [
  "/jurisdictions/cyprus",
  "/jurisdictions/compare?j=cyprus,ireland",
  "/professionals/elif-kaya",
  "/academy/tax-residence-vs-source",
  "/documents",
  "/compliance",
  ...["beneficial-ownership", "payments", "financial-statements", "agm", "tax-certificate", "annual-review", "tax-return", "nominee-renewal"].map((s) => `/compliance/${s}`),
  "/proposals",
  "/marketplace/mkt_req_demo_open",
  "/marketplace/new",
  "/support",
  "/support/faqs",
  "/support/guides/getting-started",
  "/support/guides/getting-started/what-is-taxatlas",
  "/support/guides/payments",
  "/support/guides/payments/funding-and-releasing-milestones",
  "/billing",
  "/checkout?purpose=vip",
  "/settings",
  "/profile",
  "/dashboards/project",
  "/dashboards/analytics",
  "/dashboards/finance",
  "/dashboards/crypto",
  "/apps/tasks",
  "/apps/contacts",
  "/apps/notes",
  "/apps/scrumboard",
  "/apps/mailbox",
  "/pages/activities",
  "/docs/changelog",
  "/docs/guides/getting-started/introduction",
];
export const OWN: Record<Who, string[]> = {
  guest: ANONYMOUS_ONLY,
  user: [
    "/compliance/entities/ce_demo_cyhold",
    "/apps/tasks/tsk_demo_fs",
    "/apps/scrumboard/brd_demo_cyprus",
    "/proposals?contract=mkt_ctr_demo_active",
    "/checkout?purpose=escrow&milestoneId=mkt_ms_demo_active_3",
    "/billing/payments/pay_seed_mkt_ms_demo_active_1",
  ],
  advisor: ["/advisor/mail", "/advisor/services", "/advisor/documents", "/advisor/bids", "/advisor/contracts", "/advisor/contracts?contract=mkt_ctr_demo_active", "/advisor/payouts", "/apps/contacts/ct_adv_alex"],
  admin: ["/advisor/mail", "/advisor/services", "/advisor/documents", "/admin/advisor-applications", "/admin/payments", "/admin/ledger", "/admin/disputes"],
};
/** What the crawl visits per role. The user crawls the whole signed-in table; advisor and admin their own pages plus a sample of the shared ones (same pages, different navigation). */
export const CRAWL_ROUTES: Record<Who, string[]> = {
  guest: [...OPEN, ...OWN.guest],
  user: [...OPEN, ...SIGNED_IN, ...OWN.user],
  advisor: [...OPEN.slice(0, 4), "/jurisdictions/cyprus", "/dashboards/project", "/support/faqs", ...OWN.advisor],
  admin: [...OPEN.slice(0, 4), "/jurisdictions/cyprus", "/dashboards/project", "/billing", ...OWN.admin],
};

/**
 * Every page once, as the first role of the crawl that reaches it: `/path` for a guest, `role:/path`
 * for a signed-in demo role (the form bench/server.ts understands).
 */
export const PAGES_ONCE: string[] = (() => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const who of ["guest", "user", "advisor", "admin"] as const)
    for (const path of CRAWL_ROUTES[who])
      if (!seen.has(path)) {
        seen.add(path);
        out.push(who === "guest" ? path : `${who}:${path}`);
      }
  return out;
})();
