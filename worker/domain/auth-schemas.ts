import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#worker/auth/password.server";

/**
 * Input rules for sign-in, sign-up and password reset: one definition for the API (JSON) and the
 * pages (forms). Messages are translation keys; the API sends them translated to English.
 */
const email = z.string({ required_error: "validation.emailRequired", invalid_type_error: "validation.emailRequired" })
  .trim()
  .min(1, "validation.emailRequired")
  .max(254, "validation.emailInvalid")
  .email("validation.emailInvalid");

const password = z.string({ required_error: "validation.passwordRequired", invalid_type_error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

// An empty field is "required", not "too short": forms show the first message (issue 14).
const newPassword = z.string({ required_error: "validation.passwordRequired", invalid_type_error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

export const signInSchema = z.object({ email, password });
export const unlockSessionSchema = signInSchema;

export const signUpSchema = z.object({
  name: z.string({ required_error: "validation.nameRequired", invalid_type_error: "validation.nameRequired" })
    .trim()
    .min(1, "validation.nameRequired")
    .max(120, "validation.nameTooLong"),
  email,
  password: newPassword,
  company: z.string().trim().max(160).optional(),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string({ required_error: "validation.tokenRequired" }).min(10, "validation.tokenRequired").max(200),
  password: newPassword,
});

export const tokenSchema = z.object({ accessToken: z.string({ required_error: "validation.tokenRequired" }).min(1).max(4096) });

// Issue 30: the second factor. A code is a 6-digit TOTP or a recovery code (`xxxxx-xxxxx`).
const code = z.string({ required_error: "validation.required", invalid_type_error: "validation.required" }).trim().min(1, "validation.required").max(32, "validation.tooLong");
const challenge = z.string({ required_error: "validation.required", invalid_type_error: "validation.required" }).min(10, "validation.required").max(200, "validation.tooLong");

export const totpCodeSchema = z.object({ code });
export const verifyTwoFactorSchema = z.object({ challenge, code });
export const stepUpSchema = z.object({ code: code.optional(), password: password.optional() });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword });
