import { and, asc, desc, eq, inArray, or, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#db/client";
import {
  contractEvents,
  contractMilestones,
  contracts,
  documentShares,
  ledgerPostings,
  ledgerTransactions,
  marketplaceRequests,
  users,
  type ContractMilestoneRow,
  type ContractRow,
  type ContractStatus,
  type MilestoneStatus,
} from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { accountBalanceQuery, advisorPayable, escrowAccount, escrowAccountSql, isOverdraftError, type LedgerStatement } from "#worker/domain/billing/ledger.server";
import { twin, type ContentLocale } from "#worker/domain/locale";
import { runBatch } from "#worker/domain/workspace.server";
import { batched, preparedRead, preparedReads } from "#worker/db-batch.server";
import { escrowMail } from "#worker/domain/mail/marketplace.server";
import { activityStatement, guardedEvent, isConstraintFailure, notifyStatement, type Bilingual, type Subject } from "./effects.server";
import { escrowFundStatements, escrowReleaseStatements, escrowReturnStatements, type EscrowContract } from "./escrow.server";
import { disputesQueries, toDisputes, type DisputeView } from "./dispute-view.server";
import { unreadQuery } from "./workroom-unread.server";
import { assertMilestone, conflict, isComplete, milestoneFrom, splitCommission, type MilestoneAction } from "./state";

export interface ContractMilestone {
  id: string;
  title: string;
  amount: number;
  status: MilestoneStatus;
  toAdvisor: number | null;
  toClient: number | null;
}

export interface ContractEvent {
  id: string;
  kind: string;
  milestoneId: string | null;
  actorId: string | null;
  amount: number | null;
  createdAt: string;
}

/** A ledger movement of this contract's money (fund, release, refund, payout), for the history view. */
export interface ContractMovement {
  id: string;
  /** escrow_fund | escrow_release | escrow_refund | escrow_payout */
  kind: string;
  milestoneId: string;
  createdAt: string;
  /** signed changes per account: escrow:<contract>, advisor_payable:<advisor>, platform:revenue, client_cash:<client>, platform:processor_clearing */
  entries: { account: string; amount: number; currency: string }[];
}

export interface Contract {
  id: string;
  requestId: string;
  bidId: string;
  clientId: string;
  advisorId: string;
  status: ContractStatus;
  amount: number;
  currency: string;
  /** 0.25 implementation, 0.10 recurring */
  commissionRate: number;
  /** funded − released − refunded, minor units: the balance of the ledger account escrow:<id> */
  escrowBalance: number;
  milestones: ContractMilestone[];
  requestTitle: string;
  client: { id: string; name: string };
  advisor: { id: string; name: string };
  createdAt: string;
  history: ContractEvent[];
  /** the ledger transactions of its milestones, oldest first (empty in lists) */
  movements: ContractMovement[];
  /** dispute timelines of its milestones (issue 31; empty in the parties' lists) */
  disputes: DisputeView[];
  /** the caller's unread workroom messages (lists of the caller's own contracts; else 0) */
  unread: number;
}

const toMilestone = (m: ContractMilestoneRow, locale: ContentLocale): ContractMilestone => ({
  id: m.id,
  title: twin(locale, m.title, m.titleTr),
  amount: m.amount,
  status: m.status,
  toAdvisor: m.toAdvisor,
  toClient: m.toClient,
});

type ContractSelectRow = { row: ContractRow; requestTitle: string; requestTitleTr: string | null; clientName: string; advisorName: string };

function toContract(
  locale: ContentLocale,
  row: ContractRow,
  extra: ContractSelectRow,
  milestones: ContractMilestoneRow[],
  events: { id: string; kind: string; milestoneId: string | null; actorId: string | null; amount: number | null; createdAt: Date }[],
  escrowBalance: number,
  movements: ContractMovement[] = [],
  disputes: DisputeView[] = [],
  unread = 0,
): Contract {
  return {
    id: row.id,
    requestId: row.requestId,
    bidId: row.bidId,
    clientId: row.clientId,
    advisorId: row.advisorId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    commissionRate: row.commissionBp / 10000,
    escrowBalance,
    milestones: milestones.map((m) => toMilestone(m, locale)),
    requestTitle: twin(locale, extra.requestTitle, extra.requestTitleTr),
    client: { id: row.clientId, name: extra.clientName },
    advisor: { id: row.advisorId, name: extra.advisorName },
    createdAt: row.createdAt.toISOString(),
    history: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    movements,
    disputes,
    unread,
  };
}

/** The ledger balances of these escrow accounts (a list, or a subquery of `escrowAccountSql`), as a query for a batch. */
function escrowBalancesQuery(db: Database, accounts: string[] | SQLWrapper) {
  return db
    .select({ account: ledgerPostings.account, currency: ledgerPostings.currency, balance: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.account, accounts))
    .groupBy(ledgerPostings.account, ledgerPostings.currency);
}

function balanceOf(rows: { account: string; currency: string; balance: number }[], contract: { id: string; currency: string }) {
  return rows.find((r) => r.account === escrowAccount(contract.id) && r.currency === contract.currency)?.balance ?? 0;
}

/** The ledger side of a contract: transactions whose reference is one of its milestones. */
function movementsQuery(db: Database, contractId: string | Placeholder) {
  return db
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind, milestoneId: ledgerTransactions.refId, createdAt: ledgerTransactions.createdAt, account: ledgerPostings.account, amount: ledgerPostings.amount, currency: ledgerPostings.currency })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.refType, "milestone"),
        inArray(ledgerTransactions.refId, db.select({ id: contractMilestones.id }).from(contractMilestones).where(eq(contractMilestones.contractId, contractId))),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id), asc(ledgerPostings.amount));
}

type MovementRow = { id: string; kind: string; milestoneId: string; createdAt: Date; account: string; amount: number; currency: string };

function toMovements(rows: MovementRow[]): ContractMovement[] {
  const byId = new Map<string, ContractMovement>();
  for (const r of rows) {
    let m = byId.get(r.id);
    if (!m) byId.set(r.id, (m = { id: r.id, kind: r.kind, milestoneId: r.milestoneId, createdAt: r.createdAt.toISOString(), entries: [] }));
    m.entries.push({ account: r.account, amount: r.amount, currency: r.currency });
  }
  return [...byId.values()];
}

/** What the escrow ledger functions need to know about a contract. */
export function escrowOf(c: Pick<Contract, "id" | "clientId" | "advisorId" | "currency" | "commissionRate">): EscrowContract {
  return { id: c.id, clientId: c.clientId, advisorId: c.advisorId, currency: c.currency, commissionBp: Math.round(c.commissionRate * 10000) };
}

const clientUser = sql<string>`(SELECT name FROM users u WHERE u.id = ${contracts.clientId})`;

function contractSelect(db: Database) {
  return db
    .select({ row: contracts, requestTitle: marketplaceRequests.title, requestTitleTr: marketplaceRequests.titleTr, clientName: clientUser, advisorName: users.name })
    .from(contracts)
    .innerJoin(marketplaceRequests, eq(marketplaceRequests.id, contracts.requestId))
    .innerJoin(users, eq(users.id, contracts.advisorId));
}

const isParty = (userId: string | Placeholder) => or(eq(contracts.clientId, userId), eq(contracts.advisorId, userId));

/** A contract as the writes read it: plus the request title in both languages for the notices they send. */
export type LoadedContract = Contract & { subject: Subject };

/** One round trip: the contract (client or advisor only, else 404), its milestones and history. */
export async function getContract(db: Database, userId: string | null, id: string, opts: { admin?: boolean; locale?: ContentLocale } = {}): Promise<Contract> {
  const { subject: _subject, ...contract } = await loadContract(db, userId, id, opts);
  return contract;
}

export async function loadContract(db: Database, userId: string | null, id: string, opts: { admin?: boolean; locale?: ContentLocale } = {}): Promise<LoadedContract> {
  const { endedAt: _endedAt, ...contract } = contractOf((await db.batch(contractReads(db, userId, id, opts))) as ContractReadResults, id, opts.locale);
  return contract;
}

/** `loadContract`'s reads (the contract for a party or an admin, milestones, history, escrow, ledger movements, disputes), for a batch. */
function contractReads(db: Database, userId: string | Placeholder | null, id: string | Placeholder, opts: { admin?: boolean }) {
  const [disputeRows, evidenceFiles] = disputesQueries(db, [id]);
  return [
    contractSelect(db).where(opts.admin ? eq(contracts.id, id) : and(eq(contracts.id, id), isParty(userId ?? ""))),
    db.select().from(contractMilestones).where(eq(contractMilestones.contractId, id)).orderBy(asc(contractMilestones.position)),
    db
      .select({ id: contractEvents.id, kind: contractEvents.kind, milestoneId: contractEvents.milestoneId, actorId: contractEvents.actorId, amount: contractEvents.amount, createdAt: contractEvents.createdAt })
      .from(contractEvents)
      .where(eq(contractEvents.contractId, id))
      .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id)),
    // the contract's escrow account (escrowAccount's key) from its row, whether `id` is a value or a placeholder
    escrowBalancesQuery(db, db.select({ account: escrowAccountSql(contracts.id) }).from(contracts).where(eq(contracts.id, id))),
    movementsQuery(db, id),
    disputeRows,
    evidenceFiles,
  ] as const;
}
/** What a tuple of reads gives back, read by read (as `db.batch` types it). */
export type BatchResults<T> = { readonly [K in keyof T]: Awaited<T[K]> };
type ContractReadResults = BatchResults<ReturnType<typeof contractReads>>;

/** The contract from its reads' results (404 when the caller may not see it), with when it ended (reviews' window). */
function contractOf([rows, milestones, events, balances, movements, disputes, files]: ContractReadResults, id: string, locale: ContentLocale = "en"): LoadedContract & { endedAt: Date | null } {
  const r = rows[0];
  if (!r) throw notFound();
  const contract = toContract(locale, r.row, r, milestones, events, balanceOf(balances, r.row), toMovements(movements), toDisputes(disputes, files, id));
  return { ...contract, subject: { en: r.requestTitle, tr: r.requestTitleTr }, endedAt: r.row.endedAt };
}

/**
 * A party's contract page reads `contractReads` with the contract and the party as placeholders:
 * their SQL is built once per isolate (preparedRead), not on every page view (decision 313).
 */
// the length of contractReads' tuple (the type checks that it is)
const CONTRACT_READS: ReturnType<typeof contractReads>["length"] = 7;
const partyContractReads = preparedReads<{ id: string; userId: string }>(CONTRACT_READS, (db) => contractReads(db, sql.placeholder("userId"), sql.placeholder("id"), {}));

/** `loadContract` for a party, joining the caller's D1 batch (`scope`) with the rest of a page's reads. */
export async function contractIn(scope: { db: Database }, userId: string, id: string, locale: ContentLocale) {
  const results = await Promise.all(partyContractReads.map((read) => read(scope, { id, userId })));
  return contractOf(results as unknown as ContractReadResults, id, locale);
}

/** The caller's contracts as client or advisor (or only one side), newest first, without history. */
export async function listContracts(db: Database, userId: string, side?: "client" | "advisor", locale: ContentLocale = "en"): Promise<Contract[]> {
  if (side) return sideContracts({ db }, userId, side, locale);
  const who = isParty(userId);
  const rows = await contractSelect(db).where(who).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(100).all();
  return withMilestones(db, rows, locale, userId);
}

/**
 * The reads of one side's contract list (/proposals as client, /advisor/contracts as advisor): the
 * contracts, their milestones, escrow balances and the caller's unread workroom messages, each
 * keyed by the caller's id alone (the contract ids are a subquery), so none waits for another and
 * all join the request's one D1 batch; the SQL is built once per isolate (preparedRead, issue 28).
 */
function sideReads(side: "client" | "advisor") {
  const party = side === "client" ? contracts.clientId : contracts.advisorId;
  const userId = sql.placeholder("userId");
  const ids = (db: Database) => db.select({ id: contracts.id }).from(contracts).where(eq(party, userId));
  return {
    rows: preparedRead((db) => contractSelect(db).where(eq(party, userId)).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(100)),
    milestones: preparedRead((db) => db.select().from(contractMilestones).where(inArray(contractMilestones.contractId, ids(db))).orderBy(asc(contractMilestones.position))),
    balances: preparedRead((db) => escrowBalancesQuery(db, db.select({ account: escrowAccountSql(contracts.id) }).from(contracts).where(eq(party, userId)))),
    unread: preparedRead((db) => unreadQuery(db, userId, ids(db))),
  };
}
const sides = { client: sideReads("client"), advisor: sideReads("advisor") };

/** A party's contracts on one side, newest first, without history (as `listContracts`), in the caller's D1 batch (`scope`). */
export async function sideContracts(scope: { db: Database }, userId: string, side: "client" | "advisor", locale: ContentLocale): Promise<Contract[]> {
  const reads = sides[side];
  const [rows, milestones, balances, unread] = await Promise.all([reads.rows(scope, { userId }), reads.milestones(scope, { userId }), reads.balances(scope, { userId }), reads.unread(scope, { userId })]);
  return listed(locale, rows, milestones, balances, unread);
}

/** Listed contracts (without history or ledger movements) from their rows and the reads beside them. */
function listed(
  locale: ContentLocale,
  rows: ContractSelectRow[],
  milestones: ContractMilestoneRow[],
  balances: { account: string; currency: string; balance: number }[],
  unread: { contractId: string; unread: number }[],
  disputesOf: (contractId: string) => DisputeView[] = () => [],
): Contract[] {
  return rows.map((r) =>
    toContract(locale, r.row, r, milestones.filter((m) => m.contractId === r.row.id), [], balanceOf(balances, r.row), [], disputesOf(r.row.id), unread.find((u) => u.contractId === r.row.id)?.unread ?? 0),
  );
}

/** The id of the contract made from a request, if the caller is one of its two parties. */
/** The viewer's contract on a request, as a party (the request page's link to their side of it). */
export const partyContractOfRequestQuery = (db: Database, userId: string | Placeholder, requestId: string | Placeholder) =>
  db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.requestId, requestId), isParty(userId))).limit(1);

/** Admin view: contracts with a disputed milestone; a page passes its request context (`scope`) so the first read joins its one D1 batch. */
export async function listDisputedContracts(scope: { db: Database }, locale: ContentLocale = "en"): Promise<Contract[]> {
  const { db } = scope;
  const rows = await batched(
    scope,
    contractSelect(db)
      .where(sql`EXISTS (SELECT 1 FROM contract_milestones m WHERE m.contract_id = ${contracts.id} AND m.status = 'disputed')`)
      .orderBy(desc(contracts.updatedAt)),
  );
  return withMilestones(db, rows, locale, null);
}

/**
 * Milestones and ledger escrow balances of listed contracts, in one more round trip; for a party's
 * list (`userId`) their unread workroom messages, for the admin's (null) the dispute timelines.
 */
async function withMilestones(db: Database, rows: ContractSelectRow[], locale: ContentLocale, userId: string | null): Promise<Contract[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.row.id);
  const [disputeRows, evidenceFiles] = disputesQueries(db, userId === null ? ids : []);
  const [milestones, balances, unread, disputes, files] = await db.batch([
    db.select().from(contractMilestones).where(inArray(contractMilestones.contractId, ids)).orderBy(asc(contractMilestones.position)),
    escrowBalancesQuery(db, ids.map(escrowAccount)),
    unreadQuery(db, userId ?? "", userId === null ? [] : ids),
    disputeRows,
    evidenceFiles,
  ]);
  return listed(locale, rows, milestones, balances, unread, (id) => toDisputes(disputes, files, id));
}

type Role = "client" | "advisor" | "admin";

/**
 * A party of the contract acting out of its role (a client submitting work, an advisor approving
 * it): 403 with code WRONG_PARTY and the party the action needs (issue 26 item 12). A stranger
 * never gets here: loadContract answers 404 to anyone who is not a party.
 */
export function wrongParty(needed: "client" | "advisor", action: string) {
  return new AppError(403, "WRONG_PARTY", `Only the contract's ${needed} can ${action}.`, { party: needed });
}

/** The contract and milestone behind a milestone action; 404 for a stranger, 403 WRONG_PARTY for the other party. */
export async function loadForAction(db: Database, userId: string, role: Role, contractId: string, milestoneId: string, action: string) {
  const contract = await loadContract(db, userId, contractId, { admin: role === "admin" });
  if (role === "client" && contract.clientId !== userId) throw wrongParty("client", action);
  if (role === "advisor" && contract.advisorId !== userId) throw wrongParty("advisor", action);
  const milestone = contract.milestones.find((m) => m.id === milestoneId);
  if (!milestone) throw notFound();
  return { contract, milestone };
}

/** The guarded UPDATE of one milestone: it only matches while contract and milestone are in the expected states. */
export function milestoneTransition(db: Database, contractId: string, milestoneId: string, action: MilestoneAction, to: MilestoneStatus, now: Date, extra: Partial<ContractMilestoneRow> = {}) {
  return db
    .update(contractMilestones)
    .set({ ...extra, status: to, updatedAt: now })
    .where(
      and(
        eq(contractMilestones.id, milestoneId),
        eq(contractMilestones.contractId, contractId),
        inArray(contractMilestones.status, [...milestoneFrom(action)]),
        sql`EXISTS (SELECT 1 FROM contracts c WHERE c.id = ${contractId} AND c.status = 'active')`,
      ),
    );
}

/**
 * Completes the contract in the same batch once every milestone is released or resolved. When
 * this transition settles the last open milestone (known from the read: settled milestones never
 * reopen), the completion is also recorded and both parties are told; the event is guarded, so a
 * completion that did not happen fails the batch instead of being announced.
 */
export function completeIfSettled(db: Database, contract: LoadedContract, settling: string, actorId: string | null, now: Date): LedgerStatement[] {
  const last = isComplete(contract.milestones.map((m) => (m.id === settling ? "released" : m.status)));
  const l = links(contract);
  const title = { en: "Contract completed", tr: "Sözleşme tamamlandı" };
  return [
    completeStatement(db, contract.id, now),
    ...(last
      ? [
          guardedEvent(db, { contractId: contract.id, actorId, kind: "completed", amount: contract.amount }, now),
          notifyStatement(db, contract.clientId, { title, subject: contract.subject, link: l.client, icon: "file-text" }, now),
          notifyStatement(db, contract.advisorId, { title, subject: contract.subject, link: l.advisor, icon: "file-text" }, now),
          readOnlySharesStatement(db, contract),
        ]
      : []),
  ];
}

/**
 * A completed contract keeps the advisor's access to the client's shared folders read-only
 * (uploads end) unless another active contract between the two needs more; the clock ends the
 * shares SHARE_DAYS_AFTER_COMPLETION days later (clocks.server.ts, issue 26 item 8).
 */
function readOnlySharesStatement(db: Database, contract: Pick<Contract, "id" | "clientId" | "advisorId">) {
  return db
    .update(documentShares)
    .set({ access: "read" })
    .where(
      and(
        eq(documentShares.ownerId, contract.clientId),
        eq(documentShares.advisorId, contract.advisorId),
        eq(documentShares.access, "upload"),
        sql`NOT EXISTS (SELECT 1 FROM contracts c WHERE c.client_id = ${contract.clientId} AND c.advisor_id = ${contract.advisorId} AND c.id <> ${contract.id} AND c.status IN ('awaiting_signatures', 'active'))`,
      ),
    );
}

function completeStatement(db: Database, contractId: string, now: Date) {
  return db
    .update(contracts)
    .set({ status: "completed", endedAt: now, updatedAt: now })
    .where(
      and(
        eq(contracts.id, contractId),
        eq(contracts.status, "active"),
        sql`NOT EXISTS (SELECT 1 FROM contract_milestones m WHERE m.contract_id = ${contractId} AND m.status NOT IN ('released', 'resolved'))`,
      ),
    );
}

async function currentConflict(db: Database, contractId: string, milestoneId: string, action: string) {
  const [c, m] = await db.batch([
    db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, contractId)),
    db.select({ status: contractMilestones.status }).from(contractMilestones).where(eq(contractMilestones.id, milestoneId)),
  ]);
  if (c[0] && c[0].status !== "active") return conflict("contract", c[0].status, `${action} a milestone of`);
  return conflict("milestone", m[0]?.status ?? "unknown", action);
}

/** Runs a guarded transition batch; a lost race (guard failed) becomes a 409 naming the state now. */
export async function runGuarded(db: Database, statements: BatchItem<"sqlite">[], contractId: string, milestoneId: string, action: string) {
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (isOverdraftError(error)) throw insufficientEscrow();
    if (isConstraintFailure(error)) throw await currentConflict(db, contractId, milestoneId, action);
    throw error;
  }
}

/** The escrow ledger holds less than a release or refund would take (only with inconsistent data). */
export const insufficientEscrow = () => new AppError(409, "INSUFFICIENT_BALANCE", "The contract's escrow account holds less than this would pay out.");

export const links = (c: { id: string }) => ({ client: `/proposals?contract=${c.id}`, advisor: `/advisor/contracts?contract=${c.id}` });

interface Notice {
  to: "client" | "advisor";
  title: Bilingual;
  activity: Bilingual;
}

export function effects(db: Database, contract: LoadedContract, actorId: string, kind: string, notices: Notice[], now: Date, amount?: number) {
  const l = links(contract);
  const actorSide = actorId === contract.clientId ? "client" : "advisor";
  return [
    activityStatement(db, actorId, { kind: `contract.${kind}`, text: notices[0].activity, subject: contract.subject, link: actorId === contract.clientId || actorId === contract.advisorId ? l[actorSide] : `/proposals` }, now),
    ...notices.map((n) => notifyStatement(db, n.to === "client" ? contract.clientId : contract.advisorId, { title: n.title, subject: contract.subject, link: l[n.to], icon: "file-text" }, now)),
    // The same notice by e-mail, unless the recipient turned escrow mail off (worker/domain/mail).
    ...notices.flatMap((n) => escrowMail(db, kind, n.to === "client" ? contract.clientId : contract.advisorId, { subject: contract.subject.en, link: l[n.to], money: amount !== undefined ? { amount, currency: contract.currency } : null }, now)),
  ];
}

/**
 * Funding, as the escrow purpose's onSucceeded (escrow-purpose.server.ts): the statements billing
 * puts in the payment's batch. The milestone moves unfunded → funded only while the contract is
 * active (else the guarded event aborts the batch); the payer's cash moves into escrow.
 */
export function fundStatements(db: Database, contract: LoadedContract, milestone: ContractMilestone, payment: { id: string; userId: string; amount: number }, now: Date): LedgerStatement[] {
  return [
    milestoneTransition(db, contract.id, milestone.id, "fund", "funded", now, { paymentId: payment.id }),
    guardedEvent(db, { contractId: contract.id, milestoneId: milestone.id, actorId: payment.userId, kind: "funded", amount: payment.amount }, now),
    ...escrowFundStatements(db, escrowOf(contract), milestone.id, payment.userId, payment.amount, now),
    ...effects(db, contract, payment.userId, "funded", [{ to: "advisor", title: { en: "A milestone was funded", tr: "Bir aşama için ödeme yapıldı" }, activity: { en: "You funded a milestone", tr: "Bir aşamaya ödeme yaptınız" } }], now, payment.amount),
  ];
}

/** The reversal of a funding when billing refunds the payment itself (not reachable today: escrow has no owner refund). */
export function unfundStatements(db: Database, contract: Contract, milestone: ContractMilestone, payment: { id: string; userId: string; amount: number }, now: Date): LedgerStatement[] {
  return [
    milestoneTransition(db, contract.id, milestone.id, "refund", "refunded", now),
    guardedEvent(db, { contractId: contract.id, milestoneId: milestone.id, actorId: payment.userId, kind: "refunded", amount: payment.amount }, now),
    ...escrowReturnStatements(db, escrowOf(contract), milestone.id, payment.amount, now),
  ];
}

/** The contract and milestone a payment is for, whoever asks (billing's hooks run for the payer or an admin). */
export async function contractOfMilestone(db: Database, milestoneId: string) {
  const row = await db.select({ contractId: contractMilestones.contractId }).from(contractMilestones).where(eq(contractMilestones.id, milestoneId)).get();
  if (!row) throw notFound("No such milestone.");
  const contract = await loadContract(db, null, row.contractId, { admin: true });
  const milestone = contract.milestones.find((m) => m.id === milestoneId)!;
  return { contract, milestone };
}

/** Advisor delivers the work of a funded milestone. */
export async function submitMilestone(db: Database, userId: string, contractId: string, milestoneId: string, locale: ContentLocale = "en"): Promise<Contract> {
  const { contract, milestone } = await loadForAction(db, userId, "advisor", contractId, milestoneId, "submit work");
  const to = assertMilestone(contract.status, milestone.status, "submit");
  const now = new Date();
  await runGuarded(
    db,
    [
      // the client's 14 days (and the reminders of day 7 and 12) start again with each submission
      milestoneTransition(db, contractId, milestoneId, "submit", to, now, { submittedAt: now, remindersSent: 0 }),
      guardedEvent(db, { contractId, milestoneId, actorId: userId, kind: "submitted" }, now),
      ...effects(db, contract, userId, "submitted", [{ to: "client", title: { en: "Work submitted for review", tr: "İş incelemeye gönderildi" }, activity: { en: "You submitted work", tr: "İş teslim ettiniz" } }], now),
    ],
    contractId,
    milestoneId,
    "submit",
  );
  return getContract(db, userId, contractId, { locale });
}

/** Client approves submitted work: escrow → advisor payable minus commission → platform revenue. */
export async function approveMilestone(db: Database, userId: string, contractId: string, milestoneId: string, locale: ContentLocale = "en"): Promise<Contract> {
  const { contract, milestone } = await loadForAction(db, userId, "client", contractId, milestoneId, "approve work");
  assertMilestone(contract.status, milestone.status, "approve");
  await runGuarded(db, releaseStatements(db, contract, milestone, userId, new Date()), contractId, milestoneId, "approve");
  return getContract(db, userId, contractId, { locale });
}

/**
 * The release of a submitted milestone, by the client's approval (actorId) or by the clock on day
 * 14 (actorId null, clocks.server.ts): the same guarded transition and the same ledger postings
 * (escrow → advisor payable minus commission → platform revenue), so of an approval and an
 * auto-release racing, exactly one commits.
 */
export function releaseStatements(db: Database, contract: LoadedContract, milestone: ContractMilestone, actorId: string | null, now: Date): LedgerStatement[] {
  const auto = actorId === null;
  const advisorTitle = auto
    ? { en: "Payment released automatically: the review period ended", tr: "Ödeme otomatik olarak serbest bırakıldı: inceleme süresi doldu" }
    : { en: "Milestone approved, payment released", tr: "Aşama onaylandı, ödeme serbest bırakıldı" };
  const l = links(contract);
  return [
    milestoneTransition(db, contract.id, milestone.id, "approve", "released", now),
    guardedEvent(db, { contractId: contract.id, milestoneId: milestone.id, actorId, kind: "released", amount: milestone.amount }, now),
    ...escrowReleaseStatements(db, escrowOf(contract), milestone.id, milestone.amount, now),
    ...completeIfSettled(db, contract, milestone.id, actorId, now),
    ...(auto
      ? [
          notifyStatement(db, contract.advisorId, { title: advisorTitle, subject: contract.subject, link: l.advisor, icon: "file-text" }, now),
          notifyStatement(db, contract.clientId, { title: { en: "Submitted work was approved automatically after 14 days", tr: "Teslim edilen iş 14 gün sonunda otomatik olarak onaylandı" }, subject: contract.subject, link: l.client, icon: "file-text" }, now),
        ]
      : effects(db, contract, actorId, "released", [{ to: "advisor", title: advisorTitle, activity: { en: "You approved a milestone", tr: "Bir aşamayı onayladınız" } }], now, milestone.amount)),
  ];
}

/** Client side of funding: which milestone and how much (checked before any payment is taken). */
export async function fundableMilestone(db: Database, userId: string, contractId: string, milestoneId: string) {
  const { contract, milestone } = await loadForAction(db, userId, "client", contractId, milestoneId, "fund a milestone");
  assertMilestone(contract.status, milestone.status, "fund");
  return { contract, milestone };
}

export { splitCommission };

/**
 * Contracts in these states mean "works with": sharing documents and linking compliance entities
 * (issue 12). A contract awaiting signatures counts: the client chose the advisor, and the advisor
 * may need the documents to read the engagement before signing (decision 200).
 */
const WORKING: ContractStatus[] = ["awaiting_signatures", "active", "completed"];

/** The advisors a client works with (an active or completed contract), by name; the client an id or a placeholder. */
export function workingAdvisorsQuery(db: Database, clientId: string | Placeholder) {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.advisorId))
    .where(and(eq(contracts.clientId, clientId), inArray(contracts.status, WORKING)))
    .orderBy(asc(users.name));
}

/** Whether `advisorId` has an active or completed contract with the client `clientId`. */
export async function worksWith(db: Database, clientId: string, advisorId: string): Promise<boolean> {
  const row = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.advisorId, advisorId), inArray(contracts.status, WORKING)))
    .limit(1)
    .get();
  return row !== undefined;
}

/** Whether `contractId` is one of the client's own contracts (any status). */
export async function isOwnContract(db: Database, clientId: string, contractId: string): Promise<boolean> {
  const row = await db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.id, contractId), eq(contracts.clientId, clientId))).limit(1).get();
  return row !== undefined;
}

/**
 * An advisor's money from the marketplace: what has been released to them and not yet paid out
 * (the ledger balance of advisor_payable:<id>), and what clients hold in escrow on their active
 * contracts. One round trip.
 */
export async function advisorEarnings(scope: { db: Database }, advisorId: string) {
  const { db } = scope;
  const [payable, inEscrow] = await Promise.all([
    batched(scope, accountBalanceQuery(db, advisorPayable(advisorId))),
    batched(
      scope,
      db
        .select({ currency: ledgerPostings.currency, amount: sql<number>`COALESCE(SUM(${ledgerPostings.amount}), 0)`.mapWith(Number) })
        .from(ledgerPostings)
        .innerJoin(contracts, eq(ledgerPostings.account, escrowAccountSql(contracts.id)))
        .where(and(eq(contracts.advisorId, advisorId), eq(contracts.status, "active")))
        .groupBy(ledgerPostings.currency),
    ),
  ]);
  return {
    payable: payable.map((p) => ({ amount: p.balance, currency: p.currency })),
    inEscrow: inEscrow.filter((e) => e.amount !== 0),
  };
}
