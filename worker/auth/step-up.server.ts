import { eq } from "drizzle-orm";
import { passkeys, userTotp } from "#db/schema";
import type { Database } from "#db/client";
import type { RequestContext } from "#worker/context.server";
import { AppError } from "#worker/errors";
import { requireRole, requireUser, type SignedIn } from "./permissions.server";

/**
 * Step-up (issue 30, decision 143): changing e-mail or password, turning 2FA off, refunds, payout
 * settings, deleting the account and every admin money action need the second factor given by
 * this session within the last two hours (`POST /api/auth/step-up` gives it again). An account
 * without a second factor steps up with its password. Admins must have a second factor at all.
 */
export const STEP_UP_WINDOW_MS = 2 * 60 * 60 * 1000;

export const stepUpRequired = () =>
  new AppError(403, "STEP_UP_REQUIRED", "Confirm it is you: enter a code from your authenticator app (or your password) again.");

export const twoFactorRequired = () =>
  new AppError(403, "TWO_FACTOR_REQUIRED", "Turn on two-factor authentication before doing admin actions.");

/** True when this session gave its strongest factor within the step-up window. */
export function isSteppedUp(ctx: Pick<RequestContext, "session">, now = Date.now()): boolean {
  const at = ctx.session?.verifiedAt;
  return typeof at === "number" && at <= now && now - at < STEP_UP_WINDOW_MS;
}

/** Guard for sensitive actions: a signed-in account whose session stepped up recently, else 403 STEP_UP_REQUIRED. */
export function requireStepUp(ctx: RequestContext, now = Date.now()): SignedIn {
  const user = requireUser(ctx);
  if (!isSteppedUp(ctx, now)) throw stepUpRequired();
  return user;
}

/** Whether the account has any second factor (an enabled TOTP or a passkey). */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [[totp], [key]] = await db.batch([
    db.select({ enabledAt: userTotp.enabledAt }).from(userTotp).where(eq(userTotp.userId, userId)).limit(1),
    db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
  ]);
  return Boolean(totp?.enabledAt) || Boolean(key);
}

/**
 * Guard for every admin action (not admin reads): the admin permission, a second factor on the
 * account, and a step-up within the window.
 */
export async function requireAdminAction(ctx: RequestContext, now = Date.now()): Promise<SignedIn> {
  const admin = requireRole(ctx, ["admin"]);
  if (!(await hasSecondFactor(ctx.db, admin.userId))) throw twoFactorRequired();
  if (!isSteppedUp(ctx, now)) throw stepUpRequired();
  return admin;
}
