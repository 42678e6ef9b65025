import { and, desc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { advisorPayouts, contractMilestones, ledgerPostings, ledgerTransactions, payoutAccounts, users, type AdvisorPayoutRow, type PayoutAccountRow, type PayoutAccountStatus } from "../../../db/schema";
import { AppError } from "../../errors";
import { contractTransferGroup } from "../marketplace/escrow-purpose.server";
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
};

export function payoutRails(env?: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY">): PayoutRails {
  if (env?.PAYMENT_PROVIDER !== "stripe" || !env.STRIPE_SECRET_KEY) return localRails;
  return stripeRails(stripeClientFor(env.STRIPE_SECRET_KEY));
}

export interface PayoutContext {
  db: Database;
  now: Date;
  rails: PayoutRails;
}

// ---- the connected account -------------------------------------------------------------------

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
        advisorId ? eq(ledgerPostings.account, advisorPayable(advisorId)) : sql`${ledgerPostings.account} LIKE 'advisor_payable:%'`,
        sql`NOT EXISTS (SELECT 1 FROM ${advisorPayouts} p WHERE p.milestone_id = ${ledgerTransactions.refId} AND p.status IN ('processing', 'paid'))`,
      ),
    )
    .limit(200);
}

/** GET /api/advisor/payouts: the account's status, what is owed (advisor_payable) and the payouts. */
export async function payoutsOverview(db: Database, advisorId: string) {
  const [account, owed, rows] = await db.batch([
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, advisorId)).limit(1),
    db
      .select({ currency: ledgerPostings.currency, amount: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number) })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.account, advisorPayable(advisorId)))
      .groupBy(ledgerPostings.currency),
    db.select().from(advisorPayouts).where(eq(advisorPayouts.advisorId, advisorId)).orderBy(desc(advisorPayouts.createdAt)).limit(100),
  ]);
  const owedMain = owed.find((o) => o.amount !== 0) ?? owed[0];
  return {
    account: { status: account[0]?.status ?? ("not_started" as const) },
    owed: { amount: owedMain?.amount ?? 0, currency: owedMain?.currency ?? "EUR" },
    owedByCurrency: owed.filter((o) => o.amount !== 0),
    payouts: rows.map(toPayoutDto),
  };
}

/** Admin: per advisor, what is owed (advisor_payable) and what was paid out. */
export async function adminPayoutsOverview(db: Database) {
  const rows = await db
    .select({
      advisorId: sql<string>`substr(${ledgerPostings.account}, 17)`,
      currency: ledgerPostings.currency,
      owed: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number),
      paid: sql<number>`COALESCE(SUM(CASE WHEN ${ledgerPostings.amount} < 0 THEN -${ledgerPostings.amount} ELSE 0 END), 0)`.mapWith(Number),
    })
    .from(ledgerPostings)
    .where(sql`${ledgerPostings.account} LIKE 'advisor_payable:%'`)
    .groupBy(ledgerPostings.account, ledgerPostings.currency)
    .all();
  const names = rows.length ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).all() : [];
  const byId = new Map(names.map((u) => [u.id, u]));
  const statuses = new Map((await db.select({ userId: payoutAccounts.userId, status: payoutAccounts.status }).from(payoutAccounts).all()).map((a) => [a.userId, a.status]));
  return {
    advisors: rows.map((r) => ({
      advisor: { id: r.advisorId, name: byId.get(r.advisorId)?.name ?? null, email: byId.get(r.advisorId)?.email ?? null },
      account: { status: statuses.get(r.advisorId) ?? "not_started" },
      owed: { amount: r.owed, currency: r.currency },
      paid: { amount: r.paid, currency: r.currency },
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
  const { db, now, rails } = pc;
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
      createdAt: now,
      paidAt: null,
    };
    try {
      await db.insert(advisorPayouts).values(payout);
    } catch (error) {
      if (/UNIQUE constraint failed: advisor_payouts/.test(errorText(error))) continue; // another run claimed it
      throw error;
    }
    let transferRef: string;
    try {
      ({ transferRef } = await rails.transfer({ payoutId: payout.id, accountRef: account.accountRef, amount: payout.amount, currency: payout.currency, transferGroup: payout.transferGroup, idempotencyKey: payout.id }));
    } catch (error) {
      console.error(`payout ${payout.id}: transfer failed`, error);
      // No answer: the outcome is unknown, the row stays processing (never a second transfer); an admin checks it.
      if ((error as { type?: string }).type === "StripeConnectionError") {
        result.failed++;
        continue;
      }
      const code = (error as { code?: string }).code ?? "TRANSFER_FAILED";
      await db.update(advisorPayouts).set({ status: "failed", failureCode: code.toUpperCase() }).where(and(eq(advisorPayouts.id, payout.id), eq(advisorPayouts.status, "processing")));
      result.failed++;
      continue;
    }
    await db.batch([
      db.update(advisorPayouts).set({ status: "paid", providerRef: transferRef, paidAt: now }).where(and(eq(advisorPayouts.id, payout.id), eq(advisorPayouts.status, "processing"))),
      ...(ledgerTransaction(db, {
        kind: "advisor_payout",
        memo: `Payout of milestone ${payout.milestoneId} (${transferRef})`,
        refType: "milestone",
        refId: payout.milestoneId,
        entries: move(advisorPayable(advisor), PLATFORM_ACCOUNTS.processorClearing, payout.amount, payout.currency),
        now,
      }) as []),
    ]);
    result.paid++;
  }
  return result;
}

/** The advisor asks for their released shares now: 409 while their account cannot receive payouts. */
export async function requestPayout(pc: PayoutContext, advisorId: string): Promise<PayoutRunResult> {
  const account = await refreshAccountStatus(pc, advisorId);
  if (account?.status !== "payouts_enabled") {
    throw new AppError(409, "PAYOUTS_NOT_ENABLED", "Payouts are blocked until your payout account is verified and enabled.", { account: { status: account?.status ?? "not_started" } });
  }
  return runPayouts(pc, advisorId);
}
