import * as React from "react";
import { cn } from "#app/lib/utils";

/** A determinate progress bar with the ARIA progressbar role. */
export const Progress = React.forwardRef<HTMLDivElement, { value: number; label: string; className?: string }>(({ value, label, className }, ref) => {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
    >
      <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${clamped}%` }} />
    </div>
  );
});
Progress.displayName = "Progress";
