import { Hono } from "hono";
import { requireUser } from "../auth/permissions.server";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
  unlockSessionSchema,
} from "../domain/auth-schemas";
import {
  forgotPassword,
  resetPassword,
  signIn,
  signInAnonymously,
  signOut,
  signUp,
  unlockSession,
  userForSession,
} from "../domain/auth.server";
import { resolveSession } from "../auth/session.server";
import { AppError } from "../errors";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

/** Spec §7 Auth, real. Wrong credentials are 401 JSON (docs/decisions/003-auth-errors.md). */
export const authRoutes = new Hono<ApiEnv>()
  .post("/sign-in", async (c) => c.json(await signIn(c.var.ctx, await readJson(c, signInSchema))))
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
