import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { contractMilestones } from "#db/schema";
import type { ContentLocale } from "#worker/domain/locale";
import { getContract } from "./contracts.server";
import { canMilestone } from "./state";
import { notFound } from "#worker/errors";

export type EscrowOffer = {
  purpose: "escrow";
  /** open: can be paid now; unavailable: funded already, or the contract is no longer active */
  state: "open" | "unavailable";
  status: string;
  milestoneId: string;
  contractId: string;
  amount: number;
  currency: string;
  milestoneTitle: string;
  requestTitle: string;
  advisorName: string;
};

/**
 * What `/checkout?purpose=escrow&milestoneId=…` shows: the milestone of one of the client's own
 * contracts (anyone else, the advisor included, gets 404) and whether it can be funded now.
 * The payment itself is checked again by the escrow purpose when the form is sent.
 */
export async function escrowOffer(db: Database, userId: string, milestoneId: string, locale: ContentLocale): Promise<EscrowOffer> {
  const row = await db.select({ contractId: contractMilestones.contractId }).from(contractMilestones).where(eq(contractMilestones.id, milestoneId)).get();
  if (!row) throw notFound();
  const contract = await getContract(db, userId, row.contractId, { locale });
  const milestone = contract.milestones.find((m) => m.id === milestoneId);
  if (contract.clientId !== userId || !milestone) throw notFound();
  const open = canMilestone(contract.status, milestone.status, "fund");
  return {
    purpose: "escrow",
    state: open ? "open" : "unavailable",
    status: contract.status === "active" ? milestone.status : contract.status,
    milestoneId,
    contractId: contract.id,
    amount: milestone.amount,
    currency: contract.currency,
    milestoneTitle: milestone.title,
    requestTitle: contract.requestTitle,
    advisorName: contract.advisor.name,
  };
}
