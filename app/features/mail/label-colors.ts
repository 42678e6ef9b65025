import type { MailLabel } from "#worker/domain/mailbox.server";

/** The ten label colours of the mailbox API as dot classes (full strings, so Tailwind finds them). */
export const LABEL_DOT: Record<MailLabel["color"], string> = {
  gray: "bg-gray-500",
  red: "bg-red-600",
  orange: "bg-orange-500",
  yellow: "bg-yellow-500",
  green: "bg-green-600",
  teal: "bg-teal-600",
  blue: "bg-blue-600",
  indigo: "bg-indigo-600",
  purple: "bg-purple-600",
  pink: "bg-pink-600",
};
