import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { taxReports } from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { revenueFromPayment, revenueRefunded } from "./ledger.server";
import { PLANS, REFUND_WINDOW_DAYS } from "./plans";
import type { PurposeHandler } from "./purpose-types";

const reportBody = z.object({ reportId: z.string().min(1).max(100) });

/**
 * Buying a tax report (issue 9/10): the owner pays once; success flips tax_reports to `paid` in
 * the payment's batch, a refund flips it back to `preview`. The tax_reports table belongs to the
 * tax-report domain; billing only writes status/payment_id/paid_at (decision 045).
 */
export const reportPurpose: PurposeHandler = {
  ownerRefundDays: REFUND_WINDOW_DAYS,

  async price({ db }, userId, body) {
    const { reportId } = reportBody.parse(body);
    const report = await db
      .select({ id: taxReports.id, userId: taxReports.userId, status: taxReports.status })
      .from(taxReports)
      .where(eq(taxReports.id, reportId))
      .get();
    // Someone else's report is as unknown as a missing one.
    if (!report || report.userId !== userId) throw notFound("No such report.");
    if (report.status === "paid") throw new AppError(409, "ALREADY_PAID", "This report is already paid (status: paid).", { state: report.status });
    return { ...PLANS.report, description: "Tax optimisation report", refId: report.id };
  },

  onSucceeded(refId, payment, { db, now }) {
    return [
      db
        .update(taxReports)
        .set({ status: "paid", paymentId: payment.id, paidAt: now })
        .where(and(eq(taxReports.id, refId), eq(taxReports.userId, payment.userId))),
      ...revenueFromPayment(db, payment, `Report ${refId}`, now),
    ];
  },

  onRefunded(refId, payment, { db, now }) {
    return [
      db
        .update(taxReports)
        .set({ status: "preview", paymentId: null, paidAt: null })
        .where(and(eq(taxReports.id, refId), eq(taxReports.paymentId, payment.id))),
      ...revenueRefunded(db, payment, `Report ${refId} refunded`, now),
    ];
  },
};
