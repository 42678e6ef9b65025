import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { advisorApplications, APPLICATION_STATUSES, users, type ApplicationStatus } from "#db/schema";
import { forgetCachedRole } from "#worker/auth/roles.server";
import { AppError, notFound } from "#worker/errors";
import { stripHtml } from "./html.server";
import { auditStatementWhen, type AuditContext } from "./account/audit.server";
import { batched } from "#worker/db-batch.server";

const text = (max: number, min = 1) =>
  z
    .string({ required_error: "validation.required", invalid_type_error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .min(min, "validation.tooShort")
    .max(max, "validation.tooLong");

export const applicationSchema = z.object({
  firm: text(150, 2),
  jurisdictions: text(500, 2),
  services: text(1000, 2),
  languages: text(200, 2),
  yearsExperience: z.coerce.number({ invalid_type_error: "validation.number" }).int("validation.number").min(0, "validation.number").max(70, "validation.number"),
  website: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string().trim().max(300, "validation.tooLong").url("validation.url").refine((v) => /^https?:\/\//i.test(v), "validation.url").optional(),
  ),
  message: text(3000, 20),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const rejectSchema = z.object({ reason: text(1000, 3) });
export const applicationStatusQuery = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(APPLICATION_STATUSES).optional()),
});

export interface ApplicationDto {
  id: string;
  userId: string;
  status: ApplicationStatus;
  firm: string;
  jurisdictions: string;
  services: string;
  languages: string;
  yearsExperience: number;
  website: string | null;
  message: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface AdminApplicationDto extends ApplicationDto {
  applicant: { name: string; email: string; role: string };
}

type ApplicationRow = typeof advisorApplications.$inferSelect;

function toDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    firm: row.firm,
    jurisdictions: row.jurisdictions,
    services: row.services,
    languages: row.languages,
    yearsExperience: row.yearsExperience,
    website: row.website,
    message: row.message,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** The caller's latest application, or null. */
export async function myApplication(db: Database, userId: string): Promise<ApplicationDto | null> {
  const row = await db.select().from(advisorApplications).where(eq(advisorApplications.userId, userId)).orderBy(desc(advisorApplications.createdAt)).get();
  return row ? toDto(row) : null;
}

/**
 * One open application per account: a pending or approved one blocks a new one (409); after a
 * rejection the user may apply again. Advisors and admins need not apply.
 */
export async function submitApplication(db: Database, userId: string, role: string, input: ApplicationInput): Promise<ApplicationDto> {
  if (role === "advisor" || role === "admin") throw new AppError(409, "CONFLICT", "Your account is already an advisor account.");
  const open = await db
    .select({ id: advisorApplications.id })
    .from(advisorApplications)
    .where(and(eq(advisorApplications.userId, userId), inArray(advisorApplications.status, ["pending", "approved"])))
    .get();
  if (open) throw new AppError(409, "CONFLICT", "You already have an application on file.");
  const row: ApplicationRow = {
    id: `app_${crypto.randomUUID()}`,
    userId,
    status: "pending",
    firm: stripHtml(input.firm),
    jurisdictions: stripHtml(input.jurisdictions),
    services: stripHtml(input.services),
    languages: stripHtml(input.languages),
    yearsExperience: input.yearsExperience,
    website: input.website ?? null,
    message: stripHtml(input.message),
    reason: null,
    reviewedBy: null,
    createdAt: new Date(),
    reviewedAt: null,
  };
  await db.insert(advisorApplications).values(row);
  return toDto(row);
}

/** The admin's list; a page passes its request context (`scope`) so the read joins its one D1 batch. */
export async function listApplications(scope: { db: Database }, status?: ApplicationStatus): Promise<AdminApplicationDto[]> {
  const { db } = scope;
  const rows = await batched(
    scope,
    db
      .select({ application: advisorApplications, name: users.name, email: users.email, role: users.role })
      .from(advisorApplications)
      .innerJoin(users, eq(users.id, advisorApplications.userId))
      .where(status ? eq(advisorApplications.status, status) : undefined)
      .orderBy(desc(advisorApplications.createdAt)),
  );
  return rows.map((r) => ({ ...toDto(r.application), applicant: { name: r.name, email: r.email, role: r.role } }));
}

const decidedEvent = (deps: AuditContext, adminId: string, row: { id: string; userId: string }, decision: "approved" | "rejected", now: Date) =>
  auditStatementWhen(
    deps,
    { action: "advisor-application.decided", actorId: adminId, userId: row.userId, subject: `advisor-application:${row.id}`, at: now, details: { decision } },
    sql`EXISTS (SELECT 1 FROM ${advisorApplications} WHERE ${advisorApplications.id} = ${row.id} AND ${advisorApplications.status} = 'pending')`,
  );

async function pendingApplication(db: Database, id: string) {
  const row = await db.select().from(advisorApplications).where(eq(advisorApplications.id, id)).get();
  if (!row) throw notFound("No such application.");
  if (row.status !== "pending") throw new AppError(409, "CONFLICT", `The application is already ${row.status}.`);
  return row;
}

/**
 * Approve: the application's status and the applicant's role change in one D1 batch (atomic), then
 * the applicant's cached role is dropped so the new role applies on their next request.
 */
export async function approveApplication(deps: AuditContext & { kv: KVNamespace }, adminId: string, id: string): Promise<ApplicationDto> {
  const row = await pendingApplication(deps.db, id);
  const now = new Date();
  await deps.db.batch([
    // The event first, only while the application is still pending: a concurrent decision leaves one event.
    decidedEvent(deps, adminId, row, "approved", now),
    deps.db
      .update(advisorApplications)
      .set({ status: "approved", reviewedBy: adminId, reviewedAt: now, reason: null })
      .where(and(eq(advisorApplications.id, id), eq(advisorApplications.status, "pending"))),
    // Never demote: an admin stays admin.
    deps.db.update(users).set({ role: "advisor", updatedAt: now }).where(and(eq(users.id, row.userId), inArray(users.role, ["guest", "user"]))),
  ]);
  await forgetCachedRole(deps.kv, row.userId);
  return toDto({ ...row, status: "approved", reviewedBy: adminId, reviewedAt: now, reason: null });
}

export async function rejectApplication(deps: AuditContext, adminId: string, id: string, reason: string): Promise<ApplicationDto> {
  const { db } = deps;
  const row = await pendingApplication(db, id);
  const now = new Date();
  const clean = stripHtml(reason);
  await db.batch([
    decidedEvent(deps, adminId, row, "rejected", now),
    db
      .update(advisorApplications)
      .set({ status: "rejected", reviewedBy: adminId, reviewedAt: now, reason: clean })
      .where(and(eq(advisorApplications.id, id), eq(advisorApplications.status, "pending"))),
  ]);
  return toDto({ ...row, status: "rejected", reviewedBy: adminId, reviewedAt: now, reason: clean });
}
