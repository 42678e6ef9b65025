import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { isDuplicateMovementError, isOverdraftError, LedgerError, ledgerTransaction, move } from "#worker/domain/billing/ledger.server";
import { refundPayment } from "#worker/domain/billing/payments.server";
import { api, env, errorOf, expectAllRefuseAnonymous, page, signInAs, signUpFresh } from "#test/helpers";
import { expectLedgerSound } from "#test/ledger";

const DAY = 24 * 60 * 60 * 1000;
const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const DECLINED = { ...VISA_OK, number: "4000 0000 0000 0002" };
const NO_FUNDS = { ...VISA_OK, number: "4000000000009995" };

interface PaymentBody {
  id: string;
  status: string;
  amount: number;
  currency: string;
  method: string;
  purpose: string;
  last4?: string;
  brand?: string;
  reference?: string;
  instructions?: { reference: string; lines: { label: string; value: string }[] };
  refundableUntil?: string;
  createdAt: string;
}

afterEach(expectLedgerSound);

async function freshUser() {
  const { token, email } = await signUpFresh("Billing Tester");
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  return { token, id: row!.id };
}

async function insertReport(userId: string) {
  const id = `rep_${crypto.randomUUID().slice(0, 12)}`;
  await env.DB.prepare("INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) VALUES (?, ?, 'preview', '{}', '{}', 'test', ?)")
    .bind(id, userId, Date.now())
    .run();
  return id;
}
const reportRow = (id: string) => env.DB.prepare("SELECT status, payment_id, paid_at FROM tax_reports WHERE id = ?").bind(id).first<{ status: string; payment_id: string | null; paid_at: number | null }>();

const newKey = () => `test-${crypto.randomUUID()}`;
function pay(token: string, body: unknown, key: string | null = newKey()) {
  return api("/api/billing/checkout", { token, body, headers: key ? { "Idempotency-Key": key } : {} });
}
const postWithKey = (path: string, token: string, key = newKey()) => api(path, { method: "POST", token, headers: { "Idempotency-Key": key } });

async function ledgerFor(paymentId: string) {
  const r = await env.DB.prepare(
    "SELECT t.kind, p.account, p.amount FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id WHERE t.ref_type = 'payment' AND t.ref_id = ? ORDER BY t.created_at, t.kind, p.amount",
  )
    .bind(paymentId)
    .all<{ kind: string; account: string; amount: number }>();
  return r.results;
}
const paymentCount = (userId: string) => env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").bind(userId).first<{ n: number }>().then((r) => r!.n);

describe("billing API", () => {
  it("plans: $99 report and the VIP year, in minor units", async () => {
    const res = await api("/api/billing/plans");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      plans: [
        { id: "report", amount: 9900, currency: "USD" },
        { id: "vip", amount: 1_000_000, currency: "USD", period: "year" },
      ],
    });
  });

  it("anonymous and guest callers get 401; non-admins get 403 on admin routes", async () => {
    await expectAllRefuseAnonymous("/api", [
      ["POST", "/billing/checkout", { purpose: "vip", method: "wire" }],
      ["GET", "/billing/payments"],
      ["GET", "/billing/payments/pay_x"],
      ["POST", "/billing/payments/pay_x/refund"],
      ["GET", "/admin/payments"],
      ["POST", "/admin/payments/pay_x/receive"],
      ["POST", "/admin/payments/pay_x/refund"],
      ["POST", "/admin/billing/reconcile"],
      ["GET", "/admin/ledger"],
    ]);
    for (const role of ["user", "advisor"] as const) {
      const { token } = await signInAs(role);
      for (const [method, path] of [
        ["GET", "/api/admin/payments"],
        ["GET", "/api/admin/ledger"],
        ["POST", "/api/admin/billing/reconcile"],
      ] as const) {
        const res = await api(path, { method, token });
        expect(res.status, `${role} ${path}`).toBe(403);
      }
      const receive = await postWithKey("/api/admin/payments/pay_x/receive", token);
      expect(receive.status).toBe(403);
      expect((await postWithKey("/api/admin/payments/pay_x/refund", token)).status).toBe(403);
    }
  });

  it("buys VIP with the test card: payment, membership for a year, ledger, no card number stored", async () => {
    const u = await freshUser();
    const res = await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { payment } = await res.json<{ payment: PaymentBody }>();
    expect(payment).toMatchObject({ status: "succeeded", amount: 1_000_000, currency: "USD", method: "card", purpose: "vip", last4: "4242", brand: "visa" });
    const m = await env.DB.prepare("SELECT status, starts_at, ends_at, payment_id FROM memberships WHERE user_id = ?").bind(u.id).first<{ status: string; starts_at: number; ends_at: number; payment_id: string }>();
    expect(m).toMatchObject({ status: "active", payment_id: payment.id });
    const days = (m!.ends_at - m!.starts_at) / DAY;
    expect(days === 365 || days === 366).toBe(true);
    expect(await ledgerFor(payment.id)).toEqual([
      { kind: "payment", account: "platform:processor_clearing", amount: -1_000_000 },
      { kind: "payment", account: `client_cash:${u.id}`, amount: 1_000_000 },
      { kind: "purchase", account: `client_cash:${u.id}`, amount: -1_000_000 },
      { kind: "purchase", account: "platform:revenue", amount: 1_000_000 },
    ]);
    const stored = JSON.stringify([
      await env.DB.prepare("SELECT * FROM payments WHERE id = ?").bind(payment.id).first(),
      await env.DB.prepare("SELECT * FROM idempotency_keys WHERE user_id = ?").bind(u.id).all(),
    ]);
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toContain("4242 4242 4242 4242");
    // A second VIP while one is active is refused.
    const again = await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("ALREADY_MEMBER");
  });

  it("buys a report: it becomes paid in the payment's batch; a second purchase is 409; another user's report is 404", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const other = await freshUser();
    const notMine = await pay(other.token, { purpose: "report", reportId, method: "card", card: VISA_OK });
    expect(notMine.status).toBe(404);
    expect(await paymentCount(other.id)).toBe(0);

    const res = await pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK });
    expect(res.status).toBe(201);
    const { payment } = await res.json<{ payment: PaymentBody }>();
    expect(payment).toMatchObject({ status: "succeeded", amount: 9900, purpose: "report" });
    expect(await reportRow(reportId)).toMatchObject({ status: "paid", payment_id: payment.id });
    expect((await reportRow(reportId))!.paid_at).toBeGreaterThan(0);

    const twice = await pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ code: "ALREADY_PAID" });
    expect(await paymentCount(u.id)).toBe(1);
    const missing = await pay(u.token, { purpose: "report", reportId: "rep_nope", method: "card", card: VISA_OK });
    expect(missing.status).toBe(404);
  });

  it("declined and insufficient-funds cards answer 402 with their code, store a failed payment and move no money", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    for (const [card, code] of [
      [DECLINED, "CARD_DECLINED"],
      [NO_FUNDS, "INSUFFICIENT_FUNDS"],
    ] as const) {
      const res = await pay(u.token, { purpose: "report", reportId, method: "card", card });
      expect(res.status).toBe(402);
      const err = (await res.json<{ error: { code: string; payment: PaymentBody } }>()).error;
      expect(err.code).toBe(code);
      expect(err.payment).toMatchObject({ status: "failed", last4: card.number.replace(/\s/g, "").slice(-4) });
      expect(await ledgerFor(err.payment.id)).toEqual([]);
      await expectLedgerSound();
    }
    expect((await reportRow(reportId))!.status).toBe("preview");
    // The report can still be bought afterwards.
    expect((await pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK })).status).toBe(201);
  });

  it("validates the body and the card with field errors, and requires an Idempotency-Key", async () => {
    const u = await freshUser();
    const noKey = await pay(u.token, { purpose: "vip", method: "card", card: VISA_OK }, null);
    expect(noKey.status).toBe(400);
    expect((await errorOf(noKey)).code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const bad = await pay(u.token, { purpose: "vip", method: "card", card: { number: "4242 4242 4242 4241", expMonth: 13, expYear: 2099, cvc: "1" } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fieldErrors!)).toEqual(expect.arrayContaining(["card.number", "card.expMonth", "card.cvc"]));
    const expired = await pay(u.token, { purpose: "vip", method: "card", card: { ...VISA_OK, expYear: 2020 } });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).fieldErrors).toHaveProperty(["card.expYear"]);
    const noCard = await pay(u.token, { purpose: "vip", method: "card" });
    expect(noCard.status).toBe(400);
    const bogusMethod = await pay(u.token, { purpose: "vip", method: "cash" });
    expect(bogusMethod.status).toBe(400);
    expect(await paymentCount(u.id)).toBe(0);
  });

  it("same key + same body replays the first answer and charges once; a different body with the key is 409", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const key = newKey();
    const body = { purpose: "report", reportId, method: "card", card: VISA_OK };
    const first = await pay(u.token, body, key);
    const second = await pay(u.token, { card: VISA_OK, method: "card", reportId, purpose: "report" }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await paymentCount(u.id)).toBe(1);
    const different = await pay(u.token, { ...body, method: "wire", card: undefined }, key);
    expect(different.status).toBe(409);
    expect((await errorOf(different)).code).toBe("IDEMPOTENCY_KEY_REUSED");
    // A declined first answer is replayed too (402), not retried.
    const dKey = newKey();
    const r1 = await pay(u.token, { purpose: "vip", method: "card", card: DECLINED }, dKey);
    const r2 = await pay(u.token, { purpose: "vip", method: "card", card: DECLINED }, dKey);
    expect([r1.status, r2.status]).toEqual([402, 402]);
    expect(await paymentCount(u.id)).toBe(2);
  });

  it("20 concurrent checkouts with one key make one payment and all get its answer", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const key = newKey();
    const body = { purpose: "report", reportId, method: "card", card: VISA_OK };
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(u.token, body, key)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json<{ payment: PaymentBody }>()).payment.id)));
    expect(ids.size).toBe(1);
    expect(await paymentCount(u.id)).toBe(1);
    expect((await ledgerFor([...ids][0])).length).toBe(4);
  });

  it("concurrent checkouts of one report with different keys: exactly one succeeds", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const responses = await Promise.all(Array.from({ length: 6 }, () => pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const succeeded = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ? AND status = 'succeeded'").bind(u.id).first<{ n: number }>();
    expect(succeeded!.n).toBe(1);
  });

  it("a wire stays pending with instructions until an admin marks it received; then the report is paid, once", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const res = await pay(u.token, { purpose: "report", reportId, method: "wire" });
    expect(res.status).toBe(201);
    const { payment } = await res.json<{ payment: PaymentBody }>();
    expect(payment).toMatchObject({ status: "pending", method: "wire", amount: 9900 });
    expect(payment.reference).toMatch(/^TA-[A-Z0-9]{10}$/);
    expect(payment.instructions!.lines).toEqual(expect.arrayContaining([{ label: "reference", value: payment.reference }, expect.objectContaining({ label: "iban" })]));
    expect(await ledgerFor(payment.id)).toEqual([]);
    expect((await reportRow(reportId))!.status).toBe("preview");
    // Another checkout for the same report while the wire is awaited: 409.
    const dup = await pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK });
    expect(dup.status).toBe(409);
    // The owner cannot mark their own transfer received.
    expect((await postWithKey(`/api/admin/payments/${payment.id}/receive`, u.token)).status).toBe(403);

    const { token: admin } = await signInAs("admin");
    const list = await (await api("/api/admin/payments?status=pending", { token: admin })).json<{ payments: (PaymentBody & { user: { id: string } })[] }>();
    expect(list.payments.find((p) => p.id === payment.id)).toMatchObject({ status: "pending", user: { id: u.id } });
    const received = await postWithKey(`/api/admin/payments/${payment.id}/receive`, admin);
    expect(received.status).toBe(200);
    expect((await received.json<{ payment: PaymentBody }>()).payment.status).toBe("succeeded");
    expect(await reportRow(reportId)).toMatchObject({ status: "paid", payment_id: payment.id });
    expect((await ledgerFor(payment.id)).map((e) => e.kind)).toEqual(["payment", "payment", "purchase", "purchase"]);
    const again = await postWithKey(`/api/admin/payments/${payment.id}/receive`, admin);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "CONFLICT", state: "succeeded" });
    expect((await postWithKey("/api/admin/payments/pay_missing/receive", admin)).status).toBe(404);
    expect((await api("/api/admin/payments?status=lost", { token: admin })).status).toBe(400);
  });

  it("refund on day 6 returns the money and the report to preview; day 8 is 409 REFUND_WINDOW_CLOSED", async () => {
    const u = await freshUser();
    const day6 = await insertReport(u.id);
    const day8 = await insertReport(u.id);
    const buy = async (reportId: string) => (await (await pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK })).json<{ payment: PaymentBody }>()).payment;
    const p6 = await buy(day6);
    const p8 = await buy(day8);
    const backdate = (id: string, days: number) => env.DB.prepare("UPDATE payments SET succeeded_at = ? WHERE id = ?").bind(Date.now() - days * DAY, id).run();
    await backdate(p6.id, 6);
    await backdate(p8.id, 8);

    const closed = await postWithKey(`/api/billing/payments/${p8.id}/refund`, u.token);
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toMatchObject({ code: "REFUND_WINDOW_CLOSED", state: "succeeded" });
    expect((await reportRow(day8))!.status).toBe("paid");

    const ok = await postWithKey(`/api/billing/payments/${p6.id}/refund`, u.token);
    expect(ok.status).toBe(200);
    expect((await ok.json<{ payment: PaymentBody }>()).payment).toMatchObject({ status: "refunded", id: p6.id });
    expect(await reportRow(day6)).toEqual({ status: "preview", payment_id: null, paid_at: null });
    const entries = await ledgerFor(p6.id);
    expect(entries.filter((e) => e.kind === "purchase_refund")).toEqual([
      { kind: "purchase_refund", account: "platform:refunds", amount: -9900 },
      { kind: "purchase_refund", account: `client_cash:${u.id}`, amount: 9900 },
    ]);
    expect(entries.filter((e) => e.kind === "refund")).toEqual([
      { kind: "refund", account: `client_cash:${u.id}`, amount: -9900 },
      { kind: "refund", account: "platform:processor_clearing", amount: 9900 },
    ]);
    const twice = await postWithKey(`/api/billing/payments/${p6.id}/refund`, u.token);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ state: "refunded" });
    // The refunded report can be bought again.
    expect((await pay(u.token, { purpose: "report", reportId: day6, method: "card", card: VISA_OK })).status).toBe(201);
  });

  it("the refund window follows the injected clock: day 6 open, day 8 closed", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const p = (await (await pay(u.token, { purpose: "report", reportId, method: "card", card: VISA_OK })).json<{ payment: PaymentBody }>()).payment;
    const db = createDb(env.DB);
    const paidAt = (await env.DB.prepare("SELECT succeeded_at FROM payments WHERE id = ?").bind(p.id).first<{ succeeded_at: number }>())!.succeeded_at;
    const at = (days: number) => ({ db, secret: env.JWT_SECRET, now: new Date(paidAt + days * DAY) });
    const late = await refundPayment(at(8), u.id, newKey(), p.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: "REFUND_WINDOW_CLOSED" } });
    await expectLedgerSound();
    const inTime = await refundPayment(at(6), u.id, newKey(), p.id);
    expect(inTime.status).toBe(200);
    expect((await reportRow(reportId))!.status).toBe("preview");
  });

  it("a user never sees or refunds another user's payments", async () => {
    const a = await freshUser();
    const b = await freshUser();
    const pa = (await (await pay(a.token, { purpose: "vip", method: "crypto" })).json<{ payment: PaymentBody }>()).payment;
    expect(pa.instructions!.lines.map((l) => l.label)).toContain("address");
    const own = await api(`/api/billing/payments/${pa.id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await api(`/api/billing/payments/${pa.id}`, { token: b.token })).status).toBe(404);
    expect((await postWithKey(`/api/billing/payments/${pa.id}/refund`, b.token)).status).toBe(404);
    const listB = await (await api("/api/billing/payments", { token: b.token })).json<{ payments: PaymentBody[] }>();
    expect(listB.payments).toEqual([]);
    const listA = await (await api("/api/billing/payments", { token: a.token })).json<{ payments: PaymentBody[] }>();
    expect(listA.payments.map((p) => p.id)).toEqual([pa.id]);
  });

  it("VIP by transfer starts the year when received; admin ledger shows a zero trial balance", async () => {
    const u = await freshUser();
    const { payment } = await (await pay(u.token, { purpose: "vip", method: "ach" })).json<{ payment: PaymentBody }>();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM memberships WHERE user_id = ?").bind(u.id).first()).toEqual({ n: 0 });
    const { token: admin } = await signInAs("admin");
    expect((await postWithKey(`/api/admin/payments/${payment.id}/receive`, admin)).status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM memberships WHERE payment_id = ?").bind(payment.id).first()).toEqual({ status: "active" });
    const ledger = await api("/api/admin/ledger", { token: admin });
    expect(ledger.status).toBe(200);
    const body = await ledger.json<{ trialBalance: Record<string, number>; accounts: { key: string; balance: number }[]; transactions: { refId: string; entries: unknown[] }[] }>();
    expect(body.trialBalance).toEqual({ USD: 0 });
    expect(body.accounts.find((a) => a.key === `client_cash:${u.id}`)).toMatchObject({ balance: 0 });
    expect(body.accounts.find((a) => a.key === "platform:revenue")!.balance).toBeGreaterThanOrEqual(1_000_000);
    expect(body.transactions.find((t) => t.refId === payment.id)!.entries).toHaveLength(2);
  });
});

describe("ledger statements", () => {
  const db = () => createDb(env.DB);
  it("refuses entries that do not sum to zero per currency, unknown accounts and fractional amounts", () => {
    const base = { kind: "t", memo: "t", refType: "test", refId: crypto.randomUUID() };
    expect(() => ledgerTransaction(db(), { ...base, entries: [{ account: "platform:revenue", amount: 100, currency: "USD" }, { account: "platform:refunds", amount: -99, currency: "USD" }] })).toThrow(LedgerError);
    expect(() => ledgerTransaction(db(), { ...base, entries: [{ account: "platform:revenue", amount: 100, currency: "USD" }, { account: "platform:refunds", amount: -100, currency: "EUR" }] })).toThrow(/sum to zero/);
    expect(() => ledgerTransaction(db(), { ...base, entries: move("platform:revenue", "cash:me", 5, "USD") })).toThrow(/Unknown ledger account/);
    expect(() => ledgerTransaction(db(), { ...base, entries: move("platform:revenue", "platform:refunds", 0.5, "USD") })).toThrow(/integers/);
  });

  it("an overdraft or a repeated movement fails the whole batch, state change included", async () => {
    const d = db();
    const contract = `c${crypto.randomUUID().slice(0, 8)}`;
    const refId = crypto.randomUUID();
    // escrow:<contract> is empty: releasing from it must fail, and the marker row must not be written.
    const marker = `overdraft-${refId}`;
    const error = await d
      .batch([
        d.run(`INSERT INTO idempotency_keys (user_id, key, scope, request_hash, state, created_at) SELECT id, '${marker}', 't', 'h', 'done', 0 FROM users LIMIT 1`),
        ...ledgerTransaction(d, { kind: "escrow_release", memo: "t", refType: "milestone", refId, entries: move(`escrow:${contract}`, "advisor_payable:adv1", 500, "USD") }),
      ] as never)
      .catch((e: unknown) => e);
    expect(isOverdraftError(error)).toBe(true);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM idempotency_keys WHERE key = ?").bind(marker).first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM ledger_accounts WHERE key = ?").bind(`escrow:${contract}`).first()).toEqual({ n: 0 });

    const fund = () => ledgerTransaction(d, { kind: "escrow_fund", memo: "t", refType: "milestone", refId, entries: move("platform:processor_clearing", `escrow:${contract}`, 500, "USD") });
    await d.batch(fund() as never);
    const dup = await d.batch(fund() as never).catch((e: unknown) => e);
    expect(isDuplicateMovementError(dup)).toBe(true);
    const bal = await env.DB.prepare("SELECT SUM(amount) AS s FROM ledger_postings WHERE account = ?").bind(`escrow:${contract}`).first();
    expect(bal).toEqual({ s: 500 });
    // Leave the ledger as we found it for the invariant (the release is now covered).
    await d.batch(ledgerTransaction(d, { kind: "escrow_refund", memo: "t", refType: "milestone", refId, entries: move(`escrow:${contract}`, "platform:processor_clearing", 500, "USD") }) as never);
  });
});

describe("billing pages (forms work without JavaScript)", () => {
  const cardForm = (extra: Record<string, string>) => ({
    method: "card",
    "card.number": "4242 4242 4242 4242",
    "card.expMonth": "12",
    "card.expYear": "2099",
    "card.cvc": "123",
    idempotencyKey: newKey(),
    ...extra,
  });

  it("checkout of a report by card redirects to the report; the receipt shows it and offers a refund", async () => {
    const u = await freshUser();
    const reportId = await insertReport(u.id);
    const form = await page(`/checkout?purpose=report&reportId=${reportId}`, { token: u.token });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain("$99.00");
    expect(html).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);

    const res = await page(`/checkout?purpose=report&reportId=${reportId}`, { token: u.token, form: cardForm({ purpose: "report", reportId }) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/tax/reports/${reportId}`);
    expect((await reportRow(reportId))!.status).toBe("paid");
    const paymentId = (await reportRow(reportId))!.payment_id!;

    const receipt = await page(`/billing/payments/${paymentId}`, { token: u.token });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await receipt.text();
    expect(body).toContain("VISA ending in 4242");
    expect(body).toContain('value="refund"');
    // Another user gets a 404 for it.
    const other = await freshUser();
    expect((await page(`/billing/payments/${paymentId}`, { token: other.token })).status).toBe(404);
    expect((await page(`/billing/payments/${paymentId}`, { token: other.token, form: { intent: "refund", idempotencyKey: newKey() } })).status).toBe(404);
    expect((await reportRow(reportId))!.status).toBe("paid");
    // The paid report's checkout says so instead of offering to pay again.
    expect(await (await page(`/checkout?purpose=report&reportId=${reportId}`, { token: u.token })).text()).toContain("already paid");

    const refund = await page(`/billing/payments/${paymentId}`, { token: u.token, form: { intent: "refund", idempotencyKey: newKey() } });
    expect(refund.status).toBe(302);
    expect((await reportRow(reportId))!.status).toBe("preview");
    expect(await (await page("/billing", { token: u.token })).text()).toContain("Refunded");
  });

  it("a declined card shows the reason and a fresh key; card field errors are shown per field", async () => {
    const u = await freshUser();
    const key = newKey();
    const res = await page("/checkout?purpose=vip", { token: u.token, form: cardForm({ purpose: "vip", "card.number": "4000 0000 0000 0002", idempotencyKey: key }) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Your card was declined");
    expect(html).not.toContain(`value="${key}"`);
    const bad = await page("/checkout?purpose=vip", { token: u.token, form: cardForm({ purpose: "vip", "card.number": "1234", "card.cvc": "x" }) });
    const badHtml = await bad.text();
    expect(badHtml).toContain("Enter a valid card number.");
    expect(badHtml).toContain("Enter the 3 or 4 digit code.");
    expect(badHtml).toContain('aria-invalid="true"');
    expect(await paymentCount(u.id)).toBe(1);
  });

  it("VIP by wire: instructions on the receipt; the admin page marks it received; the user menu data shows VIP", async () => {
    const u = await freshUser();
    const res = await page("/checkout?purpose=vip", { token: u.token, form: { purpose: "vip", method: "wire", idempotencyKey: newKey() } });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/billing\/payments\/pay_/);
    const receipt = await (await page(location, { token: u.token })).text();
    expect(receipt).toContain("GB33 TEST");
    expect(receipt).toContain("Awaiting transfer");
    const paymentId = location.split("/").pop()!;

    const { token: admin } = await signInAs("admin");
    const adminPage = await page("/admin/payments?status=pending", { token: admin });
    expect(adminPage.status).toBe(200);
    expect(await adminPage.text()).toContain(paymentId);
    const received = await page("/admin/payments", { token: admin, form: { intent: "receive", id: paymentId, idempotencyKey: newKey() } });
    expect(received.status).toBe(200);
    expect(await received.text()).toContain("Marked as received.");
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(paymentId).first()).toEqual({ status: "succeeded" });
    const billing = await (await page("/billing", { token: u.token })).text();
    expect(billing).toMatch(/Active until/);
    expect(billing).toContain("A dedicated financial manager");
    const ledger = await (await page("/admin/ledger", { token: admin })).text();
    expect(ledger).toContain("USD 0<");
    expect(ledger).toContain("Balanced: the sum of all accounts is zero");
  });
});
