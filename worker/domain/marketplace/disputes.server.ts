import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { contractAttachments, contractDisputes, DISPUTE_DECISIONS, type EvidenceItem } from "#db/schema";
import { AppError } from "#worker/errors";
import type { ContentLocale } from "#worker/domain/locale";
import { mailStatement } from "#worker/domain/mail/outbox.server";
import { disputeResponseDeadline } from "./business-days";
import { completeIfSettled, effects, escrowOf, getContract, links, loadForAction, milestoneTransition, runGuarded, type Contract } from "./contracts.server";
import { disputePhase } from "./dispute-view.server";
import { activityStatement, guardedEvent, notifyStatement } from "./effects.server";
import type { PaymentProvider } from "#worker/domain/billing/provider.server";
import { escrowRefundToClient, fundingPayments, sendEscrowRefunds } from "./escrow-refunds.server";
import { escrowReleaseStatements } from "./escrow.server";
import { assertMilestone, conflict } from "./state";
import { assertFreeAttachments, attachmentsStillFree } from "./workroom.server";

/**
 * Disputes with evidence (issue 31, decision 241). The client disputes submitted work with a reason
 * and evidence (text items and files uploaded to the contract); the advisor answers within 5
 * business days (business-days.ts) with a statement and evidence; then, after the answer or the
 * deadline, an admin decides: release, refund or a split, with written reasoning, moving the money
 * in the decision's one batch. Each write guards on the state it read, so of two racing writes one
 * commits and the other is a 409 naming the state it found.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** Evidence items: a text (`"…"` or `{text}`) or a file uploaded to the contract (`{attachmentId}`). */
export const evidenceSchema = z
  .array(
    z.union([
      text(5000).transform((t): EvidenceItem => ({ kind: "text", text: t })),
      z.object({ text: text(5000) }).transform((e): EvidenceItem => ({ kind: "text", text: e.text })),
      z.object({ attachmentId: z.string().min(1).max(100) }).transform((e): EvidenceItem => ({ kind: "file", attachmentId: e.attachmentId })),
    ]),
  )
  .max(20)
  .default([]);

export const disputeInputSchema = z.object({ reason: text(5000), evidence: evidenceSchema });
export const disputeResponseSchema = z.object({ statement: text(5000), evidence: evidenceSchema });
export const decisionSchema = z.object({
  /** omitted: a split (the wire of the resolve route before decisions existed) */
  decision: z.enum(DISPUTE_DECISIONS).default("split"),
  toAdvisor: z.number().int().min(0).optional(),
  toClient: z.number().int().min(0).optional(),
  reasoning: text(5000),
});

const fileIds = (items: EvidenceItem[]) => items.flatMap((e) => (e.kind === "file" ? [e.attachmentId] : []));

/** Claims the cited files as evidence of this milestone (after a statement that already checked they were free). */
const claimEvidence = (db: Database, ids: string[], milestoneId: string) =>
  ids.length ? [db.update(contractAttachments).set({ evidenceFor: milestoneId }).where(inArray(contractAttachments.id, ids))] : [];

/** POST …/milestones/:mid/dispute {reason, evidence[]}: the client disputes submitted work. */
export async function disputeMilestone(db: Database, userId: string, contractId: string, milestoneId: string, input: unknown, locale: ContentLocale = "en"): Promise<Contract> {
  const { contract, milestone } = await loadForAction(db, userId, "client", contractId, milestoneId, "dispute work");
  const to = assertMilestone(contract.status, milestone.status, "dispute");
  const { reason, evidence } = disputeInputSchema.parse(input);
  const files = fileIds(evidence);
  await assertFreeAttachments(db, userId, contractId, files, "evidence");
  const now = new Date();
  await runGuarded(
    db,
    [
      milestoneTransition(db, contractId, milestoneId, "dispute", to, now),
      guardedEvent(db, { contractId, milestoneId, actorId: userId, kind: "disputed" }, now),
      db.insert(contractDisputes).values({
        // NULL (failing the batch) unless every cited file is still free
        milestoneId: files.length ? sql`CASE WHEN ${attachmentsStillFree(userId, contractId, files)} THEN ${milestoneId} ELSE NULL END` : milestoneId,
        contractId,
        openedBy: userId,
        reason,
        evidence,
        openedAt: now,
        respondBy: disputeResponseDeadline(now),
      }),
      ...claimEvidence(db, files, milestoneId),
      ...effects(
        db,
        contract,
        userId,
        "disputed",
        [{ to: "advisor", title: { en: "A milestone was disputed: answer within 5 business days", tr: "Bir aşamaya itiraz edildi: 5 iş günü içinde yanıt verin" }, activity: { en: "You disputed a milestone", tr: "Bir aşamaya itiraz ettiniz" } }],
        now,
      ),
    ],
    contractId,
    milestoneId,
    "dispute",
  );
  return getContract(db, userId, contractId, { locale });
}

async function disputeOf(db: Database, milestoneId: string) {
  const row = await db.query.contractDisputes.findFirst({ where: eq(contractDisputes.milestoneId, milestoneId) });
  if (!row) throw conflict("milestone", "not disputed", "answer the dispute of");
  return row;
}

/** POST …/milestones/:mid/dispute/response {statement, evidence[]}: the advisor answers, within 5 business days. */
export async function respondToDispute(db: Database, userId: string, contractId: string, milestoneId: string, input: unknown, locale: ContentLocale = "en"): Promise<Contract> {
  const { contract, milestone } = await loadForAction(db, userId, "advisor", contractId, milestoneId, "answer a dispute");
  if (contract.status !== "active") throw conflict("contract", contract.status, "answer a dispute of");
  if (milestone.status !== "disputed") throw conflict("milestone", milestone.status, "answer the dispute of");
  const dispute = await disputeOf(db, milestoneId);
  const now = new Date();
  const phase = disputePhase(dispute, now);
  if (phase !== "awaiting_response") throw conflict("dispute", phase, "answer");
  const { statement, evidence } = disputeResponseSchema.parse(input);
  const files = fileIds(evidence);
  await assertFreeAttachments(db, userId, contractId, files, "evidence");
  const l = links(contract);
  await runGuarded(
    db,
    [
      db
        .update(contractDisputes)
        .set({ respondedBy: userId, statement, responseEvidence: evidence, respondedAt: now })
        .where(
          and(
            eq(contractDisputes.milestoneId, milestoneId),
            isNull(contractDisputes.respondedAt),
            isNull(contractDisputes.decidedAt),
            gte(contractDisputes.respondBy, now),
            files.length ? attachmentsStillFree(userId, contractId, files) : undefined,
          ),
        ),
      guardedEvent(db, { contractId, milestoneId, actorId: userId, kind: "dispute_answered" }, now),
      ...claimEvidence(db, files, milestoneId),
      activityStatement(db, userId, { kind: "contract.dispute_answered", text: { en: "You answered a dispute", tr: "Bir itiraza yanıt verdiniz" }, subject: contract.subject, link: l.advisor }, now),
      notifyStatement(db, contract.clientId, { title: { en: "Your dispute was answered; an admin decides next", tr: "İtirazınıza yanıt verildi; sıradaki karar yöneticide" }, subject: contract.subject, link: l.client, icon: "file-text" }, now),
      mailStatement(db, { template: "dispute-response", to: null, userId: contract.clientId, props: { subject: contract.subject.en, link: l.client } }, now),
    ],
    contractId,
    milestoneId,
    "answer the dispute of",
  ).catch(async (error) => {
    // the milestone is still disputed: the dispute itself moved on (answered, decided or overdue)
    if (error instanceof AppError && error.status === 409) throw conflict("dispute", disputePhase(await disputeOf(db, milestoneId), new Date()), "answer");
    throw error;
  });
  return getContract(db, userId, contractId, { locale });
}

/** The two parts of a decision: release = all to the advisor, refund = all to the client, split = as given (summing to the amount). */
export function decisionParts(input: z.infer<typeof decisionSchema>, amount: number): { toAdvisor: number; toClient: number } {
  if (input.decision === "release") return { toAdvisor: amount, toClient: 0 };
  if (input.decision === "refund") return { toAdvisor: 0, toClient: amount };
  if (input.toAdvisor === undefined || input.toClient === undefined || input.toAdvisor + input.toClient !== amount) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { toAdvisor: [`toAdvisor + toClient must equal the milestone amount (${amount})`] } });
  }
  return { toAdvisor: input.toAdvisor, toClient: input.toClient };
}

/**
 * POST /api/admin/contracts/:id/milestones/:mid/resolve {decision, toAdvisor?, toClient?, reasoning}:
 * after the answer or the deadline, an admin settles the milestone. One batch: the milestone's
 * guarded transition, the decision on the dispute, the ledger (the advisor's part released with the
 * commission of an approval, the client's part refunded), completion, both parties told.
 */
export async function decideDispute(
  db: Database,
  adminId: string,
  contractId: string,
  milestoneId: string,
  input: unknown,
  locale: ContentLocale = "en",
  provider?: PaymentProvider,
): Promise<Contract> {
  const { contract, milestone } = await loadForAction(db, adminId, "admin", contractId, milestoneId, "decide a dispute");
  const to = assertMilestone(contract.status, milestone.status, "resolve");
  const dispute = await disputeOf(db, milestoneId);
  const now = new Date();
  const phase = disputePhase(dispute, now);
  if (phase === "awaiting_response") throw conflict("dispute", phase, "decide");
  const parsed = decisionSchema.parse(input);
  const split = decisionParts(parsed, milestone.amount);
  const l = links(contract);
  const title = { en: "A dispute was decided", tr: "Bir itiraz karara bağlandı" };
  const mail = (userId: string, link: string) => mailStatement(db, { template: "dispute-decided", to: null, userId, props: { subject: contract.subject.en, decision: parsed.decision, link } }, now);
  // The client's part goes back through the provider: a (partial) refund of the funding, claimed in
  // this batch and sent after it (decision 250).
  const toClient = escrowRefundToClient(db, escrowOf(contract), milestoneId, split.toClient, (await fundingPayments(db, [milestoneId])).get(milestoneId), adminId, now);
  await runGuarded(
    db,
    [
      milestoneTransition(db, contractId, milestoneId, "resolve", to, now, split),
      guardedEvent(db, { contractId, milestoneId, actorId: adminId, kind: "resolved", amount: milestone.amount }, now),
      db
        .update(contractDisputes)
        .set({ decision: parsed.decision, ...split, reasoning: parsed.reasoning, decidedBy: adminId, decidedAt: now })
        .where(and(eq(contractDisputes.milestoneId, milestoneId), isNull(contractDisputes.decidedAt))),
      ...escrowReleaseStatements(db, escrowOf(contract), milestoneId, split.toAdvisor, now),
      ...toClient.statements,
      ...completeIfSettled(db, contract, milestoneId, adminId, now),
      activityStatement(db, adminId, { kind: "contract.resolved", text: { en: "You decided a dispute", tr: "Bir itirazı karara bağladınız" }, subject: contract.subject, link: "/admin/disputes" }, now),
      notifyStatement(db, contract.clientId, { title, subject: contract.subject, link: l.client, icon: "file-text" }, now),
      notifyStatement(db, contract.advisorId, { title, subject: contract.subject, link: l.advisor, icon: "file-text" }, now),
      mail(contract.clientId, l.client),
      mail(contract.advisorId, l.advisor),
    ],
    contractId,
    milestoneId,
    "resolve",
  );
  await sendEscrowRefunds(db, provider, toClient.claim ? [toClient.claim] : [], now);
  return getContract(db, adminId, contractId, { admin: true, locale });
}
