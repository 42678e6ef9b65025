import Stripe from "stripe";

/**
 * Stripe's API for the SDK's fetch HTTP client, offline (issue 29 item 5). It answers the calls
 * TaxAtlas makes with objects shaped as Stripe documents them (docs.stripe.com/api: PaymentIntent,
 * Charge, Refund, Dispute, Account, AccountLink, Transfer, Event, search result, error), keeps
 * them in memory, honours Idempotency-Key like Stripe (same key → the first answer), and lets a
 * test play the Stripe side: the browser confirming (3-D Secure, a decline), a refund from the
 * dashboard, a chargeback, an account verified. Each of those returns the Event Stripe would send.
 */

type Obj = Record<string, unknown>;
export const WEBHOOK_SECRET = "whsec_test_taxatlas_0123456789abcdef";
export const SECRET_KEY = "sk_test_taxatlas_offline";
const API_VERSION = "2026-10-28.endive";

const now = () => Math.floor(Date.now() / 1000);
const rid = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;

export interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

export class FakeStripe {
  readonly intents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly accounts = new Map<string, Obj>();
  readonly transfers = new Map<string, Obj>();
  readonly customers = new Map<string, Obj>();
  readonly calls: Call[] = [];
  private readonly idempotent = new Map<string, { status: number; body: Obj }>();
  private readonly lost = new Map<string, number>();

  private readonly dropped = new Map<string, number>();

  /** The next `times` calls of `method path` never reach Stripe (the SDK retries once). */
  dropRequests(method: string, path: string, times = 2) {
    this.dropped.set(`${method} ${path}`, times);
  }

  /** The next `times` calls of `method path` are carried out but their answers are lost (the SDK retries once). */
  loseAnswers(method: string, path: string, times = 2) {
    this.lost.set(`${method} ${path}`, times);
  }

  /** The transport for Stripe.createFetchHttpClient. */
  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? "GET").toUpperCase();
    const headers = new Headers(init?.headers);
    const params = new URLSearchParams(method === "GET" ? url.search : typeof init?.body === "string" ? init.body : "");
    const idempotencyKey = headers.get("Idempotency-Key");
    this.calls.push({ method, path: url.pathname, params, idempotencyKey });
    const key = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    // The request never reached Stripe (a timeout on the way there).
    if (this.dropped.get(`${method} ${url.pathname}`)) {
      this.dropped.set(`${method} ${url.pathname}`, this.dropped.get(`${method} ${url.pathname}`)! - 1);
      this.calls.pop();
      throw new TypeError("fetch failed: connect timeout");
    }
    const replay = key ? this.idempotent.get(key) : undefined;
    const answer = replay ?? this.route(method, url.pathname, params);
    if (key && !replay) this.idempotent.set(key, answer);
    // Stripe did the work, but its answer never reached the Worker (a timeout, a crash).
    const lost = this.lost.get(`${method} ${url.pathname}`) ?? 0;
    if (lost > 0) {
      this.lost.set(`${method} ${url.pathname}`, lost - 1);
      throw new TypeError("fetch failed: the connection was reset");
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json", "Request-Id": rid("req") } });
  };

  private route(method: string, path: string, p: URLSearchParams): { status: number; body: Obj } {
    const ok = (body: Obj) => ({ status: 200, body });
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/payment_intents") return ok(this.createIntent(p));
    if (method === "POST" && path === "/v1/customers") {
      const customer: Obj = { id: rid("cus"), object: "customer", created: now(), email: p.get("email"), livemode: false, metadata: metadataOf(p) };
      this.customers.set(customer.id as string, customer);
      return ok(customer);
    }
    if (method === "GET" && path === "/v1/customers/search") {
      // Stripe's search is eventually consistent; this one finds what was created (as it does after a minute)
      const id = /metadata\['user_id'\]:'([^']+)'/.exec(p.get("query") ?? "")?.[1];
      const data = [...this.customers.values()].filter((c) => (c.metadata as Obj).user_id === id);
      return ok({ object: "search_result", data, has_more: false, next_page: null, url: "/v1/customers/search" });
    }
    if (method === "GET" && path === "/v1/payment_intents/search") {
      const id = /metadata\['payment_id'\]:'([^']+)'/.exec(p.get("query") ?? "")?.[1];
      const data = [...this.intents.values()].filter((i) => (i.metadata as Obj).payment_id === id);
      return ok({ object: "search_result", data, has_more: false, next_page: null, url: "/v1/payment_intents/search" });
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === "POST") {
      const intent = this.intents.get(m[1]);
      if (!intent) return missing("payment_intent", m[1]);
      if (intent.status === "succeeded") return stripeError(400, "invalid_request_error", "payment_intent_unexpected_state", "You cannot cancel this PaymentIntent because it has a status of succeeded.");
      Object.assign(intent, { status: "canceled", canceled_at: now(), cancellation_reason: p.get("cancellation_reason") ?? "requested_by_customer" });
      return ok(intent);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === "GET") {
      const intent = this.intents.get(m[1]);
      if (!intent) return missing("payment_intent", m[1]);
      const expand = p.getAll("expand[]").concat(p.getAll("expand[0]"));
      return ok(expand.includes("latest_charge") && intent.latest_charge ? { ...intent, latest_charge: this.charges.get(intent.latest_charge as string) } : intent);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = this.intents.get(p.get("payment_intent") ?? "");
      if (!intent || intent.status !== "succeeded") return stripeError(400, "invalid_request_error", "charge_not_refundable", "This PaymentIntent does not have a successful charge to refund.");
      const charge = this.charges.get(intent.latest_charge as string)!;
      const amount = Number(p.get("amount") ?? (intent.amount as number) - (charge.amount_refunded as number));
      if ((charge.amount_refunded as number) + amount > (charge.amount as number)) {
        return stripeError(400, "invalid_request_error", "amount_too_large", `Refund amount (${amount}) is greater than unrefunded amount on charge (${(charge.amount as number) - (charge.amount_refunded as number)})`);
      }
      return ok(this.refund(intent, amount, metadataOf(p)).refund);
    }
    if ((m = /^\/v1\/refunds\/([^/]+)$/.exec(path)) && method === "GET") return this.refunds.has(m[1]) ? ok(this.refunds.get(m[1])!) : missing("refund", m[1]);
    if (method === "POST" && path === "/v1/accounts") {
      const account: Obj = {
        id: rid("acct"),
        object: "account",
        type: p.get("type") ?? "express",
        email: p.get("email"),
        business_type: null,
        capabilities: { transfers: "inactive" },
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        country: "IE",
        default_currency: "eur",
        created: now(),
        metadata: metadataOf(p),
        requirements: { currently_due: ["business_type", "external_account", "tos_acceptance.date", "tos_acceptance.ip"], eventually_due: [], past_due: [], pending_verification: [], disabled_reason: "requirements.past_due", current_deadline: null, errors: [] },
      };
      this.accounts.set(account.id as string, account);
      return ok(account);
    }
    if ((m = /^\/v1\/accounts\/([^/]+)$/.exec(path)) && method === "GET") return this.accounts.has(m[1]) ? ok(this.accounts.get(m[1])!) : missing("account", m[1]);
    if (method === "POST" && path === "/v1/account_links") {
      const account = p.get("account")!;
      return ok({ object: "account_link", created: now(), expires_at: now() + 300, url: `https://connect.stripe.com/setup/e/${account}/${rid("link")}` });
    }
    if (method === "POST" && path === "/v1/transfers") {
      const destination = this.accounts.get(p.get("destination") ?? "");
      if (!destination) return missing("account", p.get("destination") ?? "");
      if (!destination.payouts_enabled) {
        return stripeError(400, "invalid_request_error", "insufficient_capabilities_for_transfer", "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments");
      }
      const transfer: Obj = {
        id: rid("tr"),
        object: "transfer",
        amount: Number(p.get("amount")),
        amount_reversed: 0,
        balance_transaction: rid("txn"),
        created: now(),
        currency: p.get("currency"),
        description: null,
        destination: destination.id,
        destination_payment: rid("py"),
        livemode: false,
        metadata: metadataOf(p),
        reversals: { object: "list", data: [], has_more: false, total_count: 0, url: "/v1/transfers/tr/reversals" },
        reversed: false,
        source_transaction: null,
        source_type: "card",
        transfer_group: p.get("transfer_group"),
      };
      this.transfers.set(transfer.id as string, transfer);
      return ok(transfer);
    }
    if (method === "GET" && path === "/v1/transfers") {
      const group = p.get("transfer_group");
      const data = [...this.transfers.values()].filter((t) => !group || t.transfer_group === group).reverse();
      return ok({ object: "list", data, has_more: false, url: "/v1/transfers" });
    }
    return stripeError(404, "invalid_request_error", "resource_missing", `Unrecognized request URL (${method}: ${path}).`);
  }

  private createIntent(p: URLSearchParams): Obj {
    const id = rid("pi");
    const intent: Obj = {
      id,
      object: "payment_intent",
      amount: Number(p.get("amount")),
      amount_capturable: 0,
      amount_received: 0,
      application_fee_amount: null,
      automatic_payment_methods: p.get("automatic_payment_methods[enabled]") === "true" ? { allow_redirects: "always", enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`,
      confirmation_method: "automatic",
      created: now(),
      currency: p.get("currency"),
      customer: null,
      description: p.get("description"),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(p),
      next_action: null,
      payment_method: null,
      payment_method_types: ["card"],
      status: "requires_payment_method",
      transfer_group: p.get("transfer_group"),
    };
    if (p.get("allowed_payment_method_types[0]") === "customer_balance" && p.get("confirm") === "true") {
      // A bank transfer: confirmed at once, waiting for the money at the customer's virtual account.
      const type = p.get("payment_method_options[customer_balance][bank_transfer][type]")!;
      Object.assign(intent, {
        customer: p.get("customer"),
        payment_method_types: ["customer_balance"],
        payment_method: rid("pm"),
        status: "requires_action",
        next_action: { type: "display_bank_transfer_instructions", display_bank_transfer_instructions: bankInstructions(type, intent.amount as number, intent.currency as string) },
      });
    }
    this.intents.set(id, intent);
    return intent;
  }

  /** The payer's bank sends `amount` to the virtual account: partially_funded, or succeeded once covered. */
  fundBankTransfer(intentId: string, amount: number) {
    const intent = this.intents.get(intentId)!;
    const shown = (intent.next_action as { display_bank_transfer_instructions: { amount_remaining: number } }).display_bank_transfer_instructions;
    shown.amount_remaining = Math.max(0, shown.amount_remaining - amount);
    if (shown.amount_remaining > 0) return event("payment_intent.partially_funded", structuredClone(intent));
    const charge = this.charge(intent, "succeeded", { brand: "", last4: "" });
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: charge.id, next_action: null });
    return event("payment_intent.succeeded", { ...intent });
  }

  private charge(intent: Obj, status: "succeeded" | "failed", card: { brand: string; last4: string }, failure?: { code: string; decline_code: string; message: string }): Obj {
    const charge: Obj = {
      id: rid("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: status === "succeeded" ? intent.amount : 0,
      amount_refunded: 0,
      balance_transaction: status === "succeeded" ? rid("txn") : null,
      captured: status === "succeeded",
      created: now(),
      currency: intent.currency,
      disputed: false,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      livemode: false,
      metadata: intent.metadata,
      outcome: { network_status: status === "succeeded" ? "approved_by_network" : "declined_by_network", reason: failure?.decline_code ?? null, risk_level: "normal", type: status === "succeeded" ? "authorized" : "issuer_declined" },
      paid: status === "succeeded",
      payment_intent: intent.id,
      payment_method: rid("pm"),
      payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030, funding: "credit", country: "US", three_d_secure: null } },
      refunded: false,
      status,
      transfer_group: intent.transfer_group,
    };
    this.charges.set(charge.id as string, charge);
    return charge;
  }

  // ---- the Stripe side, played by a test ---------------------------------------------------------

  /** The card needs 3-D Secure: confirmPayment answers requires_action (no event is sent for it). */
  requireAction(intentId: string) {
    Object.assign(this.intents.get(intentId)!, { status: "requires_action", next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } }, payment_method: rid("pm") });
  }

  /** Confirmed (after 3-D Secure, or straight away): payment_intent.succeeded. */
  succeed(intentId: string, card = { brand: "visa", last4: "3155" }) {
    const intent = this.intents.get(intentId)!;
    const charge = this.charge(intent, "succeeded", card);
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: charge.id, next_action: null, last_payment_error: null });
    return event("payment_intent.succeeded", { ...intent });
  }

  /** A decline: the intent goes back to requires_payment_method with last_payment_error: payment_intent.payment_failed. */
  decline(intentId: string, declineCode = "generic_decline") {
    const intent = this.intents.get(intentId)!;
    const failure = { code: "card_declined", decline_code: declineCode, message: "Your card was declined." };
    const charge = this.charge(intent, "failed", { brand: "visa", last4: "0002" }, failure);
    Object.assign(intent, {
      status: "requires_payment_method",
      latest_charge: charge.id,
      last_payment_error: { type: "card_error", charge: charge.id, code: failure.code, decline_code: declineCode, message: failure.message, doc_url: "https://docs.stripe.com/error-codes/card-declined" },
    });
    return event("payment_intent.payment_failed", { ...intent });
  }

  private refund(intent: Obj, amount: number, metadata: Obj) {
    const charge = this.charges.get(intent.latest_charge as string)!;
    const refund: Obj = {
      id: rid("re"),
      object: "refund",
      amount,
      balance_transaction: rid("txn"),
      charge: charge.id,
      created: now(),
      currency: intent.currency,
      metadata,
      payment_intent: intent.id,
      reason: null,
      status: "succeeded",
    };
    this.refunds.set(refund.id as string, refund);
    Object.assign(charge, { amount_refunded: (charge.amount_refunded as number) + amount, refunded: (charge.amount_refunded as number) + amount >= (charge.amount as number) });
    return { refund, charge };
  }

  /** Refunded (by our API call or from Stripe's dashboard): charge.refunded. */
  refundedEvent(intentId: string) {
    const intent = this.intents.get(intentId)!;
    const charge = this.charges.get(intent.latest_charge as string)!;
    const refunds = [...this.refunds.values()].filter((r) => r.charge === charge.id);
    return event("charge.refunded", { ...charge, refunds: { object: "list", data: refunds, has_more: false, total_count: refunds.length, url: `/v1/charges/${charge.id}/refunds` } });
  }

  /** A refund made in Stripe's dashboard: the whole charge, or `amount` of it. */
  dashboardRefund(intentId: string, amount?: number) {
    const intent = this.intents.get(intentId)!;
    this.refund(intent, amount ?? (intent.amount as number), {});
    return this.refundedEvent(intentId);
  }

  /** The refunds of a PaymentIntent's charge (what Stripe holds, whatever the Worker recorded). */
  refundsOf(intentId: string) {
    return [...this.refunds.values()].filter((r) => r.payment_intent === intentId);
  }

  private disputes = new Map<string, Obj>();

  /** The cardholder's bank disputes the charge: charge.dispute.created. */
  chargeback(intentId: string) {
    const intent = this.intents.get(intentId)!;
    const charge = this.charges.get(intent.latest_charge as string)!;
    charge.disputed = true;
    const dispute: Obj = {
      id: rid("dp"),
      object: "dispute",
      amount: intent.amount,
      balance_transactions: [],
      charge: charge.id,
      created: now(),
      currency: intent.currency,
      evidence_details: { due_by: now() + 7 * 86400, has_evidence: false, past_due: false, submission_count: 0 },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: intent.id,
      reason: "fraudulent",
      status: "needs_response",
    };
    this.disputes.set(dispute.id as string, dispute);
    return { dispute, event: event("charge.dispute.created", { ...dispute }) };
  }

  /** The card network decided: charge.dispute.closed (status lost or won). */
  closeDispute(disputeId: string, status: "lost" | "won") {
    const dispute = this.disputes.get(disputeId)!;
    dispute.status = status;
    return event("charge.dispute.closed", { ...dispute });
  }

  /** The platform pulls `amount` of a transfer back from the connected account: transfer.reversed. */
  reverseTransfer(transferId: string, amount: number) {
    const transfer = this.transfers.get(transferId)!;
    const reversal = { id: rid("trr"), object: "transfer_reversal", amount, balance_transaction: rid("txn"), created: now(), currency: transfer.currency, destination_payment_refund: rid("pyr"), metadata: {}, source_refund: null, transfer: transfer.id };
    const reversals = transfer.reversals as { data: Obj[]; total_count: number };
    reversals.data.push(reversal);
    reversals.total_count++;
    transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    return event("transfer.reversed", structuredClone(transfer));
  }

  /** Stripe finished the account's checks: account.updated with payouts enabled. */
  enableAccount(accountId: string) {
    const account = this.accounts.get(accountId)!;
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: "active" },
      requirements: { currently_due: [], eventually_due: [], past_due: [], pending_verification: [], disabled_reason: null, current_deadline: null, errors: [] },
    });
    return event("account.updated", { ...account });
  }
}

/** next_action.display_bank_transfer_instructions as Stripe documents it, per bank-transfer type (test values). */
function bankInstructions(type: string, amount: number, currency: string): Obj {
  const addresses: Record<string, Obj> = {
    us_bank_transfer: { type: "aba", aba: { account_number: "11115555666677", bank_name: "STRIPE TEST BANK", routing_number: "999999999" }, supported_networks: ["ach", "domestic_wire_us"] },
    eu_bank_transfer: { type: "iban", iban: { account_holder_name: "TaxAtlas Ltd", bic: "TESTIE2D", country: "IE", iban: "IE75TEST93012345678901" }, supported_networks: ["sepa"] },
    gb_bank_transfer: { type: "sort_code", sort_code: { account_holder_name: "TaxAtlas Ltd", account_number: "00012345", sort_code: "108800" }, supported_networks: ["bacs", "fps"] },
  };
  return {
    amount_remaining: amount,
    currency,
    financial_addresses: [addresses[type]],
    hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/test_${rid("bt")}`,
    reference: rid("REF").slice(0, 12).toUpperCase(),
    type,
  };
}

function metadataOf(p: URLSearchParams): Obj {
  const out: Obj = {};
  for (const [k, v] of p) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}

const missing = (kind: string, id: string) => stripeError(404, "invalid_request_error", "resource_missing", `No such ${kind}: '${id}'`);

function stripeError(status: number, type: string, code: string, message: string) {
  return { status, body: { error: { type, code, message, doc_url: `https://docs.stripe.com/error-codes/${code.replace(/_/g, "-")}`, request_log_url: null } } };
}

export function event(type: string, object: Obj): Obj {
  return { id: rid("evt"), object: "event", api_version: API_VERSION, created: now(), data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type };
}

/** The Stripe-Signature header Stripe would send for `payload` (the SDK's own test helper). */
export function signature(payload: string, secret = WEBHOOK_SECRET) {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
}
