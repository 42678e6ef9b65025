import { z } from "zod";
import { USER_STATUSES } from "#db/schema/users";
import { iconRefSchema } from "./icon-validation";
import { isHttpUrl, isInAppPath, isValidLink } from "./links";

export { isInAppPath };

/**
 * Input rules of the shell's calls (spec §5, §7): one definition for the API (JSON bodies) and the
 * resource routes (forms). One body rule for the whole API (docs/api.md, decision 061): unknown and
 * read-only keys are dropped, never applied (a client sends the object back whole, with `id`,
 * `email`, `role`…); a writable field of the wrong type is a 400. Messages are translation keys.
 */

export const MAX_HTML_LENGTH = 5_000;
export const MAX_LINK_LENGTH = 2_048;

export const linkSchema = z
  .string({ required_error: "shellValidation.linkRequired", invalid_type_error: "shellValidation.linkRequired" })
  .trim()
  .min(1, "shellValidation.linkRequired")
  .max(MAX_LINK_LENGTH, "shellValidation.linkInvalid")
  .refine(isValidLink, "shellValidation.linkInvalid");

const optionalText = (max: number) => z.string().trim().max(max, "shellValidation.tooLong").nullable().optional();

/** In-app routing only works for in-app paths. */
const routerNeedsPath = (v: { link?: string | null; useRouter?: boolean }) => !(v.useRouter && v.link && !isInAppPath(v.link));

// ---- messages and notifications ----
const inboxFields = {
  title: z
    .string({ required_error: "shellValidation.titleRequired", invalid_type_error: "shellValidation.titleRequired" })
    .trim()
    .min(1, "shellValidation.titleRequired")
    .max(MAX_HTML_LENGTH, "shellValidation.tooLong"),
  description: optionalText(MAX_HTML_LENGTH),
  /** "" from a cleared form field means no icon */
  icon: z.preprocess((v) => (v === "" ? null : v), iconRefSchema.nullable()).optional(),
  image: linkSchema.nullable().optional(),
  link: linkSchema.nullable().optional(),
  useRouter: z.boolean().optional(),
  read: z.boolean().optional(),
  seen: z.boolean().optional(),
  time: z.string().datetime({ offset: true }).optional(),
};
export const inboxItemInput = z.object(inboxFields).refine(routerNeedsPath, { message: "shellValidation.routerNeedsPath", path: ["useRouter"] });
export const inboxItemPatch = z
  .object(inboxFields)
  .partial()
  .refine(routerNeedsPath, { message: "shellValidation.routerNeedsPath", path: ["useRouter"] });
export type InboxItemInput = z.infer<typeof inboxItemInput>;
export type InboxItemPatch = z.infer<typeof inboxItemPatch>;

export const idSchema = z.string({ required_error: "shellValidation.idRequired" }).trim().min(1, "shellValidation.idRequired").max(100);
export const idBody = z.object({ id: idSchema });
export const idQuery = z.object({ id: idSchema });

// ---- shortcuts ----
const shortcutFields = {
  label: z
    .string({ required_error: "shellValidation.labelRequired", invalid_type_error: "shellValidation.labelRequired" })
    .trim()
    .min(1, "shellValidation.labelRequired")
    .max(60, "shellValidation.tooLong"),
  description: optionalText(200),
  icon: iconRefSchema,
  link: linkSchema,
  useRouter: z.boolean({ required_error: "shellValidation.useRouterRequired" }),
};
export const shortcutInput = z.object(shortcutFields).refine(routerNeedsPath, { message: "shellValidation.routerNeedsPath", path: ["useRouter"] });
export const shortcutPatch = z
  .object(shortcutFields)
  .partial()
  .refine(routerNeedsPath, { message: "shellValidation.routerNeedsPath", path: ["useRouter"] });
export type ShortcutInput = z.infer<typeof shortcutInput>;
export type ShortcutPatch = z.infer<typeof shortcutPatch>;

// ---- user ----
export const userPatch = z
  .object({
    name: z
      .string({ invalid_type_error: "validation.nameRequired" })
      .trim()
      .min(1, "validation.nameRequired")
      .max(120, "validation.nameTooLong")
      .optional(),
    avatar: z
      .string()
      .trim()
      .max(MAX_LINK_LENGTH, "shellValidation.linkInvalid")
      .refine((v) => v === "" || isInAppPath(v) || (isHttpUrl(v) && v.startsWith("https:")), "shellValidation.avatarInvalid")
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .optional(),
    status: z.enum(USER_STATUSES, { errorMap: () => ({ message: "shellValidation.statusInvalid" }) }).optional(),
  });
export type UserPatch = z.infer<typeof userPatch>;

/** "admin" = back to an admin account's own view; accepted only from admin accounts (decision 050). */
export const SWITCHABLE_ROLES = ["user", "advisor", "admin"] as const;
export const roleSwitchInput = z.object({ role: z.enum(SWITCHABLE_ROLES, { errorMap: () => ({ message: "shellValidation.roleInvalid" }) }) });

// ---- search ----
export const SEARCH_MIN_LENGTH = 2;
export const searchInput = z.object({ query: z.string({ required_error: "shellValidation.queryRequired" }).max(100, "shellValidation.tooLong") });

// ---- chat ----
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
export const chatPatch = z
  .object({
    muted: z.boolean().optional(),
    unreadCount: z.number().int().min(0).max(1_000_000).optional(),
  });
export const chatMessageInput = z
  .object({
    chatId: idSchema,
    value: z
      .string({ required_error: "shellValidation.messageRequired", invalid_type_error: "shellValidation.messageRequired" })
      .trim()
      .min(1, "shellValidation.messageRequired")
      .max(CHAT_MESSAGE_MAX_LENGTH, "shellValidation.tooLong"),
  });
