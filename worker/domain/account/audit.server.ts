import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { auditEvents, users } from "#db/schema";
import type { Database } from "#db/client";
import type { RequestContext } from "#worker/context.server";
import { currentRequestId } from "#worker/request-log";

/**
 * The audit trail (issue 30). Each event is an INSERT built here and sent in the same D1 batch as
 * the action it records, so an action without its event (or the reverse) cannot happen. The table
 * is append-only: the migration's triggers refuse UPDATE and DELETE.
 */
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";
import { batched } from "#worker/db-batch.server";

export { AUDIT_ACTIONS, type AuditAction };

/** The actions a person sees among their own security events. */
export const SECURITY_ACTIONS: readonly AuditAction[] = AUDIT_ACTIONS.filter((a) => !["payment.received", "dispute.resolved", "advisor-application.decided"].includes(a));

export interface AuditInput {
  action: AuditAction;
  /** the signed-in person who acted; null when nobody was (a failed sign-in) */
  actorId: string | null;
  /** the account the event concerns (defaults to the actor) */
  userId?: string | null;
  subject?: string | null;
  details?: Record<string, string | number | boolean | null>;
  at?: Date;
}

export type AuditContext = Pick<RequestContext, "db" | "clientIp" | "userAgent" | "requestId">;

function auditValues(ctx: AuditContext, input: AuditInput) {
  return {
    id: crypto.randomUUID(),
    at: input.at ?? new Date(),
    actorId: input.actorId,
    userId: input.userId === undefined ? input.actorId : input.userId,
    action: input.action,
    subject: input.subject ?? null,
    ip: ctx.clientIp,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    requestId: currentRequestId() ?? ctx.requestId,
    details: input.details ? JSON.stringify(input.details) : null,
  };
}

/** The INSERT for the caller's batch. */
export function auditStatement(ctx: AuditContext, input: AuditInput) {
  return ctx.db.insert(auditEvents).values(auditValues(ctx, input));
}

/**
 * The INSERT for the caller's batch, written only when `condition` holds at that point of the
 * batch: place it before the change when the condition is the state the change needs (an event
 * is never written for a change that did not happen, e.g. a 409).
 */
export function auditStatementWhen(ctx: AuditContext, input: AuditInput, condition: SQL) {
  return auditEventWhen(ctx, input, condition).statement;
}

/** auditStatementWhen with the event's id, for later statements of the batch that act only if it was written. */
export function auditEventWhen(ctx: AuditContext, input: AuditInput, condition: SQL) {
  const v = auditValues(ctx, input);
  // Columns in the table's order (drizzle's INSERT … SELECT names them all, as declared).
  const statement = ctx.db
    .insert(auditEvents)
    .select(sql`SELECT ${v.id}, ${v.at.getTime()}, ${v.actorId}, ${v.action}, ${v.subject}, ${v.userId}, ${v.ip}, ${v.userAgent}, ${v.requestId}, ${v.details} WHERE ${condition}`);
  return { id: v.id, statement };
}

/** An event that is the whole action (e.g. a failed sign-in, which changes nothing else). */
export async function recordAudit(ctx: AuditContext, input: AuditInput) {
  await auditStatement(ctx, input);
}

export const auditQuerySchema = z.object({
  /** actor e-mail or id, subject or action fragment */
  q: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.string().max(200).optional(),
  /** ISO date: events before this time (paging) */
  before: z.coerce.date().optional(),
  since: z.coerce.date().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEventView {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  requestId: string | null;
  userAgent: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin search: newest first, filtered by action, actor, time and free text; a page passes its request context (`scope`) so the read joins its one D1 batch. */
export async function searchAudit(scope: { db: Database }, query: AuditQuery): Promise<AuditEventView[]> {
  const { db } = scope;
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.actorId) where.push(eq(auditEvents.actorId, query.actorId));
  if (query.before) where.push(lt(auditEvents.at, query.before));
  if (query.since) where.push(gte(auditEvents.at, query.since));
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    const text = (column: SQL | typeof auditEvents.action) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
    where.push(or(text(sql`coalesce(${users.email}, '')`), text(sql`coalesce(${auditEvents.subject}, '')`), like(auditEvents.action, pattern), text(sql`coalesce(${auditEvents.actorId}, '')`))!);
  }
  const rows = await batched(
    scope,
    db
      .select({ event: auditEvents, actorEmail: users.email })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.limit),
  );
  return rows.map(({ event, actorEmail }) => viewOf(event, actorEmail));
}

/** A person's own security events, newest first. */
export async function ownSecurityEvents(db: Database, userId: string, limit = 20): Promise<AuditEventView[]> {
  const rows = await db
    .select({ event: auditEvents, actorEmail: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.userId, userId), inArray(auditEvents.action, [...SECURITY_ACTIONS])))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
  return rows.map(({ event, actorEmail }) => viewOf(event, actorEmail));
}

function viewOf(event: typeof auditEvents.$inferSelect, actorEmail: string | null): AuditEventView {
  return {
    id: event.id,
    at: event.at.toISOString(),
    actorId: event.actorId,
    actorEmail,
    action: event.action,
    subject: event.subject,
    ip: event.ip,
    requestId: event.requestId,
    userAgent: event.userAgent,
  };
}
