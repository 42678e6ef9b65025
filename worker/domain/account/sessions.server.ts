import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import { sessions, users } from "#db/schema";
import { hashPassword } from "#worker/auth/password.server";
import { forgetSessionsInKv } from "#worker/auth/session.server";
import { requireStepUp } from "#worker/auth/step-up.server";
import type { RequestContext } from "#worker/context.server";
import { AppError, notFound } from "#worker/errors";
import type { changePasswordSchema } from "#worker/domain/auth-schemas";
import { checkPassword } from "#worker/domain/auth.server";
import { auditStatement } from "./audit.server";
import { describeDevice } from "./devices";

/** Issue 30: the account's live sessions, which it can see and end (backed by the D1 session rows). */
export interface SessionView {
  id: string;
  current: boolean;
  device: string;
  deviceTr: string;
  place: string | null;
  createdAt: string;
  lastSeenAt: string;
}

const live = (userId: string, now: Date) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** `GET /api/account/sessions`: the current session first, then the most recently seen. */
export async function listSessions(ctx: RequestContext, userId: string, now = new Date()): Promise<SessionView[]> {
  const rows = await ctx.db.select().from(sessions).where(live(userId, now)).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(100);
  const current = ctx.session?.sessionId;
  return rows
    .map((row) => {
      const device = describeDevice(row.userAgent);
      return {
        id: row.id,
        current: row.id === current,
        device: device.en,
        deviceTr: device.tr,
        place: row.place,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * `DELETE /api/account/sessions/:id`: ends one of the caller's own sessions (another account's or an
 * ended one is 404). The D1 row and the audit event in one batch, then the KV record (decision 052).
 */
export async function endSession(ctx: RequestContext, userId: string, sessionId: string, now = new Date()): Promise<true> {
  const own = await ctx.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, sessionId), live(userId, now))).get();
  if (!own) throw notFound("No such session.");
  await ctx.db.batch([
    ctx.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))),
    auditStatement(ctx, { action: "session.revoked", actorId: userId, subject: `session:${sessionId}`, at: now }),
  ]);
  await forgetSessionsInKv(ctx.kv, [sessionId]);
  return true;
}

/** `DELETE /api/account/sessions`: "sign out everywhere else" — every session but the caller's. */
export async function endOtherSessions(ctx: RequestContext, userId: string, now = new Date()): Promise<{ ended: number }> {
  const current = ctx.session?.sessionId ?? "";
  const [ended] = await ctx.db.batch([
    ctx.db.update(sessions).set({ revokedAt: now }).where(and(live(userId, now), ne(sessions.id, current))).returning({ id: sessions.id }),
    auditStatement(ctx, { action: "sessions.revoked-others", actorId: userId, subject: `user:${userId}`, at: now }),
  ]);
  await forgetSessionsInKv(ctx.kv, ended.map((s) => s.id));
  return { ended: ended.length };
}

/**
 * `POST /api/account/password` (step-up): the current password (throttled like sign-in) and the new
 * one; every other session ends in the same batch, this one stays.
 */
export async function changePassword(ctx: RequestContext, input: z.infer<typeof changePasswordSchema>, now = new Date()): Promise<true> {
  const { userId } = requireStepUp(ctx);
  const user = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound();
  try {
    await checkPassword(ctx, user.email, input.currentPassword);
  } catch (error) {
    if (error instanceof AppError && error.code === "INVALID_CREDENTIALS") {
      throw new AppError(400, "VALIDATION_FAILED", "The current password is not right.", { fieldErrors: { currentPassword: ["validation.currentPasswordWrong"] } });
    }
    throw error;
  }
  const password = await hashPassword(input.newPassword);
  const current = ctx.session?.sessionId ?? "";
  const [, others] = await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: password.hash, passwordSalt: password.salt, passwordIterations: password.iterations, updatedAt: now }).where(eq(users.id, userId)),
    ctx.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, current))).returning({ id: sessions.id }),
    auditStatement(ctx, { action: "password.changed", actorId: userId, subject: `user:${userId}`, at: now }),
  ]);
  await forgetSessionsInKv(ctx.kv, others.map((s) => s.id));
  return true;
}
