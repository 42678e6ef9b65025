import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { handleMailBatch, MAIL_MAX_ATTEMPTS } from "#worker/domain/mail/consumer.server";
import { dispatchQueuedMail, mailSite, type MailQueueMessage } from "#worker/domain/mail/outbox.server";
import { MailProviderError, resendProvider, type MailProvider, type OutgoingMail } from "#worker/domain/mail/providers.server";
import { runMailReminders } from "#worker/domain/mail/reminders.server";
import worker from "#worker/index";
import { api, demoId, env, errorOf, freshIp, ORIGIN, signInAs, signUpFresh } from "#test/helpers";

/**
 * Mail through the Queue (issue 29, decision 152): the request writes the mail and hands its id to
 * MAIL_QUEUE after the response; the consumer sends it through the provider boundary, retries a
 * failure with backoff and, after the last try, leaves it dead (dead-letter queue) for an admin to
 * replay. The Queue is played by the test: requests run with a MAIL_QUEUE that keeps what it is
 * given, and the consumer gets MessageBatches made from it, so every attempt is a step of the test.
 */

const db = createDb(env.DB);
const QUEUE = "taxatlas-mail";

function capturingQueue() {
  const messages: MailQueueMessage[] = [];
  const queue = {
    send: async (body: MailQueueMessage) => void messages.push(body),
    sendBatch: async (batch: Iterable<MessageSendRequest<MailQueueMessage>>) => void messages.push(...[...batch].map((m) => m.body)),
  } as unknown as Queue<MailQueueMessage>;
  return { queue, messages };
}

/** One request through the Worker with the capturing queue as MAIL_QUEUE; background work finished. */
async function request(queue: Queue<MailQueueMessage>, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const execution = createExecutionContext();
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp(), "Content-Type": "application/json", ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(init.body ?? {}) }), { ...env, MAIL_QUEUE: queue } as unknown as Env, execution);
  await waitOnExecutionContext(execution);
  return res;
}

/** A provider that fails the first `failures` sends, then accepts; it keeps what it accepted. */
function flakyProvider(failures: number, error = () => new MailProviderError("503 from the provider")): MailProvider & { delivered: OutgoingMail[]; calls: number } {
  const p = {
    name: "test",
    delivered: [] as OutgoingMail[],
    calls: 0,
    async send(mail: OutgoingMail) {
      p.calls += 1;
      if (p.calls <= failures) throw error();
      p.delivered.push(mail);
      return { id: `test-${mail.id}` };
    },
  };
  return p;
}

/** A property of a runtime object, its methods bound to it (they check their receiver). */
function bound<T extends object>(target: T, key: string | symbol) {
  const value = Reflect.get(target, key, target) as unknown;
  return typeof value === "function" ? value.bind(target) : value;
}

let messageCounter = 0;
/** Delivery number `attempt` of one queue message, through the consumer; what the Queue was told. */
async function deliver(body: MailQueueMessage, attempt: number, provider: MailProvider, queue = QUEUE) {
  const batch = createMessageBatch<MailQueueMessage>(queue, [{ id: `msg-${++messageCounter}`, timestamp: new Date(), attempts: attempt, body }]);
  const execution = createExecutionContext();
  // getQueueResult reports that a message was retried, not its delay: the batch the consumer gets
  // also notes the delay it asked for.
  const delays: (number | undefined)[] = [];
  const messages = batch.messages.map(
    (m) => new Proxy(m, { get: (target, key) => (key === "retry" ? (options?: QueueRetryOptions) => (delays.push(options?.delaySeconds), target.retry(options)) : bound(target, key)) }),
  );
  await handleMailBatch(new Proxy(batch, { get: (target, key) => (key === "messages" ? messages : bound(target, key)) }), db, provider);
  return { ...(await getQueueResult(batch, execution)), delays };
}

const row = (id: string) =>
  env.DB.prepare("SELECT id, to_email, kind, status, attempts, subject, body, html, headers, locale, last_error FROM mail_outbox WHERE id = ?")
    .bind(id)
    .first<{ id: string; to_email: string; kind: string; status: string; attempts: number; subject: string; body: string; html: string | null; headers: string; locale: string; last_error: string | null }>();

describe("mail delivery through the Queue", () => {
  it("a password reset: queued by the request, retried after a provider failure, then sent with its link", async () => {
    const { email } = await signUpFresh("Reset Person");
    const { queue, messages } = capturingQueue();
    const res = await request(queue, "/api/auth/forgot-password", { body: { email }, headers: { "Accept-Language": "tr-TR,tr;q=0.9" } });
    expect(res.status).toBe(200);
    expect(messages).toHaveLength(1);
    const queued = (await row(messages[0].id))!;
    expect(queued).toMatchObject({ to_email: email, kind: "password-reset", status: "queued", attempts: 0, locale: "tr", headers: "{}" });
    const link = /http:\/\/localhost\/reset-password\?token=[\w%-]+/.exec(queued.body)![0];
    expect(queued.subject).toBe("TaxAtlas şifrenizi sıfırlayın");
    expect(queued.html).toContain(link.replace(/&/g, "&amp;"));

    const provider = flakyProvider(1);
    const first = await deliver(messages[0], 1, provider);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([30]);
    expect(await row(messages[0].id)).toMatchObject({ status: "failed", attempts: 1, last_error: "test: 503 from the provider" });

    const second = await deliver(messages[0], 2, provider);
    expect(second.explicitAcks).toHaveLength(1);
    expect(second.retryMessages).toEqual([]);
    expect(await row(messages[0].id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(provider.delivered).toHaveLength(1);
    expect(provider.delivered[0]).toMatchObject({ to: email, subject: "TaxAtlas şifrenizi sıfırlayın", headers: {} });
    expect(provider.delivered[0].text).toContain(link);

    // The Queue delivers at least once: a repeated delivery of a sent mail sends nothing.
    const again = await deliver(messages[0], 1, provider);
    expect(again.explicitAcks).toHaveLength(1);
    expect(provider.calls).toBe(2);
  });

  it("a payment receipt: written with the payment, sent through the Queue", async () => {
    const { token, email } = await signUpFresh("Paying Person");
    const { queue, messages } = capturingQueue();
    const res = await request(queue, "/api/billing/checkout", {
      token,
      body: { purpose: "vip", method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" } },
      headers: { "Idempotency-Key": `mail-${crypto.randomUUID()}` },
    });
    expect(res.status).toBeLessThan(300);
    const receipts = [];
    for (const m of messages) if ((await row(m.id))!.kind === "payment-receipt") receipts.push(m);
    expect(receipts).toHaveLength(1);
    const receipt = (await row(receipts[0].id))!;
    expect(receipt).toMatchObject({ to_email: email, status: "queued", subject: "Your receipt: VIP membership" });
    expect(receipt.html).toContain("/billing/payments/");

    const provider = flakyProvider(0);
    await deliver(receipts[0], 1, provider);
    expect(await row(receipts[0].id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(provider.delivered[0].text).toMatch(/Amount: (US)?\$[\d,.]+/);
  });

  it("a compliance reminder: 7 days before, dead-lettered after the last try, replayed by an admin; one-click unsubscribe stops the next", async () => {
    const userId = demoId("user");
    const now = new Date("2090-03-01T06:00:00Z");
    const entity = `mail-entity-${crypto.randomUUID()}`;
    const filing = (id: string, due: string) =>
      env.DB.prepare(
        "INSERT INTO compliance_filings (id, user_id, entity_id, rule_id, occurrence_key, kind, title, period, due_date, fee_amount, fee_currency, created_at) VALUES (?, ?, ?, 'r', ?, 'annual-return', 'Annual return', '2089', ?, 12500, 'GBP', ?)",
      ).bind(id, userId, entity, id, due, now.getTime());
    const filingId = `f-${crypto.randomUUID()}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO compliance_entities (id, user_id, name, jurisdiction, structure, incorporation_date, fiscal_year_end, created_at, updated_at) VALUES (?, ?, 'Mail Test Ltd', 'uk', 'ltd', '2080-01-01', '12-31', ?, ?)").bind(entity, userId, now.getTime(), now.getTime()),
      filing(filingId, "2090-03-06"),
    ]);

    const ids = await runMailReminders(db, now);
    expect(ids).toHaveLength(1);
    // A second (or concurrent) run writes no second mail for the same stage.
    expect(await Promise.all([runMailReminders(db, now), runMailReminders(db, now)])).toEqual([[], []]);
    const { queue, messages } = capturingQueue();
    const site = mailSite(env as unknown as Env, ORIGIN);
    expect(await dispatchQueuedMail(db, queue, site, ids, now)).toEqual(ids);
    expect(messages).toEqual([{ id: ids[0] }]);
    const mail = (await row(ids[0]))!;
    expect(mail).toMatchObject({ kind: "compliance-reminder", status: "queued", subject: "Annual return is due in 7 days" });
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(http:\/\/localhost\/api\/mail\/unsubscribe\?[^>]+)>$/.exec(headers["List-Unsubscribe"])![1];

    const provider = flakyProvider(Infinity);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      const result = await deliver(messages[0], attempt, provider);
      expect(result.retryMessages).toHaveLength(1);
      expect(result.delays).toEqual([30 * 2 ** (attempt - 1)]);
      expect(await row(ids[0])).toMatchObject({ status: "failed", attempts: attempt });
    }
    const last = await deliver(messages[0], MAIL_MAX_ATTEMPTS, provider);
    expect(last.retryMessages).toHaveLength(1); // the Queue moves it to the dead-letter queue
    expect(await row(ids[0])).toMatchObject({ status: "dead", attempts: MAIL_MAX_ATTEMPTS });
    const dlq = await deliver(messages[0], 1, provider, `${QUEUE}-dead`);
    expect(dlq.ackAll).toBe(true);
    expect(await row(ids[0])).toMatchObject({ status: "dead" });
    expect(provider.delivered).toHaveLength(0);

    // Admins see it dead and replay it; the replay goes to the Queue and is delivered.
    const admin = await signInAs("admin");
    const list = await api("/api/admin/mail?status=dead", { token: admin.token });
    expect((await list.json<{ messages: { id: string; status: string; attempts: number }[] }>()).messages).toContainEqual(expect.objectContaining({ id: ids[0], status: "dead", attempts: 5 }));
    const replayQueue = capturingQueue();
    const replay = await request(replayQueue.queue, `/api/admin/mail/${ids[0]}/replay`, { token: admin.token });
    expect(replay.status).toBe(200);
    expect(replayQueue.messages).toEqual([{ id: ids[0] }]);
    await deliver(replayQueue.messages[0], 1, flakyProvider(0));
    expect(await row(ids[0])).toMatchObject({ status: "sent", attempts: 6 });
    expect((await errorOf(await request(replayQueue.queue, `/api/admin/mail/${ids[0]}/replay`, { token: admin.token }))).code).toBe("CONFLICT");

    // One-click unsubscribe (RFC 8058): a POST with no session turns compliance reminder mail off.
    const tampered = await worker.fetch(new Request(unsubscribe.replace(/s=[^&]+/, "s=AAAA"), { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } }), env as unknown as Env, createExecutionContext());
    expect(tampered.status).toBe(400);
    const one = await worker.fetch(new Request(unsubscribe, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } }), env as unknown as Env, createExecutionContext());
    expect(one.status).toBe(200);
    const user = await signInAs("user");
    const prefs = await (await api("/api/mail/preferences", { token: user.token })).json<{ preferences: { email: Record<string, boolean> } }>();
    expect(prefs.preferences.email).toMatchObject({ complianceReminders: false, bids: true, escrow: true });
    // The 1-day reminder is still written, but dropped when dispatched: the user turned the topic off.
    const later = await runMailReminders(db, new Date("2090-03-05T06:00:00Z"));
    expect(later).toHaveLength(1);
    expect(await dispatchQueuedMail(db, queue, site, later, now)).toEqual([]);
    expect(await row(later[0])).toBeNull();
    await api("/api/mail/preferences", { method: "PATCH", token: user.token, body: { email: { complianceReminders: true } } });
  });

  it("the Resend provider: sends with the message id as Idempotency-Key; 5xx is retried, 422 is permanent", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const answers = [new Response(JSON.stringify({ id: "re_123" }), { status: 200 }), new Response("busy", { status: 503 }), new Response("bad address", { status: 422 })];
    const provider = resendProvider({
      apiKey: "re_test",
      from: "TaxAtlas <mail@example.com>",
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return answers.shift()!;
      }) as unknown as typeof fetch,
    });
    const mail = { id: "m-1", to: "a@example.com", subject: "S", html: "<p>H</p>", text: "T", headers: { "List-Unsubscribe": "<https://x>" } };
    expect(await provider.send(mail)).toEqual({ id: "re_123" });
    expect(calls[0].url).toBe("https://api.resend.com/emails");
    expect(new Headers(calls[0].init.headers).get("Idempotency-Key")).toBe("m-1");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ from: "TaxAtlas <mail@example.com>", to: ["a@example.com"], subject: "S", html: "<p>H</p>", text: "T", headers: { "List-Unsubscribe": "<https://x>" } });
    await expect(provider.send(mail)).rejects.toMatchObject({ permanent: false });
    await expect(provider.send(mail)).rejects.toMatchObject({ permanent: true });
  });
});
