import { Secret, TOTP } from "otpauth";
import { toBase64 } from "./password.server";

/**
 * RFC 6238 through `otpauth`: 30-second steps, 6 digits, SHA-1 (what every authenticator app
 * reads), a code of the step before or after accepted (clock drift). The caller keeps the step of
 * the last accepted code and refuses that step and every earlier one, so no code works twice.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpOf(secret: string, label = "account", issuer = "TaxAtlas") {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random 160-bit secret, base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string) => totpOf(secret, account, issuer).toString();

/** The code for a time (tests and the local demo admin use it). */
export const totpCode = (secret: string, at = Date.now()) => totpOf(secret).generate({ timestamp: at });

/** The time step a right code belongs to, or null when the code is wrong for now ±1 step. */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like `k7m2q-x9p4t` (50 bits each); shown once, stored hashed. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared after trimming, lower-casing and dropping spaces. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, "");

/** SHA-256 (base64) of a high-entropy secret: recovery codes, challenges. */
export async function sha256(value: string): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))));
}

/** A URL-safe random token of 32 bytes. */
export function randomToken(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
