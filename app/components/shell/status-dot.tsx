import type { UserStatus } from "#db/schema/users";
import { cn } from "#app/lib/utils";

/** Spec §4: online green, away amber, busy red, not-visible grey; a guest shows amber. */
export const STATUS_DOT: Record<UserStatus | "guest", string> = {
  online: "bg-green-500",
  away: "bg-amber-500",
  busy: "bg-red-500",
  "not-visible": "bg-gray-400",
  guest: "bg-amber-500",
};

export function StatusDot({ status, className }: { status: UserStatus | "guest"; className?: string }) {
  return <span data-status={status} aria-hidden="true" className={cn("inline-block size-2.5 shrink-0 rounded-full ring-2 ring-card", STATUS_DOT[status], className)} />;
}
