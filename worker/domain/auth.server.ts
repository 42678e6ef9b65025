import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import { passwordResetTokens, sessions, users } from "#db/schema";
import { mailStatement } from "./mail/outbox.server";
import { DUMMY_HASH, hashPassword, toBase64, verifyPassword } from "#worker/auth/password.server";
import { createSession, forgetSessionsInKv, revokeSession, revokeUserSessionsStatement } from "#worker/auth/session.server";
import { randomToken, sha256 } from "#worker/auth/totp.server";
import { check, clear, LIMITS, take, type Charge } from "#worker/auth/rate-limit.server";
import type { RequestContext } from "#worker/context.server";
import { appName } from "#worker/env.server";
import { AppError } from "#worker/errors";
import type { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth-schemas";
import { findUserByEmail, findUserById, normalizeEmail, toPublicUser } from "./users.server";
import { recordAudit, auditStatement } from "./account/audit.server";
import { issueChallenge, startSession, type AuthResult, type TwoFactorChallenge } from "./account/two-factor.server";
import { hasSecondFactor } from "#worker/auth/step-up.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type { AuthResult, TwoFactorChallenge } from "./account/two-factor.server";

const sessionDeps = (ctx: RequestContext) => ({ db: ctx.db, kv: ctx.kv, secret: ctx.env.JWT_SECRET });

export const invalidCredentials = () =>
  new AppError(401, "INVALID_CREDENTIALS", "The e-mail address or password is incorrect.");

/**
 * Checks e-mail and password under the sign-in limits (docs/security.md): per e-mail+client, per
 * account (any client) and per client (any account). Only failures count, so successful sign-ins are
 * never limited while nobody is guessing. A caller already at a limit is refused before any work; a
 * failure is counted by one atomic increment and answered 429 instead of 401 once past the limit,
 * so at most `max` wrong guesses per window ever get an answer, however many run at once. A right
 * password while the account is locked is refused too (the lock is the point of the limit).
 * Unknown e-mails burn the same PBKDF2 work as known ones.
 */
export async function checkPassword(ctx: RequestContext, email: string, password: string) {
  const address = normalizeEmail(email);
  const pair: Charge = { limit: LIMITS.signInPair, subject: `${address}|${ctx.clientIp}` };
  const counted: Charge[] = [pair, { limit: LIMITS.signInAccount, subject: address }, { limit: LIMITS.signInClient, subject: ctx.clientIp }];
  await check(ctx.db, counted);
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(
    password,
    user ? { hash: user.passwordHash, salt: user.passwordSalt, iterations: user.passwordIterations } : DUMMY_HASH,
  );
  if (!user || !ok) {
    await take(ctx.db, counted);
    await recordAudit(ctx, { action: "sign-in.failed", actorId: null, userId: user?.id ?? null, subject: user ? `user:${user.id}` : null, details: { reason: user ? "password" : "unknown-email" } });
    throw invalidCredentials();
  }
  await clear(ctx.db, [pair]);
  return { user };
}

/**
 * The password step. An account with a second factor gets a one-time challenge instead of a token
 * (issue 30): `POST /api/auth/2fa/verify` or a passkey finishes the sign-in.
 */
export async function signIn(ctx: RequestContext, input: z.infer<typeof signInSchema>): Promise<AuthResult | TwoFactorChallenge> {
  const { user } = await checkPassword(ctx, input.email, input.password);
  if (await hasSecondFactor(ctx.db, user.id)) return { twoFactorRequired: true, challenge: await issueChallenge(ctx, user.id) };
  return startSession(ctx, user.id, { secondFactor: null });
}

/** Spec "anonymous authentication initialisation": a guest session that holds no account. */
export async function signInAnonymously(ctx: RequestContext) {
  // Limited per client like sign-up: each guest session is a KV write that lives for 7 days.
  await take(ctx.db, [{ limit: LIMITS.anonymousClient, subject: ctx.clientIp }]);
  const { token } = await createSession(sessionDeps(ctx), `anon_${crypto.randomUUID()}`, { anonymous: true });
  return { user: { id: null, role: "guest" as const, anonymous: true }, accessToken: token, tokenType: "bearer" as const };
}

/** Re-enter the password of the account that owns the current session. */
export async function unlockSession(ctx: RequestContext, userId: string, input: z.infer<typeof signInSchema>): Promise<AuthResult> {
  const owner = await findUserById(ctx.db, userId);
  if (!owner || normalizeEmail(owner.email) !== normalizeEmail(input.email)) throw invalidCredentials();
  const { user } = await checkPassword(ctx, input.email, input.password);
  return { user: toPublicUser(user), accessToken: ctx.session!.token, tokenType: "bearer" };
}

export async function userForSession(ctx: RequestContext): Promise<AuthResult> {
  const session = ctx.session;
  const user = session && !session.anonymous ? await findUserById(ctx.db, session.userId) : undefined;
  if (!session || !user) throw new AppError(401, "INVALID_TOKEN", "Invalid token");
  return { user: toPublicUser(user), accessToken: session.token, tokenType: "bearer" };
}

/**
 * Sign-up answers the same whether or not the address has an account (decision 053): a new address
 * gets its account at once (decision 003) and a welcome mail; a known address gets a "someone tried
 * to sign up" mail instead of a second account. Both do the same PBKDF2 work.
 */
export async function signUp(ctx: RequestContext, input: z.infer<typeof signUpSchema>): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  await take(ctx.db, [
    { limit: LIMITS.signUpClient, subject: ctx.clientIp },
    { limit: LIMITS.signUpAddress, subject: email },
  ]);
  const password = await hashPassword(input.password);
  const now = new Date();
  const name = appName(ctx.env);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    await signUpAttemptMail(ctx, existing.email, now);
    return { email };
  }
  try {
    const userId = crypto.randomUUID();
    await ctx.db.batch([
      ctx.db.insert(users).values({
        id: userId,
        email,
        name: input.name,
        role: "user",
        status: "online",
        passwordHash: password.hash,
        passwordSalt: password.salt,
        passwordIterations: password.iterations,
        createdAt: now,
        updatedAt: now,
      }),
      mailStatement(ctx.db, { template: "welcome", to: email, userId, locale: ctx.locale, props: { name: input.name, signInUrl: `${ctx.url.origin}/sign-in` } }, now, name),
    ]);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides; the loser is told like any known address.
    if (!String((error as Error)?.cause ?? error).includes("UNIQUE")) throw error;
    await signUpAttemptMail(ctx, email, now);
  }
  return { email };
}

function signUpAttemptMail(ctx: RequestContext, email: string, now: Date) {
  const props = { signInUrl: `${ctx.url.origin}/sign-in`, resetUrl: `${ctx.url.origin}/forgot-password` };
  return mailStatement(ctx.db, { template: "sign-up-attempt", to: email, userId: null, locale: ctx.locale, props }, now, appName(ctx.env));
}

/** Always succeeds from the caller's view, so it cannot be used to discover accounts. */
export async function forgotPassword(ctx: RequestContext, input: z.infer<typeof forgotPasswordSchema>): Promise<true> {
  // Counted for every address, known or not, so the limit itself reveals nothing.
  await take(ctx.db, [
    { limit: LIMITS.forgotClient, subject: ctx.clientIp },
    { limit: LIMITS.forgotAddress, subject: normalizeEmail(input.email) },
  ]);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return true;
  const token = randomToken();
  const now = new Date();
  const link = `${ctx.url.origin}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.db.batch([
    ctx.db.insert(passwordResetTokens).values({
      tokenHash: await sha256(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    }),
    mailStatement(ctx.db, { template: "password-reset", to: user.email, userId: user.id, locale: ctx.locale, props: { link } }, now, appName(ctx.env)),
  ]);
  return true;
}

/**
 * Sets the password and signs the account out everywhere (decision 052): one batch changes the
 * password and marks every session revoked in D1; then the KV records are deleted (retried); only
 * then is the token consumed. If KV fails the answer is 503 and the link still works for a retry.
 */
export async function resetPassword(ctx: RequestContext, input: z.infer<typeof resetPasswordSchema>): Promise<true> {
  const tokenHash = await sha256(input.token);
  const now = new Date();
  const valid = and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
  const row = await ctx.db.select().from(passwordResetTokens).where(valid).get();
  if (!row) throw new AppError(400, "INVALID_TOKEN", "This reset link is invalid or has expired. Ask for a new one.");
  const password = await hashPassword(input.password);
  const [userSessions] = await ctx.db.batch([
    ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, row.userId)),
    ctx.db
      .update(users)
      .set({ passwordHash: password.hash, passwordSalt: password.salt, passwordIterations: password.iterations, updatedAt: now })
      .where(eq(users.id, row.userId)),
    revokeUserSessionsStatement(ctx.db, row.userId, now),
    auditStatement(ctx, { action: "password.reset", actorId: null, userId: row.userId, subject: `user:${row.userId}`, at: now }),
  ]);
  await forgetSessionsInKv(ctx.kv, userSessions.map((s) => s.id));
  const used = await ctx.db.update(passwordResetTokens).set({ usedAt: now }).where(valid).returning({ tokenHash: passwordResetTokens.tokenHash });
  if (used.length === 0) throw new AppError(400, "INVALID_TOKEN", "This reset link is invalid or has expired. Ask for a new one.");
  return true;
}

export async function signOut(ctx: RequestContext): Promise<void> {
  if (!ctx.session) return;
  await revokeSession(ctx, ctx.session.sessionId);
  if (!ctx.session.anonymous) await recordAudit(ctx, { action: "sign-out", actorId: ctx.session.userId, subject: `session:${ctx.session.sessionId}` });
}
