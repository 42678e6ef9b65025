import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { totpCode } from "#worker/auth/totp.server";
import { eraseAccount, eraseDueAccounts } from "#worker/domain/account/erasure.server";
import { GRACE_PERIOD_MS } from "#worker/domain/account/deletion.server";
import { trialBalance } from "#worker/domain/billing/ledger.server";
import { ageSecondFactor, api, apiForm, env, errorOf, page, signInAs } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "fresh-password-123";
const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const db = () => createDb(env.DB);

/** A new account with a distinctive name (so a leftover anywhere is found by a text search). */
async function account() {
  const tag = crypto.randomUUID().slice(0, 8);
  const name = `Zelda Erasure ${tag}`;
  const email = `erase-${tag}@example.com`;
  expect((await api("/api/auth/sign-up", { body: { name, email, password: PASSWORD } })).status).toBe(201);
  const token = await signIn(email);
  const { id } = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!;
  return { id, name, email, token };
}

async function signIn(email: string) {
  const res = await api("/api/auth/sign-in", { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return (await res.json<{ accessToken: string }>()).accessToken;
}

const userRow = (id: string) => env.DB.prepare("SELECT email, name, erase_after, erased_at FROM users WHERE id = ?").bind(id).first<{ email: string; name: string; erase_after: number | null; erased_at: number | null }>();
type ErrorWith = { code: string; fieldErrors?: Record<string, string[]>; blockers?: unknown[]; eraseAfter?: string; challenge?: string };
const errorWith = async (res: Response) => (await errorOf(res)) as ErrorWith;
const auditCount = (id: string, action: string) => env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE user_id = ? AND action = ?").bind(id, action).first<{ n: number }>().then((r) => r!.n);

/** Per table: how many rows mention the person's e-mail, name or id in any text column. */
async function leftovers(a: { email: string; name: string; id: string }) {
  const tables = (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all<{ name: string }>()).results.map((t) => t.name);
  const columns = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT name, type FROM pragma_table_info('${t}')`)));
  const probes = tables.map((t, i) => {
    const text = (columns[i].results as { name: string; type: string }[]).filter((c) => !/blob/i.test(c.type)).map((c) => `coalesce(CAST("${c.name}" AS TEXT), '')`);
    const all = `lower(${text.join(" || '|' || ")})`;
    return env.DB.prepare(`SELECT ? AS t, sum(instr(${all}, ?) > 0) AS byEmail, sum(instr(${all}, ?) > 0) AS byName, sum(instr(${all}, ?) > 0) AS byId FROM "${t}"`).bind(t, a.email, a.name.toLowerCase(), a.id.toLowerCase());
  });
  return (await env.DB.batch(probes)).map((r) => r.results[0] as { t: string; byEmail: number | null; byName: number | null; byId: number | null });
}

describe("account deletion (issue 30)", () => {
  it("needs step-up and the e-mail typed again; refused with the list of blockers while contracts are open", async () => {
    const a = await account();
    await ageSecondFactor(a.token);
    const stale = await api("/api/account/delete", { token: a.token, body: { confirmEmail: a.email } });
    expect(stale.status).toBe(403);
    expect((await errorOf(stale)).code).toBe("STEP_UP_REQUIRED");
    const fresh = await signIn(a.email);
    const wrong = await api("/api/account/delete", { token: fresh, body: { confirmEmail: "someone-else@example.com" } });
    expect(wrong.status).toBe(400);
    expect((await errorWith(wrong)).fieldErrors?.confirmEmail).toHaveLength(1);
    expect((await userRow(a.id))!.erase_after).toBeNull();

    // The demo client and advisor share an active contract: both are blocked, each on their side.
    for (const [role, side] of [["user", "client"], ["advisor", "advisor"]] as const) {
      const { token, user } = await signInAs(role);
      const res = await api("/api/account/delete", { token, body: { confirmEmail: user.email } });
      expect(res.status).toBe(409);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const error = await errorWith(res);
      expect(error.code).toBe("DELETION_BLOCKED");
      expect(error.blockers).toContainEqual(expect.objectContaining({ kind: "contract", id: "mkt_ctr_demo_active", side }));
      const state = await (await api("/api/account/deletion", { token })).json<{ eraseAfter: string | null; blockers: unknown[] }>();
      expect(state.eraseAfter).toBeNull();
      expect(state.blockers.length).toBeGreaterThan(0);
      expect((await userRow(user.id))!.erase_after).toBeNull();
    }
  });

  it("locks at once (every session ends, audit event, mail); a complete sign-in may only cancel, once", async () => {
    const a = await account();
    const other = await signIn(a.email);
    const before = Date.now();
    const res = await api("/api/account/delete", { token: a.token, body: { confirmEmail: a.email.toUpperCase() } });
    expect(res.status).toBe(202);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { eraseAfter } = await res.json<{ eraseAfter: string }>();
    expect(Date.parse(eraseAfter) - before).toBeGreaterThanOrEqual(GRACE_PERIOD_MS);
    expect(Date.parse(eraseAfter) - before).toBeLessThan(GRACE_PERIOD_MS + 60_000);
    for (const token of [a.token, other]) expect((await api("/api/common/user", { token })).status).toBe(401);
    expect(await auditCount(a.id, "account.deletion-requested")).toBe(1);
    const mail = await env.DB.prepare("SELECT to_email FROM mail_outbox WHERE user_id = ? AND kind = 'account-deletion'").bind(a.id).all<{ to_email: string }>();
    expect(mail.results).toEqual([{ to_email: a.email }]);

    // The password is right, but the answer is the lock and a challenge that only cancels.
    const locked = await api("/api/auth/sign-in", { body: { email: a.email, password: PASSWORD } });
    expect(locked.status).toBe(403);
    const error = await errorWith(locked);
    expect(error.code).toBe("ACCOUNT_LOCKED");
    expect(error.eraseAfter).toBe(eraseAfter);
    expect(await (await api("/api/auth/sign-in", { body: { email: a.email, password: "wrong-password-123" } })).status).toBe(401);

    const cancel = await api("/api/account/delete/cancel", { body: { challenge: error.challenge } });
    expect(cancel.status).toBe(200);
    const { accessToken } = await cancel.json<{ accessToken: string }>();
    expect((await api("/api/common/user", { token: accessToken })).status).toBe(200);
    expect((await userRow(a.id))!.erase_after).toBeNull();
    expect(await auditCount(a.id, "account.deletion-cancelled")).toBe(1);
    const again = await api("/api/account/delete/cancel", { body: { challenge: error.challenge } });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe("INVALID_CHALLENGE");
    expect(await auditCount(a.id, "account.deletion-cancelled")).toBe(1);
  });

  it("two deletion requests at once: one locks, the other is a 409 and writes no second event", async () => {
    const a = await account();
    const b = await signIn(a.email);
    const statuses = (await Promise.all([a.token, b].map((token) => api("/api/account/delete", { token, body: { confirmEmail: a.email } })))).map((r) => r.status).sort();
    // The loser either lost the lock (409) or found its session already ended by the winner (401).
    expect(statuses[0]).toBe(202);
    expect([401, 409]).toContain(statuses[1]);
    expect(await auditCount(a.id, "account.deletion-requested")).toBe(1);
  });

  it("after the grace period the daily erasure leaves no personal data anywhere, keeps the money pseudonymised, and the trial balance is zero", async () => {
    const a = await account();
    // Second factor, a paid report with the person's name in its inputs, a document in R2, notes, tasks, contacts, a chat.
    const { secret } = await (await api("/api/auth/2fa/totp/setup", { token: a.token, body: {} })).json<{ secret: string }>();
    expect((await api("/api/auth/2fa/totp/enable", { token: a.token, body: { code: totpCode(secret) } })).status).toBe(200);
    const reportId = `rep_${crypto.randomUUID().slice(0, 12)}`;
    await env.DB.prepare("INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) VALUES (?, ?, 'preview', ?, '{}', 'test', ?)")
      .bind(reportId, a.id, JSON.stringify({ holder: a.name, contact: a.email, income: 250000 }), Date.now())
      .run();
    const paid = await api("/api/billing/checkout", { token: a.token, body: { purpose: "report", reportId, method: "card", card: VISA_OK }, headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(paid.status).toBe(201);
    const { payment } = await paid.json<{ payment: { id: string; status: string } }>();
    expect(payment.status).toBe("succeeded");
    const form = new FormData();
    form.set("file", new Blob([`Passport of ${a.name}`]), `${a.name} passport.txt`);
    const uploaded = await apiForm("/api/apps/file-manager/upload", form, { token: a.token });
    expect(uploaded.status).toBe(201);
    const { storage_key: storageKey } = (await env.DB.prepare("SELECT storage_key FROM file_items WHERE user_id = ? AND storage_key IS NOT NULL").bind(a.id).first<{ storage_key: string }>())!;
    expect(await env.FILES.get(storageKey)).not.toBeNull();
    const now = Date.now();
    const advisorId = (await signInAs("advisor")).user.id;
    const conversation = `conv_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO notes (id, user_id, title, content, tasks, labels, created_at, updated_at) VALUES (?, ?, ?, ?, '[]', '[]', ?, ?)").bind(`note_${conversation}`, a.id, `Note of ${a.name}`, a.email, now, now),
      env.DB.prepare("INSERT INTO tasks (id, user_id, title, tags, sub_tasks, sort_order, created_at, updated_at) VALUES (?, ?, ?, '[]', '[]', 0, ?, ?)").bind(`task_${conversation}`, a.id, `Call ${a.name}`, now, now),
      env.DB.prepare("INSERT INTO contacts (id, user_id, name, emails, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)").bind(`ct_${conversation}`, a.id, `${a.name} (me)`, JSON.stringify([{ email: a.email, label: "me" }]), now, now),
      env.DB.prepare("INSERT INTO chats (id, owner_id, conversation_id, contact_id, last_message) VALUES (?, ?, ?, ?, ?)").bind(`chat_a_${conversation}`, a.id, conversation, advisorId, `Hello from ${a.name}`),
      env.DB.prepare("INSERT INTO chats (id, owner_id, conversation_id, contact_id, last_message) VALUES (?, ?, ?, ?, ?)").bind(`chat_b_${conversation}`, advisorId, conversation, a.id, `Hello from ${a.name}`),
      env.DB.prepare("INSERT INTO chat_messages (id, conversation_id, sender_id, value, created_at) VALUES (?, ?, ?, ?, ?)").bind(`msg_${conversation}`, conversation, a.id, `Hello from ${a.name}`, now),
      // kept after erasure until decision 325: nothing cascades from a users row that stays as a tombstone
      env.DB.prepare("INSERT INTO academy_progress (user_id, course_id, current_step, updated_at) SELECT ?, id, 1, ? FROM academy_courses LIMIT 1").bind(a.id, now),
      env.DB.prepare("INSERT INTO contract_reads (contract_id, user_id, read_at) SELECT id, ?, ? FROM contracts LIMIT 1").bind(a.id, now),
      // words and a file in a (settled) contract's workroom
      env.DB.prepare("INSERT INTO contract_messages (id, contract_id, author_id, body, created_at) SELECT ?, id, ?, ?, ? FROM contracts LIMIT 1").bind(`cmsg_${conversation}`, a.id, `Regards, ${a.name}`, now),
      env.DB.prepare("INSERT INTO contract_attachments (id, contract_id, uploader_id, message_id, name, mime_type, size, storage_key, created_at) SELECT ?, id, ?, ?, ?, 'text/plain', 8, ?, ? FROM contracts LIMIT 1").bind(`catt_${conversation}`, a.id, `cmsg_${conversation}`, `${a.name} invoice.txt`, `contracts/test/${conversation}`, now),
    ]);
    await env.FILES.put(`contracts/test/${conversation}`, `Invoice of ${a.name}`);

    // The probe finds the person before: in the profile, the report's inputs, the workspace, the files, the audit trail.
    const before = await leftovers(a);
    const named = before.filter((f) => f.byEmail || f.byName).map((f) => f.t);
    expect(named).toEqual(expect.arrayContaining(["users", "tax_reports", "notes", "tasks", "contacts", "chats", "chat_messages", "file_items", "contract_messages", "contract_attachments"]));
    expect(before.filter((f) => f.byId).map((f) => f.t)).toEqual(expect.arrayContaining(["user_totp", "recovery_codes", "sessions", "file_items", "academy_progress", "contract_reads"]));

    const deleted = await api("/api/account/delete", { token: a.token, body: { confirmEmail: a.email } });
    expect(deleted.status).toBe(202);

    // Day 29: still there. Day 31: erased, once.
    const early = await eraseDueAccounts({ db: db(), files: env.FILES, kv: env.KV }, new Date(Date.now() + 29 * DAY));
    expect(early.erased).not.toContain(a.id);
    expect((await userRow(a.id))!.email).toBe(a.email);
    const run = await eraseDueAccounts({ db: db(), files: env.FILES, kv: env.KV }, new Date(Date.now() + 31 * DAY));
    expect(run.erased).toContain(a.id);
    const again = await eraseDueAccounts({ db: db(), files: env.FILES, kv: env.KV }, new Date(Date.now() + 32 * DAY));
    expect(again.erased).not.toContain(a.id);
    await eraseAccount({ db: db(), files: env.FILES }, a.id, new Date(Date.now() + 33 * DAY)); // a repeat changes nothing
    expect(await auditCount(a.id, "account.erased")).toBe(1);

    // No table holds the name or the e-mail; the id is left only where money and its audit trail need it.
    const found = await leftovers(a);
    expect(found.filter((f) => f.byEmail || f.byName).map((f) => f.t)).toEqual([]);
    const KEPT = ["users", "payments", "payment_refunds", "memberships", "ledger_accounts", "ledger_transactions", "ledger_postings", "audit_events", "contracts", "contract_events", "contract_signatures", "advisor_payouts",
      // a workroom message keeps its place in the other party's thread, its words erased (decision 325)
      "contract_messages"];
    const withId = found.filter((f) => f.byId).map((f) => f.t);
    expect(withId.filter((t) => !KEPT.includes(t))).toEqual([]);
    expect(withId).toEqual(expect.arrayContaining(["users", "payments", "audit_events"]));

    // The receipt stays (pseudonymous), the file is gone from R2, the audit trail has no IP or device.
    const kept = await env.DB.prepare("SELECT status, amount FROM payments WHERE id = ?").bind(payment.id).first<{ status: string; amount: number }>();
    expect(kept!.status).toBe("succeeded");
    expect(await env.FILES.get(storageKey)).toBeNull();
    expect(await env.FILES.get(`contracts/test/${conversation}`)).toBeNull();
    expect(await env.DB.prepare("SELECT body FROM contract_messages WHERE id = ?").bind(`cmsg_${conversation}`).first("body")).toBe("Erased account");
    const traced = await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE (user_id = ? OR actor_id = ?) AND (ip IS NOT NULL OR user_agent IS NOT NULL)").bind(a.id, a.id).first<{ n: number }>();
    expect(traced!.n).toBe(0);
    const tomb = (await userRow(a.id))!;
    expect(tomb.name).toBe("Erased account");
    expect(tomb.erased_at).not.toBeNull();
    expect((await api("/api/auth/sign-in", { body: { email: a.email, password: PASSWORD } })).status).toBe(401);

    // Money still adds up.
    for (const total of Object.values((await trialBalance({ db: db() })).trialBalance)) expect(total).toBe(0);
    await expectLedgerSound();
  });

  it("the audit trail still refuses any other change and every delete", async () => {
    const a = await account();
    await expect(env.DB.prepare("UPDATE audit_events SET action = 'sign-out' WHERE user_id = ?").bind(a.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE audit_events SET ip = '198.51.100.1' WHERE user_id = ?").bind(a.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_events WHERE user_id = ?").bind(a.id).run()).rejects.toThrow(/append-only/);
  });

  it("the privacy page (en and tr): what is kept and why, processors, rights, the export link, and what blocks deletion", async () => {
    const { token } = await signInAs("user");
    const en = await page("/settings/privacy", { token });
    expect(en.status).toBe(200);
    expect(en.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await en.text();
    for (const text of ["GDPR Art. 15", "GDPR Art. 17", "GDPR Art. 20", "KVKK Art. 11", "Stripe", "Cloudflare", "Resend", 'href="/resources/account-export"', 'href="/settings/security"', 'data-testid="deletion-blockers"', 'href="/marketplace/mkt_req_demo_active"'])
      expect(html, text).toContain(text);
    const tr = await (await page("/settings/privacy?lng=tr", { token })).text();
    for (const text of ["Gizlilik ve verileriniz", "KVKK md. 11", "Verilerimi indir (zip)", "Hesabınız henüz silinemez"]) expect(tr, text).toContain(text);
    const zip = await page("/resources/account-export", { token });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    expect(zip.headers.get("Cache-Control")).toBe("private, no-store");
    await zip.arrayBuffer();
    expect((await page("/resources/account-export")).status).toBe(302);
  });

  it("through the pages: delete signs this browser out; signing in offers only cancelling, which signs in", async () => {
    const a = await account();
    const done = await page("/settings/privacy", { token: a.token, form: { confirmEmail: a.email } });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/sign-in?deletionRequested=1");
    const signIn = await page("/sign-in", { form: { email: a.email, password: PASSWORD } });
    const html = await signIn.text();
    expect(html).toContain('data-testid="cancel-deletion"');
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)![1];
    const cancelled = await page("/sign-in", { form: { intent: "cancel-deletion", challenge } });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe("/settings/privacy?deletionCancelled=1");
    expect(cancelled.headers.get("Set-Cookie")).toBeTruthy();
    expect((await userRow(a.id))!.erase_after).toBeNull();
  });
});
