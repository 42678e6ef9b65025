import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "#db/client";
import { advisorPayouts, contractMilestones, ledgerPostings, ledgerTransactions, payoutAccounts, users, type AdvisorPayoutRow, type PayoutAccountRow, type PayoutAccountStatus } from "#db/schema";
import { AppError } from "#worker/errors";
import { batched, preparedRead } from "#worker/db-batch.server";
import { contractTransferGroup } from "#worker/domain/marketplace/escrow-purpose.server";
import { billingGuardStatement } from "./guard.server";
import { advisorPayable, errorText, ledgerTransaction, move, PLATFORM_ACCOUNTS, type LedgerStatement } from "./ledger.server";
import { stripeClientFor } from "./provider.server";

/**
 * Advisor payouts (issue 29 item 3, decision 160). An advisor's released share sits in
 * advisor_payable:<id>; each released (or admin-split) milestone becomes one transfer of that
 * share to the advisor's connected account — separate charges and transfers, `transfer_group` =
 * the contract — in the order of decision 127: the `advisor_payouts` row is claimed in
 * `processing` (one live payout per milestone), the rails are called with the row's id as
 * idempotency key, and one batch records it paid with advisor_payable → processor_clearing.
 * Blocked while the account is not `payouts_enabled`.
 */
export interface PayoutRails {
  readonly name: string;
  createAccount(user: { id: string; email: string }): Promise<{ accountRef: string }>;
  /** Where the advisor completes the processor's onboarding (identity checks are the processor's). */
  onboardingLink(accountRef: string, returnUrl: string, refreshUrl: string): Promise<{ url: string }>;
  accountStatus(accountRef: string): Promise<PayoutAccountStatus>;
  transfer(request: { payoutId: string; accountRef: string; amount: number; currency: string; transferGroup: string; idempotencyKey: string }): Promise<{ transferRef: string }>;
  /**
   * The transfer a payout made, if the processor has one (reconciliation of a payout whose answer
   * was lost): looked up in the payout's transfer_group by `metadata.payout_id` — a list, strongly
   * consistent, unlike search.
   */
  findTransfer(payout: { payoutId: string; transferGroup: string }): Promise<{ transferRef: string } | null>;
}

/** What an account's capabilities mean for us (Stripe's Account object). */
export function accountStatusOf(account: Pick<Stripe.Account, "payouts_enabled" | "details_submitted" | "requirements">): PayoutAccountStatus {
  if (account.payouts_enabled) return "payouts_enabled";
  if (account.details_submitted && !(account.requirements?.currently_due?.length ?? 0)) return "verified";
  return "details_due";
}

export function stripeRails(stripe: Stripe): PayoutRails {
  return {
    name: "stripe",
    async createAccount(user) {
      const account = await stripe.accounts.create(
        { type: "express", email: user.email, capabilities: { transfers: { requested: true } }, metadata: { user_id: user.id } },
        { idempotencyKey: `connect-account:${user.id}` },
      );
      return { accountRef: account.id };
    },
    async onboardingLink(accountRef, returnUrl, refreshUrl) {
      const link = await stripe.accountLinks.create({ account: accountRef, type: "account_onboarding", return_url: returnUrl, refresh_url: refreshUrl });
      return { url: link.url };
    },
    async accountStatus(accountRef) {
      return accountStatusOf(await stripe.accounts.retrieve(accountRef));
    },
    async transfer(r) {
      const transfer = await stripe.transfers.create(
        { amount: r.amount, currency: r.currency.toLowerCase(), destination: r.accountRef, transfer_group: r.transferGroup, metadata: { payout_id: r.payoutId } },
        { idempotencyKey: r.idempotencyKey },
      );
      return { transferRef: transfer.id };
    },
    async findTransfer({ payoutId, transferGroup }) {
      for await (const transfer of stripe.transfers.list({ transfer_group: transferGroup, limit: 100 })) {
        if (transfer.metadata?.payout_id === payoutId) return { transferRef: transfer.id };
      }
      return null;
    },
  };
}

/**
 * The embedded stand-in for Connect (local runs and tests, no account): onboarding returns
 * straight to the payouts page and the account is verified with payouts enabled from then on.
 */
export const localRails: PayoutRails = {
  name: "local",
  async createAccount(user) {
    return { accountRef: `local_acct_${user.id}` };
  },
  async onboardingLink(_accountRef, returnUrl) {
    return { url: returnUrl };
  },
  async accountStatus() {
    return "payouts_enabled";
  },
  async transfer(r) {
    return { transferRef: `local_tr_${r.payoutId}` };
  },
  // The stand-in keeps nothing: a call it never answered made no transfer (it is sent again).
  async findTransfer() {
    return null;
  },
};

export function payoutRails(env?: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY">): PayoutRails {
  if (env?.PAYMENT_PROVIDER !== "stripe" || !env.STRIPE_SECRET_KEY) return localRails;
  return stripeRails(stripeClientFor(env.STRIPE_SECRET_KEY));
}

/** A `processing` payout older than this is resolved by the reconciliation (and shown as stuck). */
export const PAYOUT_RECONCILE_STALE_MS = 10 * 60 * 1000;

export interface PayoutContext {
  db: Database;
  now: Date;
  rails: PayoutRails;
}

// ---- the connected account -------------------------------------------------------------------

/** SQL: a posting is on some advisor's payable account (`advisorPayable(id)` names one). */
const onAdvisorPayable = sql`${ledgerPostings.account} LIKE 'advisor_payable:%'`;

const accountOf = (db: Database, userId: string) => db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).get();

/**
 * The advisor's onboarding link: creates their connected account on first use (the processor's
 * idempotency key is per user), then asks for a fresh link (links expire within minutes).
 */
export async function startOnboarding(pc: PayoutContext, user: { id: string; email: string }, origin: string): Promise<{ url: string; account: { status: PayoutAccountStatus } }> {
  let account = await accountOf(pc.db, user.id);
  if (!account) {
    const { accountRef } = await pc.rails.createAccount(user);
    await pc.db
      .insert(payoutAccounts)
      .values({ userId: user.id, provider: pc.rails.name, accountRef, status: "details_due", createdAt: pc.now, updatedAt: pc.now })
      .onConflictDoNothing();
    account = (await accountOf(pc.db, user.id))!;
  }
  const page = `${origin}/advisor/payouts`;
  const { url } = await pc.rails.onboardingLink(account.accountRef, `${page}?onboarding=return`, `${page}?onboarding=refresh`);
  return { url, account: { status: account.status } };
}

/** Asks the rails for the account's status (the page after onboarding; Stripe also sends account.updated). */
export async function refreshAccountStatus(pc: PayoutContext, userId: string): Promise<PayoutAccountRow | undefined> {
  const account = await accountOf(pc.db, userId);
  if (!account || account.status === "payouts_enabled") return account;
  const status = await pc.rails.accountStatus(account.accountRef);
  if (status === account.status) return account;
  await pc.db.update(payoutAccounts).set({ status, updatedAt: pc.now }).where(eq(payoutAccounts.userId, userId));
  return { ...account, status, updatedAt: pc.now };
}

/** Stripe's account.updated: the statements for the webhook's batch (none for an account we do not know). */
export async function applyAccountUpdate(db: Database, account: Stripe.Account, now: Date): Promise<LedgerStatement[]> {
  return [db.update(payoutAccounts).set({ status: accountStatusOf(account), updatedAt: now }).where(eq(payoutAccounts.accountRef, account.id))];
}

// ---- what is owed and paid -------------------------------------------------------------------

export interface PayoutDto {
  id: string;
  contractId: string;
  milestoneId: string;
  amount: number;
  currency: string;
  status: AdvisorPayoutRow["status"];
  transferRef?: string;
  failureCode?: string;
  createdAt: string;
  paidAt?: string;
}

const toPayoutDto = (p: AdvisorPayoutRow): PayoutDto => ({
  id: p.id,
  contractId: p.contractId,
  milestoneId: p.milestoneId,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  ...(p.providerRef ? { transferRef: p.providerRef } : {}),
  ...(p.failureCode ? { failureCode: p.failureCode } : {}),
  createdAt: p.createdAt.toISOString(),
  ...(p.paidAt ? { paidAt: p.paidAt.toISOString() } : {}),
});

/**
 * Released shares not paid out yet: each milestone's credit to advisor_payable (release or an
 * admin's split) without a live payout. `advisorId` null: every advisor's (the payout run).
 */
function unpaidSharesQuery(db: Database, advisorId: string | null) {
  return db
    .select({
      account: ledgerPostings.account,
      milestoneId: ledgerTransactions.refId,
      contractId: contractMilestones.contractId,
      amount: ledgerPostings.amount,
      currency: ledgerPostings.currency,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .innerJoin(contractMilestones, eq(contractMilestones.id, ledgerTransactions.refId))
    .where(
      and(
        eq(ledgerTransactions.refType, "milestone"),
        sql`${ledgerPostings.amount} > 0`,
        advisorId ? eq(ledgerPostings.account, advisorPayable(advisorId)) : onAdvisorPayable,
        // a reversed transfer is not paid again by the run: an admin decides (decision 251)
        sql`NOT EXISTS (SELECT 1 FROM ${advisorPayouts} p WHERE p.milestone_id = ${ledgerTransactions.refId} AND p.status IN ('processing', 'paid', 'reversed'))`,
      ),
    )
    .limit(200);
}

/** GET /api/advisor/payouts: the account's status, what is owed (advisor_payable) and the payouts. */
const payoutAccountRead = preparedRead((db) => db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, sql.placeholder("advisorId"))).limit(1));
const owedRead = preparedRead((db) =>
  db
    .select({ currency: ledgerPostings.currency, amount: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, sql.placeholder("payable")))
    .groupBy(ledgerPostings.currency),
);
const payoutRowsRead = preparedRead((db) => db.select().from(advisorPayouts).where(eq(advisorPayouts.advisorId, sql.placeholder("advisorId"))).orderBy(desc(advisorPayouts.createdAt)).limit(100));

/** An advisor's payout account, what is owed and the payouts, in the request's one D1 batch (decision 296). */
export async function payoutsOverview(scope: { db: Database }, advisorId: string) {
  const [account, owed, rows] = await Promise.all([
    payoutAccountRead(scope, { advisorId }),
    owedRead(scope, { payable: advisorPayable(advisorId) }),
    payoutRowsRead(scope, { advisorId }),
  ]);
  const owedMain = owed.find((o) => o.amount !== 0) ?? owed[0];
  return {
    account: { status: account[0]?.status ?? ("not_started" as const) },
    owed: { amount: owedMain?.amount ?? 0, currency: owedMain?.currency ?? "EUR" },
    owedByCurrency: owed.filter((o) => o.amount !== 0),
    payouts: rows.map(toPayoutDto),
  };
}

/**
 * Admin (GET /api/admin/payouts, /admin/payouts): per advisor and currency what is owed
 * (advisor_payable's balance) and what was paid out (payouts less reversals, from the ledger), the
 * account's status and how many payouts need a look; then those payouts — failed, reversed, or
 * `processing` (stuck once older than the reconciliation's threshold). One round trip (a page's one D1
 * batch, via `scope`).
 */
export async function adminPayoutsOverview(scope: { db: Database }, now = new Date()) {
  const { db } = scope;
  const advisorOf = sql<string>`substr(${ledgerPostings.account}, ${"advisor_payable:".length + 1})`;
  const [money, accounts, attention, people] = await Promise.all([
    batched(
      scope,
      db
        .select({
          advisorId: advisorOf,
          currency: ledgerPostings.currency,
          owed: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number),
          paid: sql<number>`COALESCE(-SUM(CASE WHEN ${ledgerTransactions.kind} IN ('advisor_payout', 'advisor_payout_reversal') THEN ${ledgerPostings.amount} ELSE 0 END), 0)`.mapWith(Number),
        })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(onAdvisorPayable)
        .groupBy(ledgerPostings.account, ledgerPostings.currency),
    ),
    batched(scope, db.select({ userId: payoutAccounts.userId, status: payoutAccounts.status }).from(payoutAccounts)),
    batched(
      scope,
      db
        .select({ payout: advisorPayouts, name: users.name, email: users.email })
        .from(advisorPayouts)
        .innerJoin(users, eq(users.id, advisorPayouts.advisorId))
        .where(sql`${advisorPayouts.status} IN ('processing', 'failed', 'reversed') OR ${advisorPayouts.reversedAmount} > 0`)
        .orderBy(desc(advisorPayouts.createdAt))
        .limit(100),
    ),
    // The advisors of those balances, selected by the same rule in SQL, so nothing waits for the balances.
    batched(
      scope,
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, db.selectDistinct({ id: advisorOf }).from(ledgerPostings).where(onAdvisorPayable))),
    ),
  ]);
  const byId = new Map(people.map((u) => [u.id, u]));
  const statuses = new Map(accounts.map((a) => [a.userId, a.status]));
  const needsLook = (advisorId: string) => attention.filter((a) => a.payout.advisorId === advisorId).length;
  const stuckBefore = now.getTime() - PAYOUT_RECONCILE_STALE_MS;
  return {
    advisors: money.map((r) => ({
      advisor: { id: r.advisorId, name: byId.get(r.advisorId)?.name ?? null, email: byId.get(r.advisorId)?.email ?? null },
      account: { status: statuses.get(r.advisorId) ?? ("not_started" as const) },
      owed: { amount: r.owed, currency: r.currency },
      paid: { amount: r.paid, currency: r.currency },
      attention: needsLook(r.advisorId),
    })),
    payouts: attention.map((a) => ({
      ...toPayoutDto(a.payout),
      advisor: { id: a.payout.advisorId, name: a.name, email: a.email },
      reversedAmount: a.payout.reversedAmount,
      stuck: a.payout.status === "processing" && a.payout.createdAt.getTime() < stuckBefore,
    })),
  };
}

// ---- paying out ------------------------------------------------------------------------------

export interface PayoutRunResult {
  paid: number;
  blocked: number;
  failed: number;
}

/**
 * Pays each released share not paid yet (one advisor's, or everyone's for the cron and the
 * admin's run). A share whose advisor's account is not payouts-enabled is blocked and waits.
 */
export async function runPayouts(pc: PayoutContext, advisorId: string | null = null): Promise<PayoutRunResult> {
  const { db, now } = pc;
  const result: PayoutRunResult = { paid: 0, blocked: 0, failed: 0 };
  const shares = await unpaidSharesQuery(db, advisorId).all();
  for (const share of shares) {
    const advisor = share.account.slice("advisor_payable:".length);
    const account = await accountOf(db, advisor);
    if (account?.status !== "payouts_enabled") {
      result.blocked++;
      continue;
    }
    const payout: AdvisorPayoutRow = {
      id: `po_${crypto.randomUUID()}`,
      advisorId: advisor,
      contractId: share.contractId,
      milestoneId: share.milestoneId,
      amount: share.amount,
      currency: share.currency,
      status: "processing",
      transferGroup: contractTransferGroup(share.contractId),
      providerRef: null,
      failureCode: null,
      reversedAmount: 0,
      createdAt: now,
      paidAt: null,
    };
    try {
      await db.insert(advisorPayouts).values(payout);
    } catch (error) {
      if (/UNIQUE constraint failed: advisor_payouts/.test(errorText(error))) continue; // another run claimed it
      throw error;
    }
    const outcome = await transferAndSettle(pc, payout, account.accountRef);
    result[outcome === "waiting" ? "failed" : outcome]++;
  }
  return result;
}

/**
 * Step 2 and 3 of a claimed payout: the transfer under the row's id as idempotency key, then one
 * batch: row `paid` + advisor_payable → processor_clearing. No answer (a connection error, a
 * crash): the row stays `processing` for reconcilePayouts — never a second transfer.
 */
async function transferAndSettle(pc: PayoutContext, payout: AdvisorPayoutRow, accountRef: string, known?: { transferRef: string }): Promise<"paid" | "failed" | "waiting"> {
  const { db, now, rails } = pc;
  let transferRef: string;
  if (known) {
    transferRef = known.transferRef;
  } else {
    try {
      ({ transferRef } = await rails.transfer({ payoutId: payout.id, accountRef, amount: payout.amount, currency: payout.currency, transferGroup: payout.transferGroup, idempotencyKey: payout.id }));
    } catch (error) {
      console.error(`payout ${payout.id}: transfer failed`, error);
      if ((error as { type?: string }).type === "StripeConnectionError") return "waiting";
      const code = (error as { code?: string }).code ?? "TRANSFER_FAILED";
      await db.update(advisorPayouts).set({ status: "failed", failureCode: code.toUpperCase() }).where(and(eq(advisorPayouts.id, payout.id), eq(advisorPayouts.status, "processing")));
      return "failed";
    }
  }
  try {
    await db.batch([
      db.update(advisorPayouts).set({ status: "paid", providerRef: transferRef, paidAt: now }).where(and(eq(advisorPayouts.id, payout.id), eq(advisorPayouts.status, "processing"))),
      ...(ledgerTransaction(db, {
        kind: "advisor_payout",
        memo: `Payout of milestone ${payout.milestoneId} (${transferRef})`,
        refType: "milestone",
        refId: payout.milestoneId,
        entries: move(advisorPayable(payout.advisorId), PLATFORM_ACCOUNTS.processorClearing, payout.amount, payout.currency),
        now,
      }) as []),
    ]);
  } catch (error) {
    // settled meanwhile by a concurrent reconciliation (the movement is unique per milestone)
    if (/constraint failed/i.test(errorText(error))) return "waiting";
    throw error;
  }
  return "paid";
}

export interface PayoutReconcileResult {
  paid: number;
  failed: number;
  waiting: number;
}

/**
 * Payouts left `processing` (the transfer's answer never came: a timeout, a crash after the
 * claim), older than `staleMs`, resolved against the processor (decision 251; on the 15-minute
 * reconciliation cron and POST /api/admin/billing/reconcile): a transfer found in the payout's
 * transfer_group with its `metadata.payout_id` is recorded as paid; none found means the call
 * never arrived, so it is sent again under the same idempotency key (the row's id) — one transfer.
 */
export async function reconcilePayouts(pc: PayoutContext, staleMs = PAYOUT_RECONCILE_STALE_MS): Promise<PayoutReconcileResult> {
  const { db, now, rails } = pc;
  const result: PayoutReconcileResult = { paid: 0, failed: 0, waiting: 0 };
  const stale = await db
    .select({ payout: advisorPayouts, accountRef: payoutAccounts.accountRef })
    .from(advisorPayouts)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, advisorPayouts.advisorId))
    .where(and(eq(advisorPayouts.status, "processing"), lt(advisorPayouts.createdAt, new Date(now.getTime() - staleMs))))
    .orderBy(asc(advisorPayouts.createdAt))
    .limit(50)
    .all();
  for (const { payout, accountRef } of stale) {
    try {
      const found = await rails.findTransfer({ payoutId: payout.id, transferGroup: payout.transferGroup });
      if (!found && !accountRef) {
        await db.update(advisorPayouts).set({ status: "failed", failureCode: "NO_PAYOUT_ACCOUNT" }).where(and(eq(advisorPayouts.id, payout.id), eq(advisorPayouts.status, "processing")));
        result.failed++;
        continue;
      }
      result[await transferAndSettle(pc, payout, accountRef ?? "", found ?? undefined)]++;
    } catch (error) {
      console.error(`reconcile payout ${payout.id}`, error);
      result.waiting++;
    }
  }
  return result;
}

/**
 * Stripe's `transfer.reversed` (decision 251): the reversed part (`amount_reversed` − what was
 * recorded) comes back from the connected account, processor_clearing → advisor_payable, so it is
 * owed again; a whole reversal makes the payout `reversed`, which the payout run does not retry
 * (an admin sees it at /admin/payouts). The row's recorded amount guards the batch, so concurrent
 * deliveries post it once. No statements for a transfer we do not know.
 */
export async function transferReversedStatements(db: Database, transfer: Pick<Stripe.Transfer, "id" | "amount" | "amount_reversed" | "metadata">, now: Date): Promise<LedgerStatement[]> {
  const payout = await db
    .select()
    .from(advisorPayouts)
    .where(transfer.metadata?.payout_id ? eq(advisorPayouts.id, transfer.metadata.payout_id) : eq(advisorPayouts.providerRef, transfer.id))
    .get();
  if (!payout || payout.status !== "paid") return [];
  const delta = Math.min(transfer.amount_reversed, payout.amount) - payout.reversedAmount;
  if (delta <= 0) return [];
  const reversedAmount = payout.reversedAmount + delta;
  return [
    db
      .update(advisorPayouts)
      .set({ reversedAmount, status: reversedAmount >= payout.amount ? "reversed" : "paid" })
      .where(and(eq(advisorPayouts.id, payout.id), eq(advisorPayouts.reversedAmount, payout.reversedAmount))),
    billingGuardStatement(db, "payout_reversal_recorded", sql`NOT EXISTS (SELECT 1 FROM ${advisorPayouts} WHERE ${advisorPayouts.id} = ${payout.id} AND ${advisorPayouts.reversedAmount} = ${reversedAmount})`),
    ...ledgerTransaction(db, {
      kind: "advisor_payout_reversal",
      memo: `Transfer ${transfer.id} reversed (${reversedAmount} of ${payout.amount})`,
      refType: "payout",
      refId: `${payout.id}:${reversedAmount}`,
      entries: move(PLATFORM_ACCOUNTS.processorClearing, advisorPayable(payout.advisorId), delta, payout.currency),
      now,
    }),
  ];
}


/** The advisor asks for their released shares now: 409 while their account cannot receive payouts. */
export async function requestPayout(pc: PayoutContext, advisorId: string): Promise<PayoutRunResult> {
  const account = await refreshAccountStatus(pc, advisorId);
  if (account?.status !== "payouts_enabled") {
    throw new AppError(409, "PAYOUTS_NOT_ENABLED", "Payouts are blocked until your payout account is verified and enabled.", { account: { status: account?.status ?? "not_started" } });
  }
  return runPayouts(pc, advisorId);
}
