import { eq } from "drizzle-orm";
import { passkeys } from "#db/schema";
import { isSteppedUp, STEP_UP_WINDOW_MS } from "#worker/auth/step-up.server";
import type { RequestContext } from "#worker/context.server";
import { recoveryCodesLeft, totpEnabled } from "./two-factor.server";

export interface SecurityOverview {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  /** until when this session counts as stepped up (null: step up before sensitive actions) */
  steppedUpUntil: string | null;
}

/** What /settings/security and `GET /api/account/security` show about the second factors. */
export async function securityOverview(ctx: RequestContext, userId: string): Promise<SecurityOverview> {
  const [enabled, left, keys] = await Promise.all([
    totpEnabled(ctx, userId),
    recoveryCodesLeft(ctx, userId),
    ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  const verifiedAt = ctx.session?.verifiedAt;
  return {
    totpEnabled: enabled,
    recoveryCodesLeft: enabled ? left : 0,
    passkeys: keys.map((k) => ({ id: k.id, name: k.name, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null })),
    steppedUpUntil: isSteppedUp(ctx) && typeof verifiedAt === "number" ? new Date(verifiedAt + STEP_UP_WINDOW_MS).toISOString() : null,
  };
}
