import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { contractMilestones, contracts, marketplaceRequests, users, type ContractStatus, type MilestoneStatus } from "#db/schema";
import { preparedRead } from "#worker/db-batch.server";
import { twin, type ContentLocale } from "#worker/domain/locale";
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
 * The milestone with what the offer shows of its contract, only where the caller is the contract's
 * client: one read keyed by the milestone and the person, in the request's one D1 batch (decision
 * 296), its SQL built once per isolate.
 */
const offerRead = preparedRead((db) =>
  db
    // Aliased: in a D1 batch rows come back keyed by column name (title, title_tr and status are in two tables).
    .select({
      milestoneTitle: sql<string>`${contractMilestones.title}`.as("milestone_title"),
      milestoneTitleTr: sql<string | null>`${contractMilestones.titleTr}`.as("milestone_title_tr"),
      amount: contractMilestones.amount,
      milestoneStatus: sql<MilestoneStatus>`${contractMilestones.status}`.as("milestone_status"),
      contractId: contracts.id,
      contractStatus: sql<ContractStatus>`${contracts.status}`.as("contract_status"),
      currency: contracts.currency,
      requestTitle: sql<string>`${marketplaceRequests.title}`.as("request_title"),
      requestTitleTr: sql<string | null>`${marketplaceRequests.titleTr}`.as("request_title_tr"),
      advisorName: users.name,
    })
    .from(contractMilestones)
    .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
    .innerJoin(marketplaceRequests, eq(marketplaceRequests.id, contracts.requestId))
    .innerJoin(users, eq(users.id, contracts.advisorId))
    .where(and(eq(contractMilestones.id, sql.placeholder("milestoneId")), eq(contracts.clientId, sql.placeholder("userId"))))
    .limit(1),
);

/**
 * What `/checkout?purpose=escrow&milestoneId=…` shows: the milestone of one of the client's own
 * contracts (anyone else, the advisor included, gets 404) and whether it can be funded now.
 * The payment itself is checked again by the escrow purpose when the form is sent.
 */
export async function escrowOffer(scope: { db: Database }, userId: string, milestoneId: string, locale: ContentLocale): Promise<EscrowOffer> {
  const [row] = await offerRead(scope, { milestoneId, userId });
  if (!row) throw notFound();
  const open = canMilestone(row.contractStatus, row.milestoneStatus, "fund");
  return {
    purpose: "escrow",
    state: open ? "open" : "unavailable",
    status: row.contractStatus === "active" ? row.milestoneStatus : row.contractStatus,
    milestoneId,
    contractId: row.contractId,
    amount: row.amount,
    currency: row.currency,
    milestoneTitle: twin(locale, row.milestoneTitle, row.milestoneTitleTr),
    requestTitle: twin(locale, row.requestTitle, row.requestTitleTr),
    advisorName: row.advisorName,
  };
}
