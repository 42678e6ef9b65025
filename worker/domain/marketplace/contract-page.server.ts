import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { preparedRead, preparedReads } from "#worker/db-batch.server";
import type { ContentLocale } from "#worker/domain/locale";
import { contractIn } from "./contracts.server";
import { reviewsOf, reviewsQuery } from "./reviews.server";
import { markReadStatement, workroomOf, workroomReads } from "./workroom.server";

// The reviews and the workroom's three reads with the contract and the party as placeholders: built
// once per isolate like the contract's own reads (contractIn, decision 313), bound on each view.
const contractKey = sql.placeholder("id");
const reviewsRead = preparedRead((db) => reviewsQuery(db, contractKey));
const WORKROOM_READS: ReturnType<typeof workroomReads>["length"] = 3;
const workroomRead = preparedReads<{ id: string; userId: string }>(WORKROOM_READS, (db) => workroomReads(db, contractKey, sql.placeholder("userId")));

/**
 * One contract as a party's page shows it (/proposals?contract=, /advisor/contracts?contract=):
 * the contract (milestones, history, escrow, ledger movements, disputes), its reviews and its
 * workroom, all read in the request's one D1 batch with the shell's reads (issue 28; before: the
 * shell's batch, the contract's, the reviews' — which read the contract again — and the
 * workroom's). The workroom and reviews are read by the contract's id beside the contract; a caller
 * who is not a party gets 404 from the contract (contractIn) before any of it is returned. Reading
 * the page as `side` reads the workroom: its messages count as read (one write after the batch).
 * As the other party nothing is marked: the page sends them to their own side's page.
 */
export async function contractPage(scope: { db: Database }, userId: string, contractId: string, side: "client" | "advisor", locale: ContentLocale, now = new Date()) {
  const { db } = scope;
  const [contract, reviewRows, workroom] = await Promise.all([
    contractIn(scope, userId, contractId, locale),
    reviewsRead(scope, { id: contractId }),
    Promise.all(workroomRead.map((read) => read(scope, { id: contractId, userId }))) as unknown as Promise<Parameters<typeof workroomOf>[2]>,
  ]);
  const ownSide = (side === "client" ? contract.clientId : contract.advisorId) === userId;
  if (ownSide) await markReadStatement(db, contract.id, userId, now);
  const { endedAt: _endedAt, subject: _subject, ...shown } = contract;
  return {
    contract: shown,
    ownSide,
    // reviews belong to an ended contract (a live one shows none)
    reviews: contract.status === "active" || contract.status === "awaiting_signatures" ? null : reviewsOf(contract, userId, reviewRows, now),
    messages: workroomOf(contract, userId, workroom).messages,
  };
}
