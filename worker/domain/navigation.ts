import type { Role } from "#db/schema";

export interface NavigationItem {
  /** stable id (spec: e.g. dashboards.project) */
  id: string;
  /** translation key of the title */
  titleKey: string;
  link: string;
  icon: string;
}

/** Spec §2 "Navigation menu": what each effective role sees. */
const CLIENT_NAVIGATION: NavigationItem[] = [
  { id: "advisor", titleKey: "nav.advisor", link: "/advisor", icon: "home" },
  { id: "jurisdictions", titleKey: "nav.jurisdictions", link: "/jurisdictions", icon: "globe" },
  { id: "structures", titleKey: "nav.structures", link: "/structures", icon: "building" },
  { id: "rules", titleKey: "nav.rules", link: "/rules", icon: "file-text" },
  { id: "professionals", titleKey: "nav.professionals", link: "/professionals", icon: "users" },
  { id: "marketplace", titleKey: "nav.marketplace", link: "/marketplace", icon: "store" },
  { id: "proposals", titleKey: "nav.proposals", link: "/proposals", icon: "file-text" },
  { id: "academy", titleKey: "nav.academy", link: "/academy", icon: "graduation-cap" },
];

const ADVISOR_NAVIGATION: NavigationItem[] = [
  { id: "advisor.mail", titleKey: "nav.inbox", link: "/advisor/mail", icon: "inbox" },
  { id: "advisor.services", titleKey: "nav.services", link: "/advisor/services", icon: "briefcase" },
  { id: "advisor.documents", titleKey: "nav.documents", link: "/advisor/documents", icon: "folder" },
  // issue 11: advisors find work on the marketplace, follow their bids and deliver contracts
  { id: "advisor.marketplace", titleKey: "nav.marketplace", link: "/marketplace", icon: "store" },
  { id: "advisor.bids", titleKey: "marketplace.nav.myBids", link: "/advisor/bids", icon: "file-text" },
  { id: "advisor.contracts", titleKey: "marketplace.nav.myContracts", link: "/advisor/contracts", icon: "handshake" },
  // issue 29: the advisor's payout account, what is owed and what was paid
  { id: "advisor.payouts", titleKey: "billing.payouts.title", link: "/advisor/payouts", icon: "wallet" },
];

/** Where the admin area starts; shown to admins in their own view (decision 050). */
export const ADMIN_HOME = "/admin/advisor-applications";
const ADMIN_NAVIGATION: NavigationItem[] = [{ id: "admin.applications", titleKey: "security.nav.adminApplications", link: ADMIN_HOME, icon: "shield-check" }];

export function navigationFor(role: Role): NavigationItem[] {
  if (role === "admin") return [...ADVISOR_NAVIGATION, ...ADMIN_NAVIGATION];
  return role === "advisor" ? ADVISOR_NAVIGATION : CLIENT_NAVIGATION;
}
