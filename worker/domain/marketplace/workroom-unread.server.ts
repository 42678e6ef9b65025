/**
 * Unread workroom messages (decision 240), apart from the workroom so the contract list can count
 * them without importing the workroom (which loads contracts: no cycle).
 */
import { and, inArray, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { Database } from "#db/client";
import { contractMessages } from "#db/schema";

/** Unread workroom messages per contract for `userId`: the other party's messages after the caller's last read (contracts: a list or a subquery). */
export function unreadQuery(db: Database, userId: string | Placeholder, contractIds: string[] | SQLWrapper) {
  return db
    .select({ contractId: contractMessages.contractId, unread: sql<number>`count(*)`.mapWith(Number) })
    .from(contractMessages)
    .where(
      and(
        inArray(contractMessages.contractId, contractIds),
        sql`${contractMessages.authorId} <> ${userId}`,
        sql`${contractMessages.createdAt} > COALESCE((SELECT r.read_at FROM contract_reads r WHERE r.contract_id = ${contractMessages.contractId} AND r.user_id = ${userId}), 0)`,
      ),
    )
    .groupBy(contractMessages.contractId);
}

/** The caller's unread workroom messages over all their contracts (the nav badge). */
export async function unreadTotal(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contractMessages)
    .where(
      and(
        sql`${contractMessages.contractId} IN (SELECT id FROM contracts WHERE client_id = ${userId} OR advisor_id = ${userId})`,
        sql`${contractMessages.authorId} <> ${userId}`,
        sql`${contractMessages.createdAt} > COALESCE((SELECT r.read_at FROM contract_reads r WHERE r.contract_id = ${contractMessages.contractId} AND r.user_id = ${userId}), 0)`,
      ),
    )
    .get();
  return row?.n ?? 0;
}
