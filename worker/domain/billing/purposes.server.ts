import type { PaymentPurpose } from "#db/schema";
import type { PurposeHandler, PurposeRegistry } from "./purpose-types";
import { reportPurpose } from "./report-purpose.server";
import { vipPurpose } from "./vip-purpose.server";
import { escrowPurpose } from "#worker/domain/marketplace/escrow-purpose.server";

export type { BillingTx, PriceQuote, PurposeHandler } from "./purpose-types";

/**
 * What a checkout can pay for (decision 045). To add a purpose (the marketplace's `escrow`):
 * write a PurposeHandler in worker/domain/marketplace/ (import types from
 * "../billing/purpose-types" and ledgerTransaction/move from "#worker/domain/billing/ledger.server"), then
 * add ONE import line and ONE entry below. A purpose without a handler answers 400.
 */
export const PURPOSES: PurposeRegistry = {
  report: reportPurpose,
  vip: vipPurpose,
  escrow: escrowPurpose,
};

export function purposeHandler(purpose: PaymentPurpose): PurposeHandler | undefined {
  return PURPOSES[purpose];
}
