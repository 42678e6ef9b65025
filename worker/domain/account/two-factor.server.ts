import { newDeviceStatements } from "#worker/domain/mail/devices.server";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { inboxItems, recoveryCodes, sessions, signInChallenges, userTotp, users } from "#db/schema";
import { check, clear, LIMITS, take, type Charge } from "#worker/auth/rate-limit.server";
import { createSession, markSessionVerified } from "#worker/auth/session.server";
import { hasSecondFactor, requireStepUp } from "#worker/auth/step-up.server";
import {
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
  randomToken,
  sha256,
  totpStep,
} from "#worker/auth/totp.server";
import type { RequestContext } from "#worker/context.server";
import { appName } from "#worker/env.server";
import { AppError } from "#worker/errors";
import { signInActivityStatement } from "#worker/domain/activities.server";
import { toPublicUser, type PublicUser } from "#worker/domain/users.server";
import { auditStatement, auditStatementWhen, recordAudit } from "./audit.server";
import { describeDevice } from "./devices";

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The challenge a complete sign-in on a locked account answers, spent by `POST /api/account/delete/cancel`. */
export const CANCEL_DELETION_PURPOSE = "cancel-deletion";

export interface AuthResult {
  user: PublicUser;
  accessToken: string;
  tokenType: "bearer";
}

export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

export const invalidCode = () => new AppError(401, "INVALID_CODE", "The code is not right. Check your authenticator app and try again.");
const codeAlreadyUsed = () => new AppError(401, "CODE_ALREADY_USED", "This code was already used. Wait for the next code from your authenticator app.");
const invalidChallenge = () => new AppError(401, "INVALID_CHALLENGE", "The sign-in step has expired. Sign in with your password again.");

const sessionDeps = (ctx: RequestContext) => ({ db: ctx.db, kv: ctx.kv, secret: ctx.env.JWT_SECRET });

/** Whether the account's TOTP is switched on (the password alone then no longer signs in). */
export async function totpEnabled(ctx: Pick<RequestContext, "db">, userId: string): Promise<boolean> {
  const row = await ctx.db.select({ enabledAt: userTotp.enabledAt }).from(userTotp).where(eq(userTotp.userId, userId)).get();
  return Boolean(row?.enabledAt);
}

/** `POST /api/auth/2fa/totp/setup`: a new pending secret (replacing an unconfirmed one) and its otpauth address. */
export async function setupTotp(ctx: RequestContext, userId: string, email: string): Promise<{ secret: string; otpauthUrl: string }> {
  if (await totpEnabled(ctx, userId)) throw new AppError(409, "CONFLICT", "Two-factor authentication is already on. Turn it off first to set up a new authenticator.");
  const secret = newTotpSecret();
  const now = new Date();
  await ctx.db
    .insert(userTotp)
    .values({ userId, secret, enabledAt: null, lastStep: null, createdAt: now })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, lastStep: null, createdAt: now }, setWhere: isNull(userTotp.enabledAt) });
  return { secret, otpauthUrl: otpauthUrl(secret, email, appName(ctx.env)) };
}

/**
 * `POST /api/auth/2fa/totp/enable {code}`: the first right code switches TOTP on; ten recovery codes
 * are made (only their hashes kept) and answered once. The session counts as stepped up.
 */
export async function enableTotp(ctx: RequestContext, userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const pending = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, userId)).get();
  if (!pending) throw new AppError(409, "CONFLICT", "Set up the authenticator first.");
  if (pending.enabledAt) throw new AppError(409, "CONFLICT", "Two-factor authentication is already on.");
  const charges = codeCharges(ctx, userId);
  await check(ctx.db, charges);
  const now = new Date();
  const step = totpStep(pending.secret, code.trim(), now.getTime());
  if (step === null) {
    await take(ctx.db, charges);
    throw invalidCode();
  }
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => sha256(normalizeRecoveryCode(c))));
  const [switched] = await ctx.db.batch([
    ctx.db
      .update(userTotp)
      .set({ enabledAt: now, lastStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt), eq(userTotp.secret, pending.secret)))
      .returning({ userId: userTotp.userId }),
    ctx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    ctx.db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ codeHash, userId, createdAt: now }))),
    auditStatement(ctx, { action: "2fa.totp.enabled", actorId: userId, subject: `user:${userId}`, at: now }),
  ]);
  if (switched.length === 0) throw new AppError(409, "CONFLICT", "Two-factor authentication was changed meanwhile. Reload and try again.");
  await clear(ctx.db, [charges[0]]);
  if (ctx.session) await markSessionVerified(ctx, ctx.session, now);
  return { recoveryCodes: codes };
}

/** `DELETE /api/auth/2fa/totp` (step-up): the authenticator and the recovery codes go. */
export async function disableTotp(ctx: RequestContext): Promise<true> {
  const { userId } = requireStepUp(ctx);
  // The event first, written only when TOTP is on: a 409 leaves no "turned off" event behind.
  const [, removed] = await ctx.db.batch([
    auditStatementWhen(ctx, { action: "2fa.totp.disabled", actorId: userId, subject: `user:${userId}` }, sql`EXISTS (SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${userId} AND ${userTotp.enabledAt} IS NOT NULL)`),
    ctx.db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ enabledAt: userTotp.enabledAt }),
    ctx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ]);
  if (!removed.some((r) => r.enabledAt)) throw new AppError(409, "CONFLICT", "Two-factor authentication is not on.");
  return true;
}

/** How many unused recovery codes the account has left. */
export async function recoveryCodesLeft(ctx: Pick<RequestContext, "db">, userId: string): Promise<number> {
  const rows = await ctx.db.select({ h: recoveryCodes.codeHash }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

const codeCharges = (ctx: RequestContext, userId: string): Charge[] => [
  { limit: LIMITS.secondFactorPair, subject: `${userId}|${ctx.clientIp}` },
  { limit: LIMITS.secondFactorAccount, subject: userId },
  { limit: LIMITS.secondFactorClient, subject: ctx.clientIp },
];

/**
 * Checks and spends one second-factor code: a 6-digit TOTP (its step must be later than the last
 * accepted one; the conditional UPDATE makes two concurrent uses of one code end with one winner) or
 * a recovery code (spent by a conditional UPDATE too). Throttled like passwords: only failures count.
 */
export async function spendSecondFactorCode(ctx: RequestContext, userId: string, rawCode: string, now = new Date()): Promise<"totp" | "recovery"> {
  const charges = codeCharges(ctx, userId);
  await check(ctx.db, charges);
  const code = rawCode.trim().replace(/\s+/g, "");
  const fail = async (error: AppError) => {
    await take(ctx.db, charges);
    await recordAudit(ctx, { action: "sign-in.second-factor-failed", actorId: null, userId, subject: `user:${userId}`, details: { reason: error.code } });
    return error;
  };
  if (/^\d{6}$/.test(code)) {
    const totp = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, userId)).get();
    const step = totp?.enabledAt ? totpStep(totp.secret, code, now.getTime()) : null;
    if (step === null) throw await fail(invalidCode());
    const spent = await ctx.db
      .update(userTotp)
      .set({ lastStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
      .returning({ userId: userTotp.userId });
    if (spent.length === 0) throw await fail(codeAlreadyUsed());
    await clear(ctx.db, [charges[0]]);
    return "totp";
  }
  const codeHash = await sha256(normalizeRecoveryCode(code));
  const spent = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  if (spent.length === 0) throw await fail(invalidCode());
  await clear(ctx.db, [charges[0]]);
  return "recovery";
}

/** After a right password on an account with a second factor: the one-time challenge for `/2fa/verify`. */
export async function issueChallenge(ctx: RequestContext, userId: string, purpose = "sign-in"): Promise<string> {
  const challenge = randomToken();
  const now = new Date();
  await ctx.db.insert(signInChallenges).values({ challengeHash: await sha256(challenge), userId, purpose, createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return challenge;
}

/** The account a live, unused challenge belongs to, or 401 INVALID_CHALLENGE. */
export async function challengeOwner(ctx: RequestContext, challenge: string, purpose = "sign-in"): Promise<string> {
  const row = await ctx.db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.challengeHash, await sha256(challenge)), eq(signInChallenges.purpose, purpose), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, new Date())))
    .get();
  if (!row) throw invalidChallenge();
  return row.userId;
}

/** Spends a challenge (once; concurrent spends have one winner). */
export async function spendChallenge(ctx: RequestContext, challenge: string, purpose = "sign-in", now = new Date()) {
  const spent = await ctx.db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(and(eq(signInChallenges.challengeHash, await sha256(challenge)), eq(signInChallenges.purpose, purpose), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)))
    .returning({ userId: signInChallenges.userId });
  if (spent.length === 0) throw invalidChallenge();
  return spent[0].userId;
}

/** `POST /api/auth/2fa/verify {challenge, code}`: the second half of a sign-in. */
export async function verifySignIn(ctx: RequestContext, input: { challenge: string; code: string }): Promise<AuthResult> {
  const userId = await challengeOwner(ctx, input.challenge);
  const method = await spendSecondFactorCode(ctx, userId, input.code);
  await spendChallenge(ctx, input.challenge);
  return startSession(ctx, userId, { secondFactor: method });
}

/**
 * Opens a session for an account whose sign-in is complete: the session row, the audit event, the
 * activity entry and, for a device this account never used, a security notification — one batch.
 * `verifiedAt` is now: the session gave its strongest factor (decision 143).
 */
export async function startSession(ctx: RequestContext, userId: string, how: { secondFactor: "totp" | "recovery" | "passkey" | null }): Promise<AuthResult> {
  const user = await ctx.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw invalidChallenge();
  if (user.erasedAt) throw invalidChallenge();
  if (user.eraseAfter) {
    // Every factor was given: the person may cancel the deletion (decision 232), with this one-time challenge.
    const challenge = await issueChallenge(ctx, userId, CANCEL_DELETION_PURPOSE);
    throw new AppError(403, "ACCOUNT_LOCKED", "This account is being deleted. Sign-in is locked; cancel the deletion to sign in again.", { eraseAfter: user.eraseAfter.toISOString(), challenge });
  }
  const now = new Date();
  const alsoInBatch: BatchItem<"sqlite">[] = [
    signInActivityStatement(ctx.db, userId),
    auditStatement(ctx, { action: "sign-in", actorId: userId, subject: `user:${userId}`, at: now, details: { secondFactor: how.secondFactor } }),
  ];
  if (how.secondFactor === "recovery") alsoInBatch.push(auditStatement(ctx, { action: "2fa.recovery-code.used", actorId: userId, subject: `user:${userId}`, at: now }));
  if (await isNewDevice(ctx, userId)) alsoInBatch.push(newDeviceNotice(ctx, userId, now));
  // The e-mail side of "a new device signed in" (issue 29): its own known-device record and mail.
  alsoInBatch.push(...(await newDeviceStatements(ctx.db, user, { userAgent: ctx.userAgent, ip: ctx.clientIp, locale: ctx.locale }, ctx.url.origin)));
  const { token } = await createSession(sessionDeps(ctx), userId, { alsoInBatch, client: { userAgent: ctx.userAgent, place: ctx.place }, verifiedAt: now });
  return { user: toPublicUser(user), accessToken: token, tokenType: "bearer" };
}

/**
 * A sign-in from a user agent this account never signed in with (and not its very first sign-in)
 * writes a security notification to the account's notifications panel.
 */
async function isNewDevice(ctx: RequestContext, userId: string): Promise<boolean> {
  const earlier = await ctx.db.select({ userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, userId)).limit(200);
  return earlier.length > 0 && !earlier.some((s) => s.userAgent === (ctx.userAgent?.slice(0, 300) ?? null));
}

function newDeviceNotice(ctx: RequestContext, userId: string, now: Date) {
  const device = describeDevice(ctx.userAgent);
  const where = ctx.place ? ` (${ctx.place})` : "";
  const whereTr = ctx.place ? ` (${ctx.place})` : "";
  return ctx.db.insert(inboxItems).values({
    id: crypto.randomUUID(),
    userId,
    kind: "notification",
    title: "New sign-in to your account",
    description: `Signed in from ${device.en}${where}. If it was not you, end that session in Security settings and change your password.`,
    titleTr: "Hesabınıza yeni bir oturum açıldı",
    descriptionTr: `${device.tr}${whereTr} üzerinden oturum açıldı. Siz değilseniz Güvenlik ayarlarından o oturumu kapatın ve parolanızı değiştirin.`,
    icon: "heroicons_outline:shield-exclamation",
    link: "/settings/security",
    useRouter: true,
    read: false,
    seen: false,
    time: now,
    createdAt: now,
  });
}

/** `POST /api/auth/step-up`: the second factor again (or the password, for an account without one). */
export async function stepUp(ctx: RequestContext, userId: string, input: { code?: string; password?: string }, checkPassword: (email: string, password: string) => Promise<unknown>): Promise<{ verifiedAt: string }> {
  const user = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user || !ctx.session) throw new AppError(401, "UNAUTHENTICATED", "Sign in to continue.");
  const now = new Date();
  if (await hasSecondFactor(ctx.db, userId)) {
    if (!input.code) throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { code: ["validation.required"] } });
    await spendSecondFactorCode(ctx, userId, input.code, now);
  } else {
    if (!input.password) throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { password: ["validation.required"] } });
    await checkPassword(user.email, input.password);
  }
  await markSessionVerified(ctx, ctx.session, now);
  await recordAudit(ctx, { action: "step-up", actorId: userId, subject: `session:${ctx.session.sessionId}`, at: now });
  return { verifiedAt: now.toISOString() };
}
