import { and, desc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batched } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { ledgerAccounts, ledgerOverdraftGuard, ledgerPostings, ledgerTransactions, LEDGER_ACCOUNT_KINDS } from "#db/schema";

/**
 * The double-entry ledger (docs/decisions/065-ledger-and-payments.md).
 *
 * Sign convention: an entry's amount is the change of that account's balance in minor units.
 * Money "held" (client_cash, escrow, advisor_payable, platform:revenue) is positive.
 * `platform:processor_clearing` mirrors the outside world (money paid in makes it negative) and
 * `platform:refunds` is a contra-revenue account (refunds make it negative); they are the only
 * accounts that may go below zero. Every transaction's entries sum to 0 per currency, so the
 * trial balance (sum of all balances per currency) is always 0.
 */

export type LedgerStatement = BatchItem<"sqlite">;
export type AccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const PLATFORM_ACCOUNTS = {
  revenue: "platform:revenue",
  refunds: "platform:refunds",
  processorClearing: "platform:processor_clearing",
} as const;

export const clientCash = (userId: string) => `client_cash:${userId}`;
export const escrowAccount = (contractId: string) => `escrow:${contractId}`;
/** `escrowAccount` in SQL, for a contract id column or expression (joins and subqueries of balances). */
export const escrowAccountSql = (contractId: SQLWrapper) => sql<string>`'escrow:' || ${contractId}`;
export const advisorPayable = (advisorId: string) => `advisor_payable:${advisorId}`;

/** Accounts allowed below zero (see the sign convention above). */
const MAY_GO_NEGATIVE = new Set<string>([PLATFORM_ACCOUNTS.processorClearing, PLATFORM_ACCOUNTS.refunds]);

export interface ParsedAccount {
  key: string;
  kind: AccountKind;
  ownerId: string | null;
}

const PLATFORM_KEYS = new Set<string>(Object.values(PLATFORM_ACCOUNTS));

/** Validates an account key; throws on anything outside the decision-045 key set. */
export function parseAccountKey(key: string): ParsedAccount {
  if (PLATFORM_KEYS.has(key)) return { key, kind: "platform", ownerId: null };
  const m = /^(client_cash|escrow|advisor_payable):([A-Za-z0-9_-]{1,100})$/.exec(key);
  if (!m) throw new LedgerError(`Unknown ledger account "${key}".`);
  return { key, kind: m[1] as AccountKind, ownerId: m[2] };
}

export const accountMayGoNegative = (key: string) => MAY_GO_NEGATIVE.has(key);

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LedgerError";
  }
}

export interface LedgerEntryInput {
  account: string;
  /** signed minor units: + raises the balance of `account`, − lowers it */
  amount: number;
  /** ISO 4217, upper case */
  currency: string;
}

export interface LedgerTransactionInput {
  kind: string;
  memo: string;
  /** what the movement belongs to, e.g. "payment" + payment id, "milestone" + milestone id; (kind, refType, refId) is unique */
  refType: string;
  refId: string;
  entries: LedgerEntryInput[];
  now?: Date;
}

/** Throws unless every amount is a non-zero safe integer and the entries sum to zero per currency. Pure. */
export function assertBalanced(entries: readonly LedgerEntryInput[]): Map<string, number> {
  if (entries.length < 2) throw new LedgerError("A ledger transaction needs at least two entries.");
  const sums = new Map<string, number>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new LedgerError(`Entry amounts are non-zero integers in minor units (got ${e.amount}).`);
    if (!/^[A-Z]{3}$/.test(e.currency)) throw new LedgerError(`Currency must be an ISO 4217 code (got "${e.currency}").`);
    parseAccountKey(e.account);
    sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new LedgerError(`Ledger entries must sum to zero per currency; ${currency} sums to ${sum}.`);
  }
  return sums;
}

/**
 * The statements of one ledger transaction, to put in the caller's `db.batch` next to the state
 * change they belong to. Creates accounts on first use; after the entries, a guard statement
 * per lowered account that must not go negative fails the batch if it would
 * (CHECK constraint "ledger_no_overdraft", see isOverdraftError).
 */
export function ledgerTransaction(db: Database, input: LedgerTransactionInput): LedgerStatement[] {
  assertBalanced(input.entries);
  if (!input.kind || !input.refType || !input.refId) throw new LedgerError("kind, refType and refId are required.");
  const now = input.now ?? new Date();
  const transactionId = `ltx_${crypto.randomUUID()}`;
  const accounts = [...new Map(input.entries.map((e) => [e.account, parseAccountKey(e.account)])).values()];
  const statements: LedgerStatement[] = [
    db
      .insert(ledgerAccounts)
      .values(accounts.map((a) => ({ key: a.key, kind: a.kind, ownerId: a.ownerId, createdAt: now })))
      .onConflictDoNothing(),
    db.insert(ledgerTransactions).values({ id: transactionId, kind: input.kind, memo: input.memo, refType: input.refType, refId: input.refId, createdAt: now }),
    db.insert(ledgerPostings).values(
      input.entries.map((e) => ({ id: `len_${crypto.randomUUID()}`, transactionId, account: e.account, amount: e.amount, currency: e.currency, createdAt: now })),
    ),
  ];
  const lowered = new Map<string, LedgerEntryInput>();
  for (const e of input.entries) if (e.amount < 0 && !accountMayGoNegative(e.account)) lowered.set(`${e.account}|${e.currency}`, e);
  for (const e of lowered.values()) {
    // INSERT … SELECT <account> WHERE balance < 0: a row (and a CHECK failure) only on overdraft.
    const balance = sql`(SELECT COALESCE(SUM(${ledgerPostings.amount}), 0) FROM ${ledgerPostings} WHERE ${ledgerPostings.account} = ${e.account} AND ${ledgerPostings.currency} = ${e.currency})`;
    statements.push(
      db.insert(ledgerOverdraftGuard).select(
        db
          .select({ account: ledgerAccounts.key })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.key, e.account), sql`${balance} < 0`)),
      ),
    );
  }
  return statements;
}

/** The D1 error a batch fails with when a guarded account would go negative. */
export function isOverdraftError(error: unknown): boolean {
  return errorText(error).includes("ledger_no_overdraft");
}

/** The D1 error when a (kind, refType, refId) movement was already written. */
export function isDuplicateMovementError(error: unknown): boolean {
  return /UNIQUE constraint failed: ledger_transactions\.kind/.test(errorText(error));
}

export function errorText(error: unknown): string {
  let text = "";
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) text += `${e.message}\n`;
  return text;
}

/** Balance of one account per currency, as a query a loader can put in its batch. */
export function accountBalanceQuery(db: Database, account: string) {
  return db
    .select({ currency: ledgerPostings.currency, balance: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, account))
    .groupBy(ledgerPostings.currency);
}

/** Balance of one account in one currency (0 when it has no entries). */
export async function accountBalance(db: Database, account: string, currency = "USD"): Promise<number> {
  const rows = await accountBalanceQuery(db, account).all();
  return rows.find((r) => r.currency === currency)?.balance ?? 0;
}

export interface TrialBalance {
  /** per currency; always 0 when the ledger is sound */
  trialBalance: Record<string, number>;
  accounts: { key: string; kind: AccountKind; ownerId: string | null; currency: string; balance: number }[];
}

/** Per-account balances and their per-currency totals, in one round trip (a page's: its one D1 batch, via `scope`). */
export async function trialBalance(scope: { db: Database }): Promise<TrialBalance> {
  const { db } = scope;
  const rows = await batched(
    scope,
    db
      .select({
        key: ledgerAccounts.key,
        kind: ledgerAccounts.kind,
        ownerId: ledgerAccounts.ownerId,
        currency: ledgerPostings.currency,
        balance: sql<number>`SUM(${ledgerPostings.amount})`.mapWith(Number),
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.key, ledgerPostings.account))
      .groupBy(ledgerAccounts.key, ledgerPostings.currency)
      .orderBy(ledgerAccounts.kind, ledgerAccounts.key),
  );
  const totals: Record<string, number> = {};
  for (const r of rows) totals[r.currency] = (totals[r.currency] ?? 0) + r.balance;
  if (Object.keys(totals).length === 0) totals.USD = 0;
  return { trialBalance: totals, accounts: rows };
}

export interface LedgerTransactionDto {
  id: string;
  kind: string;
  memo: string;
  refType: string;
  refId: string;
  createdAt: string;
  entries: { account: string; amount: number; currency: string }[];
}

/** The newest transactions with their entries (two queries, one round trip: a page's one D1 batch, via `scope`). */
export async function recentTransactions(scope: { db: Database }, limit = 50): Promise<LedgerTransactionDto[]> {
  const { db } = scope;
  const newest = db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id)).limit(limit);
  const [txs, entries] = await Promise.all([
    batched(scope, db.select().from(ledgerTransactions).orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id)).limit(limit)),
    batched(scope, db.select().from(ledgerPostings).where(inArray(ledgerPostings.transactionId, newest))),
  ]);
  return txs.map((t) => ({
    id: t.id,
    kind: t.kind,
    memo: t.memo,
    refType: t.refType,
    refId: t.refId,
    createdAt: t.createdAt.toISOString(),
    entries: entries.filter((e) => e.transactionId === t.id).map((e) => ({ account: e.account, amount: e.amount, currency: e.currency })),
  }));
}

/** Transactions that belong to one reference (e.g. all movements of a payment). */
export function transactionsForRef(db: Database, refType: string, refId: string) {
  return db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.refType, refType), eq(ledgerTransactions.refId, refId)))
    .orderBy(ledgerTransactions.createdAt);
}

/** Entries moving money between two accounts: `amount` leaves `from` and arrives at `to`. */
export function move(from: string, to: string, amount: number, currency: string): LedgerEntryInput[] {
  return [
    { account: from, amount: -amount, currency },
    { account: to, amount, currency },
  ];
}

interface PaidRef {
  id: string;
  userId: string;
  amount: number;
  currency: string;
}

/** A purchase the platform keeps: client_cash:<payer> → platform:revenue, once per payment. */
export function revenueFromPayment(db: Database, payment: PaidRef, memo: string, now: Date): LedgerStatement[] {
  return ledgerTransaction(db, { kind: "purchase", memo, refType: "payment", refId: payment.id, entries: move(clientCash(payment.userId), PLATFORM_ACCOUNTS.revenue, payment.amount, payment.currency), now });
}

/** Its reversal on refund: platform:refunds (contra-revenue) → client_cash:<payer>. */
export function revenueRefunded(db: Database, payment: PaidRef, memo: string, now: Date): LedgerStatement[] {
  return ledgerTransaction(db, { kind: "purchase_refund", memo, refType: "payment", refId: payment.id, entries: move(PLATFORM_ACCOUNTS.refunds, clientCash(payment.userId), payment.amount, payment.currency), now });
}
