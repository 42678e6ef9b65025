import { Check, ChevronRight } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import * as React from "react";
import { cn } from "#app/lib/utils";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClass =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

export const DropdownMenuContent = React.forwardRef<React.ElementRef<typeof Menu.Content>, React.ComponentPropsWithoutRef<typeof Menu.Content>>(
  ({ className, sideOffset = 8, align = "end", ...props }, ref) => (
    <Menu.Portal>
      <Menu.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn("z-50 min-w-[14rem] overflow-hidden rounded-lg border bg-card p-1 text-card-foreground shadow-lg", className)}
        {...props}
      />
    </Menu.Portal>
  ),
);
DropdownMenuContent.displayName = "DropdownMenuContent";

export const DropdownMenuItem = React.forwardRef<React.ElementRef<typeof Menu.Item>, React.ComponentPropsWithoutRef<typeof Menu.Item>>(
  ({ className, ...props }, ref) => <Menu.Item ref={ref} className={cn(itemClass, className)} {...props} />,
);
DropdownMenuItem.displayName = "DropdownMenuItem";

export const DropdownMenuLabel = React.forwardRef<React.ElementRef<typeof Menu.Label>, React.ComponentPropsWithoutRef<typeof Menu.Label>>(
  ({ className, ...props }, ref) => <Menu.Label ref={ref} className={cn("px-2 py-1.5 text-sm", className)} {...props} />,
);
DropdownMenuLabel.displayName = "DropdownMenuLabel";

export const DropdownMenuSeparator = React.forwardRef<React.ElementRef<typeof Menu.Separator>, React.ComponentPropsWithoutRef<typeof Menu.Separator>>(
  ({ className, ...props }, ref) => <Menu.Separator ref={ref} className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />,
);
DropdownMenuSeparator.displayName = "DropdownMenuSeparator";

export const DropdownMenuSubTrigger = React.forwardRef<React.ElementRef<typeof Menu.SubTrigger>, React.ComponentPropsWithoutRef<typeof Menu.SubTrigger>>(
  ({ className, children, ...props }, ref) => (
    <Menu.SubTrigger ref={ref} className={cn(itemClass, "data-[state=open]:bg-accent", className)} {...props}>
      {children}
      <ChevronRight className="ml-auto" aria-hidden="true" />
    </Menu.SubTrigger>
  ),
);
DropdownMenuSubTrigger.displayName = "DropdownMenuSubTrigger";

export const DropdownMenuSubContent = React.forwardRef<React.ElementRef<typeof Menu.SubContent>, React.ComponentPropsWithoutRef<typeof Menu.SubContent>>(
  ({ className, ...props }, ref) => (
    <Menu.Portal>
      <Menu.SubContent
        ref={ref}
        collisionPadding={8}
        className={cn("z-50 min-w-[10rem] overflow-hidden rounded-lg border bg-card p-1 text-card-foreground shadow-lg", className)}
        {...props}
      />
    </Menu.Portal>
  ),
);
DropdownMenuSubContent.displayName = "DropdownMenuSubContent";

export const DropdownMenuRadioItem = React.forwardRef<React.ElementRef<typeof Menu.RadioItem>, React.ComponentPropsWithoutRef<typeof Menu.RadioItem>>(
  ({ className, children, ...props }, ref) => (
    <Menu.RadioItem ref={ref} className={cn(itemClass, "pr-8", className)} {...props}>
      {children}
      <Menu.ItemIndicator className="absolute right-2 flex items-center">
        <Check aria-hidden="true" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  ),
);
DropdownMenuRadioItem.displayName = "DropdownMenuRadioItem";
