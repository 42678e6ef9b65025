import { Switch as SwitchPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#app/lib/utils";

/** The switch's look, shared with the workspace's plain row switch (#app/features/workspace/row-switch). */
export const switchClass =
  "peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input";
export const switchThumbClass = "pointer-events-none block size-4 rounded-full bg-white shadow ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0";

export const Switch = React.forwardRef<React.ElementRef<typeof SwitchPrimitive.Root>, React.ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>>(
  ({ className, ...props }, ref) => (
    <SwitchPrimitive.Root
      ref={ref}
      className={cn(switchClass, className)}
      {...props}
    >
      <SwitchPrimitive.Thumb className={switchThumbClass} />
    </SwitchPrimitive.Root>
  ),
);
Switch.displayName = "Switch";
