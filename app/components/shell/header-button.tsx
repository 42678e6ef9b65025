import { Link } from "@remix-run/react";
import * as React from "react";
import { cn } from "#app/lib/utils";

const headerButtonClass =
  "relative inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-accent data-[state=open]:text-foreground [&_svg]:size-5";

/** A round icon button of the header, with an optional count badge (shown only above 0). */
export const HeaderButton = React.forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement> & { label: string; badge?: number }>(
  ({ label, badge = 0, className, children, ...props }, ref) => (
    <button
      ref={ref}
      type="button"
      title={label}
      className={cn(headerButtonClass, className)}
      {...props}
    >
      {children}
      {/* One name for screen readers ("Notifications (2)"); the visible count repeats it. */}
      <span className="sr-only">{badge > 0 ? `${label} (${badge})` : label}</span>
      {badge > 0 ? (
        <span data-testid="badge" aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-semibold leading-4 text-white">
          {badge > 99 ? "99+" : badge}
        </span>
      ) : null}
    </button>
  ),
);
HeaderButton.displayName = "HeaderButton";

/** An in-app link that looks like a header button (the help-centre button). */
export function HeaderLink({ to, label, className, children }: { to: string; label: string; className?: string; children: React.ReactNode }) {
  return (
    <Link to={to} aria-label={label} title={label} className={cn(headerButtonClass, className)}>
      {children}
    </Link>
  );
}

/**
 * A header widget's open state, and whether its Radix parts are mounted: not before its first open.
 * Until then the widget renders only its trigger (<ClosedTrigger>), which is all a closed widget
 * shows, so neither the server render nor hydration runs the Radix roots, portals and the panels'
 * hooks (issue 28: one implementation, no server stand-in).
 */
export function useFirstOpen() {
  const [open, setOpenState] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const setOpen = React.useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, setOpen, mounted };
}

/**
 * Before the first open, the closed trigger; after it, the opened part — a module of its own
 * (`lazyPart`, #app/lib/lazy-part), so neither the first load nor hydration fetches or runs the
 * Radix code of a panel nobody has opened (issue 28) — with the closed trigger holding its place for
 * the moment its code arrives. The server never renders an opened part.
 */
export function FirstOpen({ mounted, closed, children }: { mounted: boolean; closed: React.ReactElement; children: React.ReactNode }) {
  if (!mounted) return closed;
  return <React.Suspense fallback={closed}>{children}</React.Suspense>;
}

/**
 * The trigger before the first open, with the attributes its Radix trigger has while closed (so the
 * page reads the same to assistive technology), opening the widget on a click, Enter or Space — and
 * ArrowDown for a menu, as Radix's menu trigger does. Pointing at it or focusing it starts loading
 * the opened part.
 */
export function ClosedTrigger({ popup, onOpen, preload, children }: { popup: "dialog" | "menu"; onOpen: () => void; preload?: () => unknown; children: React.ReactElement }) {
  return React.cloneElement(children, {
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onClick: onOpen,
    onPointerEnter: preload,
    onFocus: preload,
    onKeyDown:
      popup === "menu"
        ? (e: React.KeyboardEvent) => {
            if (e.key !== "ArrowDown") return;
            e.preventDefault();
            onOpen();
          }
        : undefined,
  });
}
