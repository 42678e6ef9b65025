import { addYears } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { memberships, payments } from "#db/schema";
import { AppError } from "#worker/errors";
import { billingGuardStatement } from "./guard.server";
import { revenueFromPayment, revenueRefunded } from "./ledger.server";
import { activeMembershipQuery } from "./memberships.server";
import { PLANS, REFUND_WINDOW_DAYS } from "./plans";
import type { PurposeHandler } from "./purpose-types";

/** An active membership of the user at `now`, other than the one a payment would create. */
const otherActiveMembership = (userId: string, now: Date, exceptPaymentId?: string) =>
  sql`EXISTS (SELECT 1 FROM ${memberships} WHERE ${memberships.userId} = ${userId} AND ${memberships.status} = 'active' AND ${memberships.startsAt} <= ${now.getTime()} AND ${memberships.endsAt} > ${now.getTime()}${
    exceptPaymentId ? sql` AND coalesce(${memberships.paymentId}, '') <> ${exceptPaymentId}` : sql``
  })`;

/**
 * VIP membership: one year from the moment the money arrives (card: at checkout; transfer: when
 * an admin marks it received). One live VIP payment per account (decision 067, issue 26 item 1):
 * the intent row is written only while the account has no active membership and no VIP payment in
 * flight (writeGuard), and a settle batch that would add a second active membership fails in its
 * guard statement (a transfer received after another payment made the account VIP is held).
 */
export const vipPurpose: PurposeHandler = {
  ownerRefundDays: REFUND_WINDOW_DAYS,

  async price({ db, now }, userId) {
    const active = await activeMembershipQuery(db, userId, now).get();
    if (active) throw new AppError(409, "ALREADY_MEMBER", `You are already a VIP member until ${active.endsAt.toISOString().slice(0, 10)}.`, { state: "active" });
    return { ...PLANS.vip, description: "VIP membership (1 year)", refId: userId };
  },

  writeGuard(userId, now) {
    return sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.userId} = ${userId} AND ${payments.purpose} = 'vip' AND ${payments.status} IN ('processing', 'pending')) AND NOT ${otherActiveMembership(userId, now)}`;
  },

  onSucceeded(_refId, payment, { db, now }) {
    return [
      billingGuardStatement(db, "vip_already_active", otherActiveMembership(payment.userId, now, payment.id)),
      db.insert(memberships).values({
        id: `mem_${payment.id}`,
        userId: payment.userId,
        plan: "vip",
        status: "active",
        paymentId: payment.id,
        startsAt: now,
        endsAt: addYears(now, 1),
        createdAt: now,
      }),
      ...revenueFromPayment(db, payment, "VIP membership", now),
    ];
  },

  onRefunded(_refId, payment, { db, now }) {
    return [
      db
        .update(memberships)
        .set({ status: "refunded" })
        .where(and(eq(memberships.paymentId, payment.id), eq(memberships.userId, payment.userId))),
      ...revenueRefunded(db, payment, "VIP membership refunded", now),
    ];
  },
};
