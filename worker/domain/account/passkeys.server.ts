import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, eq, gt, lt } from "drizzle-orm";
import { z } from "zod";
import { passkeys, users, webauthnChallenges } from "#db/schema";
import { markSessionVerified } from "#worker/auth/session.server";
import { requireStepUp } from "#worker/auth/step-up.server";
import { sha256 } from "#worker/auth/totp.server";
import type { RequestContext } from "#worker/context.server";
import { appName } from "#worker/env.server";
import { AppError, notFound } from "#worker/errors";
import { auditStatement, recordAudit } from "./audit.server";
import { startSession, type AuthResult } from "./two-factor.server";

/**
 * Passkeys (issue 30, decision 220): WebAuthn through @simplewebauthn/server. The relying party is
 * the host the request came to (its origin is the only one accepted). Each ceremony's challenge is
 * kept server-side for five minutes and spent once (DELETE … RETURNING); the signature counter must
 * grow for authenticators that keep one, and is updated conditionally so two uses of one assertion
 * have one winner.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_PASSKEYS = 10;

const b64url = z.string().min(1).max(20_000).regex(/^[A-Za-z0-9_-]+={0,2}$/);
/** The browser's `startRegistration()` answer, as @simplewebauthn/browser sends it. */
export const registrationResponseSchema = z
  .object({
    id: b64url,
    rawId: b64url,
    type: z.literal("public-key"),
    response: z.object({ clientDataJSON: b64url, attestationObject: b64url, transports: z.array(z.string().max(20)).max(10).optional() }).passthrough(),
    clientExtensionResults: z.record(z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();
/** The browser's `startAuthentication()` answer. */
export const authenticationResponseSchema = z
  .object({
    id: b64url,
    rawId: b64url,
    type: z.literal("public-key"),
    response: z.object({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }).passthrough(),
    clientExtensionResults: z.record(z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();
export const registerPasskeySchema = z.object({ name: z.string().trim().min(1).max(60).optional(), response: registrationResponseSchema });
export const authenticatePasskeySchema = z.object({ response: authenticationResponseSchema });

type Purpose = "register" | "authenticate";

const invalidPasskey = () => new AppError(401, "INVALID_PASSKEY", "The passkey could not be verified. Try again.");
const invalidChallenge = () => new AppError(401, "INVALID_CHALLENGE", "The passkey step has expired. Start again.");

const relyingParty = (ctx: Pick<RequestContext, "url">) => ({ rpID: ctx.url.hostname, origin: ctx.url.origin });

async function storeChallenge(ctx: RequestContext, challenge: string, purpose: Purpose, userId: string | null) {
  const now = Date.now();
  await ctx.db.batch([
    // Expired ceremonies are dropped as new ones start (the table stays small).
    ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now))),
    ctx.db.insert(webauthnChallenges).values({ challengeHash: await sha256(challenge), purpose, userId, expiresAt: new Date(now + PASSKEY_CHALLENGE_TTL_MS) }),
  ]);
}

/** The challenge the client signed (from its clientDataJSON), spent once; its owner when it had one. */
async function spendChallenge(ctx: RequestContext, clientDataJSON: string, purpose: Purpose): Promise<{ challenge: string; userId: string | null }> {
  let challenge: unknown;
  try {
    challenge = JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON))).challenge;
  } catch {
    throw invalidPasskey();
  }
  if (typeof challenge !== "string" || challenge.length > 200) throw invalidPasskey();
  const [spent] = await ctx.db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challengeHash, await sha256(challenge)), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, new Date())))
    .returning({ userId: webauthnChallenges.userId });
  if (!spent) throw invalidChallenge();
  return { challenge, userId: spent.userId };
}

function fromBase64Url(value: string): Uint8Array {
  const b64 = value.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `POST /api/auth/passkeys/registration-options` (step-up): options for `startRegistration()`. */
export async function passkeyRegistrationOptions(ctx: RequestContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { userId } = requireStepUp(ctx);
  const [user, existing] = await Promise.all([
    ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).get(),
    ctx.db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  if (!user) throw notFound();
  if (existing.length >= MAX_PASSKEYS) throw new AppError(409, "CONFLICT", `An account can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  const { rpID } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: appName(ctx.env),
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(userId),
    attestationType: "none",
    excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports ? (JSON.parse(k.transports) as AuthenticatorTransport[]) : undefined })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await storeChallenge(ctx, options.challenge, "register", userId);
  return options;
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `POST /api/auth/passkeys/register {response, name?}` (step-up): verifies the attestation and keeps the credential. */
export async function registerPasskey(ctx: RequestContext, input: z.infer<typeof registerPasskeySchema>): Promise<PasskeyView> {
  const { userId } = requireStepUp(ctx);
  const { challenge, userId: owner } = await spendChallenge(ctx, input.response.response.clientDataJSON, "register");
  if (owner !== userId) throw invalidChallenge();
  const { rpID, origin } = relyingParty(ctx);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw invalidPasskey();
  }
  if (!verification.verified) throw invalidPasskey();
  const { credential } = verification.registrationInfo;
  const now = new Date();
  const row = {
    id: crypto.randomUUID(),
    userId,
    credentialId: credential.id,
    publicKey: toBase64Url(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
    name: input.name ?? `Passkey ${now.toISOString().slice(0, 10)}`,
    createdAt: now,
    lastUsedAt: null,
  };
  try {
    await ctx.db.batch([
      ctx.db.insert(passkeys).values(row),
      auditStatement(ctx, { action: "passkey.added", actorId: userId, subject: `passkey:${row.id}`, at: now, details: { name: row.name } }),
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw new AppError(409, "CONFLICT", "This passkey is already registered.");
    throw error;
  }
  return { id: row.id, name: row.name, createdAt: now.toISOString(), lastUsedAt: null };
}

/** `POST /api/auth/passkeys/authentication-options`: open; a discoverable-credential challenge. */
export async function passkeyAuthenticationOptions(ctx: RequestContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx).rpID, userVerification: "preferred", timeout: PASSKEY_CHALLENGE_TTL_MS });
  await storeChallenge(ctx, options.challenge, "authenticate", null);
  return options;
}

/**
 * Verifies an assertion against a stored credential: the challenge (spent), origin, RP ID, signature
 * and counter. Answers the account it signs for. Failures are audited and count like passwords do.
 */
async function verifyAssertion(ctx: RequestContext, response: z.infer<typeof authenticationResponseSchema>): Promise<string> {
  const { challenge } = await spendChallenge(ctx, response.response.clientDataJSON, "authenticate");
  const key = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).get();
  if (!key) throw invalidPasskey();
  const fail = async () => {
    await recordAudit(ctx, { action: "sign-in.second-factor-failed", actorId: null, userId: key.userId, subject: `passkey:${key.id}`, details: { reason: "INVALID_PASSKEY" } });
    return invalidPasskey();
  };
  const { rpID, origin } = relyingParty(ctx);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: key.credentialId,
        publicKey: fromBase64Url(key.publicKey) as Uint8Array<ArrayBuffer>,
        counter: key.counter,
        transports: key.transports ? (JSON.parse(key.transports) as AuthenticatorTransport[]) : undefined,
      },
      requireUserVerification: false,
    });
  } catch {
    throw await fail();
  }
  if (!verification.verified) throw await fail();
  // The counter moves only from the value checked above: a concurrent use of the same state loses.
  const moved = await ctx.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (moved.length === 0) throw await fail();
  return key.userId;
}

/** `POST /api/auth/passkeys/authenticate {response}`: a passkey alone signs in (it is both factors). */
export async function signInWithPasskey(ctx: RequestContext, input: z.infer<typeof authenticatePasskeySchema>): Promise<AuthResult> {
  const userId = await verifyAssertion(ctx, input.response);
  return startSession(ctx, userId, { secondFactor: "passkey" });
}

/** Step-up with a passkey: the assertion must be one of the signed-in account's own passkeys. */
export async function stepUpWithPasskey(ctx: RequestContext, userId: string, response: z.infer<typeof authenticationResponseSchema>): Promise<{ verifiedAt: string }> {
  if (!ctx.session) throw new AppError(401, "UNAUTHENTICATED", "Sign in to continue.");
  const owner = await verifyAssertion(ctx, response);
  if (owner !== userId) throw invalidPasskey();
  const now = new Date();
  await markSessionVerified(ctx, ctx.session, now);
  await recordAudit(ctx, { action: "step-up", actorId: userId, subject: `session:${ctx.session.sessionId}`, at: now, details: { method: "passkey" } });
  return { verifiedAt: now.toISOString() };
}

/** `GET /api/account/passkeys`: the caller's passkeys. */
export async function listPasskeys(ctx: Pick<RequestContext, "db">, userId: string): Promise<PasskeyView[]> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
  return rows.map((k) => ({ id: k.id, name: k.name, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null }));
}

/** `DELETE /api/account/passkeys/:id` (step-up): someone else's passkey is a 404, as an unknown one. */
export async function removePasskey(ctx: RequestContext, id: string): Promise<true> {
  const { userId } = requireStepUp(ctx);
  const own = await ctx.db.select({ id: passkeys.id }).from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).get();
  if (!own) throw notFound();
  await ctx.db.batch([
    ctx.db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))),
    auditStatement(ctx, { action: "passkey.removed", actorId: userId, subject: `passkey:${id}` }),
  ]);
  return true;
}
