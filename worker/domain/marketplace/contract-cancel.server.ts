import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "#db/client";
import { contractMilestones, contracts, documentShares } from "#db/schema";
import { isOverdraftError } from "#worker/domain/billing/ledger.server";
import type { PaymentProvider } from "#worker/domain/billing/provider.server";
import type { ContentLocale } from "#worker/domain/locale";
import { runBatch } from "#worker/domain/workspace.server";
import { effects, escrowOf, getContract, insufficientEscrow, loadContract, type Contract } from "./contracts.server";
import { guardedEvent, isConstraintFailure } from "./effects.server";
import { escrowRefundToClient, fundingPayments, sendEscrowRefunds, type EscrowRefundClaim } from "./escrow-refunds.server";
import { CANCELLABLE, assertCancel, conflict } from "./state";

// Cancelling lives apart from contracts.server.ts because it sends refunds through billing, whose
// payment purposes include escrow funding, which uses contracts.server.ts: one module for both made
// an import cycle (decision 326).

/**
 * Client or advisor cancels an active contract before any work was submitted; funded milestones
 * are refunded: the cancel's batch moves escrow → client_cash and claims each funding's refund
 * intent, then the provider returns the money and billing records client_cash → processor_clearing
 * (decision 250; escrow-refunds.server.ts).
 */
export async function cancelContract(db: Database, userId: string, contractId: string, locale: ContentLocale = "en", provider?: PaymentProvider, attempt = 1): Promise<Contract> {
  const contract = await loadContract(db, userId, contractId);
  assertCancel(contract.status, contract.milestones.map((m) => m.status));
  const now = new Date();
  const funded = contract.milestones.filter((m) => m.status === "funded");
  const fundings = await fundingPayments(db, funded.map((m) => m.id));
  const claims: EscrowRefundClaim[] = [];
  const other = userId === contract.clientId ? "advisor" : "client";
  const statements: BatchItem<"sqlite">[] = [
    // guard: still active, still no submitted work, and no milestone funded since the read
    // (its refund would be missing from this batch: a concurrent funding must not be stranded)
    db
      .update(contracts)
      .set({ status: "cancelled", endedAt: now, updatedAt: now })
      .where(
        and(
          eq(contracts.id, contractId),
          inArray(contracts.status, [...CANCELLABLE]),
          sql`NOT EXISTS (SELECT 1 FROM contract_milestones m WHERE m.contract_id = ${contractId} AND m.status IN ('submitted', 'released', 'disputed', 'resolved'))`,
          sql`NOT EXISTS (SELECT 1 FROM contract_milestones m WHERE m.contract_id = ${contractId} AND m.status = 'funded' AND m.id NOT IN (${sql.join([...funded.map((m) => sql`${m.id}`), sql`''`], sql`, `)}))`,
        ),
      ),
    guardedEvent(db, { contractId, actorId: userId, kind: "cancelled" }, now),
  ];
  for (const m of funded) {
    // contract is already cancelled inside this batch, so this UPDATE guards on the milestone only
    statements.push(
      db.update(contractMilestones).set({ status: "refunded", updatedAt: now }).where(and(eq(contractMilestones.id, m.id), eq(contractMilestones.status, "funded"))),
      guardedEvent(db, { contractId, milestoneId: m.id, actorId: userId, kind: "refunded", amount: m.amount }, now),
    );
    const refund = escrowRefundToClient(db, escrowOf(contract), m.id, m.amount, fundings.get(m.id), userId, now);
    statements.push(...refund.statements);
    if (refund.claim) claims.push(refund.claim);
  }
  statements.push(
    revokeSharesStatement(db, contract),
    ...effects(db, contract, userId, "cancelled", [{ to: other, title: { en: "A contract was cancelled", tr: "Bir sözleşme iptal edildi" }, activity: { en: "You cancelled a contract", tr: "Bir sözleşmeyi iptal ettiniz" } }], now),
  );
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (isOverdraftError(error)) throw insufficientEscrow();
    if (!isConstraintFailure(error)) throw error;
    const again = await getContract(db, userId, contractId);
    assertCancel(again.status, again.milestones.map((m) => m.status));
    // Still cancellable: a milestone was funded meanwhile; cancel again with its refund.
    if (attempt < 3) return cancelContract(db, userId, contractId, locale, provider, attempt + 1);
    throw conflict("contract", again.status, "cancel");
  }
  await sendEscrowRefunds(db, provider, claims, now);
  return getContract(db, userId, contractId, { locale });
}

/**
 * Document shares end with the working relationship (issue 26 item 8): cancelling a contract
 * deletes the client's folder shares with its advisor, in the cancel's batch, unless another
 * active or completed contract between the two still justifies them (shares are granted per
 * client and advisor, not per contract: decision 082). The advisor's next request re-reads the
 * shares and finds none.
 */
function revokeSharesStatement(db: Database, contract: Pick<Contract, "id" | "clientId" | "advisorId">) {
  return db
    .delete(documentShares)
    .where(
      and(
        eq(documentShares.ownerId, contract.clientId),
        eq(documentShares.advisorId, contract.advisorId),
        sql`NOT EXISTS (SELECT 1 FROM contracts c WHERE c.client_id = ${contract.clientId} AND c.advisor_id = ${contract.advisorId} AND c.id <> ${contract.id} AND c.status IN ('awaiting_signatures', 'active', 'completed'))`,
      ),
    );
}
