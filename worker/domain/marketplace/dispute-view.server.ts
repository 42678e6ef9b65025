import { and, asc, inArray, isNotNull, type Placeholder } from "drizzle-orm";
import type { Database } from "#db/client";
import { contractAttachments, contractDisputes, type ContractDisputeRow, type DisputeDecision, type EvidenceItem } from "#db/schema";

/**
 * The read side of disputes (issue 31, decision 241): one timeline per disputed milestone, the
 * same for both parties and admins. Kept apart from disputes.server.ts (the writes) so the contract
 * reads can include it without an import cycle.
 */

/**
 * awaiting_response: the other side may still answer (until respondBy); responded: answered, an
 * admin decides; response_overdue: no answer in time, an admin decides; decided: settled.
 */
export type DisputePhase = "awaiting_response" | "responded" | "response_overdue" | "decided";

export type EvidenceView = { kind: "text"; text: string } | { kind: "file"; attachment: { id: string; name: string; size: number; url: string } | null };

export interface DisputeView {
  milestoneId: string;
  phase: DisputePhase;
  reason: string;
  evidence: EvidenceView[];
  openedBy: string;
  openedAt: string;
  respondBy: string;
  response: { by: string; statement: string; evidence: EvidenceView[]; respondedAt: string } | null;
  decision: { decision: DisputeDecision; toAdvisor: number; toClient: number; reasoning: string; decidedAt: string } | null;
}

export function disputePhase(row: Pick<ContractDisputeRow, "decidedAt" | "respondedAt" | "respondBy">, now: Date): DisputePhase {
  if (row.decidedAt) return "decided";
  if (row.respondedAt) return "responded";
  return now.getTime() > row.respondBy.getTime() ? "response_overdue" : "awaiting_response";
}

/** The disputes of these contracts and the files they cite, as two queries for a batch. */
export function disputesQueries(db: Database, contractIds: (string | Placeholder)[]) {
  return [
    db.select().from(contractDisputes).where(inArray(contractDisputes.contractId, contractIds)).orderBy(asc(contractDisputes.openedAt)),
    db
      .select({ id: contractAttachments.id, contractId: contractAttachments.contractId, name: contractAttachments.name, size: contractAttachments.size })
      .from(contractAttachments)
      .where(and(inArray(contractAttachments.contractId, contractIds), isNotNull(contractAttachments.evidenceFor))),
  ] as const;
}

type FileRow = { id: string; contractId: string; name: string; size: number };

export function toDisputes(rows: ContractDisputeRow[], files: FileRow[], contractId: string, now = new Date()): DisputeView[] {
  const evidence = (items: EvidenceItem[] | null) =>
    (items ?? []).map((e): EvidenceView => {
      if (e.kind === "text") return e;
      const f = files.find((x) => x.id === e.attachmentId);
      return { kind: "file", attachment: f ? { id: f.id, name: f.name, size: f.size, url: `/api/contracts/${contractId}/attachments/${f.id}` } : null };
    });
  return rows
    .filter((r) => r.contractId === contractId)
    .map((r) => ({
      milestoneId: r.milestoneId,
      phase: disputePhase(r, now),
      reason: r.reason,
      evidence: evidence(r.evidence),
      openedBy: r.openedBy,
      openedAt: r.openedAt.toISOString(),
      respondBy: r.respondBy.toISOString(),
      response: r.respondedAt ? { by: r.respondedBy ?? "", statement: r.statement ?? "", evidence: evidence(r.responseEvidence), respondedAt: r.respondedAt.toISOString() } : null,
      decision:
        r.decidedAt && r.decision
          ? { decision: r.decision, toAdvisor: r.toAdvisor ?? 0, toClient: r.toClient ?? 0, reasoning: r.reasoning ?? "", decidedAt: r.decidedAt.toISOString() }
          : null,
    }));
}
