import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { RequestContext } from "#worker/context.server";
import { signInSchema } from "#worker/domain/auth-schemas";
import { signIn, type AuthResult, type TwoFactorChallenge } from "#worker/domain/auth.server";

/**
 * remix-auth runs the form strategy; the rules (throttle, PBKDF2, session creation) are the same
 * domain function the API's POST /api/auth/sign-in calls. Built per request because it closes
 * over the request's context.
 */
export function authenticatorFor(ctx: RequestContext) {
  return new Authenticator<AuthResult | TwoFactorChallenge>().use(
    new FormStrategy(async ({ form }) => signIn(ctx, signInSchema.parse({ email: form.get("email"), password: form.get("password") }))),
    "password",
  );
}
