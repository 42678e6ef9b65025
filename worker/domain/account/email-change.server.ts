import { and, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { auditEvents, emailChanges, sessions, users } from "#db/schema";
import { forgetSessionsInKv } from "#worker/auth/session.server";
import { requireStepUp } from "#worker/auth/step-up.server";
import { randomToken, sha256 } from "#worker/auth/totp.server";
import { requireUser } from "#worker/auth/permissions.server";
import type { RequestContext } from "#worker/context.server";
import { AppError, notFound } from "#worker/errors";
import { queueMail } from "#worker/domain/mail/outbox.server";
import { auditEventWhen } from "./audit.server";

/**
 * E-mail change confirmed through the new address (issue 30, decision 233). The request (step-up)
 * mails a one-time token to the new address (only its SHA-256 is kept, one hour, a new request
 * replaces the old ones); confirming — signed in as the same account — switches the address, ends
 * every other session and writes `email.changed`, in one batch; then the old address gets a notice.
 */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

export const emailChangeSchema = z.object({ newEmail: z.string().trim().toLowerCase().email("validation.emailInvalid").max(254) });
export const confirmEmailChangeSchema = z.object({ token: z.string().min(10).max(200) });

const taken = () => new AppError(409, "CONFLICT", "Another account uses this e-mail address.", { fieldErrors: { newEmail: ["validation.emailTaken"] } });
const invalidLink = () => new AppError(400, "INVALID_TOKEN", "This confirmation link is not valid any more. Ask for a new one.");

/** `POST /api/account/email {newEmail}` (step-up): 202, the link goes to the new address. */
export async function requestEmailChange(ctx: RequestContext, input: z.infer<typeof emailChangeSchema>, now = new Date()): Promise<{ sentTo: string }> {
  const { userId } = requireStepUp(ctx, now.getTime());
  const user = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound();
  if (input.newEmail === user.email.toLowerCase()) throw new AppError(400, "VALIDATION_FAILED", "This is already your address.", { fieldErrors: { newEmail: ["validation.emailSame"] } });
  const other = await ctx.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.newEmail)).get();
  if (other) throw taken();
  const token = randomToken();
  await ctx.db.batch([
    ctx.db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
    ctx.db.insert(emailChanges).values({ tokenHash: await sha256(token), userId, newEmail: input.newEmail, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) }),
  ]);
  // Essential mail to the address being proven (no account's preferences apply to it yet).
  await queueMail(ctx.db, { template: "email-change", to: input.newEmail, userId: null, locale: ctx.locale, props: { newEmail: input.newEmail, link: `${ctx.url.origin}/settings/email-change?token=${encodeURIComponent(token)}` } }, now);
  return { sentTo: input.newEmail };
}

/** `POST /api/account/email/confirm {token}` (signed in as the account that asked): `{email}`. */
export async function confirmEmailChange(ctx: RequestContext, input: z.infer<typeof confirmEmailChangeSchema>, now = new Date()): Promise<{ email: string }> {
  const { userId } = requireUser(ctx);
  const tokenHash = await sha256(input.token);
  const live = and(eq(emailChanges.tokenHash, tokenHash), eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now));
  const [pending, user] = await Promise.all([
    ctx.db.select({ newEmail: emailChanges.newEmail }).from(emailChanges).where(live).get(),
    ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get(),
  ]);
  if (!pending || !user) throw invalidLink();
  const pendingSql = sql`EXISTS (SELECT 1 FROM ${emailChanges} WHERE ${live})`;
  const event = auditEventWhen(ctx, { action: "email.changed", actorId: userId, subject: `user:${userId}`, at: now }, pendingSql);
  const won = sql`EXISTS (SELECT 1 FROM audit_events WHERE id = ${event.id})`;
  const current = ctx.session?.sessionId ?? "";
  let ended: { id: string }[];
  try {
    [, , ended] = await ctx.db.batch([
      event.statement,
      ctx.db.update(users).set({ email: pending.newEmail, updatedAt: now }).where(and(eq(users.id, userId), won)),
      ctx.db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, current), sql`${sessions.revokedAt} IS NULL`, won))
        .returning({ id: sessions.id }),
      ctx.db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
    ]);
  } catch (error) {
    // The unique index on lower(email): someone signed up with the address meanwhile.
    if (/UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error))) throw taken();
    throw error;
  }
  const ours = await ctx.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.id, event.id)).get();
  if (!ours) throw invalidLink(); // a concurrent confirmation spent the token first
  await forgetSessionsInKv(ctx.kv, ended.map((s) => s.id));
  await queueMail(ctx.db, { template: "email-changed", to: user.email, userId: null, locale: ctx.locale, props: { newEmail: pending.newEmail, resetUrl: `${ctx.url.origin}/forgot-password` } }, now);
  return { email: pending.newEmail };
}
