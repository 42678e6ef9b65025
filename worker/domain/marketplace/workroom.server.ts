import { and, asc, desc, eq, inArray, isNull, sql, type Placeholder } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { contractAttachments, contractMessages, contractReads, users, type ContractAttachmentRow, type ContractStatus } from "#db/schema";
import type { RequestContext } from "#worker/context.server";
import { AppError, notFound } from "#worker/errors";
import { checkUpload, fileResponse, filesBucket, r2 } from "#worker/domain/file-manager.server";
import { mailStatement } from "#worker/domain/mail/outbox.server";
import { runBatch } from "#worker/domain/workspace.server";
import { loadContract, type BatchResults, type LoadedContract } from "./contracts.server";
import { isConstraintFailure, notifyStatement } from "./effects.server";
import { conflict } from "./state";
import { unreadQuery } from "./workroom-unread.server";

/**
 * The contract workroom (issue 31, decision 240): the two parties write messages with file
 * attachments inside their contract; admins read (to judge a dispute) but do not write. A stranger
 * gets 404 everywhere. Files follow the document store's rules (checkUpload: types, magic bytes,
 * 10 MB) and live in the same R2 bucket; only the parties download them, and an admin only those
 * cited as dispute evidence.
 */

export interface WorkroomAttachment {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  /** the API download (the page uses /contracts/:id/attachments/:aid) */
  url: string;
}

export interface WorkroomMessage {
  id: string;
  side: "client" | "advisor";
  author: { id: string; name: string };
  body: string;
  createdAt: string;
  attachments: WorkroomAttachment[];
}

export interface Workroom {
  messages: WorkroomMessage[];
  /** the caller's unread count before this read (0 for admins) */
  unread: number;
}

/** A contract's workroom is open to writing while the contract lives; a cancelled one is read-only. */
const WRITABLE: readonly ContractStatus[] = ["awaiting_signatures", "active", "completed"];
const MESSAGE_LIMIT = 200;

export const messageInputSchema = z.object({
  body: z.string().trim().min(1).max(5000),
  attachmentIds: z.array(z.string().min(1).max(100)).max(10).default([]),
});

/** The caller: `admin` is the account's admin permission (ctx.isAdmin), whatever role it views as. */
export type Viewer = { userId: string; admin: boolean };

/**
 * The contract as the workroom sees it: a party (any action), an admin (read only: a write is 403
 * READ_ONLY), anyone else 404.
 */
export async function workroomContract(db: Database, viewer: Viewer, contractId: string, write: boolean): Promise<LoadedContract & { side: "client" | "advisor" | "admin" }> {
  const contract = await loadContract(db, viewer.userId, contractId, { admin: viewer.admin });
  const side = contract.clientId === viewer.userId ? "client" : contract.advisorId === viewer.userId ? "advisor" : "admin";
  if (side === "admin" && write) throw new AppError(403, "FORBIDDEN", "Admins read a contract's workroom; only its client and advisor write in it.", { readOnly: true });
  return { ...contract, side };
}

const attachmentOut = (contractId: string, a: Pick<ContractAttachmentRow, "id" | "name" | "size" | "mimeType">): WorkroomAttachment => ({
  id: a.id,
  name: a.name,
  size: a.size,
  mimeType: a.mimeType,
  url: `/api/contracts/${contractId}/attachments/${a.id}`,
});

/** Marks everything up to `now` read for the caller (never moves the mark back). */
export function markReadStatement(db: Database, contractId: string, userId: string, now: Date) {
  return db
    .insert(contractReads)
    .values({ contractId, userId, readAt: now })
    .onConflictDoUpdate({ target: [contractReads.contractId, contractReads.userId], set: { readAt: sql`max(${contractReads.readAt}, excluded.read_at)` } });
}

/** GET /api/contracts/:id/messages: the newest MESSAGE_LIMIT messages, oldest first; a party's read marks them read. */
export async function listMessages(db: Database, viewer: Viewer, contractId: string): Promise<Workroom> {
  return messagesOf(db, await workroomContract(db, viewer, contractId, false), viewer.userId);
}

/** The workroom of a contract the caller already loaded (a party's page): one batch, then the read mark. */
export async function messagesOf(db: Database, contract: Pick<LoadedContract, "id" | "clientId" | "advisorId">, userId: string): Promise<Workroom> {
  const side = contract.clientId === userId ? "client" : contract.advisorId === userId ? "advisor" : "admin";
  const now = new Date();
  const results = await db.batch(workroomReads(db, contract.id, userId));
  if (side !== "admin") await markReadStatement(db, contract.id, userId, now);
  return workroomOf(contract, userId, results);
}

/**
 * The workroom's reads (newest messages, their attachments, the caller's unread count), for a batch;
 * the contract and the caller as values, or as placeholders for a read prepared once per isolate
 * (a party's contract page, contract-page.server.ts).
 */
export function workroomReads(db: Database, contractId: string | Placeholder, userId: string | Placeholder) {
  return [
    db
      .select({ id: contractMessages.id, authorId: contractMessages.authorId, name: users.name, body: contractMessages.body, createdAt: contractMessages.createdAt })
      .from(contractMessages)
      .innerJoin(users, eq(users.id, contractMessages.authorId))
      .where(eq(contractMessages.contractId, contractId))
      .orderBy(desc(contractMessages.createdAt), desc(contractMessages.id))
      .limit(MESSAGE_LIMIT),
    db
      .select({ id: contractAttachments.id, messageId: contractAttachments.messageId, name: contractAttachments.name, size: contractAttachments.size, mimeType: contractAttachments.mimeType })
      .from(contractAttachments)
      .where(and(eq(contractAttachments.contractId, contractId), sql`${contractAttachments.messageId} IS NOT NULL`))
      .orderBy(asc(contractAttachments.createdAt), asc(contractAttachments.id)),
    unreadQuery(db, userId, sql`(${contractId})`),
  ] as const;
}
type WorkroomReadResults = BatchResults<ReturnType<typeof workroomReads>>;

/** The workroom from its reads' results, as the caller sees it. */
export function workroomOf(contract: Pick<LoadedContract, "id" | "clientId" | "advisorId">, userId: string, [rows, files, unread]: WorkroomReadResults): Workroom {
  const contractId = contract.id;
  const side = contract.clientId === userId ? "client" : contract.advisorId === userId ? "advisor" : "admin";
  return {
    unread: side === "admin" ? 0 : (unread[0]?.unread ?? 0),
    messages: rows.reverse().map((m) => ({
      id: m.id,
      side: m.authorId === contract.clientId ? "client" : "advisor",
      author: { id: m.authorId, name: m.name },
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      attachments: files.filter((f) => f.messageId === m.id).map((f) => attachmentOut(contractId, f)),
    })),
  };
}

/** POST /api/contracts/:id/attachments (multipart `file`): a party uploads a file to attach to a message or cite as evidence. */
export async function uploadAttachment(ctx: RequestContext, viewer: Viewer, contractId: string, file: File | (() => Promise<File>)): Promise<WorkroomAttachment> {
  const contract = await workroomContract(ctx.db, viewer, contractId, true);
  if (contract.status === "cancelled") throw conflict("contract", contract.status, "upload to");
  // the body is read after the party and state checks (a stranger learns nothing from a 400)
  const { name, kind, bytes } = await checkUpload(typeof file === "function" ? await file() : file);
  const id = crypto.randomUUID();
  const storageKey = `contracts/${contractId}/${id}`;
  const bucket = filesBucket(ctx);
  await r2(() => bucket.put(storageKey, bytes, { httpMetadata: { contentType: kind.mime } }));
  const row = { id, contractId, uploaderId: viewer.userId, name, mimeType: kind.mime, size: bytes.length, storageKey, createdAt: new Date() };
  try {
    await ctx.db.insert(contractAttachments).values(row);
  } catch (error) {
    await bucket.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return attachmentOut(contractId, row);
}

/**
 * Attachments the caller may still attach: uploaded by them to this contract and not yet attached to
 * a message or cited as evidence. Anything else named is a 400 on `field`.
 */
export async function assertFreeAttachments(db: Database, userId: string, contractId: string, ids: string[], field: string) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: contractAttachments.id })
    .from(contractAttachments)
    .where(and(inArray(contractAttachments.id, unique), eq(contractAttachments.contractId, contractId), eq(contractAttachments.uploaderId, userId), isNull(contractAttachments.messageId), isNull(contractAttachments.evidenceFor)));
  if (rows.length !== unique.length || unique.length !== ids.length) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { [field]: ["Attach files you uploaded to this contract and have not attached yet."] } });
  }
}

/** SQL: all of `ids` are still free to attach for `userId` (evaluated inside the writing statement). */
export const attachmentsStillFree = (userId: string, contractId: string, ids: string[]) =>
  sql`(SELECT count(*) FROM contract_attachments WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND contract_id = ${contractId} AND uploader_id = ${userId} AND message_id IS NULL AND evidence_for IS NULL) = ${ids.length}`;

const links = (c: { id: string }) => ({ client: `/proposals?contract=${c.id}#workroom`, advisor: `/advisor/contracts?contract=${c.id}#workroom` });

/**
 * POST /api/contracts/:id/messages: one batch writes the message, claims its attachments (the
 * message's id is NULL, failing the batch, unless every one is still free), marks the author's own
 * read, and tells the other party in the app and by mail (unless they turned contract mail off).
 */
export async function postMessage(db: Database, viewer: Viewer, contractId: string, input: unknown): Promise<WorkroomMessage> {
  const contract = await workroomContract(db, viewer, contractId, true);
  if (!WRITABLE.includes(contract.status)) throw conflict("contract", contract.status, "write in");
  const { body, attachmentIds } = messageInputSchema.parse(input);
  await assertFreeAttachments(db, viewer.userId, contractId, attachmentIds, "attachmentIds");
  const side = contract.side as "client" | "advisor";
  const other = side === "client" ? "advisor" : "client";
  const otherId = other === "client" ? contract.clientId : contract.advisorId;
  const sender = side === "client" ? contract.client.name : contract.advisor.name;
  const now = new Date();
  const id = crypto.randomUUID();
  const link = links(contract)[other];
  try {
    await runBatch(db, [
      db.insert(contractMessages).values({ id: attachmentIds.length ? sql`CASE WHEN ${attachmentsStillFree(viewer.userId, contractId, attachmentIds)} THEN ${id} ELSE NULL END` : id, contractId, authorId: viewer.userId, body, createdAt: now }),
      ...(attachmentIds.length ? [db.update(contractAttachments).set({ messageId: id }).where(inArray(contractAttachments.id, attachmentIds))] : []),
      markReadStatement(db, contractId, viewer.userId, now),
      notifyStatement(db, otherId, { title: { en: `New message from ${sender}`, tr: `${sender} size mesaj gönderdi` }, subject: contract.subject, link, icon: "message-square" }, now),
      mailStatement(db, { template: "contract-message", to: null, userId: otherId, props: { subject: contract.subject.en, sender, link } }, now),
    ]);
  } catch (error) {
    if (isConstraintFailure(error)) throw new AppError(409, "CONFLICT", "An attachment was attached elsewhere meanwhile.");
    throw error;
  }
  const files = attachmentIds.length ? await db.select().from(contractAttachments).where(inArray(contractAttachments.id, attachmentIds)) : [];
  return { id, side, author: { id: viewer.userId, name: sender }, body, createdAt: now.toISOString(), attachments: files.map((f) => attachmentOut(contractId, f)) };
}

/** GET /api/contracts/:id/attachments/:aid: the bytes, for the parties (and admins, for dispute evidence only). */
export async function downloadAttachment(ctx: RequestContext, viewer: Viewer, contractId: string, attachmentId: string): Promise<Response> {
  const contract = await workroomContract(ctx.db, viewer, contractId, false);
  const row = await ctx.db.query.contractAttachments.findFirst({ where: and(eq(contractAttachments.id, attachmentId), eq(contractAttachments.contractId, contractId)) });
  if (!row) throw notFound();
  // unattached uploads are the uploader's until they send them; admins see evidence only
  if (contract.side === "admin" ? row.evidenceFor === null : row.messageId === null && row.evidenceFor === null && row.uploaderId !== viewer.userId) throw notFound();
  const object = await r2(() => filesBucket(ctx).get(row.storageKey));
  if (!object) throw notFound("The file's content is missing.");
  return fileResponse(object.body, row);
}
