import type { SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import type { PaymentPurpose, PaymentRow } from "#db/schema";
import type { LedgerStatement } from "./ledger.server";

/** What a purpose handler gets: the database and the (injectable) clock. */
export interface BillingTx {
  db: Database;
  now: Date;
}

export interface PriceQuote {
  /** minor units */
  amount: number;
  currency: string;
  description: string;
  /** the thing paid for: a tax report id, the user id (VIP), a milestone id (escrow) */
  refId: string;
  /** Stripe Connect's separate charges and transfers: the group a later transfer to the advisor joins (escrow: the contract) */
  transferGroup?: string;
}

/**
 * One purpose of a checkout (decision 045). `price` validates the purpose's own body fields and
 * the owner, and throws an AppError (404/409/400) when nothing can be bought; `onSucceeded` and
 * `onRefunded` return the statements (state change + ledger transaction, see ledger.server.ts)
 * that billing puts in the same D1 batch as the payment's own status change.
 *
 * Both may be async (the escrow purpose reads its contract to name the escrow account); they may
 * also throw an AppError when the thing paid for can no longer take the money, which aborts the
 * operation before anything is written.
 *
 * When `onSucceeded` runs, billing has already moved the amount processor_clearing →
 * client_cash:<payer> in that batch; the handler moves it on (to platform:revenue, to escrow…).
 * When `onRefunded` runs, the handler moves it back to client_cash:<payer>; billing then returns
 * it client_cash → processor_clearing.
 */
export interface PurposeHandler {
  price(tx: BillingTx, userId: string, body: Record<string, unknown>): Promise<PriceQuote>;
  onSucceeded(refId: string, payment: PaymentRow, tx: BillingTx): LedgerStatement[] | Promise<LedgerStatement[]>;
  onRefunded(refId: string, payment: PaymentRow, tx: BillingTx): LedgerStatement[] | Promise<LedgerStatement[]>;
  /**
   * An extra condition of the INSERT that writes the payment's intent row (issue 26 item 1): the
   * row is written only while it holds, decided by SQLite inside that one statement. Purposes whose
   * refId is unique per live payment rely on the payments_live_ref_unique index instead.
   */
  writeGuard?(userId: string, now: Date): SQL;
  /** Set when the payer may refund it themselves within this many days (spec §9: 7). */
  ownerRefundDays?: number;
}

export type PurposeRegistry = Partial<Record<PaymentPurpose, PurposeHandler>>;
