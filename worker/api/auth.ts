import { Hono } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  stepUpSchema,
  tokenSchema,
  totpCodeSchema,
  verifyTwoFactorSchema,
  unlockSessionSchema,
} from "#worker/domain/auth-schemas";
import { findUserById } from "#worker/domain/users.server";
import { disableTotp, enableTotp, setupTotp, stepUp, verifySignIn } from "#worker/domain/account/two-factor.server";
import {
  authenticatePasskeySchema,
  authenticationResponseSchema,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  registerPasskeySchema,
  signInWithPasskey,
  stepUpWithPasskey,
} from "#worker/domain/account/passkeys.server";
import {
  checkPassword,
  forgotPassword,
  resetPassword,
  signIn,
  signInAnonymously,
  signOut,
  signUp,
  unlockSession,
  userForSession,
} from "#worker/domain/auth.server";
import { resolveSession } from "#worker/auth/session.server";
import { AppError } from "#worker/errors";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

/** Spec §7 Auth, real. Wrong credentials are 401 JSON (docs/decisions/003-auth-errors.md). */
export const authRoutes = new Hono<ApiEnv>()
  .post("/sign-in", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await signIn(c.var.ctx, await readJson(c, signInSchema)));
  })
  .post("/sign-up", async (c) => {
    await signUp(c.var.ctx, await readJson(c, signUpSchema));
    return c.json(true, 201);
  })
  .post("/forgot-password", async (c) => c.json(await forgotPassword(c.var.ctx, await readJson(c, forgotPasswordSchema))))
  .post("/reset-password", async (c) => c.json(await resetPassword(c.var.ctx, await readJson(c, resetPasswordSchema))))
  .post("/sign-in-with-token", async (c) => {
    const { accessToken } = await readJson(c, tokenSchema);
    const ctx = c.var.ctx;
    const session = await resolveSession({ db: ctx.db, kv: ctx.kv, secret: ctx.env.JWT_SECRET }, accessToken);
    if (!session || session.anonymous) throw new AppError(401, "INVALID_TOKEN", "Invalid token");
    return c.json(await userForSession({ ...ctx, session, isSignedIn: true }));
  })
  // Issue 30: TOTP second factor (docs/api-common.md "Two-factor authentication").
  .post("/2fa/totp/setup", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const user = await findUserById(c.var.ctx.db, userId);
    c.header("Cache-Control", "private, no-store");
    return c.json(await setupTotp(c.var.ctx, userId, user?.email ?? userId));
  })
  .post("/2fa/totp/enable", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { code } = await readJson(c, totpCodeSchema);
    c.header("Cache-Control", "private, no-store");
    return c.json(await enableTotp(c.var.ctx, userId, code));
  })
  .delete("/2fa/totp", async (c) => c.json(await disableTotp(c.var.ctx)))
  .post("/2fa/verify", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await verifySignIn(c.var.ctx, await readJson(c, verifyTwoFactorSchema)));
  })
  .post("/step-up", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const ctx = c.var.ctx;
    const input = await readJson(c, stepUpSchema.extend({ passkey: authenticationResponseSchema.optional() }));
    if (input.passkey) return c.json(await stepUpWithPasskey(ctx, userId, input.passkey));
    return c.json(await stepUp(ctx, userId, input, (email, password) => checkPassword(ctx, email, password)));
  })
  // Passkeys (issue 30, decision 220): register after step-up; sign in with one alone.
  .post("/passkeys/registration-options", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await passkeyRegistrationOptions(c.var.ctx));
  })
  .post("/passkeys/register", async (c) => {
    requireUser(c.var.ctx);
    c.header("Cache-Control", "private, no-store");
    return c.json(await registerPasskey(c.var.ctx, await readJson(c, registerPasskeySchema)), 201);
  })
  .post("/passkeys/authentication-options", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await passkeyAuthenticationOptions(c.var.ctx));
  })
  .post("/passkeys/authenticate", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await signInWithPasskey(c.var.ctx, await readJson(c, authenticatePasskeySchema)));
  })
  .post("/sign-in-anonymously", async (c) => c.json(await signInAnonymously(c.var.ctx), 201))
  .post("/unlock-session", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await unlockSession(c.var.ctx, userId, await readJson(c, unlockSessionSchema)));
  })
  .post("/sign-out", async (c) => {
    if (!c.var.ctx.session) throw new AppError(401, "UNAUTHENTICATED", "Sign in to continue.");
    await signOut(c.var.ctx);
    return c.json(true);
  });
