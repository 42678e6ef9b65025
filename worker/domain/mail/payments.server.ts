import type { Database } from "#db/client";
import type { PaymentRow } from "#db/schema";
import { mailStatement } from "./outbox.server";

/** The receipt (money arrived) and the refund mail, in the payment's own batch (essential mail: always sent). */
export function paymentMail(db: Database, template: "payment-receipt" | "refund", payment: PaymentRow, now: Date) {
  const common = {
    purpose: payment.purpose,
    money: { amount: payment.amount, currency: payment.currency },
    receiptUrl: `/billing/payments/${payment.id}`,
    reference: payment.reference ?? payment.id.slice(0, 8).toUpperCase(),
  };
  return template === "payment-receipt"
    ? mailStatement(db, { template, to: null, userId: payment.userId, props: { ...common, paidAt: (payment.succeededAt ?? now).toISOString() } }, now)
    : mailStatement(db, { template, to: null, userId: payment.userId, props: common }, now);
}
