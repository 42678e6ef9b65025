import { PAGES_ONCE } from "#test/routes";

/**
 * What `npm run bench` measures: every page of the browser crawl's table (test/routes.ts), each
 * once, as the role that reaches it there, plus the API reads clients make most. A target is
 * `/path` (guest), `user:/path`, `advisor:/path`, `admin:/path` (page cookie of that demo role) or
 * `bearer:/path` (the user's API token).
 */
export const PAGES = PAGES_ONCE;

export const API_READS = [
  "/api/jurisdictions",
  "bearer:/api/jurisdictions/cyprus",
  "/api/structures",
  "/api/professionals",
  "bearer:/api/common/messages",
  "bearer:/api/compliance/entities",
  "bearer:/api/compliance/summary",
  "bearer:/api/marketplace/requests",
];
