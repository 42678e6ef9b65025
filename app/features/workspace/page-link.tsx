import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Previous / next page link; a disabled one is plain text (not focusable, announced as disabled). */
export function PageLink({ to, disabled, label, icon }: { to: string; disabled: boolean; label: string; icon: "prev" | "next" }) {
  const Icon = icon === "prev" ? ChevronLeft : ChevronRight;
  if (disabled)
    return (
      <span aria-disabled="true" className="inline-flex h-8 items-center gap-1 rounded-md px-2 opacity-50">
        {icon === "prev" ? <Icon className="size-4" aria-hidden="true" /> : null}
        {label}
        {icon === "next" ? <Icon className="size-4" aria-hidden="true" /> : null}
      </span>
    );
  return (
    <Link to={to} preventScrollReset rel={icon} className="inline-flex h-8 items-center gap-1 rounded-md px-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {icon === "prev" ? <Icon className="size-4" aria-hidden="true" /> : null}
      {label}
      {icon === "next" ? <Icon className="size-4" aria-hidden="true" /> : null}
    </Link>
  );
}
