import { describe, expect, it } from "vitest";
import { anonymousToken, api, page, signInAs } from "#test/helpers";

/**
 * Issue 30 authorization matrix of the new API routes: who gets which status before any body is
 * looked at. "own" routes answer the caller's own data (200/404 for signed-in accounts), admin
 * routes 403 for everyone else.
 */
type Who = "anonymous" | "guest" | "user" | "advisor" | "admin";
const signedIn = (ok: number) => ({ anonymous: 401, guest: 401, user: ok, advisor: ok, admin: ok });
const ROUTES: [string, string, Record<Who, number>, unknown?][] = [
  ["GET", "/api/account/sessions", signedIn(200)],
  ["DELETE", "/api/account/sessions/not-a-session", signedIn(404)],
  ["GET", "/api/account/security", signedIn(200)],
  ["POST", "/api/account/password", signedIn(400), {}],
  ["POST", "/api/auth/2fa/totp/enable", signedIn(400), {}],
  // The admin has a second factor: its step-up needs a code, so the password alone is a 400.
  ["POST", "/api/auth/step-up", { ...signedIn(200), admin: 400 }, { password: "taxatlas-demo-2026" }],
  // Set up answers a new secret; the admin already has TOTP on (409).
  ["POST", "/api/auth/2fa/totp/setup", { ...signedIn(200), admin: 409 }],
  // Open: the challenge is the credential (a made-up one is refused for everyone).
  ["POST", "/api/auth/2fa/verify", { anonymous: 401, guest: 401, user: 401, advisor: 401, admin: 401 }, { challenge: "not-a-real-challenge-value", code: "123456" }],
  // Issue 32 "Track this": only the caller's own report (a made-up or someone else's id is 404).
  ["POST", "/api/compliance/entities/from-report", signedIn(404), { reportId: "not-a-report", optionJurisdiction: "ARE" }],
  // Passkeys: every signed-in account's sign-up/sign-in session is fresh (stepped up), so options answer 200.
  ["POST", "/api/auth/passkeys/registration-options", signedIn(200)],
  ["POST", "/api/auth/passkeys/register", signedIn(400), {}],
  ["POST", "/api/auth/passkeys/authentication-options", { anonymous: 200, guest: 200, user: 200, advisor: 200, admin: 200 }],
  ["POST", "/api/auth/passkeys/authenticate", { anonymous: 400, guest: 400, user: 400, advisor: 400, admin: 400 }, {}],
  ["GET", "/api/account/passkeys", signedIn(200)],
  ["DELETE", "/api/account/passkeys/not-a-passkey", signedIn(404)],
  ["GET", "/api/account/export", signedIn(200)],
  // Deletion (decision 232): the e-mail typed again is required (400 without it); the demo accounts are never deleted here.
  ["GET", "/api/account/deletion", signedIn(200)],
  ["POST", "/api/account/delete", signedIn(400), {}],
  // Open: the challenge of a complete sign-in on a locked account is the credential.
  ["POST", "/api/account/delete/cancel", { anonymous: 401, guest: 401, user: 401, advisor: 401, admin: 401 }, { challenge: "not-a-real-challenge-value" }],
  // E-mail change (decision 233): a body is required (400); a made-up token is 400 for everyone signed in.
  ["POST", "/api/account/email", signedIn(400), {}],
  ["POST", "/api/account/email/confirm", signedIn(400), { token: "not-a-real-token-value" }],
  ["GET", "/api/admin/audit", { anonymous: 401, guest: 401, user: 403, advisor: 403, admin: 200 }],
  // Issue 29 payouts: the admin's owed-vs-paid list; an advisor's own payouts (an admin may name one)
  ["GET", "/api/admin/payouts", { anonymous: 401, guest: 401, user: 403, advisor: 403, admin: 200 }],
  ["GET", "/api/advisor/payouts?advisorId=someone-else", { anonymous: 401, guest: 401, user: 403, advisor: 200, admin: 200 }],
  // issue 32: the engine's rules are public reference data
  ["GET", "/api/rules?jurisdiction=CYP", { anonymous: 200, guest: 200, user: 200, advisor: 200, admin: 200 }],
  // Issue 31 (engagement letter): the seeded contract's parties are the demo user (client) and advisor;
  // anyone else, the admin included, gets 404; both signed it already (migrated), so signing is a 409.
  ["GET", "/api/contracts/mkt_ctr_demo_active/letter", { anonymous: 401, guest: 401, user: 200, advisor: 200, admin: 404 }],
  ["GET", "/api/contracts/mkt_ctr_demo_active/letter/pdf", { anonymous: 401, guest: 401, user: 200, advisor: 200, admin: 404 }],
  ["POST", "/api/contracts/mkt_ctr_demo_active/sign", { anonymous: 401, guest: 401, user: 409, advisor: 409, admin: 404 }, { name: "Someone", consent: true }],
  // Issue 31 workroom (decision 240): the parties read and write; the admin reads (a write is 403); an
  // empty message is a 400 once the caller may write; no upload body is a 415 after the party check.
  ["GET", "/api/contracts/mkt_ctr_demo_active/messages", { anonymous: 401, guest: 401, user: 200, advisor: 200, admin: 200 }],
  ["POST", "/api/contracts/mkt_ctr_demo_active/messages", { anonymous: 401, guest: 401, user: 400, advisor: 400, admin: 403 }, {}],
  ["POST", "/api/contracts/mkt_ctr_demo_active/attachments", { anonymous: 401, guest: 401, user: 415, advisor: 415, admin: 403 }],
  ["GET", "/api/contracts/mkt_ctr_demo_active/attachments/not-a-file", { anonymous: 401, guest: 401, user: 404, advisor: 404, admin: 404 }],
  ["GET", "/api/contracts/unread", signedIn(200)],
  // Issue 31 disputes (decision 241): milestone 2 is funded, not submitted: its client gets 409, its
  // advisor 403 WRONG_PARTY (and the reverse for the answer), the admin is no party (404); deciding is
  // the admin's, and there is no dispute to decide (409).
  ["POST", "/api/contracts/mkt_ctr_demo_active/milestones/mkt_ms_demo_active_2/dispute", { anonymous: 401, guest: 401, user: 409, advisor: 403, admin: 404 }, { reason: "x" }],
  ["POST", "/api/contracts/mkt_ctr_demo_active/milestones/mkt_ms_demo_active_2/dispute/response", { anonymous: 401, guest: 401, user: 403, advisor: 409, admin: 404 }, { statement: "x" }],
  ["POST", "/api/admin/contracts/mkt_ctr_demo_active/milestones/mkt_ms_demo_active_2/resolve", { anonymous: 401, guest: 401, user: 403, advisor: 403, admin: 409 }, { decision: "release", reasoning: "x" }],
  // Decision 135: the header panels' content, loaded on a panel's first open — every signed-in role its own.
  ["GET", "/resources/inbox?kind=message", signedIn(200)],
  ["GET", "/resources/inbox?kind=notification", signedIn(200)],
  ["GET", "/resources/shortcuts", signedIn(200)],
  ["GET", "/resources/chats", signedIn(200)],
  // Public: whoever holds a PDF may check it (these bytes match no record).
  ["POST", "/api/contracts/verify", { anonymous: 200, guest: 200, user: 200, advisor: 200, admin: 200 }, "%PDF-not-a-letter"],
];

describe("issue 30 API authorization matrix", () => {
  it.each(ROUTES)("%s %s", async (method, path, expected, body) => {
    const tokens: Record<Who, string | undefined> = {
      anonymous: undefined,
      guest: await anonymousToken(),
      user: (await signInAs("user")).token,
      advisor: (await signInAs("advisor")).token,
      admin: (await signInAs("admin")).token,
    };
    for (const who of Object.keys(expected) as Who[]) {
      // Resource routes are the pages' fetchers: the session comes as the cookie.
      const res = path.startsWith("/resources/") ? await page(path, { method, token: tokens[who] }) : await api(path, { method, token: tokens[who], body });
      expect(res.status, `${method} ${path} as ${who}`).toBe(expected[who]);
    }
  });
});
