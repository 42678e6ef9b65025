import { addYears } from "date-fns";
import { and, eq } from "drizzle-orm";
import { memberships } from "../../../db/schema";
import { AppError } from "../../errors";
import { revenueFromPayment, revenueRefunded } from "./ledger.server";
import { activeMembershipQuery } from "./memberships.server";
import { PLANS, REFUND_WINDOW_DAYS } from "./plans";
import type { PurposeHandler } from "./purpose-types";

/**
 * VIP membership: one year from the moment the money arrives (card: at checkout; transfer: when
 * an admin marks it received). One active membership at a time (decision 067).
 */
export const vipPurpose: PurposeHandler = {
  ownerRefundDays: REFUND_WINDOW_DAYS,

  async price({ db, now }, userId) {
    const active = await activeMembershipQuery(db, userId, now).get();
    if (active) throw new AppError(409, "ALREADY_MEMBER", `You are already a VIP member until ${active.endsAt.toISOString().slice(0, 10)}.`, { state: "active" });
    return { ...PLANS.vip, description: "VIP membership (1 year)", refId: userId };
  },

  onSucceeded(_refId, payment, { db, now }) {
    return [
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
